// `oj problem verify` (issue 31 item 3): the problem of a package judged in a temporary judge on
// this machine (no site), every solution it ships against the verdict its place in the package
// promises. One line per solution, `path<TAB>expected=…<TAB>got=…<TAB>ok|MISMATCH` (or `skipped`
// with the reason: a language this judge does not have), then `N/M as expected`.
// A package without a time limit (ICPC legacy, 2023-07 without limits.time_limit) gets one as
// problemtools' verifyproblem derives it: the accepted solutions run first with a generous limit,
// the slowest of them × ac_to_time_limit (legacy time_multiplier) rounded up to time_resolution
// (a second) is the limit, and the rest are judged with it.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evenScores, JudgeEngine, JUDGE_STATUS_SHORT, JudgeStatus, type JudgeTask, type TestCase } from '@oj/judge-engine';
import { checkerLanguageFor, LanguageRegistry } from '@oj/judge-languages';
import type { SandboxPool } from '@oj/sandbox';
import { MAX_TIME_LIMIT_MS, PROBLEM_DEFAULTS } from '../limits.ts';
import { PROBLEM_TYPE } from '../../shared/service.ts';
import type { DerivedTimeLimit, ExpectedVerdict, ImportedProblem, ImportedSolution } from './formats/model.ts';

export interface VerifiedSolution {
  path: string;
  /** the site's language name, or null when the judge has none for it */
  language: string | null;
  expected: ExpectedVerdict;
  /** the judge's short verdict (AC, WA, TLE…), or null when skipped */
  got: string | null;
  result: 'ok' | 'MISMATCH' | 'skipped';
  /** why skipped, or the judge's message on a mismatch */
  note: string;
}

/** The time limit a verify run judged with. */
export interface VerifiedTimeLimit {
  ms: number;
  /** where it came from: the package, the site's default (a package without one and no accepted solution judged), or derived */
  source: 'package' | 'default' | 'derived';
  /** set when derived */
  derived?: {
    /** the slowest accepted solution and its time (the time its language ran, before the language's factor) */
    slowestPath: string;
    slowestMs: number;
    /** the judge's time factor of that solution's language (2: it runs with twice the problem's limit) */
    languageFactor: number;
    acToTimeLimit: number;
    /** time_limit_exceeded solutions are judged with ms × this (they must run out of time even then) */
    timeLimitToTle: number;
    resolutionMs: number;
  };
}

export interface VerifyResult {
  solutions: VerifiedSolution[];
  timeLimit: VerifiedTimeLimit;
}

/** the limit time_limit_exceeded solutions are judged with: the limit × the margin, within the site's ceiling */
const tleLimitMs = (ms: number, margin: number): number => Math.min(MAX_TIME_LIMIT_MS, Math.round(ms * margin));

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

/**
 * The derived limit (spec 2023-07 "Problem timing"): the smallest multiple of the resolution
 * (a second unless time_resolution says otherwise) that is at least `slowestMs × acToTimeLimit`,
 * one resolution at least, the site's ceiling at most. `slowestMs` is already divided by the
 * language's time factor (the judge gives Python twice the problem's limit).
 */
export function derivedTimeLimitMs(spec: DerivedTimeLimit, slowestMs: number): number {
  const resolution = Math.max(1, spec.resolutionMs);
  const steps = Math.max(1, Math.ceil((slowestMs * spec.acToTimeLimit) / resolution - 1e-9));
  return Math.min(MAX_TIME_LIMIT_MS, steps * resolution);
}

/** the verdicts a solution of each expectation may get (a format without MLE counts it as a run-time error) */
const ACCEPTS: Record<ExpectedVerdict, readonly string[]> = {
  AC: ['AC'], WA: ['WA', 'PE'], PE: ['PE'], TLE: ['TLE'], RE: ['RE', 'MLE'], MLE: ['MLE', 'RE'], CE: ['CE'], ANY: ['AC', 'WA', 'PE', 'TLE', 'RE', 'MLE', 'PAC'],
};

/** `oi`: on a scored problem a wrong solution may still earn points (Polygon's wrong-answer tag) */
export function verdictMatches(expected: ExpectedVerdict, got: string, oi = false): boolean {
  return ACCEPTS[expected].includes(got) || (oi && expected === 'WA' && got === 'PAC');
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

/**
 * Judges every solution of `problem`; `say` gets each line as it is decided, `sayLimit` the time
 * limit once known (at once when the package gives one; after the accepted solutions when derived).
 */
export async function verifyProblem(
  pool: SandboxPool, problem: ImportedProblem, say: (line: VerifiedSolution) => void, sayLimit: (limit: VerifiedTimeLimit) => void = () => {},
): Promise<VerifyResult> {
  const languages = new LanguageRegistry(undefined, (path) => pool.hasBinary(path));
  const engine = new JudgeEngine({ pool, languages });
  // the case files side by side, as a judge node keeps a problem's test data
  const dir = await mkdtemp(join(tmpdir(), 'oj-verify-'));
  const lines: VerifiedSolution[] = [];
  try {
    for (const [name, path] of problem.files) await copyFile(path, join(dir, name));
    const even = evenScores(Math.max(1, problem.cases.length));
    const cases: TestCase[] = problem.cases.map((c, i) => ({
      caseId: i + 1, inputName: c.input, outputName: c.output, score: c.score ?? even[i] ?? 0, ...(c.groupNum != null ? { groupNum: c.groupNum } : {}),
    }));
    const oi = problem.problem.type === PROBLEM_TYPE.oi;
    const judgeOne = async (solution: ImportedSolution, timeLimitMs: number): Promise<{ line: VerifiedSolution; timeMs: number }> => {
      if (!solution.language || !languages.status(solution.language).available) {
        const note = solution.language ? `this judge has no ${solution.language}` : 'a language this judge does not have';
        return { line: { path: solution.path, language: solution.language, expected: solution.expected, got: null, result: 'skipped', note }, timeMs: 0 };
      }
      const outcome = await engine.judge(taskOf(problem, solution, timeLimitMs), { dir, cases });
      const got = JUDGE_STATUS_SHORT[outcome.status] ?? String(outcome.status);
      const ok = verdictMatches(solution.expected, got, oi);
      const why = outcome.status === JudgeStatus.SYSTEM_ERROR ? outcome.message : outcome.cases.find((c) => c.status !== JudgeStatus.ACCEPTED)?.message ?? '';
      return { line: { path: solution.path, language: solution.language, expected: solution.expected, got, result: ok ? 'ok' : 'MISMATCH', note: ok ? '' : why }, timeMs: outcome.timeMs };
    };
    const report = (line: VerifiedSolution) => {
      lines.push(line);
      say(line);
    };

    const spec = problem.derivedTimeLimit;
    let timeLimit: VerifiedTimeLimit = { ms: problem.problem.timeLimit ?? PROBLEM_DEFAULTS.timeLimit, source: spec ? 'default' : 'package' };
    let rest = problem.solutions;
    if (spec) {
      // the accepted ones first, with room to show how long they take
      const accepted = problem.solutions.filter((s) => s.expected === 'AC');
      rest = problem.solutions.filter((s) => s.expected !== 'AC');
      let slowest: { path: string; ms: number; factor: number } | null = null;
      for (const solution of accepted) {
        const { line, timeMs } = await judgeOne(solution, GENEROUS_TIME_LIMIT_MS);
        report(line);
        if (line.got !== 'AC') continue;
        const factor = languages.get(solution.language!)?.timeFactor ?? 1;
        if (!slowest || timeMs / factor > slowest.ms / slowest.factor) slowest = { path: solution.path, ms: timeMs, factor };
      }
      if (slowest) {
        timeLimit = {
          ms: derivedTimeLimitMs(spec, slowest.ms / slowest.factor),
          source: 'derived',
          derived: { slowestPath: slowest.path, slowestMs: slowest.ms, languageFactor: slowest.factor, ...spec },
        };
      }
    }
    sayLimit(timeLimit);
    for (const solution of rest) {
      // spec 2023-07: a time_limit_exceeded solution must run out of time even with the margin (time_limit_to_tle, legacy time_safety_margin)
      const margin = timeLimit.derived && solution.expected === 'TLE' ? timeLimit.derived.timeLimitToTle : 1;
      report((await judgeOne(solution, tleLimitMs(timeLimit.ms, margin))).line);
    }
    return { solutions: lines, timeLimit };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
