// Accounts for the browser tests: made through the admin API, signed in through the UI or the API.
import type { Page } from 'playwright-core';
import type { Site } from './site.ts';

export interface TestUser {
  username: string;
  password: string;
  email: string;
}

/** A plain user made by the admin's batch import (no e-mail code needed). */
export async function makeUser(site: Site, u: TestUser): Promise<void> {
  const res = await site.api('POST', '/api/admin/user/insert-batch-user', { users: [[u.username, u.password, u.email]] }, await site.adminToken());
  if (res.status !== 200) throw new Error(`insert-batch-user: ${res.msg}`);
}

/** The session token of a user, from the login API. */
export async function userToken(site: Site, u: { username: string; password: string }): Promise<string> {
  const res = await site.api('POST', '/api/login', { username: u.username, password: u.password });
  if (!res.token) throw new Error(`login failed: ${res.msg}`);
  return res.token;
}

/** Signs in through the navigation bar's login dialog and waits for the user menu. */
export async function loginInDialog(page: Page, u: { username: string; password: string }): Promise<void> {
  await page.getByTestId('nav-login').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name=username]').fill(u.username);
  await form.locator('input[name=password]').fill(u.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('nav-user').getByText(u.username).waitFor();
}

/**
 * Signs `page` (already on one of the site's pages) in the way the shell keeps a session: the
 * login call's token in local storage and the user's info in its cookie. `locale` also sets the
 * language the shell starts in.
 */
export async function signInPage(page: Page, site: Pick<Site, 'url'>, u: { username: string; password: string }, locale?: string): Promise<void> {
  const res = await fetch(`${site.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: u.username, password: u.password }) });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`login of ${u.username} failed`);
  const info = ((await res.json()) as { data: unknown }).data;
  await page.evaluate(([tk, info, lang]) => {
    localStorage.setItem('token', tk);
    localStorage.setItem('authed', 'true');
    if (lang) localStorage.setItem('languages', lang);
    document.cookie = `userInfo=${encodeURIComponent(info)}; path=/`;
  }, [token, JSON.stringify(info), locale ?? ''] as const);
}
