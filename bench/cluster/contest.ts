// The bench's contest: a few A+B-like problems with test data made through the admin API (so their
// test data goes to the shared store, where the judge nodes fetch it through nginx), contestants put
// straight into the database, and for each phase a fresh running ACM contest (private: only its
// registered contestants enter) with those problems and every contestant registered.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../core/kernel/src/auth/password.ts';
import type { Knex } from './nodes.ts';

export const PASSWORD = 'Contest2026';
export const LANGUAGE = 'Python3';

/** what each problem computes from "a b", a right program and a wrong one */
const KINDS = [
  { title: 'Sum', f: (a: number, b: number) => a + b, right: 'print(a + b)', wrong: 'print(a - b)' },
  { title: 'Product', f: (a: number, b: number) => a * b, right: 'print(a * b)', wrong: 'print(a + b)' },
  { title: 'Larger', f: (a: number, b: number) => Math.max(a, b), right: 'print(max(a, b))', wrong: 'print(min(a, b))' },
  { title: 'Difference', f: (a: number, b: number) => a - b, right: 'print(a - b)', wrong: 'print(b - a)' },
];
const READ = 'a, b = map(int, input().split())\n';

export interface BenchProblem { pid: number; displayId: string; right: string; wrong: string }
export interface Contestant { uid: string; username: string }

async function adminCall<T>(site: string, token: string, method: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${site}${path}`, { method, headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en-US' }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { status: number; msg: string; data: T };
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer.data;
}

/**
 * The contestants, all with one valid scrypt hash of PASSWORD at the site's cost (computed once:
 * one salt for everyone, which only a bench may do; a login verifies it at full cost), and an
 * admin who makes the problems through the API.
 */
export async function seedPeople(db: Knex, count: number, passwordCost: number): Promise<{ contestants: Contestant[]; adminName: string }> {
  const hash = await hashPassword(PASSWORD, passwordCost);
  const adminName = 'benchadmin';
  await db('users').insert({ uid: randomBytes(16).toString('hex'), username: adminName, passwordHash: hash, roleId: 1000, email: 'benchadmin@bench.invalid' });
  await db.raw(
    `insert into users (uid, username, password_hash, email, role_id)
     select md5('bench' || g), 'c' || g, ?, 'c' || g || '@bench.invalid', 1002 from generate_series(1, ?) g`, [hash, count]);
  const rows = (await db('users').where('username', 'like', 'c%').orderByRaw('length(username), username').select('uid', 'username')) as Contestant[];
  return { contestants: rows, adminName };
}

export async function makeProblems(site: string, adminName: string, count: number): Promise<BenchProblem[]> {
  const login = await fetch(`${site}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: adminName, password: PASSWORD }) });
  const token = login.headers.get('authorization');
  if (!token) throw new Error(`admin login: ${await login.text()}`);
  const problems: BenchProblem[] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length];
    const cases = [[1, 2], [40, 2], [-7, 9], [123456, 654321]].map(([a, b]) => ({ input: `${a} ${b}\n`, output: `${kind.f(a, b)}\n`, score: null, groupNum: null }));
    const displayId = String.fromCharCode(65 + i);
    const created = await adminCall<{ pid: number }>(site, token, 'POST', '/api/admin/problem', {
      problem: { problemId: `BENCH${i + 1}`, title: kind.title, description: `Print the ${kind.title.toLowerCase()} of two numbers`, examples: '<input>1 2</input><output>3</output>', timeLimit: 2000, memoryLimit: 256, codeShare: true },
      languages: [{ name: LANGUAGE }],
      samples: cases,
      isUploadTestCase: false,
    });
    problems.push({ pid: created.pid, displayId, right: READ + kind.right + '\n', wrong: READ + kind.wrong + '\n' });
  }
  return problems;
}

/** a running ACM contest (started a minute ago, three hours long), its problems, everyone registered */
export async function makeContest(db: Knex, title: string, problems: BenchProblem[], contestants: Contestant[]): Promise<number> {
  const admin = (await db('users').where({ username: 'benchadmin' }).first('uid')) as { uid: string };
  const start = new Date(Date.now() - 60_000);
  const end = new Date(start.getTime() + 3 * 3_600_000);
  const [row] = (await db('contests_contest').insert({
    uid: admin.uid, author: 'benchadmin', title, description: `bench/cluster: ${title}`, type: 0, auth: 1, pwd: 'bench',
    startTime: start, endTime: end, duration: 3 * 3600, visible: true,
  }).returning('id')) as Array<{ id: number }>;
  const cid = row.id;
  for (const p of problems) await db('contests_problem').insert({ cid, pid: p.pid, displayId: p.displayId, displayTitle: `Problem ${p.displayId}`, color: null });
  for (let i = 0; i < contestants.length; i += 1000) {
    await db('contests_register').insert(contestants.slice(i, i + 1000).map((c) => ({ cid, uid: c.uid })));
  }
  return cid;
}
