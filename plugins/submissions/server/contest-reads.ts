// What the contests plugin reads of a contest's submissions for the ICPC Contest API (its
// submissions, judgements and runs): the rows without their code, and the per-case results of
// their current verdicts.
import { JudgeStatus, UNFINISHED_STATUSES } from '../shared/constants.ts';
import type { CaseVerdict, SubmissionsService } from '../shared/scope.ts';
import type { JudgeStore } from './stores/index.ts';

/** still moving: no verdict applied yet (a remote judge's "submitting" too) */
const MOVING: ReadonlySet<number> = new Set([...UNFINISHED_STATUSES, JudgeStatus.SUBMITTING]);

export function contestSubmissions(judge: JudgeStore): SubmissionsService['contestSubmissions'] {
  return async (cid) => {
    const rows = await judge.contestRows(cid);
    return rows.map(({ gmtModified, ...r }) => ({ ...r, judgedAt: MOVING.has(r.status) ? null : gmtModified }));
  };
}

export function caseResults(judge: JudgeStore): SubmissionsService['caseResults'] {
  return async (submitIds) => {
    const out = new Map<number, CaseVerdict[]>();
    for (let i = 0; i < submitIds.length; i += 1000) {
      const rows = await judge.caseVerdicts(submitIds.slice(i, i + 1000));
      for (const { submitId, ...c } of rows) {
        let list = out.get(submitId);
        if (!list) out.set(submitId, (list = []));
        list.push(c);
      }
    }
    return out;
  };
}
