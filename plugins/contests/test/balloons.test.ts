// The balloon runner page's calls (server/balloons.ts): a balloon per contestant's first AC of a
// problem, the author's none; held while the board is sealed; filters by room and problem; handed
// out and taken back (the AC info page sees the same flag); who may call (a balloon token of this
// contest, the contest's admins) and every refusal in both languages; the seat list's rules,
// all-or-nothing.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { TestSite } from '@oj/kernel/testing';
import { addContestProblem, addRecord, createContest, register, updateContest, PLUGINS } from './helpers.ts';

const zh = JSON.parse(readFileSync(new URL('../locales/zh-CN.json', import.meta.url), 'utf8')) as Record<string, string>;
const en = JSON.parse(readFileSync(new URL('../locales/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;
const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(p[k]));

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());

const AC = 0;
const WA = -1;
const author = await site.userWithToken('blauthor', 'admin');
const other = await site.userWithToken('blother');
const ann = await site.createUser('blann', 'secret123', 'default_user', { realname: 'Ann' });
const ben = await site.createUser('blben', 'secret123');
const HOUR = 3_600_000;
const now = Date.now();
// running, sealed since 30 minutes ago
const cid = await createContest(site, { uid: author.uid, author: 'blauthor', title: 'Onsite', phase: 'sealed' });
const otherCid = await createContest(site, { uid: author.uid, author: 'blauthor', title: 'Other' });
await addContestProblem(site, cid, 1, 'A', 'Alpha', '#ff0000');
await addContestProblem(site, cid, 2, 'B', 'Beta', '#00ff00');
await addContestProblem(site, cid, 3, 'C', 'Gamma', null);
for (const u of [ann, ben]) await register(site, cid, u);

let submitId = 1000;
const rec = (uid: string, username: string, pid: number, displayId: string, status: number, minutesAgo: number, firstBlood = false) =>
  addRecord(site, { cid, uid, username, pid, cpid: pid, displayId, submitId: ++submitId, status, time: Math.round((HOUR - minutesAgo * 60_000) / 1000), firstBlood })
    .then(async (id) => { await site.db('contests_record').where({ id }).update({ submitTime: new Date(now - minutesAgo * 60_000) }); return id; });

const annA = await rec(ann, 'blann', 1, 'A', AC, 50, true);
await rec(ann, 'blann', 1, 'A', AC, 45); // a second AC of A: no second balloon
const benA = await rec(ben, 'blben', 1, 'A', AC, 40);
await rec(ben, 'blben', 2, 'B', WA, 39);
const benB = await rec(ben, 'blben', 2, 'B', AC, 35, true);
await rec(author.uid, 'blauthor', 3, 'C', AC, 34); // the author's own try
const annB = await rec(ann, 'blann', 2, 'B', AC, 10); // after the seal (30 minutes ago): held

async function issue(contest: number, role: string, name: string): Promise<string> {
  const r = await site.api<{ token: string }>('POST', '/api/admin/contest/icpc-token', { token: author.token, body: { cid: contest, role, name }, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`token not issued: ${r.msg}`);
  return r.data.token;
}
const runner = await issue(cid, 'balloon', 'Runner 1');

interface Row { id: number; username: string; realname: string | null; displayId: string; color: string | null; room: string | null; seat: string | null; firstBlood: boolean; delivered: boolean; deliveredBy: string | null; deliveredAt: string | null; set: Array<{ displayId: string; color: string | null; delivered: boolean }> }
interface List { records: Row[]; total: number; held: number; rooms: string[]; problems: Array<{ displayId: string; color: string | null }>; title: string }
const list = (query: Record<string, unknown>, headers?: Record<string, string>, token?: string, lang = 'en-US') =>
  site.api<List>('GET', '/api/contest/balloons', { query: { cid, ...query }, headers, token, lang });
const asRunner = (query: Record<string, unknown> = {}) => list(query, { 'x-contest-token': runner });
const deliver = (body: Record<string, unknown>, headers?: Record<string, string>, token?: string, lang = 'en-US') =>
  site.api<null>('PUT', '/api/contest/balloons/deliver', { body: { cid, ...body }, headers, token, lang });

t.test('the queue: first ACs only, the oldest first, the author earns none, the sealed part held', async (t) => {
  const r = await asRunner();
  t.equal(r.status, 200, r.msg);
  t.same(r.data.records.map((b) => [b.username, b.displayId]), [['blann', 'A'], ['blben', 'A'], ['blben', 'B']], 'to hand out, in the order earned');
  t.equal(r.data.total, 3);
  t.equal(r.data.held, 1, "ann's B, accepted after the seal, is held");
  t.same(r.data.records.map((b) => b.color), ['#ff0000', '#ff0000', '#00ff00'], 'colours of the problems');
  t.same(r.data.records.map((b) => b.firstBlood), [true, false, true], 'first blood marked');
  t.equal(r.data.records[0].realname, 'Ann');
  t.same(r.data.records[2].set.map((m) => m.displayId), ['A', 'B'], "ben's whole set beside each of his balloons");
  t.same(r.data.records[0].set.map((m) => m.displayId), ['A'], "ann's set leaves the held one out");
  t.same(r.data.problems, [{ displayId: 'A', color: '#ff0000' }, { displayId: 'B', color: '#00ff00' }, { displayId: 'C', color: null }]);
  t.equal(r.data.title, 'Onsite');
  const byProblem = await asRunner({ problem: 'B' });
  t.same(byProblem.data.records.map((b) => b.id), [benB], 'one colour');
  const held = await deliver({ id: annB, delivered: true }, { 'x-contest-token': runner }, undefined, 'zh-CN');
  t.same([held.status, held.msg], [403, zh.CONTESTS_BALLOON_HELD], 'a held balloon cannot be handed out (zh-CN)');
  const second = await site.db('contests_record').where({ cid, uid: ann, pid: 1 }).whereNot({ id: annA }).first('id') as { id: number };
  const notBalloon = await deliver({ id: second.id, delivered: true }, { 'x-contest-token': runner });
  t.same([notBalloon.status, notBalloon.msg], [404, en.CONTESTS_BALLOON_NOT_FOUND], 'a second AC is not a balloon');
});

t.test('handed out and taken back, by a runner and by an admin; the AC info page sees it', async (t) => {
  const done = await deliver({ id: benA, delivered: true }, { 'x-contest-token': runner });
  t.same([done.status, done.msg], [200, en.CONTESTS_BALLOON_DELIVERED]);
  const pending = await asRunner();
  t.same(pending.data.records.map((b) => b.id), [annA, benB], 'no longer to hand out');
  t.same(pending.data.records[1].set, [{ displayId: 'A', color: '#ff0000', delivered: true }, { displayId: 'B', color: '#00ff00', delivered: false }], "ben's desk: A there, B to bring");
  const delivered = await asRunner({ state: 'delivered' });
  t.same(delivered.data.records.map((b) => [b.id, b.deliveredBy]), [[benA, 'Runner 1']], 'handed out, by which runner');
  t.ok(delivered.data.records[0].deliveredAt);
  const acInfo = await site.api<{ records: Array<{ id: number; checked: boolean }> }>('GET', '/api/get-contest-ac-info', { token: author.token, query: { cid } });
  t.equal(acInfo.data.records.find((r) => r.id === benA)?.checked, true, 'the AC info page shows it checked');
  const byAdmin = await deliver({ id: annA, delivered: true }, undefined, author.token, 'zh-CN');
  t.same([byAdmin.status, byAdmin.msg], [200, zh.CONTESTS_BALLOON_DELIVERED], 'an admin, signed in');
  t.equal((await asRunner({ state: 'delivered' })).data.records[0].deliveredBy, 'blauthor', 'the latest handed out first, with its admin');
  const back = await deliver({ id: annA, delivered: false }, { 'x-contest-token': runner });
  t.same([back.status, back.msg], [200, en.CONTESTS_BALLOON_UNDONE], 'taken back');
  t.same((await asRunner({ state: 'all' })).data.records.map((b) => [b.id, b.delivered]), [[annA, false], [benB, false], [benA, true]], 'all: to hand out first');
  await deliver({ id: benA, delivered: false }, { 'x-contest-token': runner });
});

t.test('who may: a balloon token of this contest, or the contest admins; the rest refused in both languages', async (t) => {
  const printer = await issue(cid, 'printer', 'Printer');
  const icpcToken = await issue(cid, 'public', 'Board');
  const elsewhere = await issue(otherCid, 'balloon', 'Elsewhere');
  const revoked = await issue(cid, 'balloon', 'Revoked');
  const tokens = await site.api<Array<{ id: number; name: string }>>('GET', '/api/admin/contest/icpc-token', { token: author.token, query: { cid } });
  const revokedId = tokens.data.find((x) => x.name === 'Revoked')!.id;
  t.equal((await site.api('DELETE', '/api/admin/contest/icpc-token', { token: author.token, query: { id: revokedId } })).status, 200);
  for (const lang of ['en-US', 'zh-CN'] as const) {
    const m = lang === 'en-US' ? en : zh;
    const cases: Array<[string, Record<string, string> | undefined, string | undefined, number, string]> = [
      ['a visitor', undefined, undefined, 401, m.CONTESTS_BALLOON_TOKEN_MISSING],
      ['a stranger token', { 'x-contest-token': 'icpc_nope' }, undefined, 401, m.CONTESTS_BALLOON_TOKEN_INVALID],
      ['a revoked token', { 'x-contest-token': revoked }, undefined, 401, m.CONTESTS_BALLOON_TOKEN_INVALID],
      ["another contest's token", { 'x-contest-token': elsewhere }, undefined, 401, m.CONTESTS_BALLOON_TOKEN_OTHER_CONTEST],
      ['a printer token', { 'x-contest-token': printer }, undefined, 403, m.CONTESTS_BALLOON_TOKEN_NOT_BALLOON],
      ['an ICPC API token as Bearer', { authorization: `Bearer ${icpcToken}` }, undefined, 403, m.CONTESTS_BALLOON_TOKEN_NOT_BALLOON],
      ['a signed-in user who is not its admin', undefined, other.token, 403, m.CONTESTS_ADMIN_ONLY],
    ];
    for (const [who, headers, token, status, msg] of cases) {
      const r = await list({}, headers, token, lang);
      t.same([r.status, r.msg], [status, msg], `${lang}: list, ${who}`);
      const d = await deliver({ id: benB, delivered: true }, headers, token, lang);
      t.same([d.status, d.msg], [status, msg], `${lang}: deliver, ${who}`);
    }
  }
  t.equal((await list({}, { authorization: `Bearer ${runner}` })).status, 200, 'a balloon token as Bearer (scripts)');
  t.equal((await list({}, undefined, author.token)).status, 200, 'the admin, signed in');
  const icpc = await site.api('GET', `/api/icpc/contests/${cid}`, { headers: { authorization: `Bearer ${runner}` }, lang: 'en-US' });
  t.same([icpc.status, (icpc as { msg: string }).msg], [403, en.CONTESTS_ICPC_TOKEN_BALLOON], 'the ICPC API refuses a balloon token');
  t.equal((await site.db('contests_record').where({ id: benB }).first('checked') as { checked: boolean }).checked, false, 'nothing refused changed anything');
  const bad = await list({ state: 'lost' }, { 'x-contest-token': runner }, undefined, 'zh-CN');
  t.same([bad.status, bad.msg], [400, zh.CONTESTS_BALLOON_STATE_BAD], 'an unknown list (zh-CN)');
});

t.test('seats: set as text, all or nothing; rooms filter the queue', async (t) => {
  const put = (text: string, lang = 'en-US', token = author.token) => site.api<{ count: number }>('PUT', '/api/admin/contest/seats', { token, body: { cid, text }, lang });
  const saved = await put('# username, room, seat\nblann, Room 101, 12\nblben\tRoom 102\t3\n\n');
  t.same([saved.status, saved.msg, saved.data], [200, fill(en.CONTESTS_SEATS_SAVED, { count: 2 }), { count: 2 }]);
  const seats = await site.api<Array<{ username: string; room: string; seat: string }>>('GET', '/api/admin/contest/seats', { token: author.token, query: { cid } });
  t.same(seats.data, [{ username: 'blann', room: 'Room 101', seat: '12' }, { username: 'blben', room: 'Room 102', seat: '3' }]);
  const r = await asRunner();
  t.same(r.data.rooms, ['Room 101', 'Room 102']);
  t.same(r.data.records.map((b) => [b.username, b.room, b.seat]), [['blann', 'Room 101', '12'], ['blben', 'Room 102', '3'], ['blben', 'Room 102', '3']]);
  t.same((await asRunner({ room: 'Room 102' })).data.records.map((b) => b.id), [benA, benB], 'one room');

  const refusals: Array<[string, string, string]> = [
    ['blann,Room 1\nnobody,Room 2,1', 'zh-CN', fill(zh.CONTESTS_SEATS_NO_USER, { line: 2, username: 'nobody' })],
    ['blann', 'en-US', fill(en.CONTESTS_SEATS_LINE_BAD, { line: 1 })],
    ['blann,R,1,extra', 'zh-CN', fill(zh.CONTESTS_SEATS_LINE_BAD, { line: 1 })],
    ['blann,R,1\nblann,S,2', 'en-US', fill(en.CONTESTS_SEATS_TWICE, { line: 2, username: 'blann' })],
    [`blann,${'x'.repeat(51)},1`, 'en-US', fill(en.CONTESTS_SEATS_FIELD_LONG, { line: 1, max: 50 })],
  ];
  for (const [text, lang, msg] of refusals) {
    const res = await put(text, lang);
    t.same([res.status, res.msg], [400, msg], `${lang}: ${text.slice(0, 30)}`);
  }
  t.equal((await put('blann,R,1', 'en-US', other.token)).status, 403, 'not an admin of the contest');
  const after = await site.api<unknown[]>('GET', '/api/admin/contest/seats', { token: author.token, query: { cid } });
  t.equal(after.data.length, 2, 'a refused list changed nothing');
  t.same((await put('')).data, { count: 0 }, 'an empty list clears the seats');
  t.same((await asRunner()).data.rooms, []);
});

t.test('after the board opens, the held balloon is handed out', async (t) => {
  await updateContest(site, cid, { sealRank: false });
  const r = await asRunner();
  t.equal(r.data.held, 0);
  t.ok(r.data.records.some((b) => b.id === annB), "ann's B is in the queue");
  t.equal((await deliver({ id: annB, delivered: true }, { 'x-contest-token': runner })).status, 200);
});

t.test('an accepted submission after the end (allowEndSubmit) earns no balloon: balloons are for ACs within the contest', async (t) => {
  const ended = await createContest(site, { uid: author.uid, author: 'blauthor', title: 'Practice after', phase: 'ended', allowEndSubmit: true });
  await addContestProblem(site, ended, 1, 'A', 'Alpha', '#ff0000');
  await addContestProblem(site, ended, 2, 'B', 'Beta', '#00ff00');
  const row = (await site.db('contests_contest').where({ id: ended }).first('startTime', 'duration')) as { startTime: Date; duration: number };
  const at = (uid: string, username: string, pid: number, displayId: string, seconds: number) =>
    addRecord(site, { cid: ended, uid, username, pid, cpid: pid, displayId, submitId: ++submitId, status: AC, time: seconds })
      .then(async (id) => { await site.db('contests_record').where({ id }).update({ submitTime: new Date(row.startTime.getTime() + seconds * 1000) }); return id; });
  const inContest = await at(ann, 'blann', 1, 'A', 600);
  const afterEnd = await at(ann, 'blann', 2, 'B', Number(row.duration) + 60); // solved after the end
  const benAfter = await at(ben, 'blben', 1, 'A', Number(row.duration) + 120); // ben's first AC of A, after the end

  const r = await list({ cid: ended, state: 'all' }, undefined, author.token);
  t.equal(r.status, 200, r.msg);
  t.same(r.data.records.map((b) => [b.username, b.displayId]), [['blann', 'A']], 'only the AC within the contest');
  t.same(r.data.records[0].set.map((m) => m.displayId), ['A'], "ann's set leaves out her B solved after the end");
  t.equal(r.data.total, 1);
  t.equal(r.data.held, 0, 'nothing held either');
  for (const id of [afterEnd, benAfter]) {
    const d = await deliver({ cid: ended, id, delivered: true }, undefined, author.token, 'zh-CN');
    t.same([d.status, d.msg], [404, zh.CONTESTS_BALLOON_NOT_FOUND], 'an after-contest AC cannot be handed out (zh-CN)');
  }
  t.equal((await deliver({ cid: ended, id: inContest, delivered: true }, undefined, author.token)).status, 200);
  const acInfo = await site.api<{ records: Array<{ id: number }>; total: number }>('GET', '/api/get-contest-ac-info', { token: author.token, query: { cid: ended } });
  t.same(acInfo.data.records.map((r) => r.id), [inContest], 'the AC info page (balloons by hand) lists only the AC within the contest');
});
