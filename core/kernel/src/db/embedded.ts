// The embedded database: PGlite (PostgreSQL in WASM) with its data in <dataDir>/pgdata, served
// over a Unix socket (pglite-server.ts) so that knex, BullMQ's PostgreSQL backend and child
// processes all speak the ordinary PostgreSQL protocol to it (pglite-server.ts). While it runs, <dataDir>/run/db.json
// tells other `oj` commands where to connect.
import { mkdirSync, existsSync, writeFileSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './pglite-server.ts';

export interface EmbeddedDatabase {
  url: string;
  close(): Promise<void>;
}

const SOCKET_NAME = '.s.PGSQL.5432';
const MAX_SOCKET_PATH = 100;

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => res(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

function runFile(dataDir: string): string {
  return join(dataDir, 'run', 'db.json');
}

/** The URL of an embedded database another process is already serving from this data dir. */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const file = runFile(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const { url, pid } = JSON.parse(readFileSync(file, 'utf8')) as { url: string; pid: number };
    process.kill(pid, 0);
    return url;
  } catch {
    return undefined;
  }
}

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  if (runningEmbeddedUrl(dataDir)) throw new Error(`the embedded database in ${dataDir} is already in use by another process`);
  const runDir = join(dataDir, 'run');
  mkdirSync(runDir, { recursive: true });
  chmodSync(runDir, 0o700);
  const db = await PGlite.create(join(dataDir, 'pgdata'));
  // BullMQ pins search_path through startup options, which PGlite ignores; it has
  // one session, so set it once for everyone (app tables stay in public).
  await db.exec('SET search_path TO public, bullmq');
  const socketPath = join(runDir, SOCKET_NAME);
  let url: string;
  let server: { stop(): Promise<void> };
  if (socketPath.length <= MAX_SOCKET_PATH) {
    rmSync(socketPath, { force: true });
    server = await servePglite({ db, path: socketPath });
    url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(runDir)}`;
  } else {
    const port = await freePort();
    server = await servePglite({ db, host: '127.0.0.1', port });
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }
  writeFileSync(runFile(dataDir), JSON.stringify({ url, pid: process.pid }));
  return {
    url,
    async close() {
      rmSync(runFile(dataDir), { force: true });
      await server.stop();
      await db.close();
    },
  };
}
