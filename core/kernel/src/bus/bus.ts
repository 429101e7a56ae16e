// The typed event bus: local listeners in process; broadcast channels over Redis pub/sub when
// configured (so every web node sees them), in-process otherwise (shared by every web node of
// this process with the same prefix).
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Bus, Disposer, OjEventName, OjEvents } from '@oj/sdk';
import type { FastifyBaseLogger } from 'fastify';

type Listener = (payload: never) => void | Promise<void>;

/** in-process broadcast hubs by prefix, with how many buses use each */
const hubs = new Map<string, { emitter: EventEmitter; users: number }>();

function joinHub(prefix: string): EventEmitter {
  const hub = hubs.get(prefix) ?? { emitter: new EventEmitter().setMaxListeners(0), users: 0 };
  hub.users++;
  hubs.set(prefix, hub);
  return hub.emitter;
}

function leaveHub(prefix: string): void {
  const hub = hubs.get(prefix);
  if (hub && --hub.users === 0) hubs.delete(prefix);
}

export class KernelBus implements Bus {
  private readonly listeners = new Map<string, Listener[]>();
  private readonly local: EventEmitter;
  private pub?: Redis;
  private sub?: Redis;

  constructor(private readonly log: FastifyBaseLogger, redisUrl?: string, private readonly prefix = 'oj') {
    this.local = redisUrl ? new EventEmitter().setMaxListeners(0) : joinHub(prefix);
    if (redisUrl) {
      this.pub = new Redis(redisUrl, { lazyConnect: false });
      this.sub = new Redis(redisUrl, { lazyConnect: false });
      this.sub.on('message', (channel: string, message: string) => {
        try { this.local.emit(channel.slice(this.prefix.length + 1), JSON.parse(message)); } catch (err) { this.log.warn({ err }, 'bad bus message'); }
      });
    }
  }

  async emit<K extends OjEventName>(name: K, payload: OjEvents[K]): Promise<void> {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        await (listener as (p: OjEvents[K]) => void | Promise<void>)(payload);
      } catch (err) {
        this.log.error({ err, event: name }, 'event listener failed');
      }
    }
  }

  on<K extends OjEventName>(name: K, listener: (payload: OjEvents[K]) => void | Promise<void>): Disposer {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener);
    this.listeners.set(name, list);
    return () => {
      const current = this.listeners.get(name) ?? [];
      this.listeners.set(name, current.filter((l) => l !== listener));
    };
  }

  async broadcast(channel: string, payload: unknown): Promise<void> {
    if (this.pub) await this.pub.publish(`${this.prefix}:${channel}`, JSON.stringify(payload));
    else this.local.emit(channel, payload);
  }

  subscribe(channel: string, listener: (payload: unknown) => void): Disposer {
    if (this.sub && this.local.listenerCount(channel) === 0) this.sub.subscribe(`${this.prefix}:${channel}`).catch((err) => this.log.warn({ err, channel }, 'bus subscribe failed'));
    this.local.on(channel, listener);
    return () => {
      this.local.off(channel, listener);
      if (this.sub && this.local.listenerCount(channel) === 0) this.sub.unsubscribe(`${this.prefix}:${channel}`).catch(() => { /* closing */ });
    };
  }

  async close(): Promise<void> {
    if (!this.pub) leaveHub(this.prefix);
    this.pub?.disconnect();
    this.sub?.disconnect();
  }
}

/**
 * One broadcast from outside a web node (a command such as `oj judge-token --rotate`): on the
 * same channel every node's bus with this Redis and prefix hears. Without Redis there is nothing
 * to reach from another process.
 */
export async function broadcastFromOutside(redisUrl: string, prefix: string, channel: string, payload: unknown): Promise<void> {
  const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  try {
    await pub.publish(`${prefix}:${channel}`, JSON.stringify(payload));
  } finally {
    pub.disconnect();
  }
}
