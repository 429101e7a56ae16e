// `oj files move-to-store`, the problems plugin's part: the test data of <dataDir>/problems/testcase
// (the reference's folders) copied into the shared store content addressed, as object-store.ts
// reads it (testdata/<sha256>). The manifests in the database already name each file by that hash,
// so nothing in the database changes. Idempotent; the folders stay until the operator removes them.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SharedStore } from '@oj/sdk';
import { sha256 } from './manifest.ts';
import { blobKey } from './object-store.ts';

export async function moveTestDataToStore(from: string, store: SharedStore, say: (line: string) => void): Promise<void> {
  const root = join(from, 'testcase');
  const problems = (await readdir(root).catch(() => [] as string[])).filter((name) => /^problem_\d+$/.test(name)).sort();
  let copied = 0;
  let present = 0;
  let bytes = 0;
  for (const problem of problems) {
    for (const name of (await readdir(join(root, problem))).sort()) {
      if (name === 'info') continue; // made again from the manifest
      const path = join(root, problem, name);
      if (!(await stat(path)).isFile()) continue;
      const data = await readFile(path);
      const key = blobKey(sha256(data));
      if ((await store.stat(key))?.size === data.length) { present++; continue; }
      await store.put(key, data);
      copied++;
      bytes += data.length;
    }
  }
  say(`test data: ${problems.length} problems, ${copied} files copied (${bytes} bytes), ${present} already in the store (from ${root})`);
}
