// The screens of a group's Problem, Submission and Discussion tabs and the admin page of requests
// (e2e-group-problems-screens.test.ts): nothing wider than the window (tables scroll in their own
// box), no raw keys, no page errors. Screenshots in /tmp/shots15p (or SHOTS_DIR).
import t from 'tap';
import type { Page } from 'playwright-core';
import { ALICE, BOB, EVE, must, overflow, problemSite, rawKeys, shoot, type ProblemSite, type User } from './problem-site.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots15p';
let s: ProblemSite;
const ids = { pid: 0, problemId: '', submitId: 0, did: 0 };

async function setUp(): Promise<void> {
  s = await problemSite();
  const alice = await s.token(ALICE);
  const bob = await s.token(BOB);
  const made = (n: number, title: string, auth: number) => s.site.api<{ pid: number; problemId: string }>('POST', '/api/group/problem', {
    gid: s.gid,
    problem: {
      problemId: String(n), title, auth, description: 'Add **two** numbers $a$ and $b$.', input: 'Two integers a and b.', output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>', hint: 'Mind the overflow.',
    },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, alice);
  const first = must(await made(1001, 'Club A plus B', 1), 'problem');
  ids.pid = first.pid;
  ids.problemId = first.problemId;
  const second = must(await made(1002, 'A problem with a rather long title that wraps on a phone', 1), 'second problem');
  must(await s.site.api('PUT', '/api/group/apply-public', { pid: second.pid, isApplied: true }, alice), 'apply');
  must(await made(1003, 'Private draft', 2), 'private problem');
  ids.submitId = must(await s.site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid: ids.pid, language: 'Python3', code: 'print(sum(map(int, input().split())))', gid: s.gid }, bob), 'submit').submitId;
  ids.did = must(await s.site.api<{ id: number }>('POST', '/api/group/discussion', {
    gid: s.gid, pid: ids.problemId, title: `[${ids.problemId}] How to read the input?`, description: 'Reading two numbers from one line', content: 'Split the line, then **add**.', categoryId: 1,
  }, bob), 'discussion').id;
  must(await s.site.api('POST', '/api/group/discussion', {
    gid: s.gid, title: 'Welcome to the club', description: 'Say hello here', content: 'Hello!', categoryId: 1,
  }, alice), 'second discussion');
}

type Screen = { name: string; path: () => string; ready: string; then?: (page: Page) => Promise<void> };
const BY_USER: Array<[User, Screen[]]> = [
  [BOB, [
    { name: 'problem-list', path: () => `/group/${s.gid}/problem`, ready: 'group-problem-row' },
    { name: 'problem-page', path: () => `/group/${s.gid}/problem/${ids.problemId}`, ready: 'code-editor' },
    { name: 'problem-full-screen', path: () => `/group/${s.gid}/problem/${ids.problemId}/full-screen`, ready: 'problem-bar-back' },
    { name: 'status', path: () => `/group/${s.gid}/status`, ready: 'detail-link' },
    { name: 'submission-detail', path: () => `/group/${s.gid}/submission-detail/${ids.submitId}`, ready: 'submission-detail' },
    { name: 'discussion', path: () => `/group/${s.gid}/discussion`, ready: 'discussion-row' },
    { name: 'discussion-problem', path: () => `/group/${s.gid}/discussion/${ids.problemId}`, ready: 'discussion-row' },
    {
      name: 'discussion-post-dialog', path: () => `/group/${s.gid}/discussion/${ids.problemId}`, ready: 'discussion-row',
      then: async (page) => {
        await page.getByTestId('group-discussion-post').click();
        await page.getByTestId('discussion-dialog').waitFor();
        await page.waitForTimeout(400);
      },
    },
    { name: 'discussion-detail', path: () => `/group/${s.gid}/discussion-detail/${ids.did}`, ready: 'discussion-content' },
  ]],
  [ALICE, [
    { name: 'problem-admin', path: () => `/group/${s.gid}/problem?view=admin`, ready: 'group-problem-admin-row' },
    { name: 'problem-create', path: () => `/group/${s.gid}/problem?view=create`, ready: 'field-problemId' },
    { name: 'problem-edit', path: () => `/group/${s.gid}/problem?view=edit&pid=${ids.pid}`, ready: 'typed-case' },
    { name: 'discussion-admin', path: () => `/group/${s.gid}/discussion?view=admin`, ready: 'group-discussion-admin-row' },
  ]],
  [EVE, [
    { name: 'admin-apply', path: () => '/admin/group-problem/apply', ready: 'gpa-row' },
    {
      name: 'admin-apply-preview', path: () => '/admin/group-problem/apply', ready: 'gpa-row',
      then: async (page) => {
        await page.getByTestId('gpa-title').first().click();
        await page.getByTestId('group-problem-preview').waitFor();
        await page.waitForTimeout(400);
      },
    },
  ]],
];

/**
 * The suite in these language × width pairs, on one site. The file checks English at 1280 px and
 * Chinese at 390 px: each language and each width once (the route sweep meets the plain group
 * routes in all four pairs); it took two files of about 110 s each for all four (issue 29, CI time).
 */
export function screensSuite(pairs: ReadonlyArray<readonly ['en-US' | 'zh-CN', number]>): void {
  t.setTimeout(480_000);
  t.before(setUp);
  t.teardown(() => s?.close());
  for (const [locale, width] of pairs) {
    t.test(`${locale} at ${width} px`, async (t) => {
      for (const [user, screens] of BY_USER) {
        const { context, page, errors } = await s.as(user, { width, locale });
        for (const screen of screens) {
          const label = `${screen.name} ${locale} ${width}`;
          await page.goto(`${s.site.url}${screen.path()}`);
          await page.getByTestId(screen.ready).first().waitFor();
          await screen.then?.(page);
          await page.locator('.semi-spin-spinning').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
          await page.waitForTimeout(200);
          const o = await overflow(page);
          t.ok(o.scroll <= o.inner, `${label}: nothing wider than the window (${o.scroll} <= ${o.inner})`);
          t.same(await rawKeys(page), [], `${label}: no raw keys`);
          await shoot(page, SHOTS, `${screen.name}-${locale}-${width}`);
        }
        t.same(errors, [], `${locale} ${width} as ${user.username}: no page errors`);
        await context.close();
      }
    });
  }
}
