// The print queue an onsite printer host pulls (server/print-queue.ts): a printer token (a contest
// token of role 'printer') claims the oldest queued jobs, reports each printed or failed; two
// claimers never share a job; a claimed job stays claimed until reported or re-queued by an
// admin; the admin print list shows the states; refusals in both languages; the ICPC API refuses
// a printer token and the print queue refuses an ICPC token.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { TestSite } from '@oj/kernel/testing';
import { createContest, register } from './helpers.ts';
import { PLUGINS } from './helpers.ts';
import { icpc } from './icpc-helpers.ts';

const zh = JSON.parse(readFileSync(new URL('../locales/zh-CN.json', import.meta.url), 'utf8')) as Record<string, string>;
const en = JSON.parse(readFileSync(new URL('../locales/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());

const author = await site.userWithToken('pqauthor', 'admin');
const other = await site.userWithToken('pqother');
const alice = await site.createUser('pqalice', 'secret123', 'default_user', { realname: 'Alice' });
const cid = await createContest(site, { uid: author.uid, author: 'pqauthor', title: 'Onsite', openPrint: true });
const otherCid = await createContest(site, { uid: author.uid, author: 'pqauthor', title: 'Other', openPrint: true, type: 1 });
await register(site, cid, alice);

interface Job { id: number; cid: number; username: string; realname: string | null; content: string; gmtCreate: string; claimedAt: string }
interface ListRow { id: number; status: number; state: string; claimedAt: string | null; claimedBy: string | null; finishedAt: string | null; failReason: string | null }

/** print jobs written as the submit call writes them */
async function addJobs(contest: number, n: number): Promise<number[]> {
  const rows = await site.db('contests_print').insert(Array.from({ length: n }, (_, i) => ({
    cid: contest, uid: alice, username: 'pqalice', realname: 'Alice', content: `job ${i} `.padEnd(60, 'x'),
  }))).returning('id');
  return (rows as { id: number }[]).map((r) => r.id);
}

async function issue(contest: number, role: string, name: string): Promise<{ id: number; token: string }> {
  const r = await site.api<{ id: number; token: string }>('POST', '/api/admin/contest/icpc-token', { token: author.token, body: { cid: contest, role, name }, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`token not issued: ${r.msg}`);
  return r.data;
}

const bearer = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : undefined);
const claim = (token: string | null, body: Record<string, unknown>, lang = 'en-US') =>
  site.api<Job[]>('POST', '/api/contest/print-queue/claim', { headers: bearer(token), body, lang });
const report = (token: string | null, body: Record<string, unknown>, lang = 'en-US') =>
  site.api<null>('POST', '/api/contest/print-queue/report', { headers: bearer(token), body, lang });
const list = async () => (await site.api<{ records: ListRow[] }>('GET', '/api/get-contest-print', { token: author.token, query: { cid, limit: 100 } })).data.records;
const byId = async (id: number) => (await list()).find((r) => r.id === id)!;

const printer = await issue(cid, 'printer', 'Printer room A');
const printer2 = await issue(cid, 'printer', 'Printer room B');

t.test('claim, print, fail: the states the admin print list shows', async (t) => {
  const [a, b, c] = await addJobs(cid, 3);
  t.same((await byId(a)).state, 'queued', 'a new job is queued');
  const first = await claim(printer.token, { cid });
  t.equal(first.status, 200, first.msg);
  t.same(first.data.map((j) => j.id), [a], 'one job unless asked, the oldest');
  t.equal(first.data[0].content, 'job 0 '.padEnd(60, 'x'), 'with its text');
  t.same([first.data[0].username, first.data[0].realname], ['pqalice', 'Alice']);
  const claimed = await byId(a);
  t.same([claimed.state, claimed.status, claimed.claimedBy], ['claimed', 0, 'Printer room A'], 'claimed, by which token');
  t.ok(claimed.claimedAt, 'and when');

  const two = await claim(printer.token, { cid, max: 2 });
  t.same(two.data.map((j) => j.id), [b, c], 'the next two');
  t.equal((await report(printer.token, { cid, id: a, result: 'printed' })).msg, en.CONTESTS_PRINT_REPORTED);
  const printed = await byId(a);
  t.same([printed.state, printed.status], ['printed', 1], 'printed: status 1 for the admin page');
  t.ok(printed.finishedAt);
  t.equal((await report(printer.token, { cid, id: b, result: 'failed', reason: 'lp: printer on fire\n' })).status, 200);
  const failed = await byId(b);
  t.same([failed.state, failed.status, failed.failReason], ['failed', 0, 'lp: printer on fire'], 'failed with its reason');

  // reported twice, or reported by another printer: refused
  const twice = await report(printer.token, { cid, id: a, result: 'failed' });
  t.same([twice.status, twice.msg], [403, en.CONTESTS_PRINT_NOT_CLAIMED], 'reported twice');
  const stranger = await report(printer2.token, { cid, id: c, result: 'printed' }, 'zh-CN');
  t.same([stranger.status, stranger.msg], [403, zh.CONTESTS_PRINT_NOT_CLAIMED], 'claimed by another printer (zh-CN)');
  const missing = await report(printer.token, { cid, id: 999999, result: 'printed' });
  t.same([missing.status, missing.msg], [404, en.CONTESTS_PRINT_NOT_FOUND], 'no such job');
  const badResult = await report(printer.token, { cid, id: c, result: 'lost' }, 'zh-CN');
  t.same([badResult.status, badResult.msg], [400, zh.CONTESTS_PRINT_RESULT_BAD], 'a result that is neither (zh-CN)');
  const badMax = await claim(printer.token, { cid, max: 50 });
  t.same([badMax.status, badMax.msg], [400, en.CONTESTS_PRINT_CLAIM_MAX_BAD], 'too many at once');

  // c stays claimed: never put back by itself; the queue is empty
  t.same((await claim(printer2.token, { cid, max: 10 })).data, [], 'a claimed job is not handed out again');
  t.equal((await byId(c)).state, 'claimed');

  // the admin puts the claimed and the failed job back; a queued one cannot be
  const requeue = (id: number, token = author.token, lang = 'en-US') => site.api('PUT', '/api/admin/contest/print-requeue', { token, query: { cid, id }, lang });
  t.equal((await requeue(c)).msg, en.CONTESTS_PRINT_REQUEUED);
  t.equal((await requeue(b)).status, 200);
  const back = await byId(b);
  t.same([back.state, back.claimedBy, back.claimedAt, back.failReason], ['queued', null, null, null], 'back in the queue, its claim forgotten');
  const again = await requeue(b, author.token, 'zh-CN');
  t.same([again.status, again.msg], [400, zh.CONTESTS_PRINT_ALREADY_QUEUED], 'already queued (zh-CN)');
  const notAdmin = await requeue(c, other.token);
  t.equal(notAdmin.status, 403, 'not for others');
  t.same((await claim(printer2.token, { cid, max: 10 })).data.map((j) => j.id), [b, c], 'claimed again, by the other printer');
  t.equal((await report(printer.token, { cid, id: c, result: 'printed' })).status, 403, 'the first printer lost it');
  for (const id of [b, c]) t.equal((await report(printer2.token, { cid, id, result: 'printed' })).status, 200);

  // the admin page's "mark printed" still works, and marks the state too
  const [d] = await addJobs(cid, 1);
  t.equal((await site.api('PUT', '/api/check-contest-print-status', { token: author.token, query: { id: d, cid } })).status, 200);
  t.same([(await byId(d)).state, (await byId(d)).status], ['printed', 1], 'marked printed on the admin page');
  t.same((await claim(printer.token, { cid })).data, [], 'not handed out once printed');
});

t.test('two printers claiming at once never get the same job', async (t) => {
  const ids = await addJobs(cid, 24);
  const rounds = await Promise.all(Array.from({ length: 12 }, (_, i) => claim(i % 2 ? printer.token : printer2.token, { cid, max: 3 })));
  const got = rounds.flatMap((r) => { t.equal(r.status, 200, r.msg); return r.data.map((j) => j.id); });
  t.equal(new Set(got).size, got.length, 'no job twice');
  t.same([...got].sort((x, y) => x - y), ids, 'every job once');
  const rows = await site.db('contests_print').whereIn('id', ids).select('id', 'state', 'claimedBy');
  t.ok(rows.every((r: { state: string }) => r.state === 'claimed'), 'all claimed');
  for (const r of rounds) {
    const holder = rounds.indexOf(r) % 2 ? printer.id : printer2.id;
    for (const j of r.data) t.equal(rows.find((x: { id: number }) => x.id === j.id)!.claimedBy, holder, `job ${j.id} held by its claimer`);
  }
});

t.test('token refusals, in both languages', async (t) => {
  const pub = await issue(cid, 'public', 'Scoreboard');
  const otherPrinter = await issue(otherCid, 'printer', 'OI printer');
  const revoked = await issue(cid, 'printer', 'Old printer');
  await site.api('DELETE', '/api/admin/contest/icpc-token', { token: author.token, query: { id: revoked.id } });
  for (const [lang, m] of [['en-US', en], ['zh-CN', zh]] as const) {
    const none = await claim(null, { cid }, lang);
    t.same([none.status, none.msg], [401, m.CONTESTS_PRINT_TOKEN_MISSING], `${lang}: no token`);
    const bad = await claim('icpc_nonsense', { cid }, lang);
    t.same([bad.status, bad.msg], [401, m.CONTESTS_PRINT_TOKEN_INVALID], `${lang}: not a token`);
    const gone = await claim(revoked.token, { cid }, lang);
    t.same([gone.status, gone.msg], [401, m.CONTESTS_PRINT_TOKEN_INVALID], `${lang}: revoked`);
    const elsewhere = await claim(otherPrinter.token, { cid }, lang);
    t.same([elsewhere.status, elsewhere.msg], [401, m.CONTESTS_PRINT_TOKEN_OTHER_CONTEST], `${lang}: another contest's printer`);
    const icpcToken = await report(pub.token, { cid, id: 1, result: 'printed' }, lang);
    t.same([icpcToken.status, icpcToken.msg], [403, m.CONTESTS_PRINT_TOKEN_NOT_PRINTER], `${lang}: an ICPC API token`);
    const api = await icpc(site, printer.token, `/contests/${cid}`, { lang });
    t.same([api.http, api.msg], [403, m.CONTESTS_ICPC_TOKEN_PRINTER], `${lang}: the ICPC API refuses a printer token`);
  }
  t.equal((await claim(otherPrinter.token, { cid: otherCid })).status, 200, 'a printer token serves an OI contest too');
  const session = await site.api('POST', '/api/contest/print-queue/claim', { token: author.token, body: { cid } });
  t.equal(session.status, 401, 'a site session is not a printer token');
  const list = await site.api<Array<{ role: string; name: string }>>('GET', '/api/admin/contest/icpc-token', { token: author.token, query: { cid } });
  t.ok(list.data.some((x) => x.role === 'printer' && x.name === 'Printer room A'), 'printer tokens are listed with their role');
});
