// `oj problem verify` (issue 31 item 3): the problem of a package judged in a temporary judge on
// this machine (no site), every solution it ships against the verdict its place in the package
// promises. One line per solution, `path<TAB>expected=…<TAB>got=…<TAB>ok|MISMATCH` (or `skipped`
// with the reason: a language this judge does not have), then `N/M as expected`.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evenScores, JudgeEngine, JUDGE_STATUS_SHORT, JudgeStatus, type JudgeTask, type TestCase } from '@oj/judge-engine';
import { checkerLanguageFor, LanguageRegistry } from '@oj/judge-languages';
import type { SandboxPool } from '@oj/sandbox';
import { PROBLEM_DEFAULTS } from '../limits.ts';
import { PROBLEM_TYPE } from '../../shared/service.ts';
import type { ExpectedVerdict, ImportedProblem, ImportedSolution } from './formats/model.ts';

export interface VerifiedSolution {
  path: string;
  expected: ExpectedVerdict;
  /** the judge's short verdict (AC, WA, TLE…), or null when skipped */
  got: string | null;
  result: 'ok' | 'MISMATCH' | 'skipped';
  /** why skipped, or the judge's message on a mismatch */
  note: string;
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
export function taskOf(problem: ImportedProblem, solution: Pick<ImportedSolution, 'language' | 'code'>): JudgeTask {
  const p = problem.problem;
  const judgeMode = p.judgeMode ?? 'default';
  const checkerName = p.spjLanguage ? checkerLanguageFor(p.spjLanguage)?.name ?? p.spjLanguage : undefined;
  return {
    language: solution.language ?? '',
    code: solution.code,
    problemType: p.type === PROBLEM_TYPE.oi ? 'OI' : 'ACM',
    timeLimitMs: p.timeLimit ?? PROBLEM_DEFAULTS.timeLimit,
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

/** Judges every solution of `problem`; `say` gets each line as it is decided. */
export async function verifyProblem(pool: SandboxPool, problem: ImportedProblem, say: (line: VerifiedSolution) => void): Promise<VerifiedSolution[]> {
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
    for (const solution of problem.solutions) {
      let line: VerifiedSolution;
      if (!solution.language || !languages.status(solution.language).available) {
        line = { path: solution.path, expected: solution.expected, got: null, result: 'skipped', note: solution.language ? `this judge has no ${solution.language}` : 'a language this judge does not have' };
      } else {
        const outcome = await engine.judge(taskOf(problem, solution), { dir, cases });
        const got = JUDGE_STATUS_SHORT[outcome.status] ?? String(outcome.status);
        const ok = verdictMatches(solution.expected, got, problem.problem.type === PROBLEM_TYPE.oi);
        const why = outcome.status === JudgeStatus.SYSTEM_ERROR ? outcome.message : outcome.cases.find((c) => c.status !== JudgeStatus.ACCEPTED)?.message ?? '';
        line = { path: solution.path, expected: solution.expected, got, result: ok ? 'ok' : 'MISMATCH', note: ok ? '' : why };
      }
      lines.push(line);
      say(line);
    }
    return lines;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
