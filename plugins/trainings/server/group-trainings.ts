// The trainingsService methods for a group's trainings (spec 3 §7 "Trainings" under Groups): the
// groups plugin decides who may (members read, group admins create, the group root or the author
// changes) and calls these, which are the site's admin calls' own code (training-writes.ts,
// training-problem-writes.ts) and the site's list (core.ts).
import { pageParams } from '@oj/sdk';
import { TRAINING_LIST_PAGE_SIZE, type TrainingsService } from '../shared/index.ts';
import { toView, type Trainings } from './core.ts';
import type { TrainingProblemWrites } from './training-problem-writes.ts';
import type { TrainingWrites } from './training-writes.ts';

type GroupTrainingMethods = Omit<TrainingsService, 'get' | 'isTrainingAdmin' | 'hasAccess'>;

export function groupTrainingMethods(trainings: Trainings, writes: TrainingWrites, problemWrites: TrainingProblemWrites): GroupTrainingMethods {
  const existing = (tid: number) => writes.existing(tid);

  return {
    async groupTrainings(viewer, gid, query) {
      const page = await trainings.page({ gid, visibleOnly: true, keyword: query.keyword }, pageParams(query, TRAINING_LIST_PAGE_SIZE), 'rank');
      return { ...page, records: await trainings.withProgress(viewer, page.records) };
    },
    async groupAdminTrainings(viewer, gid, query) {
      const page = await trainings.page({ gid, keyword: query.keyword }, pageParams(query, TRAINING_LIST_PAGE_SIZE), 'newest');
      const records = await Promise.all(page.records.map(async (t) => ({ ...toView(t, 0, false), manageable: await trainings.isTrainingAdmin(viewer, t) })));
      return { ...page, records };
    },
    async adminTraining(tid) {
      const t = await trainings.get(tid);
      return t ? writes.adminView(t) : null;
    },
    createGroupTraining: (user, gid, body) => writes.create(user, body, gid),
    async updateTraining(body) {
      await writes.update(await existing(body.training.id ?? 0), body);
    },
    async setTrainingStatus(tid, status) {
      await writes.setStatus(await existing(tid), status);
    },
    async deleteTraining(tid) {
      await writes.remove(await existing(tid));
    },
    trainingProblemList: async (tid, query) => problemWrites.list(await existing(tid), query),
    moveTrainingProblem: async (tid, pid, rank) => problemWrites.move(await existing(tid), pid, rank),
    removeTrainingProblem: async (tid, pid) => problemWrites.remove(await existing(tid), pid),
    addPublicProblem: async (tid, pid) => problemWrites.addPublic(await existing(tid), pid),
    addGroupProblem: async (tid, problemId) => problemWrites.addFromGroup(await existing(tid), problemId),
  };
}
