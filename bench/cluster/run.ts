// bench/cluster (issue 29 item 4): a contest start under load on the real cluster (nodes.ts), then
// the same load on one web node in the same run (the baseline).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
//   node --conditions=oj-source --import tsx bench/cluster/run.ts [--users 1000] [--boards 1000] [--rate 300] [--minutes 2]
//        [--problems 3] [--login-seconds 60] [--password-cost 15] [--one-node-first]
// Each phase: a fresh running ACM contest with every contestant registered; the contestants log in
// spread evenly over --login-seconds (through nginx), the first --boards of them open the board with
// its push stream as each logs in; once every board is open, --rate submissions a minute (two right
// for one wrong, each on a user and problem not tried yet) for --minutes; then it waits for every
// verdict. What it prints is in bench/README.md.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { verifyPassword, hashPassword } from '../../core/kernel/src/auth/password.ts';
import { fmt, percentile } from '../submit/load.ts';
import { LANGUAGE, PASSWORD, makeContest, makeProblems, seedPeople, type BenchProblem, type Contestant } from './contest.ts';
import { BoardPage, Errors, login, siteOf, submit, type Awaited, type LoginResult, type Site } from './crowd.ts';
import { ProbeProcess } from './probe.ts';
import { startCluster, until, type Cluster } from './nodes.ts';
import { Usage, type PartUsage } from './usage.ts';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} takes a positive number`);
  return n;
}
const USERS = flag('users', 1000);
const BOARDS = Math.min(flag('boards', 1000), USERS);
const RATE = flag('rate', 300);
const MINUTES = flag('minutes', 2);
const PROBLEMS = flag('problems', 3);
const LOGIN_SECONDS = flag('login-seconds', 60);
const PASSWORD_COST = flag('password-cost', 15);
const ONE_NODE_FIRST = process.argv.includes('--one-node-first');
const SUBMISSIONS = Math.round(RATE * MINUTES);
if (SUBMISSIONS > USERS * PROBLEMS) throw new Error(`${SUBMISSIONS} submissions need ${SUBMISSIONS} user × problem pairs: raise --users or --problems`);

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const say = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)} load ${load()}] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const p = (values: number[], q: number) => (values.length ? fmt(percentile(values, q)) : '—');

/** `key`: the probe process's name for it */
interface Sent { key: number; submitId: number; uid: string; displayId: string; right: boolean; sentAt: number; own?: { node: string; a: Awaited } }

interface PhaseResult {
  label: string;
  logins: LoginResult[];
  loginSpan: number;
  boards: BoardPage[];
  submitMs: number[];
  sent: Sent[];
  stored: Map<number, { status: number; at: number }>;
  wrongVerdicts: number;
  unjudged: number;
  errors: Errors;
  usage: PartUsage[];
  loadBefore: string;
  loadAfter: string;
  generatorLag: { p50: number; p99: number; max: number };
  /** the probe process: when each verdict (by key) showed on each node's probe board, its errors and event loop delay */
  probeSeen: Map<number, Map<string, number>>;
  probe: { errors: number; kinds: string; lagP99: number; lagMax: number };
}

async function phase(cluster: Cluster, usage: Usage, label: string, site: Site, nodes: string[], problems: BenchProblem[], contestants: Contestant[]): Promise<PhaseResult> {
  const errors = new Errors();
  const loadBefore = load();
  const cid = await makeContest(cluster.db, label, problems, contestants);
  say(`${label}: contest ${cid}; ${USERS} logins over ${LOGIN_SECONDS} s, ${BOARDS} boards`);
  const mark = usage.mark();
  lag.reset();
  lag.enable();

  // logins spread evenly over the window, each contestant opening the board as soon as signed in
  const logins: LoginResult[] = [];
  const tokens: Array<{ who: Contestant; token: string }> = [];
  const boards: BoardPage[] = [];
  const opening: Promise<void>[] = [];
  const t0 = Date.now();
  await Promise.all(contestants.map(async (who, i) => {
    await sleep(t0 + (i * LOGIN_SECONDS * 1000) / USERS - Date.now());
    const { result, token } = await login(site, who, PASSWORD, errors);
    logins.push(result);
    if (!token) return;
    tokens.push({ who, token });
    if (i < BOARDS) {
      const board = new BoardPage(site, cid, token, errors, who.uid);
      boards.push(board);
      opening.push(board.open());
    }
  }));
  const loginSpan = (Date.now() - t0) / 1000;
  await Promise.all(opening);
  say(`${label}: ${logins.length} logins in ${fmt(loginSpan, 1)} s, ${boards.filter((b) => b.opened).length} boards open`);

  const boardOf = new Map(boards.map((b) => [b.me!, b]));
  // a probe board on each node (a contestant's board whose stream nginx sent there), in a process of
  // its own: this one's event loop is busy with a thousand streams
  const probe = new ProbeProcess();
  const probed = await probe.open(cid, site.url, site.direct, nodes, tokens.slice(0, 50).map((t) => ({ uid: t.who.uid, token: t.token })));
  if (probed.length < nodes.length) say(`${label}: probe boards on ${probed.join(', ') || 'no node'} only`);

  // submissions at RATE a minute: user k mod n, problem ⌊k / n⌋, every third one wrong
  const sent: Sent[] = [];
  const submitMs: number[] = [];
  const t1 = Date.now();
  const sending: Promise<void>[] = [];
  for (let k = 0; k < SUBMISSIONS; k++) {
    // every submission due by now goes in this turn: on a busy event loop a turn is long, and one
    // a turn would fall behind the rate
    const due = t1 + (k * 60_000) / RATE;
    if (due > Date.now()) await sleep(due - Date.now());
    const { who, token } = tokens[k % tokens.length];
    const problem = problems[Math.floor(k / tokens.length) % problems.length];
    const right = k % 3 !== 2;
    sending.push((async () => {
      const sentAt = Date.now();
      // the probes follow the user, and the user's own board waits for the cell, before the
      // submission goes (its verdict may come before the submit's answer does)
      probe.await({ key: k, uid: who.uid, displayId: problem.displayId });
      const mine = boardOf.get(who.uid);
      const own: Awaited | undefined = mine ? { submitId: 0, uid: who.uid, displayId: problem.displayId } : undefined;
      if (mine && own) mine.await(own);
      const r = await submit(site, token, { cid, pid: problem.displayId, code: right ? problem.right : problem.wrong, language: LANGUAGE }, errors);
      submitMs.push(r.ms);
      if (r.submitId === null) return;
      if (own) own.submitId = r.submitId;
      sent.push({ key: k, submitId: r.submitId, uid: who.uid, displayId: problem.displayId, right, sentAt, own: own && mine ? { node: mine.node, a: own } : undefined });
    })());
  }
  await Promise.all(sending);
  say(`${label}: ${sent.length} submissions sent in ${fmt((Date.now() - t1) / 1000, 1)} s; waiting for the verdicts`);

  // every verdict stored (or 5 minutes), then seen by every probe (or 30 s more)
  const pending = async () => Number(((await cluster.db('submissions_judge').where({ cid }).whereIn('status', [5, 6, 7]).count({ n: '*' }))[0] as { n: string }).n);
  await until('every verdict', async () => (await pending()) === 0, 300_000).catch((err: Error) => say(err.message));
  await until('the probes and the own boards to see every verdict', async () => probe.allSeen(sent.map((s) => s.key)) && sent.every((s) => !s.own || s.own.a.seen !== undefined), 30_000).catch((err: Error) => say(err.message));
  const used = usage.since(mark);
  lag.disable();
  const generatorLag = { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 };
  const loadAfter = load();
  for (const b of boards) b.close();
  const probeEnd = await probe.close();

  const rows = (await cluster.db('submissions_judge').where({ cid })
    .select('submitId', 'status', cluster.db.raw('extract(epoch from gmt_modified) * 1000 as at'))) as Array<{ submitId: number; status: number; at: string }>;
  const stored = new Map(rows.map((r) => [Number(r.submitId), { status: Number(r.status), at: Number(r.at) }]));
  let wrongVerdicts = 0;
  let unjudged = 0;
  for (const s of sent) {
    const v = stored.get(s.submitId);
    if (!v || [5, 6, 7].includes(v.status)) unjudged++;
    else if (v.status !== (s.right ? 0 : -1)) wrongVerdicts++;
  }
  return { label, logins, loginSpan, boards, submitMs, sent, stored, wrongVerdicts, unjudged, errors, usage: used, loadBefore, loadAfter, generatorLag, probeSeen: probe.seen, probe: probeEnd };
}

/** verdict stored → the first push after it on each board of `node` (every board, every verdict) */
function pushLatencies(r: PhaseResult, node: string): number[] {
  const out: number[] = [];
  for (const b of r.boards) {
    if (b.node !== node || b.probe) continue;
    for (const s of r.sent) {
      const at = r.stored.get(s.submitId)?.at;
      if (at === undefined) continue;
      const push = b.pushes.find((t) => t >= at);
      if (push !== undefined) out.push(push - at);
    }
  }
  return out;
}

/** verdict stored → the submitter's own board page showing it, for the boards on `node` */
function ownLatencies(r: PhaseResult, node: string): number[] {
  return r.sent.flatMap((s) => {
    const at = r.stored.get(s.submitId)?.at;
    return s.own?.node === node && s.own.a.seen !== undefined && at !== undefined ? [s.own.a.seen - at] : [];
  });
}

/** verdict stored → the probe board on `node` showing it (a push's delta applied, or a read) */
function visibleLatencies(r: PhaseResult, node: string): number[] {
  return r.sent.flatMap((s) => {
    const seen = r.probeSeen.get(s.key)?.get(node);
    const at = r.stored.get(s.submitId)?.at;
    return seen !== undefined && at !== undefined ? [seen - at] : [];
  });
}

function report(r: PhaseResult, nodes: string[], applying: string): void {
  const ok = r.logins.filter((l) => l.ok).map((l) => l.ms);
  const perNode = nodes.map((n) => {
    const on = r.logins.filter((l) => l.ok && l.node === n).map((l) => l.ms);
    return `${n} ${on.length}: p50 ${p(on, 50)} ms, p99 ${p(on, 99)} ms`;
  }).join('; ');
  console.log(`\n== ${r.label} (load average ${r.loadBefore} before, ${r.loadAfter} after) ==`);
  console.log(`logins: ${ok.length}/${r.logins.length} in ${fmt(r.loginSpan, 1)} s (${perNode}): p50 ${p(ok, 50)} ms, p99 ${p(ok, 99)} ms, max ${p(ok, 100)} ms`);
  const open = r.boards.filter((b) => b.opened && !b.probe);
  const reads = r.boards.flatMap((b) => b.reads);
  console.log(`boards: ${open.length} open (${nodes.map((n) => `${n} ${open.filter((b) => b.node === n).length}`).join(', ')}); board reads ${fmt(reads.length)}: p50 ${p(reads, 50)} ms, p99 ${p(reads, 99)} ms; pushes applied without a read ${fmt(r.boards.reduce((n, b) => n + b.applied, 0))}; pushes held during a board's read (applied to its answer) ${fmt(r.boards.reduce((n, b) => n + b.coalesced, 0))}`);
  console.log(`load generator's event loop delay: p50 ${fmt(r.generatorLag.p50)} ms, p99 ${fmt(r.generatorLag.p99)} ms, max ${fmt(r.generatorLag.max)} ms; the probe process's: p99 ${fmt(r.probe.lagP99)} ms, max ${fmt(r.probe.lagMax)} ms`);
  const judged = r.sent.flatMap((s) => { const v = r.stored.get(s.submitId); return v ? [v.at - s.sentAt] : []; });
  console.log(`submissions: ${r.sent.length} answered (submit p50 ${p(r.submitMs, 50)} ms, p99 ${p(r.submitMs, 99)} ms); submit → verdict stored p50 ${p(judged, 50)} ms, p99 ${p(judged, 99)} ms; wrong verdicts ${r.wrongVerdicts}, not judged ${r.unjudged}`);
  for (const n of nodes) {
    const v = visibleLatencies(r, n);
    const pushes = pushLatencies(r, n);
    const where = n === applying ? 'the node that stored it' : 'the OTHER node';
    const own = ownLatencies(r, n);
    console.log(`verdict stored → board on ${n} (${where}): visible p50 ${p(v, 50)} ms, p99 ${p(v, 99)} ms, max ${p(v, 100)} ms (${v.length} verdicts, probe board); on the submitter's own board p50 ${p(own, 50)} ms, p99 ${p(own, 99)} ms (${own.length} verdicts); first push after it on its ${open.filter((b) => b.node === n).length} boards p50 ${p(pushes, 50)} ms, p99 ${p(pushes, 99)} ms`);
  }
  console.log(`error answers: ${r.errors.count + r.probe.errors} (${r.errors}; probe boards: ${r.probe.kinds})`);
  console.log('CPU (% of one core, over the phase) and peak memory:');
  for (const u of r.usage) if (u.peakMiB > 0) console.log(`  ${u.name.padEnd(44)} ${fmt(u.cpuPercent).padStart(4)}%  ${fmt(u.peakMiB).padStart(5)} MiB`);
}

// ---- the run ----
say(`bench/cluster: ${USERS} contestants, ${BOARDS} boards, ${RATE} submissions/min for ${MINUTES} min, ${PROBLEMS} problems, password cost ${PASSWORD_COST}; ${os.cpus().length} cores`);
const cluster = await startCluster({ passwordCost: PASSWORD_COST, say });
// stopped by hand: the nodes, nginx, the database and the Redis keys go too
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cluster.close().finally(() => process.exit(130)));
// how late this process's own timers ran: a busy load generator would show here, not as the site's time
const lag = monitorEventLoopDelay({ resolution: 20 });
try {
  const { contestants, adminName } = await seedPeople(cluster.db, USERS, PASSWORD_COST);
  const problems = await makeProblems(cluster.both.url, adminName, PROBLEMS);
  say(`${contestants.length} contestants and ${problems.length} problems ready`);

  // the price of one login's password check alone, in this process, before the load
  const stored = await hashPassword(PASSWORD, PASSWORD_COST);
  const checks: number[] = [];
  for (let i = 0; i < 10; i++) { const t = performance.now(); await verifyPassword(PASSWORD, stored); checks.push(performance.now() - t); }
  say(`one scrypt password check (cost ${PASSWORD_COST}) alone: p50 ${p(checks, 50)} ms, max ${p(checks, 100)} ms`);

  const redisPid = Number(execFileSync('pgrep', ['-x', 'redis-server']).toString().split('\n')[0]);
  const usage = new Usage([
    { name: 'web node A', pids: cluster.nodeA.proc.pid! },
    { name: 'web node B', pids: cluster.nodeB.proc.pid! },
    { name: 'judge node 1 (with its sandboxed runs)', pids: cluster.judges[0].proc.pid! },
    { name: 'judge node 2 (with its sandboxed runs)', pids: cluster.judges[1].proc.pid! },
    { name: 'PostgreSQL (backends of the bench database)', pids: async () => ((await cluster.db('pg_stat_activity').where({ datname: cluster.databaseName }).select('pid')) as Array<{ pid: number }>).map((r) => r.pid) },
    { name: 'Redis (the whole server, shared)', pids: redisPid },
    { name: 'nginx over both nodes', pids: cluster.both.proc.pid! },
    { name: 'nginx over node A', pids: cluster.one.proc.pid! },
    { name: 'S3 store (s3rver)', pids: cluster.s3.proc.pid! },
    { name: 'load generator (this process)', pids: process.pid, alone: true },
  ], new Set(['PostgreSQL (backends of the bench database)']));
  usage.start();

  const direct = new Map([['A', cluster.nodeA.url], ['B', cluster.nodeB.url]]);

  // warm-up, not measured: each node's first requests compile their routes' validators (a node
  // that served a while before the contest has done so), and the judge nodes fetch the test data
  const warm = await makeContest(cluster.db, 'warm-up', problems, contestants);
  for (const url of direct.values()) {
    const warmSite: Site = siteOf(url, direct);
    const errors = new Errors();
    for (const [k, who] of contestants.slice(0, 4).entries()) {
      const { token } = await login(warmSite, who, PASSWORD, errors);
      if (!token) continue;
      const board = new BoardPage(warmSite, warm, token, errors, who.uid);
      await board.open();
      board.close();
      const problem = problems[k % problems.length];
      await submit(warmSite, token, { cid: warm, pid: problem.displayId, code: problem.right, language: LANGUAGE }, errors);
    }
    if (errors.count) say(`warm-up on ${url}: ${errors}`);
  }
  await until('the warm-up verdicts', async () => Number(((await cluster.db('submissions_judge').where({ cid: warm }).whereIn('status', [5, 6, 7]).count({ n: '*' }))[0] as { n: string }).n) === 0, 120_000);
  say('warmed up: each node took logins, board reads, push streams and submissions; each problem judged');

  // the baseline: the same load through an nginx over node A alone; after the two-node phase node B
  // is stopped for it, before it (--one-node-first) B stands idle
  const runTwo = async () => {
    const r = await phase(cluster, usage, 'two web nodes behind nginx', siteOf(cluster.both.url, direct), ['A', 'B'], problems, contestants);
    report(r, ['A', 'B'], 'A');
    return r;
  };
  const runOne = async () => {
    const r = await phase(cluster, usage, 'one web node behind nginx (baseline)', siteOf(cluster.one.url, direct), ['A'], problems, contestants);
    report(r, ['A'], 'A');
    return r;
  };
  let two: PhaseResult;
  let one: PhaseResult;
  if (ONE_NODE_FIRST) {
    one = await runOne();
    two = await runTwo();
  } else {
    two = await runTwo();
    await cluster.stop(cluster.nodeB);
    one = await runOne();
  }
  usage.stop();

  const v2 = [...visibleLatencies(two, 'A'), ...visibleLatencies(two, 'B')];
  const vb = visibleLatencies(two, 'B');
  const v1 = visibleLatencies(one, 'A');
  const l2 = two.logins.filter((l) => l.ok).map((l) => l.ms);
  const l1 = one.logins.filter((l) => l.ok).map((l) => l.ms);
  console.log('\n| | two web nodes | one web node (baseline) | target |');
  console.log('|---|---|---|---|');
  console.log(`| login p50 / p99 | ${p(l2, 50)} / ${p(l2, 99)} ms | ${p(l1, 50)} / ${p(l1, 99)} ms | p99 ≤ 500 ms: ${percentile(l2, 99) <= 500 ? 'met' : '**not met**'} |`);
  console.log(`| verdict → board on the other node p50 / p99 | ${p(vb, 50)} / ${p(vb, 99)} ms | — | |`);
  console.log(`| verdict → board on any node p50 / p99 | ${p(v2, 50)} / ${p(v2, 99)} ms | ${p(v1, 50)} / ${p(v1, 99)} ms | p99 ≤ 1 s: ${v2.length && percentile(v2, 99) <= 1000 ? 'met' : '**not met**'} |`);
  console.log(`| error answers | ${two.errors.count + two.probe.errors} | ${one.errors.count + one.probe.errors} | none: ${two.errors.count + two.probe.errors === 0 ? 'met' : '**not met**'} |`);
  console.log(`| wrong / missing verdicts | ${two.wrongVerdicts} / ${two.unjudged} | ${one.wrongVerdicts} / ${one.unjudged} | none |`);
  console.log(`| load average before → after | ${two.loadBefore} → ${two.loadAfter} | ${one.loadBefore} → ${one.loadAfter} | |`);
} finally {
  await cluster.close();
}
