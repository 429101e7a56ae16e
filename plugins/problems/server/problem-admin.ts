// The admin side of the public service for another plugin's own problems (a group's: spec 3 "Group
// problem"): read one as the admin form does, save it through the admin form's rules with its
// placement kept, delete it, change its auth or its publication request, read its cases, and list
// a placement's problems. Who may do it is the calling plugin's decision.
import { OjError, pageParams, type AuthUser, type PluginContext } from '@oj/sdk';
import type { ProblemsService } from '../shared/service.ts';
import { saveProblem } from './problem-save.ts';
import { problemById } from './problem-queries.ts';
import { toAdminProblem } from './problem-views.ts';
import type { ProblemStores } from './stores/index.ts';
import { testDataOf } from './test-data/of-plugin.ts';
import { LIST_CHANNEL } from './channels.ts';

type Admin = Pick<ProblemsService, 'adminProblem' | 'groupTags' | 'saveGroupProblem' | 'deleteProblem' | 'setProblemAuth' | 'setApplyPublic' | 'problemCases' | 'groupProblems'>;

export function problemAdmin(ctx: PluginContext, stores: ProblemStores): Admin {
  const { problems } = stores;
  const target = { stores, testData: testDataOf(ctx, problems), markdown: ctx.markdown };
  const find = async (pid: number) => (Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647 ? problems.byId(pid) : undefined);

  return {
    async adminProblem(pid) {
      const row = await find(pid);
      return row ? toAdminProblem(row) : null;
    },
    async saveGroupProblem(user: AuthUser, gid, input) {
      const id = input.problem.id;
      const existing = id ? await find(id) : undefined;
      // a group edits only its own problems
      if (id && (!existing || existing.gid !== gid)) throw new OjError('PROBLEMS_NOT_FOUND', 404);
      const pid = await saveProblem(target, user, { ...input, problem: { ...input.problem, author: existing?.author ?? user.username } }, existing, undefined, { gid });
      await ctx.bus.broadcast(LIST_CHANNEL, null);
      return { pid, problemId: input.problem.problemId };
    },
    async deleteProblem(pid) {
      const row = await problemById(problems, pid);
      await problems.remove(row.id);
      await target.testData.remove(row.id);
      await ctx.bus.emit('problems.deleted', { pid: row.id });
      await ctx.bus.broadcast(LIST_CHANNEL, null);
    },
    async setProblemAuth(user, pid, auth) {
      const row = await problemById(problems, pid);
      await problems.setAuth(row.id, auth, user.username);
      await ctx.bus.broadcast(LIST_CHANNEL, null);
    },
    async setApplyPublic(pid, progress, opts) {
      const row = await problemById(problems, pid);
      // approved: it joins the main problem set, public
      await problems.setApplyPublic(row.id, progress, Boolean(opts?.publish));
      await ctx.bus.broadcast(LIST_CHANNEL, null);
    },
    async groupTags(gid) {
      return stores.tags.groupTags(gid);
    },
    async problemCases(pid) {
      const row = await problemById(problems, pid);
      return stores.cases.ofProblem(row.id);
    },
    async groupProblems(gid, query, opts) {
      const filter = { keyword: query.keyword, auth: opts.auth, applyPublicProgress: opts.applyPublicProgress };
      const page = await problems.groupPage(gid, filter, pageParams(query, opts.pageSize ?? 15));
      return { ...page, records: page.records.map(toAdminProblem) };
    },
  };
}
