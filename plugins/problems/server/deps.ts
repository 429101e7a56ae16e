// What route modules share: the context, the stores and the public service.
import type { PluginContext } from '@oj/sdk';
import type { ProblemsService } from '../shared/service.ts';
import type { ProblemStores } from './stores/index.ts';
import type { ZipLimits } from './test-data/zip-reader.ts';
import type { TestDataStore } from './test-data/data-store.ts';

export interface Deps {
  ctx: PluginContext;
  stores: ProblemStores;
  service: ProblemsService;
  zipLimits: ZipLimits & { maxZipBytes: number };
  /** test data and staged uploads: the data dir or the shared store */
  testData: TestDataStore;
}
