import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './site.js';

export const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'web-shell');

export async function launch(): Promise<{ browser: Browser; close(): Promise<void> }> {
  // launch() gives every run a fresh temporary profile of its own (the --user-data-dir of the brief)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/** A fresh visitor: English browser, no third-party network (quote services fall back locally). */
export async function visitor(browser: Browser, opts: { width?: number; height?: number; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 860 }, locale: opts.locale ?? 'en-US' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
