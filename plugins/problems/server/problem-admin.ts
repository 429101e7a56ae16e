// The admin side of the public service for another plugin's own problems (a group's: spec 3 "Group
// problem"): read one as the admin form does, save it through the admin form's rules with its
// placement kept, delete it, change its auth or its publication request, read its cases, and list
// a placement's problems. Who may do it is the calling plugin's decision.
import { OjError, pageParams, paginate, type AuthUser, type PluginContext, type Knex } from '@oj/sdk';
import { LOCAL_OJ, type ProblemsService } from '../shared/service.ts';
import { saveProblem } from './problem-save.ts';
import { likePattern, problemById } from './problem-queries.ts';
import { toAdminProblem, type ProblemRow } from './rows.ts';
import type { Tables } from './tables.ts';
import { testDataOf } from './test-data/of-plugin.ts';
import { LIST_CHANNEL } from './routes/problem-list.ts';

type Admin = Pick<ProblemsService, 'adminProblem' | 'groupTags' | 'saveGroupProblem' | 'deleteProblem' | 'setProblemAuth' | 'setApplyPublic' | 'problemCases' | 'groupProblems'>;

export function problemAdmin(ctx: PluginContext, db: Knex, t: Tables): Admin {
  const target = { db, t, testData: testDataOf(ctx, db, t), markdown: ctx.markdown };
  const find = async (pid: number) => (Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647 ? ((await db(t.problem).where({ id: pid }).first()) as ProblemRow | undefined) : undefined);

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
      const row = await problemById(db, t, pid);
      await db(t.problem).where({ id: row.id }).del();
      await target.testData.remove(row.id);
      await ctx.bus.emit('problems.deleted', { pid: row.id });
      await ctx.bus.broadcast(LIST_CHANNEL, null);
    },
    async setProblemAuth(user, pid, auth) {
      const row = await problemById(db, t, pid);
      await db(t.problem).where({ id: row.id }).update({ auth, modifiedUser: user.username, gmtModified: db.fn.now() });
      await ctx.bus.broadcast(LIST_CHANNEL, null);
    },
    async setApplyPublic(pid, progress, opts) {
      const row = await problemById(db, t, pid);
      const patch: Record<string, unknown> = { applyPublicProgress: progress };
      // approved: it joins the main problem set, public
      if (opts?.publish) Object.assign(patch, { gid: null, isGroup: false, auth: 1 });
      await db(t.problem).where({ id: row.id }).update(patch);
      await ctx.bus.broadcast(LIST_CHANNEL, null);
    },
    async groupTags(gid) {
      return db(t.tag).where((w) => w.where((s) => s.whereNull('gid').where({ oj: LOCAL_OJ })).orWhere({ gid }))
        .orderBy('id').select('id', 'name', 'color', 'oj', 'gid', 'tcid');
    },
    async problemCases(pid) {
      const row = await problemById(db, t, pid);
      return db(t.case).where({ pid: row.id }).orderBy('seq').select('id', 'pid', 'input', 'output', 'score', 'groupNum');
    },
    async groupProblems(gid, query, opts) {
      const base = db(`${t.problem} as p`).modify((b) => {
        if (gid == null) b.whereNull('p.gid'); else if (gid === 'any') b.whereNotNull('p.gid'); else b.where('p.gid', gid);
        if (opts.auth !== undefined) b.where('p.auth', opts.auth);
        if (opts.applyPublicProgress !== undefined) b.where('p.applyPublicProgress', opts.applyPublicProgress);
        const keyword = query.keyword?.trim();
        if (keyword) b.where((w) => w.whereILike('p.title', likePattern(keyword)).orWhereILike('p.problemId', likePattern(keyword)));
      });
      const page = await paginate<ProblemRow>(base, pageParams(query, opts.pageSize ?? 15), (rows) => rows.select('p.*').orderBy('p.id', 'desc'));
      return { ...page, records: page.records.map(toAdminProblem) };
    },
  };
}
