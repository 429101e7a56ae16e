// R1, no lost submission: N submissions (OJ_CHAOS_SUBMISSIONS, default 60; the full run is
// 1,000) while judge nodes — real `oj judge` child processes — are killed (SIGKILL) and
// restarted at random moments. Every submission must end with one final verdict (the right one
// for its code), none left Pending/Compiling/Judging, and the summaries (problem counts, rank
// lines, day counts) must equal a recount of the submissions, i.e. each result applied once.
// Seeded: OJ_CHAOS_SEED=<n> replays a run (the seed is printed).
//
// The web node is not killed here: TestSite runs it in this process (see the report).
// Queues: the PostgreSQL backend only. `oj judge` has no Redis key prefix setting while a
// TestSite prefixes its Redis keys, so REDIS_URL is ignored by this test.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, TestSite } from '@oj/kernel/testing';
import type { QueueConnection } from '@oj/kernel/queue';
import { JUDGE_QUEUE } from '@oj/judge-worker/protocol';
import { AB, createAbProblem, detail, submit, userWithToken } from './helpers.ts';

delete process.env.REDIS_URL;

const N = Number(process.env.OJ_CHAOS_SUBMISSIONS ?? 60);
const SEED = Number(process.env.OJ_CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const NODES = 2;
t.comment(`chaos: ${N} submissions, seed ${SEED} (replay with OJ_CHAOS_SEED=${SEED})`);

/** mulberry32: small seeded generator, so a failing run can be replayed */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function databaseUrlOf(conn: QueueConnection): string {
  if (conn.kind !== 'postgres') throw new Error('the chaos test needs the PostgreSQL queue backend');
  const c = conn.pg as { host?: string; port?: number; user?: string; password?: string; database?: string };
  const socket = c.host?.startsWith('/');
  const url = new URL(`postgres://${socket ? 'localhost' : c.host}:${c.port ?? 5432}/${c.database ?? 'postgres'}`);
  url.username = encodeURIComponent(c.user ?? 'postgres');
  if (c.password) url.password = encodeURIComponent(c.password);
  if (socket) url.searchParams.set('host', c.host!);
  return url.toString();
}

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-problems' }, {
    package: '@oj/plugin-submissions',
    config: { resultsConcurrency: 2, sweepEveryMs: 3000, sweepStaleMs: 10_000, maxSweeps: 5 },
  }],
});
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });
await site.app.listen({ port: 0, host: '127.0.0.1' });
const address = site.app.server.address();
if (!address || typeof address === 'string') throw new Error('the site has no port');
const webUrl = `http://127.0.0.1:${address.port}`;
const judgeToken = ((await site.kernel.settings.get('secrets')) as { judgeToken: string }).judgeToken;
const databaseUrl = databaseUrlOf(site.kernel.queues.connection);

const root = await userWithToken(site, 'boss', 'root');
const users = [await userWithToken(site, 'alice'), await userWithToken(site, 'bob'), await userWithToken(site, 'carol')];
const pids = [await createAbProblem(site, root.token, '1000'), await createAbProblem(site, root.token, '1001')];

// ---- judge nodes as child processes ----
interface JudgeChild { name: string; proc: ChildProcess; exited: Promise<void>; log: string[] }
const live = new Set<JudgeChild>();
const logs: string[][] = [];
let started = 0;

function startJudge(): JudgeChild {
  const name = `chaos-${++started}`;
  const dir = join(site.dataDir, 'judges', name);
  mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: databaseUrl, OJ_WEB_URL: webUrl, OJ_JUDGE_TOKEN: judgeToken,
    OJ_DATA_DIR: dir, OJ_JUDGE_NAME: name, OJ_JUDGE_CONCURRENCY: '1',
  };
  delete env.REDIS_URL;
  const proc = spawn(process.execPath, [join(REPO_ROOT, 'core/cli/bin/oj.js'), 'judge'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  logs.push(log);
  proc.stdout!.on('data', (d: Buffer) => log.push(`${name}: ${d.toString().trimEnd()}`));
  proc.stderr!.on('data', (d: Buffer) => log.push(`${name}! ${d.toString().trimEnd()}`));
  const child: JudgeChild = { name, proc, log, exited: new Promise((r) => proc.once('exit', () => r())) };
  live.add(child);
  void child.exited.then(() => live.delete(child));
  return child;
}

let killsWhileJudging = 0;
async function kill(child: JudgeChild, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (signal === 'SIGKILL' && (await site.kernel.queues.queue(JUDGE_QUEUE).getActiveCount()) > 0) killsWhileJudging++;
  child.proc.kill(signal);
  await child.exited;
}

t.teardown(async () => {
  for (const c of [...live]) await kill(c, 'SIGTERM');
  await site.close();
});

type Kind = 'pyAc' | 'pyWa' | 'cppAc' | 'cppWa';
const KINDS: Record<Kind, { language: string; code: string; status: number }> = {
  pyAc: { language: 'Python3', code: AB.pyAc, status: 0 },
  pyWa: { language: 'Python3', code: AB.pyWa, status: -1 },
  cppAc: { language: 'C++', code: AB.cppAc, status: 0 },
  cppWa: { language: 'C++', code: AB.cppWa, status: -1 },
};
// C++ compiles take most of a judge's time on 2 cores: keep them a minority
const MIX: Kind[] = ['pyAc', 'pyAc', 'pyAc', 'pyAc', 'pyAc', 'pyWa', 'pyWa', 'cppAc', 'cppWa', 'pyAc'];

t.test(`${N} submissions while judge nodes are killed and restarted`, async (t) => {
  for (let i = 0; i < NODES; i++) startJudge();
  const sent: { id: number; uid: string; pid: number; kind: Kind }[] = [];
  const plan = Array.from({ length: N }, () => ({ user: pick(users), pid: pick(pids), kind: pick(MIX), gapMs: Math.floor(random() * 60) }));
  const chaosPlan = Array.from({ length: Math.max(3, Math.ceil(N / 40)) }, () => ({ afterMs: 300 + Math.floor(random() * 2500), downMs: Math.floor(random() * 1500) }));

  let submitting = true;
  const submitter = (async () => {
    for (const p of plan) {
      const k = KINDS[p.kind];
      sent.push({ id: await submit(site, p.user.token, p.pid, k.language, k.code), uid: p.user.uid, pid: p.pid, kind: p.kind });
      await sleep(p.gapMs);
    }
    submitting = false;
  })();
  let kills = 0;
  const chaos = (async () => {
    for (const step of chaosPlan) {
      await sleep(step.afterMs);
      const victims = [...live];
      if (!victims.length) continue;
      await kill(victims[Math.floor(random() * victims.length)]);
      kills++;
      await sleep(step.downMs);
      startJudge();
    }
    // keep killing while submissions still arrive (the full run)
    while (submitting) {
      await sleep(1000 + Math.floor(random() * 4000));
      const victims = [...live];
      if (!victims.length || !submitting) continue;
      await kill(victims[Math.floor(random() * victims.length)]);
      kills++;
      await sleep(Math.floor(random() * 1500));
      startJudge();
    }
    while (live.size < NODES) startJudge();
  })();
  await Promise.all([submitter, chaos]);
  t.equal(sent.length, N, 'every submission accepted by the intake');
  t.ok(kills >= 3, `${kills} judge nodes killed`);
  t.comment(`${kills} kills, ${killsWhileJudging} of them while some job was being judged`);

  // every submission reaches a final verdict (a killed node's job is taken again after its lock expires)
  const deadline = Date.now() + 280_000;
  const status = new Map<number, number>();
  for (;;) {
    const rows = (await site.db('submissions_judge').whereIn('submitId', sent.map((s) => s.id)).select('submitId', 'status')) as { submitId: number; status: number }[];
    for (const r of rows) status.set(r.submitId, r.status);
    const open = rows.filter((r) => [5, 6, 7].includes(r.status));
    if (!open.length || Date.now() > deadline) break;
    await sleep(500);
  }
  const stuck = sent.filter((s) => [5, 6, 7].includes(status.get(s.id) ?? 5));
  t.same(stuck.map((s) => s.id), [], 'no submission left Pending, Compiling or Judging');
  if (stuck.length) t.comment(logs.flat().slice(-60).join('\n'));

  let wrong = 0;
  for (const s of sent) {
    const seen = await detail(site, s.id, root.token);
    if (seen.status !== KINDS[s.kind].status || !seen.judger?.startsWith('chaos-')) {
      wrong++;
      t.fail(`submission ${s.id} (${s.kind}): status ${seen.status}, judger ${seen.judger}`);
    }
  }
  t.equal(wrong, 0, 'each submission has the verdict of its code');

  // the summaries equal a recount: nothing counted twice, nothing missed
  const finalOf = (s: { id: number }) => status.get(s.id)!;
  for (const pid of pids) {
    const mine = sent.filter((s) => s.pid === pid);
    const count = await site.db('submissions_problem_count').where({ pid }).first();
    t.match(count, {
      total: mine.length,
      ac: mine.filter((s) => finalOf(s) === 0).length,
      wa: mine.filter((s) => finalOf(s) === -1).length,
      se: mine.filter((s) => finalOf(s) === 4).length,
    }, `problem ${pid}: counts match the submissions`);
  }
  const rank = await site.api<{ records: { uid: string; ac: number; total: number }[] }>('GET', '/api/get-rank-list', { query: { type: 'ACM', limit: 50 } });
  for (const u of users) {
    const mine = sent.filter((s) => s.uid === u.uid);
    const solved = new Set(mine.filter((s) => finalOf(s) === 0).map((s) => s.pid)).size;
    const row = rank.data.records.find((r) => r.uid === u.uid);
    t.match(row ?? { ac: 0, total: 0 }, { ac: solved, total: mine.length }, `user ${u.uid}: rank line matches`);
  }
  const week = await site.api<{ acCountList: number[]; totalCountList: number[] }>('GET', '/api/get-last-week-submission-statistics');
  t.equal(week.data.totalCountList.at(-1), N, "today's submissions");
  t.equal(week.data.acCountList.at(-1), sent.filter((s) => finalOf(s) === 0).length, "today's accepted");
});
