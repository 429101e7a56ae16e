// The site's verdicts as ICPC judgement types (spec 2023-06 "Known judgement types"): a fixed
// list, each type with the penalty the ACM board gives its verdicts (rules.ts) and whether it
// solves the problem. A verdict the list does not name is "Contact Staff".
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import type { IcpcJudgementType } from '../../shared/icpc.ts';
import { isPenalised } from '../rules.ts';

interface VerdictType { id: string; name: string; statuses: readonly number[] }

const TYPES: readonly VerdictType[] = [
  { id: 'AC', name: 'Accepted', statuses: [JudgeStatus.ACCEPTED] },
  { id: 'WA', name: 'Wrong Answer', statuses: [JudgeStatus.WRONG_ANSWER] },
  { id: 'PE', name: 'Presentation Error', statuses: [JudgeStatus.PRESENTATION_ERROR] },
  { id: 'TLE', name: 'Time Limit Exceeded', statuses: [JudgeStatus.TIME_LIMIT_EXCEEDED] },
  { id: 'MLE', name: 'Memory Limit Exceeded', statuses: [JudgeStatus.MEMORY_LIMIT_EXCEEDED] },
  { id: 'RTE', name: 'Run-Time Error', statuses: [JudgeStatus.RUNTIME_ERROR] },
  { id: 'CE', name: 'Compile Error', statuses: [JudgeStatus.COMPILE_ERROR] },
  // a partly accepted answer (a scoring verdict) does not solve an ACM problem; the board does not penalise it
  { id: 'RE', name: 'Rejected', statuses: [JudgeStatus.PARTIAL_ACCEPTED] },
  { id: 'JE', name: 'Judging Error', statuses: [JudgeStatus.SYSTEM_ERROR] },
  { id: 'SE', name: 'Submission Error', statuses: [JudgeStatus.SUBMITTED_FAILED] },
  { id: 'CS', name: 'Contact Staff', statuses: [JudgeStatus.CANCELLED] },
];
const OTHER = 'CS';

const BY_STATUS = new Map(TYPES.flatMap((t) => t.statuses.map((s) => [s, t.id] as const)));

/** the judgement types, as `/judgement-types` lists them */
export const JUDGEMENT_TYPES: readonly IcpcJudgementType[] = TYPES.map((t) => ({
  id: t.id,
  name: t.name,
  penalty: t.statuses.some(isPenalised),
  solved: t.statuses.includes(JudgeStatus.ACCEPTED),
}));

/** the judgement type of a final verdict (of a submission or of one test case) */
export function judgementTypeOf(status: number): string {
  return BY_STATUS.get(status) ?? OTHER;
}

/** verdicts not final yet: no judgement type */
const MOVING: ReadonlySet<number> = new Set([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING]);
export const isFinalVerdict = (status: number) => !MOVING.has(status);
