// The plugin's test data store, with what its sweep needs to know: every file some problem's
// manifest names (a file of any problem, of any version still in a row, is never removed).
import type { PluginContext } from '@oj/sdk';
import type { ProblemStore } from '../stores/problems.ts';
import { testDataStore, type TestDataStore } from './data-store.ts';
import type { TestDataManifest } from './manifest.ts';

export function testDataOf(ctx: PluginContext, problems: ProblemStore): TestDataStore {
  return testDataStore(ctx, async () => {
    const used = new Set<string>();
    const rows = await problems.manifests();
    for (const row of rows) for (const file of (JSON.parse(row ?? '{"files":[]}') as Pick<TestDataManifest, 'files'>).files) used.add(file.sha256);
    return used;
  });
}
