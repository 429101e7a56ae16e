// The public problem list, the random problem and the user's status per problem
// (spec 2 §7 "Problems", reference §2 "Problems").
//
// A list page (total, rows, tags) is kept in process per filter and page: any write made through
// this plugin's API (problems, tags, test data, by whoever) drops every kept page on every web
// node, and a page is kept 5 s at most (a write outside the API: seeding, another plugin's SQL).
// Verdict counts and the caller's statuses come from the submissions plugin (problemStatusPoint),
// which keeps them the same way and drops them when a submission changes.
import { Type, type Static } from '@sinclair/typebox';
import { JudgeStatus } from '@oj/judge-engine';
import { Envelope, IdOrText, LenientInt, OjError, Page, SharedReads, idOf, ok, pageParams, type PageOf } from '@oj/sdk';
import { bankOf, remoteOjPoint, ProblemListRow, ZERO_COUNT, problemScopePoint, problemStatusPoint, type ProblemScope, type TagChip } from '../../shared/service.ts';
import type { Deps } from '../deps.ts';
import { PROBLEM_LIST_PAGE_SIZE } from '../limits.ts';
import { idList, optionalInt } from '../problem-queries.ts';
import type { ListedProblemRow } from '../stores/problems.ts';
import { countsOf, statusesOf } from '../statuses.ts';
import { BarProblem, RandomProblem, UserProblemStatuses } from '../../shared/calls.ts';

const ListQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  difficulty: LenientInt,
  oj: Type.Optional(Type.String({ maxLength: 20 })),
  tagId: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Integer()])),
});

/** how long a list page is kept without a write */
export const LIST_CACHE_TTL_MS = 5000;
export const LIST_CHANNEL = 'problems.list';
/** calls of this plugin that read through POST */
const POSTED_READS = new Set(['/api/get-user-problem-status']);

interface ListPage { page: PageOf<ListedProblemRow>; tags: Map<number, TagChip[]> }

export function problemListRoutes({ ctx, stores }: Deps): void {
  const reads = new SharedReads(ctx.bus, LIST_CHANNEL);
  const pages = reads.cache<ListPage>({ ttlMs: LIST_CACHE_TTL_MS });
  // every write through this plugin's routes, done before its answer goes out
  ctx.http.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !POSTED_READS.has(request.routeOptions.url ?? '')) {
      await reads.changed();
    }
    return payload;
  });

  async function listPage(q: Static<typeof ListQuery>): Promise<ListPage> {
    const tagIds = idList(q.tagId);
    const page = await stores.problems.publicPage({
      keyword: q.keyword,
      difficulty: optionalInt(q.difficulty),
      // the bank filter (spec 2 §2): a remote judge's name its problems, "ALL" or none every bank, any other name ("Mine", "ME") this site's
      bank: bankOf(q.oj, 'ALL', ctx.extensions(remoteOjPoint)),
      // a problem must carry every chosen tag
      within: tagIds.length ? stores.tags.problemsWithAll(tagIds) : undefined,
    }, pageParams(q, PROBLEM_LIST_PAGE_SIZE));
    return { page, tags: await stores.tags.chipsOf(page.records.map((r) => r.pid)) };
  }

  ctx.http.get('/api/get-problem-list', {
    config: { public: true },
    schema: { tags: ['problems'], querystring: ListQuery, response: { 200: Envelope(Page(ProblemListRow)) } },
  }, async (request) => {
    const q = request.query;
    const key = JSON.stringify([q.currentPage, q.limit, q.keyword, q.difficulty, q.oj, q.tagId]);
    const { page, tags } = await pages.get(key, () => listPage(q));
    const pids = page.records.map((r) => r.pid);
    const providers = ctx.extensions(problemStatusPoint);
    const [counts, statuses] = await Promise.all([countsOf(providers, pids), statusesOf(providers, request.user?.uid, pids)]);
    const records = page.records.map((r) => {
      const count = counts.get(r.pid) ?? ZERO_COUNT;
      return {
        pid: r.pid, problemId: r.problemId, title: r.title, difficulty: r.difficulty, type: r.type, tags: tags.get(r.pid) ?? [],
        total: count.total, ac: count.ac, mle: count.mle, tle: count.tle, re: count.re, pe: count.pe, ce: count.ce, wa: count.wa, se: count.se, pa: count.pa,
        myStatus: request.user ? statuses.get(r.pid)?.status ?? JudgeStatus.NOT_SUBMITTED : null,
      };
    });
    return ok({ total: page.total, size: page.size, current: page.current, pages: page.pages, records });
  });

  // spec 2 §7: the focus-mode problem bar of a contest, training or group; their plugins list the problems
  ctx.http.get('/api/get-full-screen-problem-list', {
    schema: {
      tags: ['problems'],
      querystring: Type.Object({
        tid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })])),
        cid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })])),
        gid: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1 })])),
      }),
      response: { 200: Envelope(Type.Array(BarProblem)) },
    },
    config: { auth: true },
  }, async (request) => {
    const { cid, tid, gid } = request.query;
    const scope: ProblemScope = cid ? { cid } : tid ? { tid } : gid ? { gid } : {};
    if (!scope.cid && !scope.tid && !scope.gid) throw new OjError('PROBLEMS_BAR_SCOPE_REQUIRED');
    let bar: Array<{ pid: number; problemId: string; title: string }> | undefined;
    for (const resolver of ctx.extensions(problemScopePoint)) {
      bar = await resolver.problemBar?.(request.user!, scope);
      if (bar) break;
    }
    if (!bar) throw new OjError('PROBLEMS_BAR_SCOPE_UNAVAILABLE');
    const statuses = await statusesOf(ctx.extensions(problemStatusPoint), request.user!.uid, bar.map((p) => p.pid), scope);
    return ok(bar.map((p) => ({ pid: p.pid, problemId: p.problemId, title: p.title, status: statuses.get(p.pid)?.status ?? null, score: statuses.get(p.pid)?.score ?? null })));
  });

  ctx.http.get('/api/get-random-problem', {
    config: { public: true },
    schema: { tags: ['problems'], response: { 200: Envelope(RandomProblem) } },
  }, async () => {
    const problemId = await stores.problems.randomPublic();
    if (!problemId) throw new OjError('PROBLEMS_NO_PUBLIC_PROBLEM');
    return ok({ problemId });
  });

  ctx.http.post('/api/get-user-problem-status', {
    schema: {
      tags: ['problems'],
      body: Type.Object({
        pidList: Type.Array(IdOrText, { maxItems: 1000 }),
        isContestProblemList: Type.Optional(Type.Boolean()),
        cid: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
        gid: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
        // a training's list asks with its tid: its submissions are practice ones, so the answer is the practice status
        tid: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
        containsEnd: Type.Optional(Type.Boolean()),
      }),
      response: { 200: Envelope(UserProblemStatuses) },
    },
    config: { auth: true },
  }, async (request) => {
    const { pidList, isContestProblemList, cid, gid } = request.body;
    const scope: ProblemScope = {};
    if (isContestProblemList && cid) scope.cid = cid;
    if (gid) scope.gid = gid;
    const pids = [...new Set(pidList.map(idOf))];
    const statuses = await statusesOf(ctx.extensions(problemStatusPoint), request.user!.uid, pids, scope);
    const result: UserProblemStatuses = {};
    for (const pid of pids) {
      const s = statuses.get(pid);
      result[pid] = s ? { status: s.status, ...(scope.cid ? { score: s.score ?? null } : {}) } : { status: JudgeStatus.NOT_SUBMITTED, ...(scope.cid ? { score: null } : {}) };
    }
    return ok(result);
  });
}
