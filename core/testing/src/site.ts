// A real site for the end-to-end tests: the `oj` CLI with a fresh data dir on a free port, serving
// the built shell and the remotes of the plugins it enables. It always runs the embedded default
// (PGlite, BullMQ on it): DATABASE_URL and REDIS_URL of the test run are not passed on, so a suite
// run against a shared PostgreSQL never sees the rows of an earlier run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runningEmbeddedUrl } from '@oj/kernel/embedded-url';
import { migrationsFingerprint } from '@oj/kernel/testing/fingerprint';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

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
  dataDir: string;
  /** everything the site printed so far */
  log(): string;
  stop(): Promise<void>;
  api<T = unknown>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; msg: string; data: T; token: string | null }>;
  adminToken(): Promise<string>;
  /** reads the site's database as it is now (a test's view of what the server stored) */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** a plugin to enable: its package (a name, or a path starting with / or .), with its settings (config.plugins[].config) */
export type SitePlugin = string | { package: string; config?: Record<string, unknown> };

export interface SiteOptions {
  /** plugin packages to enable; the list is explicit, so only their remotes load */
  plugins: SitePlugin[];
  /** start the judge node child (default false: it holds sandbox slots other suites need) */
  judge?: boolean;
  /** built assets this site needs (paths from the repository root); missing ones fail the test */
  builds?: string[];
  /** internal hosts the site may connect to (outbound.allow), e.g. a test SMTP server on loopback */
  outboundAllow?: string[];
  /** run the TypeScript sources (default: yes, except in CI, which runs the build; @oj/kernel/testing/child-flags) */
  source?: boolean;
}

/**
 * The new site's data dir: migrated for its plugins, with the super admin ADMIN. Made once per
 * plugin set (create-admin runs every migration: about 5 s of the 8 s a site took to come up) and
 * copied for every later site, the way the server tests copy an initialised PGlite.
 */
function seedDataDir(dataDir: string, cfg: string, plugins: string[], env: NodeJS.ProcessEnv, flags: string[]): void {
  const key = createHash('sha1').update(JSON.stringify([[...plugins].sort(), ADMIN, migrationsFingerprint()])).digest('hex').slice(0, 16);
  const template = path.join(tmpdir(), `oj-e2e-template-${key}`);
  if (!existsSync(template)) {
    const made = spawnSync(process.execPath, [...flags, CLI, 'create-admin', '--data-dir', dataDir, '--config', cfg, '--username', ADMIN.username, '--password', ADMIN.password], { encoding: 'utf8', env });
    if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}`);
    // written aside and renamed: a suite starting at the same moment sees the whole template or none
    const tmp = `${template}.${process.pid}.${Date.now()}`;
    cpSync(path.join(dataDir, 'pgdata'), tmp, { recursive: true });
    try {
      renameSync(tmp, template);
    } catch {
      rmSync(tmp, { recursive: true, force: true });
    }
    return;
  }
  cpSync(template, path.join(dataDir, 'pgdata'), { recursive: true });
}

export async function startSite(opts: SiteOptions): Promise<Site> {
  for (const b of ['web-shell/dist/index.html', ...(opts.builds ?? [])]) {
    // the pages are served from the builds: a missing build is a failure to fix, not a reason to skip
    if (!existsSync(path.join(ROOT, b))) throw new Error(`${b} is missing: build first (bash scripts/setup.sh, or pnpm -r run build)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oj-e2e-'));
  // the config resolves plugin packages from its own folder: keep it inside the workspace
  const cfgDir = path.join(ROOT, '.oj-test');
  mkdirSync(cfgDir, { recursive: true });
  const cfg = path.join(cfgDir, `e2e-${path.basename(dataDir)}.json`);
  const plugins = opts.plugins.map((p) => (typeof p === 'string' ? { package: p } : p));
  writeFileSync(cfg, JSON.stringify({ embeddedJudge: opts.judge ?? false, outbound: { allow: opts.outboundAllow ?? [] }, plugins: plugins.map((p) => ({ ...p, enabled: true })) }));
  // NODE_OPTIONS is the test runner's (tap loads its process-info hook in every child through it):
  // the site's processes do not need it
  const env = { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', REDIS_URL: '', OJ_LOG_LEVEL: process.env.OJ_LOG_LEVEL ?? 'warn' };
  // the template depends on the plugins' migrations, not on their settings
  const flags = ojChildFlags(opts.source);
  seedDataDir(dataDir, cfg, plugins.map((p) => p.package), env, flags);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...flags, CLI, 'start', '--port', String(port), '--data-dir', dataDir, '--config', cfg], { stdio: ['ignore', 'pipe', 'pipe'], env, detached: true });
  // its own process group: a hard stop takes the database and judge children with it
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', kill);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const giveUp = (why: string): never => {
    // a site that did not come up is stopped at once (with its database and judge children), not left running
    process.removeListener('exit', kill);
    kill();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(cfg, { force: true });
    throw new Error(`${why}:\n${out}`);
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) giveUp('oj start exited');
    try {
      const res = await fetch(`${url}/api/plugins`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 1200) giveUp('oj start did not come up in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  let admin: string | null = null;
  const site: Site = {
    url,
    port,
    dataDir,
    log: () => out,
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
    async sql<T>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir) });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async stop() {
      process.removeListener('exit', kill);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(cfg, { force: true });
    },
  };
  return site;
}
