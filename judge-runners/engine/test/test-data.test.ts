import t from 'tap';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTestData, pairTestFiles, evenScores } from '../src/index.ts';

t.test('cases pair X.in with X.out or X.ans, sorted by name length then name', async (t) => {
  t.same(pairTestFiles(['10.in', '10.out', '2.in', '2.ans', '1.in', '1.out', 'readme']), [
    { inputName: '1.in', outputName: '1.out' }, { inputName: '2.in', outputName: '2.ans' }, { inputName: '10.in', outputName: '10.out' },
  ]);
  t.same(pairTestFiles(['input1.txt', 'output1.txt', 'a.in']), [{ inputName: 'a.in', outputName: null }, { inputName: 'input1.txt', outputName: 'output1.txt' }]);
});

t.test('a folder without an info file shares 100 points evenly', async (t) => {
  t.same(evenScores(3), [33, 33, 34]);
  const dir = mkdtempSync(join(tmpdir(), 'oj-td-'));
  for (const n of ['1.in', '1.out', '2.in', '2.out']) writeFileSync(join(dir, n), 'x');
  const data = await readTestData(dir);
  t.same(data.cases.map((c) => [c.caseId, c.inputName, c.outputName, c.score]), [[1, '1.in', '1.out', 50], [2, '2.in', '2.out', 50]]);
  t.equal(data.scored, false);
});

t.test('the info file gives cases, scores, groups and the modes', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-td-'));
  writeFileSync(join(dir, 'info'), JSON.stringify({
    mode: 'default', judgeCaseMode: 'subtask_lowest', version: '1', testCasesSize: 2,
    testCases: [
      { caseId: 7, inputName: 'a.in', outputName: 'a.out', score: 40, groupNum: 1, outputMd5: 'x', outputSize: 1, allStrippedOutputMd5: 'x', EOFStrippedOutputMd5: 'x' },
      { caseId: 8, inputName: 'b.in', outputName: 'b.out', score: 60, groupNum: 2 },
    ],
  }));
  const data = await readTestData(dir);
  t.equal(data.judgeCaseMode, 'subtask_lowest');
  t.same(data.cases, [
    { caseId: 7, inputName: 'a.in', outputName: 'a.out', score: 40, groupNum: 1 },
    { caseId: 8, inputName: 'b.in', outputName: 'b.out', score: 60, groupNum: 2 },
  ]);
});

t.test('an info file naming files outside the folder is refused', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-td-'));
  writeFileSync(join(dir, 'info'), JSON.stringify({ testCases: [{ inputName: '../../etc/passwd', outputName: '1.out' }] }));
  await t.rejects(readTestData(dir), /bad file name/);
});
