// Shared steps of the ICPC Contest API tests: a site whose event feed keeps alive and polls
// quickly, a sealed ACM contest with judged, frozen and pending submissions (written as the
// submissions plugin keeps them, their verdicts announced as the judge would), tokens, and calls
// made with a token.
import type { TestSite } from '@oj/kernel/testing';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, addContestProblem, createContest, register } from './helpers.ts';

/** keep-alive and poll in ms: a test waits for them, never sleeps */
export const FEED_KEEPALIVE_MS = 150;
export const ICPC_PLUGINS = PLUGINS.map((p) => (p.package === '@oj/plugin-contests' ? { ...p, config: { icpcKeepAliveMs: FEED_KEEPALIVE_MS, icpcFeedPollMs: 100 } } : p));

const MINUTE = 60_000;

export interface Person { uid: string; username: string }

export interface SubmissionSpec {
  who: Person;
  pid: number;
  cpid: number;
  displayId: string;
  at: Date;
  /** a final verdict, or PENDING */
  status: number;
  language?: string;
  /** the verdict of each test case */
  cases?: number[];
  /** the verdict comes this long after the submission (ms; 20 s) */
  judgedAfterMs?: number;
  /** its source (a trivial program of its language by default) */
  code?: string;
}

/** a contest submission as the submissions plugin stores it; a final one is announced (the board's record) */
export async function addSubmission(site: TestSite, cid: number, s: SubmissionSpec): Promise<number> {
  const final = s.status !== JudgeStatus.PENDING;
  const judgedAt = new Date(s.at.getTime() + (s.judgedAfterMs ?? 20_000));
  const code = s.code ?? (s.language === 'Java' ? 'public class Main { public static void main(String[] a) {} }\n' : 'int main() { return 0; }\n');
  const time = s.cases?.length ? 15 * s.cases.length : null;
  const [row] = await site.db('submissions_judge').insert({
    pid: s.pid, displayPid: s.displayId, uid: s.who.uid, username: s.who.username, submitTime: s.at, status: s.status, length: code.length, code,
    language: s.language ?? 'C++', cid, cpid: s.cpid, time, memory: time === null ? null : 1024, score: null, attempt: 1, judgedAttempt: final ? 1 : 0,
    gmtCreate: s.at, gmtModified: final ? judgedAt : s.at,
  }).returning('submitId');
  const submitId = (row as { submitId: number }).submitId;
  if (s.cases?.length) {
    await site.db('submissions_judge_case').insert(s.cases.map((status, i) => ({
      submitId, caseId: i + 1, seq: i + 1, groupNum: null, status, time: 10 + i, memory: 1024, score: 0, inputData: `${i + 1}.in`, outputData: `${i + 1}.out`, userOutput: '', message: '',
    })));
  }
  if (final) {
    await site.kernel.bus.emit('submission.judged', {
      submitId, uid: s.who.uid, username: s.who.username, pid: s.pid, cid, submitTime: s.at.toISOString(), tid: 0, gid: null, attempt: 1,
      status: s.status, score: null, time, memory: time === null ? null : 1024, previousStatus: JudgeStatus.PENDING, isManual: false,
    });
  }
  return submitId;
}

export interface World {
  cid: number;
  start: number;
  root: { uid: string; token: string };
  author: { uid: string; token: string };
  other: { uid: string; token: string };
  alice: Person; bob: Person; carol: Person; starry: Person;
  pidA: number; pidB: number; cpA: number; cpB: number;
  /** the submissions by name */
  s: Record<'aliceWa' | 'aliceAc' | 'bobAc' | 'bobCe' | 'carolFrozenAc' | 'aliceFrozenWa' | 'starAc' | 'authorAc' | 'bobFrozenPending', number>;
}

/**
 * A sealed ACM contest (started an hour ago, sealed 30 minutes ago, ends in an hour, the real
 * board after the end): alice solves A at 0:10 after a WA, bob at 0:20 and gets a CE on B; during
 * the freeze carol solves B, alice fails B and bob's B is not judged yet; the star user and the
 * author solve A early (neither is ranked). Awards: gold and silver, one each.
 */
export async function icpcWorld(site: TestSite, prefix = ''): Promise<World> {
  const root = await site.userWithToken(`${prefix}root`, 'root');
  const author = await site.userWithToken(`${prefix}author`, 'admin');
  const other = await site.userWithToken(`${prefix}other`);
  const person = async (username: string, extra: Record<string, unknown>): Promise<Person> => ({ uid: await site.createUser(username, 'secret123', 'default_user', extra), username });
  const alice = await person(`${prefix}alice`, { school: 'North High', nickname: 'Alice A.' });
  const bob = await person(`${prefix}bob`, { school: 'South High' });
  const carol = await person(`${prefix}carol`, {});
  const starry = await person(`${prefix}starry`, { school: 'North High' });
  const pidA = await createAbProblem(site, root.token, `${prefix}I100`.slice(0, 20), { auth: 3 });
  const pidB = await createAbProblem(site, root.token, `${prefix}I200`.slice(0, 20), { auth: 3 });
  const cid = await createContest(site, {
    uid: author.uid, author: `${prefix}author`, title: 'ICPC World', phase: 'sealed', starAccount: JSON.stringify([starry.username]),
    awardType: 2, awardConfig: JSON.stringify([
      { priority: 1, name: 'Gold', background: '#ffd700', color: '#000000', num: 1 },
      { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000000', num: 1 },
    ]),
  });
  const cpA = await addContestProblem(site, cid, pidA, 'A', 'Alpha', '#ff0000');
  const cpB = await addContestProblem(site, cid, pidB, 'B', 'Beta');
  for (const p of [alice, bob, carol, starry]) await register(site, cid, p.uid);
  const start = ((await site.db('contests_contest').where({ id: cid }).first('startTime')) as { startTime: Date }).startTime.getTime();
  const now = Date.now();
  const A = { pid: pidA, cpid: cpA, displayId: 'A' };
  const B = { pid: pidB, cpid: cpB, displayId: 'B' };
  const at = (ms: number) => new Date(ms);
  const s = {
    starAc: await addSubmission(site, cid, { who: starry, ...A, at: at(start + 1 * MINUTE), status: JudgeStatus.ACCEPTED, cases: [0, 0, 0] }),
    authorAc: await addSubmission(site, cid, { who: { uid: author.uid, username: `${prefix}author` }, ...A, at: at(start + 2 * MINUTE), status: JudgeStatus.ACCEPTED, cases: [0, 0, 0] }),
    aliceWa: await addSubmission(site, cid, { who: alice, ...A, at: at(start + 5 * MINUTE), status: JudgeStatus.WRONG_ANSWER, cases: [0, -1, 0] }),
    aliceAc: await addSubmission(site, cid, { who: alice, ...A, at: at(start + 10 * MINUTE), status: JudgeStatus.ACCEPTED, cases: [0, 0, 0], language: 'Java' }),
    bobAc: await addSubmission(site, cid, { who: bob, ...A, at: at(start + 20 * MINUTE), status: JudgeStatus.ACCEPTED, cases: [0, 0, 0] }),
    bobCe: await addSubmission(site, cid, { who: bob, ...B, at: at(start + 25 * MINUTE), status: JudgeStatus.COMPILE_ERROR }),
    carolFrozenAc: await addSubmission(site, cid, { who: carol, ...B, at: at(now - 10 * MINUTE), status: JudgeStatus.ACCEPTED, cases: [0, 0, 0] }),
    aliceFrozenWa: await addSubmission(site, cid, { who: alice, ...B, at: at(now - 5 * MINUTE), status: JudgeStatus.TIME_LIMIT_EXCEEDED, cases: [0, 1, 1] }),
    bobFrozenPending: await addSubmission(site, cid, { who: bob, ...B, at: at(now - 1 * MINUTE), status: JudgeStatus.PENDING }),
  };
  return { cid, start, root, author, other, alice, bob, carol, starry, pidA, pidB, cpA, cpB, s };
}

/** a token issued through the admin call */
export async function issueToken(site: TestSite, adminToken: string, cid: number, role: 'public' | 'admin', name = `${role} client`): Promise<{ id: number; token: string }> {
  const r = await site.api<{ id: number; token: string }>('POST', '/api/admin/contest/icpc-token', { token: adminToken, body: { cid, role, name }, lang: 'en-US' });
  if (r.status !== 200) throw new Error(`token not issued: ${r.msg}`);
  return r.data;
}

export interface IcpcAnswer<T> { http: number; body: T; msg: string; raw: string; type: string }

/** a call of the ICPC API with a token (Bearer), answering the parsed JSON */
export async function icpc<T = unknown>(site: TestSite, token: string | null, path: string, opts: { lang?: string; query?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<IcpcAnswer<T>> {
  const res = await site.app.inject({
    method: 'GET', url: `/api/icpc${path}`, query: opts.query,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': opts.lang ?? 'en-US', ...opts.headers },
  });
  let body: unknown = null;
  try { body = JSON.parse(res.body); } catch { /* NDJSON, a zip */ }
  const msg = body && typeof body === 'object' && 'msg' in body ? String((body as { msg: unknown }).msg) : '';
  return { http: res.statusCode, body: body as T, msg, raw: res.body, type: String(res.headers['content-type'] ?? '') };
}

/** the schema errors of a value, as readable lines (empty: valid) */
export function schemaErrors(schema: TSchema, value: unknown): string[] {
  const errors = [...Value.Errors(schema, value)].slice(0, 5).map((e) => `${e.path || '/'}: ${e.message} (${JSON.stringify(e.value)?.slice(0, 80)})`);
  return [...errors, ...unlisted(schema, value, '').slice(0, 5)];
}

/**
 * Properties the schema does not name (the 2023-06 schemas forbid them: a property that is absent
 * when it does not apply, such as entry_point_name or rgb, must not be sent as null either).
 */
function unlisted(schema: TSchema, value: unknown, path: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (schema.anyOf) {
    // the branch the value is (of those it passes, the one naming all its properties, if any does)
    const found = (schema.anyOf as TSchema[]).filter((b) => Value.Check(b, value)).map((b) => unlisted(b, value, path));
    return found.length ? found.reduce((a, b) => (b.length < a.length ? b : a)) : [];
  }
  if (Array.isArray(value)) return schema.items ? value.flatMap((v, i) => unlisted(schema.items as TSchema, v, `${path}/${i}`)) : [];
  const properties = schema.properties as Record<string, TSchema> | undefined;
  if (!properties || schema.additionalProperties === true) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (k in properties ? unlisted(properties[k], v, `${path}/${k}`) : [`${path}/${k}: not a property of the schema (${JSON.stringify(v)?.slice(0, 40)})`]));
}

/** parses NDJSON lines (blank keep-alive lines left out) */
export function ndjson(text: string): Array<{ type: string; id: string | null; data: Record<string, unknown> | null; token?: string }> {
  return text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}
