// The training calls of a user (spec 3 §7 "Training", reference §2 "Trainings"): categories, the
// list with the caller's progress, the detail, the password and access, the problems and the rank.
// Who may do what is in core.ts (canSee, hasAccess, isTrainingAdmin).
import type { FastifyReply } from 'fastify';
import { OjError, mountCall, notFound, ok, pageParams, type AuthUser, type PluginContext } from '@oj/sdk';
import { ZERO_COUNT, problemStatusPoint, problemsService } from '@oj/plugin-problems/shared';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import {
  TRAINING_AUTH, TRAINING_LIST_PAGE_SIZE, TRAINING_RANK_PAGE_SIZE, type RankCell, type TrainingRow,
} from '../shared/index.ts';
import { trainingCalls } from '../shared/calls.ts';
import { toView, type Trainings } from './core.ts';
import type { RankPage } from './reads.ts';

/**
 * sends an answer kept written out (the rank page): a string with a JSON content type goes out as it
 * is, byte for byte. The rank's route is mounted from its call (trainingCalls.rank): the answer's
 * schema documents the page and is not applied to the text.
 */
function sendWritten(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** a problem list without `limit` answers every problem of the training (the reference's list is not paged) */
const ALL_PROBLEMS = 1000;

export function userRoutes(ctx: PluginContext, trainings: Trainings): void {
  const stores = trainings.stores;
  const problems = () => ctx.services.get(problemsService);

  const visible = (user: AuthUser | null, tid: number) => trainings.visible(user, tid);
  const opened = (user: AuthUser, tid: number) => trainings.opened(user, tid);

  /** one page of the rank, read from the kept standings and cells (reads.ts keeps it until the training changes) */
  async function rankPage(t: TrainingRow, page: { offset: number; size: number }, keyword: string, admin: boolean): Promise<RankPage> {
    // a private training ranks the users who unlocked it; a search by real name is its admins'
    const { rows, total } = await stores.records.rankPage({
      tid: t.id, registeredOnly: t.auth === TRAINING_AUTH.private, offset: page.offset, size: page.size, keyword, byRealname: admin,
    });
    // keyed by each problem's id as it is now (an admin may rename one after it joined the training)
    const problemRows = await trainings.problems(t.id);
    const displayOf = new Map((await problems().getProblemsByIds(problemRows.map((p) => p.pid))).map((p) => [p.pid, p.problemId]));
    const cells = rows.length ? await stores.records.cellsOf(t.id, rows.map((r) => r.uid)) : [];
    const infoOf = new Map<string, Record<string, RankCell>>();
    for (const c of cells) {
      const displayId = displayOf.get(c.pid);
      if (!displayId) continue;
      const info = infoOf.get(c.uid) ?? {};
      info[displayId] = { status: c.status, runTime: c.runTime };
      infoOf.set(c.uid, info);
    }
    return {
      records: rows.map((r) => ({
        rank: Number(r.place), uid: r.uid, username: r.username, realname: admin ? r.realname : null, nickname: r.nickname,
        avatar: r.avatar, gender: r.gender, school: r.school, ac: r.ac, totalRunTime: Number(r.totalRunTime), submissionInfo: infoOf.get(r.uid) ?? {},
      })),
      total,
    };
  }

  mountCall(ctx.http, trainingCalls.categories, { config: { public: true }, tags: ['trainings'] }, async () => ok(await stores.categories.siteList()));

  mountCall(ctx.http, trainingCalls.list, { config: { public: true }, tags: ['trainings'] }, async (request) => {
    const q = request.query;
    // the site's visible trainings; a group's trainings are listed in the group
    const categoryId = q.categoryId === undefined || q.categoryId === '' ? NaN : Number(q.categoryId);
    const auth = q.auth?.trim();
    const page = await trainings.page({
      gid: null, visibleOnly: true, keyword: q.keyword,
      categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined,
      auth: auth === TRAINING_AUTH.public || auth === TRAINING_AUTH.private ? auth : undefined,
    }, pageParams(q, TRAINING_LIST_PAGE_SIZE), 'rank');
    return ok({ ...page, records: await trainings.withProgress(request.user ?? null, page.records) });
  });

  mountCall(ctx.http, trainingCalls.detail, { config: { auth: true }, tags: ['trainings'] }, async (request) => {
    const user = request.user!;
    const t = await visible(user, request.query.tid);
    const row = (await trainings.listed(t.id))!;
    const ac = (await trainings.hasAccess(user, t)) ? await trainings.acCounts(user.uid, [t.id]) : new Map<number, number>();
    return ok(toView(row, ac.get(t.id) ?? 0));
  });

  mountCall(ctx.http, trainingCalls.access, { config: { auth: true }, tags: ['trainings'] }, async (request) => {
    const t = await visible(request.user!, request.query.tid);
    return ok({ access: await trainings.hasAccess(request.user!, t) });
  });

  mountCall(ctx.http, trainingCalls.register, { config: { auth: true }, tags: ['trainings'] }, async (request) => {
    const user = request.user!;
    const t = await visible(user, request.body.tid);
    if (t.auth === TRAINING_AUTH.public || !t.privatePwd) throw new OjError('TRAININGS_NO_REGISTRATION');
    if (await trainings.isRegistered(user.uid, t.id)) throw new OjError('TRAININGS_ALREADY_REGISTERED');
    if (t.privatePwd !== request.body.password) throw new OjError('TRAININGS_WRONG_PASSWORD');
    if (!(await stores.registrations.register(t.id, user.uid))) throw new OjError('TRAININGS_ALREADY_REGISTERED');
    await trainings.changed(t.id);
    return ok(null, ctx.i18n.t(request.locale, 'TRAININGS_REGISTERED'));
  });

  mountCall(ctx.http, trainingCalls.problems, { config: { auth: true }, tags: ['trainings'] }, async (request) => {
    const user = request.user!;
    const t = await opened(user, request.query.tid);
    const rows = await trainings.problems(t.id);
    const pids = rows.map((r) => r.pid);
    const [summaries, tags, counts, cells] = await Promise.all([
      problems().getProblemsByIds(pids),
      problems().tagChips(pids),
      Promise.all(ctx.extensions(problemStatusPoint).map((p) => p.counts(pids))),
      stores.records.userCells(t.id, user.uid),
    ]);
    const byPid = new Map(summaries.map((p) => [p.pid, p]));
    const mine = new Map(cells.map((c) => [c.pid, c.status]));
    const keyword = request.query.keyword?.trim().toLowerCase();
    const all = rows.flatMap((r) => {
      const p = byPid.get(r.pid);
      if (!p) return [];
      const count = counts.reduce((found, c) => found ?? c[r.pid], undefined as (typeof counts)[number][number] | undefined) ?? ZERO_COUNT;
      return [{
        pid: p.pid, problemId: p.problemId, title: p.title, difficulty: p.difficulty, type: p.type, tags: tags[p.pid] ?? [],
        ac: count.ac, total: count.total, myStatus: mine.get(p.pid) ?? JudgeStatus.NOT_SUBMITTED, rank: r.rank,
      }];
    }).filter((p) => !keyword || p.problemId.toLowerCase().includes(keyword) || p.title.toLowerCase().includes(keyword));
    const page = pageParams(request.query, request.query.limit === undefined || request.query.limit === '' ? ALL_PROBLEMS : TRAINING_LIST_PAGE_SIZE);
    return ok({ records: all.slice(page.offset, page.offset + page.size), total: all.length, size: page.size, current: page.current, pages: Math.ceil(all.length / page.size) });
  });

  // the reference client's helper sends the training's id as cid; tid is what this site's pages send
  mountCall(ctx.http, trainingCalls.problemDetails, { config: { auth: true }, tags: ['trainings'] }, async (request) => {
    const user = request.user!;
    const tid = request.query.tid ?? request.query.cid;
    if (!tid) throw notFound('TRAININGS_NOT_FOUND');
    const t = await opened(user, tid);
    const problem = await problems().getByDisplayId(request.query.displayId);
    const inTraining = problem && (await stores.problems.has(t.id, problem.pid));
    if (!problem || !inTraining) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    const detail = await problems().problemDetail(problem.pid, user, { tid: t.id });
    if (!detail) throw notFound('TRAININGS_PROBLEM_NOT_FOUND');
    return ok(detail);
  });

  mountCall(ctx.http, trainingCalls.rank, { config: { auth: true }, tags: ['trainings'] }, async (request, reply) => {
    const user = request.user!;
    const t = await opened(user, request.query.tid);
    const admin = await trainings.isTrainingAdmin(user, t);
    const page = pageParams(request.query, TRAINING_RANK_PAGE_SIZE);
    const keyword = request.query.keyword?.trim() ?? '';
    // the answer is kept written out (the same for everyone with the same view): a read sends it as it is
    const json = await trainings.reads.rank.get(trainings.reads.key(t.id, `${page.current}|${page.size}|${admin ? 1 : 0}|${keyword}`), async () => {
      const read = await rankPage(t, page, keyword, admin);
      return JSON.stringify(ok({ ...read, size: page.size, current: page.current, pages: Math.ceil(read.total / page.size) }));
    });
    return sendWritten(reply, json);
  });
}
