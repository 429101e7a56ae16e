// End-to-end in Chromium: an admin creates an A+B problem through the API; a user finds it on
// /problem, opens it, writes a C++ solution in the Monaco editor, submits and sees "Accepted".
// The site is a real `oj start` (embedded PGlite) with the problems and submissions plugins and its judge node.
import t from 'tap';
import { launch, loginInDialog, makeUser, shot, startSite, type Site } from '@oj/testing';

const USER = { username: 'bob', password: 'bobpass1', email: 'bob@example.com' };
const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({
      plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'],
      judge: true,
      builds: ['plugins/problems/ui/dist/mf-manifest.json', 'plugins/submissions/ui/dist/mf-manifest.json'],
    }),
    launch(),
  ]);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('a user solves an A+B problem in the browser and sees Accepted', async (t) => {
  const created = await site.api<{ pid: number }>('POST', '/api/admin/problem', {
    problem: { problemId: 'AB1', title: 'A+B Problem', description: 'Add **two** numbers.', input: 'Two integers a and b.', output: 'Their sum.', hint: 'Use long long.', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [['1 2\n', '3\n'], ['40 2\n', '42\n'], ['-5 5\n', '0\n']].map(([input, output]) => ({ input, output, score: null, groupNum: null })),
    isUploadTestCase: false,
  }, await site.adminToken());
  t.equal(created.status, 200, `problem created: ${created.msg}`);
  await makeUser(site, USER);

  const context = await b.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}/home`);
  await page.getByTestId('navbar').getByText('Problem', { exact: true }).first().waitFor();
  // sign in through the navigation bar's dialog
  await loginInDialog(page, USER);

  await page.getByTestId('navbar').getByText('Problem', { exact: true }).first().click();
  await page.waitForURL(/\/problem$/);
  await page.getByTestId('problem-list').getByText('A+B Problem').waitFor();
  await shot(page, 'problems-ui', 'problem-list');
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
  await shot(page, 'problems-ui', 'accepted');

  // back on the list, the row carries the accepted icon
  await page.goto(`${site.url}/problem`);
  await page.getByTestId('status-icon-ac').waitFor();

  // the submissions plugin's /status page lists the verdict, the user's own row highlighted
  {
    await page.getByTestId('navbar').getByText('Status', { exact: true }).first().click();
    await page.waitForURL(/\/status$/);
    const row = page.getByTestId('submission-list').locator('tr[data-mine=true]').first();
    await row.getByText('Accepted').waitFor();
    t.match(await row.textContent(), /AB1 A\+B Problem/, 'the row names the problem');
    await page.getByTestId('only-mine').click();
    await page.waitForURL(/onlyMine=true/);
    await page.getByTestId('submission-list').locator('tr[data-mine=true]').first().waitFor();
    await shot(page, 'problems-ui', 'status');
  }
  t.same(errors, []);
  await context.close();
});
