// Steps the comment area's browser suites share: the site with the plugins and their built pages,
// sessions as the shell keeps them, API writes past the per-minute limits, toasts, widths.
import type { Page } from 'playwright-core';
import { makeUser, startSite, userToken, type Site } from '@oj/testing';

export const PLUGINS = ['problems', 'submissions', 'contests', 'discussions', 'comments'];
export const manifest = (p: string) => `plugins/${p}/ui/dist/mf-manifest.json`;

export async function start(): Promise<Site> {
  return startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map(manifest) });
}

export interface Account { username: string; password: string; email: string; uid: string; token: string }

/** a user (made by the admin's batch import), with a role id when given (1000 root, 1001 admin, 1008 problem admin) */
export async function account(site: Site, username: string, roleId?: number): Promise<Account> {
  const u = { username, password: `${username}pass1`, email: `${username}@example.com` };
  await makeUser(site, u);
  if (roleId) await site.sql('update users set role_id = $1 where username = $2', [roleId, username]);
  const [row] = await site.sql<{ uid: string }>('select uid from users where username = $1', [username]);
  return { ...u, uid: row!.uid, token: await userToken(site, u) };
}

/**
 * A write through the API, as its user: the per-minute limits (comments, posts, likes) are for
 * people, not for a suite's setup, so the counters are dropped first. Throws on a refusal.
 */
export async function write<T = unknown>(site: Site, token: string, method: string, url: string, body?: unknown): Promise<T> {
  await site.sql('delete from rate_limits');
  const res = await site.api<T>(method, url, body, token);
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${res.msg}`);
  return res.data;
}

/** a session as the shell keeps it (token in local storage, user info in a cookie), from the login call */
export async function signIn(site: Site, page: Page, user: { username: string; password: string }, admin = false): Promise<void> {
  const res = await fetch(`${site.url}/api/${admin ? 'admin/' : ''}login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`login ${user.username} failed`);
  const info = ((await res.json()) as { data: unknown }).data;
  await page.evaluate(([tk, u]) => {
    localStorage.setItem('token', tk);
    localStorage.setItem('authed', 'true');
    document.cookie = `userInfo=${encodeURIComponent(u)}; path=/`;
  }, [token, JSON.stringify(info)] as const);
}

/** waits for a toast with exactly this text */
export const toast = (page: Page, text: string) => page.locator('.semi-toast-content-text').getByText(text, { exact: true }).filter({ visible: true }).first().waitFor();

/** the page is no wider than the window */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** the comment area has settled (no load running) */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const area = document.querySelector('[data-testid=comment-area]');
    return !!area && area.getAttribute('aria-busy') === 'false';
  });
}

/** the listed comments' rendered text, in order */
export const commentTexts = (page: Page) => page.getByTestId('comment-content').allInnerTexts().then((a) => a.map((s) => s.trim()));

/** i18n keys of this plugin that reached the screen untranslated */
export const rawKeys = (page: Page) => page.evaluate(() => document.body.innerText.match(/\bCm_[A-Z]\w*/g) ?? []);
