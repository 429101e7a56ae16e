// Submit (spec 2 §4 submit flow, §5, §6; reference §1.4) and resubmit of a Submitted Failed row.
import { Type } from '@sinclair/typebox';
import { Envelope, OjError, forbidden, notFound, ok, type AuthUser, type PluginContext, type Knex } from '@oj/sdk';
import { problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import { JudgeStatus } from '../shared/constants.ts';
import { SubmitBody, SubmitIdQuery, Submission } from '../shared/schemas.ts';
import { submissionScope, type ScopePlacement } from '../shared/scope.ts';
import { T, type JudgeRow } from './tables.ts';
import { countSubmission, ensureUserStat } from './summaries.ts';
import type { JudgeQueue } from './judge-queue.ts';
import type { SubmissionView } from './view.ts';
import type { Judging } from './judging.ts';

interface SwitchSettings { defaultSubmitInterval: number }

export function submitRoutes(ctx: PluginContext, judgeQueue: JudgeQueue, view: SubmissionView, judging: Judging): void {
  const problems = () => ctx.services.get(problemsService);

  /** the reference's clients send the numeric pid; a display id is accepted too (numbers may arrive coerced) */
  async function findProblem(ref: number | string): Promise<ProblemSummary | null> {
    const byId = /^\d{1,9}$/.test(String(ref)) ? await problems().getProblem(Number(ref)) : null;
    return byId ?? problems().getByDisplayId(String(ref));
  }

  /** where the submission goes: the main problem set, or the scope that claims cid/tid/gid */
  async function place(user: AuthUser, body: SubmitBody): Promise<{ placement: ScopePlacement; problem: ProblemSummary }> {
    const ids = { cid: body.cid ?? 0, tid: body.tid ?? 0, gid: body.gid || null };
    if (ids.cid || ids.tid || ids.gid) {
      const scope = ctx.extensions(submissionScope).find((s) => s.claims(ids));
      if (!scope) throw new OjError('SUBMISSIONS_SCOPE_UNAVAILABLE');
      const placement = await scope.place(user, body);
      const problem = await problems().getProblem(placement.pid);
      if (!problem) throw notFound('SUBMISSIONS_PROBLEM_NOT_FOUND');
      return { placement, problem };
    }
    if (!(await ctx.settings.switchOn('openPublicJudge'))) throw new OjError('OJ_SWITCH_OFF_openPublicJudge');
    const problem = await findProblem(body.pid);
    if (!problem || !(await problems().canView(user, problem.pid))) throw notFound('SUBMISSIONS_PROBLEM_NOT_FOUND');
    if (!(await problems().canSubmit(user, problem.pid))) throw forbidden('SUBMISSIONS_PROBLEM_NO_SUBMIT');
    return { problem, placement: { pid: problem.pid, priority: 'practice', interval: true } };
  }

  /** one statement: counts the submission and checks the interval atomically (reference submit_non_contest_lock) */
  async function takeSubmitTurn(trx: Knex.Transaction, uid: string, intervalSeconds: number): Promise<boolean> {
    await ensureUserStat(trx, uid);
    const updated = await trx(T.userStat).where({ uid })
      .andWhere((q) => q.whereNull('lastSubmitAt').orWhere('lastSubmitAt', '<=', trx.raw('now() - make_interval(secs => ?)', [intervalSeconds])))
      .update({ total: trx.raw('total + 1'), lastSubmitAt: trx.fn.now() });
    return updated === 1;
  }

  ctx.http.post('/api/submit-problem-judge', {
    schema: { tags: ['submissions'], body: SubmitBody, response: { 200: Envelope(Submission) } },
    config: { perm: 'submit' },
  }, async (request) => {
    const user = request.user!;
    const body = request.body;
    const { placement, problem } = await place(user, body);
    const languages = await problems().allowedLanguages(problem.pid);
    if (!languages.includes(body.language)) throw new OjError('SUBMISSIONS_LANGUAGE_NOT_ALLOWED', 400, { language: body.language });
    const { defaultSubmitInterval } = await ctx.settings.get<SwitchSettings>('switch');
    const gid = placement.gid ?? null;
    const cid = placement.cid ?? 0;
    const practice = cid === 0 && gid == null;

    const row = await ctx.db.transaction(async (trx) => {
      if (practice && !(await takeSubmitTurn(trx, user.uid, placement.interval ? defaultSubmitInterval : 0))) {
        throw new OjError('SUBMISSIONS_TOO_FAST', 400, { seconds: defaultSubmitInterval });
      }
      const [inserted] = (await trx(T.judge).insert({
        pid: problem.pid, displayPid: problem.problemId, uid: user.uid, username: user.username, status: JudgeStatus.PENDING,
        length: Buffer.byteLength(body.code), code: body.code, language: body.language, cid, cpid: placement.cpid ?? 0,
        tid: placement.tid ?? 0, gid, ip: request.ip, share: false,
      }).returning('*')) as JudgeRow[];
      await countSubmission(trx, inserted);
      return inserted;
    });
    // after the commit: a lost enqueue leaves a Pending row, which the sweeper re-enqueues
    try {
      const job = await judgeQueue.jobOf(row);
      if (job) await judgeQueue.enqueue(job, placement.priority);
    } catch (err) {
      ctx.log.warn({ err, submitId: row.submitId }, 'judge job not added; the sweeper will add it');
    }
    return ok(await view.one(row, user, { displayId: placement.displayId ?? null, title: problem.title }), ctx.i18n.t(request.locale, 'SUBMISSIONS_SUBMITTED'));
  });

  // reference: GET /api/resubmit — a Submitted Failed row (remote judging) goes back to the judge
  ctx.http.get('/api/resubmit', {
    schema: { tags: ['submissions'], querystring: SubmitIdQuery, response: { 200: Envelope(Submission) } },
    config: { auth: true },
  }, async (request) => {
    const user = request.user!;
    const row = (await ctx.db(T.judge).where({ submitId: request.query.submitId }).first()) as JudgeRow | undefined;
    if (!row) throw notFound('SUBMISSIONS_NOT_FOUND');
    if (row.uid !== user.uid && !ctx.perms.isRoot(user)) throw forbidden('SUBMISSIONS_NOT_YOURS');
    if (row.status !== JudgeStatus.SUBMITTED_FAILED) throw new OjError('SUBMISSIONS_RESUBMIT_ONLY_FAILED');
    const updated = await judging.restart(row, 'practice');
    return ok(await view.one(updated, user), ctx.i18n.t(request.locale, 'SUBMISSIONS_RESUBMITTED'));
  });
}

