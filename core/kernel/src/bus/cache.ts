// Short-lived cache: Redis when configured (shared by web nodes), else in-process with TTLs.
import { Redis } from 'ioredis';
import type { Cache } from '@oj/sdk';

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  async get<T>(key: string): Promise<T | undefined> {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires < Date.now()) { this.entries.delete(key); return undefined; }
    return e.value as T;
  }
  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
  }
  async del(key: string): Promise<void> { this.entries.delete(key); }
  async close(): Promise<void> { this.entries.clear(); }
}

export class RedisCache implements Cache {
  private readonly redis: Redis;
  constructor(url: string, private readonly prefix = 'oj') { this.redis = new Redis(url); }
  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(`${this.prefix}:cache:${key}`);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }
  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(`${this.prefix}:cache:${key}`, JSON.stringify(value), 'EX', ttlSeconds);
  }
  async del(key: string): Promise<void> { await this.redis.del(`${this.prefix}:cache:${key}`); }
  async close(): Promise<void> { this.redis.disconnect(); }
}
