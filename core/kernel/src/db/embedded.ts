// The embedded database: PGlite (PostgreSQL in WASM) with its data in <dataDir>/pgdata, served
// over a Unix socket (pglite-server.ts) so that knex, BullMQ's PostgreSQL backend and child
// processes all speak the ordinary PostgreSQL protocol to it (pglite-server.ts). While it runs, <dataDir>/run/db.json
// tells other `oj` commands where to connect.
import { mkdirSync, writeFileSync, rmSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './pglite-server.ts';
import { runFile, runningEmbeddedUrl } from './run-file.ts';

export { runningEmbeddedUrl };

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

/**
 * `image`: a data dir's tarball (PGlite's dumpDataDir) to run from memory instead of
 * <dataDir>/pgdata: nothing is written to disk and nothing outlives close() (the test sites use
 * it: loading one image costs about half of copying a template's thousand files, and less on close).
 */
export async function startEmbeddedDatabase(dataDir: string, opts: { image?: Blob } = {}): Promise<EmbeddedDatabase> {
  if (runningEmbeddedUrl(dataDir)) throw new Error(`the embedded database in ${dataDir} is already in use by another process`);
  const runDir = join(dataDir, 'run');
  mkdirSync(runDir, { recursive: true });
  chmodSync(runDir, 0o700);
  const db = await (opts.image ? PGlite.create({ loadDataDir: opts.image }) : PGlite.create(join(dataDir, 'pgdata')));
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
