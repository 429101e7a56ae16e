// Where a command's database is: DATABASE_URL when configured; else the embedded PGlite of the
// data dir — already served by a running `oj start`, or started now (in a child process for
// long-running nodes, so its WASM work never blocks the web server's event loop).
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { startEmbeddedDatabase, runningEmbeddedUrl, type LoadedConfig } from '@oj/kernel';
import { OJ_BIN, sourceFlags } from './bin.ts';

export interface SiteDatabase { url: string; embedded: boolean; close(): Promise<void> }


export async function openDatabase(config: LoadedConfig, opts: { childProcess?: boolean } = {}): Promise<SiteDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, close: async () => {} };
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running, embedded: true, close: async () => {} };
  mkdirSync(config.dataDir, { recursive: true });
  if (!opts.childProcess) {
    const db = await startEmbeddedDatabase(config.dataDir);
    return { url: db.url, embedded: true, close: () => db.close() };
  }
  const child = fork(OJ_BIN, ['__embedded-db', '--data-dir', config.dataDir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: sourceFlags() });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the embedded database exited (code ${code}) before it was ready`)));
  });
  let closing = false;
  // without its database the site cannot answer anything: stop rather than serve errors
  child.once('exit', (code, signal) => {
    if (closing) return;
    console.error(`oj: the embedded database stopped unexpectedly (${signal ?? `code ${code}`}); stopping`);
    process.exit(1);
  });
  return {
    url,
    embedded: true,
    close: () => new Promise<void>((resolve) => {
      closing = true;
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
