// The trainings plugin's store layer: one store per aggregate, built together by the plugin's
// entry (server/index.ts) and handed to its services. Nothing else in the server names a table.
import type { PluginContext } from '@oj/sdk';
import { CategoryStore } from './categories.ts';
import { TrainingProblemStore } from './problems.ts';
import { RecordStore } from './records.ts';
import { RegistrationStore } from './registrations.ts';
import { TrainingStore } from './trainings.ts';

export { CategoryStore, RecordStore, RegistrationStore, TrainingProblemStore, TrainingStore };
export type { TrainingFields, TrainingFilter } from './trainings.ts';
export type { RankPageQuery } from './records.ts';

export interface TrainingStores {
  trainings: TrainingStore;
  problems: TrainingProblemStore;
  categories: CategoryStore;
  registrations: RegistrationStore;
  records: RecordStore;
}

/** every store of the plugin, on the site's database */
export function trainingStores(ctx: PluginContext): TrainingStores {
  return {
    trainings: new TrainingStore(ctx),
    problems: new TrainingProblemStore(ctx),
    categories: new CategoryStore(ctx),
    registrations: new RegistrationStore(ctx),
    records: new RecordStore(ctx),
  };
}
