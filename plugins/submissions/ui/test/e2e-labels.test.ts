// Labels in the reader's language, in Chromium against a real `oj start` (issue 10 §9): a user's
// solved problems on the Chinese profile page are grouped under 简单 / 困难 (not "Easy"), and the
// English rank table calls the AC rate "AC Rate" (not "Rating").
import t from 'tap';
import { launch, makeUser, startSite, userToken, visitor, type Site } from '@oj/testing';

const USER = { username: 'lena', password: 'lenapass1', email: 'lena@example.com' };

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'], builds: ['plugins/submissions/ui/dist/mf-manifest.json'] }),
    launch(),
  ]);
  const admin = await site.adminToken();
  const sw = await site.api('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 }, admin);
  if (sw.status !== 200) throw new Error(`switch: ${sw.msg}`);
  await makeUser(site, USER);
  const token = await userToken(site, USER);
  // an easy and a hard problem, each solved: no judge node here, the super admin judges by hand
  for (const [problemId, difficulty] of [['EASY1', 0], ['HARD1', 2]] as const) {
    const made = await site.api('POST', '/api/admin/problem', {
      problem: { problemId, title: `Level ${difficulty}`, description: 'Add two numbers.', timeLimit: 1000, memoryLimit: 256, difficulty },
      languages: [{ name: 'Python3' }],
      samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
      isUploadTestCase: false,
    }, admin);
    if (made.status !== 200) throw new Error(`problem: ${made.msg}`);
    const sent = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid: problemId, language: 'Python3', code: 'print(3)\n' }, token);
    if (sent.status !== 200) throw new Error(`submit: ${sent.msg}`);
    // a pending submission is cancelled first (spec 2 §4: manual judging is refused while pending)
    const cancelled = await site.api('GET', `/api/admin/judge/cancel-judge?submitId=${sent.data.submitId}`, undefined, admin);
    if (cancelled.status !== 200) throw new Error(`cancel: ${cancelled.msg}`);
    const judged = await site.api('GET', `/api/admin/judge/manual-judge?submitId=${sent.data.submitId}&status=0`, undefined, admin);
    if (judged.status !== 200) throw new Error(`manual judge: ${judged.msg}`);
  }
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

t.test('the Chinese profile page names the levels of the solved problems in Chinese', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400, locale: 'zh-CN' });
  await page.goto(`${site.url}/user-home?username=${USER.username}`);
  await page.getByRole('tab', { name: '已解决的题目' }).click();
  const groups = page.locator('.oj-solved-group');
  await groups.nth(1).waitFor();
  t.same((await groups.locator('.semi-tag').allInnerTexts()).map((s) => s.trim()), ['简单', '困难']);
  t.match(await groups.nth(0).innerText(), /EASY1/);
  t.match(await groups.nth(1).innerText(), /HARD1/);
  t.same(errors, []);
  await context.close();
});

t.test('the English rank table calls the AC rate "AC Rate"', async (t) => {
  const { context, page, errors } = await visitor(b.browser, { width: 1400 });
  await page.goto(`${site.url}/acm-rank`);
  const table = page.getByTestId('acm-rank').getByTestId('rank-table');
  await table.locator('tbody tr').filter({ hasText: USER.username }).waitFor();
  const headers = (await table.locator('thead th').allInnerTexts()).map((s) => s.trim());
  t.ok(headers.includes('AC Rate'), `headers: ${headers.join(' | ')}`);
  t.notOk(headers.includes('Rating'), 'no "Rating" for a rate of accepted submissions');
  t.same(errors, []);
  await context.close();
});
