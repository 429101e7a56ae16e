// The board's rules (reference §5.1, §5.2) on hand-made records: ACM order, penalties and which
// verdicts cost one, first AC, the seal, after-contest solutions, star users, shared ranks,
// awards; OI by the recent or the highest score, with the run time as the tie-break.
import t from 'tap';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { acmRows, oiRows, placeRows, sealedFor, type RecordRow } from '../server/board.ts';
import type { ContestRow } from '../server/core.ts';
import type { AcmRankRow, OiRankRow } from '../shared/board.ts';

const START = new Date('2026-01-01T08:00:00Z');
const HOUR = 3600;

function contest(over: Partial<ContestRow> = {}): ContestRow {
  return {
    id: 1, uid: 'author', author: 'author', title: 'T', description: '', type: 0, source: 0, auth: 0, pwd: null,
    startTime: START, endTime: new Date(START.getTime() + 5 * HOUR * 1000), duration: 5 * HOUR, sealRank: false, sealRankTime: null,
    autoRealRank: true, visible: true, openPrint: false, openAccountLimit: false, accountLimitRule: null, rankShowName: 'username',
    starAccount: [], openRank: true, allowEndSubmit: false, oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], gid: null, teamMode: false,
    gmtCreate: START, gmtModified: START, ...over,
  };
}

let submitId = 0;
function rec(uid: string, displayId: string, minute: number, status: number, extra: Partial<RecordRow> = {}): RecordRow {
  submitId += 1;
  return { id: submitId, uid, pid: displayId.charCodeAt(0), displayId, submitId, username: uid, status, submitTime: START, time: minute * 60, score: null, useTime: null, ...extra };
}

const people = new Map(['ann', 'ben', 'cat', 'dan', 'eve'].map((u) => [u, { uid: u, username: u, nickname: null, realname: null, school: null, gender: null, avatar: null }]));
const open = { sealed: false, containsEnd: false };
const names = (rows: Array<{ username: string; rank: number }>) => rows.map((r) => [r.rank, r.username]);

t.test('ACM: solved desc, penalty asc; 20 minutes per penalised try; CE and SE cost nothing', async (t) => {
  const c = contest();
  const rows = placeRows(c, acmRows(c, [
    rec('ann', 'A', 10, JudgeStatus.ACCEPTED),
    rec('ben', 'A', 5, JudgeStatus.WRONG_ANSWER),
    rec('ben', 'A', 6, JudgeStatus.COMPILE_ERROR),
    rec('ben', 'A', 7, JudgeStatus.SYSTEM_ERROR),
    rec('ben', 'A', 8, JudgeStatus.ACCEPTED),
    rec('ben', 'B', 20, JudgeStatus.ACCEPTED),
    rec('ben', 'B', 30, JudgeStatus.WRONG_ANSWER),
    rec('cat', 'B', 1, JudgeStatus.TIME_LIMIT_EXCEEDED),
    rec('cat', 'B', 2, JudgeStatus.RUNTIME_ERROR),
  ], people, open)) as AcmRankRow[];
  t.same(names(rows), [[1, 'ben'], [2, 'ann'], [3, 'cat']]);
  const ben = rows[0];
  t.equal(ben.ac, 2);
  t.equal(ben.totalTime, (8 + 20 + 20) * 60, 'A at 8 + one WA (20) + B at 20; nothing after the AC counts');
  t.same(ben.submissionInfo.A, { isAC: true, ACTime: 480, errorNum: 1, tryNum: 0, isFirstAC: true, isAfterContest: false }, 'ben solved A first (8 < 10)');
  t.equal(rows[1].submissionInfo.A.isFirstAC, false);
  t.same(rows[2].submissionInfo.B, { isAC: false, ACTime: null, errorNum: 2, tryNum: 0, isFirstAC: false, isAfterContest: false });
});

t.test('ACM: equal results share a rank, the next one skips; star users are -1 and do not count', async (t) => {
  const c = contest({ starAccount: ['ann'] });
  const rows = placeRows(c, acmRows(c, [
    rec('ann', 'A', 1, JudgeStatus.ACCEPTED),
    rec('ben', 'A', 10, JudgeStatus.ACCEPTED),
    rec('cat', 'A', 10, JudgeStatus.ACCEPTED),
    rec('dan', 'A', 30, JudgeStatus.ACCEPTED),
  ], people, open));
  t.same(names(rows), [[-1, 'ann'], [1, 'ben'], [1, 'cat'], [3, 'dan']]);
  const plain = contest();
  const tie = acmRows(plain, [rec('ben', 'A', 10, JudgeStatus.ACCEPTED), rec('cat', 'A', 10, JudgeStatus.ACCEPTED), rec('dan', 'A', 30, JudgeStatus.ACCEPTED)], people, open);
  t.same(tie.map((r) => r.submissionInfo.A.isFirstAC), [true, true, false], 'equal first times share the first AC');
});

t.test('ACM seal: tries after the seal time show as pending; the real board for an admin who asks', async (t) => {
  const c = contest({ sealRank: true, sealRankTime: new Date(START.getTime() + 4 * HOUR * 1000) });
  const records = [rec('ann', 'A', 10, JudgeStatus.ACCEPTED), rec('ben', 'A', 250, JudgeStatus.ACCEPTED), rec('ben', 'B', 241, JudgeStatus.WRONG_ANSWER)];
  const sealed = placeRows(c, acmRows(c, records, people, { sealed: true, containsEnd: false })) as AcmRankRow[];
  t.same(names(sealed), [[1, 'ann'], [2, 'ben']]);
  t.same(sealed[1].submissionInfo.A, { isAC: false, ACTime: null, errorNum: 0, tryNum: 1, isFirstAC: false, isAfterContest: false });
  t.equal(sealed[1].submissionInfo.B.tryNum, 1, 'a wrong try after the seal is hidden too');
  const real = placeRows(c, acmRows(c, records, people, open)) as AcmRankRow[];
  t.equal(real.find((r) => r.username === 'ben')!.ac, 1);
  const during = new Date(START.getTime() + 4.5 * HOUR * 1000).getTime();
  t.equal(sealedFor(c, false, true, during), true, 'a contestant cannot force the real board');
  t.equal(sealedFor(c, true, false, during), true, 'an admin sees the sealed board by default');
  t.equal(sealedFor(c, true, true, during), false, 'and the real one when asking');
  t.equal(sealedFor(c, false, false, c.endTime.getTime() + 1000), false, 'auto real rank after the end');
  t.equal(sealedFor({ ...c, autoRealRank: false }, false, false, c.endTime.getTime() + 1000), true, 'kept sealed without it');
});

t.test('ACM after the end: only with allowEndSubmit and containsEnd, marked, not counted', async (t) => {
  const records = [rec('ann', 'A', 301, JudgeStatus.ACCEPTED), rec('ben', 'A', 100, JudgeStatus.ACCEPTED)];
  t.same(names(placeRows(contest(), acmRows(contest(), records, people, { sealed: false, containsEnd: true }))), [[1, 'ben']], 'not without allowEndSubmit');
  const c = contest({ allowEndSubmit: true });
  t.same(names(placeRows(c, acmRows(c, records, people, open))), [[1, 'ben']], 'not without containsEnd');
  const rows = placeRows(c, acmRows(c, records, people, { sealed: false, containsEnd: true })) as AcmRankRow[];
  const ann = rows.find((r) => r.username === 'ann')!;
  t.same([ann.ac, ann.submissionInfo.A.isAC, ann.submissionInfo.A.isAfterContest], [0, true, true]);
});

t.test('awards: by number or by proportion, in priority order, only to those who solved something', async (t) => {
  const records = ['ann', 'ben', 'cat', 'dan'].map((u, i) => rec(u, 'A', i + 1, JudgeStatus.ACCEPTED)).concat([rec('eve', 'A', 1, JudgeStatus.WRONG_ANSWER)]);
  const gold = { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 };
  const silver = { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 2 };
  const c = contest({ awardType: 2, awardConfig: [{ ...silver, num: 5 }, gold] });
  const rows = placeRows(c, acmRows(c, records, people, open));
  t.same(rows.map((r) => r.awardName), ['Gold', 'Silver', 'Silver', 'Silver', null], 'eve solved nothing: no award');
  const byShare = contest({ awardType: 1, awardConfig: [{ ...gold, num: 20 }, { ...silver, num: 40 }] });
  t.same(placeRows(byShare, acmRows(byShare, records, people, open)).map((r) => r.awardName), ['Gold', 'Silver', 'Silver', null, null], '20% and 40% of five ranked users');
});

t.test('OI: the recent or the highest score per problem; run time of full solutions breaks ties', async (t) => {
  const records = [
    rec('ann', 'A', 10, JudgeStatus.ACCEPTED, { score: 100, useTime: 50 }),
    rec('ann', 'A', 20, JudgeStatus.PARTIAL_ACCEPTED, { score: 40, useTime: 30 }),
    rec('ben', 'A', 5, JudgeStatus.ACCEPTED, { score: 100, useTime: 90 }),
    rec('ben', 'B', 6, JudgeStatus.WRONG_ANSWER, { score: 0, useTime: 10 }),
    rec('cat', 'A', 7, JudgeStatus.ACCEPTED, { score: 100, useTime: 20 }),
  ];
  const recent = contest({ type: 1 });
  const r1 = placeRows(recent, oiRows(recent, records, people, open)) as OiRankRow[];
  t.same(r1.map((r) => [r.rank, r.username, r.totalScore, r.totalTime]), [[1, 'cat', 100, 20], [2, 'ben', 100, 90], [3, 'ann', 40, 0]], 'ann\'s latest is 40');
  t.same(r1[1].submissionInfo, { A: 100, B: 0 });
  const highest = contest({ type: 1, oiRankScoreType: 'Highest' });
  const r2 = placeRows(highest, oiRows(highest, records, people, open)) as OiRankRow[];
  t.same(r2.map((r) => [r.username, r.totalScore, r.totalTime]), [['cat', 100, 20], ['ann', 100, 50], ['ben', 100, 90]], 'ann\'s best is 100; the run time of her full solution counts');
});

t.test('OI seal: only what was judged before the seal time counts', async (t) => {
  const c = contest({ type: 1, sealRank: true, sealRankTime: new Date(START.getTime() + HOUR * 1000) });
  const records = [rec('ann', 'A', 10, JudgeStatus.PARTIAL_ACCEPTED, { score: 30 }), rec('ann', 'A', 70, JudgeStatus.ACCEPTED, { score: 100, useTime: 5 })];
  t.equal((oiRows(c, records, people, { sealed: true, containsEnd: false })[0] as OiRankRow).totalScore, 30);
  t.equal((oiRows(c, records, people, open)[0] as OiRankRow).totalScore, 100);
});

t.test('people not on the board (the author, super admins) are left out', async (t) => {
  const c = contest();
  const rows = acmRows(c, [rec('ann', 'A', 1, JudgeStatus.ACCEPTED), rec('zed', 'A', 0, JudgeStatus.ACCEPTED)], people, open);
  t.same(rows.map((r) => r.username), ['ann'], 'only those the board was given');
  t.equal(rows[0].submissionInfo.A.isFirstAC, true, 'and the first AC is among them');
});

t.test('a live board fed one record at a time, in any order, with changed verdicts, equals a fresh count', async (t) => {
  const { LiveBoard } = await import('../server/board.ts');
  const statuses = [JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER, JudgeStatus.COMPILE_ERROR, JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.PARTIAL_ACCEPTED];
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (const type of [0, 1]) {
    for (const variant of [{ sealed: false, containsEnd: false }, { sealed: true, containsEnd: false }, { sealed: false, containsEnd: true }]) {
      const c = contest({ type, sealRank: true, sealRankTime: new Date(START.getTime() + 4 * HOUR * 1000), allowEndSubmit: true, oiRankScoreType: type ? 'Highest' : 'Recent', starAccount: ['eve'], awardType: type ? 1 : 2,
        awardConfig: type ? [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 20 }, { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#fff', num: 40 }]
          : [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 }] });
      const records = Array.from({ length: 300 }, () => rec(['ann', 'ben', 'cat', 'dan', 'eve'][Math.floor(random() * 5)], 'ABC'[Math.floor(random() * 3)], Math.floor(random() * 320),
        statuses[Math.floor(random() * statuses.length)], { score: Math.floor(random() * 101), useTime: Math.floor(random() * 900) }));
      const live = new LiveBoard(c, variant, people, []);
      const shuffled = [...records].sort(() => random() - 0.5);
      for (const r of shuffled) live.apply({ ...r });
      // a rejudge changes some verdicts afterwards
      const changed = shuffled.slice(0, 40).map((r) => ({ ...r, status: statuses[Math.floor(random() * statuses.length)], score: Math.floor(random() * 101) }));
      for (const r of changed) live.apply(r);
      const final = records.map((r) => changed.find((x) => x.submitId === r.submitId) ?? r);
      const fresh = placeRows(c, type ? oiRows(c, final, people, variant) : acmRows(c, final, people, variant));
      const view = (rows: unknown[]) => JSON.parse(JSON.stringify(rows)) as unknown[];
      // a page read places only its rows: every position placed that way equals the whole board placed
      const byPage = view(live.placedAt(live.live().map((_, i) => i)));
      t.same(view(live.rows()), view(fresh), `${type ? 'OI' : 'ACM'} ${JSON.stringify(variant)}`);
      t.same(byPage, view(fresh), `${type ? 'OI' : 'ACM'} ${JSON.stringify(variant)}: rows placed one page at a time`);
    }
  }
});
