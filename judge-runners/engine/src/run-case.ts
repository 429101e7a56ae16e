// One case of a standard-IO or file-IO problem: run the program in a fresh slot, then compare
// its output exactly / without end blanks (reference §4.2) or hand it to the special judge.
import { stat, readFile } from 'node:fs/promises';
import { runCommand } from '@oj/judge-languages';
import { installArtifacts } from './artifacts.ts';
import { answerPath, caseResult, inputPath, type CaseContext } from './case-context.ts';
import { compareOutput } from './compare.ts';
import { environment } from './environment.ts';
import { userRunLimits, USER_OUTPUT_EXCERPT_BYTES } from './limits.ts';
import { runVerdict } from './run-verdict.ts';
import { runSpecialJudge } from './special-judge.ts';
import { caseScore } from './scoring.ts';
import type { CaseResult, TestCase } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

const STDIN = '.judge.in';
const STDOUT = '.judge.out';
const STDERR = '.judge.err';

async function sizeOrZero(path: string | null): Promise<number> {
  if (!path) return 0;
  try { return (await stat(path)).size; } catch { return 0; }
}

async function readAnswer(path: string | null): Promise<Buffer> {
  if (!path) return Buffer.alloc(0);
  try { return await readFile(path); } catch { return Buffer.alloc(0); }
}

export function excerpt(data: Buffer): string {
  return data.subarray(0, USER_OUTPUT_EXCERPT_BYTES).toString('utf8');
}

export async function runStandardCase(ctx: CaseContext, testCase: TestCase, seq: number): Promise<CaseResult> {
  const answer = answerPath(ctx, testCase);
  const limits = userRunLimits(ctx.limits.timeLimitMs, ctx.limits.memoryLimitMb, ctx.language.run.processes, await sizeOrZero(answer));
  const fileIO = ctx.task.fileIO ?? null;
  const command = runCommand(ctx.language, { memoryMb: ctx.limits.memoryLimitMb });

  const slot = ctx.userSlots ? await ctx.userSlots.take() : await ctx.pool.acquire();
  let userOutput: Buffer;
  let run;
  try {
    if (!ctx.userSlots) await installArtifacts(slot, ctx.artifacts, ctx.task.userExtraFiles);
    await slot.importFile(inputPath(ctx, testCase), fileIO ? fileIO.inputName : STDIN);
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
  if (failed) return caseResult(testCase, seq, { ...measured, ...failed, score: 0 });

  if (ctx.task.judgeMode === 'spj' && ctx.checker) {
    const verdict = await runSpecialJudge(ctx.pool, ctx.checker, ctx.task.judgeExtraFiles ?? {}, {
      inputPath: inputPath(ctx, testCase), answerPath: answer, userOutput,
    });
    return caseResult(testCase, seq, {
      ...measured, status: verdict.status, message: verdict.message, score: caseScore(verdict.status, verdict.fraction, testCase.score),
    });
  }
  const status = compareOutput(await readAnswer(answer), userOutput, ctx.task.isRemoveEndBlank);
  return caseResult(testCase, seq, { ...measured, status, message: '', score: status === JudgeStatus.ACCEPTED ? testCase.score : 0 });
}
