// A real site for the end-to-end tests: the `oj` CLI with a fresh data dir, on a free port,
// serving the built shell (and, when enabled, the guestbook's prebuilt remote).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = path.join(ROOT, 'core/cli/bin/oj.js');
export const ADMIN = { username: 'admin', password: 'Secret123' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Site {
  url: string;
  port: number;
  stop(): Promise<void>;
  api<T = unknown>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; msg: string; data: T; token: string | null }>;
  adminToken(): Promise<string>;
}

export async function startSite({ guestbook }: { guestbook: boolean }): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oj-e2e-'));
  // the config resolves plugin packages from its own folder: keep it inside the workspace
  const cfgDir = path.join(ROOT, '.oj-test');
  mkdirSync(cfgDir, { recursive: true });
  const cfg = path.join(cfgDir, `e2e-${path.basename(dataDir)}.json`);
  // the shell's tests judge nothing: no judge node (it would hold sandbox slots other suites need).
  // The plugin list is explicit: without one the kernel enables problems and submissions, whose UIs
  // would load as remotes too (their own browser test lives in plugins/problems/ui/test).
  writeFileSync(cfg, JSON.stringify({ embeddedJudge: false, plugins: guestbook ? [{ package: '@oj/plugin-guestbook', enabled: true }] : [] }));
  const made = spawnSync(process.execPath, [CLI, 'create-admin', '--data-dir', dataDir, '--username', ADMIN.username, '--password', ADMIN.password], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}`);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [CLI, 'start', '--port', String(port), '--data-dir', dataDir, '--config', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  process.once('exit', () => child.kill('SIGKILL'));
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`oj start exited:\n${log}`);
    try {
      const res = await fetch(`${url}/api/plugins`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600) throw new Error(`oj start did not come up:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  let admin: string | null = null;
  const site: Site = {
    url,
    port,
    async api(method, p, body, token) {
      const headers: Record<string, string> = { 'Accept-Language': 'en-US' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = token;
      const res = await fetch(url + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = (await res.json().catch(() => ({}))) as { status?: number; msg?: string; data?: never };
      return { status: json.status ?? res.status, msg: json.msg ?? '', data: json.data as never, token: res.headers.get('authorization') };
    },
    async adminToken() {
      if (admin) return admin;
      const res = await site.api('POST', '/api/admin/login', ADMIN);
      if (!res.token) throw new Error(`admin login failed: ${res.msg}`);
      return (admin = res.token);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(cfg, { force: true });
    },
  };
  return site;
}
