// The plugin's test data store, with what its sweep needs to know: every file some problem's
// manifest names (a file of any problem, of any version still in a row, is never removed).
import type { Knex, PluginContext } from '@oj/sdk';
import type { Tables } from '../tables.ts';
import { testDataStore, type TestDataStore } from './data-store.ts';
import type { TestDataManifest } from './manifest.ts';

export function testDataOf(ctx: PluginContext, db: Knex, t: Tables): TestDataStore {
  return testDataStore(ctx, async () => {
    const used = new Set<string>();
    const rows: (string | null)[] = await db(t.problem).whereNotNull('testDataManifest').pluck('testDataManifest');
    for (const row of rows) for (const file of (JSON.parse(row ?? '{"files":[]}') as Pick<TestDataManifest, 'files'>).files) used.add(file.sha256);
    return used;
  });
}
