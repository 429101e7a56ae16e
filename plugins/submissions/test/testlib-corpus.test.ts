// The judge's testlib-shaped corpus (issue 19) through the web API, as a problem setter and
// contestants meet it: problems made by an admin with the interactor or checker as the special
// judge code and `testlib.h` (the corpus's own testlib-like header) as a judge extra file, then
// submissions judged by a real judge node and read back as the problem page shows them.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TestSite } from '@oj/kernel/testing';
import { folderTestData, startTestJudge } from './judge.ts';
import { submit, verdict } from './helpers.ts';

const corpus = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'judge-runners', 'engine', 'test', 'corpus');
const src = (...parts: string[]) => readFileSync(join(corpus, ...parts), 'utf8');
const judgeExtraFile = JSON.stringify({ 'testlib.h': src('testlib-like', 'testlib.h') });
const STATUS = { AC: 0, WA: -1, TLE: 1, PAC: 8 };

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } }],
});
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
const { token: rootToken } = await site.userWithToken('setter', 'root');

async function createProblem(problemId: string, problem: Record<string, unknown>, cases: Array<[string, string, number | null]>): Promise<number> {
  const body = {
    problem: { problemId, title: `testlib ${problemId}`, description: 'testlib-shaped judging', timeLimit: 500, memoryLimit: 256, codeShare: true, spjLanguage: 'SPJ-C++', judgeExtraFile, ...problem },
    languages: [{ name: 'C++' }, { name: 'Python3' }, { name: 'Java' }, { name: 'C' }],
    samples: cases.map(([input, output, score]) => ({ input, output, score, groupNum: null })),
    isUploadTestCase: false,
  };
  const res = await site.api<{ pid: number }>('POST', '/api/admin/problem', { token: rootToken, body });
  if (res.status !== 200) throw new Error(`create ${problemId}: ${res.msg}`);
  return res.data.pid;
}

const queryCases: Array<[string, string, number | null]> = ['1', '2'].map((n) => [src('query-limit', `${n}.in`), src('query-limit', `${n}.out`), null]);
const interactivePid = await createProblem('T19I', { judgeMode: 'interactive', spjCode: src('testlib-like', 'interactor.cpp') }, queryCases);
const sumCases = (score: number | null): Array<[string, string, number | null]> => [['1 2\n', '3\n', score], ['40 2\n', '42\n', score]];
const pointsOiPid = await createProblem('T19P', { type: 1, judgeMode: 'spj', spjCode: src('testlib-like', 'points-checker.cpp') }, sumCases(50));
const percentOiPid = await createProblem('T19C', { type: 1, judgeMode: 'spj', spjCode: src('testlib-like', 'percent-checker.cpp') }, sumCases(50));
const pointsAcmPid = await createProblem('T19A', { judgeMode: 'spj', spjCode: src('testlib-like', 'points-checker.cpp') }, sumCases(null));
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });
const { token } = await site.userWithToken('contestant');

async function caseList(submitId: number) {
  const r = await site.api<{ judgeMode: string; judgeCaseList: Array<{ status: number; score: number; userOutput: string; message: string }> }>('GET', '/api/get-all-case-result', { token, query: { submitId } });
  return r.data.judgeCaseList;
}

t.test('a testlib interactor with a query limit: AC, over the limit, wrong answer and no flush in C++, Python3 and Java', async (t) => {
  const runs: Array<[string, string, string, number]> = [];
  for (const [language, ext] of [['C++', 'cpp'], ['Python3', 'py'], ['Java', 'java']]) {
    runs.push([language, 'ac', ext, STATUS.AC], [language, 'over-limit', ext, STATUS.WA], [language, 'wrong-answer', ext, STATUS.WA], [language, 'no-flush', ext, STATUS.TLE]);
  }
  const ids = [];
  for (const [language, kind, ext] of runs) ids.push(await submit(site, token, interactivePid, language, src('query-limit', `${kind}.${ext}`)));
  for (const [i, [language, kind, , status]] of runs.entries()) {
    const seen = await verdict(site, ids[i], token);
    t.equal(seen.status, status, `${language} ${kind}`);
  }
  t.match((await caseList(ids[0]))[0].message, /^ok found 777 in 20 queries/, 'the interactor\'s message is shown with the case');
  t.match((await caseList(ids[1]))[0].message, /^wrong answer more than 20 queries/);
});

t.test('OI checkers with partial points: quitp shares and partially correct percentages', async (t) => {
  const offByOne = src('checkers', 'off-by-one.c');
  const points = await verdict(site, await submit(site, token, pointsOiPid, 'C', offByOne), token);
  t.match(points, { status: STATUS.PAC, score: 50 });
  // the checker's message and the program's output apart (issue 28 item 15)
  t.match(await caseList(points.submitId), [{ status: STATUS.PAC, score: 25, message: /^points 0.5 one off/, userOutput: '4\n' }, { status: STATUS.PAC, score: 25, userOutput: '43\n' }]);
  const percent = await verdict(site, await submit(site, token, percentOiPid, 'C', offByOne), token);
  t.match(percent, { status: STATUS.PAC, score: 30 });
  t.match(await caseList(percent.submitId), [{ status: STATUS.PAC, score: 15, message: /^partially correct \(30\)/ }]);
  const exact = await verdict(site, await submit(site, token, pointsOiPid, 'Java', src('java', 'ac.java')), token);
  t.match(exact, { status: STATUS.AC, score: 100 });
});

t.test('ACM: a checker\'s partial result shows Partial Accepted on the case and Wrong Answer on the submission', async (t) => {
  const seen = await verdict(site, await submit(site, token, pointsAcmPid, 'C', src('checkers', 'off-by-one.c')), token);
  t.equal(seen.status, STATUS.WA);
  t.same((await caseList(seen.submitId)).map((c) => c.status), [STATUS.PAC, STATUS.PAC]);
});
