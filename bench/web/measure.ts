/// <reference lib="dom" />
// One cold page load in headless Chromium: which JS arrived before the page's first paint, and
// when the page became interactive. Sizes are what Chromium itself recorded for each script
// (Resource Timing): `sent` is the body as it came over the wire (compressed when the server
// compressed it), `raw` the decoded body. Times come from the page's own clock (performance.now(),
// origin = navigation start).
import type { Browser, Route } from 'playwright-core';

export interface JsTotal {
  files: number;
  /** decoded bytes */
  raw: number;
  /** body bytes received (encodedBodySize: after the server's compression, before decoding) */
  sent: number;
}

export interface Load {
  /** first frame painted with the page's own content in #root (the index's boot placeholder excluded) */
  firstPaintMs: number;
  /** the browser's first-contentful-paint, for reference */
  fcpMs: number;
  /** ready selector visible and then 500 ms without a long task: the end of the last long task before that */
  ttiMs: number;
  jsBeforePaint: JsTotal;
  jsAtTti: JsTotal;
  /** every script with the bytes received for it and its arrival time */
  scripts: { url: string; sent: number; raw: number; encoding: string; endMs: number }[];
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

export async function coldLoad(browser: Browser, url: string, readySelector: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-US' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r: Route) => r.abort());
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const encodings = new Map<string, string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') encodings.set(r.url(), r.headers()['content-encoding'] ?? 'none');
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
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ name: e.name, end: e.responseEnd, sent: e.encodedBodySize, raw: e.decodedBodySize }));
    return { paint: b.paint, longEnd: b.longEnd, fcp, res };
  });
  const ttiMs = Math.max(readyMs, probe.longEnd);
  const scripts = probe.res.map((r) => ({ url: r.name, sent: r.sent, raw: r.raw, encoding: encodings.get(r.name) ?? 'none', endMs: r.end }));
  const sum = (limit: number): JsTotal => {
    const t = { files: 0, raw: 0, sent: 0 };
    for (const r of scripts) {
      if (r.endMs > limit) continue;
      t.files++;
      t.raw += r.raw;
      t.sent += r.sent;
    }
    return t;
  };
  await context.close();
  return { scripts, firstPaintMs: probe.paint, fcpMs: probe.fcp, ttiMs, jsBeforePaint: sum(probe.paint), jsAtTti: sum(ttiMs) };
}
