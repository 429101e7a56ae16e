// Tests of a plugin built outside the site's workspace: a real site of the OJ installation that
// packed this kit (its kernel's TestSite — a fresh database, the plugin enabled, driven through
// Fastify's inject). The kit carries only this narrow, typed face; the kernel stays the site's.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ApiAnswer<T = unknown> {
  /** the HTTP status (200 for every answer in the envelope, 401/403 for access) */
  http: number;
  /** the envelope's status */
  status: number;
  msg: string;
  data: T;
}

export interface ApiOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /** the caller's language: 'zh-CN' (the default) or 'en-US' */
  lang?: string;
}

export type TestRole = 'root' | 'admin' | 'default_user' | 'problem_admin';

export interface PluginTestSite {
  api<T = unknown>(method: string, url: string, opts?: ApiOptions): Promise<ApiAnswer<T>>;
  /** a user made in the database and logged in through the API */
  userWithToken(username: string, role?: TestRole): Promise<{ uid: string; token: string }>;
  close(): Promise<void>;
}

export interface PluginTestOptions {
  /** the plugins to enable: a package name or a path (the plugin under test: its folder) */
  plugins: { package: string; config?: Record<string, unknown> }[];
  /** where package names resolve from (default: the current folder) */
  baseDir?: string;
}

/** The OJ installation whose kernel runs the tests: OJ_SITE, else the one that packed this kit. */
export function siteRoot(): string {
  if (process.env.OJ_SITE) return process.env.OJ_SITE;
  const recorded = new URL('../site.json', import.meta.url);
  if (existsSync(recorded)) return (JSON.parse(readFileSync(recorded, 'utf8')) as { root: string }).root;
  throw new Error('no OJ site to test against: set OJ_SITE to an OJ installation, or use a kit packed by `oj plugin kit`');
}

export async function startTestSite(opts: PluginTestOptions): Promise<PluginTestSite> {
  const harness = join(siteRoot(), 'core/kernel/test/harness.ts');
  if (!existsSync(harness)) throw new Error(`${siteRoot()} is not an OJ installation (no ${harness})`);
  const { TestSite } = (await import(pathToFileURL(harness).href)) as { TestSite: { start(o: object): Promise<PluginTestSite> } };
  // the plugins under test are the author's own code, signed or not yet (oj plugin sign comes last)
  return TestSite.start({ plugins: opts.plugins, baseDir: opts.baseDir ?? process.cwd(), config: { allowUnsigned: opts.plugins.map((p) => p.package) } });
}
