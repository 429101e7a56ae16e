// Running a compiled special judge on one case (reference §4.4): a fresh slot, the files as
// input / user_output / answer, argv in testlib's inf/ouf/ans order.
import type { SandboxPool } from '@oj/sandbox';
import { installArtifacts, type Artifacts } from './artifacts.ts';
import { checkerVerdict, type CheckerVerdict } from './checker-verdict.ts';
import { environment } from './environment.ts';
import { CHECKER_LIMITS } from './limits.ts';
import { JudgeStatus } from './verdicts.ts';

export const CHECKER_FILES = { input: 'input', userOutput: 'user_output', answer: 'answer' } as const;
export const CHECKER_ARGV = ['/w/checker', `/w/${CHECKER_FILES.input}`, `/w/${CHECKER_FILES.userOutput}`, `/w/${CHECKER_FILES.answer}`];

export interface CheckerInputs {
  inputPath: string;
  answerPath: string | null;
  userOutput: Buffer;
}

export async function runSpecialJudge(pool: SandboxPool, checker: Artifacts, judgeExtraFiles: Record<string, string>, inputs: CheckerInputs): Promise<CheckerVerdict> {
  const slot = await pool.acquire();
  try {
    await installArtifacts(slot, checker, judgeExtraFiles);
    await slot.importFile(inputs.inputPath, CHECKER_FILES.input);
    if (inputs.answerPath) await slot.importFile(inputs.answerPath, CHECKER_FILES.answer);
    else await slot.writeFile(CHECKER_FILES.answer, '');
    await slot.writeFile(CHECKER_FILES.userOutput, inputs.userOutput);
    const run = await slot.run({
      argv: CHECKER_ARGV,
      env: environment({}),
      stdout: '.checker.out',
      stderr: '.checker.err',
      limits: CHECKER_LIMITS,
    });
    if (run.status !== 'ok' && run.status !== 'runtime-error') {
      return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `special judge failed: ${run.status}${run.message ? ` (${run.message})` : ''}` };
    }
    if (run.signal) return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `special judge crashed: ${run.signal.name}` };
    const stdout = (await slot.readFile('.checker.out', { maxBytes: 64 * 1024 })).data.toString('utf8');
    const stderr = (await slot.readFile('.checker.err', { maxBytes: 64 * 1024 })).data.toString('utf8');
    return checkerVerdict({ exitCode: run.exitCode, stdout, stderr });
  } finally {
    await slot.release();
  }
}
