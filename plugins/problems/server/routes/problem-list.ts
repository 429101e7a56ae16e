// The public problem list, the random problem and the user's status per problem
// (spec 2 §7 "Problems", reference §2 "Problems").
//
// A list page (total, rows, tags) is kept in process per filter and page: any write made through
// this plugin's API (problems, tags, test data, by whoever) drops every kept page on every web
// node, and a page is kept 5 s at most (a write outside the API: seeding, another plugin's SQL).
// Verdict counts and the caller's statuses come from the submissions plugin (problemStatusPoint),
// which keeps them the same way and drops them when a submission changes.
import { JudgeStatus } from '@oj/judge-engine';
import { OjError, SharedReads, idOf, mountCall, ok, pageParams, type PageOf } from '@oj/sdk';
import { bankOf, remoteOjPoint, ZERO_COUNT, problemScopePoint, problemStatusPoint, type ProblemScope, type TagChip } from '../../shared/service.ts';
import type { Deps } from '../deps.ts';
import { PROBLEM_LIST_PAGE_SIZE } from '../limits.ts';
import { idList, optionalInt } from '../problem-queries.ts';
import type { ListedProblemRow } from '../stores/problems.ts';
import { countsOf, statusesOf } from '../statuses.ts';
import { LIST_CHANNEL } from '../channels.ts';
import { problemCalls, type ProblemListQuery, type UserProblemStatuses } from '../../shared/browser.ts';

/** how long a list page is kept without a write */
export const LIST_CACHE_TTL_MS = 5000;
/** calls of this plugin that read through POST */
const POSTED_READS = new Set([problemCalls.userStatus.path]);

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

  async function listPage(q: ProblemListQuery): Promise<ListPage> {
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

  mountCall(ctx.http, problemCalls.list, { config: { public: true }, tags: ['problems'] }, async (request) => {
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
  mountCall(ctx.http, problemCalls.bar, { config: { auth: true }, tags: ['problems'] }, async (request) => {
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

  mountCall(ctx.http, problemCalls.random, { config: { public: true }, tags: ['problems'] }, async () => {
    const problemId = await stores.problems.randomPublic();
    if (!problemId) throw new OjError('PROBLEMS_NO_PUBLIC_PROBLEM');
    return ok({ problemId });
  });

  mountCall(ctx.http, problemCalls.userStatus, { config: { auth: true }, tags: ['problems'] }, async (request) => {
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
