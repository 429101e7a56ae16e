// What the training admin calls do to a training's problems, once the caller has been let in: the
// site's admin routes (admin-problem-routes.ts) and a group's trainings (trainingsService, for the
// groups plugin) both go through here. Problems come through the problems plugin's service; adding
// one fills its cells from the submissions so far, removing one drops them (records.ts).
import { badRequest, notFound, pageParams, type PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import type { AdminTrainingProblemList, AdminTrainingProblemQuery, TrainingProblemMapping, TrainingProblemRow, TrainingRow } from '../shared/index.ts';
import { truthy, type Trainings } from './core.ts';
import { rankOf } from './training-form.ts';
import type { TrainingRecords } from './records.ts';

/** the admin problem list's page size */
const PROBLEM_PAGE_SIZE = 10;

const mappingView = (r: TrainingProblemRow): TrainingProblemMapping => ({ id: r.id, tid: r.tid, pid: r.pid, displayId: r.displayId, rank: r.rank });
const rowView = (p: ProblemSummary, rank: number | null) => ({ id: p.pid, problemId: p.problemId, title: p.title, author: p.author, type: p.type, auth: p.auth, rank });

export class TrainingProblemWrites {
  constructor(private readonly ctx: PluginContext, private readonly trainings: Trainings, private readonly records: TrainingRecords) {}

  private get problems() {
    return this.ctx.services.get(problemsService);
  }

  private get stores() {
    return this.trainings.stores;
  }

  /**
   * The training's problems as its admins list them, with the training's mapping of each; with
   * `queryExisted` false, the public problems of the main set not yet in it (the add dialog)
   */
  async list(t: TrainingRow, q: AdminTrainingProblemQuery): Promise<AdminTrainingProblemList> {
    const rows = await this.trainings.problems(t.id);
    const page = pageParams(q, PROBLEM_PAGE_SIZE);
    const trainingProblemMap = Object.fromEntries(rows.map((r) => [String(r.pid), mappingView(r)]));
    const existed = q.queryExisted === undefined || q.queryExisted === '' || truthy(q.queryExisted);
    if (!existed) {
      const found = await this.problems.publicProblems({ keyword: q.keyword, exclude: rows.map((r) => r.pid), offset: page.offset, limit: page.size });
      return {
        problemList: { records: found.records.map((p) => rowView(p, null)), total: found.total, size: page.size, current: page.current, pages: Math.ceil(found.total / page.size) },
        trainingProblemMap,
      };
    }
    const byPid = new Map((await this.problems.getProblemsByIds(rows.map((r) => r.pid))).map((p) => [p.pid, p]));
    const keyword = q.keyword?.trim().toLowerCase();
    const all = rows.flatMap((r) => {
      const p = byPid.get(r.pid);
      return p ? [rowView(p, r.rank)] : [];
    }).filter((r) => !keyword || r.problemId.toLowerCase().includes(keyword) || r.title.toLowerCase().includes(keyword));
    return {
      problemList: { records: all.slice(page.offset, page.offset + page.size), total: all.length, size: page.size, current: page.current, pages: Math.ceil(all.length / page.size) },
      trainingProblemMap,
    };
  }

  /** reference: changes a problem's place (rank) in the training; its display id is the problem's own */
  async move(t: TrainingRow, pid: number, rankValue: number | string | null | undefined): Promise<void> {
    const row = await this.stores.problems.find(t.id, pid);
    if (!row) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    await this.stores.problems.setRank(row.id, rankOf(rankValue, row.rank));
    await this.trainings.changed(t.id);
  }

  /** takes a problem out of the training (its cells go, the standings follow) */
  async remove(t: TrainingRow, pid: number): Promise<void> {
    if (!(await this.stores.problems.remove(t.id, pid))) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    await this.stores.trainings.touch(t.id);
    await this.records.removed(t.id, pid);
  }

  /** reference: from the public pool only (a contest's or a private problem would open to everyone here) */
  async addPublic(t: TrainingRow, pid: number): Promise<TrainingProblemMapping> {
    const problem = await this.problems.getProblem(pid);
    if (!problem) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    if (problem.auth !== PROBLEM_AUTH.public || problem.gid !== null) throw badRequest('TRAININGS_PROBLEM_NOT_PUBLIC', { problemId: problem.problemId });
    return this.add(t.id, problem);
  }

  /**
   * A problem of the training's own group, by its display id: one of the group's public problems
   * (a private one is its admins', and the training opens its problems to every member)
   */
  async addFromGroup(t: TrainingRow, problemId: string): Promise<TrainingProblemMapping> {
    const id = problemId.trim();
    const problem = id ? await this.problems.getByDisplayId(id) : null;
    if (!problem || t.gid === null || problem.gid !== t.gid) throw notFound('TRAININGS_GROUP_PROBLEM_NOT_FOUND', { problemId: id });
    if (problem.auth !== PROBLEM_AUTH.public) throw badRequest('TRAININGS_GROUP_PROBLEM_NOT_PUBLIC', { problemId: problem.problemId });
    return this.add(t.id, problem);
  }

  /** puts a problem at the end of the training (or answers that it is there already) */
  async add(tid: number, problem: ProblemSummary): Promise<TrainingProblemMapping> {
    const inserted = await this.stores.problems.append(tid, problem.pid, problem.problemId);
    if (!inserted) throw badRequest('TRAININGS_PROBLEM_EXISTS', { problemId: problem.problemId });
    await this.stores.trainings.touch(tid);
    await this.records.filled(tid, [problem.pid]);
    return mappingView(inserted);
  }
}
