// An online test run (spec 2 §4 "Online test run"; reference TestJudge): compile, run once on the
// user's own input with the problem's limits, and compare with the expected output when one is
// given. Like the reference, a test run never uses the special judge or the interactor: the
// program's output is compared as a case of the problem would be (AC, PE or WA), and without an
// expected output a clean run is Accepted.
import type { SandboxPool } from '@oj/sandbox';
import { languageLimits, runCommand, type LanguageDefinition } from '@oj/judge-languages';
import { Type, type Static } from '@sinclair/typebox';
import { installArtifacts } from './artifacts.ts';
import { compileSource } from './compile.ts';
import { compareOutput } from './compare.ts';
import { environment } from './environment.ts';
import { userRunLimits } from './limits.ts';
import { exitDescription, runVerdict } from './run-verdict.ts';
import type { JudgeTask, OutputComparison } from './schema.ts';
import { compareTokens } from './token-compare.ts';
import { JudgeStatus } from './verdicts.ts';

/** reference TestJudge: the output shown is cut at 1000 characters, with "..." after it */
export const TEST_RUN_OUTPUT_MAX_CHARS = 1000;
/** what is kept of the program's stderr (and of the compiler's message) */
export const TEST_RUN_STDERR_MAX_CHARS = 16 * 1024;
const TRUNCATION_MARK = '...';

const STDIN = '.test.in';
const STDOUT = '.test.out';
const STDERR = '.test.err';

export const TestRunOutcome = Type.Object({
  /** spec 2 §3 judge status: AC, WA, CE, TLE, MLE, RE, SE */
  status: Type.Integer(),
  timeMs: Type.Integer(),
  memoryKb: Type.Integer(),
  /** the compiler's message (CE), or the run's failure and its stderr */
  stderr: Type.String(),
  /** the first TEST_RUN_OUTPUT_MAX_CHARS characters of the program's output */
  userOutput: Type.String(),
});
export type TestRunOutcome = Static<typeof TestRunOutcome>;

export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}${TRUNCATION_MARK}` : text;
}

function failed(status: number, stderr: string): TestRunOutcome {
  return { status, timeMs: 0, memoryKb: 0, stderr: truncateText(stderr, TEST_RUN_STDERR_MAX_CHARS), userOutput: '' };
}

/**
 * Compared as the problem's real judging compares a case (issue 10 item 1): with end blanks
 * removed, or exact with Presentation Error when only white space differs. (The reference's
 * TestJudge had no Presentation Error, so a run could say Wrong Answer where judging says PE.)
 * A task with a Kattis comparison compares token by token, as its cases are.
 */
export function testRunStatus(expected: string, actual: string, isRemoveEndBlank: boolean, comparison?: OutputComparison): number {
  if (comparison) return compareTokens(Buffer.from(expected), Buffer.from(actual), comparison).status;
  return compareOutput(Buffer.from(expected), Buffer.from(actual), isRemoveEndBlank);
}

export async function runTest(
  pool: SandboxPool,
  language: LanguageDefinition,
  task: JudgeTask,
  input: string,
  expectedOutput: string | null,
): Promise<TestRunOutcome> {
  const compiled = await compileSource(pool, language, task.code, task.userExtraFiles, task.otherSources);
  if (!compiled.ok) return failed(compiled.status, compiled.message);

  const limits = languageLimits(language, { timeLimitMs: task.timeLimitMs, memoryLimitMb: task.memoryLimitMb });
  const runLimits = userRunLimits(limits.timeLimitMs, limits.memoryLimitMb, language.run, Buffer.byteLength(expectedOutput ?? ''), task.outputLimitMb);
  const command = runCommand(language, { memoryMb: limits.memoryLimitMb });
  const fileIO = task.fileIO ?? null;
  const slot = await pool.acquire();
  // enough to compare with the expected output (a program writing more than twice it is wrong anyway)
  const readBytes = 2 * Buffer.byteLength(expectedOutput ?? '') + 4 * (TEST_RUN_OUTPUT_MAX_CHARS + 1);
  let run;
  let output: { data: Buffer; truncated: boolean } = { data: Buffer.alloc(0), truncated: false };
  try {
    await installArtifacts(slot, compiled.artifacts, task.userExtraFiles);
    await slot.writeFile(fileIO ? fileIO.inputName : STDIN, input);
    run = await slot.run({
      argv: command.argv,
      env: environment(command.env),
      stdin: fileIO ? null : { file: STDIN },
      stdout: STDOUT,
      stderr: STDERR,
      stderrExcerptBytes: TEST_RUN_STDERR_MAX_CHARS,
      limits: runLimits,
    });
    const outputName = fileIO ? fileIO.outputName : STDOUT;
    if ((await slot.fileSize(outputName)) !== null) output = await slot.readFile(outputName, { maxBytes: readBytes });
  } finally {
    await slot.release();
  }

  const text = output.data.toString('utf8');
  const measured = { timeMs: Math.round(run.cpuTimeMs), memoryKb: Math.round(run.memoryKb), userOutput: truncateText(text, TEST_RUN_OUTPUT_MAX_CHARS) };
  const outputBytes = fileIO ? output.data.length : run.outputBytes;
  const verdict = runVerdict({ ...run, outputBytes }, { ...limits, outputBytes: runLimits.outputBytes }, language);
  const stderr = (why: string) => truncateText([why, run.stderrExcerpt].filter(Boolean).join('\n'), TEST_RUN_STDERR_MAX_CHARS);
  if (verdict) {
    const why = verdict.status === JudgeStatus.RUNTIME_ERROR && !verdict.message ? exitDescription(run) : verdict.message;
    return { ...measured, status: verdict.status, stderr: stderr(why) };
  }
  let status: number = JudgeStatus.ACCEPTED;
  if (expectedOutput !== null) status = output.truncated ? JudgeStatus.WRONG_ANSWER : testRunStatus(expectedOutput, text, task.isRemoveEndBlank, task.comparison);
  return { ...measured, status, stderr: stderr('') };
}
