// bench/web — targets P7 and issue 10 item 13: the home page's JS received by the time it is
// interactive (≤ 350 KB as sent over the wire) and before first paint (≤ 400 KB), and its time to
// interactive (≤ 1.5 s median) in headless Chromium, cold cache, against a real `oj start` serving the
// built shell, once with the guestbook plugin on, once with problems and submissions (whose home
// widgets load their remotes), and once with the default set a fresh site runs (DEFAULT_PLUGINS). Baseline measured in the same run: a bare React page.
//   node --conditions=oj-source --import tsx bench/web/run.ts [--runs 5] [--no-build] [--files]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startBaseline } from './baseline.js';
import { coldLoad, type Load } from './measure.js';
import { startSite, type Site } from '../../core/testing/src/index.ts';
import { DEFAULT_PLUGINS } from '../../core/kernel/src/config/load.ts';

const arg = (k: string) => process.argv[process.argv.indexOf(k) + 1];
const runs = Number(process.argv.includes('--runs') ? arg('--runs') : 5);
const root = new URL('../..', import.meta.url).pathname;

if (!process.argv.includes('--no-build')) {
  for (const dir of ['web-shell', 'plugins/guestbook', ...DEFAULT_PLUGINS.map((p) => `plugins/${p.package.replace('@oj/plugin-', '')}`)]) {
    const b = spawnSync('pnpm', ['--dir', root + dir, 'run', 'build'], { stdio: 'inherit' });
    if (b.status !== 0) throw new Error(`build of ${dir} failed`);
  }
}

const SITES: Array<{ name: string; plugins: string[]; builds: string[] }> = [
  { name: 'home (shell+guestbook)', plugins: ['@oj/plugin-guestbook'], builds: ['plugins/guestbook/ui/dist/mf-manifest.json'] },
  { name: 'home (first-party set)', plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'], builds: ['plugins/problems/ui/dist/mf-manifest.json', 'plugins/submissions/ui/dist/mf-manifest.json'] },
  {
    name: 'home (default set)',
    plugins: DEFAULT_PLUGINS.map((p) => p.package),
    builds: DEFAULT_PLUGINS.map((p) => `plugins/${p.package.replace('@oj/plugin-', '')}/ui/dist/mf-manifest.json`),
  },
];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results: Array<{ name: string; home: Load[]; base: Load[] }> = [];
try {
  for (const { name, plugins, builds } of SITES) {
    const site: Site = await startSite({ plugins, builds });
    const baseline = await startBaseline();
    const home: Load[] = [];
    const base: Load[] = [];
    try {
      // one warm-up of each (server caches, browser start), then interleaved runs
      await coldLoad(browser, `${site.url}/home`, '[data-testid=quote-card]');
      await coldLoad(browser, baseline.url, '#bench-ready');
      for (let i = 0; i < runs; i++) {
        home.push(await coldLoad(browser, `${site.url}/home`, '[data-testid=quote-card]'));
        base.push(await coldLoad(browser, baseline.url, '#bench-ready'));
      }
    } finally {
      await site.stop();
      await baseline.stop();
    }
    results.push({ name, home, base });
  }
} finally {
  await browser.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
function row(name: string, l: Load[]) {
  const last = l[l.length - 1];
  return `${name.padEnd(22)} ${`${last.jsBeforePaint.files} files ${kb(last.jsBeforePaint.raw)} / ${kb(last.jsBeforePaint.sent)}`.padEnd(30)} ${`${kb(last.jsAtTti.raw)} / ${kb(last.jsAtTti.sent)}`.padEnd(20)} ${median(l.map((x) => x.fcpMs)).toFixed(0).padStart(6)} ${median(l.map((x) => x.firstPaintMs)).toFixed(0).padStart(8)} ${median(l.map((x) => x.ttiMs)).toFixed(0).padStart(6)}`;
}
console.log(`\ncold loads, median of ${runs} (times in ms from navigation start; JS sizes decoded / received over the wire)`);
console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(2)).join(', ')}`);
console.log(`${'page'.padEnd(22)} ${'JS before first paint'.padEnd(30)} ${'JS by interactive'.padEnd(20)} ${'FCP'.padStart(6)} ${'1st paint'.padStart(8)} ${'TTI'.padStart(6)}`);
for (const { name, home, base } of results) {
  console.log(row('baseline (React only)', base));
  console.log(row(name, home));
  const h = home[home.length - 1];
  if (process.argv.includes('--files')) for (const f of h.scripts) console.log(`  ${f.endMs <= h.firstPaintMs ? 'before' : 'after '} paint ${kb(f.raw).padStart(8)} / ${kb(f.sent).padStart(7)} ${f.encoding.padEnd(4)} ${f.endMs.toFixed(0).padStart(6)} ms  ${f.url.replace(/^https?:\/\/[^/]+/, '')}`);
  const tti = median(home.map((x) => x.ttiMs));
  console.log(`P7 ${name}: JS before first paint ${kb(h.jsBeforePaint.sent)} received (target ≤ 400 KB) ${h.jsBeforePaint.sent <= 400 * 1024 ? 'met' : 'NOT met'}; JS by interactive ${kb(h.jsAtTti.sent)} received (target ≤ 350 KB) ${h.jsAtTti.sent <= 350 * 1024 ? 'met' : 'NOT met'}; interactive ${tti.toFixed(0)} ms (target ≤ 1500 ms) ${tti <= 1500 ? 'met' : 'NOT met'}\n`);
}
