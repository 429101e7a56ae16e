// Queue connection for BullMQ: Redis when REDIS_URL is set, else BullMQ's PostgreSQL backend on
// the site's own database (the embedded default). One code path for both: `createQueue` and
// `createWorker` pick the backend, so web nodes and judge nodes never branch on it.
import { Redis } from 'ioredis';
import pg from 'pg';
import { Queue, Worker, createPostgresBackend, runMigrations, type Processor, type QueueOptions, type WorkerOptions, type PostgresPoolConfig } from 'bullmq';

// what judge nodes send besides results (they import this module as @oj/kernel/queue)
export * from './judge-heartbeat.ts';

export interface QueueInfra {
  /** redis://… — when set, queues live in Redis. */
  redisUrl?: string | null;
  /** postgres://… — used for the PostgreSQL backend when no Redis is configured. */
  databaseUrl: string;
  /** key prefix in Redis (lets several sites or test runs share one Redis) */
  prefix?: string;
}

export type QueueConnection =
  | { kind: 'redis'; redis: Redis; prefix: string; drainDelay: number; close(): Promise<void> }
  | { kind: 'postgres'; pg: PostgresPoolConfig; drainDelay: number; close(): Promise<void> };

/** Parses postgres://user:pass@host:port/db?host=/socket/dir into a pool config. */
export function pgPoolConfig(databaseUrl: string): PostgresPoolConfig {
  const url = new URL(databaseUrl);
  return {
    host: url.searchParams.get('host') ?? decodeURIComponent(url.hostname),
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: url.pathname.replace(/^\//, '') || 'postgres',
    max: 3,
    // Never migrate on connect: on PGlite all connections share one session, so two
    // connections migrating at once would roll back each other's (and everyone's) work.
    // prepareQueueStorage runs the migrations once, before any queue is used.
    migrate: false,
  };
}

export function queueConnection(infra: QueueInfra): QueueConnection {
  if (infra.redisUrl) {
    const redis = new Redis(infra.redisUrl, { maxRetriesPerRequest: null });
    return { kind: 'redis', redis, prefix: infra.prefix ?? 'oj', drainDelay: 5, close: async () => { redis.disconnect(); } };
  }
  // Producers wake idle workers with NOTIFY (relayed by the embedded database's server too); the
  // drain delay is only the safety net for a wake-up no NOTIFY announces.
  return { kind: 'postgres', pg: pgPoolConfig(infra.databaseUrl), drainDelay: 1, close: async () => {} };
}

export function createQueue(conn: QueueConnection, name: string): Queue {
  if (conn.kind === 'redis') return new Queue(name, { connection: conn.redis, prefix: conn.prefix } satisfies QueueOptions);
  return new Queue(name, { connection: conn.pg }, createPostgresBackend) as unknown as Queue;
}

export function createWorker(
  conn: QueueConnection, name: string, processor: Processor,
  opts: Omit<WorkerOptions, 'connection' | 'prefix'> = {},
): Worker {
  const common = { drainDelay: conn.drainDelay, ...opts };
  if (conn.kind === 'redis') return new Worker(name, processor, { ...common, connection: conn.redis, prefix: conn.prefix });
  return new Worker(name, processor, { ...common, connection: conn.pg }, createPostgresBackend) as unknown as Worker;
}

/** Creates or upgrades BullMQ's tables (PostgreSQL backend) once, before queues are used. */
export async function prepareQueueStorage(conn: QueueConnection): Promise<void> {
  if (conn.kind !== 'postgres') return;
  const { migrate: _migrate, max: _max, ...clientConfig } = conn.pg as PostgresPoolConfig & { max?: number };
  const client = new pg.Client(clientConfig as pg.ClientConfig);
  await client.connect();
  try {
    await runMigrations(client);
  } finally {
    await client.end();
  }
}
