// The admin's problem calls (reference §2 "Admin" problem rows): list, get, create, edit,
// delete, change auth and the test cases.
import type { FastifyRequest } from 'fastify';
import { OjError, groupAdminPoint, mountCall, ok, pageParams, type AuthUser, type PluginContext } from '@oj/sdk';
import { bankOf, remoteOjPoint } from '../../shared/service.ts';
import { adminProblemCalls } from '../../shared/browser.ts';
import type { Deps } from '../deps.ts';
import { ADMIN_PROBLEM_LIST_PAGE_SIZE } from '../limits.ts';
import { problemById, optionalInt } from '../problem-queries.ts';
import { saveProblem } from '../problem-save.ts';
import { toAdminProblem } from '../problem-views.ts';

export const PROBLEM_ADMINS = ['root', 'admin', 'problem_admin'] as const;

/**
 * Test data and checkers of a group's problems are its admins' too (reference: the zip upload is
 * for root, admin, problem_admin or a group admin): a problem admin role, or an admin of group
 * `gid` by the groups plugin's word (groupAdminPoint). Refuses with the site's no-permission message.
 */
export async function assertProblemAdmin(ctx: PluginContext, user: AuthUser, gid: number | null | undefined): Promise<void> {
  if ((PROBLEM_ADMINS as readonly string[]).includes(user.role)) return;
  if (gid) for (const check of ctx.extensions(groupAdminPoint)) if (await check(user.uid, gid)) return;
  throw new OjError('OJ_AUTH_NO_PERMISSION', 403);
}

/** a small id as a client sent it (before validation), or null */
export function rawId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647) return value;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * assertProblemAdmin as a preValidation hook: who may call is decided before the payload is
 * checked, as the kernel's role rule would (a stranger learns nothing from validation messages).
 * `gidOf` reads the group from the unvalidated request.
 */
export function problemAdminGate(ctx: PluginContext, gidOf: (request: FastifyRequest) => Promise<number | null> | number | null) {
  return async (request: FastifyRequest) => assertProblemAdmin(ctx, request.user!, await gidOf(request));
}
/** reference: deleting a problem is for root and problem admins */
export const PROBLEM_DELETERS = ['root', 'problem_admin'] as const;

declare module '@oj/sdk' {
  interface OjEvents {
    /** a problem was deleted (its submissions may be cleaned up by their owner) */
    'problems.deleted': { pid: number };
  }
}

export function adminProblemRoutes(deps: Deps): void {
  const { ctx, stores } = deps;
  const { problems } = stores;
  const target = { stores, testData: deps.testData, markdown: ctx.markdown };

  mountCall(ctx.http, adminProblemCalls.list, { config: { roles: PROBLEM_ADMINS }, tags: ['admin'] }, async (request) => {
    const q = request.query;
    const filter = { keyword: q.keyword, auth: optionalInt(q.auth), bank: bankOf(q.oj, 'ALL', ctx.extensions(remoteOjPoint)) };
    return ok(await problems.adminPage(filter, pageParams(q, ADMIN_PROBLEM_LIST_PAGE_SIZE)));
  });

  mountCall(ctx.http, adminProblemCalls.get, { config: { roles: PROBLEM_ADMINS }, tags: ['admin'] }, async (request) =>
    ok(toAdminProblem(await problemById(problems, request.query.pid))));

  // the reference's ProblemDTO carries more than is saved
  mountCall(ctx.http, adminProblemCalls.create, { config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const pid = await saveProblem(target, request.user!, request.body);
    return ok({ pid, problemId: request.body.problem.problemId });
  });

  // the reference's ProblemDTO carries more than is saved
  mountCall(ctx.http, adminProblemCalls.update, { config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const id = request.body.problem.id;
    if (!id) throw new OjError('PROBLEMS_NOT_FOUND', 404);
    const existing = await problemById(problems, id);
    const pid = await saveProblem(target, request.user!, request.body, existing);
    return ok({ pid, problemId: request.body.problem.problemId });
  });

  mountCall(ctx.http, adminProblemCalls.remove, { config: { roles: PROBLEM_DELETERS }, tags: ['admin'] }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    await problems.remove(row.id);
    await deps.testData.remove(row.id);
    await ctx.bus.emit('problems.deleted', { pid: row.id });
    return ok(null);
  });

  // the reference sends the whole problem row
  mountCall(ctx.http, adminProblemCalls.changeAuth, { config: { roles: PROBLEM_ADMINS, extraFields: 'strip' }, tags: ['admin'] }, async (request) => {
    const row = await problemById(problems, request.body.id);
    await problems.setAuth(row.id, request.body.auth, request.user!.username);
    return ok(null);
  });

  mountCall(ctx.http, adminProblemCalls.cases, { config: { roles: PROBLEM_ADMINS }, tags: ['admin'] }, async (request) => {
    const row = await problemById(problems, request.query.pid);
    return ok(await stores.cases.ofProblem(row.id));
  });
}
