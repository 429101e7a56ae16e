// `oj problem verify` (issue 31 item 3): the problem of a package judged in a temporary judge on
// this machine (no site), every solution it ships against the verdict its place in the package
// promises. One line per solution, `path<TAB>expected=…<TAB>got=…<TAB>ok|MISMATCH` (or `skipped`
// with the reason: a language this judge does not have), then `N/M as expected`.
// A package without a time limit (ICPC legacy, 2023-07 without limits.time_limit) gets one as
// problemtools' verifyproblem derives it (the engine's verifySolutions). The judging itself is the
// engine's (judge-runners/engine/src/verify-solutions.ts), so a judge node verifying for a web node
// without a sandbox (packages.ts, verify-remote.ts) says exactly what this command says: here the
// package is read and put into the engine's VerifySpec.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  derivedTimeLimitMs as engineDerivedTimeLimitMs, evenScores, JudgeEngine, tleLimitMs as engineTleLimitMs, verifySolutions,
  type JudgeTask, type TestCase, type VerifiedInput, type VerifiedSolution, type VerifiedTimeLimit, type VerifyResult, type VerifySpec,
} from '@oj/judge-engine';
import { checkerLanguageFor, LanguageRegistry } from '@oj/judge-languages';
import type { SandboxPool } from '@oj/sandbox';
import { MAX_TIME_LIMIT_MS, PROBLEM_DEFAULTS } from '../limits.ts';
import { PROBLEM_TYPE } from '../../shared/service.ts';
import type { DerivedTimeLimit, ImportedProblem, ImportedSolution } from './formats/model.ts';

export { verdictMatches } from '@oj/judge-engine';
export type { VerifiedInput, VerifiedInputs, VerifiedSolution, VerifiedTimeLimit, VerifyResult } from '@oj/judge-engine';

/** the limit time_limit_exceeded solutions are judged with: the limit × the margin, within the site's ceiling */
const tleLimitMs = (ms: number, margin: number): number => engineTleLimitMs(ms, margin, MAX_TIME_LIMIT_MS);

/** seconds as a person reads them: 1, 1.5, 0.031 */
const seconds = (ms: number): string => String(Math.round(ms) / 1000);

/**
 * The line that says which time limit a verify run judged with, as a message key of the plugin's
 * locales and its parameters; none for a limit the package gives.
 */
export function timeLimitMessage(limit: VerifiedTimeLimit): { key: string; params: Record<string, string | number> } | null {
  if (limit.source === 'package') return null;
  if (limit.source === 'default' || !limit.derived) return { key: 'PROBLEMS_VERIFY_TIME_LIMIT_DEFAULT', params: { ms: limit.ms } };
  const d = limit.derived;
  const params = {
    limit: seconds(limit.ms), path: d.slowestPath, time: seconds(d.slowestMs), multiplier: d.acToTimeLimit, resolution: seconds(d.resolutionMs),
    tle: seconds(tleLimitMs(limit.ms, d.timeLimitToTle)), margin: d.timeLimitToTle,
  };
  if (d.languageFactor === 1) return { key: 'PROBLEMS_VERIFY_TIME_LIMIT_DERIVED', params };
  return { key: 'PROBLEMS_VERIFY_TIME_LIMIT_DERIVED_FACTOR', params: { ...params, factor: d.languageFactor, normalized: seconds(d.slowestMs / d.languageFactor) } };
}

/** accepted solutions run with this while the limit is to be derived (problemtools uses 300 s; the site's own ceiling here) */
export const GENEROUS_TIME_LIMIT_MS = MAX_TIME_LIMIT_MS;

/** the derived limit (the engine's derivedTimeLimitMs) within the site's ceiling */
export function derivedTimeLimitMs(spec: DerivedTimeLimit, slowestMs: number): number {
  return engineDerivedTimeLimitMs(spec, slowestMs, MAX_TIME_LIMIT_MS);
}

/** the task every solution of `problem` is judged with (the site's own build of it) */
export function taskOf(problem: ImportedProblem, solution: Pick<ImportedSolution, 'language' | 'code'>, timeLimitMs?: number): JudgeTask {
  const p = problem.problem;
  const judgeMode = p.judgeMode ?? 'default';
  const checkerName = p.spjLanguage ? checkerLanguageFor(p.spjLanguage)?.name ?? p.spjLanguage : undefined;
  return {
    language: solution.language ?? '',
    code: solution.code,
    problemType: p.type === PROBLEM_TYPE.oi ? 'OI' : 'ACM',
    timeLimitMs: timeLimitMs ?? p.timeLimit ?? PROBLEM_DEFAULTS.timeLimit,
    memoryLimitMb: p.memoryLimit ?? PROBLEM_DEFAULTS.memoryLimit,
    judgeMode,
    judgeCaseMode: p.judgeCaseMode ?? 'default',
    isRemoveEndBlank: p.isRemoveEndBlank ?? PROBLEM_DEFAULTS.isRemoveEndBlank,
    fileIO: p.isFileIO && p.ioReadFileName && p.ioWriteFileName ? { inputName: p.ioReadFileName, outputName: p.ioWriteFileName } : null,
    userExtraFiles: p.userExtraFile ? JSON.parse(p.userExtraFile) as Record<string, string> : {},
    judgeExtraFiles: p.judgeExtraFile ? JSON.parse(p.judgeExtraFile) as Record<string, string> : {},
    ...(judgeMode !== 'default' && p.spjCode && checkerName ? { checker: { language: checkerName, code: p.spjCode } } : {}),
    ...problem.judge,
  };
}

/** what the engine judges: the problem's task without a solution, its cases, its solutions, how a limit is derived */
export function verifySpecOf(problem: ImportedProblem): VerifySpec {
  const { language: _language, code: _code, ...task } = taskOf(problem, { language: '', code: '' });
  const even = evenScores(Math.max(1, problem.cases.length));
  const cases: TestCase[] = problem.cases.map((c, i) => ({
    caseId: i + 1, inputName: c.input, outputName: c.output, score: c.score ?? even[i] ?? 0, ...(c.groupNum != null ? { groupNum: c.groupNum } : {}),
  }));
  return {
    task, cases,
    // a multi-file solution's other files go beside its source (a Python module it imports, a header)
    solutions: problem.solutions.map(({ path, language, expected, code, otherFiles }) => ({
      path, language, expected, code, ...(otherFiles?.length ? { extraFiles: Object.fromEntries(otherFiles.map((f) => [f.path, f.code])) } : {}),
    })),
    ...(problem.derivedTimeLimit ? { derivedTimeLimit: { ...problem.derivedTimeLimit } } : {}),
    maxTimeLimitMs: MAX_TIME_LIMIT_MS,
    ...(problem.inputValidation ? { inputValidation: problem.inputValidation } : {}),
  };
}

/**
 * Checks the test inputs with the package's input validators, then judges every solution of
 * `problem` on this machine; `say` gets each line as it is decided, `sayLimit` the time limit once
 * known (at once when the package gives one; after the accepted solutions when derived),
 * `sayInput` each input a validator did not accept.
 */
export async function verifyProblem(
  pool: SandboxPool, problem: ImportedProblem, say: (line: VerifiedSolution) => void, sayLimit: (limit: VerifiedTimeLimit) => void = () => {},
  sayInput: (line: VerifiedInput) => void = () => {},
): Promise<VerifyResult> {
  const engine = new JudgeEngine({ pool, languages: new LanguageRegistry(undefined, (path) => pool.hasBinary(path)) });
  // the case files side by side, as a judge node keeps a problem's test data
  const dir = await mkdtemp(join(tmpdir(), 'oj-verify-'));
  try {
    for (const [name, path] of problem.files) await copyFile(path, join(dir, name));
    return await verifySolutions(engine, verifySpecOf(problem), dir, say, sayLimit, sayInput);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
