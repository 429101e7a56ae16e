// The `oj` command as an operator uses it: start on an empty data dir, the first super admin's
// password printed once, plugins switched by the config file alone, migrate, create-admin, seed.
import t from 'tap';
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

const OJ = new URL('../bin/oj.js', import.meta.url).pathname;
const exec = promisify(execFile);
/** Runs oj on the embedded database even when the caller's environment names a server. */
const run = (file: string, args: string[], opts: { cwd: string }) => exec(file, args, { ...opts, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' } });
const dir = mkdtempSync(join(tmpdir(), 'ojcli-'));
const dataDir = join(dir, 'data');
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => { const p = (srv.address() as { port: number }).port; srv.close(() => res(p)); });
  });
}

interface Site { proc: ChildProcess; port: number; output: () => string; stop(): Promise<void> }

async function start(args: string[] = []): Promise<Site> {
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, [OJ, 'start', '--port', String(port), '--data-dir', dataDir, ...args], { cwd: dir, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', OJ_LOG_LEVEL: 'warn' } });
  proc.stdout!.on('data', (d) => { out += d; });
  proc.stderr!.on('data', (d) => { out += d; });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/get-website-config`);
      if (r.ok) break;
    } catch { /* not up yet */ }
    if (proc.exitCode !== null) throw new Error(`oj start exited: ${out}`);
    if (Date.now() > deadline) throw new Error(`oj start did not answer: ${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    proc, port, output: () => out,
    stop: () => new Promise<void>((res) => { proc.once('exit', () => res()); proc.kill('SIGTERM'); }),
  };
}

async function call(port: number, path: string, init: RequestInit = {}) {
  const r = await fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  return { headers: r.headers, body: (await r.json()) as { status: number; msg: string; data: unknown } };
}

t.test('oj start on an empty data dir creates a super admin whose password is printed once', async (t) => {
  const site = await start();
  const match = /username: (\S+)\s+password: (\S+)/.exec(site.output());
  t.ok(match, 'the password is printed');
  const [, username, password] = match!;
  t.equal(username, 'root');
  const login = await call(site.port, '/api/admin/login', { method: 'POST', body: JSON.stringify({ username, password }) });
  t.equal(login.body.status, 200);
  t.ok(login.headers.get('authorization'), 'token in the Authorization header');
  t.match(site.output(), /OJ is up at http:\/\/127\.0\.0\.1:\d+ \(database: embedded/);
  await site.stop();

  const again = await start();
  t.notMatch(again.output(), /password:/, 'not printed on later starts');
  const stillWorks = await call(again.port, '/api/login', { method: 'POST', body: JSON.stringify({ username, password }) });
  t.equal(stillWorks.body.status, 200, 'the data survived the restart');
  await again.stop();
});

t.test('a plugin is switched on and off by the config file alone', async (t) => {
  const config = join(dir, 'oj.config.json');
  const root = new URL('../../../', import.meta.url).pathname;
  // plugin packages resolve from the config file's folder: point it at the repository's
  writeFileSync(config, JSON.stringify({ dataDir, embeddedJudge: false, plugins: [{ package: join(root, 'plugins/guestbook') }] }));
  const on = await start(['--config', config]);
  t.same(((await call(on.port, '/api/plugins')).body.data as { id: string }[]).map((p) => p.id), ['guestbook']);
  t.equal((await call(on.port, '/api/guestbook')).body.status, 200);
  await on.stop();

  writeFileSync(config, JSON.stringify({ dataDir, embeddedJudge: false, plugins: [{ package: join(root, 'plugins/guestbook'), enabled: false }] }));
  const off = await start(['--config', config]);
  t.same((await call(off.port, '/api/plugins')).body.data, []);
  t.equal((await call(off.port, '/api/guestbook')).body.status, 404);
  t.equal((await call(off.port, '/api/get-website-config')).body.status, 200);
  await off.stop();

  // switched off, then uninstalled: its tables go, from the migration files kept when they ran
  const down = await run(process.execPath, [OJ, 'migrate', 'down', '--plugin', 'guestbook', '--all', '--config', config], { cwd: dir });
  t.match(down.stdout, /reverted guestbook: 20261121000000_guestbook_entries$/m);
  await t.rejects(run(process.execPath, [OJ, 'migrate', 'down', '--plugin', 'guestbook', '--all', '--config', config], { cwd: dir }), /none of its migrations is applied/, 'a second uninstall says there is nothing left');
});

t.test('migrate status, create-admin and seed work on the data dir', async (t) => {
  const status = await run(process.execPath, [OJ, 'migrate', 'status', '--data-dir', dataDir], { cwd: dir });
  t.match(status.stdout, /kernel: \d+ applied, 0 pending/);
  const admin = await run(process.execPath, [OJ, 'create-admin', '--data-dir', dataDir, '--username', 'ops', '--password', 'ops-pass-1'], { cwd: dir });
  t.match(admin.stdout, /super admin ops is ready/);
  await t.rejects(run(process.execPath, [OJ, 'create-admin', '--data-dir', dataDir, '--username', 'ops2', '--password', '123'], { cwd: dir }), /password must be 6 to 20/);
  const seed = await run(process.execPath, [OJ, 'seed', '--demo', '--data-dir', dataDir], { cwd: dir });
  t.match(seed.stdout, /alice \/ \S+/);
  const site = await start();
  const login = await call(site.port, '/api/admin/login', { method: 'POST', body: JSON.stringify({ username: 'ops', password: 'ops-pass-1' }) });
  t.equal(login.body.status, 200);
  t.equal(((await call(site.port, '/api/home-carousel')).body.data as unknown[]).length, 1);
  t.equal(((await call(site.port, '/api/get-common-announcement')).body.data as { total: number }).total, 2);
  const png = await fetch(`http://127.0.0.1:${site.port}${((await call(site.port, '/api/home-carousel')).body.data as { url: string }[])[0].url}`);
  t.equal(png.headers.get('content-type'), 'image/png');
  await site.stop();
});

t.test('bad flags and unknown commands say what is wrong', async (t) => {
  await t.rejects(run(process.execPath, [OJ, 'start', '--port', 'abc', '--data-dir', dataDir], { cwd: dir }), /--port must be a number/);
  await t.rejects(run(process.execPath, [OJ, 'frobnicate'], { cwd: dir }), /usage: oj <command>/);
  await t.rejects(run(process.execPath, [OJ, 'migrate', 'sideways', '--data-dir', dataDir], { cwd: dir }), /unknown action "sideways"/);
});

t.test('when the embedded database dies, oj start stops instead of serving errors', async (t) => {
  const site = await start();
  const pids = (await exec('pgrep', ['-f', `__embedded-db --data-dir ${dataDir}`])).stdout.trim().split('\n').map(Number);
  t.equal(pids.length, 1, 'one embedded database process');
  const exited = new Promise<number | null>((res) => site.proc.once('exit', (code) => res(code)));
  process.kill(pids[0], 'SIGKILL');
  t.equal(await exited, 1);
  t.match(site.output(), /the embedded database stopped unexpectedly/);
});
