// Output comparison of reference §4.2.
//  isRemoveEndBlank: trailing blanks of every line and of the whole text are ignored; any other
//    difference is Wrong Answer (no Presentation Error in this mode).
//  otherwise: byte-exact is Accepted; equal once all white space is removed is Presentation
//    Error; anything else is Wrong Answer.
import { JudgeStatus } from './verdicts.ts';

export type ComparisonStatus = typeof JudgeStatus.ACCEPTED | typeof JudgeStatus.PRESENTATION_ERROR | typeof JudgeStatus.WRONG_ANSWER;

/** Drop blanks at the end of every line, then white space at the end of the text. */
export function stripEndBlanks(text: string): string {
  return text.replace(/[ \t\r]+(?=\n)/g, '').replace(/\s+$/, '');
}

function withoutWhiteSpace(text: string): string {
  return text.replace(/\s+/g, '');
}

export function compareOutput(expected: Buffer, actual: Buffer, isRemoveEndBlank: boolean): ComparisonStatus {
  if (isRemoveEndBlank) {
    return stripEndBlanks(actual.toString('latin1')) === stripEndBlanks(expected.toString('latin1'))
      ? JudgeStatus.ACCEPTED
      : JudgeStatus.WRONG_ANSWER;
  }
  if (actual.equals(expected)) return JudgeStatus.ACCEPTED;
  return withoutWhiteSpace(actual.toString('latin1')) === withoutWhiteSpace(expected.toString('latin1'))
    ? JudgeStatus.PRESENTATION_ERROR
    : JudgeStatus.WRONG_ANSWER;
}
