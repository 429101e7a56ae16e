// A group's problems, submissions and discussions in Chromium against a real `oj start` (no judge
// node: a submission stays waiting): the group's owner creates a problem through the bank's form
// inside the group (its rules first); a member opens it from the Problem tab inside the group,
// submits, and finds the submission in the Submission tab and its page; the member posts a
// discussion about the problem from its page; the owner asks to make the problem public and the
// site's problem admin approves it on Admin → group-problem/apply, after which it is a public
// problem of the site.
import t from 'tap';
import { ALICE, BOB, EVE, field, must, problemSite, SHORT_NAME, toast, typeCode, type ProblemSite } from './problem-site.ts';

t.setTimeout(480_000);

let s: ProblemSite;
const problemId = `${SHORT_NAME}1001`;

t.before(async () => {
  s = await problemSite();
});
t.teardown(() => s?.close());

t.test("the group's owner creates a problem through the form, its rules first", async (t) => {
  const { context, page, errors } = await s.as(ALICE);
  await page.goto(`${s.site.url}/group/${s.gid}/problem`);
  await page.getByTestId('group-problem-tab').waitFor();
  await page.getByTestId('group-problem-create').click();
  await page.getByTestId('group-problem-form').locator('[data-testid=field-problemId]').waitFor();
  t.match(await page.getByTestId('group-problem-form').locator('.semi-input-prefix').first().innerText(), SHORT_NAME, "the display id follows the group's short name");
  await page.getByTestId('problem-save').click();
  // a rule the form checks is said at its field and above Save (not in a toast as well)
  await page.getByTestId('form-error').getByText('The display ID may only contain letters, digits, - and _ (at most 100 characters)', { exact: true }).waitFor();
  t.equal(await page.getByTestId('field-error-problemId').innerText(), 'The display ID may only contain letters, digits, - and _ (at most 100 characters)');

  await field(page, 'field-problemId').fill('1001');
  await field(page, 'field-title').fill('Club A plus B');
  await field(page, 'field-description-input').fill('Add **two** numbers.');
  await page.getByTestId('problem-save').click();
  // spec 3 §5: a group's problem needs its input and output descriptions
  t.equal(await page.getByTestId('field-error-input').innerText(), 'The input description cannot be empty');
  await field(page, 'field-input-input').fill('Two integers a and b.');
  await field(page, 'field-output-input').fill('Their sum.');
  await field(page, 'example-input').fill('1 2');
  await field(page, 'example-output').fill('3');
  await page.getByTestId('problem-save').click();
  await page.getByTestId('form-error').getByText('Add at least one test case', { exact: true }).waitFor();
  t.equal((await s.site.sql('select id from problems_problem')).length, 0, 'nothing was sent');

  await page.getByTestId('add-case').click();
  await field(page, 'case-input').fill('1 2\n');
  await field(page, 'case-output').fill('3\n');
  // issue 28 §13: typed with the short name already in front, it is not put there twice
  await field(page, 'field-problemId').fill(problemId);
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/group/problem') && r.method() === 'POST');
  await page.getByTestId('problem-save').click();
  const body = (await saved).postDataJSON() as { gid: number; problem: { problemId: string } };
  t.same([body.gid, body.problem.problemId], [s.gid, problemId], "the group's call, the display id after the short name");
  await toast(page, 'Created successfully');
  await page.waitForURL(new RegExp(`/group/${s.gid}/problem\\?view=admin$`));
  const row = page.getByTestId('group-problem-admin-row').filter({ hasText: problemId });
  await row.waitFor();
  t.match(await row.innerText(), /Club A plus B[\s\S]*galice/, 'in the admin table with its author');
  t.equal(await row.getByTestId('group-problem-apply').innerText(), 'Apply public');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a member opens it in the group, submits, and finds the submission in the Submission tab', async (t) => {
  const { context, page, errors } = await s.as(BOB);
  await page.goto(`${s.site.url}/group/${s.gid}/problem`);
  const row = page.getByTestId('group-problem-row').filter({ hasText: problemId });
  await row.waitFor();
  t.equal(await page.getByTestId('group-problem-create').count(), 0, 'a member creates nothing');
  t.equal(await row.getByTestId('group-problem-status').count(), 0, 'not submitted yet: no status icon');
  await row.click();
  await page.waitForURL(new RegExp(`/group/${s.gid}/problem/${problemId}$`));
  await page.getByTestId('problem-detail').waitFor();
  t.equal(await page.getByTestId('problem-detail').getAttribute('data-scope'), 'group');
  await page.getByText('Their sum.').filter({ visible: true }).first().waitFor();
  t.match(await page.getByTestId('navbar').innerText(), /Group Home[\s\S]*Problem/, "the group's menu");

  await typeCode(page, 'print(sum(map(int, input().split())))');
  const submitted = page.waitForRequest((r) => r.url().endsWith('/api/submit-problem-judge'));
  await page.getByTestId('submit-code').click();
  const sent = (await submitted).postDataJSON() as { gid?: number };
  t.equal(sent.gid, s.gid, 'the submit says which group');
  const link = page.getByTestId('verdict-detail-link');
  await link.waitFor();
  t.match(await link.getAttribute('href') ?? '', new RegExp(`^/group/${s.gid}/submission-detail/\\d+$`), "the verdict's link stays in the group");

  await page.goto(`${s.site.url}/group/${s.gid}/status`);
  await page.getByTestId('submission-list').waitFor();
  const mine = page.locator('[data-mine=true]').filter({ hasText: problemId });
  await mine.waitFor();
  t.equal(await page.getByTestId('group-tab-status').locator('xpath=ancestor::*[@role="tab"]').getAttribute('aria-selected'), 'true', 'the Submission tab');
  await mine.getByTestId('detail-link').click();
  await page.waitForURL(new RegExp(`/group/${s.gid}/submission-detail/\\d+$`));
  await page.getByTestId('submission-detail').waitFor();
  t.equal(await page.getByTestId('group-tab-status').locator('xpath=ancestor::*[@role="tab"]').getAttribute('aria-selected'), 'true', "the detail is on its list's tab");
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test("a member posts a discussion about the problem in the group's Discussion tab", async (t) => {
  const { context, page, errors } = await s.as(BOB);
  await page.goto(`${s.site.url}/group/${s.gid}/problem/${problemId}`);
  await page.getByTestId('group-problem-discussion-link').click();
  await page.waitForURL(new RegExp(`/group/${s.gid}/discussion/${problemId}$`));
  await page.getByTestId('group-discussion-tab').waitFor();
  t.equal(await page.getByTestId('group-discussion-title').innerText(), `Discussions of ${problemId}`);
  await page.getByTestId('group-discussion-post').click();
  await page.getByTestId('discussion-dialog').waitFor();
  t.equal(await field(page, 'discussion-form-title').inputValue(), `[${problemId}] `, "a problem's post starts with its id");
  await field(page, 'discussion-form-title').press('End');
  await field(page, 'discussion-form-title').pressSequentially('How to read input?');
  await field(page, 'discussion-form-description').fill('Reading two numbers');
  await page.getByTestId('discussion-form-category-select').click();
  await page.locator('.semi-select-option').first().click();
  await page.locator('.semi-select-option').first().waitFor({ state: 'detached' });
  await field(page, 'discussion-form-content').fill('Split the line.');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/group/discussion') && r.method() === 'POST');
  await page.getByTestId('discussion-dialog-ok').click();
  t.equal(((await posted).postDataJSON() as { gid: number }).gid, s.gid, "the group's call");
  await toast(page, 'Posted successfully');
  const post = page.getByTestId('discussion-row').filter({ hasText: 'How to read input?' });
  await post.waitFor();
  await post.getByTestId('discussion-title').click();
  await page.waitForURL(new RegExp(`/group/${s.gid}/discussion-detail/\\d+$`));
  await page.getByTestId('discussion-detail').waitFor();
  t.equal(await page.getByTestId('group-tab-discussion').locator('xpath=ancestor::*[@role="tab"]').getAttribute('aria-selected'), 'true', "the detail is on its list's tab");
  t.equal(await page.getByTestId('discussion-back').getAttribute('href'), `/group/${s.gid}/discussion/${problemId}`, 'back to the group list');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test("the owner asks to make it public; the site's problem admin approves it on the admin page", async (t) => {
  const owner = await s.as(ALICE);
  await owner.page.goto(`${s.site.url}/group/${s.gid}/problem?view=admin`);
  const row = owner.page.getByTestId('group-problem-admin-row').filter({ hasText: problemId });
  await row.getByTestId('group-problem-apply').click();
  await owner.page.getByTestId('group-problem-apply-confirm').click();
  await toast(owner.page, 'The request to make this problem public has been sent');
  await owner.page.locator(`[data-testid=group-problem-admin-row] [data-testid=group-problem-apply][data-progress="1"]`).waitFor();
  t.equal(await row.getByTestId('group-problem-apply').innerText(), 'Applying');
  t.same(owner.errors, [], 'no page errors');
  await owner.context.close();

  const examiner = await s.as(EVE);
  await examiner.page.goto(`${s.site.url}/admin/group-problem/apply`);
  const request = examiner.page.getByTestId('gpa-row').filter({ hasText: problemId });
  await request.getByTestId('gpa-group').filter({ hasText: 'Problem Club' }).waitFor();
  t.match(await request.innerText(), /Club A plus B[\s\S]*Problem Club[\s\S]*galice/, 'problem, group and author');
  await request.getByTestId('gpa-approve').click();
  await examiner.page.getByTestId('gpa-confirm').click();
  await toast(examiner.page, 'Update successfully');
  await request.waitFor({ state: 'detached' });
  const outsider = await s.site.api('GET', `/api/get-problem-detail?problemId=${problemId}`);
  t.equal(outsider.status, 200, 'a public problem of the site now');
  t.same(examiner.errors, [], 'no page errors');
  await examiner.context.close();
});

t.test('while group discussion is off the tab is gone and its routes go home with the message', async (t) => {
  const root = await s.site.adminToken();
  must(await s.site.api('PUT', '/api/admin/switch/update', { openGroupDiscussion: false }, root), 'switch off');
  const { context, page, errors } = await s.as(BOB);
  await page.goto(`${s.site.url}/group/${s.gid}/problem`);
  await page.getByTestId('group-problem-tab').waitFor();
  t.equal(await page.getByTestId('group-tab-discussion').count(), 0, 'no Discussion tab');
  await page.goto(`${s.site.url}/group/${s.gid}/discussion`);
  await page.waitForURL(/\/home$/);
  await toast(page, 'There is no open group discussion area on the website');
  t.same(errors, [], 'no page errors');
  await context.close();
  must(await s.site.api('PUT', '/api/admin/switch/update', { openGroupDiscussion: true }, root), 'switch on');
});
