// A site on several machines, as docs/operator-guide.md "Several machines" sets it up (issue 29
// item 3): two `oj serve` web nodes with data dirs of their own, one PostgreSQL (a fresh database)
// and Redis (a fresh key prefix), an S3-compatible store (s3rver on loopback), nginx with
// docs/examples/nginx/oj.conf (only addresses, ports and log paths changed) in front, and two
// `oj judge` nodes that reach the site through nginx with the token `oj judge-token` prints.
// What one node takes the other serves at once: an upload, a problem with test data judged right,
// a setting, a logout; and a verdict applied by one node reaches a browser whose push stream went
// through nginx to the other.
// It runs in the passes with PostgreSQL and Redis only (scripts/test.sh: OJ_TEST_SCOPE=ci, as CI runs it,
// services or services-core).
import t from 'tap';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import { hashPassword } from '@oj/kernel';
import { createQueue, queueConnection } from '@oj/kernel/queue';
import { ROOT, launch, signInPage, visitor } from '../src/index.ts';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  throw new Error('the cluster test needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL (scripts/test.sh runs it in OJ_TEST_SCOPE=ci, services or services-core)');
}

const OJ = join(ROOT, 'core/cli/bin/oj.js');
const NGINX = '/usr/sbin/nginx';
const exec = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'oj-cluster-'));
// nginx's workers run as nobody when the test runs as root: they pass through to their temp dirs
chmodSync(work, 0o755);
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
// a start-up that fails before tap's teardown runs must not leave nodes behind
process.on('exit', () => { for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL'); });
/** SIGTERM, and SIGKILL for a child still there after STOP_GRACE_MS (a node finishing a request) */
const STOP_GRACE_MS = 10_000;
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const grace = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(grace);
}
t.teardown(async () => {
  await Promise.all(children.map(stop));
  // each one, whatever the others did: an open database client would keep the test running
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.error('cluster: a clean-up failed', err));
  rmSync(work, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => { const { port } = server.address() as AddressInfo; server.close(() => resolve(port)); });
  });
}

/** waits for `probe` to give something (every 100 ms), failing with `what` after `ms` */
async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Answer<T> { http: number; status: number; msg: string; data: T; token: string | null }
async function call<T = unknown>(base: string, method: string, path: string, opts: { token?: string; body?: unknown; form?: FormData } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (opts.token) headers.authorization = opts.token;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)) });
  const text = await res.text();
  let parsed: { status?: number; msg?: string; data?: T } = {};
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  return { http: res.status, status: parsed.status ?? res.status, msg: parsed.msg ?? '', data: parsed.data as T, token: res.headers.get('authorization') };
}

// ---- PostgreSQL (a fresh database), Redis (a fresh prefix), the store (s3rver) ----
const dbName = `oj_cluster_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
cleanups.push(async () => { await admin.query(`drop database if exists ${dbName} with (force)`); await admin.end(); });
const databaseUrl = Object.assign(new URL(DATABASE_URL), { pathname: `/${dbName}` }).toString();
const redisPrefix = `ojc-${randomBytes(4).toString('hex')}`;
cleanups.push(async () => {
  // the site's keys in the shared Redis, through the queue connection's client
  const connection = queueConnection({ redisUrl: REDIS_URL, databaseUrl, prefix: redisPrefix });
  if (connection.kind === 'redis') {
    const keys = await connection.redis.keys(`${redisPrefix}:*`);
    if (keys.length) await connection.redis.del(...keys);
  }
  await connection.close();
});

const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(work, 's3'), configureBuckets: [{ name: 'oj-files', configs: [] }] });
const s3Address = await s3.run();
cleanups.push(() => s3.close());
const storage = { kind: 's3', endpoint: `http://127.0.0.1:${s3Address.port}`, bucket: 'oj-files', forcePathStyle: true, accessKeyId: 'S3RVER' };

// ---- two web nodes: the same config but for where the judge results are applied ----
interface WebNode { name: string; url: string; port: number; proc: ChildProcess; log: () => string }
const siteEnv = { DATABASE_URL: databaseUrl, REDIS_URL, OJ_REDIS_PREFIX: redisPrefix, OJ_S3_SECRET_ACCESS_KEY: 'S3RVER' };

async function startWebNode(name: string, judgeResults: boolean): Promise<WebNode> {
  const dir = join(work, name);
  mkdirSync(dir);
  const config = join(dir, 'oj.config.json');
  writeFileSync(config, JSON.stringify({
    host: '127.0.0.1', passwordCost: 10, logLevel: 'info', embeddedJudge: false, trustProxy: '127.0.0.1', storage,
    plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions', config: { judgeResults } }],
  }));
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, [...ojChildFlags(), OJ, 'serve', '--config', config, '--data-dir', join(dir, 'data'), '--port', String(port)], { cwd: dir, env: { ...process.env, ...siteEnv } });
  children.push(proc);
  proc.stdout!.on('data', (d) => { out += d; });
  proc.stderr!.on('data', (d) => { out += d; });
  const url = `http://127.0.0.1:${port}`;
  await until(`web node ${name}`, async () => {
    if (proc.exitCode !== null) throw new Error(`web node ${name} exited:\n${out}`);
    return (await fetch(`${url}/api/health`)).ok;
  }, 120_000);
  return { name, url, port, proc, log: () => out };
}

// Both at once, as a process manager starts them: one migrates, the other waits for its advisory
// lock and finds nothing left to do. Judge results are applied on A only, so a verdict's push
// starts there.
const [nodeA, nodeB] = await Promise.all([startWebNode('web-a', true), startWebNode('web-b', false)]);

// ---- nginx with the shipped config ----
const nginxDir = join(work, 'nginx');
for (const sub of ['', 'tmp']) { mkdirSync(join(nginxDir, sub), { recursive: true }); chmodSync(join(nginxDir, sub), 0o777); }
const nginxPort = await freePort();
const shipped = readFileSync(join(ROOT, 'docs/examples/nginx/oj.conf'), 'utf8');
const swaps: [string, string][] = [
  ['server 10.0.0.11:8080 ', `server 127.0.0.1:${nodeA.port} `],
  ['server 10.0.0.12:8080 ', `server 127.0.0.1:${nodeB.port} `],
  ['listen 80;', `listen 127.0.0.1:${nginxPort};`],
];
let siteConf = shipped;
for (const [from, to] of swaps) {
  if (siteConf.split(from).length !== 2) throw new Error(`docs/examples/nginx/oj.conf no longer has "${from}" once`);
  siteConf = siteConf.replace(from, to);
}
writeFileSync(join(nginxDir, 'oj.conf'), siteConf);
// what Debian's /etc/nginx/nginx.conf gives around sites-enabled/*, with this test's paths; the
// access log names the node that answered each request
writeFileSync(join(nginxDir, 'nginx.conf'), `
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
worker_processes 1;
events { worker_connections 512; }
http {
  log_format upstream '$request_uri $status $upstream_addr';
  access_log ${nginxDir}/access.log upstream;
  client_body_temp_path ${nginxDir}/tmp/body; proxy_temp_path ${nginxDir}/tmp/proxy;
  fastcgi_temp_path ${nginxDir}/tmp/fastcgi; uwsgi_temp_path ${nginxDir}/tmp/uwsgi; scgi_temp_path ${nginxDir}/tmp/scgi;
  include ${nginxDir}/oj.conf;
}
`);
await exec(NGINX, ['-t', '-p', nginxDir, '-e', join(nginxDir, 'error.log'), '-c', join(nginxDir, 'nginx.conf')]);
const nginx = spawn(NGINX, ['-p', nginxDir, '-e', join(nginxDir, 'error.log'), '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
children.push(nginx);
const site = `http://127.0.0.1:${nginxPort}`;
await until('nginx', async () => (await fetch(`${site}/api/health`)).ok);

// ---- the judge token from the command, two judge machines pointed at nginx ----
const judgeToken = (await exec(process.execPath, [...ojChildFlags(), OJ, 'judge-token'], { env: { ...process.env, ...siteEnv } })).stdout.trim();
const judgeLogs: string[] = [];
for (const name of ['judge-1', 'judge-2']) {
  const dir = join(work, name);
  mkdirSync(dir);
  // a judge machine has no database credentials: Redis for the queues, nginx for test data
  const proc = spawn(process.execPath, [...ojChildFlags(), OJ, 'judge'], {
    cwd: dir,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL, OJ_REDIS_PREFIX: redisPrefix, OJ_WEB_URL: site, OJ_JUDGE_TOKEN: judgeToken, OJ_DATA_DIR: dir, OJ_JUDGE_NAME: name, OJ_JUDGE_CONCURRENCY: '1' },
  });
  children.push(proc);
  proc.stdout!.on('data', (d) => judgeLogs.push(`${name}: ${d}`));
  proc.stderr!.on('data', (d) => judgeLogs.push(`${name}! ${d}`));
}

// ---- people ----
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
cleanups.push(() => db.end());
async function person(username: string, roleId: number): Promise<void> {
  await db.query('insert into users (uid, username, password_hash, role_id, email) values ($1, $2, $3, $4, $5)',
    [randomBytes(16).toString('hex'), username, await hashPassword('Secret123', 10), roleId, `${username}@example.com`]);
}
await person('boss', 1000);
await person('ann', 1002);
const login = async (base: string, username: string) => {
  const res = await call(base, 'POST', username === 'boss' ? '/api/admin/login' : '/api/login', { body: { username, password: 'Secret123' } });
  if (!res.token) throw new Error(`login of ${username} on ${base}: ${res.msg}`);
  return res.token;
};
const bossToken = await login(nodeA.url, 'boss');
const annToken = await login(nodeA.url, 'ann');
await call(nodeA.url, 'PUT', '/api/admin/switch/update', { token: bossToken, body: { defaultSubmitInterval: 0 } });

t.test('through nginx: health for anyone, queue depth and both judge nodes for the judge token', async (t) => {
  t.same((await call(site, 'GET', '/api/health')).data, { database: true, queue: true });
  const depth = await until('both judge nodes alive', async () => {
    const res = await call<{ judgeNodes: { alive: number } }>(site, 'GET', '/api/health/queue', { token: `Bearer ${judgeToken}` });
    return res.data?.judgeNodes.alive === 2 && res;
  }, 120_000);
  t.equal(depth.status, 200);
});

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

t.test('an avatar uploaded on one node is served by the other', async (t) => {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const saved = await call<{ avatar: string }>(nodeA.url, 'POST', '/api/file/upload-avatar', { token: annToken, form });
  t.equal(saved.status, 200, saved.msg);
  const onB = await fetch(`${nodeB.url}${saved.data.avatar}`);
  t.equal(onB.status, 200, 'node B has it');
  t.same(Buffer.from(await onB.arrayBuffer()), PNG, 'the same bytes');
});

const AB_CASES = [['1 2\n', '3\n'], ['40 2\n', '42\n']];
let pid = 0;

t.test('a problem made on one node is judged right for a submission to the other', async (t) => {
  const created = await call<{ pid: number }>(nodeA.url, 'POST', '/api/admin/problem', {
    token: bossToken,
    body: {
      problem: { problemId: 'AB1', title: 'A+B', description: 'Add two numbers', examples: '<input>1 2</input><output>3</output>', timeLimit: 2000, memoryLimit: 256, codeShare: true },
      languages: [{ name: 'Python3' }],
      samples: AB_CASES.map(([input, output]) => ({ input, output, score: null, groupNum: null })),
      isUploadTestCase: false,
    },
  });
  t.equal(created.status, 200, created.msg);
  pid = created.data.pid;
  const verdictOf = async (code: string) => {
    const sent = await call<{ submitId: number }>(nodeB.url, 'POST', '/api/submit-problem-judge', { token: annToken, body: { pid, language: 'Python3', code } });
    if (sent.status !== 200) throw new Error(`submit: ${sent.msg}`);
    return until(`the verdict of ${sent.data.submitId}`, async () => {
      const seen = await call<{ submission: { status: number } }>(nodeA.url, 'GET', `/api/get-submission-detail?submitId=${sent.data.submitId}`, { token: annToken });
      return ![5, 6, 7].includes(seen.data.submission.status) && seen.data.submission;
    }, 120_000);
  };
  t.equal((await verdictOf('a, b = map(int, input().split())\nprint(a + b)\n')).status, 0, 'Accepted');
  t.equal((await verdictOf('a, b = map(int, input().split())\nprint(a - b)\n')).status, -1, 'Wrong Answer');
});

t.test('a setting an admin changes on one node shows on the other', async (t) => {
  const set = await call(nodeA.url, 'PUT', '/api/admin/config/set-web-config', { token: bossToken, body: { name: 'Cluster OJ' } });
  t.equal(set.status, 200, set.msg);
  await until('the new name on node B', async () => (await call<{ name: string }>(nodeB.url, 'GET', '/api/get-website-config')).data.name === 'Cluster OJ', 10_000);
  t.pass('node B shows the new name');
});

t.test('a logout on one node ends the token on the other', async (t) => {
  const token = await login(nodeA.url, 'ann');
  t.equal((await call(nodeB.url, 'GET', '/api/get-user-auth-info', { token })).status, 200, 'node B admits it');
  t.equal((await call(nodeA.url, 'GET', '/api/logout', { token })).status, 200);
  await until('node B to refuse it', async () => (await call(nodeB.url, 'GET', '/api/get-user-auth-info', { token })).http === 401, 10_000);
  t.pass('node B refuses it');
});

t.test('a verdict applied by one node reaches a browser whose push stream goes through nginx to the other', async (t) => {
  // judging waits while the page opens, so the verdict cannot come before the page listens
  const connection = queueConnection({ redisUrl: REDIS_URL, databaseUrl, prefix: redisPrefix });
  const judgeQueue = createQueue(connection, 'judge');
  t.teardown(async () => { await judgeQueue.close(); await connection.close(); });
  await judgeQueue.pause();
  const sent = await call<{ submitId: number }>(site, 'POST', '/api/submit-problem-judge', { token: annToken, body: { pid, language: 'Python3', code: 'a, b = map(int, input().split())\nprint(a + b)\n' } });
  t.equal(sent.status, 200, sent.msg);

  const chromium = await launch();
  t.teardown(() => chromium.close());
  const { page, errors } = await visitor(chromium.browser);
  await page.goto(site);
  await signInPage(page, { url: site }, { username: 'ann', password: 'Secret123' }, 'en-US');
  // nginx spreads requests over both nodes: the page is opened again until its stream is on node B
  // (A applies every verdict). A stream still open is not in nginx's log yet: each node's own log says.
  const streams = (node: WebNode) => node.log().split('/api/events').length - 1;
  let onB = false;
  for (let tries = 0; tries < 12 && !onB; tries++) {
    // round robin: a page load makes the same number of requests each time, so one request more
    // between two loads moves the stream to the other node
    if (tries > 0) await fetch(`${site}/api/health`);
    const [a0, b0] = [streams(nodeA), streams(nodeB)];
    await page.goto(`${site}/submission-detail/${sent.data.submitId}`);
    const where = await until('the page to open its push stream', async () => (streams(nodeB) > b0 ? 'B' : streams(nodeA) > a0 ? 'A' : undefined), 20_000);
    onB = where === 'B';
  }
  t.ok(onB, 'the page streams from node B through nginx');
  await judgeQueue.resume();
  await page.getByText('Accepted').first().waitFor({ timeout: 60_000 });
  t.pass('the verdict reached the page');
  t.same(errors, [], 'no page errors');
});

t.test('nginx spread the requests over both nodes', async (t) => {
  const log = readFileSync(join(nginxDir, 'access.log'), 'utf8');
  for (const node of [nodeA, nodeB]) t.match(log, `127.0.0.1:${node.port}`, `${node.name} answered through nginx`);
  if (t.passing()) return;
  t.comment(judgeLogs.join(''));
});
