// The board's pages as the in-contest rank and the outside scoreboard answer them (spec 3 §2–§4):
// page sizes and pages, the followed users and the caller's own row on top of page 1, leaving the
// star users out, the search by shown name or school that keeps places, and a verdict showing on
// the next read of a page that is kept written out for everyone.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { PLUGINS, addContestProblem, addRecord, createContest } from './helpers.ts';
import type { AcmRankRow } from '../shared/board.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const owner = await site.userWithToken('owner', 'admin');
const USERS = 60;
const people: Array<{ uid: string; username: string }> = [];
for (let i = 1; i <= USERS; i++) {
  const username = `p${String(i).padStart(2, '0')}`;
  const uid = await site.createUser(username, 'secret123', 'default_user', { school: i % 2 ? 'North High' : 'South High', nickname: `Nick ${i}` });
  people.push({ uid, username });
}
const cid = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Paged', phase: 'running', openRank: true, visible: true, starAccount: JSON.stringify(['p03']) });
const cpid = await addContestProblem(site, cid, 501, 'A');
// user i solves A at minute i: p01 first … p60 last; p03 is a star
let submitId = 1000;
for (const [i, p] of people.entries()) {
  await addRecord(site, { cid, uid: p.uid, username: p.username, pid: 501, cpid, displayId: 'A', submitId: submitId++, status: JudgeStatus.ACCEPTED, time: (i + 1) * 60 });
}
type Page = { records: AcmRankRow[]; total: number; size: number; current: number; pages: number };
const board = (body: Record<string, unknown>, token?: string) =>
  site.api<Page>('POST', '/api/get-contest-outside-scoreboard', { token, body: { cid, ...body } });

t.test('page sizes, pages and places', async (t) => {
  const first = await board({});
  t.equal(first.data.size, 50, 'default 50 a page');
  t.equal(first.data.total, USERS);
  t.equal(first.data.pages, 2);
  t.same(first.data.records.slice(0, 4).map((r) => [r.username, r.rank]), [['p01', 1], ['p02', 2], ['p03', -1], ['p04', 3]], 'a star has rank -1 and takes no place');
  const second = await board({ currentPage: 2, limit: 10 });
  t.same([second.data.current, second.data.size, second.data.pages], [2, 10, 6]);
  t.same(second.data.records.map((r) => r.username), ['p11', 'p12', 'p13', 'p14', 'p15', 'p16', 'p17', 'p18', 'p19', 'p20']);
  t.equal((await board({ limit: 1000 })).data.size, 300, 'at most 300 a page');
});

t.test('removeStar leaves the star users out of the rows and the total', async (t) => {
  const r = await board({ removeStar: true, limit: 10 });
  t.equal(r.data.total, USERS - 1);
  t.notOk(r.data.records.some((x) => x.username === 'p03'));
});

t.test('the followed users and the caller\'s own row come on top of page 1, in the board\'s order', async (t) => {
  const me = await site.login('p40', 'secret123');
  const followed = [people[54]!.uid, people[9]!.uid, 'nobody'];
  const r = await board({ limit: 10, concernedList: followed }, me);
  t.same(r.data.records.slice(0, 3).map((x) => [x.username, x.isConcerned, x.rank]), [['p10', true, 9], ['p40', true, 39], ['p55', true, 54]]);
  t.same(r.data.records.slice(3, 5).map((x) => [x.username, x.isConcerned]), [['p01', false], ['p02', false]], 'then the page as it is');
  t.equal(r.data.records.length, 13);
  t.equal((await board({ currentPage: 2, limit: 10, concernedList: followed }, me)).data.records[0]!.username, 'p11', 'only on page 1');
  const starFollowed = await board({ limit: 10, concernedList: [people[2]!.uid], removeStar: true });
  t.notOk(starFollowed.data.records.some((x) => x.username === 'p03'), 'a followed star is left out with the stars');
});

t.test('search: shown name or school, any case, places kept', async (t) => {
  const r = await board({ keyword: 'P1', limit: 50 });
  t.same(r.data.records.map((x) => x.username), ['p10', 'p11', 'p12', 'p13', 'p14', 'p15', 'p16', 'p17', 'p18', 'p19']);
  t.same(r.data.records.slice(0, 2).map((x) => x.rank), [9, 10], 'the places of the whole board');
  t.equal((await board({ keyword: 'south high' })).data.total, 30, 'school');
  t.equal((await board({ keyword: 'nick' })).data.total, 0, 'the shown name is the username here (rankShowName)');
  const followed = await board({ keyword: 'p2', concernedList: [people[0]!.uid, people[24]!.uid] });
  t.same(followed.data.records.filter((x) => x.isConcerned).map((x) => x.username), ['p25'], 'a followed row on top only when it matches the search');
});

t.test('a verdict shows on the next read, also of a page kept for everyone', async (t) => {
  const before = await board({ limit: 5 });
  t.equal(before.data.records[0]!.username, 'p01');
  t.same((await board({ limit: 5 })).data, before.data, 'the same answer twice');
  // p60 solves a second problem: two solved beats everyone
  const cpidB = await addContestProblem(site, cid, 502, 'B');
  void cpidB;
  await site.kernel.bus.emit('submission.judged', {
    submitId: 99_001, uid: people[59]!.uid, username: 'p60', pid: 502, cid, tid: 0, gid: null, attempt: 1, status: JudgeStatus.ACCEPTED, score: null,
    time: 15, memory: 1000, previousStatus: JudgeStatus.PENDING, isManual: false, submitTime: new Date().toISOString(),
  } as never);
  let after = await board({ limit: 5 });
  for (let i = 0; i < 20 && after.data.records[0]!.username !== 'p60'; i++) {
    await new Promise((r) => setTimeout(r, 60));
    after = await board({ limit: 5 });
  }
  t.same(after.data.records.slice(0, 2).map((x) => [x.username, x.ac, x.rank]), [['p60', 2, 1], ['p01', 1, 2]]);
  t.equal((await board({ limit: 5, keyword: 'p60' })).data.records[0]!.ac, 2, 'the search too');
});

t.test('each verdict writes one record; first blood follows the earliest AC as ACs come and go (a rejudge too)', async (t) => {
  const c2 = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Blood', phase: 'running' });
  await addContestProblem(site, c2, 601, 'A');
  const start = ((await site.db('contests_contest').where({ id: c2 }).first('startTime')) as { startTime: Date }).startTime.getTime();
  const judged = (submitId: number, who: number, minute: number, status: number) => site.kernel.bus.emit('submission.judged', {
    submitId, uid: people[who]!.uid, username: people[who]!.username, pid: 601, cid: c2, tid: 0, gid: null, attempt: 1, status, score: null,
    time: 15, memory: 1000, previousStatus: JudgeStatus.PENDING, isManual: false, submitTime: new Date(start + minute * 60_000).toISOString(),
  } as never);
  const blood = async () => ((await site.db('contests_record').where({ cid: c2 }).orderBy('submitId').select('submitId', 'status', 'firstBlood')) as Array<{ submitId: number; status: number; firstBlood: boolean }>)
    .map((r) => [r.submitId, r.status, r.firstBlood]);
  await judged(7001, 4, 30, JudgeStatus.ACCEPTED);
  t.same(await blood(), [[7001, 0, true]], 'the only AC');
  await judged(7002, 5, 10, JudgeStatus.WRONG_ANSWER);
  await judged(7003, 6, 20, JudgeStatus.ACCEPTED);
  t.same(await blood(), [[7001, 0, false], [7002, -1, false], [7003, 0, true]], 'an earlier AC takes it');
  await judged(7003, 6, 20, JudgeStatus.WRONG_ANSWER);
  t.same(await blood(), [[7001, 0, true], [7002, -1, false], [7003, -1, false]], 'a rejudge to WA gives it back, one row per submission');
  await judged(7002, 5, 10, JudgeStatus.ACCEPTED);
  t.same(await blood(), [[7001, 0, false], [7002, 0, true], [7003, -1, false]]);
});

t.test('an OI board read from the records: scores and run times, either of them missing', async (t) => {
  const c3 = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Scores', phase: 'running', type: 1, openRank: true, visible: true });
  const a = await addContestProblem(site, c3, 701, 'A');
  const b = await addContestProblem(site, c3, 702, 'B');
  const [u1, u2] = [people[0]!, people[1]!];
  await site.db('contests_record').insert([
    { cid: c3, uid: u1.uid, username: u1.username, pid: 701, cpid: a, displayId: 'A', submitId: 8001, status: JudgeStatus.PARTIAL_ACCEPTED, time: 60, score: 40, useTime: null, submitTime: new Date(), checked: false, firstBlood: false },
    { cid: c3, uid: u1.uid, username: u1.username, pid: 702, cpid: b, displayId: 'B', submitId: 8002, status: JudgeStatus.ACCEPTED, time: 90, score: 100, useTime: 15, submitTime: new Date(), checked: false, firstBlood: false },
    { cid: c3, uid: u2.uid, username: u2.username, pid: 701, cpid: a, displayId: 'A', submitId: 8003, status: JudgeStatus.COMPILE_ERROR, time: 30, score: null, useTime: 7, submitTime: new Date(), checked: false, firstBlood: false },
  ]);
  const r = await site.api<{ records: Array<{ username: string; totalScore: number; totalTime: number; submissionInfo: Record<string, number>; timeInfo: Record<string, number> }> }>('POST', '/api/get-contest-outside-scoreboard', { body: { cid: c3 } });
  t.same(r.data.records.map((x) => [x.username, x.totalScore, x.totalTime, x.submissionInfo, x.timeInfo]), [
    [u1.username, 140, 15, { A: 40, B: 100 }, { A: 0, B: 15 }],
    [u2.username, 0, 0, { A: 0 }, { A: 7 }],
  ]);
});

t.test('the caller\'s row on top of the page kept for everyone: the same answer as one written whole, and fresh after a verdict', async (t) => {
  const c4 = await createContest(site, { uid: owner.uid, author: 'owner', title: 'On top', phase: 'running', openRank: true, visible: true });
  const a = await addContestProblem(site, c4, 801, 'A');
  // a school that holds the text the kept page is cut at: it is written escaped, so it cannot be taken for the page's own
  const tricky = '],"total":9,"records":[{"x":1}';
  const trickyUid = await site.createUser('ontop', 'secret123', 'default_user', { school: tricky });
  for (const [i, p] of [people[0]!, people[1]!, { uid: trickyUid, username: 'ontop' }].entries()) {
    // p01 and p02 solve A, the caller does not (yet)
    await addRecord(site, { cid: c4, uid: p.uid, username: p.username, pid: 801, cpid: a, displayId: 'A', submitId: 9100 + i, status: i < 2 ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER, time: 60 * (i + 1) });
  }
  const me = await site.login('ontop', 'secret123');
  const read = (body: Record<string, unknown> = {}) => site.api<Page>('POST', '/api/get-contest-rank', { token: me, body: { cid: c4, ...body } });
  const mine = await read();
  t.same(mine.data.records.map((x) => [x.username, x.isConcerned, x.school, x.ac]), [['ontop', true, tricky, 0], ['p01', false, 'North High', 1], ['p02', false, 'South High', 1], ['ontop', false, tricky, 0]]);
  t.same([mine.data.total, mine.data.pages], [3, 1], 'the rows on top are not counted');
  // the search writes the page whole (never kept): the same rows as the kept page with the row in front
  t.same((await read({ keyword: 'o' })).data.records.map((x) => [x.username, x.isConcerned]), [['ontop', true], ['p01', false], ['p02', false], ['ontop', false]]);
  // a verdict: the kept page is written again and the row on top is the new one
  await site.kernel.bus.emit('submission.judged', {
    submitId: 9200, uid: trickyUid, username: 'ontop', pid: 801, cid: c4, tid: 0, gid: null, attempt: 1, status: JudgeStatus.ACCEPTED, score: null,
    time: 15, memory: 1000, previousStatus: JudgeStatus.PENDING, isManual: false, submitTime: new Date().toISOString(),
  } as never);
  let after = await read();
  for (let i = 0; i < 20 && after.data.records[0]?.ac !== 1; i++) {
    await new Promise((r) => setTimeout(r, 60));
    after = await read();
  }
  t.same(after.data.records.map((x) => [x.username, x.isConcerned, x.ac, x.rank]), [['ontop', true, 1, 3], ['p01', false, 1, 1], ['p02', false, 1, 2], ['ontop', false, 1, 3]]);
  t.same((await read({ currentPage: 2, limit: 2 })).data.records.map((x) => x.username), ['ontop'], 'only page 1 has rows on top');
});
