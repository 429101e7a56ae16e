// R1, no lost submission: N submissions (OJ_CHAOS_SUBMISSIONS, default 60; the full run is
// 1,000) while judge nodes — real `oj judge` child processes — and a web node — a real `oj serve`
// child process on the same database and data dir — are killed (SIGKILL) and restarted at random
// moments. About a third of the submissions go to that web node over HTTP; a submit lost with it
// is sent again as a user would (once it is back, else on the other node), so a submission may be
// saved twice. The outcome is read from the database: every submission a node answered is there,
// each planned one at least once, none left Pending/Compiling/Judging, each with the right verdict
// for its code, and the summaries (problem counts, rank lines, day counts) equal a recount of the
// saved rows, i.e. each result applied once.
// Seeded: OJ_CHAOS_SEED=<n> replays a run (the seed is printed).
//
// Queues: the PostgreSQL backend only. `oj judge` and `oj serve` have no Redis key prefix setting
// while a TestSite prefixes its Redis keys, so REDIS_URL is ignored by this test.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT, TestSite } from '@oj/kernel/testing';
import type { QueueConnection } from '@oj/kernel/queue';
import { JUDGE_QUEUE, JUDGE_RESULTS_QUEUE } from '@oj/judge-worker/protocol';
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

/** a port nobody listens on now (the web node child keeps it across restarts) */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const SITE_PLUGINS = [{ package: '@oj/plugin-problems' }, {
  package: '@oj/plugin-submissions',
  config: { resultsConcurrency: 2, sweepEveryMs: 3000, sweepStaleMs: 10_000, maxSweeps: 5 },
}];
const site = await TestSite.start({ plugins: SITE_PLUGINS });
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

// ---- a second web node as a child process: `oj serve` on the same database and data dir ----
// It takes submits, applies judge results (the judge-results worker) and sweeps, like the
// in-process node; the judges keep fetching test data from the in-process node.
interface WebChild { name: string; proc: ChildProcess; exited: Promise<void>; url: string }
const webConfig = join(site.dataDir, 'web-node.json');
writeFileSync(webConfig, JSON.stringify({ host: '127.0.0.1', passwordCost: 10, logLevel: 'warn', shellDir: join(site.dataDir, 'no-shell'), plugins: SITE_PLUGINS }));
const webPort = await freePort();
const webLog: string[] = [];
let webStarted = 0;
let webLive: WebChild | null = null;

/** starts the web node on its port and waits until it answers */
async function startWeb(): Promise<WebChild> {
  const name = `web-${++webStarted}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  delete env.REDIS_URL;
  const args = [join(REPO_ROOT, 'core/cli/bin/oj.js'), 'serve', '--port', String(webPort), '--data-dir', site.dataDir, '--config', webConfig];
  const proc = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d: Buffer) => webLog.push(`${name}: ${d.toString().trimEnd()}`));
  proc.stderr!.on('data', (d: Buffer) => webLog.push(`${name}! ${d.toString().trimEnd()}`));
  let gone = false;
  const child: WebChild = { name, proc, url: `http://127.0.0.1:${webPort}`, exited: new Promise((r) => proc.once('exit', () => { gone = true; r(); })) };
  webLive = child;
  for (;;) {
    if (gone) throw new Error(`web node ${name} stopped before it answered:\n${webLog.slice(-40).join('\n')}`);
    const answered = await fetch(`${child.url}/api/get-website-config`).then((r) => r.ok, () => false);
    if (answered) return child;
    await sleep(100);
  }
}

/** the web node once it is up (a new promise while it is down) */
let webUp: Promise<WebChild> = startWeb();
/** submits sent to the web node that have no answer yet */
let inFlight = 0;
let webKills = 0;

async function killWeb(comment: (line: string) => void, downMs: number): Promise<void> {
  const victim = await webUp;
  let back!: (w: WebChild) => void;
  let failed!: (err: unknown) => void;
  webUp = new Promise<WebChild>((resolve, reject) => { back = resolve; failed = reject; });
  webUp.catch(() => { /* the submits waiting for it fail the test */ });
  const flying = inFlight;
  victim.proc.kill('SIGKILL');
  // the dead node's results stay active (locked) until another node takes them over
  const applying = await site.kernel.queues.queue(JUDGE_RESULTS_QUEUE).getActiveCount();
  await victim.exited;
  webKills++;
  comment(`web node ${victim.name} killed with ${flying} submits in flight (${applying} judge results being applied on either node); down ${downMs} ms`);
  await sleep(downMs);
  startWeb().then(back, failed);
  await webUp;
}

t.teardown(async () => {
  for (const c of [...live]) await kill(c, 'SIGTERM');
  await webUp.catch(() => null);
  if (webLive && webLive.proc.exitCode === null && webLive.proc.signalCode === null) {
    webLive.proc.kill('SIGTERM');
    await webLive.exited;
  }
  await site.close();
});

type Kind = 'pyAc' | 'pyWa' | 'cppAc' | 'cppWa';
const KINDS: Record<Kind, { language: string; code: string; status: number }> = {
  pyAc: { language: 'Python3', code: AB.pyAc, status: 0 },
  pyWa: { language: 'Python3', code: AB.pyWa, status: -1 },
  cppAc: { language: 'C++', code: AB.cppAc, status: 0 },
  cppWa: { language: 'C++', code: AB.cppWa, status: -1 },
};
const kindOfCode = (language: string, code: string) => (Object.keys(KINDS) as Kind[]).find((k) => KINDS[k].language === language && KINDS[k].code === code);
// C++ compiles take most of a judge's time on 2 cores: keep them a minority
const MIX: Kind[] = ['pyAc', 'pyAc', 'pyAc', 'pyAc', 'pyAc', 'pyWa', 'pyWa', 'cppAc', 'cppWa', 'pyAc'];
/** the web node is killed once in the CI run, at least twice in the full run */
const WEB_KILLS = N < 200 ? 1 : Math.max(2, Math.round(N / 400));

interface Planned { user: { uid: string; token: string }; pid: number; kind: Kind; gapMs: number; viaWeb: boolean }
interface SubmitAttempt { plan: number; via: 'web' | 'site'; submitId?: number; failure?: string }

t.test(`${N} submissions while judge nodes and a web node are killed and restarted`, async (t) => {
  for (let i = 0; i < NODES; i++) startJudge();
  await webUp;
  const plan: Planned[] = Array.from({ length: N }, () => ({ user: pick(users), pid: pick(pids), kind: pick(MIX), gapMs: Math.floor(random() * 60), viaWeb: random() < 1 / 3 }));
  const chaosPlan = Array.from({ length: Math.max(3, Math.ceil(N / 40)) }, () => ({ afterMs: 300 + Math.floor(random() * 2500), downMs: Math.floor(random() * 1500) }));
  // once 20%–70% of the plan has been sent: 0–250 ms into the next submit to the web node, which
  // takes 40–400 ms here (before its row is saved, between saving and queueing its judge job, or
  // while answering)
  const webChaosPlan = Array.from({ length: WEB_KILLS }, () => ({
    atPlan: Math.floor(N * (0.2 + random() * 0.5)), intoSubmitMs: Math.floor(random() * 250), downMs: Math.floor(random() * 1500), due: true,
  }));
  const attempts: SubmitAttempt[] = [];

  /** a submit to the web node; when it is lost (the node died) the user sends it again: there once it is back, then here */
  async function submitToWebNode(i: number, p: Planned): Promise<void> {
    const k = KINDS[p.kind];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const node = await webUp;
      inFlight++;
      let failure: string;
      try {
        const res = await fetch(`${node.url}/api/submit-problem-judge`, {
          method: 'POST',
          headers: { authorization: p.user.token, 'content-type': 'application/json', 'accept-language': 'en-US' },
          body: JSON.stringify({ pid: p.pid, language: k.language, code: k.code }),
        });
        const reply = (await res.json()) as { status: number; msg: string; data: { submitId: number } | null };
        if (res.status === 200 && reply.status === 200 && reply.data) {
          attempts.push({ plan: i, via: 'web', submitId: reply.data.submitId });
          return;
        }
        // a clear refusal is a failure of the test, not of the node
        if (reply.status >= 400 && reply.status < 500 && reply.status !== 429) throw new Error(`submit refused by ${node.name}: ${reply.status} ${reply.msg}`);
        failure = `HTTP ${res.status}, status ${reply.status} ${reply.msg}`;
      } catch (err) {
        if ((err as Error).message.startsWith('submit refused')) throw err;
        failure = `${(err as Error).message}${(err as { cause?: Error }).cause ? ` (${(err as { cause: Error }).cause.message})` : ''}`;
      } finally {
        inFlight--;
      }
      attempts.push({ plan: i, via: 'web', failure });
    }
    attempts.push({ plan: i, via: 'site', submitId: await submit(site, p.user.token, p.pid, k.language, k.code) });
  }

  let submitting = true;
  // kills of the web node and submits to it run beside the submitter; their errors end the run
  const errors: unknown[] = [];
  const keep = (err: unknown) => { errors.push(err); };
  let webChaos = Promise.resolve();
  const toWebNode: Promise<void>[] = [];
  const submitter = (async () => {
    try {
      await sendPlan();
    } finally {
      submitting = false;
    }
    if (errors.length) throw errors[0];
  })();
  const killWebLater = (step: (typeof webChaosPlan)[number], afterMs: number) => {
    step.due = false;
    webChaos = webChaos.then(() => sleep(afterMs)).then(() => killWeb((line) => t.comment(line), step.downMs)).catch(keep);
  };
  async function sendPlan(): Promise<void> {
    for (const [i, p] of plan.entries()) {
      if (p.viaWeb) {
        toWebNode.push(submitToWebNode(i, p).catch(keep));
        for (const step of webChaosPlan.filter((s) => s.due && s.atPlan <= i)) killWebLater(step, step.intoSubmitMs);
      } else {
        const k = KINDS[p.kind];
        attempts.push({ plan: i, via: 'site', submitId: await submit(site, p.user.token, p.pid, k.language, k.code) });
      }
      await sleep(p.gapMs);
    }
    for (const step of webChaosPlan.filter((s) => s.due)) killWebLater(step, 0);
    await Promise.all(toWebNode);
    await webChaos;
  }
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
  const answered = attempts.filter((a) => a.submitId !== undefined);
  const lost = attempts.filter((a) => a.failure);
  t.equal(new Set(answered.map((a) => a.plan)).size, N, 'every planned submission answered by a node');
  t.ok(kills >= 3, `${kills} judge nodes killed`);
  t.ok(webKills >= 1, `${webKills} web node kills`);
  t.comment(`${kills} judge kills, ${killsWhileJudging} of them while some job was being judged; ${webKills} web kills`);
  t.comment(`${plan.filter((p) => p.viaWeb).length} submissions sent to the web node, ${lost.length} submits lost and sent again${lost.length ? `: ${[...new Set(lost.map((a) => a.failure))].join('; ')}` : ''}`);

  // the outcome is what the database holds: every saved submission of the test users
  type Row = { submitId: number; uid: string; pid: number; language: string; code: string; status: number };
  const savedRows = () => site.db('submissions_judge').whereIn('uid', users.map((u) => u.uid))
    .select('submitId', 'uid', 'pid', 'language', 'code', 'status').orderBy('submitId') as Promise<Row[]>;
  // every submission reaches a final verdict (a killed node's job is taken again after its lock expires)
  const deadline = Date.now() + 280_000;
  let rows: Row[];
  for (;;) {
    rows = await savedRows();
    if (!rows.some((r) => [5, 6, 7].includes(r.status)) || Date.now() > deadline) break;
    await sleep(500);
  }
  t.comment(`${rows.length} submissions saved for ${N} planned`);
  const savedIds = new Set(rows.map((r) => r.submitId));
  t.same(answered.filter((a) => !savedIds.has(a.submitId!)).map((a) => a.submitId), [], 'every submission a node answered is saved');
  t.ok(rows.length >= N, `${rows.length} submissions saved, at least the ${N} planned`);
  // a lost submit may have been saved before the node died: per user, problem and code, at least
  // one row per answered submit and at most one per submit sent
  const group = (uid: string, pid: number, kind: Kind | undefined) => `${uid}/${pid}/${kind}`;
  const rowsBy = new Map<string, number>();
  for (const r of rows) {
    const key = group(r.uid, r.pid, kindOfCode(r.language, r.code));
    rowsBy.set(key, (rowsBy.get(key) ?? 0) + 1);
  }
  const sentBy = new Map<string, { answered: number; sent: number }>();
  for (const a of attempts) {
    const p = plan[a.plan];
    const key = group(p.user.uid, p.pid, p.kind);
    const g = sentBy.get(key) ?? { answered: 0, sent: 0 };
    g.sent++;
    if (a.submitId !== undefined) g.answered++;
    sentBy.set(key, g);
  }
  const mismatched = [...new Set([...rowsBy.keys(), ...sentBy.keys()])].filter((key) => {
    const saved = rowsBy.get(key) ?? 0;
    const g = sentBy.get(key) ?? { answered: 0, sent: 0 };
    return saved < g.answered || saved > g.sent;
  }).map((key) => `${key}: ${rowsBy.get(key) ?? 0} saved, ${sentBy.get(key)?.answered ?? 0} answered, ${sentBy.get(key)?.sent ?? 0} sent`);
  t.same(mismatched, [], 'each user, problem and code: a row per answered submit, none beyond the submits sent');

  const stuck = rows.filter((r) => [5, 6, 7].includes(r.status));
  t.same(stuck.map((r) => r.submitId), [], 'no submission left Pending, Compiling or Judging');
  if (stuck.length) t.comment([...logs.flat().slice(-60), ...webLog.slice(-40)].join('\n'));

  let wrong = 0;
  for (const r of rows) {
    const kind = kindOfCode(r.language, r.code);
    const seen = await detail(site, r.submitId, root.token);
    if (!kind || seen.status !== KINDS[kind].status || !seen.judger?.startsWith('chaos-')) {
      wrong++;
      t.fail(`submission ${r.submitId} (${kind}): status ${seen.status}, judger ${seen.judger}`);
    }
  }
  t.equal(wrong, 0, 'each submission has the verdict of its code');

  // the summaries equal a recount of the saved rows: nothing counted twice, nothing missed
  for (const pid of pids) {
    const mine = rows.filter((r) => r.pid === pid);
    const count = await site.db('submissions_problem_count').where({ pid }).first();
    t.match(count, {
      total: mine.length,
      ac: mine.filter((r) => r.status === 0).length,
      wa: mine.filter((r) => r.status === -1).length,
      se: mine.filter((r) => r.status === 4).length,
    }, `problem ${pid}: counts match the submissions`);
  }
  const rank = await site.api<{ records: { uid: string; ac: number; total: number }[] }>('GET', '/api/get-rank-list', { query: { type: 'ACM', limit: 50 } });
  for (const u of users) {
    const mine = rows.filter((r) => r.uid === u.uid);
    const solved = new Set(mine.filter((r) => r.status === 0).map((r) => r.pid)).size;
    const row = rank.data.records.find((r) => r.uid === u.uid);
    t.match(row ?? { ac: 0, total: 0 }, { ac: solved, total: mine.length }, `user ${u.uid}: rank line matches`);
  }
  const week = await site.api<{ acCountList: number[]; totalCountList: number[] }>('GET', '/api/get-last-week-submission-statistics');
  t.equal(week.data.totalCountList.at(-1), rows.length, "today's submissions");
  t.equal(week.data.acCountList.at(-1), rows.filter((r) => r.status === 0).length, "today's accepted");
});
