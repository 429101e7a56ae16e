// One case of a multi-pass problem (Kattis problem package format 2023-07, "Multi-pass
// validation"; legacy `validation: custom multi-pass`): the program runs again and again on one
// case. Each pass is an ordinary run and Kattis check (run-case.ts and special-judge.ts, or an
// interaction, interactive-judge.ts); a validator that accepts a pass (exit 42) and leaves
// nextpass.in in its feedback dir asks for another pass with that file as the input. Without
// nextpass.in the case is accepted; anything but Accepted ends the case with that verdict.
//
// What the spec fixes and this follows:
//  - the time and memory limits apply to each pass on its own (a pass is a run with the problem's
//    limits); the case shows the slowest pass and the most memory of any pass;
//  - the feedback dir persists between the passes of a case (the validator may keep state there):
//    one slot holds the validator, the case files and that dir for the whole case; nextpass.in is
//    taken out of it before the next pass;
//  - more passes than the task's validationPasses (limits.validation_passes), or nextpass.in left by
//    a validator that did not accept, is the problem's fault: System Error, with why.
// The validator of a later pass is called with that pass's input as its input file (the answer
// file stays the case's): the spec names no other, and an interactive pass's program sees only
// what the validator tells it from that file (BAPCtools runs passes the same way).
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxSlot } from '@oj/sandbox';
import { answerPath, caseResult, inputPath, type CaseContext } from './case-context.ts';
import { FEEDBACK_DIR } from './kattis-validator.ts';
import { interact, interactionVerdict, withInteractorSlot, type InteractionFiles } from './interactive-judge.ts';
import { answerSize, runProgram } from './run-case.ts';
import { caseScore } from './scoring.ts';
import { CHECKER_FILES, checkerCall, installCaseFiles, runKattisValidator } from './special-judge.ts';
import type { CaseResult, JudgeTask, TestCase } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

export const NEXT_PASS_FILE = `${FEEDBACK_DIR}/nextpass.in`;

interface PassOutcome {
  status: number;
  message: string;
  fraction: number;
  measured: { timeMs: number; memoryKb: number; userOutput: string };
  /** the validator ran and accepted this pass (exit 42) */
  validatorAccepted: boolean;
}

/** Why a task cannot be judged in passes, or null. */
export function multiPassProblem(task: JudgeTask): string | null {
  if (task.validationPasses === undefined) return null;
  if (task.judgeMode === 'default' || !task.checker) return 'a multi-pass problem needs an output validator (judge mode spj or interactive)';
  if (checkerCall(task).protocol !== 'kattis') return 'a multi-pass problem needs a validator of the Kattis protocol (it asks for a pass by writing nextpass.in)';
  return null;
}

async function standardPass(ctx: CaseContext, judgeSlot: SandboxSlot, files: InteractionFiles): Promise<PassOutcome> {
  const checker = ctx.checker!;
  const { userOutput, measured, failed } = await runProgram(ctx, files.inputPath, answerSize(files.answerPath));
  if (failed) return { ...failed, fraction: 0, measured, validatorAccepted: false };
  await installCaseFiles(judgeSlot, files);
  await judgeSlot.writeFile(CHECKER_FILES.userOutput, userOutput);
  const verdict = await runKattisValidator(judgeSlot, checker, checkerCall(ctx.task).flags);
  return { status: verdict.status, message: verdict.message, fraction: verdict.fraction, measured, validatorAccepted: verdict.status === JudgeStatus.ACCEPTED };
}

async function interactivePass(ctx: CaseContext, judgeSlot: SandboxSlot, files: InteractionFiles): Promise<PassOutcome> {
  const run = await interact(ctx, judgeSlot, files);
  return { ...interactionVerdict(ctx, run), validatorAccepted: run.verdict.status === JudgeStatus.ACCEPTED };
}

/** nextpass.in moved out of the feedback dir to a host file of `scratch`, or null when there is none */
async function takeNextPass(judgeSlot: SandboxSlot, scratch: string, pass: number): Promise<string | null> {
  if ((await judgeSlot.fileSize(NEXT_PASS_FILE)) === null) return null;
  const target = join(scratch, `pass-${pass + 1}.in`);
  await copyFile(await judgeSlot.safeHostPath(NEXT_PASS_FILE), target);
  await judgeSlot.removeFile(NEXT_PASS_FILE);
  return target;
}

export async function runMultiPassCase(ctx: CaseContext, testCase: TestCase, seq: number): Promise<CaseResult> {
  const maxPasses = ctx.task.validationPasses ?? 1;
  const interactive = ctx.task.judgeMode === 'interactive';
  const answer = answerPath(ctx, testCase);
  // the validator's slot is held while the program's is taken, pass after pass: the pair lock
  // keeps two such holders from waiting on each other (pair-lock.ts)
  return ctx.pairLock.run(() => withInteractorSlot(ctx, async (judgeSlot) => {
    const scratch = await mkdtemp(join(tmpdir(), 'oj-multi-pass-'));
    try {
      let input = inputPath(ctx, testCase);
      let timeMs = 0;
      let memoryKb = 0;
      for (let pass = 1; ; pass++) {
        const files = { inputPath: input, answerPath: answer };
        const outcome = interactive ? await interactivePass(ctx, judgeSlot, files) : await standardPass(ctx, judgeSlot, files);
        timeMs = Math.max(timeMs, outcome.measured.timeMs);
        memoryKb = Math.max(memoryKb, outcome.measured.memoryKb);
        const next = await takeNextPass(judgeSlot, scratch, pass);
        const result = (status: number, message: string, fraction = 0) => caseResult(testCase, seq, {
          timeMs, memoryKb, userOutput: outcome.measured.userOutput, status, message, score: caseScore(status, fraction, testCase.score),
        });
        if (next && !outcome.validatorAccepted) {
          return result(JudgeStatus.SYSTEM_ERROR, `pass ${pass}: the output validator wrote nextpass.in but did not accept the pass (exit 42)`);
        }
        if (outcome.status !== JudgeStatus.ACCEPTED) return result(outcome.status, `pass ${pass}${outcome.message ? `: ${outcome.message}` : ''}`, outcome.fraction);
        if (!next) return result(outcome.status, outcome.message, outcome.fraction);
        if (pass >= maxPasses) {
          return result(JudgeStatus.SYSTEM_ERROR, `pass ${pass}: the output validator asked for pass ${pass + 1}, over the problem's limit of ${maxPasses} passes (limits.validation_passes)`);
        }
        input = next;
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }));
}
