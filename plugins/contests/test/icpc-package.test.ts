// GET /api/admin/contest/icpc-package: an ended ACM contest as a contest package for the ICPC
// Resolver — a zip whose event-feed.ndjson is, line by line, the admin role's event feed as the
// API answers it with stream=false (the board still sealed makes no difference), whose JSON files
// are the admin role's answers of the same endpoints and match the schemas, with a README; and
// every refusal (a running contest, an OI one, an unknown one, a visitor, a plain user, another
// contest's admin) with its message in both languages.
import t, { type Test } from 'tap';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { Type, type TSchema } from '@sinclair/typebox';
import { TestSite } from '@oj/kernel/testing';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { ICPC_EVENT_DATA, IcpcApiInfo, IcpcContest, IcpcEvent, IcpcScoreboard, type IcpcScoreboard as Scoreboard } from '../shared/icpc.ts';
import { createContest, updateContest } from './helpers.ts';
import { ICPC_PLUGINS, icpc, icpcWorld, issueToken, ndjson, schemaErrors } from './icpc-helpers.ts';

const zh = JSON.parse(readFileSync(new URL('../locales/zh-CN.json', import.meta.url), 'utf8')) as Record<string, string>;
const en = JSON.parse(readFileSync(new URL('../locales/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;
const LOGIN = { 'en-US': 'Please login first!', 'zh-CN': '请先登录！' } as const;
const LANGS = ['en-US', 'zh-CN'] as const;
const msgs = (lang: (typeof LANGS)[number]) => (lang === 'en-US' ? en : zh);

const site = await TestSite.start({ plugins: ICPC_PLUGINS });
t.teardown(() => site.close());
const w = await icpcWorld(site, 'k');
// the contest ends now, its board still sealed (no real board after the end)
await updateContest(site, w.cid, { endTime: new Date(Date.now() - 1000), autoRealRank: false });
const adm = await issueToken(site, w.author.token, w.cid, 'admin', 'Package check');
const pub = await issueToken(site, w.author.token, w.cid, 'public', 'Package check');
const base = `/contests/${w.cid}`;

interface Download { http: number; status: number; msg: string; type: string; disposition: string; raw: Buffer; files: Map<string, string> }

/** the files of a zip, by path, as text */
function unzip(raw: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(raw, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out = new Map<string, string>();
      zip.on('entry', (e: yauzl.Entry) => zip.openReadStream(e, (err2, stream) => {
        if (err2) return reject(err2);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => { out.set(e.fileName, Buffer.concat(chunks).toString('utf8')); zip.readEntry(); });
      }));
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

async function download(token: string | null, cid: number | string, lang = 'en-US'): Promise<Download> {
  const res = await site.app.inject({
    method: 'GET', url: '/api/admin/contest/icpc-package', query: { cid: String(cid) },
    headers: { ...(token ? { authorization: token } : {}), 'accept-language': lang },
  });
  const type = String(res.headers['content-type'] ?? '');
  const disposition = String(res.headers['content-disposition'] ?? '');
  if (!type.startsWith('application/zip')) {
    const body = JSON.parse(res.body) as { status: number; msg: string };
    return { http: res.statusCode, status: body.status, msg: body.msg, type, disposition, raw: res.rawPayload, files: new Map() };
  }
  return { http: res.statusCode, status: res.statusCode, msg: '', type, disposition, raw: res.rawPayload, files: await unzip(res.rawPayload) };
}

/** a JSON file of the package, checked against its schema */
function jsonFile<T>(t: Test, files: Map<string, string>, path: string, schema: TSchema): T {
  const text = files.get(path);
  t.ok(text, `${path} is in the package`);
  const value = JSON.parse(text ?? 'null') as T;
  t.same(schemaErrors(schema, value), [], `${path}: as the schema says`);
  return value;
}

t.test('an ended ACM contest, its board still sealed: the admin event feed and the admin answers of the API', async (t) => {
  const d = await download(w.author.token, w.cid);
  t.equal(d.http, 200, d.msg);
  t.match(d.type, /^application\/zip/);
  t.equal(d.disposition, `attachment; filename="${w.cid}.zip"`, 'named after the contest id, as the spec advises');
  t.same([...d.files.keys()].sort(), [
    'README.txt', 'api.json', 'awards.json', 'contest.json', 'event-feed.ndjson', 'organizations.json', 'problems.json', 'scoreboard.json', 'teams.json',
  ]);

  // the event feed: exactly the admin role's, read through the API with stream=false
  const feed = d.files.get('event-feed.ndjson')!;
  const api = await icpc(site, adm.token, `${base}/event-feed`, { query: { stream: 'false' } });
  t.equal(api.http, 200);
  t.same(feed.split('\n'), api.raw.split('\n'), 'event-feed.ndjson is the admin feed, line by line');
  const events = ndjson(feed);
  t.ok(events.length > 20, `${events.length} events`);
  for (const e of events) {
    t.same(schemaErrors(IcpcEvent, e), [], `${e.type}/${e.id}`);
    t.same(schemaErrors(ICPC_EVENT_DATA[e.type as keyof typeof ICPC_EVENT_DATA], e.data), [], `${e.type}/${e.id}: data`);
  }
  const judged = (f: typeof events, id: number) => f.some((e) => e.type === 'judgements' && e.id === String(id));
  t.ok(judged(events, w.s.carolFrozenAc) && judged(events, w.s.aliceFrozenWa), 'the sealed board makes no difference: the frozen judgements are in it');
  const publicFeed = ndjson((await icpc(site, pub.token, `${base}/event-feed`, { query: { stream: 'false' } })).raw);
  t.notOk(judged(publicFeed, w.s.carolFrozenAc), '(the public feed does not have them)');
  t.same(events.filter((e) => e.type === 'state').map((e) => [e.data!.ended !== null, e.data!.frozen !== null, e.data!.thawed]), [[true, true, null]], 'ended, frozen, not thawed');

  // the JSON files: the admin role's answers of the same endpoints
  const info = jsonFile<Record<string, unknown>>(t, d.files, 'api.json', IcpcApiInfo);
  t.same(info, (await icpc(site, adm.token, '')).body, 'api.json is /');
  const contest = jsonFile<Record<string, unknown>>(t, d.files, 'contest.json', IcpcContest);
  t.same(contest, (await icpc(site, adm.token, base)).body, 'contest.json is /contests/<id>');
  t.equal(contest.id, String(w.cid));
  for (const type of ['problems', 'teams', 'organizations', 'awards'] as const) {
    const list = jsonFile<unknown[]>(t, d.files, `${type}.json`, Type.Array(ICPC_EVENT_DATA[type]));
    t.same(list, (await icpc(site, adm.token, `${base}/${type}`)).body, `${type}.json is /contests/<id>/${type}`);
    t.ok(list.length > 0, `${type}: ${list.length}`);
  }
  const teams = JSON.parse(d.files.get('teams.json')!) as Array<{ id: string }>;
  t.ok(teams.some((x) => x.id === w.author.uid), 'the admin view: the author\'s team too (hidden)');
  const board = jsonFile<Scoreboard>(t, d.files, 'scoreboard.json', IcpcScoreboard);
  const apiBoard = (await icpc<Scoreboard>(site, adm.token, `${base}/scoreboard`)).body;
  t.same([board.state, board.rows], [apiBoard.state, apiBoard.rows], 'scoreboard.json is the admin scoreboard (its time is when it was read)');
  const carol = board.rows.find((r) => r.team_id === w.carol.uid)!;
  t.same(carol.problems.find((p) => p.problem_id === 'B')?.solved, true, 'carol\'s frozen solve counts in the admin scoreboard');

  const readme = d.files.get('README.txt')!;
  t.match(readme, `contest ${w.cid}`);
  t.match(readme, 'https://tools.icpc.global');
  t.match(readme, `./resolver.sh /path/to/${w.cid}`);
  t.match(readme, /not finalized when exported: 1 submission/, 'bob\'s submission is still being judged: the README says so (--test)');
  t.match(readme, '--test');
  t.notMatch(readme, /[^\x00-\x7f]/, 'plain ASCII English');

  // the zip opens with Info-ZIP's unzip too (a test package: scripts/apt-packages-test.txt)
  {
    const dir = mkdtempSync(join(tmpdir(), 'icpc-package-'));
    try {
      writeFileSync(join(dir, 'p.zip'), d.raw);
      const listing = execFileSync('unzip', ['-l', join(dir, 'p.zip')], { encoding: 'utf8' });
      for (const name of d.files.keys()) t.match(listing, name, `unzip -l lists ${name}`);
      execFileSync('unzip', ['-tq', join(dir, 'p.zip')], { encoding: 'utf8' });
      t.pass('unzip -t: no errors');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  // a super admin exports it too: the same feed
  const byRoot = await download(w.root.token, w.cid);
  t.equal(byRoot.http, 200);
  t.same(byRoot.files.get('event-feed.ndjson'), feed, 'the super admin: the same package');
});

t.test('once every submission is judged, the README says the contest is finalized', async (t) => {
  const judgedAt = new Date(Date.now() - 500);
  await site.db('submissions_judge').where({ submitId: w.s.bobFrozenPending }).update({ status: JudgeStatus.WRONG_ANSWER, judgedAttempt: 1, gmtModified: judgedAt });
  await updateContest(site, w.cid, {});
  const d = await download(w.author.token, w.cid);
  t.equal(d.http, 200);
  const state = ndjson(d.files.get('event-feed.ndjson')!).find((e) => e.type === 'state')!;
  t.equal(state.data!.finalized, judgedAt.toISOString(), 'finalized at the last verdict');
  t.match(d.files.get('README.txt')!, 'The contest is finalized');
});

t.test('refused: a running contest, an OI contest, an unknown contest; a visitor, a plain user, another contest\'s admin', async (t) => {
  const running = await createContest(site, { uid: w.author.uid, author: 'kauthor', title: 'Running', phase: 'running' });
  const oi = await createContest(site, { uid: w.author.uid, author: 'kauthor', title: 'OI ended', phase: 'ended', type: 1 });
  const plain = await site.userWithToken('kplain');
  const otherAdmin = await site.userWithToken('kotheradmin', 'problem_admin');
  await createContest(site, { uid: otherAdmin.uid, author: 'kotheradmin', title: 'Theirs', phase: 'ended' });
  for (const lang of LANGS) {
    const m = msgs(lang);
    for (const [what, cid] of [['running', running], ['OI', oi]] as const) {
      const r = await download(w.author.token, cid, lang);
      t.same([r.status, r.msg, r.type.startsWith('application/json')], [400, m.CONTESTS_ICPC_PACKAGE_ENDED_ACM_ONLY, true], `${lang}: a ${what} contest`);
    }
    const unknown = await download(w.author.token, 999_999, lang);
    t.same([unknown.status, unknown.msg], [404, m.CONTESTS_NOT_FOUND], `${lang}: an unknown contest`);
    const visitor = await download(null, w.cid, lang);
    t.same([visitor.status, visitor.msg], [401, LOGIN[lang]], `${lang}: a visitor`);
    for (const [who, token] of [['a plain user', plain.token], ['another user', w.other.token], ['another contest\'s admin', otherAdmin.token]] as const) {
      const r = await download(token, w.cid, lang);
      t.same([r.status, r.msg], [403, m.CONTESTS_ADMIN_ONLY], `${lang}: ${who}`);
    }
  }
  t.ok(en.CONTESTS_ICPC_PACKAGE_ENDED_ACM_ONLY && zh.CONTESTS_ICPC_PACKAGE_ENDED_ACM_ONLY && en.CONTESTS_ICPC_PACKAGE_ENDED_ACM_ONLY !== zh.CONTESTS_ICPC_PACKAGE_ENDED_ACM_ONLY, 'the refusal in both languages');
});
