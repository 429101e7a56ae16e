// Judging a problem package's own solutions (issue 31 item 3): every solution against the verdict
// its place in the package promises. `oj problem verify` runs it on its own machine, and a judge
// node runs it for a web node without a sandbox (the `judge-verify` lane, worker/src/test-lane.ts):
// one function, so both print the same lines. What a package format says is read by the problems
// plugin into a VerifySpec: the problem's task without a language and code, its cases, the
// solutions, and, for a package without a time limit, how to derive one.
// A derived limit follows problemtools' verifyproblem: the accepted solutions run first with a
// generous limit, the slowest of them × acToTimeLimit rounded up to the resolution is the limit,
// and the rest are judged with it (time_limit_exceeded ones with the limit × timeLimitToTle).
// Before any solution, the package's input validators (ICPC input_validators/, Polygon's testlib
// validators) check every test input (input-validator.ts): an invalid input is reported, as a
// mismatch is, and the solutions are judged all the same.
import { Type, type Static } from '@sinclair/typebox';
import type { JudgeEngine } from './engine.ts';
import { ANSWER_LANGUAGE } from './answer-case.ts';
import { join } from 'node:path';
import { isPlainFileName } from './environment.ts';
import { ExtraFiles, JudgeTask, TestCase } from './schema.ts';
import { JUDGE_STATUS_SHORT, JudgeStatus } from './verdicts.ts';

export const EXPECTED_VERDICTS = ['AC', 'WA', 'TLE', 'RE', 'CE', 'MLE', 'PE', 'ANY'] as const;
export const ExpectedVerdict = Type.Union(EXPECTED_VERDICTS.map((v) => Type.Literal(v)));
export type ExpectedVerdict = Static<typeof ExpectedVerdict>;

export const VerifySolution = Type.Object({
  /** its path inside the package */
  path: Type.String({ maxLength: 1000 }),
  /** the site's language name, or null when the judge has none for it */
  language: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  expected: ExpectedVerdict,
  code: Type.String({ maxLength: 1 << 20 }),
  /** a multi-file solution's other files, by name: beside its source when it is compiled and run */
  extraFiles: Type.Optional(ExtraFiles),
});
export type VerifySolution = Static<typeof VerifySolution>;

/** a package without a time limit: derived from the slowest accepted solution */
export const DerivedTimeLimitSpec = Type.Object({
  acToTimeLimit: Type.Number({ exclusiveMinimum: 0 }),
  timeLimitToTle: Type.Number({ exclusiveMinimum: 0 }),
  resolutionMs: Type.Number({ exclusiveMinimum: 0 }),
});
export type DerivedTimeLimitSpec = Static<typeof DerivedTimeLimitSpec>;

/** an input validator of the package, built as a special judge is */
export const InputValidatorSpec = Type.Object({
  /** its folder or file in the package */
  path: Type.String({ maxLength: 1000 }),
  /** a special judge language: C, C++ or Python 3 */
  language: Type.String({ maxLength: 100 }),
  code: Type.String({ maxLength: 1 << 20 }),
  /** its other files (testlib.h, headers), by name */
  extraFiles: Type.Optional(ExtraFiles),
  /** kattis: exit 42 valid, 43 invalid; testlib: exit 0 valid */
  protocol: Type.Union([Type.Literal('kattis'), Type.Literal('testlib')]),
});
export type InputValidatorSpec = Static<typeof InputValidatorSpec>;

/** the test inputs to check: a case file of the verify dir, its path in the package, the validators' arguments */
export const InputValidationSpec = Type.Object({
  validators: Type.Array(InputValidatorSpec, { minItems: 1 }),
  inputs: Type.Array(Type.Object({
    name: Type.String({ maxLength: 255 }),
    path: Type.String({ maxLength: 1000 }),
    /** after the validator's command: Kattis input_validator_flags, Polygon's --testset/--group */
    args: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100 }),
    /** a validator's own arguments, by its path, instead of `args` (2023-07 input_validator_args as a map) */
    argsByValidator: Type.Optional(Type.Record(Type.String({ maxLength: 1000 }), Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100 }))),
  })),
});
export type InputValidationSpec = Static<typeof InputValidationSpec>;

export const VerifySpec = Type.Object({
  /** the problem's task; its timeLimitMs is the package's limit (or the site's default while one is to be derived) */
  task: Type.Omit(JudgeTask, ['language', 'code']),
  cases: Type.Array(TestCase),
  solutions: Type.Array(VerifySolution),
  derivedTimeLimit: Type.Optional(DerivedTimeLimitSpec),
  /** the site's ceiling of a time limit: accepted solutions run with it while a limit is derived */
  maxTimeLimitMs: Type.Integer({ minimum: 1 }),
  /** the package's input validators and the inputs they check (absent: none; a judge node before them ignores it) */
  inputValidation: Type.Optional(InputValidationSpec),
});
export type VerifySpec = Static<typeof VerifySpec>;

export const VerifiedSolution = Type.Object({
  path: Type.String(),
  language: Type.Union([Type.String(), Type.Null()]),
  expected: ExpectedVerdict,
  /** the judge's short verdict (AC, WA, TLE…), or null when skipped */
  got: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([Type.Literal('ok'), Type.Literal('MISMATCH'), Type.Literal('skipped')]),
  /** why skipped, or the judge's message on a mismatch */
  note: Type.String(),
});
export type VerifiedSolution = Static<typeof VerifiedSolution>;

/** The time limit a verify run judged with. */
export const VerifiedTimeLimit = Type.Object({
  ms: Type.Integer(),
  /** where it came from: the package, the site's default (a package without one and no accepted solution judged), or derived */
  source: Type.Union([Type.Literal('package'), Type.Literal('default'), Type.Literal('derived')]),
  /** set when derived */
  derived: Type.Optional(Type.Object({
    /** the slowest accepted solution and its time (the time its language ran, before the language's factor) */
    slowestPath: Type.String(),
    slowestMs: Type.Number(),
    /** the judge's time factor of that solution's language (2: it runs with twice the problem's limit) */
    languageFactor: Type.Number(),
    acToTimeLimit: Type.Number(),
    /** time_limit_exceeded solutions are judged with ms × this (they must run out of time even then) */
    timeLimitToTle: Type.Number(),
    resolutionMs: Type.Number(),
  })),
});
export type VerifiedTimeLimit = Static<typeof VerifiedTimeLimit>;

/** a test input a validator did not accept: INVALID (the input's fault) or ERROR (the validator failed: no build, a crash, an exit code of neither meaning) */
export const VerifiedInput = Type.Object({
  /** the input's path in the package */
  path: Type.String(),
  /** the validator's path in the package */
  validator: Type.String(),
  result: Type.Union([Type.Literal('INVALID'), Type.Literal('ERROR')]),
  /** the validator's message */
  note: Type.String(),
});
export type VerifiedInput = Static<typeof VerifiedInput>;

/** what the input validators found: how many inputs and validators, and each input one of them did not accept */
export const VerifiedInputs = Type.Object({
  inputs: Type.Integer({ minimum: 0 }),
  validators: Type.Integer({ minimum: 0 }),
  failed: Type.Array(VerifiedInput),
});
export type VerifiedInputs = Static<typeof VerifiedInputs>;

/** `inputs` is absent when the package has no input validator (and from a judge node before them) */
export const VerifyResult = Type.Object({ solutions: Type.Array(VerifiedSolution), timeLimit: VerifiedTimeLimit, inputs: Type.Optional(VerifiedInputs) });
export type VerifyResult = Static<typeof VerifyResult>;

/** the limit time_limit_exceeded solutions are judged with: the limit × the margin, within the ceiling */
export const tleLimitMs = (ms: number, margin: number, maxMs: number): number => Math.min(maxMs, Math.round(ms * margin));

/**
 * The derived limit (spec 2023-07 "Problem timing"): the smallest multiple of the resolution
 * that is at least `slowestMs × acToTimeLimit`, one resolution at least, the ceiling at most.
 * `slowestMs` is already divided by the language's time factor.
 */
export function derivedTimeLimitMs(spec: DerivedTimeLimitSpec, slowestMs: number, maxMs: number): number {
  const resolution = Math.max(1, spec.resolutionMs);
  const steps = Math.max(1, Math.ceil((slowestMs * spec.acToTimeLimit) / resolution - 1e-9));
  return Math.min(maxMs, steps * resolution);
}

/** the verdicts a solution of each expectation may get (a format without MLE counts it as a run-time error) */
const ACCEPTS: Record<ExpectedVerdict, readonly string[]> = {
  AC: ['AC'], WA: ['WA', 'PE'], PE: ['PE'], TLE: ['TLE'], RE: ['RE', 'MLE'], MLE: ['MLE', 'RE'], CE: ['CE'], ANY: ['AC', 'WA', 'PE', 'TLE', 'RE', 'MLE', 'PAC'],
};

/** `oi`: on a scored problem a wrong solution may still earn points (Polygon's wrong-answer tag) */
export function verdictMatches(expected: ExpectedVerdict, got: string, oi = false): boolean {
  return ACCEPTS[expected].includes(got) || (oi && expected === 'WA' && got === 'PAC');
}

/**
 * Every input validator of `spec` on every input (files of `dir`), the inputs of one
 * validator at once (the pool takes as many as it has slots); `say` gets each input not accepted,
 * in the spec's order.
 */
export async function validateInputs(engine: JudgeEngine, spec: InputValidationSpec, dir: string, say: (line: VerifiedInput) => void = () => {}): Promise<VerifiedInputs> {
  const failed: VerifiedInput[] = [];
  const { inputs } = spec;
  for (const validator of spec.validators) {
    const verdicts = await Promise.all(inputs.map((input) => engine.validateInput(validator, join(dir, input.name), input.argsByValidator?.[validator.path] ?? input.args)));
    for (const [i, verdict] of verdicts.entries()) {
      if (verdict.result === 'valid') continue;
      const line: VerifiedInput = { path: inputs[i]!.path, validator: validator.path, result: verdict.result, note: verdict.message };
      failed.push(line);
      say(line);
    }
  }
  return { inputs: spec.inputs.length, validators: spec.validators.length, failed };
}

/**
 * Judges every solution of `spec` with the case files in `dir`; `say` gets each line as it is
 * decided, `sayLimit` the time limit once known (at once when the package gives one; after the
 * accepted solutions when derived), `sayInput` each test input the package's input validators
 * did not accept (checked first).
 */
export async function verifySolutions(
  engine: JudgeEngine, spec: VerifySpec, dir: string,
  say: (line: VerifiedSolution) => void = () => {}, sayLimit: (limit: VerifiedTimeLimit) => void = () => {},
  sayInput: (line: VerifiedInput) => void = () => {},
): Promise<VerifyResult> {
  const inputs = spec.inputValidation ? await validateInputs(engine, spec.inputValidation, dir, sayInput) : undefined;
  const { languages } = engine;
  const maxMs = spec.maxTimeLimitMs;
  const oi = spec.task.problemType === 'OI';
  const lines: VerifiedSolution[] = [];
  // a multi-file program's other sources its language compiles with it (C++: its other .cc files)
  const otherSourcesOf = (solution: VerifySolution): string[] => {
    const endings = languages.get(solution.language ?? '')?.otherSources ?? [];
    return Object.keys(solution.extraFiles ?? {}).filter((name) => endings.some((e) => name.endsWith(e))).sort();
  };
  const judgeOne = async (solution: VerifySolution, timeLimitMs: number): Promise<{ line: VerifiedSolution; timeMs: number }> => {
    const answer = solution.language === ANSWER_LANGUAGE;
    if (!solution.language || (!answer && !languages.status(solution.language).available)) {
      const note = solution.language ? `this judge has no ${solution.language}` : 'a language this judge does not have';
      return { line: { path: solution.path, language: solution.language, expected: solution.expected, got: null, result: 'skipped', note }, timeMs: 0 };
    }
    // a file of the solution's own the judge cannot name is the solution's fault, as a contestant's
    // submission of it would be refused: a Compile Error (DOMjudge's bogus-filename example)
    const badName = Object.keys(solution.extraFiles ?? {}).find((name) => !isPlainFileName(name));
    if (badName !== undefined) {
      const ok = verdictMatches(solution.expected, 'CE', oi);
      const note = `file name ${JSON.stringify(badName)} not accepted (letters, digits, _ . - only)`;
      return { line: { path: solution.path, language: solution.language, expected: solution.expected, got: 'CE', result: ok ? 'ok' : 'MISMATCH', note: ok ? '' : note }, timeMs: 0 };
    }
    const task: JudgeTask = {
      ...spec.task, language: solution.language, code: solution.code, timeLimitMs,
      ...(solution.extraFiles ? { userExtraFiles: { ...spec.task.userExtraFiles, ...solution.extraFiles }, otherSources: otherSourcesOf(solution) } : {}),
    };
    const outcome = await engine.judge(task, { dir, cases: spec.cases });
    const got = JUDGE_STATUS_SHORT[outcome.status] ?? String(outcome.status);
    const ok = verdictMatches(solution.expected, got, oi);
    const why = outcome.status === JudgeStatus.SYSTEM_ERROR ? outcome.message : outcome.cases.find((c) => c.status !== JudgeStatus.ACCEPTED)?.message ?? '';
    return { line: { path: solution.path, language: solution.language, expected: solution.expected, got, result: ok ? 'ok' : 'MISMATCH', note: ok ? '' : why }, timeMs: outcome.timeMs };
  };
  const report = (line: VerifiedSolution) => {
    lines.push(line);
    say(line);
  };

  const derive = spec.derivedTimeLimit;
  let timeLimit: VerifiedTimeLimit = { ms: spec.task.timeLimitMs, source: derive ? 'default' : 'package' };
  let rest = spec.solutions;
  if (derive) {
    // the accepted ones first, with room to show how long they take
    const accepted = spec.solutions.filter((s) => s.expected === 'AC');
    rest = spec.solutions.filter((s) => s.expected !== 'AC');
    let slowest: { path: string; ms: number; factor: number } | null = null;
    for (const solution of accepted) {
      const { line, timeMs } = await judgeOne(solution, maxMs);
      report(line);
      // an answer (answer-case.ts) takes no time: it says nothing of the time limit
      if (line.got !== 'AC' || solution.language === ANSWER_LANGUAGE) continue;
      const factor = languages.get(solution.language!)?.timeFactor ?? 1;
      if (!slowest || timeMs / factor > slowest.ms / slowest.factor) slowest = { path: solution.path, ms: timeMs, factor };
    }
    if (slowest) {
      timeLimit = {
        ms: derivedTimeLimitMs(derive, slowest.ms / slowest.factor, maxMs),
        source: 'derived',
        derived: { slowestPath: slowest.path, slowestMs: slowest.ms, languageFactor: slowest.factor, ...derive },
      };
    }
  }
  sayLimit(timeLimit);
  for (const solution of rest) {
    // spec 2023-07: a time_limit_exceeded solution must run out of time even with the margin (time_limit_to_tle, legacy time_safety_margin)
    const margin = timeLimit.derived && solution.expected === 'TLE' ? timeLimit.derived.timeLimitToTle : 1;
    report((await judgeOne(solution, tleLimitMs(timeLimit.ms, margin, maxMs))).line);
  }
  return { solutions: lines, timeLimit, ...(inputs ? { inputs } : {}) };
}
