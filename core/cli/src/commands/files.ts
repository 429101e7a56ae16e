// `oj files move-to-store [--data-dir DIR] [--config FILE]`: a site that kept its files in the data
// dir moves to the shared store its config names (storage.kind "s3"). The kernel's uploaded files
// keep their keys; each enabled plugin copies its own data (definePlugin's moveToStore: the
// problems plugin's test data). Idempotent: run it again after the last upload before the switch.
// The local copies stay until the operator removes them.
import { join } from 'node:path';
import { loadPlugins } from '@oj/kernel';
import { copyFolderToStore, openSharedStore, scopedStore } from '@oj/kernel/files';
import type { ParsedArgs } from '../args.ts';
import { configFrom } from '../config.ts';

export async function run(args: ParsedArgs): Promise<void> {
  const action = args.positional[0];
  if (action !== 'move-to-store') throw new Error('usage: oj files move-to-store [--data-dir DIR] [--config FILE]');
  const config = configFrom(args);
  if (config.storage.kind === 'local') {
    throw new Error('the config keeps files in the data dir (storage.kind "local"): set storage to the S3 store first (docs/operator-guide.md "Files and test data")');
  }
  const store = openSharedStore(config, (reason, key) => console.error(`the store failed on ${key}: ${reason}`));
  if (store.kind !== 's3') return;
  try {
    await store.check();
    console.log(`moving ${config.dataDir} to ${store.describe()}`);
    const files = await copyFolderToStore(join(config.dataDir, 'files'), store, 'files');
    console.log(`uploaded files: ${files.copied} copied (${files.bytes} bytes), ${files.present} already in the store (from ${join(config.dataDir, 'files')})`);
    if (files.skipped.length) console.log(`  left alone (not names the site makes): ${files.skipped.join(', ')}`);
    for (const plugin of await loadPlugins(config.plugins, config.baseDir, [], config)) {
      if (!plugin.def.moveToStore) continue;
      await plugin.def.moveToStore(join(config.dataDir, plugin.def.id), scopedStore(store, plugin.def.id), (line) => console.log(`${plugin.def.id}: ${line}`));
    }
    console.log(`done. The local copies are still in ${config.dataDir}: remove files/ and problems/testcase/ there yourself once every web node serves from the store.`);
  } finally {
    store.close();
  }
}
