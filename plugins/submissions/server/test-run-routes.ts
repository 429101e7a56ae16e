// Online test run (spec 2 §4, §5, §7; reference: TEST_JUDGE_<uuid>, result read once). The run
// is stored under a key and handed to the judge nodes' test lane (test-runs.ts); the result call
// answers it and forgets it once it is final. Only its owner can read it.
import { randomUUID } from 'node:crypto';
import { OjError, mountCall, notFound, ok, type PluginContext } from '@oj/sdk';
import { problemsService } from '@oj/plugin-problems/shared';
import { JudgeStatus, UNFINISHED_STATUSES } from '../shared/constants.ts';
import { submissionCalls } from '../shared/calls.ts';
import type { TestRunStore } from './stores/index.ts';
import { enqueueTestRun } from './test-runs.ts';

/** reference: a pending test run lives 10 minutes */
export const TEST_RUN_TTL_MS = 10 * 60_000;

/** `gapSeconds`: one test run per user every so many seconds, the judge nodes' test lane being shared by everyone */
export function testRunRoutes(ctx: PluginContext, runs: TestRunStore, gapSeconds: number): void {
  mountCall(ctx.http, submissionCalls.testRun, { config: { perm: 'submit' }, tags: ['submissions'] }, async (request) => {
    const user = request.user!;
    const body = request.body;
    const problems = ctx.services.get(problemsService);
    const problem = (/^\d{1,9}$/.test(String(body.pid)) ? await problems.getProblem(Number(body.pid)) : null) ?? (await problems.getByDisplayId(String(body.pid)));
    const scope = body.cid ? { cid: body.cid } : body.tid ? { tid: body.tid } : body.gid ? { gid: body.gid } : undefined;
    if (!problem || !(await problems.canView(user, problem.pid, scope))) throw notFound('SUBMISSIONS_PROBLEM_NOT_FOUND');
    if (!(await problems.allowedLanguages(problem.pid)).includes(body.language)) throw new OjError('SUBMISSIONS_LANGUAGE_NOT_ALLOWED', 400, { language: body.language });
    const settings = await problems.judgeSettings(problem.pid);
    if (!settings) throw notFound('SUBMISSIONS_PROBLEM_NOT_FOUND');
    const key = `TEST_JUDGE_${randomUUID().replace(/-/g, '')}`;
    await runs.pruneBefore(new Date(Date.now() - TEST_RUN_TTL_MS));
    // the user's turn and the run in one statement: a run too soon saves nothing
    const saved = await runs.saveOnTurn({
      key, uid: user.uid, pid: problem.pid, language: body.language, code: body.code, userInput: body.userInput,
      expectedOutput: body.expectedOutput || null, problemJudgeMode: settings.task.judgeMode, status: JudgeStatus.PENDING,
    }, gapSeconds);
    if (!saved) throw new OjError('SUBMISSIONS_TEST_RUN_TOO_FAST', 400, { seconds: gapSeconds });
    try {
      await enqueueTestRun(ctx, {
        runKey: key, task: settings.task, language: body.language, code: body.code, input: body.userInput, expectedOutput: body.expectedOutput || null,
      });
    } catch (err) {
      // no job, no run: a row nobody will judge would only ever answer Pending
      await runs.remove(key);
      throw err;
    }
    return ok(key);
  });

  mountCall(ctx.http, submissionCalls.testRunResult, { config: { auth: true }, tags: ['submissions'] }, async (request) => {
    const run = await runs.mine(request.query.testJudgeKey, request.user!.uid);
    if (!run || new Date(run.gmtCreate).getTime() < Date.now() - TEST_RUN_TTL_MS) throw notFound('SUBMISSIONS_TEST_RUN_GONE');
    // read once: a final result is forgotten after it is answered
    if (!UNFINISHED_STATUSES.includes(run.status)) await runs.remove(run.key);
    // a test run is one run of the program, never the validator's passes (engine test-run.ts): a
    // multi-pass problem's run is its first pass, and the answer says so
    const passes = (await ctx.services.get(problemsService).judgeSettings(run.pid))?.task.validationPasses;
    return ok({
      status: run.status, problemJudgeMode: run.problemJudgeMode, time: run.time, memory: run.memory, stderr: run.stderr,
      userInput: run.userInput, expectedOutput: run.expectedOutput, userOutput: run.userOutput,
      note: passes ? ctx.i18n.t(request.locale, 'SUBMISSIONS_TEST_RUN_FIRST_PASS', { passes }) : null,
    });
  });
}
