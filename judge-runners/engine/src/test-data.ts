// Test data in the reference's layout (reference §4.6): a folder of input/output pairs and an
// optional `info` JSON file listing the cases with their scores and subtask groups.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { JudgeCaseMode, JudgeMode, type TestCase } from './schema.ts';

/** The info file as the reference writes it; md5 fields are accepted and not needed. */
export const TestDataInfo = Type.Object({
  mode: Type.Optional(JudgeMode),
  judgeCaseMode: Type.Optional(JudgeCaseMode),
  version: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  testCasesSize: Type.Optional(Type.Integer()),
  testCases: Type.Array(Type.Object({
    caseId: Type.Optional(Type.Integer()),
    inputName: Type.String(),
    outputName: Type.String(),
    score: Type.Optional(Type.Number({ minimum: 0 })),
    groupNum: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  })),
});
export type TestDataInfo = Static<typeof TestDataInfo>;

export interface TestDataSet {
  dir: string;
  cases: TestCase[];
  /** from the info file, when it has one */
  judgeMode?: JudgeMode;
  judgeCaseMode?: JudgeCaseMode;
  /** whether the scores came from the info file (an OI problem) or were spread evenly */
  scored: boolean;
}

/** the total an unscored folder's cases share */
export const DEFAULT_TOTAL_SCORE = 100;

/** reference §4.6: sorted by name length, then by name */
function byNameLengthThenName(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** `X.in` + `X.out`|`X.ans`, or `*input*.txt` + `*output*.txt`; a missing output is empty. */
export function pairTestFiles(names: string[]): Array<{ inputName: string; outputName: string | null }> {
  const present = new Set(names);
  const pairs: Array<{ inputName: string; outputName: string | null }> = [];
  for (const name of [...names].sort(byNameLengthThenName)) {
    if (name.endsWith('.in')) {
      const base = name.slice(0, -3);
      const outputName = [`${base}.out`, `${base}.ans`].find((n) => present.has(n)) ?? null;
      pairs.push({ inputName: name, outputName });
    } else if (name.endsWith('.txt') && name.includes('input')) {
      const outputName = name.replace('input', 'output');
      pairs.push({ inputName: name, outputName: present.has(outputName) ? outputName : null });
    }
  }
  return pairs;
}

/** Scores summing to DEFAULT_TOTAL_SCORE, the remainder going to the last cases. */
export function evenScores(count: number): number[] {
  const base = Math.floor(DEFAULT_TOTAL_SCORE / count);
  const extra = DEFAULT_TOTAL_SCORE - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - extra ? 1 : 0));
}

export function parseTestDataInfo(text: string): TestDataInfo {
  const parsed: unknown = JSON.parse(text);
  if (!Value.Check(TestDataInfo, parsed)) {
    const first = Value.Errors(TestDataInfo, parsed).First();
    throw new Error(`test data info file: ${first ? `${first.path} ${first.message}` : 'invalid'}`);
  }
  return parsed;
}

function isPlainName(name: string): boolean {
  return /^[^/\\]+$/.test(name) && name !== '.' && name !== '..';
}

export async function readTestData(dir: string): Promise<TestDataSet> {
  const names = await readdir(dir);
  if (names.includes('info')) {
    const info = parseTestDataInfo(await readFile(join(dir, 'info'), 'utf8'));
    const scored = info.testCases.some((c) => c.score !== undefined);
    const fallback = evenScores(Math.max(1, info.testCases.length));
    const cases = info.testCases.map((c, i): TestCase => {
      if (!isPlainName(c.inputName) || !isPlainName(c.outputName)) throw new Error(`test data info file: bad file name in case ${i + 1}`);
      return {
        caseId: c.caseId ?? i + 1,
        inputName: c.inputName,
        outputName: c.outputName,
        score: scored ? c.score ?? 0 : fallback[i],
        ...(c.groupNum != null ? { groupNum: c.groupNum } : {}),
      };
    });
    return { dir, cases, judgeMode: info.mode, judgeCaseMode: info.judgeCaseMode, scored };
  }
  const pairs = pairTestFiles(names);
  if (pairs.length === 0) throw new Error(`no test cases in ${dir} (expected 1.in/1.out pairs or an info file)`);
  const scores = evenScores(pairs.length);
  return {
    dir,
    scored: false,
    cases: pairs.map((p, i) => ({ caseId: i + 1, inputName: p.inputName, outputName: p.outputName ?? '', score: scores[i] })),
  };
}
