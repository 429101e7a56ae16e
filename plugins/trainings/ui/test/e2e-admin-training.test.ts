// The training admin pages in Chromium against a real `oj start` (embedded PGlite): on a fresh site
// the training form first sends the admin to the category page (spec 3 §8); the super admin creates
// a category with a colour, then a private training through the form (an empty title, a missing
// password and a rank out of range are refused in the browser with spec 3 §5's messages, and
// nothing is saved), adds public problems, reorders them, hides the training with the switch and
// edits it with every value kept. Every page is looked at in both languages at 1400 and 390 px:
// what the admin reads, no raw keys, nothing wider than the window.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { launch, shot, startSite, visitor, type Site } from '@oj/testing';

t.setTimeout(900_000);

const PLUGINS = ['problems', 'submissions', 'trainings'];
const SUITE = 'trainings-admin';
const PROBLEMS = [['PUB1', 'Public Sums'], ['PUB2', 'Public Products'], ['PUB3', 'Public Strings']] as const;
let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`) }),
    launch(),
  ]);
  for (const [problemId, title] of PROBLEMS) {
    const made = await site.api('POST', '/api/admin/problem', {
      problem: { problemId, title, description: 'Read the input, print the answer.', timeLimit: 1000, memoryLimit: 256 },
      languages: [{ name: 'C++' }],
      samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
      isUploadTestCase: false,
    }, await site.adminToken());
    if (made.status !== 200) throw new Error(`problem ${problemId}: ${made.msg}`);
  }
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

type Lang = 'en' | 'zh';
async function adminPage(lang: Lang, width: number, height: number) {
  const made = await visitor(b.browser, { width, height, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  if (lang === 'zh') await made.page.addInitScript(() => localStorage.setItem('languages', 'zh-CN'));
  await made.page.goto(`${site.url}/admin/login`);
  await made.page.locator('input[name=username]').fill('admin');
  await made.page.locator('input[name=password]').fill('Secret123');
  await made.page.getByTestId('admin-login-submit').click();
  await made.page.getByTestId('admin-dashboard').waitFor();
  return made;
}

/** the page is no wider than the window, and no string shows as its raw key */
async function looksRight(t: Test, page: Page, width: number, what: string): Promise<void> {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  t.ok(scroll <= width, `${what}: fits ${width} px (${scroll} px)`);
  const text = await page.locator('body').innerText();
  t.notMatch(text, /\b(TA|TRAININGS)_[A-Z][A-Za-z_]*|Training_Admin/, `${what}: no raw keys`);
}

const trainings = () => site.sql<{ id: number; title: string; auth: string; private_pwd: string | null; rank: number; status: boolean; category_id: number; description: string }>(
  'select id, title, auth, private_pwd, rank, status, category_id, description from trainings_training order by id');
const listed = async () => (await site.api<{ records: { id: number }[] }>('GET', '/api/get-training-list?currentPage=1&limit=15')).data.records.map((r) => r.id);

t.test('a fresh site: the training form sends the admin to the category page first, in both languages', async (t) => {
  for (const [lang, width, height, title, go] of [['en', 1400, 900, 'No training category yet', 'Go to Training Categories'], ['zh', 390, 844, '还没有训练分类', '前往训练分类']] as const) {
    const { context, page, errors } = await adminPage(lang, width, height);
    await page.goto(`${site.url}/admin/training/create`);
    await page.getByText(title).filter({ visible: true }).first().waitFor();
    await page.getByTestId('training-no-category').waitFor();
    await looksRight(t, page, width, `no-category alert ${lang} ${width}`);
    await shot(page, SUITE, `no-category-${width}-${lang}`);
    await page.getByTestId('training-no-category-go').getByText(go).click();
    await page.waitForURL(/\/admin\/training\/category$/);
    await page.getByTestId('admin-training-categories').waitFor();
    t.same(errors, [], 'no page errors');
    await context.close();
  }
});

t.test('the super admin creates a category, a private training with its problems, hides it and edits it', async (t) => {
  const { context, page, errors } = await adminPage('en', 1400, 900);
  // the plugin's menu group, labelled and open like the others
  const menu = page.getByTestId('admin-layout');
  await menu.getByText('Training Admin').filter({ visible: true }).first().waitFor();
  await menu.getByText('Training Categories').first().click();
  const categories = page.getByTestId('admin-training-categories');
  await categories.getByText('No categories yet').waitFor();

  // the category dialog checks its fields before saving
  await page.getByTestId('category-create').click();
  const dialog = page.getByTestId('category-dialog');
  await dialog.getByTestId('category-color-input').fill('orange');
  await page.getByTestId('category-dialog-ok').click();
  await dialog.getByTestId('category-name-error').getByText('Category Name is required').waitFor();
  t.equal(await dialog.getByTestId('category-color-field-error').innerText(), 'The colour must be #rgb or #rrggbb, e.g. #409eff');
  t.same(await site.sql('select id from trainings_category'), [], 'nothing saved');
  await dialog.getByTestId('category-name').locator('input').fill('Basics');
  await dialog.getByTestId('category-color-input').fill('#e67e22');
  await page.getByTestId('category-dialog-ok').click();
  await page.getByText('Create Successfully').filter({ visible: true }).first().waitFor();
  await categories.getByTestId('training-category-tag').getByText('Basics').waitFor();
  t.equal(await categories.getByTestId('category-color').innerText(), '#e67e22', 'listed with its colour');
  const [category] = await site.sql<{ id: number; name: string; color: string }>('select id, name, color from trainings_category');
  t.same([category.name, category.color], ['Basics', '#e67e22'], 'saved as typed');
  await shot(page, SUITE, 'category-1400-en-saved');

  // the form: spec 3 §5's rules in the browser, nothing sent while one is broken
  await menu.getByText('Create Training').first().click();
  const form = page.getByTestId('admin-training-edit');
  await form.getByText('Create Training').filter({ visible: true }).first().waitFor();
  t.equal(await page.getByTestId('training-no-category').count(), 0, 'no alert once a category exists');
  t.equal(await form.getByTestId('training-rank').locator('input').inputValue(), '1000', 'rank 1000 by default');
  await form.getByTestId('training-save').click();
  t.equal(await form.getByTestId('training-title-error').innerText(), 'Training Title is required');
  t.equal(await form.getByTestId('training-category-error').innerText(), 'Training Category is required');
  t.equal(await form.getByTestId('training-description-error').innerText(), 'Training Description is required');
  await form.getByTestId('training-title').locator('input').fill('Graph Basics');
  await form.getByTestId('training-description').locator('textarea').fill('Walk through **BFS** and DFS.');
  await form.getByTestId('training-category').locator('.semi-select').click();
  await page.locator('.semi-select-option').getByText('Basics').click();
  await form.getByTestId('training-auth').getByText('Private').click();
  await form.getByTestId('training-rank').locator('input').fill('3000000000');
  await form.getByTestId('training-save').click();
  t.equal(await form.getByTestId('training-password-error').innerText(), 'Training Password is required');
  t.equal(await form.getByTestId('training-rank-error').innerText(), 'Training Rank must be a whole number from 0 to 2147483647');
  t.equal(await form.getByTestId('training-title-error').count(), 0, 'the title is fine now');
  await form.getByTestId('training-rank').locator('input').fill('-1');
  await form.getByTestId('training-title').locator('input').fill('   ');
  await form.getByTestId('training-rank-error').getByText('Training Rank must be a whole number from 0 to 2147483647').waitFor();
  await form.getByTestId('training-title-error').getByText('Training Title is required').waitFor();
  t.same(await trainings(), [], 'nothing saved');

  await form.getByTestId('training-title').locator('input').fill('Graph Basics');
  await form.getByTestId('training-rank').locator('input').fill('5');
  await form.getByTestId('training-password').locator('input').fill('bfs-first');
  await form.getByTestId('training-description-preview-toggle').click();
  await form.getByTestId('training-description-preview').locator('strong').getByText('BFS').waitFor();
  await shot(page, SUITE, 'create-1400-en-filled');
  await form.getByTestId('training-save').click();
  await page.getByTestId('admin-training-problems').waitFor();
  const [made] = await trainings();
  t.same(
    [made.title, made.auth, made.private_pwd, made.rank, made.status, made.category_id, made.description],
    ['Graph Basics', 'Private', 'bfs-first', 5, true, category.id, 'Walk through **BFS** and DFS.'],
    'saved as typed',
  );
  t.match(page.url(), new RegExp(`/admin/training/${made.id}/problems$`), 'on to its problems');

  // problems: two from the public bank, then PUB2 moved first
  const problems = page.getByTestId('admin-training-problems');
  await problems.getByTestId('admin-training-problems-training').getByText('Graph Basics').waitFor();
  await problems.getByText('No problems in this training yet').waitFor();
  await page.getByTestId('admin-training-add-public').click();
  const picker = page.getByTestId('public-picker');
  for (const id of ['PUB1', 'PUB2']) {
    const row = picker.locator('tr', { hasText: id });
    await row.getByTestId('public-picker-add').click();
    await row.waitFor({ state: 'detached' });
  }
  t.same(await picker.getByTestId('public-picker-problem-id').allInnerTexts(), ['PUB3'], 'the dialog offers only problems not in the training');
  await shot(page, SUITE, 'public-picker-1400-en');
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  const order = () => problems.getByTestId('admin-training-problem-id').allInnerTexts();
  await problems.locator('tr', { hasText: 'PUB2' }).waitFor();
  t.same(await order(), ['PUB1', 'PUB2'], 'added in order');
  const rank = problems.locator('tr', { hasText: 'PUB2' }).getByTestId('admin-training-problem-rank').locator('input');
  await rank.fill('0');
  await rank.press('Enter');
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  await problems.locator('tbody tr').first().getByText('PUB2').waitFor();
  t.same(await order(), ['PUB2', 'PUB1'], 'PUB2 moved first');
  t.same(
    await site.sql('select p.problem_id, tp.rank from trainings_problem tp join problems_problem p on p.id = tp.pid order by tp.rank'),
    [{ problem_id: 'PUB2', rank: 0 }, { problem_id: 'PUB1', rank: 1 }],
    'the order is stored',
  );

  // a remote problem: the form's own checks, then the server says no remote judge is on
  await page.getByTestId('admin-training-import-remote').click();
  const remote = page.getByTestId('remote-import');
  await remote.getByTestId('remote-import-none').waitFor();
  await page.getByTestId('remote-import-ok').click();
  t.equal(await remote.getByTestId('remote-import-oj-error').innerText(), 'The remote OJ is required');
  t.equal(await remote.getByTestId('remote-import-problem-id-error').innerText(), 'The remote problem ID is required');
  await remote.getByTestId('remote-import-oj').locator('input').fill('HDU');
  await remote.getByTestId('remote-import-problem-id').locator('input').fill('1000');
  await page.getByTestId('remote-import-ok').click();
  await page.getByText('Remote judging of HDU is not enabled on this site').filter({ visible: true }).first().waitFor();
  t.equal(await remote.getByTestId('remote-import-problem-id').locator('input').inputValue(), '1000', 'the dialog stays open with what was typed');
  await shot(page, SUITE, 'remote-import-1400-en');
  await page.keyboard.press('Escape');
  await remote.waitFor({ state: 'detached' });
  t.same(await order(), ['PUB2', 'PUB1'], 'nothing imported');

  // the list: tags, author, and the switch hides it from the training list at once
  t.same(await listed(), [made.id], 'listed while visible');
  // (the menu's Training List entry is the selected one already: the page's own way back)
  await problems.getByText('Back', { exact: true }).click();
  const line = page.getByTestId('admin-training-list').locator('tr', { hasText: 'Graph Basics' });
  await line.waitFor();
  t.equal(await line.getByTestId('training-auth-tag').innerText(), 'Private');
  t.equal(await line.getByTestId('training-category-tag').innerText(), 'Basics');
  t.match(await line.innerText(), /admin/, 'its author');
  t.equal(await line.getByTestId('admin-training-delete').count(), 1, 'the super admin may delete it');
  await line.getByTestId('admin-training-visible').click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid=admin-training-visible].semi-switch-checked'));
  t.same(await listed(), [], 'hidden from the training list');
  t.equal((await trainings())[0].status, false, 'stored hidden');

  // editing: every value is read back, a change is saved
  await line.getByTestId('admin-training-edit').click();
  await form.getByText('Edit Training').filter({ visible: true }).first().waitFor();
  await form.getByTestId('training-title').locator('input[value="Graph Basics"]').waitFor();
  t.equal(await form.getByTestId('training-rank').locator('input').inputValue(), '5', 'rank kept');
  t.equal(await form.getByTestId('training-category').locator('.semi-select-selection').innerText(), 'Basics', 'category kept');
  t.ok(await form.getByTestId('training-auth').locator('input[type=radio]').nth(1).isChecked(), 'private kept');
  t.equal(await form.getByTestId('training-password').locator('input').inputValue(), 'bfs-first', 'password kept');
  t.equal(await form.getByTestId('training-visible').locator('.semi-switch-checked').count(), 0, 'hidden kept');
  t.equal(await form.getByTestId('training-description').locator('textarea').inputValue(), 'Walk through **BFS** and DFS.', 'description kept');
  await form.getByTestId('training-title').locator('input').fill('Graph Basics II');
  // the switch's own toast may still be up (it stays 3 s): the save's toast is a new one
  await page.getByText('Update successfully').first().waitFor({ state: 'detached' });
  await form.getByTestId('training-save').click();
  await page.getByText('Update successfully').filter({ visible: true }).first().waitFor();
  const [edited] = await trainings();
  t.same([edited.title, edited.rank, edited.auth, edited.private_pwd, edited.status], ['Graph Basics II', 5, 'Private', 'bfs-first', false], 'saved, the rest unchanged');
  t.same(errors, [], 'no page errors');
  await context.close();
});

const COPY = {
  en: { list: 'Training List', create: 'Create Training', edit: 'Edit Training', problems: 'Training Problems', category: 'Training Categories', required: 'Training Title is required', picker: 'Add from Public Problems' },
  zh: { list: '训练列表', create: '创建训练', edit: '编辑训练', problems: '训练题目', category: '训练分类', required: '训练标题是必填项', picker: '从公共题库添加' },
} as const;

for (const [lang, width, height] of [['en', 1400, 900], ['en', 390, 844], ['zh', 1400, 900], ['zh', 390, 844]] as const) {
  t.test(`every page in ${lang === 'en' ? 'English' : 'Chinese'} at ${width} px`, async (t) => {
    const copy = COPY[lang];
    const [training] = await trainings();
    const { context, page, errors } = await adminPage(lang, width, height);
    const at = `${width}-${lang}`;

    await page.goto(`${site.url}/admin/training`);
    const list = page.getByTestId('admin-training-list');
    await list.getByText(copy.list).filter({ visible: true }).first().waitFor();
    await list.locator('tr', { hasText: 'Graph Basics II' }).waitFor();
    await looksRight(t, page, width, `list ${at}`);
    await shot(page, SUITE, `list-${at}`);

    await page.goto(`${site.url}/admin/training/create`);
    const form = page.getByTestId('admin-training-edit');
    await form.getByText(copy.create).filter({ visible: true }).first().waitFor();
    await form.getByTestId('training-save').click();
    t.equal(await form.getByTestId('training-title-error').innerText(), copy.required, `the rule in ${lang}`);
    await looksRight(t, page, width, `create ${at}`);
    await shot(page, SUITE, `create-${at}`);

    await page.goto(`${site.url}/admin/training/${training.id}/edit`);
    await form.getByText(copy.edit).filter({ visible: true }).first().waitFor();
    await form.getByTestId('training-title').locator('input[value="Graph Basics II"]').waitFor();
    await form.getByTestId('training-password').waitFor();
    await looksRight(t, page, width, `edit ${at}`);
    await shot(page, SUITE, `edit-${at}`);

    await page.goto(`${site.url}/admin/training/${training.id}/problems`);
    const problems = page.getByTestId('admin-training-problems');
    await problems.getByText(copy.problems).filter({ visible: true }).first().waitFor();
    await problems.locator('tr', { hasText: 'PUB1' }).waitFor();
    await looksRight(t, page, width, `problems ${at}`);
    await shot(page, SUITE, `problems-${at}`);
    await page.getByTestId('admin-training-add-public').click();
    await page.getByTestId('public-picker').locator('tr', { hasText: 'PUB3' }).waitFor();
    await page.getByText(copy.picker).last().waitFor();
    await looksRight(t, page, width, `public picker ${at}`);
    await shot(page, SUITE, `public-picker-${at}`);
    await page.keyboard.press('Escape');

    await page.goto(`${site.url}/admin/training/category`);
    const categories = page.getByTestId('admin-training-categories');
    await categories.getByText(copy.category).filter({ visible: true }).first().waitFor();
    await categories.getByTestId('training-category-tag').getByText('Basics').waitFor();
    await looksRight(t, page, width, `categories ${at}`);
    await shot(page, SUITE, `category-${at}`);
    await categories.getByTestId('category-edit').first().click();
    await page.getByTestId('category-dialog').getByTestId('category-name').locator('input[value="Basics"]').waitFor();
    await looksRight(t, page, width, `category dialog ${at}`);
    await shot(page, SUITE, `category-dialog-${at}`);
    t.same(errors, [], 'no page errors');
    await context.close();
  });
}

t.test('deleting: a category in use stays, the super admin deletes the training after confirming, then the category', async (t) => {
  const { context, page, errors } = await adminPage('en', 1400, 900);
  await page.goto(`${site.url}/admin/training/category`);
  const categories = page.getByTestId('admin-training-categories');
  await categories.getByTestId('category-delete').click();
  await page.getByTestId('confirm-delete').click();
  await page.getByText('This category is used by 1 training(s); move them to another category first').filter({ visible: true }).first().waitFor();
  t.equal((await site.sql('select id from trainings_category')).length, 1, 'the category stays');

  await page.goto(`${site.url}/admin/training`);
  const list = page.getByTestId('admin-training-list');
  await list.locator('tr', { hasText: 'Graph Basics II' }).getByTestId('admin-training-delete').click();
  await page.getByText('Delete the training "Graph Basics II"? This cannot be undone.').waitFor();
  await page.getByTestId('confirm-delete').click();
  await list.getByText('No trainings yet').waitFor();
  t.same(await trainings(), [], 'deleted');

  await page.goto(`${site.url}/admin/training/category`);
  await categories.getByTestId('category-delete').click();
  await page.getByTestId('confirm-delete').click();
  await categories.getByText('No categories yet').waitFor();
  t.same(await site.sql('select id from trainings_category'), [], 'the unused category is deleted');
  t.same(errors, [], 'no page errors');
  await context.close();
});
