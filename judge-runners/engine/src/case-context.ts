// Everything a case run needs, prepared once per submission.
import { join } from 'node:path';
import type { SandboxPool } from '@oj/sandbox';
import type { LanguageDefinition, ProblemLimits } from '@oj/judge-languages';
import type { Artifacts } from './artifacts.ts';
import type { CheckerProgram } from './checker-build.ts';
import type { CaseResult, JudgeTask, TestCase } from './schema.ts';
import type { PairLock } from './pair-lock.ts';
import type { UserSlots } from './user-slots.ts';

export interface CaseContext {
  pool: SandboxPool;
  task: JudgeTask;
  language: LanguageDefinition;
  /** the problem's limits after the language factor */
  limits: ProblemLimits;
  artifacts: Artifacts;
  /** the compiled special judge or interactor */
  checker: CheckerProgram | null;
  testDataDir: string;
  pairLock: PairLock;
  /** reusable slots holding the program (judge mode default), or null: a fresh slot per case */
  userSlots: UserSlots | null;
}

export function inputPath(ctx: Pick<CaseContext, 'testDataDir'>, testCase: TestCase): string {
  return join(ctx.testDataDir, testCase.inputName);
}

export function answerPath(ctx: Pick<CaseContext, 'testDataDir'>, testCase: TestCase): string | null {
  return testCase.outputName ? join(ctx.testDataDir, testCase.outputName) : null;
}

export function caseResult(testCase: TestCase, seq: number, fields: Pick<CaseResult, 'status' | 'timeMs' | 'memoryKb' | 'score' | 'userOutput' | 'message'>): CaseResult {
  return {
    caseId: testCase.caseId,
    seq,
    ...(testCase.groupNum !== undefined ? { groupNum: testCase.groupNum } : {}),
    inputName: testCase.inputName,
    outputName: testCase.outputName,
    ...fields,
  };
}
