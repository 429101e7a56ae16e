// End-to-end in Chromium: an admin creates an A+B problem through the API; a user finds it on
// /problem, opens it, writes a C++ solution in the Monaco editor, submits and sees "Accepted".
// The site is a real `oj start` with the problems and submissions plugins and its judge node.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { chromium, type Browser } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CLI = path.join(ROOT, 'core/cli/bin/oj.js');
const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'problems-ui');
const ADMIN = { username: 'admin', password: 'Secret123' };
const USER = { username: 'bob', password: 'bobpass1', email: 'bob@example.com' };
const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

let child: ChildProcess | null = null;
let browser: Browser | null = null;
let dataDir = '';
let cfg = '';
let url = '';

async function call<T>(method: string, p: string, body?: unknown, token?: string): Promise<{ status: number; msg: string; data: T; token: string | null }> {
  const headers: Record<string, string> = { 'Accept-Language': 'en-US' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = token;
  const res = await fetch(url + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as { status?: number; msg?: string; data?: T };
  return { status: json.status ?? res.status, msg: json.msg ?? '', data: json.data as T, token: res.headers.get('authorization') };
}

const built = existsSync(path.join(ROOT, 'plugins/problems/ui/dist/mf-manifest.json')) && existsSync(path.join(ROOT, 'web-shell/dist/index.html'));
// the pages are served from the builds: a missing build is a failure to fix, not a reason to skip
if (!built) throw new Error('build the web shell and the problems UI first: bash scripts/setup.sh (or pnpm -r run build)');

t.before(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'oj-problems-e2e-'));
  const cfgDir = path.join(ROOT, '.oj-test');
  mkdirSync(cfgDir, { recursive: true });
  cfg = path.join(cfgDir, `problems-e2e-${path.basename(dataDir)}.json`);
  // problems and submissions on, with the embedded judge node (the default)
  writeFileSync(cfg, JSON.stringify({ plugins: [{ package: '@oj/plugin-problems', enabled: true }, { package: '@oj/plugin-submissions', enabled: true }] }));
  const made = spawnSync(process.execPath, [CLI, 'create-admin', '--data-dir', dataDir, '--username', ADMIN.username, '--password', ADMIN.password], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}`);
  const port = await freePort();
  child = spawn(process.execPath, [CLI, 'start', '--port', String(port), '--data-dir', dataDir, '--config', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  process.once('exit', () => child?.kill('SIGKILL'));
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`oj start exited:\n${log}`);
    try {
      const res = await fetch(`${url}/api/plugins`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600) throw new Error(`oj start did not come up:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

t.teardown(async () => {
  await browser?.close();
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => (child!.exitCode !== null ? r(null) : child!.once('exit', r)));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (cfg) rmSync(cfg, { force: true });
});

t.test('a user solves an A+B problem in the browser and sees Accepted', async (t) => {
  const admin = await call('POST', '/api/admin/login', ADMIN);
  t.ok(admin.token, 'admin logs in');
  const created = await call<{ pid: number }>('POST', '/api/admin/problem', {
    problem: { problemId: 'AB1', title: 'A+B Problem', description: 'Add **two** numbers.', input: 'Two integers a and b.', output: 'Their sum.', hint: 'Use long long.', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [['1 2\n', '3\n'], ['40 2\n', '42\n'], ['-5 5\n', '0\n']].map(([input, output]) => ({ input, output, score: null, groupNum: null })),
    isUploadTestCase: false,
  }, admin.token!);
  t.equal(created.status, 200, `problem created: ${created.msg}`);
  const made = await call('POST', '/api/admin/user/insert-batch-user', { users: [[USER.username, USER.password, USER.email]] }, admin.token!);
  t.equal(made.status, 200, `user made: ${made.msg}`);

  const context = await browser!.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}/home`);
  await page.getByTestId('navbar').getByText('Problem', { exact: true }).first().waitFor();
  // sign in through the navigation bar's dialog
  await page.getByTestId('nav-login').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name=username]').fill(USER.username);
  await form.locator('input[name=password]').fill(USER.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('nav-user').getByText(USER.username).waitFor();

  await page.getByTestId('navbar').getByText('Problem', { exact: true }).first().click();
  await page.waitForURL(/\/problem$/);
  await page.getByTestId('problem-list').getByText('A+B Problem').waitFor();
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'problem-list.png'), fullPage: true });
  await page.getByTestId('problem-link').filter({ hasText: 'A+B Problem' }).click();
  await page.waitForURL(/\/problem\/AB1$/);
  await page.getByTestId('problem-description').getByText('two').waitFor();
  // the markdown renderer loads lazily: the plain source shows until it arrives
  await page.getByTestId('problem-description').locator('strong').getByText('two').waitFor();
  t.notMatch(await page.getByTestId('problem-description').textContent(), /\*\*/, 'the statement is rendered markdown');
  t.equal(await page.getByTestId('problem-example').count(), 1, 'one example');

  // the Monaco editor: select everything, then insert the solution as one edit (no auto-closing brackets)
  const editor = page.getByTestId('code-editor').locator('.monaco-editor');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(CPP_AC);
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid=submit-verdict][data-status="0"]').waitFor({ timeout: 120_000 });
  t.equal((await page.getByTestId('submit-verdict').getByTestId('status-tag').textContent())?.trim(), 'Accepted');
  await page.screenshot({ path: path.join(ARTIFACTS, 'accepted.png'), fullPage: true });

  // back on the list, the row carries the accepted icon
  await page.goto(`${url}/problem`);
  await page.getByTestId('status-icon-ac').waitFor();

  // the submissions plugin's /status page lists the verdict, the user's own row highlighted
  t.ok(existsSync(path.join(ROOT, 'plugins/submissions/ui/dist/mf-manifest.json')), 'the submissions UI is built');
  {
    await page.getByTestId('navbar').getByText('Status', { exact: true }).first().click();
    await page.waitForURL(/\/status$/);
    const row = page.getByTestId('submission-list').locator('tr[data-mine=true]').first();
    await row.getByText('Accepted').waitFor();
    t.match(await row.textContent(), /AB1 A\+B Problem/, 'the row names the problem');
    await page.getByTestId('only-mine').click();
    await page.waitForURL(/onlyMine=true/);
    await page.getByTestId('submission-list').locator('tr[data-mine=true]').first().waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'status.png'), fullPage: true });
  }
  t.same(errors, []);
  await context.close();
});
