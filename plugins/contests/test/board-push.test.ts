// Board pushes (server/board-push.ts) and the page that applies them (shared/board-delta.ts): a
// running contest's verdicts reach open boards as deltas, and a page that applies every delta it
// hears shows what a read would answer — page 1 with its ranks, awards and first-AC marks, the
// caller's and the followed users' rows on top — through ACs, wrong answers, newcomers, a star
// user and a rejudge. What a delta cannot say exactly asks for a read; a sealed board's changes go
// out as `{ cid }` alone (or not at all when the seal hides them); hidden and group contests never.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { PLUGINS, addContestProblem, createContest, register } from './helpers.ts';
import { applyBoardDelta, FollowedBoard, type BoardPage, type BoardView } from '../shared/board-delta.ts';
import type { AcmRankRow, BoardPushed } from '../shared/board.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const address = await site.app.listen({ port: 0, host: '127.0.0.1' });
const owner = await site.userWithToken('owner', 'admin');

const people: Array<{ uid: string; username: string }> = [];
for (let i = 1; i <= 70; i++) {
  const username = `d${String(i).padStart(2, '0')}`;
  people.push({ uid: await site.createUser(username, 'secret123', 'default_user'), username });
}

/** the push stream as a page holds it: the board events in order */
async function openStream(token?: string) {
  const controller = new AbortController();
  const res = await fetch(`${address}/api/events${token ? `?token=${encodeURIComponent(token)}` : ''}`, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: BoardPushed[] = [];
  const waker: { wake: () => void } = { wake: () => {} };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^event: contest-board$/m.test(block)) events.push(JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as BoardPushed);
        waker.wake();
      }
    }
  })();
  return {
    /** the next board push (waits up to `ms`), or null */
    async next(ms = 3000): Promise<BoardPushed | null> {
      const until = Date.now() + ms;
      while (!events.length && Date.now() < until) await new Promise<void>((r) => { waker.wake = r; setTimeout(r, 50); });
      return events.shift() ?? null;
    },
    close: () => controller.abort(),
  };
}

const stream = await openStream();
t.teardown(() => stream.close());

async function startOf(cid: number): Promise<number> {
  return ((await site.db('contests_contest').where({ id: cid }).first('startTime')) as { startTime: Date }).startTime.getTime();
}

let nextSubmit = 50_000;
function judged(cid: number, start: number, who: number, pid: number, minute: number, status: number, submitId = nextSubmit++) {
  const p = people[who]!;
  return site.kernel.bus.emit('submission.judged', {
    submitId, uid: p.uid, username: p.username, pid, cid, tid: 0, gid: null, attempt: 1, status, score: null,
    time: 15, memory: 1000, previousStatus: JudgeStatus.PENDING, isManual: false, submitTime: new Date(start + minute * 60_000).toISOString(),
  } as never);
}

t.test('a page that applies every delta shows what a read answers, verdict after verdict', async (t) => {
  const awards = JSON.stringify([
    { priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 3 },
    { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000', num: 5 },
  ]);
  const cid = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Deltas', phase: 'running', openRank: true, visible: true, starAccount: JSON.stringify(['d05']), awardType: 2, awardConfig: awards });
  const problems = [[901, 'A'], [902, 'B'], [903, 'C']] as const;
  for (const [pid, displayId] of problems) await addContestProblem(site, cid, pid, displayId);
  const start = await startOf(cid);
  // three viewers: one on page 1 soon, one far down who follows two others, and a visitor
  const viewers = [
    { who: 0, concerned: [] as string[] },
    { who: 60, concerned: [people[2]!.uid, people[65]!.uid] },
    { who: -1, concerned: [people[30]!.uid] },
  ];
  const tokens = await Promise.all(viewers.map((v) => (v.who < 0 ? undefined : site.login(people[v.who]!.username, 'secret123'))));
  // each viewer's own push stream (a signed-in viewer's carries their own row's rank); the visitor's is the shared one
  const streams = await Promise.all(tokens.map((token) => (token ? openStream(token) : stream)));
  t.teardown(() => { for (const s of streams) if (s !== stream) s.close(); });
  const read = async (i: number) => (await site.api<BoardPage<AcmRankRow>>('POST', '/api/get-contest-outside-scoreboard', {
    token: tokens[i], body: { cid, currentPage: 1, limit: 50, concernedList: viewers[i]!.concerned },
  })).data;
  const views: BoardView[] = viewers.map((v) => ({ currentPage: 1, limit: 50, keyword: '', removeStar: false, concerned: v.concerned, me: v.who < 0 ? null : people[v.who]!.uid }));

  // a board with 60 people on it first (each solves A, some B), read by every viewer
  for (let i = 0; i < 64; i++) await judged(cid, start, i, 901, 2 + i, JudgeStatus.ACCEPTED);
  for (let i = 10; i < 20; i++) await judged(cid, start, i, 902, 70 + i, JudgeStatus.ACCEPTED);
  for (const s of streams) while (await s.next(600)); // the pushes of the set-up
  const pages = await Promise.all(viewers.map((_, i) => read(i)));
  let fresh = viewers.map(() => true);

  // verdicts one by one and in bursts: ACs that move rows up (into page 1, past the viewers on
  // top, into the awards), wrong answers, newcomers, the star, and a rejudge that takes an AC away
  const steps: Array<Array<[number, number, number, number]>> = [
    [[40, 902, 90, JudgeStatus.ACCEPTED]],
    [[61, 901, 91, JudgeStatus.WRONG_ANSWER]],
    [[66, 901, 92, JudgeStatus.ACCEPTED]],
    [[4, 902, 93, JudgeStatus.ACCEPTED], [4, 903, 94, JudgeStatus.ACCEPTED]],
    [[65, 902, 95, JudgeStatus.ACCEPTED]],
    [[55, 902, 96, JudgeStatus.WRONG_ANSWER], [55, 902, 97, JudgeStatus.ACCEPTED], [30, 903, 98, JudgeStatus.ACCEPTED]],
    [[2, 903, 99, JudgeStatus.ACCEPTED]],
    [[67, 903, 5, JudgeStatus.ACCEPTED]], // an earlier AC of C than the first: the first-AC mark moves
    [[60, 902, 100, JudgeStatus.ACCEPTED], [60, 903, 101, JudgeStatus.ACCEPTED]],
  ];
  let applied = 0;
  let readAgain = 0;
  for (const [n, step] of steps.entries()) {
    for (const [who, pid, minute, status] of step) await judged(cid, start, who, pid, minute, status);
    for (const [i] of viewers.entries()) {
      const pushed = await streams[i]!.next();
      t.ok(pushed?.delta, `step ${n + 1}, viewer ${i + 1}: a delta was pushed`);
      if (i === 0 && viewers[i]!.who >= 0) t.ok(pushed?.mine, 'with the viewer\'s own rank');
      // more pushes may follow (a burst split by the window): apply each
      const deltas = [pushed!];
      for (let more = await streams[i]!.next(400); more; more = await streams[i]!.next(400)) deltas.push(more);
      for (const d of deltas) {
        const next = d.delta ? applyBoardDelta(pages[i]!, d.delta, views[i]!, fresh[i]!, d.mine) : null;
        if (next) { pages[i] = next; fresh[i] = false; applied++; } else { pages[i] = await read(i); fresh[i] = true; readAgain++; }
      }
      t.same(pages[i], await read(i), `step ${n + 1}, viewer ${i + 1}: the page as a read answers it`);
    }
  }
  // a rejudge takes d41's B away: a row moves down (a read brings what moved up from page 2)
  const b41 = (await site.db('contests_record').where({ cid, uid: people[40]!.uid, displayId: 'B' }).first('submitId')) as { submitId: number };
  await judged(cid, start, 40, 902, 90, JudgeStatus.WRONG_ANSWER, b41.submitId);
  for (const [i] of viewers.entries()) {
    for (let d = await streams[i]!.next(); d; d = await streams[i]!.next(400)) {
      const next = d.delta ? applyBoardDelta(pages[i]!, d.delta, views[i]!, fresh[i]!, d.mine) : null;
      pages[i] = next ?? (await read(i));
      fresh[i] = !next;
    }
  }
  for (const [i] of viewers.entries()) t.same(pages[i], await read(i), `after the rejudge, viewer ${i + 1}`);
  t.ok(applied > readAgain * 3, `most deltas applied without a read (${applied} applied, ${readAgain} read again)`);
  t.ok(pages[1]!.records.some((r) => r.isWinAward && r.awardName === 'Gold'), 'awards on the page');
});

t.test('what a delta cannot say asks for a read', async (t) => {
  const row = (uid: string, ac: number, rank: number): AcmRankRow => ({
    uid, username: uid, nickname: null, realname: null, school: null, gender: null, avatar: null, rank, isConcerned: false,
    isWinAward: false, awardName: null, awardBackground: null, awardColor: null, ac, totalTime: 100, submissionInfo: {},
  });
  const page: BoardPage<AcmRankRow> = { records: [{ ...row('me', 1, 3), isConcerned: true }, row('a', 2, 1), row('b', 2, 2)], total: 3, size: 2, current: 1, pages: 2 };
  const delta = { size: 2, total: 3, top: [['a', 1, -1], ['b', 2, -1]] as Array<[string, number, number]>, rows: [], was: [], awards: [], first: {} };
  const view: BoardView = { currentPage: 1, limit: 2, keyword: '', removeStar: false, concerned: [], me: 'me' };
  t.ok(applyBoardDelta(page, delta, view, true), 'page 1 at the delta\'s size');
  t.equal(applyBoardDelta(page, delta, { ...view, currentPage: 2 }, false), null, 'another page');
  t.equal(applyBoardDelta(page, delta, { ...view, limit: 10 }, false), null, 'another size');
  t.equal(applyBoardDelta(page, delta, { ...view, keyword: 'a' }, false), null, 'a search');
  t.equal(applyBoardDelta(page, delta, { ...view, removeStar: true }, false), null, 'the stars taken out');
  t.equal(applyBoardDelta(page, { ...delta, top: [['z', 1, -1]] }, view, false), null, 'a row the page never had');
  // c passes "me" from below: after a read that may already count it, read again; after a delta, move
  const passed = { ...delta, rows: [{ ...row('c', 2, 3) }], was: [['c', [1, 200, 'c']]] as Array<[string, [number, number, string]]> };
  t.equal(applyBoardDelta(page, passed, view, true), null, 'a move on top just after a read');
  t.equal(applyBoardDelta(page, passed, view, false)!.records[0]!.rank, 4, 'a move on top after a delta: one place down');
});

t.test('a page follows the pushes: one heard during a read is applied to its answer; one without a delta then asks for another read', (t) => {
  const row = (uid: string, ac: number, rank: number): AcmRankRow => ({
    uid, username: uid, nickname: null, realname: null, school: null, gender: null, avatar: null, rank, isConcerned: false,
    isWinAward: false, awardName: null, awardBackground: null, awardColor: null, ac, totalTime: 100, submissionInfo: {},
  });
  const view: BoardView = { currentPage: 1, limit: 2, keyword: '', removeStar: false, concerned: [], me: 'me' };
  const answer: BoardPage<AcmRankRow> = { records: [{ ...row('me', 1, 3), isConcerned: true }, row('a', 2, 1), row('b', 2, 2)], total: 3, size: 2, current: 1, pages: 2 };
  // c solves a second problem and passes me: page 1 is now a, c; my own rank comes with the push
  const delta = { size: 2, total: 4, top: [['a', 1, -1], ['c', 2, -1]] as Array<[string, number, number]>, rows: [row('c', 2, 2)], was: [['c', [1, 300, 'c']]] as Array<[string, [number, number, string] | null]>, awards: [], first: {} };
  const board = new FollowedBoard<AcmRankRow>();
  t.equal(board.pushed({ cid: 1, delta, mine: [4, -1] }, view), 'read', 'before any read: nothing to apply it to');
  board.readStarts();
  t.equal(board.pushed({ cid: 1, delta, mine: [4, -1] }, view), 'held', 'a push during the first read is held');
  t.equal(board.readAnswered(answer, view), true, 'and applied to the answer');
  t.same(board.page!.records.map((r) => [r.uid, r.rank, r.isConcerned]), [['me', 4, true], ['a', 1, false], ['c', 2, false]], 'my rank as the push said, page 1 as it is now');
  // a later read: a push during it shows at once on the page shown, and is applied to its answer too
  board.readStarts();
  const passedAgain = { ...delta, rows: [row('c', 3, 1)], top: [['c', 1, -1], ['a', 2, -1]] as Array<[string, number, number]>, was: [['c', [2, 300, 'c']]] as Array<[string, [number, number, string] | null]> };
  t.equal(board.pushed({ cid: 1, delta: passedAgain, mine: [4, -1] }, view), 'applied', 'shown at once during the read');
  t.same(board.page!.records.slice(1).map((r) => r.uid), ['c', 'a']);
  t.equal(board.readAnswered(answer, view), true);
  t.same(board.page!.records.slice(1).map((r) => r.uid), ['c', 'a'], 'and on the answer, older than the push');
  board.readStarts();
  t.equal(board.pushed({ cid: 1 }, view), 'held');
  t.equal(board.readAnswered(answer, view), false, 'a push without a delta during the read: read again (the answer may be older)');
  t.equal(board.pushed({ cid: 1, delta: { ...delta, top: [['zz', 1, -1]] } }, view), 'read', 'a delta naming a row never seen: read');
  t.end();
});

t.test('a sealed board: what the seal hides is not pushed, the rest is `{ cid }` alone; hidden and group contests never', async (t) => {
  const sealed = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Sealed', phase: 'sealed', openRank: true, visible: true });
  const hidden = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Hidden', phase: 'running', visible: false });
  await addContestProblem(site, sealed, 911, 'A');
  await addContestProblem(site, hidden, 912, 'A');
  const sealedStart = await startOf(sealed);
  await judged(sealed, sealedStart, 1, 911, 50, JudgeStatus.ACCEPTED); // 10 minutes before now: after the seal
  await judged(hidden, await startOf(hidden), 1, 912, 5, JudgeStatus.ACCEPTED);
  t.equal(await stream.next(800), null, 'nothing for a verdict the seal hides, nor for a hidden contest');
  await judged(sealed, sealedStart, 2, 911, 10, JudgeStatus.ACCEPTED); // before the seal
  t.same(await stream.next(), { cid: sealed }, 'a change the sealed board shows: `{ cid }`, and each page reads its own view');
});

t.test('a contest whose board is not open to all: the rows go to its registered contestants only, the others hear `{ cid }`', async (t) => {
  const cid = await createContest(site, { uid: owner.uid, author: 'owner', title: 'Private', phase: 'running', visible: true, auth: 1, pwd: 'secret', openRank: false });
  await addContestProblem(site, cid, 921, 'A');
  await register(site, cid, people[7]!.uid);
  const token = await site.login(people[7]!.username, 'secret123');
  const contestant = await openStream(token);
  const outsider = await openStream(await site.login(people[8]!.username, 'secret123'));
  t.teardown(() => { contestant.close(); outsider.close(); });
  // the contestant's board page is open (a node builds a contest's board on its first read)
  t.equal((await site.api('POST', '/api/get-contest-rank', { token, body: { cid, currentPage: 1, limit: 50 } })).status, 200);
  await judged(cid, await startOf(cid), 7, 921, 3, JudgeStatus.ACCEPTED);
  const mine = await contestant.next();
  t.equal(mine?.delta?.rows[0]?.username, 'd08', 'the registered contestant\'s stream: the delta with the rows');
  t.same(await outsider.next(), { cid }, 'a signed-in outsider: `{ cid }` alone');
  t.same(await stream.next(), { cid }, 'a visitor: `{ cid }` alone');
});
