// Which cases run, in what order, and when judging stops (reference §4.3):
//  default, subtask_average   every case, in parallel;
//  ergodic_without_error      one at a time, stopping at the first case that is not Accepted;
//  subtask_lowest             groups in parallel, each group one case at a time; the first case
//                             with no score cancels the rest of its group.
import type { CaseResult, JudgeCaseMode, TestCase } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

export type CaseRunner = (testCase: TestCase, seq: number) => Promise<CaseResult>;

export interface CaseModeOptions {
  parallelism: number;
  /** true once the submission's time budget is spent: cases not started are cancelled */
  budgetSpent: () => boolean;
}

export const SKIPPED_MESSAGE = 'Cancelled: skipped judging';
export const BUDGET_MESSAGE = 'Cancelled: the submission ran out of judging time';

export function cancelledCase(testCase: TestCase, seq: number, message: string): CaseResult {
  return {
    caseId: testCase.caseId, seq, ...(testCase.groupNum !== undefined ? { groupNum: testCase.groupNum } : {}),
    status: JudgeStatus.CANCELLED, timeMs: 0, memoryKb: 0, score: 0,
    inputName: testCase.inputName, outputName: testCase.outputName, userOutput: '', message,
  };
}

/** the subtask a case belongs to; a case without a group is a subtask of its own */
export function subtaskKey(testCase: TestCase, seq: number): number {
  return testCase.groupNum ?? -seq;
}

async function parallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

export async function runCases(mode: JudgeCaseMode, cases: TestCase[], runCase: CaseRunner, options: CaseModeOptions): Promise<CaseResult[]> {
  const results: Array<CaseResult | undefined> = new Array(cases.length);
  const guarded = async (index: number): Promise<CaseResult> => {
    const testCase = cases[index];
    const result = options.budgetSpent() ? cancelledCase(testCase, index + 1, BUDGET_MESSAGE) : await runCase(testCase, index + 1);
    results[index] = result;
    return result;
  };
  const indexes = cases.map((_, i) => i);

  if (mode === 'ergodic_without_error') {
    for (const i of indexes) {
      const result = await guarded(i);
      if (result.status !== JudgeStatus.ACCEPTED) break;
    }
  } else if (mode === 'subtask_lowest') {
    const groups = new Map<number, number[]>();
    for (const i of indexes) {
      const key = subtaskKey(cases[i], i + 1);
      groups.set(key, [...(groups.get(key) ?? []), i]);
    }
    await parallel([...groups.values()], options.parallelism, async (group) => {
      let stopped = false;
      for (const i of group) {
        if (stopped) { results[i] = cancelledCase(cases[i], i + 1, SKIPPED_MESSAGE); continue; }
        const result = await guarded(i);
        if (result.score <= 0 && result.status !== JudgeStatus.ACCEPTED) stopped = true;
      }
    });
  } else {
    await parallel(indexes, options.parallelism, async (i) => { await guarded(i); });
  }
  return results.filter((r): r is CaseResult => r !== undefined);
}
