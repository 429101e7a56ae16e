// Target P6 (issue 12 "Fast at scale"): a contest board with 20,000 contestants × 15 problems (and a 16th
// for the live verdicts) and
// 500,000 judged submissions, measured in one run and process against
//   - a bare Fastify route answering the same page (the throughput yardstick of P5), and
//   - the reference's way: every request reads all of the contest's records from the database and
//     ranks them (reference §5.3: the in-contest board is recomputed on each request),
// on the same data. It reports: the first (cold) build of the board; rank page p99 and throughput
// against the bare route; the reference's way under the same load; and, while verdicts arrive at
// 200 per second through the same `submission.judged` path the judge takes, how long each takes to
// show on the board (p99) and the rank page's p99 meanwhile; then the memory the contest takes.
//   node --conditions=oj-source --import tsx bench/contests/run.ts [users=20000] [problems=15] [records=500000] [seconds=5] [connections=10] [verdicts/s=200]
// PGlite by default; a fresh database on the PostgreSQL of DATABASE_URL when it is set. Say the
// load average beside the figures (it is printed).
import os from 'node:os';
import Fastify from 'fastify';
import { TestSite } from '../../core/kernel/test/harness.ts';
import { acmRows, placeRows, type RecordRow } from '../../plugins/contests/server/board.ts';
import type { ContestRow } from '../../plugins/contests/server/core.ts';
import { fmt, load, percentile, type LoadResult } from '../submit/load.ts';

const USERS = Number(process.argv[2] ?? 20_000);
const PROBLEMS = Number(process.argv[3] ?? 15);
const RECORDS = Number(process.argv[4] ?? 500_000);
const SECONDS = Number(process.argv[5] ?? 5);
const CONNECTIONS = Number(process.argv[6] ?? 10);
const VERDICTS_PER_SECOND = Number(process.argv[7] ?? 200);

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }, { package: '@oj/plugin-contests' }] });
const bare = Fastify();
const reference = Fastify();
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
try {
  const { uid: authorUid } = await site.userWithToken('setter', 'admin');
  const db = site.db;
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} before seeding`);

  // the contest: ACM, running for another 3 hours, its public board open
  const start = new Date(Date.now() - 2 * 3_600_000);
  const end = new Date(Date.now() + 3 * 3_600_000);
  const [contest] = (await db('contests_contest').insert({
    uid: authorUid, author: 'setter', title: 'Bench Cup', description: 'P6', type: 0, auth: 0, startTime: start, endTime: end,
    duration: 5 * 3600, openRank: true, visible: true,
  }).returning('*')) as ContestRow[];
  const cid = contest.id;
  for (let i = 0; i < PROBLEMS; i++) {
    await db('contests_problem').insert({ cid, pid: 100_000 + i, displayId: String.fromCharCode(65 + i), displayTitle: `P${i}`, color: null });
  }
  // one more problem nobody has solved yet: the verdicts of the live part are ACs on it
  const LIVE_PID = 199_999;
  await db('contests_problem').insert({ cid, pid: LIVE_PID, displayId: 'Z', displayTitle: 'Live', color: null });
  const t0 = process.hrtime.bigint();
  await db.raw(
    `insert into users (uid, username, password_hash, email, school)
     select 'bench' || g, 'b' || g, 'x', 'b' || g || '@bench.invalid', 'School ' || (g % 200) from generate_series(1, ?) g`, [USERS]);
  // records: a user, a problem, a verdict (AC about a third, then WA, TLE, CE) and a time within the 2 hours run so far
  await db.raw(
    `insert into contests_record (cid, uid, pid, cpid, display_id, submit_id, username, status, submit_time, time, score, use_time)
     select ?, 'bench' || u, 100000 + p, 0, chr((65 + p)::int), 10000000 + g, 'b' || u,
            case when g % 3 = 0 then 0 when g % 3 = 1 then -1 when g % 7 = 0 then 1 else -2 end,
            ?::timestamptz + make_interval(secs => t::double precision), t, null, 100
     from (select g, 1 + (g * 7919) % ? as u, (g * 31) % ? as p, (g * 104729) % 7200 as t from generate_series(1::bigint, ?) g) s`,
    [cid, start.toISOString(), USERS, PROBLEMS, RECORDS]);
  console.log(`seeded ${fmt(USERS)} users, ${PROBLEMS} problems, ${fmt(RECORDS)} records in ${fmt(ms(t0) / 1000, 1)} s`);

  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
  const body = { cid, currentPage: 1, limit: 50, forceRefresh: false, removeStar: false, concernedList: [], containsEnd: false };
  const rank = async (extra: Record<string, unknown> = {}) => {
    const res = await fetch(`${base}/api/get-contest-outside-scoreboard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, ...extra }) });
    const json = (await res.json()) as { status: number; msg: string; data: { total: number; records: Array<{ username: string; ac: number }> } };
    if (json.status !== 200) throw new Error(`rank: ${json.msg}`);
    return json.data;
  };

  const heap0 = process.memoryUsage().heapUsed;
  let t = process.hrtime.bigint();
  const first = await rank();
  const cold = ms(t);
  const heapContest = process.memoryUsage().heapUsed - heap0;
  t = process.hrtime.bigint();
  await rank();
  console.log(`board: ${fmt(first.total)} ranked; first (cold) build ${fmt(cold)} ms (records and people read, ranked); next read ${fmt(ms(t), 1)} ms; heap +${fmt(heapContest / 2 ** 20, 1)} MiB for the contest`);

  // the baselines: the same page from a bare route; the reference's way (read all, rank, cut) per request
  const page = await (await fetch(`${base}/api/get-contest-outside-scoreboard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  bare.post('/bare', async () => page);
  const people = new Map(((await db('users').where('uid', 'like', 'bench%').select('uid', 'username', 'nickname', 'realname', 'school', 'gender', 'avatar')) as Array<{ uid: string; username: string; nickname: string | null; realname: string | null; school: string | null; gender: string | null; avatar: string | null }>).map((u) => [u.uid, u]));
  reference.post('/reference', async () => {
    const records = (await db('contests_record').where({ cid }).whereNotNull('status').select('uid', 'pid', 'displayId', 'submitId', 'username', 'status', 'submitTime', 'time', 'score', 'useTime')) as RecordRow[];
    const rows = placeRows(contest, acmRows(contest, records, people, { sealed: false, containsEnd: false }));
    return { status: 200, msg: 'success', data: { records: rows.slice(0, 50), total: rows.length } };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  await reference.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  const refUrl = `http://127.0.0.1:${(reference.server.address() as { port: number }).port}/reference`;
  const rankUrl = `${base}/api/get-contest-outside-scoreboard`;
  const line = (name: string, r: LoadResult, note = '') => console.log(
    `  ${name.padEnd(34)} ${fmt(r.requestsPerSecond, 1).padStart(8)} req/s  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99).padStart(5)} ms${r.non2xx || r.errors ? `  non-2xx ${r.non2xx} errors ${r.errors}` : ''}${note}`);

  await load({ url: bareUrl, method: 'POST', body, connections: CONNECTIONS, seconds: 1 });
  await load({ url: rankUrl, method: 'POST', body, connections: CONNECTIONS, seconds: 1 });
  console.log(`rank page 1 (50 rows), ${CONNECTIONS} connections × ${SECONDS} s (autocannon in its own process); load average ${os.loadavg()[0].toFixed(2)}`);
  const b = await load({ url: bareUrl, method: 'POST', body, connections: CONNECTIONS, seconds: SECONDS });
  const r = await load({ url: rankUrl, method: 'POST', body, connections: CONNECTIONS, seconds: SECONDS });
  line('baseline bare route', b);
  line('board (this plugin)', r, `  = ${fmt((100 * r.requestsPerSecond) / b.requestsPerSecond)}% of bare → P6 (≥ 40%, p99 ≤ 50 ms) ${r.requestsPerSecond >= 0.4 * b.requestsPerSecond && r.p99 <= 50 ? 'met' : 'NOT met'}`);

  // a contestant on the board reading the in-contest board as the web client does (their own row on top of page 1)
  const { uid: runnerUid, token: runnerToken } = await site.userWithToken('runner');
  await db('contests_register').insert({ cid, uid: runnerUid });
  await site.kernel.bus.emit('submission.judged', {
    submitId: 19_999_999, uid: runnerUid, username: 'runner', pid: LIVE_PID, cid, tid: 0, gid: null, attempt: 1, status: 0, score: null, time: 100, memory: 1000,
    previousStatus: 5, isManual: false, submitTime: new Date().toISOString(),
  });
  const inContestUrl = `${base}/api/get-contest-rank`;
  const headers = { authorization: `Bearer ${runnerToken}` };
  const own = (await (await fetch(inContestUrl, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { status: number; msg: string; data: { records: Array<{ username: string; isConcerned?: boolean }> } };
  if (own.status !== 200 || own.data.records[0]?.username !== 'runner' || !own.data.records[0].isConcerned) throw new Error(`in-contest rank: ${own.msg}, first row ${JSON.stringify(own.data?.records[0])}`);
  await load({ url: inContestUrl, method: 'POST', headers, body, connections: CONNECTIONS, seconds: 1 });
  const mine = await load({ url: inContestUrl, method: 'POST', headers, body, connections: CONNECTIONS, seconds: SECONDS });
  line('in-contest page 1, own row on top', mine, `  = ${fmt((100 * mine.requestsPerSecond) / b.requestsPerSecond)}% of bare`);

  // verdicts at 200/s through `submission.judged` (as the judge's results arrive), while the page is read
  const seen: number[] = [];
  let sent = 0;
  let next = 20_000_000;
  const watchers: Promise<void>[] = [];
  const judged = (uid: string, username: string, submitId: number) => site.kernel.bus.emit('submission.judged', {
    submitId, uid, username, pid: LIVE_PID, cid, tid: 0, gid: null, attempt: 1, status: 0, score: null, time: 100, memory: 1000,
    previousStatus: 5, isManual: false, submitTime: new Date().toISOString(),
  });
  const readers = load({ url: rankUrl, method: 'POST', body, connections: CONNECTIONS, seconds: SECONDS });
  const until = Date.now() + SECONDS * 1000;
  const startAt = Date.now();
  while (Date.now() < until) {
    // each verdict: a first AC on problem Z for a user who has not solved it (k × a prime mod USERS: all distinct)
    const k = sent++;
    const u = 1 + ((k * 104_729) % USERS);
    const submitId = next++;
    const emitted = process.hrtime.bigint();
    const done = judged(`bench${u}`, `b${u}`, submitId);
    // every 20th verdict is watched: the time until the user's row on the board shows one more AC
    if (k % 20 === 0) {
      watchers.push((async () => {
        const before = (await rank({ keyword: `b${u}` })).records.find((x) => x.username === `b${u}`)?.ac ?? 0;
        await done;
        for (;;) {
          const row = (await rank({ keyword: `b${u}` })).records.find((x) => x.username === `b${u}`);
          if (row && row.ac > before) break;
          if (ms(emitted) > 10_000) break;
          await new Promise((res) => setTimeout(res, 50));
        }
        seen.push(ms(emitted));
      })());
    }
    const due = startAt + (sent * 1000) / VERDICTS_PER_SECOND;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((res) => setTimeout(res, wait));
  }
  const during = await readers;
  await Promise.all(watchers);
  console.log(`verdicts: ${fmt(sent)} in ${SECONDS} s (${fmt(sent / SECONDS)}/s asked); load average ${os.loadavg()[0].toFixed(2)}`);
  console.log(`  verdict → on the board: p50 ${fmt(percentile(seen, 50))} ms  p99 ${fmt(percentile(seen, 99))} ms over ${seen.length} watched → P6 (≤ 1 s at p99 at 200/s) ${percentile(seen, 99) <= 1000 && VERDICTS_PER_SECOND >= 200 ? 'met' : 'NOT met'}`);
  line('board while verdicts arrive', during, `  p99 ${during.p99 <= 50 ? '≤' : '>'} 50 ms`);
  // last, so its long requests (and the database connections they hold) do not slow the parts above
  const ref = await load({ url: refUrl, method: 'POST', body, connections: 2, seconds: Math.max(SECONDS, 10) });
  line("the reference's way (recount), 2 conn.", ref, `  — the board served ${fmt(r.requestsPerSecond / Math.max(ref.requestsPerSecond, 0.01), 0)}× as many`);
  console.log(`memory: heap ${fmt(process.memoryUsage().heapUsed / 2 ** 20)} MiB, rss ${fmt(process.memoryUsage().rss / 2 ** 20)} MiB at the end (the whole site in this process)`);
} finally {
  await new Promise((r) => setTimeout(r, 2000));
  await bare.close();
  await reference.close();
  await site.close();
}
