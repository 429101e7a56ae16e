// The compatibility kit's checks (scripts/plugin-compat.sh) of the site the plugin guide builds
// with the scaffolded `hello` plugin installed from its tarball:
//   start-1      the plugin on (signed by the guide's publisher key): its routes answer, Admin → Plugins
//                says whose it is, its page and admin page render in Chromium
//   start-2      switched off: routes, remote, page and menu entries gone (nothing was rebuilt)
//   uninstalled  after `oj migrate down --plugin hello --all`: its tables and migration records gone
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, shot, visitor } from '../../core/testing/src/index.ts';
import { call } from './http.ts';

const ID = 'hello';
const NOTE = 'Written by the compatibility kit';
const UP_WITHIN_MS = 180_000;

async function waitUp(url: string, pid: number, log: string): Promise<void> {
  const until = Date.now() + UP_WITHIN_MS;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error(`oj start exited:\n${readFileSync(log, 'utf8')}`);
    }
    try {
      if ((await fetch(`${url}/api/plugins`)).ok) return;
    } catch { /* not listening yet */ }
    if (Date.now() > until) throw new Error(`oj start did not answer within ${UP_WITHIN_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

type Page = Awaited<ReturnType<typeof visitor>>['page'];

/** The plugin's entry in the shell's menu bar or the admin menu (its label in either language). */
const menuEntry = (page: Page, menu: 'navbar' | 'admin-layout') =>
  page.getByTestId(menu).locator('.semi-navigation-item-text, .oj-admin-menu-item', { hasText: /^(Notes|笔记)$/ });

type Listed = { id: string; version: string; remoteEntry: string | null; ui: unknown; shared?: Record<string, string>; requires: string[] }[];

async function pluginOn(url: string, log: string): Promise<void> {
  // the password the first start printed once
  const password = /password: (\S+)/.exec(readFileSync(log, 'utf8'))?.[1];
  assert.ok(password, 'the first start prints the super admin password');
  const listed = (await call(url, 'GET', '/api/plugins')).data as Listed;
  const { shared, ...hello } = listed.find((p) => p.id === ID) ?? { shared: undefined };
  // the kit's build recorded the shared packages' majors it built against (oj-shared.json): the
  // shell loads the remote only when its own versions are in those ranges
  assert.ok(shared && /^\^\d+\.0\.0$/.test(shared.react ?? '') && /^\^\d+\.0\.0$/.test(shared['@oj/ui'] ?? ''), `shared package ranges: ${JSON.stringify(shared)}`);
  // the kit's build wrote the descriptor's data (oj-ui.json): the shell routes and draws the menus
  // from it, and loads the plugin's remote only when one of its pages opens
  assert.deepEqual(hello, {
    id: ID,
    version: '0.1.0',
    remoteEntry: `/plugins/${ID}/mf-manifest.json`,
    ui: {
      v: 1,
      id: ID,
      routes: [{ path: `/${ID}` }],
      adminRoutes: [{ path: `/admin/${ID}` }],
      nav: [{ path: `/${ID}`, label: 'Notes', order: 95 }],
      adminNav: [{ path: `/admin/${ID}`, label: 'Notes_Admin', order: 85, roles: ['root', 'admin'] }],
      locales: { 'en-US': { Notes: 'Notes', Notes_Admin: 'Notes' }, 'zh-CN': { Notes: '笔记', Notes_Admin: '笔记' } },
    },
    requires: [],
  });
  const login = await call(url, 'POST', '/api/admin/login', { body: { username: 'root', password } });
  assert.ok(login.token, `root signs in: ${login.msg}`);
  const token = login.token!;
  assert.equal((await call(url, 'POST', `/api/${ID}/notes`, { token, body: { content: NOTE } })).msg, 'Note saved');
  const empty = await call(url, 'POST', `/api/${ID}/notes`, { token, body: { content: ' ' } });
  assert.deepEqual([empty.http, empty.status, empty.msg], [200, 400, 'A note cannot be empty'], 'the plugin\'s OjError is answered in the envelope');
  assert.equal((await call(url, 'GET', `/api/admin/${ID}/stats`)).http, 401, 'the admin route asks visitors to log in');
  // signed with the guide's key, listed in publisherKeys: started as signed by its publisher (issue 32 §2)
  const started = (await call(url, 'GET', '/api/admin/plugins', { token })).data as { id: string; trust: string; publisher: string | null }[];
  assert.deepEqual(started.map((p) => [p.id, p.trust, p.publisher]), [['problems', 'built-in', null], ['submissions', 'built-in', null], [ID, 'signed', 'Hello Author']], 'Admin → Plugins: hello signed by its author, the first-party plugins built in');

  const b = await launch();
  try {
    const { page, errors } = await visitor(b.browser, { locale: 'en-US' });
    // its menu entry (drawn from the static data) leads to its page; the remote loads on that click
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/plugins/${ID}/`)) fetched.push(r.url());
    });
    await page.goto(`${url}/home`);
    await menuEntry(page, 'navbar').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(fetched, [], 'the home page does not load the plugin');
    await menuEntry(page, 'navbar').click();
    await page.getByTestId(`${ID}-page`).waitFor();
    await page.getByTestId(`${ID}-note`).filter({ hasText: NOTE }).waitFor();
    await shot(page, 'plugin-compat', 'page');

    await page.goto(`${url}/admin/login`);
    await page.locator('input[name=username]').fill('root');
    await page.locator('input[name=password]').fill(password);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-dashboard').waitFor();
    await menuEntry(page, 'admin-layout').click();
    await page.getByTestId(`${ID}-count`).filter({ hasText: /\b1\b/ }).waitFor();
    await shot(page, 'plugin-compat', 'admin');
    assert.deepEqual(errors, [], 'no page errors');
  } finally {
    await b.close();
  }
}

async function pluginOff(url: string): Promise<void> {
  assert.equal(((await call(url, 'GET', '/api/plugins')).data as Listed).some((p) => p.id === ID), false, 'not listed');
  assert.equal((await call(url, 'GET', `/api/${ID}/notes`)).http, 404, 'its routes are gone');
  assert.equal((await fetch(`${url}/plugins/${ID}/mf-manifest.json`)).status, 404, 'its remote is not served');
  const b = await launch();
  try {
    const { page, errors } = await visitor(b.browser, { locale: 'en-US' });
    await page.goto(`${url}/${ID}`);
    await page.getByTestId('not-found').waitFor();
    await page.goto(`${url}/home`);
    await page.getByTestId('nav-login').waitFor();
    assert.equal(await menuEntry(page, 'navbar').count(), 0, 'no menu entry');
    assert.deepEqual(errors, [], 'no page errors');
  } finally {
    await b.close();
  }
}

interface Db {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

async function uninstalled(siteDir: string): Promise<void> {
  // the kernel's PGlite (this folder does not depend on it), on the site's stopped database
  const pglite = pathToFileURL(createRequire(join(import.meta.dirname, '../../core/kernel/package.json')).resolve('@electric-sql/pglite')).href;
  const { PGlite } = (await import(pglite)) as { PGlite: { create(dir: string): Promise<Db> } };
  const db = await PGlite.create(join(siteDir, 'data/pgdata'));
  try {
    const { rows } = await db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_name like '${ID}\\_%' or table_name like 'oj\\_migrations\\_${ID}%'`);
    assert.deepEqual(rows, [], 'no table of the plugin is left');
    const kept = await db.query<{ n: number }>(`select count(*)::int as n from oj_migration_sources where unit = '${ID}'`);
    assert.equal(kept.rows[0].n, 0, 'no kept migration of the plugin is left');
  } finally {
    await db.close();
  }
}

const [phase, ...args] = process.argv.slice(2);
if (phase === 'start-1' || phase === 'start-2') {
  const [url, log, pid] = args;
  await waitUp(url, Number(pid), log);
  await (phase === 'start-1' ? pluginOn(url, log) : pluginOff(url));
} else if (phase === 'uninstalled') {
  await uninstalled(args[0]);
} else {
  throw new Error(`unknown phase ${phase}`);
}
console.log(`plugin-compat: ${phase} checked`);
