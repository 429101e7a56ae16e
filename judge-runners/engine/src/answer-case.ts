// Answer submissions (output-only problems, Kattis `type: submit-answer`, Hydro `submit_answer`):
// the submission's language is ANSWER_LANGUAGE and its text is the output itself, so nothing is
// compiled or run. A problem with one case takes the whole text as that case's output; with
// several, each case's output follows a line `=== <case> ===`, <case> being the case's input file
// name without its extension (`=== 1 ===` for 1.in). A case without its section gets Wrong Answer;
// a section naming no case, a case named twice, or text before the first section is a Compile
// Error saying which. The output is then judged as a program's would be (comparison or checker).
import { caseResult } from './case-context.ts';
import { excerpt, judgeOutput, type OutputJudging } from './run-case.ts';
import type { CaseResult, TestCase } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

export const ANSWER_LANGUAGE = 'Answer';

const HEADER = /^=== (.+) ===\r?\n?$/;

/** the name a case's answer section uses: its input file name without the extension */
export function answerCaseName(testCase: TestCase): string {
  const base = testCase.inputName.split('/').pop() ?? testCase.inputName;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

export type ParsedAnswers = { ok: true; answers: Map<string, Buffer> } | { ok: false; message: string };

/** the submission's answers by case name, or why the text cannot be read */
export function parseAnswers(code: string, cases: readonly TestCase[]): ParsedAnswers {
  const names = cases.map(answerCaseName);
  const lines = code.split(/(?<=\n)/);
  const firstHeader = lines.findIndex((l) => HEADER.test(l));
  if (firstHeader < 0) {
    if (cases.length === 1) return { ok: true, answers: new Map([[names[0], Buffer.from(code)]]) };
    return { ok: false, message: `This problem has ${cases.length} test cases (${names.join(', ')}): start the answer of each with a line "=== <case> ===", e.g. "=== ${names[0]} ===".` };
  }
  if (lines.slice(0, firstHeader).some((l) => l.trim() !== '')) {
    return { ok: false, message: 'Text before the first "=== <case> ===" line belongs to no test case.' };
  }
  const answers = new Map<string, Buffer>();
  let current: { name: string; lines: string[] } | null = null;
  const close = () => { if (current) answers.set(current.name, Buffer.from(current.lines.join(''))); };
  for (const line of lines.slice(firstHeader)) {
    const header = HEADER.exec(line);
    if (!header) { current!.lines.push(line); continue; }
    close();
    const name = header[1].trim();
    if (!names.includes(name)) return { ok: false, message: `"=== ${name} ===": this problem has no test case ${name} (its cases: ${names.join(', ')}).` };
    if (answers.has(name)) return { ok: false, message: `"=== ${name} ===" appears twice.` };
    current = { name, lines: [] };
  }
  close();
  return { ok: true, answers };
}

/** one case of an answer submission: its section, judged as a program's output would be (run-case.ts) */
export async function judgeAnswerCase(ctx: OutputJudging, testCase: TestCase, seq: number, answers: ReadonlyMap<string, Buffer>): Promise<CaseResult> {
  const name = answerCaseName(testCase);
  const answer = answers.get(name);
  if (!answer) {
    return caseResult(testCase, seq, { status: JudgeStatus.WRONG_ANSWER, timeMs: 0, memoryKb: 0, score: 0, userOutput: '', message: `No answer was submitted for test case ${name}` });
  }
  return judgeOutput(ctx, testCase, seq, answer, { timeMs: 0, memoryKb: 0, userOutput: excerpt(answer) });
}
