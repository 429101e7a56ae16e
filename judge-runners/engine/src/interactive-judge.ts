// One case of an interactive problem (reference §4.5): the program and the interactor run in two
// slots with crossed pipes; the interactor's exit decides like a special judge's (testlib or
// Kattis protocol, special-judge.ts). The interactor's slot holds the test input and answer (only
// it can read them: the program's slot is another uid with another work dir) and, testlib, an
// output file the interactor may rewrite, as testlib's registerInteraction opens it for writing,
// or, Kattis, the validator's feedback dir.
//
// Whose failure counts: the problem's first (an interactor that crashed or failed), then the
// program's own failure (time, memory, crash), unless the interactor had already rejected the
// program when it failed (problemtools: a validator that exited first with Wrong Answer decides):
// a guess that is wrong and a program that then spins is Wrong Answer, not Time Limit Exceeded.
import { runCommand } from '@oj/judge-languages';
import type { RunResult, SandboxSlot } from '@oj/sandbox';
import { installArtifacts } from './artifacts.ts';
import { answerPath, caseResult, inputPath, type CaseContext } from './case-context.ts';
import { checkerVerdict, type CheckerVerdict } from './checker-verdict.ts';
import { environment } from './environment.ts';
import { judgeMessage, kattisArguments, kattisVerdict, prepareFeedbackDir } from './kattis-validator.ts';
import { interactorLimits, userRunLimits } from './limits.ts';
import { runVerdict } from './run-verdict.ts';
import { CHECKER_FILES, checkerCall, installCaseFiles, TESTLIB_ARGUMENTS } from './special-judge.ts';
import { excerpt } from './run-case.ts';
import { caseScore } from './scoring.ts';
import type { CaseResult, TestCase } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

const SIGPIPE = 13;
const BROKEN_PIPE = /broken ?pipe|EPIPE/i;
const INTERACTOR_STDERR = '.checker.err';
export const PROGRAM_STOPPED_READING = 'the program exited before reading all the interactor wrote';

/**
 * reference §4.5: a program killed by a broken pipe after the interactor gave up is judged by
 * the interactor. Runtimes that ignore SIGPIPE (Python, Node) die of EPIPE instead and say so.
 */
function brokenPipe(run: RunResult): boolean {
  return run.exitCode === SIGPIPE || run.signal?.number === SIGPIPE || BROKEN_PIPE.test(run.stderrExcerpt);
}

/**
 * The interactor died writing to a program that had gone: SIGPIPE, or (a Python validator, which
 * ignores SIGPIPE) an EPIPE error where its verdict would otherwise be a failure of its own.
 */
function interactorLostProgram(interactor: RunResult, verdict: CheckerVerdict): boolean {
  if (interactor.signal?.number === SIGPIPE) return true;
  return verdict.status === JudgeStatus.SYSTEM_ERROR && interactor.exitCode !== null && BROKEN_PIPE.test(interactor.stderrExcerpt);
}

/** Crashed or over its limits; an exit code of its own is read as a verdict. */
function interactorFailed(interactor: RunResult): boolean {
  return interactor.status !== 'ok' && !(interactor.status === 'runtime-error' && interactor.exitCode !== null);
}

/**
 * The interactor rejected the program (testlib WA or PE, Kattis 43) and ended before it did. The
 * order is the order of the two reaps on the machine's one monotonic clock (each slot's init reaps
 * its program the moment it ends), as problemtools' runner takes the order of its waits: a program
 * that fails on the end of input the interactor left by exiting ends after it, however soon.
 */
function rejectedFirst(verdict: CheckerVerdict, interactor: RunResult, user: RunResult): boolean {
  const rejected = verdict.status === JudgeStatus.WRONG_ANSWER || verdict.status === JudgeStatus.PRESENTATION_ERROR;
  return rejected && interactor.endedAtUs > 0 && interactor.endedAtUs < user.endedAtUs;
}

export interface InteractionRun {
  user: RunResult;
  interactor: RunResult;
  verdict: CheckerVerdict;
  transcript: Buffer;
}

/** the case files an interaction's interactor reads: a multi-pass case's later passes give another input */
export interface InteractionFiles {
  inputPath: string;
  answerPath: string | null;
}

/**
 * One interaction: the program in a fresh slot against the interactor in `judgeSlot`, which holds
 * the interactor's files (installArtifacts); the case files are put beside them here. The caller
 * holds the pair lock.
 */
export async function interact(ctx: CaseContext, judgeSlot: SandboxSlot, files: InteractionFiles): Promise<InteractionRun> {
  const checker = ctx.checker;
  if (!checker) throw new Error('interactive problem without an interactor');
  const call = checkerCall(ctx.task);
  const kattis = call.protocol === 'kattis';
  const userLimits = userRunLimits(ctx.limits.timeLimitMs, ctx.limits.memoryLimitMb, ctx.language.run, 0, ctx.task.outputLimitMb);
  const command = runCommand(ctx.language, { memoryMb: ctx.limits.memoryLimitMb });
  const userSlot = await ctx.pool.acquire();
  try {
    await installArtifacts(userSlot, ctx.artifacts, ctx.task.userExtraFiles);
    await installCaseFiles(judgeSlot, files);
    if (kattis) await prepareFeedbackDir(judgeSlot);
    else await judgeSlot.writeFile(CHECKER_FILES.userOutput, '', { programWritable: true });
    const args = kattis ? kattisArguments(CHECKER_FILES, call.flags) : TESTLIB_ARGUMENTS;
    const result = await ctx.pool.runInteractive(
      { slot: userSlot, spec: { argv: command.argv, env: environment(command.env), stderr: '.judge.err', limits: userLimits } },
      { slot: judgeSlot, spec: { argv: [...checker.argv, ...args], env: environment(checker.env), stderr: INTERACTOR_STDERR, limits: interactorLimits(userLimits) } },
    );
    const stderr = (await judgeSlot.readFile(INTERACTOR_STDERR, { maxBytes: 64 * 1024 })).data.toString('utf8');
    // testlib: the interactor's stdout is the pipe, so a reference-style percentage (exit 99) is read from stderr
    const verdict = kattis
      ? kattisVerdict(result.second, await judgeMessage(judgeSlot, stderr))
      : checkerVerdict({ exitCode: result.second.exitCode, stdout: stderr, stderr });
    const transcript = kattis ? Buffer.alloc(0) : await transcriptOf(judgeSlot);
    return { user: result.first, interactor: result.second, verdict, transcript };
  } finally {
    await userSlot.release();
  }
}

/** A fresh slot for the interactor, with its files, for `work`; given back after. */
export async function withInteractorSlot<T>(ctx: CaseContext, work: (judgeSlot: SandboxSlot) => Promise<T>): Promise<T> {
  const checker = ctx.checker;
  if (!checker) throw new Error('interactive problem without an interactor');
  const judgeSlot = await ctx.pool.acquire();
  try {
    await installArtifacts(judgeSlot, checker.artifacts, ctx.task.judgeExtraFiles);
    return await work(judgeSlot);
  } finally {
    await judgeSlot.release();
  }
}

export interface InteractionVerdict {
  status: number;
  message: string;
  /** the share of the case's points (0 unless accepted or partly accepted) */
  fraction: number;
  measured: { timeMs: number; memoryKb: number; userOutput: string };
}

/** Who failed first decides (the header): the interactor, the program, then the interactor's verdict. */
export function interactionVerdict(ctx: CaseContext, run: InteractionRun): InteractionVerdict {
  const { user, interactor, verdict, transcript } = run;
  const measured = { timeMs: Math.round(user.cpuTimeMs), memoryKb: Math.round(user.memoryKb), userOutput: excerpt(transcript) };
  const decided = (fields: { status: number; message: string; fraction: number }) => ({ ...fields, measured });
  // the problem's fault comes first: an interactor that crashed, ran out of its limits or said
  // FAIL leaves the program without a partner, and whatever the program did then is not its fault
  const interactorPipe = interactorLostProgram(interactor, verdict);
  if (!interactorPipe && interactorFailed(interactor)) {
    return decided({ status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `interactor failed: ${interactor.status}${interactor.signal ? ` ${interactor.signal.name}` : ''}` });
  }
  if (!interactorPipe && verdict.status === JudgeStatus.SYSTEM_ERROR) return decided({ status: verdict.status, message: verdict.message, fraction: 0 });
  const userFailed = runVerdict(user, ctx.limits, ctx.language);
  // the interactor had decided when the program failed: it rejected the program, or the program
  // died writing to an interactor that had given up
  const decidedFirst = !interactorPipe
    && (rejectedFirst(verdict, interactor, user) || (brokenPipe(user) && verdict.status !== JudgeStatus.ACCEPTED));
  if (userFailed && !decidedFirst) return decided({ ...userFailed, fraction: 0 });
  // the program ended without reading the interactor's last words: it left the protocol early
  if (interactorPipe) return decided({ status: JudgeStatus.WRONG_ANSWER, fraction: 0, message: PROGRAM_STOPPED_READING });
  return decided({ status: verdict.status, message: verdict.message, fraction: verdict.fraction });
}

export async function runInteractiveCase(ctx: CaseContext, testCase: TestCase, seq: number): Promise<CaseResult> {
  const files = { inputPath: inputPath(ctx, testCase), answerPath: answerPath(ctx, testCase) };
  const run = await ctx.pairLock.run(() => withInteractorSlot(ctx, (judgeSlot) => interact(ctx, judgeSlot, files)));
  const { status, message, fraction, measured } = interactionVerdict(ctx, run);
  return caseResult(testCase, seq, { ...measured, status, message, score: caseScore(status, fraction, testCase.score) });
}

/** What the interactor wrote to its output file; nothing when it left something else there. */
async function transcriptOf(slot: SandboxSlot): Promise<Buffer> {
  try {
    return (await slot.readFile(CHECKER_FILES.userOutput, { maxBytes: 64 * 1024 })).data;
  } catch {
    return Buffer.alloc(0); // removed, or replaced by a directory, FIFO or symlink
  }
}
