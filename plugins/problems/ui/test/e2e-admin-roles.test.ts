// The problems admin pages by role, in Chromium against a real `oj start` (spec 2 §2: only user,
// announcement, notice, conf and switch are the super admin's): a plain admin (1001) is offered
// and can use the tag page and export/import like the other admin roles, and stays signed in; a
// call the admin's role does not allow answers 403, which shows the no-permission message and
// never signs the admin out (only a 401 does).
import t from 'tap';
import type { Page } from 'playwright-core';
import { launch, makeUser, shot, startSite, visitor, type Site } from '@oj/testing';

const PLAIN = { username: 'plainadmin', password: 'plain-pass-1', email: 'plainadmin@example.com' };
const ROLE = { admin: 1001, problemAdmin: 1008 };

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let uid: string;

async function setRole(type: number): Promise<void> {
  const r = await site.api('PUT', '/api/admin/user/edit-user', { uid, username: PLAIN.username, email: PLAIN.email, type, status: 0 }, await site.adminToken());
  if (r.status !== 200) throw new Error(`edit-user: ${r.msg}`);
}

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'], builds: ['plugins/problems/ui/dist/mf-manifest.json'] }),
    launch(),
  ]);
  const root = await site.adminToken();
  const made = await site.api('POST', '/api/admin/problem', {
    problem: { problemId: 'ROLE1', title: 'Role Sums', description: 'Add two numbers.', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'Python3' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, root);
  if (made.status !== 200) throw new Error(`problem: ${made.msg}`);
  await makeUser(site, PLAIN);
  const found = await site.api<{ records: { uid: string; username: string }[] }>('GET', '/api/admin/user/get-user-list?currentPage=1&limit=50&keyword=plainadmin', undefined, root);
  uid = found.data.records.find((r) => r.username === PLAIN.username)!.uid;
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

async function adminLogin(page: Page): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=username]').fill(PLAIN.username);
  await page.locator('input[name=password]').fill(PLAIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-dashboard').waitFor();
}

const signedIn = async (page: Page) => Boolean(await page.evaluate('localStorage.getItem("token")')) && !page.url().endsWith('/admin/login');

t.test('a plain admin uses the tag page and export/import, and stays signed in', async (t) => {
  await setRole(ROLE.admin);
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await adminLogin(page);
  const menu = page.getByTestId('admin-layout');
  await menu.getByText('Problem Admin').waitFor();
  for (const entry of ['Problem List', 'Create Problem', 'Problem Tags', 'Export / Import']) {
    t.equal(await menu.getByText(entry, { exact: true }).count(), 1, `${entry} is offered`);
  }

  await menu.getByText('Problem Tags', { exact: true }).click();
  await page.waitForURL(/\/admin\/problem\/tag$/);
  await page.getByTestId('tag-create').click();
  await page.getByTestId('tag-form-name').fill('geometry');
  await page.getByTestId('tag-dialog-ok').click();
  await page.getByTestId('tag-table').getByTestId('tag-name').getByText('geometry').waitFor();

  await menu.getByText('Export / Import', { exact: true }).click();
  await page.waitForURL(/\/admin\/problem\/batch-operation$/);
  await page.getByTestId('problem-export').getByText('ROLE1').waitFor();
  await page.getByTestId('problem-export').locator('tbody .semi-checkbox').first().click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-selected').click()]);
  t.match(download.suggestedFilename(), /^problem_export_\d+\.zip$/, 'the export downloads');
  await shot(page, 'problems-admin', 'plain-admin-batch');
  t.ok(await signedIn(page), 'still signed in, still on the page');
  t.match(page.url(), /\/admin\/problem\/batch-operation$/);
  t.same(errors, []);
  await context.close();
});

t.test('a 403 on an admin page shows the no-permission message and keeps the admin signed in', async (t) => {
  // a problem admin may delete problems; made a plain admin while the page is open, the delete answers 403
  await setRole(ROLE.problemAdmin);
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await adminLogin(page);
  await page.getByTestId('admin-layout').getByText('Problem List', { exact: true }).click();
  await page.getByTestId('admin-problem-title').getByText('Role Sums').waitFor();
  await setRole(ROLE.admin);
  await page.getByTestId('admin-problem-delete').first().click();
  await page.getByTestId('confirm-delete').click();
  await page.locator('.semi-toast-content-text').getByText('Sorry, you do not have permission for this', { exact: true }).filter({ visible: true }).first().waitFor();
  await page.getByTestId('admin-dashboard').waitFor();
  t.ok(await signedIn(page), 'not signed out by a 403');
  // the roles were read again: the list no longer offers Delete
  await page.getByTestId('admin-layout').getByText('Problem List', { exact: true }).click();
  await page.getByTestId('admin-problem-title').getByText('Role Sums').waitFor();
  t.equal(await page.getByTestId('admin-problem-delete').count(), 0, 'Delete is gone for a plain admin');
  t.ok((await site.api('GET', '/api/get-problem-detail?problemId=ROLE1')).status === 200, 'the problem is still there');
  t.same(errors, []);
  await context.close();
});

t.test('a problem admin who deletes the last problem of the last page is shown the page before it', async (t) => {
  await setRole(ROLE.problemAdmin);
  const root = await site.adminToken();
  for (let i = 2; i <= 11; i++) {
    const made = await site.api('POST', '/api/admin/problem', {
      problem: { problemId: `ROLE${i}`, title: `Role Sums ${i}`, description: 'Add two numbers.', timeLimit: 1000, memoryLimit: 256 },
      languages: [{ name: 'Python3' }], samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }], isUploadTestCase: false,
    }, root);
    t.equal(made.status, 200, made.msg);
  }
  const { context, page, errors } = await visitor(b.browser, { width: 1400, height: 900 });
  await adminLogin(page);
  await page.goto(`${site.url}/admin/problems`);
  const list = page.getByTestId('admin-problem-list');
  await list.getByTestId('admin-problem-title').first().waitFor();
  await list.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
  await list.getByTestId('admin-problem-title').getByText('Role Sums', { exact: true }).waitFor();
  t.equal(await list.getByTestId('admin-problem-title').count(), 1, 'page 2 holds the oldest problem alone');
  await list.getByTestId('admin-problem-delete').click();
  await page.getByTestId('confirm-delete').click();
  await list.getByTestId('admin-problem-title').getByText('Role Sums 11', { exact: true }).waitFor();
  t.equal(await list.getByTestId('admin-problem-title').count(), 10, 'page 1, full, instead of an empty page 2');
  t.equal(await list.getByTestId('admin-problem-title').getByText('Role Sums 2', { exact: true }).count(), 1, 'the first page\'s last row is there');
  t.same(errors, []);
  await context.close();
});
