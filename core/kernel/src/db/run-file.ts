// Where a running embedded database says how to reach it: <dataDir>/run/db.json, written by the
// process serving it (embedded.ts). Kept apart from PGlite so that a reader (another `oj` command,
// a browser test's harness) does not load the database to find it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function runFile(dataDir: string): string {
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
