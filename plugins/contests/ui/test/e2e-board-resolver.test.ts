// The scroll board's reveal (ui/src/board/resolver.ts), as a presenter sees it: the sealed board,
// then one sealed problem at a time from the bottom rank upward, medals once rows are final.
// Pure logic, no browser: the page only draws what the resolver says (e2e-board.test.ts draws it).
import t from 'tap';
import { Resolver, type ResolverSubmission } from '../src/board/resolver.ts';

const WA = -1;
const AC = 0;
const CE = -2;
const users = [
  { uid: 'a', name: 'ann' },
  { uid: 'b', name: 'ben' },
  { uid: 'c', name: 'cat' },
];
const min = (m: number) => m * 60;
const sub = (uid: string, displayId: string, status: number, minute: number): ResolverSubmission => ({ uid, displayId, status, time: min(minute) });
/** sealed from minute 240 of a 300-minute contest */
const SEAL = min(240);

t.test('the starting board counts only what was judged before the seal; sealed tries are pending', async (t) => {
  const r = new Resolver(['A', 'B'], users, [
    sub('a', 'A', AC, 10),
    sub('b', 'A', WA, 5), sub('b', 'A', AC, 20),
    sub('c', 'A', AC, 250), sub('c', 'B', WA, 260), sub('c', 'B', AC, 270),
  ], SEAL, [1, 1, 1]);
  const s = r.state();
  t.same(s.rows.map((x) => [x.user.name, x.rank, x.solved, x.penalty / 60]), [['ann', 1, 1, 10], ['ben', 2, 1, 40], ['cat', 3, 0, 0]]);
  t.same(s.rows[2].cells.A, { solved: false, acTime: null, wrong: 0, pending: 1, firstBlood: false });
  t.equal(s.rows[2].cells.B.pending, 2);
  t.ok(s.rows[0].cells.A.firstBlood, 'ann solved A first');
  t.notOk(s.rows[1].cells.A.firstBlood);
  t.equal(s.cursor, 'c', 'the lowest ranked user with a sealed problem is next');
  t.same(s.rows.map((x) => x.medal), [null, null, null], 'no medal while a row below is sealed');
});

t.test('reveals go from the bottom up, leftmost sealed problem first, and the user moves up', async (t) => {
  const r = new Resolver(['A', 'B'], users, [
    sub('a', 'A', AC, 10),
    sub('b', 'A', WA, 5), sub('b', 'A', AC, 20),
    sub('c', 'A', AC, 250), sub('c', 'B', WA, 260), sub('c', 'B', AC, 270),
  ], SEAL, [1, 1, 1]);
  t.ok(r.step());
  let s = r.state();
  t.same(s.rows.map((x) => x.user.name), ['ann', 'ben', 'cat'], 'cat has one more solve but more penalty: still third');
  t.equal(s.rows[2].cells.A.solved, true);
  t.equal(s.rows[2].cells.B.pending, 2, 'B is still sealed');
  t.equal(s.cursor, 'c');
  t.ok(r.step());
  s = r.state();
  t.same(s.rows.map((x) => [x.user.name, x.solved, x.penalty / 60]), [['cat', 2, 250 + 270 + 20], ['ann', 1, 10], ['ben', 1, 40]]);
  t.ok(s.done);
  t.equal(s.cursor, null);
  t.same(s.rows.map((x) => x.medal), [0, 1, 2], 'everyone final: gold, silver, bronze by rank');
  t.notOk(r.step(), 'nothing left');
});

t.test('wrong tries cost 20 minutes only before an AC; compile errors cost nothing; ties share a rank', async (t) => {
  const r = new Resolver(['A'], users, [
    sub('a', 'A', CE, 1), sub('a', 'A', WA, 2), sub('a', 'A', AC, 10),
    sub('b', 'A', AC, 30),
    sub('c', 'A', WA, 3), sub('c', 'A', WA, 4),
  ], SEAL, [0, 0, 0]);
  const s = r.state();
  t.same(s.rows.map((x) => [x.user.name, x.rank, x.penalty / 60]), [['ann', 1, 30], ['ben', 1, 30], ['cat', 3, 0]]);
  t.equal(s.rows[2].cells.A.wrong, 2);
  t.ok(s.done, 'nothing sealed');
});

t.test('star users get no rank and no medal', async (t) => {
  const r = new Resolver(['A'], [{ uid: 's', name: 'star', star: true }, ...users], [
    sub('s', 'A', AC, 1), sub('a', 'A', AC, 5), sub('b', 'A', AC, 6),
  ], SEAL, [1, 0, 0]);
  const s = r.state();
  t.same(s.rows.map((x) => [x.user.name, x.rank, x.medal]), [['star', null, null], ['ann', 1, 0], ['ben', 2, null], ['cat', 3, null]]);
});

t.test('a medal waits until every row from there down is final', async (t) => {
  const r = new Resolver(['A'], users, [sub('a', 'A', AC, 5), sub('b', 'A', AC, 6), sub('c', 'A', WA, 250)], SEAL, [1, 1, 1]);
  let s = r.state();
  t.same(s.rows.map((x) => x.medal), [null, null, null], 'cat at the bottom is still sealed');
  r.step();
  s = r.state();
  t.same(s.rows.map((x) => [x.user.name, x.medal]), [['ann', 0], ['ben', 1], ['cat', null]], 'no medal for a user with nothing solved');
});
