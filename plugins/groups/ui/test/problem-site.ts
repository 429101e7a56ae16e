// The site of the group problem suites (e2e-group-problems*.test.ts): a real `oj start` with the
// plugins a group's page mounts, a group owned by galice with gbob as a member, geve as the site's
// problem admin, and the browser helpers (sign-in, toasts, overflow, raw keys, screenshots).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launch, makeUser, startSite, visitor, type Site, screenshot } from '@oj/testing';

const PLUGINS = ['problems', 'submissions', 'trainings', 'contests', 'discussions', 'comments', 'groups'];
export const ALICE = { username: 'galice', password: 'alicepass1', email: 'galice@example.com' };
export const BOB = { username: 'gbob', password: 'bobpass12', email: 'gbob@example.com' };
/** the site's problem admin (role 1008), who examines the requests */
export const EVE = { username: 'geve', password: 'evepass12', email: 'geve@example.com' };
export const SHORT_NAME = 'pclub';
const PROBLEM_ADMIN_ROLE = 1008;
export type User = { username: string; password: string };

export interface ProblemSite {
  site: Site;
  browser: Awaited<ReturnType<typeof launch>>;
  gid: number;
  /** a client of the API as `user` */
  token(user: User): Promise<string>;
  as(user: User, opts?: { width?: number; locale?: string }): ReturnType<typeof visitor>;
  close(): Promise<void>;
}

export function must<T>(r: { status: number; msg: string; data: T }, what: string): T {
  if (r.status !== 200) throw new Error(`${what}: ${r.msg}`);
  return r.data;
}

export async function problemSite(): Promise<ProblemSite> {
  const [site, browser] = await Promise.all([startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }), launch()]);
  const root = await site.adminToken();
  // anyone may post a discussion here (the site's default asks for 10 accepted problems)
  must(await site.api('PUT', '/api/admin/switch/update', { defaultCreateGroupACInitValue: 0, defaultCreateDiscussionACInitValue: 0 }, root), 'switches');
  for (const u of [ALICE, BOB, EVE]) await makeUser(site, u);
  const users = await site.api<{ records: { uid: string; username: string }[] }>('GET', '/api/admin/user/get-user-list?limit=50&currentPage=1', undefined, root);
  const eve = users.data.records.find((u) => u.username === EVE.username)!;
  must(await site.api('PUT', '/api/admin/user/edit-user', { uid: eve.uid, username: EVE.username, type: PROBLEM_ADMIN_ROLE, status: 0 }, root), 'problem admin');

  async function token(user: User): Promise<string> {
    const r = await site.api('POST', '/api/login', { username: user.username, password: user.password });
    if (!r.token) throw new Error(`login of ${user.username}: ${r.msg}`);
    return r.token;
  }
  const group = must(await site.api<{ id: number }>('POST', '/api/group', {
    name: 'Problem Club', shortName: SHORT_NAME, brief: 'We write problems together', description: 'The club of **problems**.', auth: 1, visible: true,
  }, await token(ALICE)), 'group');
  must(await site.api('POST', '/api/group/member', { gid: group.id }, await token(BOB)), 'join');

  async function as(user: User, opts: { width?: number; locale?: string } = {}) {
    const v = await visitor(browser.browser, { width: opts.width ?? 1280, height: 900, locale: opts.locale });
    await v.page.goto(`${site.url}/home`);
    const res = await fetch(`${site.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: user.username, password: user.password }) });
    const tk = res.headers.get('authorization');
    if (!tk) throw new Error(`login of ${user.username} failed`);
    const info = ((await res.json()) as { data: unknown }).data;
    await v.page.evaluate(([t, u, lang]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('authed', 'true');
      if (lang) localStorage.setItem('languages', lang);
      document.cookie = `userInfo=${encodeURIComponent(u)}; path=/`;
    }, [tk, JSON.stringify(info), opts.locale ?? ''] as const);
    return v;
  }

  return { site, browser, gid: group.id, token, as, close: async () => { await browser.close(); await site.stop(); } };
}

export async function toast(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page.locator('.semi-toast-content-text').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
  } catch (e) {
    const shown = await page.locator('.semi-toast-content-text').allInnerTexts().catch(() => []);
    throw new Error(`no toast "${text}"; shown: ${JSON.stringify(shown)} (${(e as Error).message.split('\n')[0]})`);
  }
}

/** the input or text area inside the element with this test id */
export const field = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] input, [data-testid=${testId}] textarea, input[data-testid=${testId}], textarea[data-testid=${testId}]`).first();
export const rawKeys = (page: Page) => page.evaluate(() => document.body.innerText.match(/\b(?:Group|GROUPS|GPA|PA|Discussion|DA|DISCUSSIONS|PROBLEMS)_[A-Za-z]\w*/g) ?? []);
export const overflow = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

export async function shoot(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await screenshot(page, { path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** types `code` into the problem page's editor (Monaco) */
export async function typeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByTestId('code-editor').locator('.monaco-editor');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}
