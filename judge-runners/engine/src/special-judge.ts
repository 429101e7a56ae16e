// Running a compiled special judge on one case (reference §4.4): a fresh slot holding the files
// input / user_output / answer. testlib protocol: argv in testlib's inf/ouf/ans order; kattis
// protocol: input, answer and a feedback dir, the output on stdin (kattis-validator.ts).
import type { SandboxPool, SandboxSlot } from '@oj/sandbox';
import { installArtifacts } from './artifacts.ts';
import type { CheckerProgram } from './checker-build.ts';
import { checkerVerdict, type CheckerVerdict } from './checker-verdict.ts';
import { environment } from './environment.ts';
import { judgeMessage, kattisArguments, kattisVerdict, prepareFeedbackDir } from './kattis-validator.ts';
import { CHECKER_LIMITS } from './limits.ts';
import type { CheckerProtocol, JudgeTask } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

export const CHECKER_FILES = { input: 'input', userOutput: 'user_output', answer: 'answer' } as const;
/** testlib's order after the checker's command: input, the program's output, the answer */
export const TESTLIB_ARGUMENTS = [`/w/${CHECKER_FILES.input}`, `/w/${CHECKER_FILES.userOutput}`, `/w/${CHECKER_FILES.answer}`];

const STDOUT = '.checker.out';
const STDERR = '.checker.err';
const READ_BYTES = 64 * 1024;

export interface CheckerInputs {
  inputPath: string;
  answerPath: string | null;
  userOutput: Buffer;
}

/** how the task calls its checker */
export interface CheckerCall {
  protocol: CheckerProtocol;
  /** kattis: validator flags after the feedback dir */
  flags: readonly string[];
}

export function checkerCall(task: Pick<JudgeTask, 'checkerProtocol' | 'checkerFlags'>): CheckerCall {
  return { protocol: task.checkerProtocol ?? 'testlib', flags: task.checkerFlags ?? [] };
}

/** The test input and answer as the checker's files (an empty answer when the case has none). */
export async function installCaseFiles(slot: SandboxSlot, inputs: Pick<CheckerInputs, 'inputPath' | 'answerPath'>): Promise<void> {
  await slot.importFile(inputs.inputPath, CHECKER_FILES.input);
  if (inputs.answerPath) await slot.importFile(inputs.answerPath, CHECKER_FILES.answer);
  else await slot.writeFile(CHECKER_FILES.answer, '');
}

async function runTestlibChecker(slot: SandboxSlot, checker: CheckerProgram): Promise<CheckerVerdict> {
  const run = await slot.run({
    argv: [...checker.argv, ...TESTLIB_ARGUMENTS], env: environment(checker.env), stdout: STDOUT, stderr: STDERR, limits: CHECKER_LIMITS,
  });
  if (run.status !== 'ok' && run.status !== 'runtime-error') {
    return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `special judge failed: ${run.status}${run.message ? ` (${run.message})` : ''}` };
  }
  if (run.signal) return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `special judge crashed: ${run.signal.name}` };
  const stdout = (await slot.readFile(STDOUT, { maxBytes: READ_BYTES })).data.toString('utf8');
  const stderr = (await slot.readFile(STDERR, { maxBytes: READ_BYTES })).data.toString('utf8');
  return checkerVerdict({ exitCode: run.exitCode, stdout, stderr });
}

/** a file the validator may have removed or replaced: nothing then */
async function readText(slot: SandboxSlot, name: string): Promise<string> {
  try {
    return (await slot.readFile(name, { maxBytes: READ_BYTES })).data.toString('utf8');
  } catch {
    return '';
  }
}

/**
 * The Kattis validator in a slot that holds it, the case files and the program's output; the
 * feedback dir keeps what earlier runs left in it (a multi-pass case's passes share it).
 */
export async function runKattisValidator(slot: SandboxSlot, checker: CheckerProgram, flags: readonly string[]): Promise<CheckerVerdict> {
  await prepareFeedbackDir(slot);
  const run = await slot.run({
    argv: [...checker.argv, ...kattisArguments(CHECKER_FILES, flags)],
    env: environment(checker.env),
    stdin: { file: CHECKER_FILES.userOutput },
    stdout: STDOUT,
    stderr: STDERR,
    limits: CHECKER_LIMITS,
  });
  return kattisVerdict(run, await judgeMessage(slot, await readText(slot, STDERR)));
}

export async function runSpecialJudge(
  pool: SandboxPool,
  checker: CheckerProgram,
  judgeExtraFiles: Record<string, string>,
  inputs: CheckerInputs,
  call: CheckerCall,
): Promise<CheckerVerdict> {
  const slot = await pool.acquire();
  try {
    await installArtifacts(slot, checker.artifacts, judgeExtraFiles);
    await installCaseFiles(slot, inputs);
    await slot.writeFile(CHECKER_FILES.userOutput, inputs.userOutput);
    return call.protocol === 'kattis' ? await runKattisValidator(slot, checker, call.flags) : await runTestlibChecker(slot, checker);
  } finally {
    await slot.release();
  }
}
