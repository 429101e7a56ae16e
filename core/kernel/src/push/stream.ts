// The push stream (ARCHITECTURE §7): GET /api/events is a server-sent-events stream. Events for
// a user or for everyone are broadcast over the bus, so a stream on any web node receives them.
// The kernel pushes unread message counts; plugins push their own events (submission status,
// scoreboards) with ctx.push.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { FileBytes, type PushPick, type PushService } from '@oj/sdk';
import type { KernelBus } from '../bus/bus.ts';

const USER_CHANNEL = (uid: string) => `push:user:${uid}`;
const ALL_CHANNEL = 'push:all';
/** keeps proxies from closing an idle stream */
export const HEARTBEAT_MS = 25_000;

interface PushMessage { event: string; data: unknown }

/** a message to this node's streams: its data written out once for all of them, and which streams (by user) get it */
interface LocalFrame { event: string; json: string; pick?: PushPick }

export class Push implements PushService {
  /** this node's streams listen here for what is sent to this node only */
  readonly here = new EventEmitter().setMaxListeners(0);

  constructor(private readonly bus: KernelBus) {}

  toThisNode(event: string, data: unknown, pick?: PushPick): void {
    this.here.emit(ALL_CHANNEL, { event, json: JSON.stringify(data), pick } satisfies LocalFrame);
  }

  toUser(uid: string, event: string, data: unknown): Promise<void> {
    return this.bus.broadcast(USER_CHANNEL(uid), { event, data } satisfies PushMessage);
  }

  toAll(event: string, data: unknown): Promise<void> {
    return this.bus.broadcast(ALL_CHANNEL, { event, data } satisfies PushMessage);
  }
}

const frame = (event: string, data: unknown) => frameOfJson(event, JSON.stringify(data));
const frameOfJson = (event: string, json: string) => `event: ${event.replace(/[\r\n]/g, '')}\ndata: ${json}\n\n`;

/**
 * This node's message as written out once for all its streams: the whole frame, and the frame
 * without its closing brace, to which a user's own fields are added (a thousand streams write the
 * same bytes, not a thousand copies of them).
 */
const localFrames = new WeakMap<LocalFrame, { whole: Buffer; open: Buffer | null; comma: boolean }>();
function writtenOnce(msg: LocalFrame) {
  let w = localFrames.get(msg);
  if (!w) {
    const object = msg.json.startsWith('{') && msg.json.endsWith('}');
    localFrames.set(msg, (w = {
      whole: Buffer.from(frameOfJson(msg.event, msg.json)),
      open: object ? Buffer.from(`event: ${msg.event.replace(/[\r\n]/g, '')}\ndata: ${msg.json.slice(0, -1)}`) : null,
      comma: msg.json !== '{}',
    }));
  }
  return w;
}

/** writes this node's message to one stream: the shared frame, or with the user's own fields added */
function writeLocal(res: ServerResponse, msg: LocalFrame, uid: string | null): void {
  if (msg.pick?.to && !msg.pick.to(uid)) return;
  const w = writtenOnce(msg);
  const own = uid && msg.pick?.each && w.open ? msg.pick.each(uid) : undefined;
  const fields = own ? JSON.stringify(own).slice(1, -1) : '';
  if (!fields) {
    res.write(w.whole);
    return;
  }
  res.cork();
  res.write(w.open!);
  res.write(`${w.comma ? ',' : ''}${fields}}\n\n`);
  process.nextTick(() => res.uncork());
}

/** a message's frame, written once however many streams of this node send it (the bus hands each the same object) */
const written = new WeakMap<object, string>();
function frameOf(msg: PushMessage): string {
  let text = written.get(msg);
  if (text === undefined) written.set(msg, (text = frame(msg.event, msg.data)));
  return text;
}

/**
 * Registers /api/events. `unread(uid)` gives the user's unread counts, sent on connect and
 * whenever an 'unread' event arrives for them (its data is then recomputed per stream).
 */
export function pushRoutes(app: FastifyInstance, bus: KernelBus, push: Push, unread: (uid: string) => Promise<unknown>): void {
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
      // the unread counts are the stream's user's own; everything else is the same for every stream
      if (msg.event === 'unread') res.write(frame(msg.event, uid ? await unread(uid) : msg.data));
      else res.write(frameOf(msg));
    };
    const listener = (payload: unknown) => { void send(payload as PushMessage).catch(() => res.end()); };
    const local = (payload: LocalFrame) => { if (!res.writableEnded) writeLocal(res, payload, uid ?? null); };
    push.here.on(ALL_CHANNEL, local);
    const offs = [bus.subscribe(ALL_CHANNEL, listener), ...(uid ? [bus.subscribe(USER_CHANNEL(uid), listener)] : []), () => push.here.off(ALL_CHANNEL, local)];
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
