// One case of a standard-IO or file-IO problem: run the program in a fresh slot, then compare
// its output exactly / without end blanks (reference §4.2), token by token as Kattis does (when
// the task gives a comparison), or hand it to the special judge.
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { runCommand } from '@oj/judge-languages';
import { installArtifacts } from './artifacts.ts';
import { answerPath, caseResult, inputPath, type CaseContext } from './case-context.ts';
import { compareOutput } from './compare.ts';
import { environment } from './environment.ts';
import { userRunLimits, USER_OUTPUT_EXCERPT_BYTES } from './limits.ts';
import { runVerdict, type RunVerdict } from './run-verdict.ts';
import { checkerCall, runSpecialJudge } from './special-judge.ts';
import { compareTokens } from './token-compare.ts';
import { caseScore } from './scoring.ts';
import type { CaseResult, TestCase } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

const STDIN = '.judge.in';
const STDOUT = '.judge.out';
const STDERR = '.judge.err';
/**
 * Answers up to this size are read synchronously: they sit in the node's test-data cache (page
 * cache, in practice), and each thread-pool round trip of an async read (open, stat, read,
 * close) costs more than the read itself when a case takes about a millisecond (bench/judge).
 */
const SYNC_READ_MAX_BYTES = 1024 * 1024;

/** the answer file's size, for the output limit (no answer: 0) */
export function answerSize(path: string | null): number {
  if (!path) return 0;
  try { return statSync(path).size; } catch { return 0; }
}

async function readAnswer(path: string | null, size: number): Promise<Buffer> {
  if (!path) return Buffer.alloc(0);
  try { return size <= SYNC_READ_MAX_BYTES ? readFileSync(path) : await readFile(path); } catch { return Buffer.alloc(0); }
}

export function excerpt(data: Buffer): string {
  return data.subarray(0, USER_OUTPUT_EXCERPT_BYTES).toString('utf8');
}

/** A run of the program on one input, and how it ended before its output is looked at. */
export interface ProgramRun {
  /** the whole output (up to the output limit), for a checker */
  userOutput: Buffer;
  measured: { timeMs: number; memoryKb: number; userOutput: string };
  /** the run's own failure (time, memory, crash, output limit), or null: the output decides */
  failed: RunVerdict | null;
}

/**
 * The program on the host file `input` (stdin, or the problem's input file) in a fresh or reused
 * slot; `answerBytes` sizes the output limit. A multi-pass case (multi-pass.ts) runs it once a pass.
 */
export async function runProgram(ctx: CaseContext, input: string, answerBytes: number): Promise<ProgramRun> {
  const limits = userRunLimits(ctx.limits.timeLimitMs, ctx.limits.memoryLimitMb, ctx.language.run, answerBytes, ctx.task.outputLimitMb);
  const fileIO = ctx.task.fileIO ?? null;
  const command = runCommand(ctx.language, { memoryMb: ctx.limits.memoryLimitMb });

  const slot = ctx.userSlots ? await ctx.userSlots.take() : await ctx.pool.acquire();
  let userOutput: Buffer;
  let run;
  try {
    if (!ctx.userSlots) await installArtifacts(slot, ctx.artifacts, ctx.task.userExtraFiles);
    await slot.importFile(input, fileIO ? fileIO.inputName : STDIN);
    run = await slot.run({
      argv: command.argv,
      env: environment(command.env),
      stdin: fileIO ? null : { file: STDIN },
      stdout: STDOUT,
      stderr: STDERR,
      limits,
    });
    const outputName = fileIO ? fileIO.outputName : STDOUT;
    userOutput = (await slot.fileSize(outputName)) === null
      ? Buffer.alloc(0)
      : (await slot.readFile(outputName, { maxBytes: limits.outputBytes })).data;
  } finally {
    if (ctx.userSlots) await ctx.userSlots.give(slot);
    else await slot.release();
  }

  const measured = { timeMs: Math.round(run.cpuTimeMs), memoryKb: Math.round(run.memoryKb), userOutput: excerpt(userOutput) };
  // with file IO the output file is the one that can fill up
  const outputBytes = fileIO ? userOutput.length : run.outputBytes;
  const failed = runVerdict({ ...run, outputBytes }, { ...ctx.limits, outputBytes: limits.outputBytes }, ctx.language);
  return { userOutput, measured, failed };
}

export async function runStandardCase(ctx: CaseContext, testCase: TestCase, seq: number): Promise<CaseResult> {
  const answerBytes = answerSize(answerPath(ctx, testCase));
  const { userOutput, measured, failed } = await runProgram(ctx, inputPath(ctx, testCase), answerBytes);
  if (failed) return caseResult(testCase, seq, { ...measured, ...failed, score: 0 });
  return judgeOutput(ctx, testCase, seq, userOutput, measured);
}

/** What judges an output: the task, the test data and the special judge (a program's run or a submitted answer). */
export type OutputJudging = Pick<CaseContext, 'pool' | 'task' | 'checker' | 'testDataDir'>;

/** the case's verdict on an output: by the special judge, the Kattis comparison or reference §4.2 */
export async function judgeOutput(
  ctx: OutputJudging, testCase: TestCase, seq: number, userOutput: Buffer, measured: { timeMs: number; memoryKb: number; userOutput: string },
): Promise<CaseResult> {
  const answer = answerPath(ctx, testCase);
  if (ctx.task.judgeMode === 'spj' && ctx.checker) {
    const verdict = await runSpecialJudge(ctx.pool, ctx.checker, ctx.task.judgeExtraFiles ?? {}, {
      inputPath: inputPath(ctx, testCase), answerPath: answer, userOutput,
    }, checkerCall(ctx.task));
    return caseResult(testCase, seq, {
      ...measured, status: verdict.status, message: verdict.message, score: caseScore(verdict.status, verdict.fraction, testCase.score),
    });
  }
  const expected = await readAnswer(answer, answerSize(answer));
  const { status, message } = ctx.task.comparison
    ? compareTokens(expected, userOutput, ctx.task.comparison)
    : { status: compareOutput(expected, userOutput, ctx.task.isRemoveEndBlank), message: '' };
  return caseResult(testCase, seq, { ...measured, status, message, score: status === JudgeStatus.ACCEPTED ? testCase.score : 0 });
}
