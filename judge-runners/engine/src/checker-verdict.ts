// What a special judge's or interactor's exit means (reference §4.4, testlib conventions).
//  reference codes: 0 or 100 Accepted, 101 PE, 102 WA, 99 partial (stdout holds a percentage),
//    103 System Error;
//  testlib codes: 0 ok, 1 wrong answer, 2 wrong output format (PE), 3 FAIL (System Error),
//    7 points, with the text on stderr ("ok …", "wrong answer …", "points 0.5 …",
//    "partially correct (50) …", "FAIL …") deciding when the code alone does not.
import { JudgeStatus } from './verdicts.ts';

export interface CheckerExit {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

export interface CheckerVerdict {
  status: number;
  /** share of the case's score in [0, 1] */
  fraction: number;
  message: string;
}

/** the message kept from a checker's output */
export const CHECKER_MESSAGE_MAX_CHARS = 1024;

const REFERENCE_EXIT = { ACCEPTED: 100, PARTIAL: 99, PRESENTATION_ERROR: 101, WRONG_ANSWER: 102, SYSTEM_ERROR: 103 } as const;
const TESTLIB_EXIT = { OK: 0, WRONG_ANSWER: 1, PRESENTATION_ERROR: 2, FAIL: 3, POINTS: 7 } as const;

export function trimMessage(text: string): string {
  const t = text.trim();
  return t.length > CHECKER_MESSAGE_MAX_CHARS ? `${t.slice(0, CHECKER_MESSAGE_MAX_CHARS)}…` : t;
}

/** A score share from partial output: a percentage (reference 99) or a testlib points value. */
function partial(fraction: number, message: string): CheckerVerdict {
  if (!Number.isFinite(fraction) || fraction < 0) {
    return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `checker gave an invalid partial score: ${message}` };
  }
  if (fraction >= 1) return { status: JudgeStatus.ACCEPTED, fraction: 1, message };
  return { status: fraction > 0 ? JudgeStatus.PARTIAL_ACCEPTED : JudgeStatus.WRONG_ANSWER, fraction, message };
}

/** testlib's text on stderr, or null when it is not testlib's */
function fromTestlibText(text: string): CheckerVerdict | null {
  const message = trimMessage(text);
  const head = text.trimStart();
  if (/^ok\b/.test(head)) return { status: JudgeStatus.ACCEPTED, fraction: 1, message };
  if (/^wrong answer\b/.test(head)) return { status: JudgeStatus.WRONG_ANSWER, fraction: 0, message };
  if (/^wrong output format\b/.test(head)) return { status: JudgeStatus.PRESENTATION_ERROR, fraction: 0, message };
  if (/^(FAIL|unexpected eof)\b/i.test(head)) {
    return /^unexpected eof/i.test(head)
      ? { status: JudgeStatus.WRONG_ANSWER, fraction: 0, message }
      : { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message };
  }
  const pc = /^partially correct \((\d+(?:\.\d+)?)\)/.exec(head);
  if (pc) return partial(Number(pc[1]) / 100, message);
  // testlib quitp(points): a share in [0, 1]; a value above 1 is read as a percentage
  const points = /^points\s+(-?\d+(?:\.\d+)?)/.exec(head);
  if (points) {
    const value = Number(points[1]);
    return partial(value > 1 ? value / 100 : value, message);
  }
  return null;
}

/** testlib's `_pc(N)` exits with N itself (0 and 99 included), so its text outranks the code */
const PARTIALLY_CORRECT = /^\s*partially correct \(\d/;

export function checkerVerdict(exit: CheckerExit): CheckerVerdict {
  const message = trimMessage(exit.stderr || exit.stdout);
  if (exit.exitCode !== null && PARTIALLY_CORRECT.test(exit.stderr)) return fromTestlibText(exit.stderr)!;
  switch (exit.exitCode) {
    case TESTLIB_EXIT.OK:
    case REFERENCE_EXIT.ACCEPTED:
      return { status: JudgeStatus.ACCEPTED, fraction: 1, message };
    case REFERENCE_EXIT.PRESENTATION_ERROR:
      return { status: JudgeStatus.PRESENTATION_ERROR, fraction: 0, message };
    case REFERENCE_EXIT.WRONG_ANSWER:
      return { status: JudgeStatus.WRONG_ANSWER, fraction: 0, message };
    case REFERENCE_EXIT.PARTIAL:
      return partial(Number.parseFloat(exit.stdout.trim()) / 100, message);
    case REFERENCE_EXIT.SYSTEM_ERROR:
    case null:
      return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: message || 'checker failed' };
    default:
      break;
  }
  const text = fromTestlibText(exit.stderr) ?? fromTestlibText(exit.stdout);
  if (text) return text;
  if (exit.exitCode === TESTLIB_EXIT.WRONG_ANSWER) return { status: JudgeStatus.WRONG_ANSWER, fraction: 0, message };
  if (exit.exitCode === TESTLIB_EXIT.PRESENTATION_ERROR) return { status: JudgeStatus.PRESENTATION_ERROR, fraction: 0, message };
  return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `checker exited with code ${exit.exitCode}${message ? `: ${message}` : ''}` };
}
