// `oj judge-local`: judge one source file against a test-data folder (reference layout) and
// describe the outcome as one JSON object. The problem setter's tool and the engine's harness.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  JudgeEngine, JUDGE_STATUS_SHORT, readTestData,
  type CheckerProtocol, type JudgeCaseMode, type JudgeOutcome, type JudgeTask, type OutputComparison, type ProblemType,
} from '@oj/judge-engine';
import { LanguageRegistry } from '@oj/judge-languages';
import type { SandboxPool } from '@oj/sandbox';

export interface JudgeLocalOptions {
  language: string;
  sourcePath: string;
  testsDir: string;
  timeLimitMs?: number;
  memoryLimitMb?: number;
  specialJudgePath?: string;
  interactorPath?: string;
  caseMode?: JudgeCaseMode;
  fileIO?: { inputName: string; outputName: string };
  isRemoveEndBlank?: boolean;
  problemType?: ProblemType;
  userExtraFilePaths?: string[];
  judgeExtraFilePaths?: string[];
  /** a Kattis problem's default output validator (judge mode default) */
  comparison?: OutputComparison;
  /** how the special judge or interactor is called (default testlib) */
  checkerProtocol?: CheckerProtocol;
  /** Kattis validator_flags */
  checkerFlags?: string[];
}

/** reference §4.6: the admin form's defaults */
export const DEFAULT_TIME_LIMIT_MS = 1000;
export const DEFAULT_MEMORY_LIMIT_MB = 256;
/** the library a testlib checker includes; taken from the checker's or the tests' folder when it is there */
const TESTLIB_HEADER = 'testlib.h';

function readFiles(paths: string[]): Record<string, string> {
  return Object.fromEntries(paths.map((p) => [basename(p), readFileSync(p, 'utf8')]));
}

function checkerLanguageOf(path: string): string {
  if (path.endsWith('.py')) return 'Python3';
  return path.endsWith('.c') ? 'C' : 'C++';
}

export interface JudgeLocalReport {
  verdict: string;
  status: number;
  score: number;
  time: number;
  memory: number;
  compileMessage: string;
  message: string;
  judgeCaseMode: JudgeCaseMode;
  cases: Array<{ caseId: number; verdict: string; status: number; time: number; memory: number; score: number; groupNum?: number; message: string; userOutput: string }>;
  subtasks: JudgeOutcome['subtasks'];
}

export function reportOf(outcome: JudgeOutcome): JudgeLocalReport {
  return {
    verdict: JUDGE_STATUS_SHORT[outcome.status] ?? String(outcome.status),
    status: outcome.status,
    score: outcome.score,
    time: outcome.timeMs,
    memory: outcome.memoryKb,
    compileMessage: outcome.compileMessage,
    message: outcome.message,
    judgeCaseMode: outcome.judgeCaseMode,
    cases: outcome.cases.map((c) => ({
      caseId: c.caseId, verdict: JUDGE_STATUS_SHORT[c.status] ?? String(c.status), status: c.status, time: c.timeMs, memory: c.memoryKb,
      score: c.score, ...(c.groupNum !== undefined ? { groupNum: c.groupNum } : {}), message: c.message, userOutput: c.userOutput,
    })),
    subtasks: outcome.subtasks,
  };
}

export async function judgeLocal(pool: SandboxPool, options: JudgeLocalOptions, languages?: LanguageRegistry): Promise<JudgeLocalReport> {
  const engine = new JudgeEngine({ pool, languages: languages ?? new LanguageRegistry(undefined, (p) => pool.hasBinary(p)) });
  const data = await readTestData(options.testsDir);
  const checkerPath = options.interactorPath ?? options.specialJudgePath;
  const judgeExtra = options.judgeExtraFilePaths ?? [];
  const testlib = checkerPath ? [dirname(checkerPath), options.testsDir].map((d) => join(d, TESTLIB_HEADER)).find((p) => existsSync(p)) : undefined;
  if (testlib && !judgeExtra.some((p) => basename(p) === TESTLIB_HEADER)) judgeExtra.push(testlib);
  const judgeCaseMode = options.caseMode ?? data.judgeCaseMode ?? 'default';
  const task: JudgeTask = {
    language: options.language,
    code: readFileSync(options.sourcePath, 'utf8'),
    problemType: options.problemType ?? (data.scored || judgeCaseMode.startsWith('subtask') ? 'OI' : 'ACM'),
    timeLimitMs: options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitMb: options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB,
    judgeMode: options.interactorPath ? 'interactive' : options.specialJudgePath ? 'spj' : data.judgeMode ?? 'default',
    judgeCaseMode,
    isRemoveEndBlank: options.isRemoveEndBlank ?? false,
    fileIO: options.fileIO ?? null,
    userExtraFiles: readFiles(options.userExtraFilePaths ?? []),
    judgeExtraFiles: readFiles(judgeExtra),
    ...(checkerPath ? { checker: { language: checkerLanguageOf(checkerPath), code: readFileSync(checkerPath, 'utf8') } } : {}),
    ...(options.comparison ? { comparison: options.comparison } : {}),
    ...(options.checkerProtocol ? { checkerProtocol: options.checkerProtocol } : {}),
    ...(options.checkerFlags ? { checkerFlags: options.checkerFlags } : {}),
  };
  return reportOf(await engine.judge(task, { dir: data.dir, cases: data.cases }));
}
