/// <reference lib="dom" />
// One cold page load in headless Chromium: which JS arrived before the page's first paint, and
// when the page became interactive. Sizes are taken from the response bodies (raw) and gzipped
// here (zlib level 6, as a server would send them); times come from the page's own clock
// (performance.now(), origin = navigation start).
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Response, Route } from 'playwright-core';

export interface Load {
  /** first frame painted with the page's own content in #root (the index's boot placeholder excluded) */
  firstPaintMs: number;
  /** the browser's first-contentful-paint, for reference */
  fcpMs: number;
  /** ready selector visible and then 500 ms without a long task: the end of the last long task before that */
  ttiMs: number;
  jsBeforePaint: { files: number; raw: number; gzip: number };
  jsAtTti: { files: number; raw: number; gzip: number };
  /** every script with its gzip size and arrival time */
  scripts: { url: string; gzip: number; endMs: number }[];
}

// Runs in the page before any script: records the first painted frame with content in #root and long tasks.
const PROBE = `(() => {
  const w = window; w.__bench = { paint: 0, longEnd: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__bench.longEnd = Math.max(w.__bench.longEnd, e.startTime + e.duration); }).observe({ type: 'longtask', buffered: true });
  const seen = () => { const r = document.getElementById('root'); return !!r && [...r.children].some((c) => c.id !== 'oj-boot'); };
  const mo = new MutationObserver(() => {
    if (w.__bench.paint || !seen()) return;
    mo.disconnect();
    // the frame that shows the content: rAF runs before paint, the next task after it
    requestAnimationFrame(() => setTimeout(() => { w.__bench.paint = performance.now(); }, 0));
  });
  document.addEventListener('readystatechange', () => mo.observe(document, { childList: true, subtree: true }), { once: true });
  mo.observe(document, { childList: true, subtree: true });
})();`;

export async function coldLoad(browser: Browser, url: string, readySelector: string, route?: (ctx: BrowserContext) => Promise<void>): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-US' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r: Route) => r.abort());
  if (route) await route(context);
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (r: Response) => {
    if (r.request().resourceType() === 'script') bodies.set(r.url(), r.body().catch(() => null));
  });
  await page.goto(url);
  await page.locator(readySelector).first().waitFor({ timeout: 120_000 });
  const readyMs = await page.evaluate(() => performance.now());
  // quiet window: 500 ms without a new long task
  for (;;) {
    const before = await page.evaluate(() => (window as unknown as { __bench: { longEnd: number } }).__bench.longEnd);
    await page.waitForTimeout(500);
    const after = await page.evaluate(() => (window as unknown as { __bench: { longEnd: number } }).__bench.longEnd);
    if (after === before) break;
  }
  await page.waitForFunction(() => (window as unknown as { __bench: { paint: number } }).__bench.paint > 0);
  const probe = await page.evaluate(() => {
    const b = (window as unknown as { __bench: { paint: number; longEnd: number } }).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const res = performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: (e as PerformanceResourceTiming).responseEnd }));
    return { paint: b.paint, longEnd: b.longEnd, fcp, res };
  });
  const ttiMs = Math.max(readyMs, probe.longEnd);
  const sizes = new Map<string, { raw: number; gzip: number }>();
  for (const [u, p] of bodies) {
    const body = await p;
    if (body) sizes.set(u, { raw: body.length, gzip: gzipSync(body).length });
  }
  const sum = (limit: number) => {
    const t = { files: 0, raw: 0, gzip: 0 };
    for (const r of probe.res) {
      const s = sizes.get(r.name);
      if (!s || r.end > limit) continue;
      t.files++;
      t.raw += s.raw;
      t.gzip += s.gzip;
    }
    return t;
  };
  await context.close();
  const scripts = probe.res.filter((r) => sizes.has(r.name)).map((r) => ({ url: r.name, gzip: sizes.get(r.name)!.gzip, endMs: r.end }));
  return { scripts, firstPaintMs: probe.paint, fcpMs: probe.fcp, ttiMs, jsBeforePaint: sum(probe.paint), jsAtTti: sum(ttiMs) };
}
