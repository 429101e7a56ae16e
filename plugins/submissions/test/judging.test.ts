// Submit to verdict with a real judge node: A+B in C++ and Python (AC, WA, CE, TLE), the
// summaries that follow a verdict, and results applied once per attempt.
import t from 'tap';
import { join } from 'node:path';
import { TestSite } from '@oj/kernel/testing';
import { FINAL_JOB_NAME, JUDGE_RESULTS_QUEUE, PROTOCOL_VERSION, type JudgeFinalMessage } from '@oj/judge-worker/protocol';
import { folderTestData, startTestJudge } from './judge.ts';
import { AB, createAbProblem, detail, submit, until, verdict } from './helpers.ts';

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } }],
});
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
const { token: rootToken } = await site.userWithToken('boss', 'root');
const acmPid = await createAbProblem(site, rootToken, '1000');
const oiPid = await createAbProblem(site, rootToken, '1001', { type: 1, difficulty: 2 });
const judge = await startTestJudge(site, folderTestData(join(site.dataDir, 'problems', 'testcase'), 'problem_'));
t.teardown(async () => { await judge.close(); await site.close(); });

const { uid, token } = await site.userWithToken('alice');

t.test('A+B in C++ and Python: accepted, wrong answer, compile error, time limit', async (t) => {
  const cases: Array<[string, string, number]> = [
    ['C++', AB.cppAc, 0], ['C++', AB.cppWa, -1], ['C++', AB.cppCe, -2], ['C++', AB.cppTle, 1],
    ['Python3', AB.pyAc, 0], ['Python3', AB.pyWa, -1], ['Python3', AB.pyCe, -2], ['Python3', AB.pyTle, 1],
  ];
  const ids = [];
  for (const [language, code] of cases) ids.push(await submit(site, token, acmPid, language, code));
  for (const [i, [language, , status]] of cases.entries()) {
    const s = await verdict(site, ids[i], token);
    t.equal(s.status, status, `${language} #${i}: status ${status}`);
    t.equal(s.judger, 'test-judge');
    if (status === -2) {
      t.ok(s.errorMessage && s.errorMessage.length > 0, 'the compiler message is shown');
      t.same([s.time, s.memory], [null, null], 'nothing ran: no time or memory (shown as "-")');
    }
    if (status === 0) t.ok(s.time !== null && s.memory !== null, 'time and memory are filled');
  }
  const cases0 = await site.api<{ judgeCaseList: { status: number }[] }>('GET', '/api/get-all-case-result', { token, query: { submitId: ids[0] } });
  t.same(cases0.data.judgeCaseList.map((c) => c.status), [0, 0, 0], 'three accepted cases');
});

t.test('an OI problem scores, and the OI rank score is round(0.1 × score + 2 × difficulty)', async (t) => {
  const id = await submit(site, token, oiPid, 'C++', AB.cppAc);
  const s = await verdict(site, id, token);
  t.equal(s.status, 0);
  t.equal(s.score, 100);
  t.equal(s.oiRankScore, Math.round(0.1 * 100 + 2 * 2));
  const oi = await site.api<{ records: { username: string; score: number }[] }>('GET', '/api/get-rank-list', { query: { type: 'OI' } });
  t.match(oi.data.records.find((r) => r.username === 'alice'), { score: 14 });
});

t.test('a final result sent twice, or for an old attempt, is applied once', async (t) => {
  const id = await submit(site, token, acmPid, 'C++', AB.cppAc);
  const first = await verdict(site, id, token);
  t.equal(first.status, 0);
  const rankBefore = await site.api<{ records: { username: string; ac: number; total: number }[] }>('GET', '/api/get-rank-list', {});
  const fake: JudgeFinalMessage = {
    protocolVersion: PROTOCOL_VERSION, kind: 'final', submissionId: id, attempt: 1, judger: 'intruder', sentAt: Date.now(),
    outcome: { status: -1, score: 0, timeMs: 1, memoryKb: 1, compileMessage: '', message: '', judgeCaseMode: 'default', cases: [], subtasks: [] },
  };
  // a resend under another job id still reaches the worker: the attempt is already judged
  await site.kernel.queues.add(JUDGE_RESULTS_QUEUE, FINAL_JOB_NAME, fake, { jobId: `again:${id}:1` });
  await site.kernel.queues.add(JUDGE_RESULTS_QUEUE, FINAL_JOB_NAME, { ...fake, attempt: 7 }, { jobId: `again:${id}:7` });
  await until(async () => (await site.kernel.queues.queue(JUDGE_RESULTS_QUEUE).getJobCounts('waiting', 'active')).waiting === 0);
  await new Promise((r) => setTimeout(r, 300));
  const after = await detail(site, id, token);
  t.equal(after.status, 0, 'still accepted');
  t.equal(after.judger, 'test-judge');
  const rankAfter = await site.api<{ records: { username: string; ac: number; total: number }[] }>('GET', '/api/get-rank-list', {});
  t.same(rankAfter.data.records, rankBefore.data.records, 'ranks unchanged');
});

t.test('rank, home widgets, profile and heatmap follow the verdicts', async (t) => {
  const acm = await site.api<{ records: { uid: string; username: string; ac: number; total: number }[] }>('GET', '/api/get-rank-list', { query: { type: 'ACM' } });
  const row = acm.data.records.find((r) => r.uid === uid)!;
  t.equal(row.ac, 2, 'two problems solved');
  t.equal(row.total, 10, 'ten submissions');
  const seven = await site.api<{ username: string; ac: number }[]>('GET', '/api/get-recent-seven-ac-rank');
  t.same(seven.data.map((r) => [r.username, r.ac]), [['alice', 2]]);
  const week = await site.api<{ dateStr: string[]; acCountList: number[]; totalCountList: number[] }>('GET', '/api/get-last-week-submission-statistics');
  t.equal(week.data.dateStr.length, 7);
  t.equal(week.data.totalCountList.at(-1), 10);
  t.equal(week.data.acCountList.at(-1), 4, 'C++, Python, OI and the repeat were accepted today');
  const home = await site.api<{ total: number; solvedList: string[]; solvedGroupByDifficulty: Record<string, unknown[]> }>('GET', '/api/get-user-home-info', { query: { username: 'alice' } });
  t.equal(home.data.total, 10);
  t.same(home.data.solvedList, ['1000', '1001']);
  // keyed by level number (2 Hard), as the reference does: the profile page names the level per language
  t.equal(home.data.solvedGroupByDifficulty['2']?.length, 1);
  t.equal(home.data.solvedGroupByDifficulty.Hard, undefined);
  const heat = await site.api<{ dataList: { date: string; count: number }[] }>('GET', '/api/get-user-calendar-heatmap', { query: { username: 'alice' } });
  t.equal(heat.data.dataList.at(-1)?.count, 10);
});
