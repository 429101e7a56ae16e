// What a user reads of a judged submission (issue 28 item 15), in Chromium against a real
// `oj start` with its judge node: a special judge's message shows under its own label, apart from
// what the program printed; a submission whose problem was deleted says so in the list.
import t from 'tap';
import { launch, makeUser, signInPage, startSite, userToken, visitor, type Site, screenshot } from '@oj/testing';

t.setTimeout(300_000);

const USER = { username: 'dora', password: 'dorapass1', email: 'dora@example.com' };
const SHOTS = '/tmp/shots/h2';
const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;return 0;}\n';
/** a checker that compares one integer and says so on stderr (reference §4.4: its stderr is the case's message) */
const CHECKER = [
  '#include <stdio.h>',
  'int main(int argc, char **argv) { FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r"); long long got, want;',
  '  if (!out || !ans || fscanf(out, "%lld", &got) != 1 || fscanf(ans, "%lld", &want) != 1) { fprintf(stderr, "wrong answer no number"); return 102; }',
  '  if (got != want) { fprintf(stderr, "wrong answer expected %lld", want); return 102; }',
  '  fprintf(stderr, "ok the sum %lld matches", got); return 0; }',
].join('\n');

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let spjRun = 0;

async function judged(token: string, pid: string): Promise<number> {
  const sent = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid, language: 'C++', code: CPP_AC }, token);
  if (sent.status !== 200) throw new Error(`submit: ${sent.msg}`);
  for (;;) {
    const s = await site.api<{ submission: { status: number } }>('GET', `/api/get-submission-detail?submitId=${sent.data.submitId}`, undefined, token);
    if (![5, 6, 7, 9].includes(s.data.submission.status)) return sent.data.submitId;
    await new Promise((r) => setTimeout(r, 200));
  }
}

t.before(async () => {
  [site, b] = await Promise.all([
    startSite({ plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'], builds: ['plugins/problems/ui/dist/mf-manifest.json', 'plugins/submissions/ui/dist/mf-manifest.json'], judge: true }),
    launch(),
  ]);
  const admin = await site.adminToken();
  await site.api('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 }, admin);
  const problem = (problemId: string, extra: Record<string, unknown>) => ({
    problem: { problemId, title: `Sum ${problemId}`, description: 'Add two numbers.', timeLimit: 1000, memoryLimit: 256, ...extra },
    languages: [{ name: 'C++' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  });
  for (const [id, extra] of [['SPJ1', { judgeMode: 'spj', spjLanguage: 'SPJ-C', spjCode: CHECKER }], ['GONE1', {}]] as const) {
    const made = await site.api('POST', '/api/admin/problem', problem(id, extra), admin);
    if (made.status !== 200) throw new Error(`problem ${id}: ${made.msg}`);
  }
  await makeUser(site, USER);
  const token = await userToken(site, USER);
  spjRun = await judged(token, 'SPJ1');
  await judged(token, 'GONE1');
  const [gone] = await site.sql<{ id: number }>("select id from problems_problem where problem_id = 'GONE1'");
  const deleted = await site.api('DELETE', `/api/admin/problem?pid=${gone.id}`, undefined, admin);
  if (deleted.status !== 200) throw new Error(`delete: ${deleted.msg}`);
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
});

async function signedIn(locale: string, width: number) {
  const { context, page, errors } = await visitor(b.browser, { width, height: 900, locale });
  await page.goto(`${site.url}/`);
  await signInPage(page, site, USER, locale);
  return { page, errors, close: () => context.close() };
}

t.test("a special judge's message shows under its own label, the program's output under Your output", async (t) => {
  const labels: Record<string, [string, string]> = { 'en-US': ['Your output', 'Checker message'], 'zh-CN': ['你的输出', '检查器信息'] };
  for (const [locale, width] of [['en-US', 1400], ['zh-CN', 1400], ['en-US', 390], ['zh-CN', 390]] as const) {
    const { page, errors, close } = await signedIn(locale, width);
    await page.goto(`${site.url}/submission-detail/${spjRun}`);
    await page.getByTestId('case-results').waitFor();
    await page.getByTestId('case-result').first().click();
    const output = page.getByTestId('case-user-output').first();
    await output.waitFor();
    t.equal((await output.innerText()).trim(), '3', `${locale}: the program printed 3`);
    t.equal((await page.getByTestId('case-message').first().innerText()).trim(), 'ok the sum 3 matches', 'the checker said so');
    const [yours, checker] = labels[locale];
    await page.getByText(yours, { exact: true }).filter({ visible: true }).first().waitFor();
    await page.getByText(checker, { exact: true }).filter({ visible: true }).first().waitFor();
    await page.getByTestId('case-message').first().scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/case-results-${locale}-${width}.png`, fullPage: width === 390 });
    t.same(errors, []);
    await close();
  }
});

t.test('a submission of a deleted problem says so in the list', async (t) => {
  const text: Record<string, string> = { 'en-US': 'GONE1 (deleted problem)', 'zh-CN': 'GONE1 （题目已删除）' };
  for (const [locale, width] of [['en-US', 1400], ['zh-CN', 1400], ['en-US', 390], ['zh-CN', 390]] as const) {
    const { page, errors, close } = await signedIn(locale, width);
    await page.goto(`${site.url}/status?onlyMine=true`);
    const gone = page.getByTestId('problem-gone');
    await gone.first().waitFor();
    t.equal((await gone.first().innerText()).trim(), text[locale], `${locale}: the author reads the placeholder`);
    await screenshot(page, { path: `${SHOTS}/status-deleted-${locale}-${width}.png`, fullPage: width === 390 });
    t.same(errors, []);
    await close();
  }
});
