// Read caches for hot public reads (list pages, totals, counts): a web node keeps an answer for a
// short time and drops it when a write says so, on every web node (the bus's broadcast channel).
import type { Bus } from './events.ts';
import type { Disposer } from './refs.ts';

export interface ReadCacheOptions {
  /** how long an answer is kept without a drop (bounds a write the cache is not told about) */
  ttlMs: number;
  /** at most this many answers; the oldest goes first */
  max?: number;
}

/**
 * Answers by key, kept `ttlMs`. Callers asking for a key being loaded share that one load (a page
 * going cold under load costs one query, not one per request). A load that raced a drop answers
 * its callers but is not kept.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly max: number;

  constructor(opts: ReadCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.max = opts.max ?? 1000;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.until > Date.now()) return Promise.resolve(hit.value);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load().then((value) => {
      if (generation === this.generation) {
        if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, { value, until: Date.now() + this.ttlMs });
      }
      return value;
    }).finally(() => {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** forget every answer, and any load started before now */
  drop(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}

/**
 * Read caches dropped together on every web node: `changed()` after a write drops them here and
 * broadcasts on `channel`, so the other nodes drop theirs. Without Redis a broadcast stays in this
 * process; other processes then see the write within the caches' `ttlMs`.
 */
export class SharedReads {
  private readonly caches: ReadCache<unknown>[] = [];
  private readonly unsubscribe: Disposer;

  constructor(private readonly bus: Bus, private readonly channel: string) {
    this.unsubscribe = bus.subscribe(channel, () => this.dropHere());
  }

  cache<T>(opts: ReadCacheOptions): ReadCache<T> {
    const cache = new ReadCache<T>(opts);
    this.caches.push(cache as ReadCache<unknown>);
    return cache;
  }

  /** a write happened: drop every cache here at once, then on the other nodes */
  async changed(): Promise<void> {
    this.dropHere();
    await this.bus.broadcast(this.channel, null);
  }

  close(): void {
    this.unsubscribe();
  }

  private dropHere(): void {
    for (const cache of this.caches) cache.drop();
  }
}
