// Submit (spec 2 §4 submit flow, §5, §6; reference §1.4) and resubmit of a Submitted Failed row.
import { OjError, forbidden, mountCall, notFound, ok, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import { JudgeStatus } from '../shared/constants.ts';
import type { SubmitBody, SubmitRequest } from '../shared/schemas.ts';
import { submissionCalls } from '../shared/calls.ts';
import { submissionScope, type ScopePlacement } from '../shared/scope.ts';
import type { JudgeStore } from './stores/index.ts';
import type { SubmissionView } from './view.ts';
import type { Judging } from './judging.ts';
import type { SubmissionReads } from './reads.ts';
import { retryOnConflict } from './conflict-retry.ts';

interface SwitchSettings { defaultSubmitInterval: number }

/** the answer waits this long at most for the judge job to be queued */
const ENQUEUE_WAIT_MS = 2000;

/**
 * The save is one statement whose upserts (the user's turn, the day, the problem's counts) can
 * meet a concurrent save or verdict in another lock order: PostgreSQL then undoes one of them
 * (deadlock), and it is tried again (retryOnConflict). No database connection in time: nothing
 * was saved, the client may submit again.
 */
async function busyAsError<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await retryOnConflict(save);
  } catch (err) {
    if ((err as Error).name === 'KnexTimeoutError') throw new OjError('SUBMISSIONS_BUSY', 429);
    throw err;
  }
}

/** an id sent as its digits, as a number; past a row's id it is refused (it would name no row) */
function idOfText(value: number | string | null | undefined, message: string): number | null | undefined {
  if (typeof value !== 'string') return value;
  const id = Number(value);
  if (id > 2 ** 31 - 1) throw new OjError(message, 400);
  return id;
}

/** the body with its ids as numbers and its flag a boolean (the reference client sends them as text) */
function submitBody(body: SubmitRequest): SubmitBody {
  return {
    ...body,
    cid: idOfText(body.cid, 'SUBMISSIONS_CID_INVALID'),
    tid: idOfText(body.tid, 'SUBMISSIONS_TID_INVALID'),
    gid: idOfText(body.gid, 'SUBMISSIONS_GID_INVALID'),
    isRemote: typeof body.isRemote === 'string' ? body.isRemote === 'true' : body.isRemote,
  };
}

export function submitRoutes(ctx: PluginContext, judge: JudgeStore, view: SubmissionView, judging: Judging, reads: SubmissionReads): void {
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

  mountCall(ctx.http, submissionCalls.submit, { config: { perm: 'submit' }, tags: ['submissions'] }, async (request) => {
    const user = request.user!;
    const body = submitBody(request.body);
    // every read first: once the row is saved nothing can fail the call (a client retrying a
    // failed submit must not leave a duplicate behind)
    const { placement, problem } = await place(user, body);
    const [languages, settings, { defaultSubmitInterval }] = await Promise.all([
      problems().allowedLanguages(problem.pid), problems().judgeSettings(problem.pid), ctx.settings.get<SwitchSettings>('switch'),
    ]);
    if (!languages.includes(body.language)) throw new OjError('SUBMISSIONS_LANGUAGE_NOT_ALLOWED', 400, { language: body.language });
    if (!settings) throw notFound('SUBMISSIONS_PROBLEM_NOT_FOUND');
    const gid = placement.gid ?? null;
    const cid = placement.cid ?? 0;
    const practice = cid === 0 && gid == null;
    const interval = placement.interval ? defaultSubmitInterval : 0;

    const saved = await busyAsError(() => judge.save({
      pid: problem.pid, displayPid: problem.problemId, uid: user.uid, username: user.username, status: JudgeStatus.PENDING,
      length: Buffer.byteLength(body.code), code: body.code, language: body.language, cid, cpid: placement.cpid ?? 0,
      tid: placement.tid ?? 0, gid, ip: request.ip ?? null,
    }, practice ? interval : null));
    if (!saved) throw new OjError('SUBMISSIONS_TOO_FAST', 400, { seconds: defaultSubmitInterval });
    const { row, queued } = saved;
    await reads.changed();
    // to the judge queue, or to the plugin that claims the problem (judgeDispatchPoint); a lost or
    // slow hand-over leaves a Pending row, which the sweeper sends again
    const enqueued = judging.dispatch.send(row, placement.priority, queued, { problem, settings })
      .catch((err: unknown) => ctx.log.warn({ err, submitId: row.submitId }, 'judge job not added; the sweeper will add it'));
    await Promise.race([enqueued, new Promise((r) => setTimeout(r, ENQUEUE_WAIT_MS).unref())]);
    const extra = { displayId: placement.displayId ?? null, title: problem.title, problem };
    const shown = await view.one(row, user, extra).catch((err: unknown) => {
      ctx.log.warn({ err, submitId: row.submitId }, 'submission saved; answered without its scope\'s view');
      return view.asOwner(row, extra);
    });
    return ok(shown, ctx.i18n.t(request.locale, 'SUBMISSIONS_SUBMITTED'));
  });

  // reference: GET /api/resubmit — a Submitted Failed row (remote judging) goes back to the judge
  mountCall(ctx.http, submissionCalls.resubmit, { config: { auth: true }, tags: ['submissions'] }, async (request) => {
    const user = request.user!;
    const row = await judge.byId(request.query.submitId);
    if (!row) throw notFound('SUBMISSIONS_NOT_FOUND');
    if (row.uid !== user.uid && !ctx.perms.isRoot(user)) throw forbidden('SUBMISSIONS_NOT_YOURS');
    if (row.status !== JudgeStatus.SUBMITTED_FAILED) throw new OjError('SUBMISSIONS_RESUBMIT_ONLY_FAILED');
    const updated = await judging.restart(row, 'practice');
    return ok(await view.one(updated, user), ctx.i18n.t(request.locale, 'SUBMISSIONS_RESUBMITTED'));
  });
}

