// The participant's contest calls (spec 3 §7 "Contest", reference §2 "Contests"): the list and the
// home page's recent contests, the contest's info, registration and access, its problems and
// announcements. Printing and the admin helper are in helper-routes.ts; who may do what is in
// access.ts.
import { OjError, forbidden, mountCall, notFound, ok, type AuthUser, type PluginContext } from '@oj/sdk';
import { ZERO_COUNT, problemStatusPoint, problemsService, type ProblemCount } from '@oj/plugin-problems/shared';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { CONTEST_AUTH } from '../shared/index.ts';
import { accountLimitAllows } from '../shared/account-limit.ts';
import { RECENT_CONTEST_DAYS } from '../shared/user-calls.ts';
import { contestCalls } from '../shared/calls.ts';
import { truthy } from './core.ts';
import type { ContestAccess } from './access.ts';
import { cardPage, cardView } from './contest-cards.ts';
import type { AnnouncementStore, ShownAnnouncement } from './stores/announcements.ts';
import type { ContestRecordStore } from './stores/records.ts';
import type { RegistrationStore } from './stores/registrations.ts';

const DAY_MS = 86_400_000;

/** judge statuses → the problem count's fields (spec 2 §3) */
const COUNTED: Array<[keyof ProblemCount, number]> = [
  ['ac', JudgeStatus.ACCEPTED], ['wa', JudgeStatus.WRONG_ANSWER], ['tle', JudgeStatus.TIME_LIMIT_EXCEEDED], ['mle', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  ['re', JudgeStatus.RUNTIME_ERROR], ['pe', JudgeStatus.PRESENTATION_ERROR], ['ce', JudgeStatus.COMPILE_ERROR], ['se', JudgeStatus.SYSTEM_ERROR],
  ['pa', JudgeStatus.PARTIAL_ACCEPTED],
];

const announcementView = (a: ShownAnnouncement) => ({
  id: a.id, cid: a.cid, title: a.title, content: a.content, username: a.username, gmtCreate: a.gmtCreate.toISOString(), gmtModified: a.gmtModified.toISOString(),
});

export function userRoutes(
  ctx: PluginContext, access: ContestAccess, registrations: RegistrationStore, records: ContestRecordStore, announcements: AnnouncementStore,
): void {
  const contests = access.contests;
  const view = cardView;

  mountCall(ctx.http, contestCalls.list, { config: { public: true }, tags: ['contests'] }, async (request) => {
    const q = request.query;
    const now = Date.now();
    // the site's visible contests; a group's contests are listed in the group
    const type = q.type === undefined || q.type === '' ? NaN : Number(q.type);
    const status = q.status === undefined || q.status === '' ? NaN : Number(q.status);
    const filter = { keyword: q.keyword?.trim() || undefined, type: Number.isInteger(type) ? type : undefined, status };
    return ok(cardPage(await contests.store.sitePage(filter, q, now), now));
  });

  // spec 1 §2 home page: running contests and those starting within 14 days, the soonest first
  mountCall(ctx.http, contestCalls.recent, { config: { public: true }, tags: ['contests'] }, async () => {
    const now = Date.now();
    const rows = await contests.store.recent(new Date(now), new Date(now + RECENT_CONTEST_DAYS * DAY_MS));
    return ok(rows.map((c) => view(c, now)));
  });

  // spec 1 §7: other judges' upcoming contests are fetched by the remote-judge plugins (not
  // written yet); until one contributes them the home page gets none
  mountCall(ctx.http, contestCalls.recentOther, { config: { public: true }, tags: ['contests'] }, async () => ok([]));

  mountCall(ctx.http, contestCalls.info, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.query.cid);
    return ok(view({ ...c, count: await contests.store.participantCount(c.id) }, Date.now()));
  });

  mountCall(ctx.http, contestCalls.access, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const c = await access.visibleContest(request.user!, request.query.cid);
    return ok({ access: await access.isRegistered(request.user!, c) });
  });

  mountCall(ctx.http, contestCalls.register, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const c = await access.visibleContest(user, request.body.cid);
    // a public contest has nothing to register for (the reference compares with a missing password)
    if (c.auth === CONTEST_AUTH.public || !c.pwd) throw new OjError('CONTESTS_NO_REGISTRATION');
    if (c.openAccountLimit && !accountLimitAllows(c.accountLimitRule, user.username)) throw forbidden('CONTESTS_ACCOUNT_NOT_ALLOWED');
    if (c.pwd !== request.body.password) throw new OjError('CONTESTS_WRONG_PASSWORD');
    if (!(await registrations.register(c.id, user.uid))) throw new OjError('CONTESTS_ALREADY_REGISTERED');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_REGISTERED'));
  });

  // public: the outside scoreboard (a visitor's too, as the reference answers it) shows the
  // problems' columns; everyone else reads them as an entrant
  mountCall(ctx.http, contestCalls.problems, { config: { public: true }, tags: ['contests'] }, async (request) => {
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
      entry.realTime ? records.problemCounts(c, { realTime: entry.realTime, containsEnd: truthy(request.query.containsEnd) }) : Promise.resolve([]),
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

  mountCall(ctx.http, contestCalls.problemDetails, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const { contest: c, entry } = await access.enter(user, request.query.cid);
    const cp = await contests.store.problemByDisplayId(c.id, request.query.displayId);
    if (!cp) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    const detail = await ctx.services.get(problemsService).problemDetail(cp.pid, user, { cid: c.id });
    if (!detail) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    // the counts inside the contest (up to the seal time without real-time permission)
    const counts = await records.statusCounts(c, { realTime: entry.realTime, containsEnd: truthy(request.query.containsEnd) }, cp.id, COUNTED);
    const problemCount = { ...ZERO_COUNT };
    for (const key of Object.keys(problemCount) as Array<keyof ProblemCount>) problemCount[key] = Number(counts?.[key] ?? 0);
    return ok({ ...detail, problem: { ...detail.problem, problemId: cp.displayId, title: cp.displayTitle }, problemCount });
  });

  mountCall(ctx.http, contestCalls.announcements, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const { contest: c } = await access.enter(request.user!, request.query.cid);
    const page = await announcements.visiblePage(c.id, request.query);
    return ok({ ...page, records: page.records.map(announcementView) });
  });

  // spec 3 §4: the client remembers which announcements it showed; the rest are unread
  mountCall(ctx.http, contestCalls.unreadAnnouncements, { config: { auth: true }, tags: ['contests'] }, async (request) => {
    const { contest: c } = await access.enter(request.user!, request.body.cid);
    const rows = await announcements.unread(c.id, request.body.readAnnouncementList ?? []);
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
