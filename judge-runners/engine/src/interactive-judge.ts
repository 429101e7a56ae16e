// One case of an interactive problem (reference §4.5): the program and the interactor run in two
// slots with crossed pipes; the interactor's exit decides like a special judge's, unless the
// program itself failed first. The interactor's slot holds the test input and answer (only it can
// read them: the program's slot is another uid with another work dir) and an output file the
// interactor may rewrite, as testlib's registerInteraction opens it for writing.
import { runCommand } from '@oj/judge-languages';
import type { RunResult, SandboxSlot } from '@oj/sandbox';
import { installArtifacts } from './artifacts.ts';
import { answerPath, caseResult, inputPath, type CaseContext } from './case-context.ts';
import { checkerVerdict } from './checker-verdict.ts';
import { environment } from './environment.ts';
import { interactorLimits, userRunLimits } from './limits.ts';
import { runVerdict } from './run-verdict.ts';
import { CHECKER_ARGV, CHECKER_FILES } from './special-judge.ts';
import { excerpt } from './run-case.ts';
import { caseScore } from './scoring.ts';
import type { CaseResult, TestCase } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

const SIGPIPE = 13;
export const PROGRAM_STOPPED_READING = 'the program exited before reading all the interactor wrote';

/**
 * reference §4.5: a program killed by a broken pipe after the interactor gave up is judged by
 * the interactor. Runtimes that ignore SIGPIPE (Python, Node) die of EPIPE instead and say so.
 */
function brokenPipe(user: RunResult): boolean {
  return user.exitCode === SIGPIPE || user.signal?.number === SIGPIPE || /broken ?pipe|EPIPE/i.test(user.stderrExcerpt);
}

export async function runInteractiveCase(ctx: CaseContext, testCase: TestCase, seq: number): Promise<CaseResult> {
  if (!ctx.checker) throw new Error('interactive problem without an interactor');
  const checker = ctx.checker;
  const userLimits = userRunLimits(ctx.limits.timeLimitMs, ctx.limits.memoryLimitMb, ctx.language.run, 0);
  const command = runCommand(ctx.language, { memoryMb: ctx.limits.memoryLimitMb });
  const answer = answerPath(ctx, testCase);

  const { user, interactor, stderr, transcript } = await ctx.pairLock.run(async () => {
    const userSlot = await ctx.pool.acquire();
    try {
      const judgeSlot = await ctx.pool.acquire();
      try {
        await installArtifacts(userSlot, ctx.artifacts, ctx.task.userExtraFiles);
        await installArtifacts(judgeSlot, checker, ctx.task.judgeExtraFiles);
        await judgeSlot.importFile(inputPath(ctx, testCase), CHECKER_FILES.input);
        if (answer) await judgeSlot.importFile(answer, CHECKER_FILES.answer);
        else await judgeSlot.writeFile(CHECKER_FILES.answer, '');
        await judgeSlot.writeFile(CHECKER_FILES.userOutput, '', { programWritable: true });
        const result = await ctx.pool.runInteractive(
          { slot: userSlot, spec: { argv: command.argv, env: environment(command.env), stderr: '.judge.err', limits: userLimits } },
          { slot: judgeSlot, spec: { argv: CHECKER_ARGV, env: environment({}), stderr: '.checker.err', limits: interactorLimits(userLimits) } },
        );
        const stderrText = (await judgeSlot.readFile('.checker.err', { maxBytes: 64 * 1024 })).data.toString('utf8');
        return { user: result.first, interactor: result.second, stderr: stderrText, transcript: await transcriptOf(judgeSlot) };
      } finally {
        await judgeSlot.release();
      }
    } finally {
      await userSlot.release();
    }
  });

  const measured = { timeMs: Math.round(user.cpuTimeMs), memoryKb: Math.round(user.memoryKb), userOutput: excerpt(transcript) };
  const decided = (fields: { status: number; message: string; score: number }) => caseResult(testCase, seq, { ...measured, ...fields });
  // the problem's fault comes first: an interactor that crashed, ran out of its limits or said
  // FAIL leaves the program without a partner, and whatever the program did then is not its fault
  const interactorPipe = interactor.signal?.number === SIGPIPE;
  if (!interactorPipe && interactor.status !== 'ok' && !(interactor.status === 'runtime-error' && interactor.exitCode !== null)) {
    return decided({ status: JudgeStatus.SYSTEM_ERROR, score: 0, message: `interactor failed: ${interactor.status}${interactor.signal ? ` ${interactor.signal.name}` : ''}` });
  }
  // the interactor's stdout is the pipe, so a reference-style percentage (exit 99) is read from stderr
  const verdict = checkerVerdict({ exitCode: interactor.exitCode, stdout: stderr, stderr });
  if (!interactorPipe && verdict.status === JudgeStatus.SYSTEM_ERROR) return decided({ status: verdict.status, message: verdict.message, score: 0 });
  const userFailed = runVerdict(user, ctx.limits, ctx.language);
  if (userFailed && !(brokenPipe(user) && !interactorPipe && verdict.status !== JudgeStatus.ACCEPTED)) return decided({ ...userFailed, score: 0 });
  // the program ended without reading the interactor's last words: it left the protocol early
  if (interactorPipe) return decided({ status: JudgeStatus.WRONG_ANSWER, score: 0, message: PROGRAM_STOPPED_READING });
  return decided({ status: verdict.status, message: verdict.message, score: caseScore(verdict.status, verdict.fraction, testCase.score) });
}

/** What the interactor wrote to its output file; nothing when it left something else there. */
async function transcriptOf(slot: SandboxSlot): Promise<Buffer> {
  try {
    return (await slot.readFile(CHECKER_FILES.userOutput, { maxBytes: 64 * 1024 })).data;
  } catch {
    return Buffer.alloc(0); // removed, or replaced by a directory, FIFO or symlink
  }
}
