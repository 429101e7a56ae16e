// The Kattis output-validator protocol (problem package format, checkerProtocol 'kattis'): the
// validator runs as `validator input answer feedback_dir/ [flags…]` with the team's output on its
// stdin (or, interactive, crossed pipes with the program), and exits 42 to accept or 43 to reject;
// anything else is the validator's failure. Its message to the judges is
// feedback_dir/judgemessage.txt, or its stderr when it wrote none.
import type { RunResult, SandboxSlot } from '@oj/sandbox';
import { trimMessage, type CheckerVerdict } from './checker-verdict.ts';
import { exitDescription } from './run-verdict.ts';
import { JudgeStatus } from './verdicts.ts';

export const FEEDBACK_DIR = 'feedback';
export const JUDGE_MESSAGE_FILE = `${FEEDBACK_DIR}/judgemessage.txt`;
export const KATTIS_EXIT = { ACCEPTED: 42, WRONG_ANSWER: 43 } as const;

const PLACEHOLDER = `${FEEDBACK_DIR}/.created`;
const MESSAGE_READ_BYTES = 64 * 1024;

/** The validator's argv after its own command: input, answer, the feedback dir (with its slash), flags. */
export function kattisArguments(files: { input: string; answer: string }, flags: readonly string[]): string[] {
  return [`/w/${files.input}`, `/w/${files.answer}`, `/w/${FEEDBACK_DIR}/`, ...flags];
}

/**
 * An empty feedback dir the validator may write in: a directory made for a file of the slot is
 * owned by the slot's user (root mode) or is the program's own (user mode); the file goes again.
 */
export async function prepareFeedbackDir(slot: SandboxSlot): Promise<void> {
  await slot.writeFile(PLACEHOLDER, '');
  await slot.removeFile(PLACEHOLDER);
}

/** judgemessage.txt when the validator wrote one (a regular file), else its stderr */
export async function judgeMessage(slot: SandboxSlot, stderr: string): Promise<string> {
  try {
    return (await slot.readFile(JUDGE_MESSAGE_FILE, { maxBytes: MESSAGE_READ_BYTES })).data.toString('utf8');
  } catch {
    return stderr; // none, or something else than a regular file under that name
  }
}

/** What a validator's run means; `message` is its judge message. */
export function kattisVerdict(run: RunResult, message: string): CheckerVerdict {
  const text = trimMessage(message);
  if (run.signal) return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `output validator crashed: ${exitDescription(run)}${text ? `: ${text}` : ''}` };
  if (run.status !== 'ok' && run.status !== 'runtime-error') {
    return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `output validator failed: ${run.status}${run.message ? ` (${run.message})` : ''}` };
  }
  // an OI problem's validator may leave a score in score.txt: scoring validators are not read,
  // so an accepted case scores in full
  if (run.exitCode === KATTIS_EXIT.ACCEPTED) return { status: JudgeStatus.ACCEPTED, fraction: 1, message: text };
  if (run.exitCode === KATTIS_EXIT.WRONG_ANSWER) return { status: JudgeStatus.WRONG_ANSWER, fraction: 0, message: text };
  return {
    status: JudgeStatus.SYSTEM_ERROR,
    fraction: 0,
    message: `output validator exited with code ${run.exitCode ?? '?'} (42 accepts, 43 rejects)${text ? `: ${text}` : ''}`,
  };
}
