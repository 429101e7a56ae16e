// Issue 9 §9: with the site's Content-Security-Policy in force, the shell, its plugin remotes
// (Module Federation), the code editor's workers, KaTeX fonts and Semi's inline styles all still
// work — Chromium reports no CSP violation on the home page or a problem page — and no other site
// can frame the shell.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, loginInDialog, makeUser, startSite, visitor, type Site } from '@oj/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '@oj/testing';
import { shot } from './helpers/browser.ts';

/** the built chunk core/ui's MonacoEnvironment starts as the editor worker (new Worker(new URL(p + u(id)))) */
function editorWorkerFile(): string {
  const dir = join(ROOT, 'web-shell/dist/assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  for (const f of files) {
    const id = /new Worker\(new URL\(\w+\.p\+\w+\.u\((\d+)\)/.exec(readFileSync(join(dir, f), 'utf8'))?.[1];
    const file = id && files.find((g) => g.startsWith(`${id}.`));
    if (file) return file;
  }
  throw new Error('no editor worker chunk in web-shell/dist');
}

t.setTimeout(300_000);
const USER = { username: 'cspuser', password: 'csppass1', email: 'cspuser@example.com' };
let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'], builds: ['plugins/problems/ui/dist/mf-manifest.json', 'plugins/submissions/ui/dist/mf-manifest.json'] }),
    launch(),
  ]);
  const root = await site.adminToken();
  const made = await site.api('POST', '/api/admin/problem', {
    problem: { problemId: 'CSP1', title: 'Sum with math', description: 'Add **two** numbers: $a + b = \\sum_{i=1}^{2} x_i$.\n\n$$\\frac{a}{b}$$', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, root);
  if (made.status !== 200) throw new Error(made.msg);
  await makeUser(site, USER);
});
t.teardown(async () => { await b?.close(); await site?.stop(); });

/** CSP violations the page reports, by event and by console message */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) console.push(m.text()); });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

t.test('the home page and a problem page (remote, editor, math) load under the CSP without a violation', async (t) => {
  const { page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  const violations = await watchCsp(page);
  const home = await page.goto(`${site.url}/home`);
  t.match(String(home?.headers()['content-security-policy']), /script-src 'self'/, 'the shell is served with the CSP');
  t.equal(home?.headers()['x-frame-options'], 'DENY');
  await page.getByTestId('nav-login').waitFor();
  await loginInDialog(page, USER);

  await page.goto(`${site.url}/problem/CSP1`);
  await page.locator('.katex').first().waitFor({ timeout: 60_000 });
  await page.getByTestId('code-editor').locator('.monaco-editor').waitFor({ timeout: 60_000 });
  await page.getByTestId('code-editor').locator('.view-lines').click();
  await page.keyboard.type('int main() { int value = 0; return val');
  await page.keyboard.press('Control+Space');
  // the editor's worker, started as the built editor starts it (a classic worker; monaco starts it lazily)
  const started = page.waitForEvent('worker', { timeout: 30_000 });
  await page.evaluate((url) => { new Worker(url, { name: 'editorWorkerService' }); }, `/assets/${editorWorkerFile()}`);
  t.match((await started).url(), /\/assets\/.+\.js$/, 'the editor worker starts from the site under the CSP');
  await page.waitForFunction(() => document.fonts.check('16px KaTeX_Main'), undefined, { timeout: 30_000 });
  await shot(page, 'csp-problem');
  t.same(await violations(), [], 'no CSP violation');
  t.same(errors, [], 'no page error');
  await page.context().close();
});

t.test('no page can frame the shell', async (t) => {
  const { page } = await visitor(b.browser);
  const refusals: string[] = [];
  page.on('console', (m) => { if (/frame-ancestors|X-Frame-Options/i.test(m.text())) refusals.push(m.text()); });
  await page.goto(`${site.url}/api/no-such-page`);
  await page.setContent(`<iframe id="f" src="${site.url}/home"></iframe>`);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  t.ok(frame, 'the frame exists');
  t.equal(await frame!.locator('#root').count(), 0, 'but the shell is not shown in it');
  t.ok(refusals.length > 0, `Chromium says why: ${refusals[0]}`);
  await page.context().close();
});
