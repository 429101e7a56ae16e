// Judge administration by the super admin (spec 2 §4; reference §2 Admin judge rows).
import { OjError, mountCall, notFound, ok, type PluginContext, type RouteAccess } from '@oj/sdk';
import { JudgeStatus, MANUAL_JUDGE_STATUSES, NO_MANUAL_JUDGE_STATUSES } from '../shared/constants.ts';
import { judgeAdminCalls } from '../shared/calls.ts';
import type { JudgeRow } from '../shared/rows.ts';
import { isPractice, type JudgeStore } from './stores/index.ts';
import type { Judging } from './judging.ts';
import type { SubmissionView } from './view.ts';

const SUPER_ADMIN: RouteAccess = { roles: ['root'], perm: 'rejudge' };

export function adminRoutes(ctx: PluginContext, judge: JudgeStore, view: SubmissionView, judging: Judging): void {
  async function findRow(submitId: number): Promise<JudgeRow> {
    const row = await judge.byId(submitId);
    if (!row) throw notFound('SUBMISSIONS_NOT_FOUND');
    return row;
  }

  // rejudge resets the score to empty and judges again (a new attempt)
  mountCall(ctx.http, judgeAdminCalls.rejudge, { config: SUPER_ADMIN, tags: ['submissions'] }, async (request) => {
    const row = await findRow(request.query.submitId);
    const next = await judging.restart(row, isPractice(row) ? 'rejudge' : 'contest');
    return ok(await view.one(next, request.user!), ctx.i18n.t(request.locale, 'SUBMISSIONS_REJUDGED'));
  });

  mountCall(ctx.http, judgeAdminCalls.manualJudge, { config: SUPER_ADMIN, tags: ['submissions'] }, async (request) => {
    const { submitId, status, score } = request.query;
    if (!MANUAL_JUDGE_STATUSES.includes(status)) throw new OjError('SUBMISSIONS_MANUAL_STATUS_INVALID');
    const row = await findRow(submitId);
    if (NO_MANUAL_JUDGE_STATUSES.includes(row.status)) throw new OjError('SUBMISSIONS_MANUAL_NOT_NOW');
    const next = await judging.setByHand(row, status, score ?? row.score);
    return ok(await view.one(next, request.user!), ctx.i18n.t(request.locale, 'SUBMISSIONS_MANUAL_DONE'));
  });

  mountCall(ctx.http, judgeAdminCalls.cancel, { config: SUPER_ADMIN, tags: ['submissions'] }, async (request) => {
    const row = await findRow(request.query.submitId);
    if (row.status === JudgeStatus.CANCELLED) throw new OjError('SUBMISSIONS_ALREADY_CANCELLED');
    const next = await judging.setByHand(row, JudgeStatus.CANCELLED, null);
    return ok(await view.one(next, request.user!), ctx.i18n.t(request.locale, 'SUBMISSIONS_CANCELLED'));
  });
}
