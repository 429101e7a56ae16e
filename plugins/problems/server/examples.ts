// The statement's sample pairs: `<input>..</input><output>..</output>` concatenated in one
// string (reference §3 problem.examples).
export function parseExamples(examples: string | null): Array<{ input: string; output: string }> {
  if (!examples) return [];
  const pairs: Array<{ input: string; output: string }> = [];
  const re = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;
  for (let m = re.exec(examples); m; m = re.exec(examples)) pairs.push({ input: m[1], output: m[2] });
  return pairs;
}
