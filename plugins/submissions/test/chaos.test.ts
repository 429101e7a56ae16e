// R1, no lost submission: N submissions (OJ_CHAOS_SUBMISSIONS, default 60; the full run is
// 1,000) while judge nodes — real `oj judge` child processes — and a web node — a real `oj serve`
// child process on the same database and data dir — are killed (SIGKILL) at random moments. Nobody
// restarts them by hand: each runs under a supervisor that starts it again, as a judge machine's
// or a web machine's process manager does (systemd Restart=always). About a third of the submissions go to that web node over HTTP; a submit lost with it
// is sent again as a user would (once it is back, else on the other node), so a submission may be
// saved twice. The outcome is read from the database: every submission a node answered is there,
// each planned one at least once, none left Pending/Compiling/Judging, each with the right verdict
// for its code, and the summaries (problem counts, rank lines, day counts) equal a recount of the
// saved rows, i.e. each result applied once.
// Seeded: OJ_CHAOS_SEED=<n> replays a run (the seed is printed).
//
// Then the judge killed with nobody to restart it by hand: the judge node runs under the
// supervisor of `oj start` (the same child, started the same way) and is killed with SIGKILL at
// random moments while N more submissions arrive; every one must reach its verdict.
//
// Queues: BullMQ's PostgreSQL backend, or Redis when REDIS_URL is set (the child nodes get the
// TestSite's key prefix through OJ_REDIS_PREFIX).
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT, TestSite } from '@oj/kernel/testing';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';
import { superviseJudgeNode } from '@oj/cli/judge-child';
import { Supervisor, type ChildEnd } from '@oj/cli/supervisor';
import { JUDGE_QUEUE, JUDGE_RESULTS_QUEUE } from '@oj/judge-worker/protocol';
import { createAbProblem, submit, userWithToken } from './helpers.ts';

// two rounds of killing and restarting processes: 111 s on a quiet machine, 267 s with other work
// beside it, where the default 300 s for a file would cut the second round short
t.setTimeout(600_000);
import { KINDS, MIX, checkOutcome, finishedRows, kindOfCode, rng, sleep, todayCounts, type Kind } from './chaos-outcome.ts';

const N = Number(process.env.OJ_CHAOS_SUBMISSIONS ?? 60);
const SEED = Number(process.env.OJ_CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const NODES = 2;
const OJ_BIN = join(REPO_ROOT, 'core/cli/bin/oj.js');
/** children run the sources, or the build in CI (@oj/kernel/testing/child-flags) */
const sourceFlags = ojChildFlags();
t.comment(`chaos: ${N} submissions, seed ${SEED} (replay with OJ_CHAOS_SEED=${SEED})`);

const random = rng(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

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

/** the site's database for the child nodes, from its knex connection (PostgreSQL, or the test's PGlite on a socket) */
function databaseUrlOf(site: TestSite): string {
  const c = (site.db.client as { config: { connection: { host?: string; port?: number | string; user?: string; password?: string; database?: string } } }).config.connection;
  const socket = c.host?.startsWith('/');
  const url = new URL(`postgres://${socket ? 'localhost' : c.host}:${c.port || 5432}/${c.database || 'postgres'}`);
  url.username = encodeURIComponent(c.user || 'postgres');
  if (c.password) url.password = encodeURIComponent(c.password);
  if (socket) url.searchParams.set('host', c.host!);
  return url.toString();
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
const queues = site.kernel.queues.connection;
const databaseUrl = databaseUrlOf(site);
/** the queue settings of every child node: the site's own queues */
const queueEnv: NodeJS.ProcessEnv = queues.kind === 'redis'
  ? { REDIS_URL: process.env.REDIS_URL, OJ_REDIS_PREFIX: queues.prefix }
  : { REDIS_URL: '', OJ_REDIS_PREFIX: '' };
t.comment(`queues: ${queues.kind === 'redis' ? 'Redis' : 'PostgreSQL backend'}`);

const root = await userWithToken(site, 'boss', 'root');
const users = [await userWithToken(site, 'alice'), await userWithToken(site, 'bob'), await userWithToken(site, 'carol')];
const pids = [await createAbProblem(site, root.token, '1000'), await createAbProblem(site, root.token, '1001')];

// ---- judge nodes as child processes, each kept running by its supervisor ----
// Judge machines of a scaled-out site: `oj judge` under a process manager that starts it again
// whenever it dies (systemd Restart=always; here the Supervisor `oj start` uses, with its
// back-off), with the default lock of a judge machine (30 s, stalled check every 15 s), so a
// killed node's job waits for a stalled check or the sweeper. The test never starts one by hand.
interface JudgeSupervisor { name: string; supervisor: Supervisor; log: string[]; ends: ChildEnd[] }
const judgeSupervisorLog: string[] = [];

function superviseJudge(name: string): JudgeSupervisor {
  const dir = join(site.dataDir, 'judges', name);
  mkdirSync(dir, { recursive: true });
  const log: string[] = [];
  const ends: ChildEnd[] = [];
  const supervisor = superviseJudgeNode({
    databaseUrl, redisUrl: queueEnv.REDIS_URL || null, redisPrefix: queueEnv.OJ_REDIS_PREFIX || undefined, judgeToken, webUrl, dataDir: dir,
    env: { OJ_JUDGE_NAME: name, OJ_JUDGE_CONCURRENCY: '1', OJ_JUDGE_LOCK_MS: '30000', OJ_JUDGE_STALLED_CHECK_MS: '15000' },
    silent: true, log: (line) => judgeSupervisorLog.push(`${name}: ${line}`),
  });
  const collect = (child: ChildProcess) => {
    child.stdout!.on('data', (d: Buffer) => log.push(`${name}: ${d.toString().trimEnd()}`));
    child.stderr!.on('data', (d: Buffer) => log.push(`${name}! ${d.toString().trimEnd()}`));
  };
  collect(supervisor.child!);
  supervisor.on('started', collect);
  supervisor.on('ended', (end: ChildEnd) => ends.push(end));
  return { name, supervisor, log, ends };
}

let killsWhileJudging = 0;
/** SIGKILL of the node's current child; its supervisor starts the next one */
async function killJudge(judge: JudgeSupervisor): Promise<boolean> {
  const child = judge.supervisor.child;
  if (judge.supervisor.restarting || !child || child.exitCode !== null || child.signalCode !== null) return false;
  if ((await site.kernel.queues.queue(JUDGE_QUEUE).getActiveCount()) > 0) killsWhileJudging++;
  const ended = once(judge.supervisor, 'ended');
  child.kill('SIGKILL');
  await ended;
  return true;
}

// ---- a second web node as a child process: `oj serve` on the same database and data dir ----
// It takes submits, applies judge results (the judge-results worker) and sweeps, like the
// in-process node; the judges keep fetching test data from the in-process node. When it is
// killed, its process manager brings it back as an operator's would (systemd Restart=always:
// the same command, after a back-off), here the Supervisor of core/cli; the test does not.
interface WebChild { name: string; proc: ChildProcess; url: string }
const webConfig = join(site.dataDir, 'web-node.json');
writeFileSync(webConfig, JSON.stringify({ host: '127.0.0.1', passwordCost: 10, logLevel: 'warn', shellDir: join(site.dataDir, 'no-shell'), plugins: SITE_PLUGINS }));
const webPort = await freePort();
const webLog: string[] = [];
let webStarted = 0;
const webNames = new Map<ChildProcess, string>();

const web = new Supervisor({
  name: 'web node', log: (line) => webLog.push(line),
  spawn: () => {
    const name = `web-${++webStarted}`;
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, ...queueEnv };
    const args = [...sourceFlags, OJ_BIN, 'serve', '--port', String(webPort), '--data-dir', site.dataDir, '--config', webConfig];
    const proc = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout!.on('data', (d: Buffer) => webLog.push(`${name}: ${d.toString().trimEnd()}`));
    proc.stderr!.on('data', (d: Buffer) => webLog.push(`${name}! ${d.toString().trimEnd()}`));
    webNames.set(proc, name);
    return proc;
  },
});

/** the child once it answers */
async function answering(proc: ChildProcess): Promise<WebChild> {
  const child: WebChild = { name: webNames.get(proc)!, proc, url: `http://127.0.0.1:${webPort}` };
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`web node ${child.name} stopped before it answered:\n${webLog.slice(-40).join('\n')}`);
    const answered = await fetch(`${child.url}/api/get-website-config`).then((r) => r.ok, () => false);
    if (answered) return child;
    await sleep(100);
  }
}

/** the web node once its next child (started by the supervisor) answers */
function nextWebUp(): Promise<WebChild> {
  const up = new Promise<WebChild>((resolve, reject) => web.once('started', (proc: ChildProcess) => answering(proc).then(resolve, reject)));
  up.catch(() => { /* the submits waiting for it fail the test */ });
  return up;
}

/** the web node once it is up (a new promise while it is down) */
let webUp: Promise<WebChild> = nextWebUp();
web.start();
/** submits sent to the web node that have no answer yet */
let inFlight = 0;
let webKills = 0;

async function killWeb(comment: (line: string) => void): Promise<void> {
  const victim = await webUp;
  webUp = nextWebUp();
  const flying = inFlight;
  const ended = once(web, 'ended') as Promise<[ChildEnd]>;
  victim.proc.kill('SIGKILL');
  // the dead node's results stay active (locked) until another node takes them over
  const applying = await site.kernel.queues.queue(JUDGE_RESULTS_QUEUE).getActiveCount();
  const [end] = await ended;
  webKills++;
  comment(`web node ${victim.name} killed with ${flying} submits in flight (${applying} judge results being applied on either node); its process manager starts it again in ${end.restartInMs} ms`);
  await webUp;
}

const judges: JudgeSupervisor[] = [];
t.teardown(async () => {
  for (const j of judges) await j.supervisor.stop();
  await web.stop();
  await site.close();
});

/** the web node is killed once in the CI run, at least twice in the full run */
const WEB_KILLS = N < 200 ? 1 : Math.max(2, Math.round(N / 400));

interface Planned { user: { uid: string; token: string }; pid: number; kind: Kind; gapMs: number; viaWeb: boolean }
interface SubmitAttempt { plan: number; via: 'web' | 'site'; submitId?: number; failure?: string }

t.test(`${N} submissions while judge nodes and a web node are killed and only their supervisors restart them`, async (t) => {
  for (let i = 1; i <= NODES; i++) judges.push(superviseJudge(`chaos-${i}`));
  await webUp;
  const plan: Planned[] = Array.from({ length: N }, () => ({ user: pick(users), pid: pick(pids), kind: pick(MIX), gapMs: Math.floor(random() * 60), viaWeb: random() < 1 / 3 }));
  const chaosPlan = Array.from({ length: Math.max(3, Math.ceil(N / 40)) }, () => ({ afterMs: 300 + Math.floor(random() * 2500) }));
  // once 20%–70% of the plan has been sent: 0–250 ms into the next submit to the web node, which
  // takes 40–400 ms here (before its row is saved, between saving and queueing its judge job, or
  // while answering)
  const webChaosPlan = Array.from({ length: WEB_KILLS }, () => ({
    atPlan: Math.floor(N * (0.2 + random() * 0.5)), intoSubmitMs: Math.floor(random() * 250), due: true,
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
    webChaos = webChaos.then(() => sleep(afterMs)).then(() => killWeb((line) => t.comment(line))).catch(keep);
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
  // a random running node's child, SIGKILL; nobody starts it again but its supervisor
  const killOne = async () => {
    const up = judges.filter((j) => !j.supervisor.restarting);
    if (up.length && await killJudge(pick(up))) kills++;
  };
  const chaos = (async () => {
    for (const step of chaosPlan) {
      await sleep(step.afterMs);
      await killOne();
    }
    // keep killing while submissions still arrive (the full run)
    while (submitting) {
      await sleep(1000 + Math.floor(random() * 4000));
      if (submitting) await killOne();
    }
  })();
  await Promise.all([submitter, chaos]);
  const answered = attempts.filter((a) => a.submitId !== undefined);
  const lost = attempts.filter((a) => a.failure);
  t.equal(new Set(answered.map((a) => a.plan)).size, N, 'every planned submission answered by a node');
  t.ok(kills >= 3, `${kills} judge nodes killed`);
  t.ok(webKills >= 1, `${webKills} web node kills`);
  const ends = judges.flatMap((j) => j.ends);
  t.match(ends, Array.from({ length: kills }, () => ({ signal: 'SIGKILL', restartInMs: Number })), 'every judge kill is followed by a restart by its supervisor');
  t.equal(judges.reduce((n, j) => n + j.supervisor.restarts, 0), kills, 'the supervisors started the judge nodes again, once a kill');
  t.equal(web.restarts, webKills, 'the web node\'s process manager started it again, once a kill');
  t.comment(`${kills} judge kills, ${killsWhileJudging} of them while some job was being judged; ${webKills} web kills`);
  t.comment(`${plan.filter((p) => p.viaWeb).length} submissions sent to the web node, ${lost.length} submits lost and sent again${lost.length ? `: ${[...new Set(lost.map((a) => a.failure))].join('; ')}` : ''}`);

  // the outcome is what the database holds: every saved submission of the test users, once each
  // has its verdict (a killed node's job is taken again after its lock expires)
  const rows = await finishedRows(site, users.map((u) => u.uid));
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

  await checkOutcome(t, {
    site, rows, users, pids, rootToken: root.token, judgedBy: /^chaos-\d+$/, todayBefore: { total: 0, ac: 0 },
    logs: () => [...judgeSupervisorLog, ...judges.flatMap((j) => j.log.slice(-40)), ...webLog.slice(-40)],
  });
});

// ---- the judge killed, nobody restarts it by hand (issue: `oj start` never restarted it) ----
/** kills of the supervised judge node: its back-off doubles with each (0.5 s, 1 s, 2 s, …) */
const SUPERVISED_KILLS = N < 200 ? 4 : 8;

t.test(`${N} submissions while the judge node of \`oj start\` is killed at random moments and only its supervisor restarts it`, async (t) => {
  // from now on only the judge node of `oj start` judges
  for (const j of judges) await j.supervisor.stop();
  const todayBefore = await todayCounts(site);
  const crew = [await userWithToken(site, 'dave'), await userWithToken(site, 'erin'), await userWithToken(site, 'frank')];
  const problems = [await createAbProblem(site, root.token, '1002'), await createAbProblem(site, root.token, '1003')];
  const dataDir = join(site.dataDir, 'judges', 'supervised');
  mkdirSync(dataDir, { recursive: true });
  const supervisorLog: string[] = [];
  const judgeLog: string[] = [];
  const judge = superviseJudgeNode({
    databaseUrl, redisUrl: queueEnv.REDIS_URL || null, redisPrefix: queueEnv.OJ_REDIS_PREFIX || undefined, judgeToken, webUrl, dataDir,
    env: { OJ_JUDGE_NAME: 'chaos-supervised', OJ_JUDGE_CONCURRENCY: '1' }, silent: true, log: (line) => supervisorLog.push(line),
  });
  t.teardown(() => judge.stop());
  /** each child's output, and when it is up: its first line says it takes jobs */
  const ups = new Map<ChildProcess, Promise<unknown>>();
  const collect = (child: ChildProcess) => {
    let up!: () => void;
    ups.set(child, Promise.race([new Promise<void>((resolve) => { up = resolve; }), once(child, 'exit')]));
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('oj judge:')) up();
      judgeLog.push(`${child.pid}: ${d.toString().trimEnd()}`);
    });
    child.stderr!.on('data', (d: Buffer) => judgeLog.push(`${child.pid}! ${d.toString().trimEnd()}`));
  };
  collect(judge.child!);
  judge.on('started', collect);

  const plan = Array.from({ length: N }, () => ({ user: pick(crew), pid: pick(problems), kind: pick(MIX), gapMs: Math.floor(random() * 60) }));
  const killAfterMs = Array.from({ length: SUPERVISED_KILLS }, () => Math.floor(random() * 1500));
  const submitted: number[] = [];
  const submitter = (async () => {
    for (const p of plan) {
      submitted.push(await submit(site, p.user.token, p.pid, KINDS[p.kind].language, KINDS[p.kind].code));
      await sleep(p.gapMs);
    }
  })();
  let killedWhileJudging = 0;
  const ends: ChildEnd[] = [];
  judge.on('ended', (end: ChildEnd) => ends.push(end));
  const chaos = (async () => {
    for (const afterMs of killAfterMs) {
      // nobody starts the node by hand: the next kill waits for the supervisor to bring it back
      if (judge.restarting) await once(judge, 'started');
      const child = judge.child!;
      await ups.get(child);
      // 0–1.5 s after the node is up: while it takes its first job, or judging
      await sleep(afterMs);
      if (child.exitCode !== null || child.signalCode !== null) continue;
      if ((await site.kernel.queues.queue(JUDGE_QUEUE).getActiveCount()) > 0) killedWhileJudging++;
      const ended = once(judge, 'ended');
      child.kill('SIGKILL');
      await ended;
    }
  })();
  await Promise.all([submitter, chaos]);
  const lastKill = Date.now();
  t.comment(`${ends.length} kills of the supervised judge node, ${killedWhileJudging} while some job was being judged; restarted after ${ends.map((e) => `${e.restartInMs} ms`).join(', ')}`);

  const rows = await finishedRows(site, crew.map((u) => u.uid));
  const left = rows.filter((r) => [5, 6, 7].includes(r.status)).length;
  t.comment(left ? `${left} submissions still unfinished` : `every submission finished ${((Date.now() - lastKill) / 1000).toFixed(1)} s after the last kill`);
  t.same(rows.map((r) => r.submitId), submitted, 'every submission saved, once');
  t.match(ends, killAfterMs.map(() => ({ signal: 'SIGKILL', restartInMs: Number })), 'every kill is followed by a restart');
  t.ok(judge.restarts >= SUPERVISED_KILLS, `the supervisor started the judge node again ${judge.restarts} times`);
  t.equal(supervisorLog.filter((l) => /the judge node \(pid \d+\) stopped \(signal SIGKILL\)/.test(l)).length, SUPERVISED_KILLS, 'each death logged with its signal');
  await checkOutcome(t, {
    site, rows, users: crew, pids: problems, rootToken: root.token, judgedBy: /^chaos-supervised$/, todayBefore,
    logs: () => [...supervisorLog, ...judgeLog.slice(-60)],
  });
  await judge.stop();
});
