// Test sites: a real web node on a real database — a fresh PGlite by default, or a fresh
// database on the PostgreSQL of DATABASE_URL (plus Redis when REDIS_URL is set) — driven with
// Fastify's inject, and a real local SMTP server that keeps what it receives.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { Value } from '@sinclair/typebox/value';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { Redis } from 'ioredis';
import { ROLE_IDS, type RoleKey } from '@oj/sdk';
import { buildApp, type WebNode } from '../src/app.ts';
import { OjConfig, type PluginEntry } from '../src/config/schema.ts';
import type { LoadedConfig } from '../src/config/load.ts';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import { hashPassword } from '../src/auth/password.ts';
import { migrateUp } from '../src/db/migrate.ts';
import { REPO_ROOT, migrationsFingerprint } from './fingerprint.ts';
import { loadPlugins, migrationUnits } from '../src/plugins/host.ts';
import { roleStem } from '../src/plugins/db-roles.ts';
import type { TrustConfig } from '../src/plugins/trust.ts';

export type { WebNode };

export interface TestSiteOptions {
  plugins?: Partial<PluginEntry>[];
  config?: Partial<LoadedConfig>;
  /** folder plugin packages resolve from (default: the repository root) */
  baseDir?: string;
  /** where the node's log lines go, at level info (default: errors to stdout) */
  logStream?: NodeJS.WritableStream;
}

export interface ApiResponse<T = unknown> {
  http: number;
  status: number;
  msg: string;
  data: T;
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

export { REPO_ROOT, migrationsFingerprint };

const TEMPLATE = join(tmpdir(), 'oj-test-pglite-template-v1');

/** An initialised PGlite data dir, made once and copied for every test site (initdb is slow). */
async function pgliteTemplate(): Promise<string> {
  if (existsSync(TEMPLATE)) return TEMPLATE;
  const tmp = `${TEMPLATE}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const db = await PGlite.create(tmp);
  await db.close();
  try { renameSync(tmp, TEMPLATE); } catch { rmSync(tmp, { recursive: true, force: true }); }
  return TEMPLATE;
}

/** names a plugin set and the migration files: one migrated template for each */
function templateKey(plugins: PluginEntry[]): string {
  return createHash('sha1').update(JSON.stringify([plugins.map((p) => [p.package, p.enabled]), migrationsFingerprint()])).digest('hex').slice(0, 16);
}

/**
 * A PGlite data dir with the kernel's and these plugins' migrations applied, made once per plugin
 * set (and migration files) and copied for every test site of that set: the site's own migration
 * run then finds nothing to do. Plugins from another folder (a plugin's own tests) are not kept.
 */
async function migratedTemplate(plugins: PluginEntry[], baseDir: string, trust: TrustConfig): Promise<string> {
  if (baseDir !== REPO_ROOT) return pgliteTemplate();
  const template = `${TEMPLATE}-migrated-${templateKey(plugins)}`;
  if (existsSync(template)) return template;
  const work = mkdtempSync(join(tmpdir(), 'ojt-template-'));
  try {
    cpSync(await pgliteTemplate(), join(work, 'pgdata'), { recursive: true });
    const db = await startEmbeddedDatabase(work);
    const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 1 } });
    try {
      await migrateUp(knex, migrationUnits(await loadPlugins(plugins, baseDir, [], trust)));
    } finally {
      await knex.destroy();
      await db.close();
    }
    const tmp = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    renameSync(join(work, 'pgdata'), tmp);
    try { renameSync(tmp, template); } catch { rmSync(tmp, { recursive: true, force: true }); }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return template;
}

interface FreshDatabase { url: string; drop(): Promise<void> }

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * On PostgreSQL, the same as migratedTemplate: a database with these plugins' migrations applied,
 * made once per plugin set and migration files (by the first test process that needs it, under an
 * advisory lock) and named by them, which every test site of that set is created from. Without it
 * each site ran every migration, one DDL commit after another (about 3 s of a 5 s start).
 */
async function migratedTemplateDatabase(admin: knexFactory.Knex, serverUrl: string, plugins: PluginEntry[], baseDir: string, trust: TrustConfig): Promise<string | null> {
  if (baseDir !== REPO_ROOT) return null;
  const name = `oj_template_${templateKey(plugins)}`;
  const exists = async () => (await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length > 0;
  if (await exists()) return name;
  await admin.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [name]);
    if (await exists()) return;
    // made under another name and renamed: a site never starts from a half-migrated template
    const work = `${name}_${randomBytes(3).toString('hex')}`;
    await admin.raw(`create database ${work}`);
    const knex = knexFactory({ client: 'pg', connection: databaseUrl(serverUrl, work), pool: { min: 0, max: 1 } });
    try {
      await migrateUp(knex, migrationUnits(await loadPlugins(plugins, baseDir, [], trust)));
    } finally {
      await knex.destroy();
    }
    await admin.raw(`alter database ${work} rename to ${name}`);
  });
  return name;
}

async function freshDatabase(dataDir: string, plugins: PluginEntry[], baseDir: string, trust: TrustConfig): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `oj_test_${randomBytes(6).toString('hex')}`;
    // two connections: the template's lock is held in a transaction on one while the other creates
    const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 2 } });
    const from = await migratedTemplateDatabase(admin, serverUrl, plugins, baseDir, trust);
    await admin.raw(`create database ${name}${from ? ` template ${from}` : ''}`);
    // a test database need not wait for each commit to reach the disk (a crash loses it anyway)
    await admin.raw(`alter database ${name} set synchronous_commit = off`);
    return {
      url: databaseUrl(serverUrl, name),
      async drop() {
        await admin.raw(`drop database if exists ${name} with (force)`);
        // the plugins' roles of this database (db-roles.ts) are the server's: they go with it
        const roles = await admin.raw('select rolname as name from pg_roles where starts_with(rolname, ?)', [roleStem(name)]);
        for (const { name: role } of roles.rows as { name: string }[]) await admin.raw(`drop role if exists "${role}"`);
        await admin.destroy();
      },
    };
  }
  const db = await startEmbeddedDatabase(dataDir, { image: await imageOf(await migratedTemplate(plugins, baseDir, trust)) });
  return { url: db.url, drop: () => db.close() };
}

/**
 * A template's tarball, made once beside it: every test site loads it into a PGlite in memory
 * rather than copying the template's thousand files to disk and removing them after.
 */
async function imageOf(template: string): Promise<Blob> {
  const tar = `${template}.tar`;
  if (!existsSync(tar)) {
    const work = mkdtempSync(join(tmpdir(), 'ojt-image-'));
    try {
      cpSync(template, join(work, 'pgdata'), { recursive: true });
      const db = await PGlite.create(join(work, 'pgdata'));
      const image = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
      await db.close();
      // written aside and renamed: a test starting at the same moment reads the whole image or none
      const tmp = `${tar}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, image);
      renameSync(tmp, tar);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return new Blob([readFileSync(tar)]);
}

export class TestSite {
  private readonly extraNodes: WebNode[] = [];

  private constructor(
    readonly node: WebNode, readonly dataDir: string, private readonly database: FreshDatabase,
    /** the site's Redis key prefix (and bus channel prefix) */
    readonly redisPrefix: string, private readonly config: LoadedConfig,
  ) {}

  static async start(opts: TestSiteOptions = {}): Promise<TestSite> {
    const dataDir = mkdtempSync(join(tmpdir(), 'ojt-'));
    const entries = (opts.plugins ?? []).map((p) => ({ enabled: true, config: {}, package: '', ...p }));
    const database = await freshDatabase(dataDir, entries, opts.baseDir ?? REPO_ROOT, opts.config ?? {});
    const base = Value.Default(OjConfig, { passwordCost: 10, logLevel: 'silent' }) as OjConfig;
    const config: LoadedConfig = {
      ...base,
      // set exactly when `oj start` would have it: an external PostgreSQL (sizes the pool)
      databaseUrl: process.env.DATABASE_URL ? database.url : undefined,
      redisUrl: process.env.REDIS_URL || undefined,
      baseDir: opts.baseDir ?? REPO_ROOT,
      dataDir,
      shellDir: join(dataDir, 'no-shell'),
      plugins: entries,
      // TestSmtp listens on loopback, which the outbound guard refuses unless allowed
      outbound: { allow: [TEST_SMTP_HOST] },
      ...opts.config,
    };
    const redisPrefix = `ojt-${randomBytes(4).toString('hex')}`;
    try {
      // errors (500s, failed jobs) are printed so a failing test shows why
      const logger = opts.logStream ? { level: 'info', stream: opts.logStream } : { level: process.env.OJ_TEST_LOG ?? 'error' };
      const node = await buildApp({ config, databaseUrl: database.url, logger, redisPrefix });
      return new TestSite(node, dataDir, database, redisPrefix, config);
    } catch (err) {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      throw err;
    }
  }

  get app() { return this.node.app; }
  get kernel() { return this.node.kernel; }
  get db() { return this.node.kernel.db; }

  async api<T = unknown>(method: string, url: string, opts: { token?: string; body?: unknown; query?: Record<string, string | number | boolean>; lang?: string; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = opts.token;
    if (opts.lang) headers['accept-language'] = opts.lang;
    const query = opts.query ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])) : undefined;
    const res = await this.app.inject({ method: method as 'GET', url, query, headers, payload: opts.body as object | undefined });
    let parsed: { status?: number; msg?: string; data?: T } = {};
    try { parsed = JSON.parse(res.body); } catch { /* not JSON (files, CSV) */ }
    return { http: res.statusCode, status: parsed.status ?? res.statusCode, msg: parsed.msg ?? '', data: parsed.data as T, headers: res.headers, raw: res.body };
  }

  /** A user made directly in the database (for tests about what users do, not how they register). */
  async createUser(username: string, password: string, role: RoleKey = 'default_user', extra: Record<string, unknown> = {}): Promise<string> {
    const uid = randomUUID().replace(/-/g, '');
    await this.db('users').insert({ uid, username, passwordHash: await hashPassword(password, 10), roleId: ROLE_IDS[role], email: `${username.toLowerCase()}@example.com`, ...extra });
    return uid;
  }

  /** Logs in through the API and returns the token from the Authorization response header. */
  async login(username: string, password: string, admin = false): Promise<string> {
    const res = await this.api('POST', admin ? '/api/admin/login' : '/api/login', { body: { username, password } });
    const token = res.headers.authorization;
    if (res.status !== 200 || typeof token !== 'string') throw new Error(`login of ${username} failed: ${res.msg}`);
    return token;
  }

  async userWithToken(username: string, role: RoleKey = 'default_user'): Promise<{ uid: string; token: string }> {
    const uid = await this.createUser(username, 'secret123', role);
    return { uid, token: await this.login(username, 'secret123') };
  }

  /** Another web node of the same site: same database, same Redis prefix (or, without Redis, same in-process bus). */
  async addNode(): Promise<WebNode> {
    const node = await buildApp({ config: this.config, databaseUrl: this.database.url, logger: { level: process.env.OJ_TEST_LOG ?? 'error' }, redisPrefix: this.redisPrefix, migrate: false });
    this.extraNodes.push(node);
    return node;
  }

  async close(): Promise<void> {
    for (const node of this.extraNodes) await node.app.close();
    await this.app.close();
    await this.database.drop();
    if (process.env.REDIS_URL) {
      // queues and caches of this site live under its own prefix in the shared Redis
      const redis = new Redis(process.env.REDIS_URL);
      const keys = await redis.keys(`${this.redisPrefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** the assertions checkAccess makes (a tap test) */
interface AccessAsserts { notOk(value: unknown, message: string): void; equal(found: unknown, wanted: unknown, message: string): void }

/**
 * R3: calls every route of `table` ("METHOD /path" → who may call it) as every role, with a fresh
 * session of the user `as_<role>` each time (some calls end the session they are made with), and
 * checks it is let through (no 401/403) or refused with `refusal(who, role)` as `allowed` says.
 */
export async function checkAccess<Who>(
  t: AccessAsserts, site: TestSite, table: Record<string, Who>, roles: readonly (RoleKey | 'visitor')[],
  allowed: (who: Who, role: RoleKey | 'visitor') => boolean,
  refusal: (who: Who, role: RoleKey | 'visitor') => number = (_who, role) => (role === 'visitor' ? 401 : 403),
): Promise<void> {
  for (const [route, who] of Object.entries(table)) {
    const [method, url] = route.split(' ');
    for (const role of roles) {
      const token = role === 'visitor' ? undefined : await site.login(`as_${role}`.slice(0, 20), 'secret123');
      const res = await site.api(method, url, { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if (allowed(who, role)) t.notOk([401, 403].includes(res.http), `${role} may call ${route} (got ${res.http} ${res.msg})`);
      else t.equal(res.http, refusal(who, role), `${role} is refused ${route} (got ${res.http} ${res.msg})`);
    }
  }
}

export interface ReceivedMail { to: string[]; raw: string; text: string }

/** where TestSmtp listens; test sites allow it in outbound.allow */
export const TEST_SMTP_HOST = '127.0.0.1';

/** A real SMTP server on a free local port (no TLS, no auth), keeping every mail it receives. */
export class TestSmtp {
  readonly mails: ReceivedMail[] = [];
  private constructor(private readonly server: SMTPServer, readonly port: number) {}

  static async start(): Promise<TestSmtp> {
    const mails: ReceivedMail[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeMail(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((res) => server.listen(0, TEST_SMTP_HOST, () => res()));
    const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
    const smtp = new TestSmtp(server, address.port);
    (smtp as { mails: ReceivedMail[] }).mails = mails;
    return smtp;
  }

  /** Points the site's e-mail settings at this server. */
  async attach(site: TestSite): Promise<void> {
    await site.kernel.settings.update('email', { emailHost: TEST_SMTP_HOST, emailPort: this.port, emailSsl: false, emailUsername: '', emailPassword: '' });
  }

  async waitFor(to: string, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...this.mails].reverse().find((m) => m.to.includes(to));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async close(): Promise<void> {
    await new Promise<void>((res) => this.server.close(() => res()));
  }
}

/** The readable text of a MIME mail: quoted-printable and base64 parts decoded. */
function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const b64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'));
  return [Buffer.from(qp, 'latin1').toString('utf8'), ...b64].join('\n');
}

export function codeIn(mail: ReceivedMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no 6-digit code in mail:\n${mail.text}`);
  return m[1];
}

