// The ICPC Contest API (2023-06) of an ACM contest: every endpoint's answer checked against the
// schemas of shared/icpc.ts and hand-checked invariants (times, ids, references), for the public
// and the admin role; the frozen-judgement rule on each endpoint while the board is sealed, after
// the thaw and when the contest ended sealed; and the tokens: issued by the contest's admins,
// shown once, revoked, and every refusal with its message in both languages.
import t, { type Test } from 'tap';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Type, type TSchema } from '@sinclair/typebox';
import { TestSite } from '@oj/kernel/testing';
import {
  ICPC_API_VERSION, ICPC_API_VERSION_URL, ICPC_EVENT_DATA, IcpcAccess, IcpcApiInfo, IcpcContest, IcpcEvent, IcpcScoreboard, IcpcState,
  type IcpcAward, type IcpcJudgement, type IcpcProblem, type IcpcRun, type IcpcScoreboard as Scoreboard, type IcpcSubmission, type IcpcTeam,
} from '../shared/icpc.ts';
import { createContest, updateContest } from './helpers.ts';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { ICPC_PLUGINS, addSubmission, icpc, icpcWorld, issueToken, ndjson, schemaErrors } from './icpc-helpers.ts';

const PROVIDER_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const zh = JSON.parse(readFileSync(new URL('../locales/zh-CN.json', import.meta.url), 'utf8')) as Record<string, string>;
const en = JSON.parse(readFileSync(new URL('../locales/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;

const site = await TestSite.start({ plugins: ICPC_PLUGINS });
t.teardown(() => site.close());
const w = await icpcWorld(site);
const pub = await issueToken(site, w.author.token, w.cid, 'public', 'Live scoreboard');
const adm = await issueToken(site, w.author.token, w.cid, 'admin', 'Resolver');
const base = `/contests/${w.cid}`;

const COLLECTIONS = ['judgement-types', 'languages', 'problems', 'organizations', 'teams', 'submissions', 'judgements', 'runs', 'clarifications', 'awards'] as const;
type Collection = (typeof COLLECTIONS)[number];

/** RELTIME as ms */
function relMs(rel: string): number {
  const m = /^(-?)([0-9]+):([0-9]{2}):([0-9]{2})(?:\.([0-9]{3}))?$/.exec(rel)!;
  return (m[1] ? -1 : 1) * (((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4])) * 1000 + Number(m[5] ?? 0));
}
const wholeMs = (seconds: number) => Math.abs(seconds * 1000 - Math.round(seconds * 1000)) < 1e-6;

/** reads one endpoint with `token`, asserting HTTP 200 and its schema */
async function valid<T>(t: Test, token: string, path: string, schema: TSchema): Promise<T> {
  const r = await icpc<T>(site, token, path);
  t.equal(r.http, 200, `${path}: 200 (${r.msg})`);
  t.same(schemaErrors(schema, r.body), [], `${path}: as the schema says`);
  return r.body;
}

interface Everything { collections: Record<Collection, Array<Record<string, unknown>>>; scoreboard: Scoreboard; contest: { start_time: string } }

/** every endpoint of the contest as `token` reads it, each checked against its schema */
async function readEverything(t: Test, token: string): Promise<Everything> {
  const info = await valid<{ version: string; version_url: string }>(t, token, '', IcpcApiInfo);
  t.same([info.version, info.version_url], [ICPC_API_VERSION, ICPC_API_VERSION_URL], 'the pinned version');
  const list = await valid<Array<{ id: string }>>(t, token, '/contests', Type.Array(IcpcContest));
  t.same(list.map((c) => c.id), [String(w.cid)], 'the token\'s contest');
  const contest = await valid<{ id: string; start_time: string; penalty_time: number }>(t, token, base, IcpcContest);
  t.equal(contest.penalty_time, 20);
  const access = await valid<{ endpoints: Array<{ type: string; properties: string[] }> }>(t, token, `${base}/access`, IcpcAccess);
  t.same(access.endpoints.map((e) => e.type).sort(), Object.keys(ICPC_EVENT_DATA).sort(), 'access lists every endpoint');
  await valid(t, token, `${base}/state`, IcpcState);
  const collections = {} as Everything['collections'];
  for (const type of COLLECTIONS) {
    const schema = ICPC_EVENT_DATA[type];
    const items = await valid<Array<Record<string, unknown>>>(t, token, `${base}/${type}`, Type.Array(schema));
    collections[type] = items;
    for (const item of items.slice(0, 6)) {
      const one = await valid<Record<string, unknown>>(t, token, `${base}/${type}/${String(item.id)}`, schema);
      t.same(one, item, `${type}/${String(item.id)} is the list's object`);
    }
  }
  const scoreboard = await valid<Scoreboard>(t, token, `${base}/scoreboard`, IcpcScoreboard);
  return { collections, scoreboard, contest };
}

/** references resolve, times agree with contest times, ids are unique: what no schema says */
function checkInvariants(t: Test, all: Everything): void {
  const c = all.collections;
  const ids = (type: Collection) => new Set(c[type].map((x) => x.id as string));
  for (const type of COLLECTIONS) t.equal(ids(type).size, c[type].length, `${type}: ids are unique`);
  const start = Date.parse(all.contest.start_time);
  const sameTime = (time: string, rel: string, what: string) => t.equal(Date.parse(time) - start, relMs(rel), `${what}: contest time is time − start`);
  for (const team of c.teams as IcpcTeam[]) if (team.organization_id) t.ok(ids('organizations').has(team.organization_id), `team ${team.id}: its organization exists`);
  for (const s of c.submissions as IcpcSubmission[]) {
    t.ok(ids('teams').has(s.team_id), `submission ${s.id}: team`);
    t.ok(ids('problems').has(s.problem_id), `submission ${s.id}: problem`);
    t.ok(ids('languages').has(s.language_id), `submission ${s.id}: language`);
    sameTime(s.time, s.contest_time, `submission ${s.id}`);
  }
  for (const j of c.judgements as IcpcJudgement[]) {
    t.ok(ids('submissions').has(j.submission_id), `judgement ${j.id}: submission`);
    if (j.judgement_type_id !== null) t.ok(ids('judgement-types').has(j.judgement_type_id), `judgement ${j.id}: type`);
    t.equal(j.end_time === null, j.judgement_type_id === null, `judgement ${j.id}: ended iff it has a type`);
    sameTime(j.start_time, j.start_contest_time, `judgement ${j.id} start`);
    if (j.end_time && j.end_contest_time) sameTime(j.end_time, j.end_contest_time, `judgement ${j.id} end`);
    if (j.max_run_time !== null) t.ok(wholeMs(j.max_run_time), 'max run time in whole ms');
  }
  const problems = new Map((c.problems as IcpcProblem[]).map((p) => [p.id, p]));
  const submissions = new Map((c.submissions as IcpcSubmission[]).map((s) => [s.id, s]));
  const judgements = new Map((c.judgements as IcpcJudgement[]).map((j) => [j.id, j]));
  for (const r of c.runs as IcpcRun[]) {
    const j = judgements.get(r.judgement_id);
    t.ok(j, `run ${r.id}: judgement`);
    t.ok(ids('judgement-types').has(r.judgement_type_id), `run ${r.id}: type`);
    const p = problems.get(submissions.get(j!.submission_id)!.problem_id)!;
    t.ok(r.ordinal >= 1 && r.ordinal <= p.test_data_count, `run ${r.id}: ordinal within the test data`);
    t.ok(wholeMs(r.run_time), 'run time in whole ms');
    sameTime(r.time, r.contest_time, `run ${r.id}`);
  }
  for (const p of c.problems as IcpcProblem[]) t.ok(wholeMs(p.time_limit), `problem ${p.id}: time limit in whole ms`);
  for (const a of c.awards as IcpcAward[]) for (const id of a.team_ids ?? []) t.ok(ids('teams').has(id), `award ${a.id}: team ${id}`);
  const hidden = new Set((c.teams as IcpcTeam[]).filter((x) => x.hidden).map((x) => x.id));
  let lastRank = 0;
  for (const row of all.scoreboard.rows) {
    t.ok(ids('teams').has(row.team_id) && !hidden.has(row.team_id), `scoreboard: ${row.team_id} is a shown team`);
    t.ok(row.rank >= lastRank, 'scoreboard rows by rank');
    lastRank = row.rank;
    t.same(row.problems.map((p) => p.problem_id), [...problems.keys()], 'a cell per problem');
    t.equal(row.score.num_solved, row.problems.filter((p) => p.solved).length, 'solved count');
  }
  sameTime(all.scoreboard.time, all.scoreboard.contest_time, 'scoreboard');
}

const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
const sid = (n: number) => String(n);

t.test('every endpoint answers as the 2023-06 schemas say, with references that resolve (both roles)', async (t) => {
  for (const token of [pub.token, adm.token]) checkInvariants(t, await readEverything(t, token));
  const teams = byId((await icpc<IcpcTeam[]>(site, adm.token, `${base}/teams`)).body);
  t.same(teams.get(w.alice.uid), { id: w.alice.uid, label: w.alice.username, name: w.alice.username, display_name: null, organization_id: teams.get(w.alice.uid)!.organization_id, hidden: false }, 'a contestant: uid as id, username as label');
  t.ok(teams.get(w.starry.uid)!.hidden, 'a star user is a hidden team');
  t.ok(teams.get(w.author.uid)!.hidden, 'the author is a hidden team (admin role)');
  t.equal(teams.get(w.starry.uid)!.organization_id, teams.get(w.alice.uid)!.organization_id, 'one school, one organization');
  t.equal(teams.get(w.carol.uid)!.organization_id, null, 'no school, no organization');
  const problems = (await icpc<IcpcProblem[]>(site, adm.token, `${base}/problems`)).body;
  t.same(problems.map((p) => [p.id, p.label, p.name, p.ordinal, p.rgb, p.time_limit, p.test_data_count]), [['A', 'A', 'Alpha', 0, '#ff0000', 1, 3], ['B', 'B', 'Beta', 1, undefined, 1, 3]]);
  t.same(Object.keys(problems[1]).filter((k) => k === 'rgb' || k === 'color'), [], 'a problem without a balloon colour has neither rgb nor color (not null)');
  const languages = (await icpc<Array<{ id: string; name: string; extensions: string[] }>>(site, adm.token, `${base}/languages`)).body;
  t.same(languages.map((l) => [l.id, l.name, l.extensions]), [['cpp', 'C++', ['cpp']], ['java', 'Java', ['java']], ['python3', 'Python3', ['py']]], 'the problems\' languages and those submitted in');
  t.same(languages.filter((l) => 'entry_point_name' in l), [], 'no entry_point_name where no entry point is required');
  for (const token of [pub.token, adm.token]) {
    for (const path of ['/api/icpc', '/api/icpc/']) {
      const res = await site.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
      const info = JSON.parse(res.body) as { provider: { name: string; version: unknown } };
      t.equal(res.statusCode, 200, `${path} answers`);
      t.equal(info.provider.version, PROVIDER_VERSION, `${path}: the provider's version is the contests plugin's`);
    }
  }
  const submissions = byId((await icpc<IcpcSubmission[]>(site, adm.token, `${base}/submissions`)).body);
  t.equal(submissions.get(sid(w.s.aliceAc))!.entry_point, 'Main', 'Java names its entry point');
  t.equal(submissions.get(sid(w.s.bobAc))!.entry_point, null);
  const types = (await icpc<Array<{ id: string; penalty: boolean; solved: boolean }>>(site, pub.token, `${base}/judgement-types`)).body;
  const type = byId(types);
  t.same([type.get('AC'), type.get('WA')!.penalty, type.get('PE')!.penalty, type.get('TLE')!.penalty, type.get('CE')!.penalty, type.get('JE')!.penalty],
    [{ id: 'AC', name: 'Accepted', penalty: false, solved: true }, true, true, true, false, false], 'penalties as the ACM board counts them');
  const filtered = await icpc<IcpcSubmission[]>(site, adm.token, `${base}/submissions`, { query: { team_id: w.bob.uid, problem_id: 'B' } });
  t.same(filtered.body.map((s) => s.id), [sid(w.s.bobCe), sid(w.s.bobFrozenPending)], 'filters on ID properties');
  const announce = (announcement: Record<string, unknown>) => site.api<{ id: number }>('POST', '/api/admin/contest/announcement', { token: w.author.token, body: { cid: w.cid, announcement } });
  const clar = (await announce({ title: 'Clarification', content: 'B: n ≤ 10', status: 0 })).data;
  await announce({ title: 'Hidden', content: 'not yet', status: 1 });
  const clars = (await icpc<Array<{ id: string; text: string; from_team_id: null; to_team_id: null }>>(site, pub.token, `${base}/clarifications`)).body;
  t.same(clars.map((c) => [c.id, c.text, c.from_team_id, c.to_team_id]), [[String(clar.id), 'Clarification\n\nB: n ≤ 10', null, null]], 'visible announcements, to every team');
  const toAll = (await icpc<Array<{ id: string }>>(site, pub.token, `${base}/clarifications`, { query: { to_team_id: '' } })).body;
  t.same(toAll.map((c) => c.id), [String(clar.id)], '?to_team_id= (empty) asks for the clarifications sent to every team');
  const toAlice = (await icpc<Array<{ id: string }>>(site, pub.token, `${base}/clarifications`, { query: { to_team_id: w.alice.uid } })).body;
  t.same(toAlice, [], '?to_team_id=<a team> finds none: every clarification is to all teams');
  const zip = await icpc(site, adm.token, `${base}/submissions/${w.s.aliceAc}/files`);
  t.equal(zip.http, 200);
  t.equal(zip.type, 'application/zip', 'the admin role reads a submission\'s files as one zip');
  t.same(submissions.get(sid(w.s.aliceAc))!.files, [{ href: `contests/${w.cid}/submissions/${w.s.aliceAc}/files`, mime: 'application/zip', filename: 'files.zip' }]);
  const publicSubmission = (await icpc<IcpcSubmission>(site, pub.token, `${base}/submissions/${w.s.aliceAc}`)).body;
  t.same(publicSubmission.files, [], 'the public role gets no files');
  const refused = await icpc(site, pub.token, `${base}/submissions/${w.s.aliceAc}/files`);
  t.same([refused.http, refused.msg], [403, en.CONTESTS_ICPC_ADMIN_ROLE_ONLY]);
});

/** what one role sees of the frozen submissions on every endpoint */
async function frozenSeen(token: string) {
  const ids = async (type: Collection) => (await icpc<Array<{ id: string }>>(site, token, `${base}/${type}`)).body.map((x) => x.id);
  const judgements = await ids('judgements');
  const runs = (await icpc<IcpcRun[]>(site, token, `${base}/runs`)).body;
  const one = async (path: string) => (await icpc(site, token, path)).http;
  const scoreboard = (await icpc<Scoreboard>(site, token, `${base}/scoreboard`)).body;
  const cell = (uid: string, problem: string) => scoreboard.rows.find((r) => r.team_id === uid)?.problems.find((p) => p.problem_id === problem);
  const awards = byId((await icpc<IcpcAward[]>(site, token, `${base}/awards`)).body);
  const feed = ndjson((await icpc(site, token, `${base}/event-feed`, { query: { stream: 'false' } })).raw);
  const frozen = [w.s.carolFrozenAc, w.s.aliceFrozenWa, w.s.bobFrozenPending].map(sid);
  return {
    submissions: (await ids('submissions')).filter((x) => frozen.includes(x)).length,
    judgements: judgements.filter((x) => frozen.includes(x)).length,
    runs: runs.filter((r) => frozen.includes(r.judgement_id)).length,
    single: [await one(`${base}/judgements/${w.s.carolFrozenAc}`), await one(`${base}/runs/${w.s.carolFrozenAc}-1`)],
    carolB: cell(w.carol.uid, 'B'),
    ranks: scoreboard.rows.map((r) => [r.team_id === w.alice.uid ? 'alice' : r.team_id === w.bob.uid ? 'bob' : r.team_id === w.carol.uid ? 'carol' : r.team_id, r.rank, r.score.num_solved]),
    firstB: awards.get('first-to-solve-B')!.team_ids,
    feed: feed.filter((e) => (e.type === 'judgements' && frozen.includes(e.id!)) || (e.type === 'runs' && frozen.includes(String(e.data?.judgement_id)))).length,
    state: (await icpc<{ frozen: string | null; thawed: string | null }>(site, token, `${base}/state`)).body,
  };
}

t.test('a Java submission whose public class is not Main: that class is its entry point and names its file', async (t) => {
  const j = await icpcWorld(site, 'jv');
  const code = 'import java.util.*;\n\npublic final class Solution {\n  public static void main(String[] a) {}\n}\n';
  const named = await addSubmission(site, j.cid, { who: j.bob, pid: j.pidB, cpid: j.cpB, displayId: 'B', at: new Date(j.start + 30 * 60_000), status: JudgeStatus.ACCEPTED, cases: [0, 0, 0], language: 'Java', code });
  const adm = await issueToken(site, j.author.token, j.cid, 'admin');
  const submissions = byId((await icpc<IcpcSubmission[]>(site, adm.token, `/contests/${j.cid}/submissions`)).body);
  t.equal(submissions.get(String(named))!.entry_point, 'Solution', 'the class the judge runs');
  t.equal(submissions.get(String(j.s.aliceAc))!.entry_point, 'Main', 'a class named Main stays Main');
  const zip = await icpc(site, adm.token, `/contests/${j.cid}/submissions/${named}/files`);
  t.equal(zip.http, 200);
  t.ok(zip.raw.includes('Solution.java') && !zip.raw.includes('Main.java'), 'the zip holds Solution.java');
});

t.test('tokens: issued by the contest\'s admins and shown once, revoked, and every refusal in both languages', async (t) => {
  const listed = await site.api<Array<Record<string, unknown>>>('GET', '/api/admin/contest/icpc-token', { token: w.author.token, query: { cid: w.cid } });
  t.same(listed.data.map((x) => [x.name, x.role, x.createdBy, x.revokedAt]), [['Resolver', 'admin', 'author', null], ['Live scoreboard', 'public', 'author', null]]);
  t.ok(listed.data.every((x) => !('token' in x) && String(x.hint).startsWith('icpc_') && String(x.hint).length < 20), 'the list never shows a token, only its first characters');
  const stored = (await site.db('contests_icpc_token').select('tokenHash')) as Array<{ tokenHash: string }>;
  t.ok(stored.some((r) => r.tokenHash === createHash('sha256').update(pub.token).digest('hex')), 'kept as its hash');
  t.notOk(JSON.stringify(stored).includes(pub.token), 'never in the clear');

  const count = async () => Number(((await site.db('contests_icpc_token').count('id as n')) as Array<{ n: string }>)[0]!.n);
  const before = await count();
  for (const lang of ['en-US', 'zh-CN'] as const) {
    const m = lang === 'en-US' ? en : zh;
    const issue = (token: string, body: Record<string, unknown>) => site.api('POST', '/api/admin/contest/icpc-token', { token, body, lang });
    const notAdmin = await issue(w.other.token, { cid: w.cid, role: 'public', name: 'x' });
    t.same([notAdmin.http, notAdmin.msg], [403, m.CONTESTS_ADMIN_ONLY], `${lang}: not the contest's admin`);
    const badRole = await issue(w.author.token, { cid: w.cid, role: 'jury', name: 'x' });
    t.same([badRole.status, badRole.msg], [400, m.CONTESTS_ICPC_ROLE_BAD], `${lang}: a role that is neither public nor admin`);
    const noName = await issue(w.author.token, { cid: w.cid, role: 'admin', name: '   ' });
    t.same([noName.status, noName.msg], [400, m.CONTESTS_ICPC_NAME_BAD], `${lang}: a blank name`);
    const oi = await createContest(site, { uid: w.author.uid, author: 'author', title: `OI ${lang}`, type: 1 });
    const oiToken = await issue(w.author.token, { cid: oi, role: 'public', name: 'x' });
    t.same([oiToken.status, oiToken.msg], [400, m.CONTESTS_ICPC_ACM_ONLY], `${lang}: only ACM contests`);
    const missing = await icpc(site, null, `${base}/state`, { lang });
    t.same([missing.http, missing.msg], [401, m.CONTESTS_ICPC_TOKEN_MISSING], `${lang}: no token`);
    const session = await icpc(site, w.root.token, `${base}/state`, { lang });
    t.same([session.http, session.msg], [401, m.CONTESTS_ICPC_TOKEN_INVALID], `${lang}: a site session is not an ICPC token`);
    const wrongPath = await icpc(site, pub.token, '/contests/!!/state', { lang });
    t.same([wrongPath.http, wrongPath.msg], [400, m.CONTESTS_ICPC_BAD_ID], `${lang}: a malformed id`);
    const badFilter = await icpc(site, pub.token, `${base}/submissions`, { lang, query: { team_id: '.x' } });
    t.same([badFilter.http, badFilter.msg], [400, m.CONTESTS_ICPC_BAD_ID], `${lang}: a malformed filter`);
    const unknown = await icpc(site, pub.token, `${base}/teams/nobody`, { lang });
    t.same([unknown.http, unknown.msg], [404, m.CONTESTS_ICPC_NOT_FOUND], `${lang}: no such object`);
  }
  t.equal(await count(), before, 'no refused call issued a token');

  const other = await createContest(site, { uid: w.author.uid, author: 'author', title: 'Another ACM', phase: 'running' });
  const otherToken = await issueToken(site, w.root.token, other, 'public');
  const beforeOi = await issueToken(site, w.root.token, other, 'admin');
  const root = await site.api<Array<{ createdBy: string }>>('GET', '/api/admin/contest/icpc-token', { token: w.root.token, query: { cid: other } });
  t.same(root.data.map((x) => x.createdBy), ['root', 'root'], 'a super admin may issue them too');
  for (const lang of ['en-US', 'zh-CN'] as const) {
    const r = await icpc(site, otherToken.token, `${base}/state`, { lang });
    t.same([r.http, r.msg], [401, (lang === 'en-US' ? en : zh).CONTESTS_ICPC_TOKEN_OTHER_CONTEST], `${lang}: another contest's token`);
  }
  const basic = await icpc(site, null, `/contests/${other}/state`, { headers: { authorization: `Basic ${Buffer.from(`reader:${otherToken.token}`).toString('base64')}` } });
  t.equal(basic.http, 200, 'basic authentication with the token as password');

  const notTheirs = await site.api('DELETE', '/api/admin/contest/icpc-token', { token: w.other.token, query: { id: otherToken.id }, lang: 'en-US' });
  t.same([notTheirs.http, notTheirs.msg], [403, en.CONTESTS_ADMIN_ONLY], 'only its contest\'s admins revoke a token');
  const none = await site.api('DELETE', '/api/admin/contest/icpc-token', { token: w.author.token, query: { id: 999_999 }, lang: 'en-US' });
  t.same([none.status, none.msg], [404, en.CONTESTS_ICPC_TOKEN_NOT_FOUND]);
  const revoked = await site.api('DELETE', '/api/admin/contest/icpc-token', { token: w.author.token, query: { id: otherToken.id }, lang: 'en-US' });
  t.equal(revoked.status, 200, 'revoked');
  for (const lang of ['en-US', 'zh-CN'] as const) {
    const r = await icpc(site, otherToken.token, `/contests/${other}/state`, { lang });
    t.same([r.http, r.msg], [401, (lang === 'en-US' ? en : zh).CONTESTS_ICPC_TOKEN_INVALID], `${lang}: a revoked token`);
  }
  // a contest made OI after its token was issued
  await updateContest(site, other, { type: 1 });
  for (const lang of ['en-US', 'zh-CN'] as const) {
    const r = await icpc(site, beforeOi.token, `/contests/${other}/state`, { lang });
    t.same([r.http, r.msg], [400, (lang === 'en-US' ? en : zh).CONTESTS_ICPC_ACM_ONLY], `${lang}: an OI contest answers "only ACM contests"`);
  }
});

t.test('the public role never sees a judgement of a frozen submission while the board is sealed; the admin role sees them all', async (t) => {
  const pubSeen = await frozenSeen(pub.token);
  const admSeen = await frozenSeen(adm.token);
  t.equal(pubSeen.submissions, 3, 'public: the frozen submissions themselves are there');
  t.same([pubSeen.judgements, pubSeen.runs, pubSeen.feed], [0, 0, 0], 'public: no judgement, run or feed event of them');
  t.same(pubSeen.single, [404, 404], 'public: asked by id, they do not exist');
  t.same(pubSeen.carolB, { problem_id: 'B', num_judged: 0, num_pending: 1, solved: false }, 'public scoreboard: carol\'s frozen solve is pending');
  t.same(pubSeen.ranks, [['bob', 1, 1], ['alice', 2, 1], ['carol', 3, 0]], 'public scoreboard: the sealed board\'s ranks (stars and the author off it)');
  t.same(pubSeen.firstB, [], 'public awards: nobody solved B yet');
  t.same([pubSeen.state.frozen !== null, pubSeen.state.thawed], [true, null]);

  t.equal(admSeen.submissions, 3);
  t.same([admSeen.judgements, admSeen.runs], [3, 6], 'admin: every judgement and run (the pending one has no runs yet)');
  t.ok(admSeen.feed >= 9, 'admin: in the feed too');
  t.same(admSeen.single, [200, 200]);
  t.same(admSeen.carolB, { problem_id: 'B', num_judged: 1, num_pending: 0, solved: true, time: 50 }, 'admin scoreboard: the real board');
  t.same(admSeen.ranks, [['bob', 1, 1], ['alice', 2, 1], ['carol', 3, 1]]);
  t.same(admSeen.firstB, [w.carol.uid]);
  const awards = byId((await icpc<IcpcAward[]>(site, pub.token, `${base}/awards`)).body);
  t.same([awards.get('winner')!.team_ids, awards.get('gold-medal'), awards.get('silver-medal')!.team_ids, awards.get('first-to-solve-A')!.team_ids],
    [[w.bob.uid], { id: 'gold-medal', citation: 'Gold', team_ids: [w.bob.uid] }, [w.alice.uid], [w.alice.uid]], 'winner, medals by the contest\'s award tiers, first to solve (the star\'s earlier solve does not count)');
  const pending = (await icpc<IcpcJudgement>(site, adm.token, `${base}/judgements/${w.s.bobFrozenPending}`)).body;
  t.same([pending.judgement_type_id, pending.end_time], [null, null], 'a judgement still running has no type yet');

  // the contest ends: the real board after the end (autoRealRank) thaws it
  const c = (await site.db('contests_contest').where({ id: w.cid }).first()) as { startTime: Date };
  const end = new Date(Date.now() - 20_000);
  await updateContest(site, w.cid, { endTime: end, duration: Math.floor((end.getTime() - c.startTime.getTime()) / 1000) });
  const thawed = await frozenSeen(pub.token);
  t.same([thawed.judgements, thawed.runs, thawed.single], [3, 6, [200, 200]], 'thawed: the public role sees them');
  t.same(thawed.carolB?.solved, true);
  t.same(thawed.firstB, [w.carol.uid]);
  t.ok(thawed.state.thawed, 'state: thawed');

  // ended sealed, without the real board after the end: never thawed for the public role
  await updateContest(site, w.cid, { autoRealRank: false });
  const sealed = await frozenSeen(pub.token);
  t.same([sealed.judgements, sealed.runs, sealed.feed, sealed.single, sealed.state.thawed], [0, 0, 0, [404, 404], null], 'ended sealed: still hidden from the public role');
  t.same((await frozenSeen(adm.token)).judgements, 3, 'and shown to the admin role');
  const all = ndjson((await icpc(site, pub.token, `${base}/event-feed`, { query: { stream: 'false' } })).raw);
  for (const e of all) {
    t.same(schemaErrors(IcpcEvent, e), [], `event ${e.type}/${e.id}: as the schema says`);
    t.same(schemaErrors(ICPC_EVENT_DATA[e.type as keyof typeof ICPC_EVENT_DATA], e.data), [], `event ${e.type}/${e.id}: its data too`);
  }
});
