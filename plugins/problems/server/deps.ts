// What route modules share: the context, the tables and the public service.
import type { Knex, PluginContext } from '@oj/sdk';
import type { ProblemsService } from '../shared/service.ts';
import type { Tables } from './tables.ts';
import type { ZipLimits } from './test-data/zip-reader.ts';
import type { TestDataStore } from './test-data/data-store.ts';

export interface Deps {
  ctx: PluginContext;
  db: Knex;
  t: Tables;
  service: ProblemsService;
  zipLimits: ZipLimits & { maxZipBytes: number };
  /** test data and staged uploads: the data dir or the shared store */
  testData: TestDataStore;
}
