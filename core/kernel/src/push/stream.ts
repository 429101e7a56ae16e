// The push stream (ARCHITECTURE §7): GET /api/events is a server-sent-events stream. Events for
// a user or for everyone are broadcast over the bus, so a stream on any web node receives them.
// The kernel pushes unread message counts; plugins push their own events (submission status,
// scoreboards) with ctx.push.
import type { FastifyInstance } from 'fastify';
import { FileBytes, type PushService } from '@oj/sdk';
import type { KernelBus } from '../bus/bus.ts';

const USER_CHANNEL = (uid: string) => `push:user:${uid}`;
const ALL_CHANNEL = 'push:all';
/** keeps proxies from closing an idle stream */
export const HEARTBEAT_MS = 25_000;

interface PushMessage { event: string; data: unknown }

export class Push implements PushService {
  constructor(private readonly bus: KernelBus) {}

  toUser(uid: string, event: string, data: unknown): Promise<void> {
    return this.bus.broadcast(USER_CHANNEL(uid), { event, data } satisfies PushMessage);
  }

  toAll(event: string, data: unknown): Promise<void> {
    return this.bus.broadcast(ALL_CHANNEL, { event, data } satisfies PushMessage);
  }
}

const frame = (event: string, data: unknown) => `event: ${event.replace(/[\r\n]/g, '')}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Registers /api/events. `unread(uid)` gives the user's unread counts, sent on connect and
 * whenever an 'unread' event arrives for them (its data is then recomputed per stream).
 */
export function pushRoutes(app: FastifyInstance, bus: KernelBus, unread: (uid: string) => Promise<unknown>): void {
  const open = new Set<() => void>();
  // before the server waits for its connections to finish: streams never would
  app.addHook('preClose', async () => { for (const end of open) end(); });
  app.get('/api/events', {
    schema: { tags: ['site'], querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 2000 } } }, response: { 200: FileBytes } },
    // an event stream (text/event-stream), open to visitors too: what it sends is in push.test.ts
    config: { public: true, queryToken: true },
  }, async (request, reply) => {
    const uid = request.user?.uid;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const send = async (msg: PushMessage) => {
      if (res.writableEnded) return;
      const data = msg.event === 'unread' && uid ? await unread(uid) : msg.data;
      res.write(frame(msg.event, data));
    };
    const listener = (payload: unknown) => { void send(payload as PushMessage).catch(() => res.end()); };
    const offs = [bus.subscribe(ALL_CHANNEL, listener), ...(uid ? [bus.subscribe(USER_CHANNEL(uid), listener)] : [])];
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      for (const off of offs) void off();
      open.delete(end);
    };
    const end = () => { close(); res.end(); };
    open.add(end);
    // watched before the first await: a client that leaves while the unread counts are read
    // must still end the heartbeat and the subscriptions
    res.on('close', close);
    if (res.destroyed) { close(); return; }
    res.write(`retry: 5000\n${frame('hello', { user: uid ?? null })}`);
    if (uid) await send({ event: 'unread', data: null });
  });
}
