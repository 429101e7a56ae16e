// A contest's problems in the admin area (reference §2 "Admin": /api/admin/contest/get-problem-list,
// problem, contest-problem, add-problem-from-public; rejudge-contest-problem). Problems are read and
// written through the problems plugin's service: one made here is a contest problem (auth 3) of the
// contest's rule type. Only the contest's admins (spec 3 §6) reach past the declared roles. The
// writes are contest-problem-admin.ts (shared with the groups plugin's calls).
import { badRequest, forbidden, mountCall, notFound, ok, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemsService, remoteImportPoint } from '@oj/plugin-problems/shared';
import { submissionsService } from '@oj/plugin-submissions/shared';
import { contestAdminCalls } from '../shared/calls.ts';
import { contestChanged, type Contests } from './core.ts';
import type { ContestRecordStore } from './stores/records.ts';
import { CONTEST_ADMIN_ROLES, managedContest } from './admin-routes.ts';
import { problemView, type ContestProblemAdmin } from './contest-problem-admin.ts';

export function adminProblemRoutes(ctx: PluginContext, contests: Contests, admin: ContestProblemAdmin, records: ContestRecordStore): void {
  const problems = () => ctx.services.get(problemsService);
  const roles = { roles: CONTEST_ADMIN_ROLES };

  /** the contest of a contest problem named alone: the newest of its contests the caller manages */
  async function contestOf(user: AuthUser, pid: number) {
    const cids = await contests.store.contestsOfProblem(pid);
    if (cids.length === 0) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    for (const cid of cids) {
      const c = await contests.get(cid);
      if (c && (await contests.isContestAdmin(user, c))) return c;
    }
    throw forbidden('CONTESTS_ADMIN_ONLY');
  }

  mountCall(ctx.http, contestAdminCalls.problems, { config: roles, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    return ok(await admin.list(c, request.query));
  });

  mountCall(ctx.http, contestAdminCalls.problem, { config: roles, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    if (request.query.cid === undefined) {
      // the reference's edit page (`?pid=` alone) loads the problem row into its form and sends it
      // back whole on save: the row, with the contest it was found in
      const c = await contestOf(user, request.query.pid);
      const row = await problems().adminProblem(request.query.pid);
      if (!row) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
      return ok({ ...row, cid: c.id });
    }
    const c = await managedContest(contests, user, request.query.cid);
    await admin.row(c, request.query.pid);
    const detail = await problems().problemDetail(request.query.pid, user, { cid: c.id });
    if (!detail) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    return ok(detail);
  });

  // the reference's problem form carries the contest's id inside the problem
  mountCall(ctx.http, contestAdminCalls.createProblem, { config: { ...roles, extraFields: 'strip', fieldsFrom: { cid: 'problem' } }, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const c = await managedContest(contests, user, request.body.cid);
    return ok(await admin.create(user, c, request.body), ctx.i18n.t(request.locale, 'CONTESTS_CREATED'));
  });

  mountCall(ctx.http, contestAdminCalls.updateProblem, { config: { ...roles, extraFields: 'strip', fieldsFrom: { cid: 'problem' } }, tags: ['contests'] }, async (request) => {
    const user = request.user!;
    const body = request.body;
    // without the contest (a row the reference's page loaded elsewhere), the contest it is in that the caller manages
    const c = body.cid !== undefined ? await managedContest(contests, user, body.cid) : await contestOf(user, body.problem.id ?? 0);
    await admin.write(user, c, { ...body, cid: c.id });
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  // Removes the problem from the contest with the contest's records of it; the problem stays in the bank
  mountCall(ctx.http, contestAdminCalls.removeProblem, { config: { roles: ['root', 'problem_admin'] }, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    await admin.remove(c, request.query.pid);
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_DELETED'));
  });

  mountCall(ctx.http, contestAdminCalls.contestProblem, { config: roles, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    return ok(problemView(await admin.row(c, request.query.pid)));
  });

  mountCall(ctx.http, contestAdminCalls.placeProblem, { config: { ...roles, extraFields: 'strip' }, tags: ['contests'] }, async (request) => {
    const { id, cid, pid } = request.body;
    const row = id !== undefined
      ? await contests.store.problemById(id, cid)
      : cid !== undefined && pid !== undefined ? await contests.store.problemByPid(cid, pid) : null;
    if (!row) {
      // a contest that is not there (or not this caller's) is named as such before its problem
      if (cid !== undefined) await managedContest(contests, request.user!, cid);
      throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    }
    const c = await managedContest(contests, request.user!, row.cid);
    await admin.place(c, { ...request.body, id: row.id, cid: row.cid });
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_UPDATED'));
  });

  // spec 3 §5: adding a problem asks for its display id in the contest; only public problems of the main set
  mountCall(ctx.http, contestAdminCalls.addFromPublic, { config: roles, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.body.cid);
    return ok(await admin.addPublic(c, request.body.pid, request.body.displayId), ctx.i18n.t(request.locale, 'CONTESTS_ADDED'));
  });

  // a remote judge's problem (reference import-remote-oj-problem): the remote judge plugin that knows
  // the judge imports it into the main set (or finds it imported), and it joins the contest
  mountCall(ctx.http, contestAdminCalls.importRemote, { config: roles, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    const name = request.query.name.trim();
    const importer = ctx.extensions(remoteImportPoint).find((i) => i.oj.toUpperCase() === name.toUpperCase());
    if (!importer) throw badRequest('CONTESTS_REMOTE_OJ_OFF', { oj: name.slice(0, 50) });
    await admin.checkDisplayId(c, request.query.displayId);
    const pid = await importer.importProblem(request.query.problemId.trim(), request.user!);
    const problem = await problems().getProblem(pid);
    if (!problem) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    return ok(await admin.addChosen(c, problem, request.query.displayId), ctx.i18n.t(request.locale, 'CONTESTS_ADDED'));
  });

  // reference AdminJudgeController: every submission of the problem in the contest is judged again
  mountCall(ctx.http, contestAdminCalls.rejudgeProblem, { config: { roles: ['root'], perm: 'rejudge' }, tags: ['contests'] }, async (request) => {
    const c = await managedContest(contests, request.user!, request.query.cid);
    await admin.row(c, request.query.pid);
    const submissions = ctx.services.get(submissionsService);
    for (const submitId of await records.submitIds(c.id, request.query.pid)) await submissions.rejudge(submitId);
    await contestChanged(ctx, c.id, 'records');
    return ok(null, ctx.i18n.t(request.locale, 'CONTESTS_REJUDGED'));
  });
}
