// Problem-page constants and small rules of spec 2 (the judge statuses themselves live in @oj/ui).
export const PROBLEM_PAGE_SIZE = 30;
export const MY_SUBMISSION_PAGE_SIZE = 10;
/** spec 2 §5, §9: the code and test-input limits the submissions plugin checks */
export { CODE_MAX, TEST_INPUT_MAX } from '@oj/plugin-submissions/browser';
export const TEST_POLL_MS = 1000;
/** the draggable divider (spec 2 §2): the statement collapses under 420 px, the editor keeps 580 px */
export const STATEMENT_MIN_PX = 420;
export const EDITOR_MIN_PX = 580;

export const DIFFICULTY: Record<number, { key: string; color: string }> = {
  0: { key: 'Easy', color: '#19be6b' },
  1: { key: 'Mid', color: '#ff9900' },
  2: { key: 'Hard', color: '#ed3f14' },
};


/** `<input>..</input><output>..</output>` pairs */
export function parseExamples(text: string | null): Array<{ input: string; output: string }> {
  if (!text) return [];
  const out: Array<{ input: string; output: string }> = [];
  const re = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ input: m[1], output: m[2] });
  return out;
}

/** spec 2 §9: the Other languages get twice the C/C++ limit, except Codeforces-style problems */
export function hasOtherLimit(problemId: string): boolean {
  return !/^(CF|GYM)-/i.test(problemId);
}

/** AC rate with 2 decimals */
export function acRate(ac: number, total: number): number {
  return total ? Math.round((ac / total) * 10000) / 100 : 0;
}

