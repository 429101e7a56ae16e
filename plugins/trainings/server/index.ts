// Trainings (spec 3; reference §5): ordered problem sets in categories, public or private with a
// password, the users' progress and a rank kept up to date on each verdict, the training as a
// submission and problem scope, and the admin pages.
import { Type } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { trainingsService } from '../shared/index.ts';
import { Trainings, toView } from './core.ts';
import { trainingStores } from './stores/index.ts';
import { userRoutes } from './user-routes.ts';
import { adminRoutes } from './admin-routes.ts';
import { adminProblemRoutes } from './admin-problem-routes.ts';
import { contributeScopes } from './scopes.ts';
import { TrainingRecords } from './records.ts';
import { TrainingWrites } from './training-writes.ts';
import { TrainingProblemWrites } from './training-problem-writes.ts';
import { groupTrainingMethods } from './group-trainings.ts';

export default definePlugin(new URL('..', import.meta.url), {
  id: 'trainings',
  requires: ['problems', 'submissions'],
  config: Type.Object({}),
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  // the reference's paths (spec 2), kept for its clients, besides /api/trainings/ and /api/admin/trainings/
  routes: [
    '/api/get-training-*', '/api/register-training', '/api/admin/training', '/api/admin/training/*',
  ],
  async setup(ctx) {
    const stores = trainingStores(ctx);
    const trainings = new Trainings(ctx, stores);
    const records = new TrainingRecords(ctx, trainings);
    const writes = new TrainingWrites(ctx, trainings);
    const problemWrites = new TrainingProblemWrites(ctx, trainings, records);
    ctx.provide(trainingsService, {
      async get(tid) {
        const row = await trainings.listed(tid);
        return row ? toView(row) : null;
      },
      async isTrainingAdmin(user, tid) {
        const t = await trainings.get(tid);
        return t ? trainings.isTrainingAdmin(user, t) : false;
      },
      async hasAccess(user, tid) {
        const t = await trainings.get(tid);
        return t ? (await trainings.canSee(user, t)) && (await trainings.hasAccess(user, t)) : false;
      },
      ...groupTrainingMethods(trainings, writes, problemWrites),
    });
    records.listen();
    userRoutes(ctx, trainings);
    adminRoutes(ctx, trainings, writes);
    adminProblemRoutes(ctx, trainings, problemWrites);
    contributeScopes(ctx, trainings);
  },
});
