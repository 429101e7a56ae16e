// The participant's contest calls (spec 3 §7 "Contest", reference §2 "Contests"): the list and the
// home page's recent contests, the contest's info, registration and access, its problems and
// announcements. Printing and the admin helper are in helper-routes.ts; who may do what is in
// access.ts.
import { Type } from '@sinclair/typebox';
import { Envelope, OjError, Page, ROLE_IDS, forbidden, likePattern, notFound, ok, pageParams, paginate, type AuthUser, type Knex, type PluginContext } from '@oj/sdk';
import { ProblemDetail, ZERO_COUNT, problemStatusPoint, problemsService, type ProblemCount } from '@oj/plugin-problems/shared';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { CONTEST_AUTH, CONTEST_STATUS, ContestSchema } from '../shared/index.ts';
import { accountLimitAllows } from '../shared/account-limit.ts';
import {
  ANNOUNCEMENT_PAGE_SIZE, AnnouncementQuery, CidQuery, ContestAccess as ContestAccessAnswer, ContestAnnouncement, ContestListQuery,
  ContestProblem, ContestProblemDetailQuery, ContestProblemQuery, NotReadBody, RECENT_CONTEST_DAYS, RegisterBody,
} from '../shared/user-calls.ts';
import { T, toView, truthy, type ContestProblemRow, type ContestRow, type Contests } from './core.ts';
import { ContestAccess, type Entry } from './access.ts';
import { cardView, contestCards, participantCount, withCount as contestWithCount } from './contest-cards.ts';
import { helperRoutes } from './helper-routes.ts';
import { teamRoutes } from './team-routes.ts';
import { contributeScopes } from './scopes.ts';

const DAY_MS = 86_400_000;

/** judge statuses → the problem count's fields (spec 2 §3) */
const COUNTED: Array<[keyof ProblemCount, number]> = [['ac', 0], ['wa', -1], ['tle', 1], ['mle', 2], ['re', 3], ['pe', -3], ['ce', -2], ['se', 4], ['pa', 8]];

interface AnnouncementRow { id: number; cid: number; title: string; content: string; username: string; gmtCreate: Date; gmtModified: Date }
const announcementView = (a: AnnouncementRow) => ({
  id: a.id, cid: a.cid, title: a.title, content: a.content, username: a.username, gmtCreate: a.gmtCreate.toISOString(), gmtModified: a.gmtModified.toISOString(),
});

export function userRoutes(ctx: PluginContext, access: ContestAccess): void {
  const db = ctx.db;
  const contests = access.contests;

  const withCount = (q: Knex.QueryBuilder) => contestWithCount(db, q);
  const view = cardView;

  /**
   * The records of a contest that its counts are made of (reference getContestProblemList): from the
   * start to the end (after it too with containsEnd and allowEndSubmit), without its author's and
   * the super admins' submissions, and only up to the seal time for those without real-time rank.
   */
  function countedRecords(c: ContestRow, entry: Entry, containsEnd: boolean): Knex.QueryBuilder {
    const q = db(`${T.record} as r`).where('r.cid', c.id).where('r.time', '>=', 0).whereNot('r.uid', c.uid)
      .whereNotIn('r.uid', db(ctx.users.table).select('uid').where({ roleId: ROLE_IDS.root }));
    if (!(containsEnd && c.allowEndSubmit)) q.where('r.time', '<', Number(c.duration));
    if (!entry.realTime && c.sealRankTime) q.where('r.time', '<', Math.floor((c.sealRankTime.getTime() - c.startTime.getTime()) / 1000));
    return q;
  }

  ctx.http.get('/api/get-contest-list', {
    config: { public: true },
    schema: { tags: ['contests'], querystring: ContestListQuery, response: { 200: Envelope(Page(ContestSchema)) } },
  }, async (request) => {
    const q = request.query;
    const now = Date.now();
    const at = new Date(now);
    // the site's visible contests; a group's contests are listed in the group
    const base = db(`${T.contest} as c`).where('c.visible', true).whereNull('c.gid');
    const keyword = q.keyword?.trim();
    if (keyword) base.whereILike('c.title', likePattern(keyword));
    const type = q.type === undefined || q.type === '' ? NaN : Number(q.type);
    if (Number.isInteger(type)) base.where('c.type', type);
    const status = q.status === undefined || q.status === '' ? NaN : Number(q.status);
    if (status === CONTEST_STATUS.scheduled) base.where('c.startTime', '>', at);
    else if (status === CONTEST_STATUS.running) base.where('c.startTime', '<=', at).where('c.endTime', '>', at);
    else if (status === CONTEST_STATUS.ended) base.where('c.endTime', '<=', at);
    return ok(await contestCards(db, base, q, now));
  });

  // spec 1 §2 home page: running contests and those starting within 14 days, the soonest first
  ctx.http.get('/api/get-recent-contest', {
    config: { public: true },
    schema: { tags: ['contests'], response: { 200: Envelope(Type.Array(ContestSchema)) } },
  }, async () => {
    const now = Date.now();
    const rows = (await withCount(db(`${T.contest} as c`).where('c.visible', true).whereNull('c.gid')
      .where('c.endTime', '>', new Date(now)).where('c.startTime', '<', new Date(now + RECENT_CONTEST_DAYS * DAY_MS))
      .orderBy('c.startTime', 'asc').orderBy('c.id', 'asc'))) as Array<ContestRow & { count: string }>;
    return ok(rows.map((c) => view(c, now)));
  });

  // spec 1 §7: other judges' upcoming contests are fetched by the remote-judge plugins (not
  // written yet); until one contributes them the home page gets none
  ctx.http.get('/api/get-recent-other-contest', {
    config: { public: true },
    schema: {
      tags: ['contests'],
      response: { 200: Envelope(Type.Array(Type.Object({ oj: Type.String(), title: Type.String(), beginTime: Type.String(), endTime: Type.String(), url: Type.String() }))) },
    },
  }, async () => ok([]));

  ctx.http.get('/api/get-contest-info', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: CidQuery, response: { 200: Envelope(ContestSchema) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.query.cid);
    return ok(view({ ...c, count: await participantCount(db, c.id) }, Date.now()));
  });

  ctx.http.get('/api/get-contest-access', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: CidQuery, response: { 200: Envelope(ContestAccessAnswer) } },
  }, async (request) => {
    const c = await access.visibleContest(request.user!, request.query.cid);
    return ok({ access: await access.isRegistered(request.user!, c) });
  });

  ctx.http.post('/api/register-contest', {
    config: { auth: true },
    schema: { tags: ['contests'], body: RegisterBody, response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const user = request.user!;
    const c = await access.visibleContest(user, request.body.cid);
    // a public contest has nothing to register for (the reference compares with a missing password)
    if (c.auth === CONTEST_AUTH.public || !c.pwd) throw new OjError('CONTESTS_NO_REGISTRATION');
    if (c.openAccountLimit && !accountLimitAllows(c.accountLimitRule, user.username)) throw forbidden('CONTESTS_ACCOUNT_NOT_ALLOWED');
    if (c.pwd !== request.body.password) throw new OjError('CONTESTS_WRONG_PASSWORD');
    const inserted = await db(T.register).insert({ cid: c.id, uid: user.uid }).onConflict(['cid', 'uid']).ignore().returning('id');
    if (inserted.length === 0) throw new OjError('CONTESTS_ALREADY_REGISTERED');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_REGISTERED'));
  });

  ctx.http.get('/api/get-contest-problem', {
    // public: the outside scoreboard (a visitor's too, as the reference answers it) shows the
    // problems' columns; everyone else reads them as an entrant
    config: { public: true },
    schema: { tags: ['contests'], querystring: ContestProblemQuery, response: { 200: Envelope(Type.Array(ContestProblem)) } },
  }, async (request) => {
    const user = request.user ?? null;
    const entered = user ? await access.enter(user, request.query.cid).catch((err: unknown) => err as Error) : undefined;
    if (!entered || entered instanceof Error) {
      // not an entrant: the columns of the outside board, when it is open to the caller, and nothing more
      const board = await access.outsideBoard(user, request.query.cid).catch(() => undefined);
      if (!board) throw entered ?? new OjError('OJ_AUTH_LOGIN_REQUIRED', 401);
      const problems = await contests.problems(board.id);
      const summaries = await ctx.services.get(problemsService).getProblemsByIds(problems.map((p) => p.pid));
      const typeOf = new Map(summaries.map((p) => [p.pid, p.type]));
      return ok(problems.map((p) => ({
        id: p.id, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color,
        ac: null, total: null, myStatus: JudgeStatus.NOT_SUBMITTED, score: null, type: typeOf.get(p.pid) ?? board.type,
      })));
    }
    const { contest: c, entry } = entered;
    const problems = await contests.problems(c.id);
    const pids = problems.map((p) => p.pid);
    const [counts, statuses, summaries] = await Promise.all([
      entry.realTime
        ? (countedRecords(c, entry, truthy(request.query.containsEnd)).groupBy('r.cpid')
          .select('r.cpid', db.raw('count(*) as total'), db.raw('count(*) filter (where r.status = 0) as ac')) as Promise<Array<{ cpid: number; total: string; ac: string }>>)
        : Promise.resolve([]),
      statusesOf(user!, pids, c.id),
      ctx.services.get(problemsService).getProblemsByIds(pids),
    ]);
    const byCpid = new Map(counts.map((r) => [r.cpid, r]));
    const typeOf = new Map(summaries.map((p) => [p.pid, p.type]));
    return ok(problems.map((p) => {
      const count = byCpid.get(p.id);
      return {
        id: p.id, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color,
        // spec 3 §6: without real-time permission the counts are not shown ("?")
        ac: entry.realTime ? Number(count?.ac ?? 0) : null,
        total: entry.realTime ? Number(count?.total ?? 0) : null,
        myStatus: statuses.get(p.pid)?.status ?? JudgeStatus.NOT_SUBMITTED,
        score: statuses.get(p.pid)?.score ?? null,
        type: typeOf.get(p.pid) ?? c.type,
      };
    }));
  });

  ctx.http.get('/api/get-contest-problem-details', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: ContestProblemDetailQuery, response: { 200: Envelope(ProblemDetail) } },
  }, async (request) => {
    const user = request.user!;
    const { contest: c, entry } = await access.enter(user, request.query.cid);
    const cp = (await db(T.problem).where({ cid: c.id, displayId: request.query.displayId }).first()) as ContestProblemRow | undefined;
    if (!cp) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    const detail = await ctx.services.get(problemsService).problemDetail(cp.pid, user, { cid: c.id });
    if (!detail) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    // the counts inside the contest (up to the seal time without real-time permission)
    const rows = (await countedRecords(c, entry, truthy(request.query.containsEnd)).where('r.cpid', cp.id)
      .select(db.raw('count(*) as total'), ...COUNTED.map(([name, status]) => db.raw(`count(*) filter (where r.status = ?) as ${name}`, [status])))) as Array<Record<string, string>>;
    const problemCount = { ...ZERO_COUNT };
    for (const key of Object.keys(problemCount) as Array<keyof ProblemCount>) problemCount[key] = Number(rows[0]?.[key] ?? 0);
    return ok({ ...detail, problem: { ...detail.problem, problemId: cp.displayId, title: cp.displayTitle }, problemCount });
  });

  ctx.http.get('/api/get-contest-announcement', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: AnnouncementQuery, response: { 200: Envelope(Page(ContestAnnouncement)) } },
  }, async (request) => {
    const { contest: c } = await access.enter(request.user!, request.query.cid);
    const page = await paginate<AnnouncementRow>(db(T.announcement).where({ cid: c.id, status: 0 }), pageParams(request.query, ANNOUNCEMENT_PAGE_SIZE),
      (rows) => rows.select('id', 'cid', 'title', 'content', 'username', 'gmtCreate', 'gmtModified').orderBy('id', 'desc'));
    return ok({ ...page, records: page.records.map(announcementView) });
  });

  // spec 3 §4: the client remembers which announcements it showed; the rest are unread
  ctx.http.post('/api/get-contest-not-read-announcement', {
    config: { auth: true },
    schema: { tags: ['contests'], body: NotReadBody, response: { 200: Envelope(Type.Array(ContestAnnouncement)) } },
  }, async (request) => {
    const { contest: c } = await access.enter(request.user!, request.body.cid);
    const read = request.body.readAnnouncementList ?? [];
    const q = db(T.announcement).where({ cid: c.id, status: 0 });
    if (read.length) q.whereNotIn('id', read);
    const rows = (await q.select('id', 'cid', 'title', 'content', 'username', 'gmtCreate', 'gmtModified').orderBy('id', 'desc')) as AnnouncementRow[];
    return ok(rows.map(announcementView));
  });

  async function statusesOf(user: AuthUser, pids: number[], cid: number): Promise<Map<number, { status: number; score?: number | null }>> {
    const result = new Map<number, { status: number; score?: number | null }>();
    if (!pids.length) return result;
    for (const provider of ctx.extensions(problemStatusPoint)) {
      for (const [pid, s] of Object.entries(await provider.statuses(user.uid, pids, { cid }))) result.set(Number(pid), s);
    }
    return result;
  }
}

/** everything a participant meets: these routes, printing and the admin helper, and the contest as a submission and problem scope */
export function contestUserCalls(ctx: PluginContext, contests: Contests): ContestAccess {
  const access = new ContestAccess(ctx, contests);
  userRoutes(ctx, access);
  helperRoutes(ctx, access);
  teamRoutes(ctx, access, access.teams);
  contributeScopes(ctx, access);
  return access;
}
