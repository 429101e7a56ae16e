// What the contests plugin reads of a contest's submissions for the ICPC Contest API (its
// submissions, judgements and runs): the rows without their code, and the per-case results of
// their current verdicts.
import type { PluginContext } from '@oj/sdk';
import { JudgeStatus, UNFINISHED_STATUSES } from '../shared/constants.ts';
import type { CaseVerdict, ContestSubmission, SubmissionsService } from '../shared/scope.ts';
import { T } from './tables.ts';

/** still moving: no verdict applied yet (a remote judge's "submitting" too) */
const MOVING: ReadonlySet<number> = new Set([...UNFINISHED_STATUSES, JudgeStatus.SUBMITTING]);

export function contestSubmissions(ctx: PluginContext): SubmissionsService['contestSubmissions'] {
  return async (cid) => {
    const rows = (await ctx.db(T.judge).where({ cid }).orderBy([{ column: 'submitTime' }, { column: 'submitId' }])
      .select('submitId', 'uid', 'pid', 'language', 'submitTime', 'status', 'time', 'score', 'gmtModified')) as
      Array<Omit<ContestSubmission, 'judgedAt'> & { gmtModified: Date }>;
    return rows.map(({ gmtModified, ...r }) => ({ ...r, judgedAt: MOVING.has(r.status) ? null : gmtModified }));
  };
}

export function caseResults(ctx: PluginContext): SubmissionsService['caseResults'] {
  return async (submitIds) => {
    const out = new Map<number, CaseVerdict[]>();
    for (let i = 0; i < submitIds.length; i += 1000) {
      const rows = (await ctx.db(T.judgeCase).whereIn('submitId', submitIds.slice(i, i + 1000)).orderBy([{ column: 'submitId' }, { column: 'seq' }])
        .select('submitId', 'seq', 'status', 'time', 'memory')) as Array<CaseVerdict & { submitId: number }>;
      for (const { submitId, ...c } of rows) {
        let list = out.get(submitId);
        if (!list) out.set(submitId, (list = []));
        list.push(c);
      }
    }
    return out;
  };
}
