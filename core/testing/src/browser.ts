// Debian's Chromium through playwright-core (no browser download), with the launch flags of the stack check.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ROOT } from './site.ts';

/** a proxy that is never there: whatever is sent to it fails (see launch) */
const NO_PROXY = 'http://127.0.0.1:9';

export async function launch(): Promise<{ browser: Browser; close(): Promise<void> }> {
  // launch() gives every run a fresh temporary profile of its own. No page reaches past this
  // machine: every address but loopback (which Chromium never sends through a proxy unless told to)
  // goes to a proxy on a port nothing listens on, and fails. Done here rather than by routing each
  // request through the test (context.route), which costs a round trip to the test process for
  // every request and turns the browser's HTTP cache off (issue 29, CI time).
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    // --js-flags: V8 runs the pages without its optimising compilers (Maglev, TurboFan). A test page
    // lives seconds to minutes, not long enough for their compiles to pay back, and on the 2-core CI
    // machine they ran beside everything else; what a page does is the same (CI time: the admin
    // dashboard and pages suites 4 % less CPU and 6 % less wall time over three runs each, a
    // part of the route sweep 7 % and 5 %, on this machine with nothing else running)
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--proxy-server=${NO_PROXY}`, '--js-flags=--no-opt --no-maglev'],
  });
  return { browser, close: () => browser.close() };
}

/** A fresh visitor: English browser unless told, no third-party network. */
export async function visitor(browser: Browser, opts: { width?: number; height?: number; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // third-party addresses fail at the browser's proxy (launch)
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 860 }, locale: opts.locale ?? 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * Whether the browser suites write their screenshots. They are for people to read, and nobody reads
 * them in CI, where they cost CPU (a full page is drawn and encoded as PNG) and the checks are the
 * same without them: CI takes none unless OJ_SHOTS=1 (issue 29, CI time).
 */
export const TAKE_SHOTS = process.env.CI !== 'true' || process.env.OJ_SHOTS === '1';

/** `target.screenshot(options)` where screenshots are taken (TAKE_SHOTS) */
export async function screenshot(target: Page | Locator, options: Parameters<Page['screenshot']>[0] & Parameters<Locator['screenshot']>[0]): Promise<void> {
  if (TAKE_SHOTS) await target.screenshot(options);
}

/**
 * A full-page screenshot under test-artifacts/<suite>/<name>.png, with CSS transitions and
 * animations run to their end (a tab that was just clicked is shown as it settles, not half faded).
 */
export async function shot(page: Page, suite: string, name: string): Promise<void> {
  if (!TAKE_SHOTS) return;
  const dir = path.join(ROOT, 'test-artifacts', suite);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
