// Problem-page constants of spec 2 (the judge statuses themselves live in @oj/ui).
export const PROBLEM_PAGE_SIZE = 30;
export const CODE_MAX = 65535;

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
