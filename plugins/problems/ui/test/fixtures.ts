// Shared by the problems UI browser tests: a site with the problems and submissions plugins, the
// problems they look at (A+B with a tag, a template and an annex; a hard one; a Codeforces-style
// one; a private one), a user, and small page helpers.
import type { Page } from 'playwright-core';
import { launch, makeUser, startSite, type Site } from '@oj/testing';

export const USER = { username: 'bob', password: 'bobpass1', email: 'bob@example.com' };
export const PY_TEMPLATE = '# read two numbers and print their sum\n';

function problem(problemId: string, title: string, extra: Record<string, unknown> = {}, more: Record<string, unknown> = {}) {
  return {
    problem: { problemId, title, description: 'Add **two** numbers.', input: 'Two integers a and b.', output: 'Their sum.', hint: 'Use long long.', examples: '<input>1 2</input><output>3</output><input>40 2</input><output>42</output>', timeLimit: 1000, memoryLimit: 256, isRemoveEndBlank: true, ...extra },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [['1 2\n', '3\n'], ['40 2\n', '42\n'], ['-5 5\n', '0\n']].map(([input, output]) => ({ input, output, score: null, groupNum: null })),
    isUploadTestCase: false,
    ...more,
  };
}

/** The site (with its judge node when `judge`), a browser, and the problems and user above. */
export async function problemsWorld(judge: boolean): Promise<{ site: Site; b: Awaited<ReturnType<typeof launch>> }> {
  const [site, b] = await Promise.all([
    startSite({
      plugins: ['@oj/plugin-problems', '@oj/plugin-submissions'],
      judge,
      builds: ['plugins/problems/ui/dist/mf-manifest.json', 'plugins/submissions/ui/dist/mf-manifest.json'],
    }),
    launch(),
  ]);
  const root = await site.adminToken();
  const call = async <T,>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await site.api<T>(method, url, body, root);
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.msg}`);
    return res.data;
  };
  // a wrong answer and its fix are sent within seconds: no submit interval
  await call('PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const cls = await call<{ id: number }>('POST', '/api/admin/tag/classification', { name: 'Algorithms' });
  const math = await call<{ id: number }>('POST', '/api/admin/tag', { name: 'math', tcid: cls.id });
  const python = (await call<Array<{ id: number; name: string }>>('GET', '/api/languages')).find((l) => l.name === 'Python3')!.id;
  await call('POST', '/api/admin/problem', problem('AB1', 'A+B Problem', { difficulty: 0, userExtraFile: JSON.stringify({ 'notes.txt': 'read the statement twice' }) }, { tags: [{ id: math.id, name: 'math' }], codeTemplates: [{ lid: python, code: PY_TEMPLATE }] }));
  await call('POST', '/api/admin/problem', problem('HARD1', 'Hard Sums', { difficulty: 2 }, { tags: [{ name: 'dp' }] }));
  await call('POST', '/api/admin/problem', problem('CF-1A', 'Theatre Square', { difficulty: 1 }));
  await call('POST', '/api/admin/problem', problem('SECRET', 'Hidden One', { auth: 2 }));
  await makeUser(site, USER);
  return { site, b };
}

/** the editor's text as a user sees it */
export async function editorText(page: Page): Promise<string> {
  const text = await page.getByTestId('code-editor').locator('.view-lines').innerText();
  return text.replace(/\u00a0/g, ' ').trim();
}

export async function typeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByTestId('code-editor').locator('.monaco-editor');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  // one edit: no auto-closing brackets or auto-indent
  await page.keyboard.insertText(code);
}

export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.semi-select-option').getByText(option, { exact: true }).click();
}

export const selected = (page: Page, testId: string) => page.getByTestId(testId).locator('.semi-select-selection-text').innerText();
/** Semi puts a test id on the <input> itself */
export const input = (page: Page, testId: string) => page.locator(`input[data-testid=${testId}], [data-testid=${testId}] input`).first();
export const toast = (page: Page, text: string) => page.locator('.semi-toast-content-text').getByText(text, { exact: true }).filter({ visible: true }).first().waitFor();
