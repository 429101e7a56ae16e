// Issue 13: the training rank at 5,000 users × 100 problems, within P5's bounds (≥ 40% of a bare
// Fastify route's throughput on the same machine, p99 ≤ 50 ms), measured in one run and process against
//   - a bare Fastify route answering the same page (P5's yardstick), and
//   - the reference's way: every request reads the users' submissions of the training's problems
//     and ranks them (reference TrainingRankManager recomputes per request),
// on the same data. It also reports the full fill of the training's cells from the submissions (what
// adding problems does), and how long a verdict takes to show in the rank.
//   node --conditions=oj-source --import tsx bench/trainings/run.ts [users=5000] [problems=100] [seconds=5] [connections=10]
// PGlite by default; a fresh database on the PostgreSQL of DATABASE_URL when it is set. Say the
// load average beside the figures (it is printed).
import os from 'node:os';
import Fastify from 'fastify';
import type { PluginContext, ServiceRef } from '../../core/sdk/src/index.ts';
import { TestSite } from '../../core/kernel/test/harness.ts';
import { TrainingRecords } from '../../plugins/trainings/server/records.ts';
import { Trainings } from '../../plugins/trainings/server/core.ts';
import { fmt, load, percentile, type LoadResult } from '../submit/load.ts';

const USERS = Number(process.argv[2] ?? 5000);
const PROBLEMS = Number(process.argv[3] ?? 100);
const SECONDS = Number(process.argv[4] ?? 5);
const CONNECTIONS = Number(process.argv[5] ?? 10);
const PAGE = 30;

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }, { package: '@oj/plugin-trainings' }] });
const bare = Fastify();
const reference = Fastify();
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
try {
  const setter = await site.userWithToken('setter', 'admin');
  const viewer = await site.userWithToken('viewer');
  const db = site.db;
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} before seeding`);

  const [training] = (await db('trainings_training').insert({ uid: setter.uid, author: 'setter', title: 'Bench training', description: 'P5', auth: 'Public' }).returning('id')) as Array<{ id: number }>;
  const tid = training!.id;
  const pids = Array.from({ length: PROBLEMS }, (_, i) => 100_000 + i);
  await db('trainings_problem').insert(pids.map((pid, i) => ({ tid, pid, displayId: `B${i}`, rank: i })));
  let t = process.hrtime.bigint();
  await db.raw(
    `insert into users (uid, username, password_hash, email, school)
     select 'bench' || g, 'b' || g, 'x', 'b' || g || '@bench.invalid', 'School ' || (g % 200) from generate_series(1, ?) g`, [USERS]);
  // each user tried about 60% of the problems, once or twice; two thirds of the tries accepted
  await db.raw(
    `insert into submissions_judge (pid, display_pid, uid, username, status, time, memory, length, code, language, cid, cpid, tid)
     select 100000 + p, 'B' || p, 'bench' || u, 'b' || u, case when (u + p + k) % 3 = 0 then -1 else 0 end, 10 + (u * p + k) % 900, 1000, 10, 'x', 'C++', 0, 0, 0
     from generate_series(1, ?) u, generate_series(0, ? - 1) p, generate_series(0, 1) k
     where (u * 7919 + p * 31) % 10 < 6 and (k = 0 or (u + p) % 4 = 0)`, [USERS, PROBLEMS]);
  const [{ n: submissions }] = (await db('submissions_judge').count({ n: '*' })) as Array<{ n: string }>;
  console.log(`seeded ${fmt(USERS)} users, ${PROBLEMS} problems, ${fmt(Number(submissions))} submissions in ${fmt(ms(t) / 1000, 1)} s`);

  // the fill: every user's cell of every problem from the submissions, then the standings (what adding the problems does)
  // the plugin's own fill, given what it reads (the database and the submissions service)
  const ctx = { db, table: (name: string) => `trainings_${name}`, services: { get: <T>(ref: ServiceRef<T>) => site.kernel.registry.get(ref, 'bench') }, bus: site.kernel.bus, log: console } as unknown as PluginContext;
  const records = new TrainingRecords(ctx, new Trainings(ctx));
  t = process.hrtime.bigint();
  await records.filled(tid, pids);
  const [{ n: cells }] = (await db('trainings_cell').where({ tid }).count({ n: '*' })) as Array<{ n: string }>;
  console.log(`fill: ${fmt(Number(cells))} cells and ${fmt(USERS)} standings from the submissions in ${fmt(ms(t))} ms`);

  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
  const headers = { authorization: viewer.token };
  const rankUrl = (page = 1, keyword = '') => `${base}/api/get-training-rank?tid=${tid}&currentPage=${page}&limit=${PAGE}${keyword ? `&keyword=${keyword}` : ''}`;
  const rank = async (page = 1, keyword = '') => {
    const json = (await (await fetch(rankUrl(page, keyword), { headers })).json()) as { status: number; msg: string; data: { total: number; records: Array<{ username: string; ac: number }> } };
    if (json.status !== 200) throw new Error(`rank: ${json.msg}`);
    return json.data;
  };
  t = process.hrtime.bigint();
  const first = await rank();
  console.log(`rank: ${fmt(first.total)} ranked; first read ${fmt(ms(t), 1)} ms; top ${first.records[0]!.username} with ${first.records[0]!.ac}`);

  // the baselines: the same page from a bare route; the reference's way (read the submissions, rank, cut) per request
  const page = await (await fetch(rankUrl(), { headers })).json();
  bare.get('/bare', async () => page);
  let inFlight = 0;
  reference.get('/reference', async () => {
    inFlight++;
    try {
      return await recount();
    } finally {
      inFlight--;
    }
  });
  const recount = async () => {
    const rows = (await db('submissions_judge').where({ cid: 0 }).whereIn('pid', pids).whereNotIn('status', [5, 6, 7]).groupBy('uid', 'pid')
      .select('uid', 'pid', db.raw('bool_or(status = 0) as solved'), db.raw('min(time) filter (where status = 0) as best'), db.raw('(array_agg(status order by submit_id desc))[1] as latest'))) as Array<{ uid: string; pid: number; solved: boolean; best: number | null; latest: number }>;
    const byUser = new Map<string, { uid: string; ac: number; total: number; cells: Record<number, { status: number; runTime: number | null }> }>();
    for (const r of rows) {
      const u = byUser.get(r.uid) ?? { uid: r.uid, ac: 0, total: 0, cells: {} };
      if (r.solved) { u.ac++; u.total += Number(r.best); }
      u.cells[r.pid] = { status: r.solved ? 0 : r.latest, runTime: r.solved ? Number(r.best) : null };
      byUser.set(r.uid, u);
    }
    const ranked = [...byUser.values()].sort((a, b) => b.ac - a.ac || a.total - b.total || (a.uid < b.uid ? -1 : 1));
    const slice = ranked.slice(0, PAGE);
    const people = await db('users').whereIn('uid', slice.map((r) => r.uid)).select('uid', 'username', 'realname', 'avatar', 'gender', 'school');
    return { status: 200, msg: 'success', data: { records: slice.map((r) => ({ ...r, ...people.find((p: { uid: string }) => p.uid === r.uid) })), total: ranked.length } };
  };
  await bare.listen({ port: 0, host: '127.0.0.1' });
  await reference.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  const refUrl = `http://127.0.0.1:${(reference.server.address() as { port: number }).port}/reference`;
  const line = (name: string, r: LoadResult, note = '') => console.log(
    `  ${name.padEnd(34)} ${fmt(r.requestsPerSecond, 1).padStart(8)} req/s  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99).padStart(5)} ms${r.non2xx || r.errors ? `  non-2xx ${r.non2xx} errors ${r.errors}` : ''}${note}`);
  const within = (r: LoadResult, b: LoadResult) => `  = ${fmt((100 * r.requestsPerSecond) / b.requestsPerSecond)}% of bare → P5 (≥ 40%, p99 ≤ 50 ms) ${r.requestsPerSecond >= 0.4 * b.requestsPerSecond && r.p99 <= 50 ? 'met' : 'NOT met'}`;

  await load({ url: bareUrl, connections: CONNECTIONS, seconds: 1 });
  await load({ url: rankUrl(), headers, connections: CONNECTIONS, seconds: 1 });
  console.log(`rank page (${PAGE} rows × ${PROBLEMS} problems), ${CONNECTIONS} connections × ${SECONDS} s (autocannon in its own process); load average ${os.loadavg()[0].toFixed(2)}`);
  const b = await load({ url: bareUrl, connections: CONNECTIONS, seconds: SECONDS });
  line('baseline bare route', b);
  const r1 = await load({ url: rankUrl(), headers, connections: CONNECTIONS, seconds: SECONDS });
  line('rank page 1 (this plugin)', r1, within(r1, b));
  const deep = Math.max(1, Math.ceil(USERS / PAGE / 2));
  const rMid = await load({ url: rankUrl(deep), headers, connections: CONNECTIONS, seconds: SECONDS });
  line(`rank page ${deep} (the middle)`, rMid, within(rMid, b));
  const rSearch = await load({ url: rankUrl(1, 'b42'), headers, connections: CONNECTIONS, seconds: SECONDS });
  line('rank search "b42" (places kept)', rSearch, within(rSearch, b));

  // verdicts: a user's first AC on a problem they never solved, through submission.judged; the time until the rank shows it
  const seen: number[] = [];
  for (let k = 0; k < 40; k++) {
    const u = 1 + ((k * 104_729) % USERS);
    const solved = new Set(((await db('trainings_cell').where({ tid, uid: `bench${u}`, solved: true }).select('pid')) as Array<{ pid: number }>).map((c) => c.pid));
    const pid = pids.find((p) => !solved.has(p));
    if (pid === undefined) continue;
    const before = (await rank(1, `b${u}`)).records.find((x) => x.username === `b${u}`)?.ac ?? 0;
    const [row] = (await db('submissions_judge').insert({ pid, displayPid: 'B', uid: `bench${u}`, username: `b${u}`, status: 0, time: 5, memory: 1, length: 1, code: 'x', language: 'C++', cid: 0, cpid: 0, tid }).returning('submitId')) as Array<{ submitId: number }>;
    const emitted = process.hrtime.bigint();
    await site.kernel.bus.emit('submission.judged', {
      submitId: row!.submitId, uid: `bench${u}`, username: `b${u}`, pid, cid: 0, tid, gid: null, attempt: 1, status: 0, score: null, time: 5, memory: 1,
      previousStatus: 5, isManual: false, submitTime: new Date().toISOString(),
    });
    for (;;) {
      const shown = (await rank(1, `b${u}`)).records.find((x) => x.username === `b${u}`);
      if ((shown && shown.ac > before) || ms(emitted) > 10_000) break;
    }
    seen.push(ms(emitted));
  }
  console.log(`verdict → in the rank: p50 ${fmt(percentile(seen, 50), 1)} ms  p99 ${fmt(percentile(seen, 99), 1)} ms over ${seen.length} verdicts, one at a time`);

  // last, so its long requests do not slow the parts above
  const ref = await load({ url: refUrl, connections: 2, seconds: Math.max(SECONDS, 10) });
  line("the reference's way (recount), 2 conn.", ref, `  — the rank served ${fmt(r1.requestsPerSecond / Math.max(ref.requestsPerSecond, 0.01), 0)}× as many`);
  console.log(`memory: heap ${fmt(process.memoryUsage().heapUsed / 2 ** 20)} MiB, rss ${fmt(process.memoryUsage().rss / 2 ** 20)} MiB at the end (the whole site in this process)`);
  // the reference's last requests outlive the load (7 s each): let them end before the site closes
  while (inFlight > 0) await new Promise((res) => setTimeout(res, 100));
} finally {
  await bare.close();
  await reference.close();
  await site.close();
}
