// The bench's cluster, laid out as docs/operator-guide.md "Several machines" and the cluster test
// (core/testing/cluster) set it up: a fresh database on the PostgreSQL of DATABASE_URL, a fresh key
// prefix on the Redis of REDIS_URL, the S3 store on loopback (s3rver), two `oj serve` web nodes
// with data dirs of their own, nginx with docs/examples/nginx/oj.conf (addresses, ports, log paths
// changed), two `oj judge` nodes reaching the site through nginx with the token `oj judge-token`
// prints. Two nginx instances: one over both web nodes, one over node A alone (the one-node
// baseline). Each adds `X-OJ-Node: <upstream>` to its answers so the load generator knows which node
// a request and a push stream reached; the shipped config is otherwise unchanged.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
// the kernel's own files, not its index: the load generator stays small (no site in this process)
import { connectDatabase } from '../../core/kernel/src/db/connect.ts';

export type Knex = ReturnType<typeof connectDatabase>;
export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const OJ = join(ROOT, 'core/cli/bin/oj.js');
const NGINX = '/usr/sbin/nginx';
const exec = promisify(execFile);

export interface Proc { name: string; proc: ChildProcess; log: () => string }
export interface WebNode extends Proc { url: string; port: number }
export interface Nginx extends Proc { url: string; port: number }

export interface Cluster {
  databaseName: string;
  db: Knex;
  nodeA: WebNode;
  nodeB: WebNode;
  /** nginx over both web nodes */
  both: Nginx;
  /** nginx over node A alone */
  one: Nginx;
  judges: Proc[];
  s3: Proc;
  /** SIGTERM (SIGKILL 10 s later) */
  stop(node: Proc): Promise<void>;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => { const { port } = server.address() as AddressInfo; server.close(() => resolve(port)); });
  });
}

/** waits for `probe` to give something (every 100 ms), failing with `what` after `ms` */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM, and SIGKILL for a child still there 10 s later */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const grace = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(grace);
}

function logged(name: string, proc: ChildProcess): Proc {
  let out = '';
  const keep = (d: Buffer) => { out = (out + d.toString()).slice(-200_000); };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return { name, proc, log: () => out };
}

export async function startCluster(opts: { passwordCost: number; say: (line: string) => void }): Promise<Cluster> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL) throw new Error('bench/cluster needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL');
  const work = mkdtempSync(join(tmpdir(), 'oj-bench-cluster-'));
  // nginx's workers run as nobody when the bench runs as root: they pass through to their temp dirs
  chmodSync(work, 0o755);
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  process.on('exit', () => { for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL'); });
  const close = async () => {
    await Promise.all(children.map(stopChild));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };

  try {
    const databaseName = `oj_bench_${randomBytes(5).toString('hex')}`;
    const admin = connectDatabase(DATABASE_URL, { poolMax: 1 });
    await admin.raw(`create database ${databaseName}`);
    cleanups.push(async () => { await admin.raw(`drop database if exists ${databaseName} with (force)`); await admin.destroy(); });
    const databaseUrl = Object.assign(new URL(DATABASE_URL), { pathname: `/${databaseName}` }).toString();
    const redisPrefix = `ojb-${randomBytes(4).toString('hex')}`;
    cleanups.push(async () => {
      const { stdout } = await exec('redis-cli', ['-u', REDIS_URL, '--scan', '--pattern', `${redisPrefix}:*`], { maxBuffer: 64 << 20 });
      const keys = stdout.split('\n').filter(Boolean);
      for (let i = 0; i < keys.length; i += 500) await exec('redis-cli', ['-u', REDIS_URL, 'del', ...keys.slice(i, i + 500)]);
    });
    // the S3 store in a process of its own
    const s3proc = spawn(process.execPath, ['--conditions=oj-source', '--import', 'tsx', join(ROOT, 'bench/cluster/s3.ts'), join(work, 's3')], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(s3proc);
    const s3 = await new Promise<{ storage: Record<string, unknown>; env: Record<string, string> }>((resolve, reject) => {
      let out = '';
      s3proc.stdout!.on('data', (d: Buffer) => { out += d; if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]) as { storage: Record<string, unknown>; env: Record<string, string> }); });
      s3proc.once('exit', (code) => reject(new Error(`the S3 store exited (${code})`)));
    });
    const siteEnv = { DATABASE_URL: databaseUrl, REDIS_URL, OJ_REDIS_PREFIX: redisPrefix, ...s3.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

    // Judge results are applied on node A only, so every verdict's push starts there and reaches
    // node B's streams through Redis: B's boards are "the other node".
    const startWebNode = async (name: string, judgeResults: boolean): Promise<WebNode> => {
      const dir = join(work, name);
      mkdirSync(dir);
      const config = join(dir, 'oj.config.json');
      writeFileSync(config, JSON.stringify({
        host: '127.0.0.1', passwordCost: opts.passwordCost, logLevel: 'warn', embeddedJudge: false, trustProxy: '127.0.0.1', storage: s3.storage,
        plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions', config: { judgeResults } }, { package: '@oj/plugin-contests' }],
      }));
      const port = await freePort();
      const proc = spawn(process.execPath, ['--conditions=oj-source', OJ, 'serve', '--config', config, '--data-dir', join(dir, 'data'), '--port', String(port)], { cwd: dir, env: { ...process.env, ...siteEnv } });
      children.push(proc);
      const node = { ...logged(name, proc), url: `http://127.0.0.1:${port}`, port };
      await until(`web node ${name}`, async () => {
        if (proc.exitCode !== null) throw new Error(`web node ${name} exited:\n${node.log()}`);
        return (await fetch(`${node.url}/api/health`)).ok;
      }, 180_000);
      return node;
    };
    // A first: it runs the migrations, B then finds nothing to do
    const nodeA = await startWebNode('web-a', true);
    const nodeB = await startWebNode('web-b', false);
    opts.say(`web nodes up: A ${nodeA.url} (applies judge results), B ${nodeB.url}`);

    const shipped = readFileSync(join(ROOT, 'docs/examples/nginx/oj.conf'), 'utf8');
    const startNginx = async (name: string, upstreams: WebNode[]): Promise<Nginx> => {
      const dir = join(work, name);
      for (const sub of ['', 'tmp']) { mkdirSync(join(dir, sub), { recursive: true }); chmodSync(join(dir, sub), 0o777); }
      const port = await freePort();
      const lines = shipped.split('\n');
      const servers = lines.filter((l) => /^\s*server 10\.0\.0\.\d+:8080 /.test(l));
      if (servers.length !== 2 || !shipped.includes('listen 80;')) throw new Error('docs/examples/nginx/oj.conf no longer has its two node lines and "listen 80;"');
      const conf = lines.flatMap((l) => {
        const i = servers.indexOf(l);
        if (i < 0) return [l];
        return upstreams[i] ? [l.replace(/10\.0\.0\.\d+:8080/, `127.0.0.1:${upstreams[i].port}`)] : [];
      }).join('\n').replace('listen 80;', `listen 127.0.0.1:${port} backlog=4096;`);
      writeFileSync(join(dir, 'oj.conf'), conf);
      // what Debian's nginx.conf gives around sites-enabled/*, with this bench's paths, room for
      // the streams (each takes two connections: the client's and the node's) and the node header
      writeFileSync(join(dir, 'nginx.conf'), `
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
worker_rlimit_nofile 16384;
events { worker_connections 8192; }
http {
  access_log off;
  add_header X-OJ-Node $upstream_addr always;
  client_body_temp_path ${dir}/tmp/body; proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi; uwsgi_temp_path ${dir}/tmp/uwsgi; scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/oj.conf;
}
`);
      const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
      await exec(NGINX, ['-t', ...args]);
      const proc = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(proc);
      const url = `http://127.0.0.1:${port}`;
      await until(`nginx ${name}`, async () => (await fetch(`${url}/api/health`)).ok);
      return { ...logged(name, proc), url, port, log: () => { try { return readFileSync(join(dir, 'error.log'), 'utf8'); } catch { return ''; } } };
    };
    const both = await startNginx('nginx-both', [nodeA, nodeB]);
    const one = await startNginx('nginx-one', [nodeA]);

    const judgeToken = (await exec(process.execPath, ['--conditions=oj-source', OJ, 'judge-token'], { env: { ...process.env, ...siteEnv } })).stdout.trim();
    const judges: Proc[] = [];
    for (const name of ['judge-1', 'judge-2']) {
      const dir = join(work, name);
      mkdirSync(dir);
      // a judge machine has no database credentials: Redis for the queues, nginx for test data;
      // its concurrency is the default (cores − 1)
      const proc = spawn(process.execPath, ['--conditions=oj-source', OJ, 'judge'], {
        cwd: dir,
        env: { ...process.env, DATABASE_URL: '', REDIS_URL, OJ_REDIS_PREFIX: redisPrefix, OJ_WEB_URL: both.url, OJ_JUDGE_TOKEN: judgeToken, OJ_DATA_DIR: dir, OJ_JUDGE_NAME: name },
      });
      children.push(proc);
      judges.push(logged(name, proc));
    }
    await until('both judge nodes alive', async () => {
      const res = await fetch(`${both.url}/api/health/queue`, { headers: { authorization: `Bearer ${judgeToken}` } });
      const body = (await res.json()) as { data?: { judgeNodes?: { alive?: number } } };
      return body.data?.judgeNodes?.alive === 2;
    }, 180_000);
    opts.say(`nginx over both ${both.url}, over A alone ${one.url}; judge nodes up`);

    const db = connectDatabase(databaseUrl, { poolMax: 2 });
    cleanups.push(() => db.destroy());
    return { databaseName, db, nodeA, nodeB, both, one, judges, s3: logged('s3', s3proc), stop: (node) => stopChild(node.proc), close };
  } catch (err) {
    await close();
    throw err;
  }
}
