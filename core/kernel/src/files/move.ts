// `oj files move-to-store`: the kernel's part, uploaded files copied from <dataDir>/files into the
// shared store under the same keys (the URLs in the database stay right). Idempotent: an object
// already there with the same size is skipped. The local copies stay.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SharedStore } from '@oj/sdk';
import { isStoreKey } from './store-keys.ts';

export interface MoveCount {
  copied: number;
  bytes: number;
  present: number;
  /** names that are no store key (never made by the site): left alone */
  skipped: string[];
}

async function* filesUnder(root: string, rel = ''): AsyncIterable<string> {
  const names = await readdir(rel ? join(root, rel) : root).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const path = rel ? `${rel}/${name}` : name;
    const info = await stat(join(root, path)).catch(() => null);
    if (info?.isDirectory()) yield* filesUnder(root, path);
    else if (info?.isFile()) yield path;
  }
}

/** every file under `dir` to `store` as `<prefix>/<its path>` */
export async function copyFolderToStore(dir: string, store: SharedStore, prefix: string): Promise<MoveCount> {
  const count: MoveCount = { copied: 0, bytes: 0, present: 0, skipped: [] };
  for await (const path of filesUnder(dir)) {
    const key = `${prefix}/${path}`;
    if (!isStoreKey(key)) { count.skipped.push(path); continue; }
    const data = await readFile(join(dir, path));
    const there = await store.stat(key);
    if (there && there.size === data.length) { count.present++; continue; }
    await store.put(key, data);
    count.copied++;
    count.bytes += data.length;
  }
  return count;
}
