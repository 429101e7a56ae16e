// The AI chat in Chromium against a real `oj start` (embedded PGlite) and a fake OpenAI-compatible
// provider on loopback (test/fixtures/fake-provider.ts): the super admin adds a model with its key
// on the AI settings page; a user opens a problem's AI tab, asks, and watches the answer arrive
// piece by piece; the rename tip shows, the chat is renamed and reopened from the history; a
// stream that breaks off shows an error and keeps its words; the daily message quota refuses with
// the server's message; a full chat (60 messages) turns its input off and a 7th chat is refused; a
// visitor is asked to log in. Both languages, 1280 and 390 px: no raw keys, nothing wider than the window.
import t from 'tap';
import type { Page } from 'playwright-core';
import { ADMIN, launch, makeUser, shot, signInPage, startSite, userToken, visitor, type Site } from '@oj/testing';
import { ANSWER, FakeProvider } from '../../test/fixtures/fake-provider.ts';

t.setTimeout(180_000);

const SUITE = 'ai-chat-ui';
const PLUGINS = ['problems', 'submissions', 'contests', 'ai-chat'];
const ANN = { username: 'ann', password: 'annpass12', email: 'ann@example.com' };
const PROBLEM = 'P1000';

let site: Site;
let b: Awaited<ReturnType<typeof launch>>;
let fake: FakeProvider;
let root = '';

const rawKeys = (page: Page) => page.evaluate(() => document.body.innerText.match(/\b(?:Ai|AI_CHAT)_[A-Za-z]\w*/g) ?? []);
const overflow = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
/** a Semi input or text area by its test id (the id lands on the wrapper or on the field itself) */
const field = (page: Page, testId: string) =>
  page.locator(`textarea[data-testid=${testId}], input[data-testid=${testId}], [data-testid=${testId}] textarea, [data-testid=${testId}] input`).first();

/** the settings the suite starts from: the 'slow' fake model, no quotas */
const slowModel = (f: FakeProvider) => ({ id: 'slow', name: 'Slow model', provider: 'openai-compatible', baseUrl: `${f.url}/v1`, model: 'slow', enabled: true, contextSize: null });
const NO_QUOTAS = { hintsOnly: true, userDailyMessages: 0, userDailyTokens: 0, siteDailyTokens: 0 };

async function must<T>(p: Promise<{ status: number; msg: string; data: T }>, what: string): Promise<T> {
  const r = await p;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.msg}`);
  return r.data;
}

async function as(user: { username: string; password: string } | null, opts: { width?: number; locale?: string } = {}) {
  const v = await visitor(b.browser, { width: opts.width ?? 1280, height: 900, locale: opts.locale });
  await v.page.goto(`${site.url}/home`);
  // tsx compiles the functions the suite runs in the page with esbuild's keepNames, whose helper the page lacks
  await v.page.addInitScript('globalThis.__name ??= (f) => f');
  await v.page.evaluate('globalThis.__name ??= (f) => f');
  if (user) await signInPage(v.page, site, user, opts.locale);
  else if (opts.locale) await v.page.evaluate((l) => localStorage.setItem('languages', l), opts.locale);
  return v;
}

/** the problem page with its AI tab open */
async function openAiTab(page: Page): Promise<void> {
  await page.goto(`${site.url}/problem/${PROBLEM}`);
  await page.getByTestId('problem-tab-ai-chat').click();
}

/** the text of the last answer */
const lastAnswer = (page: Page) => page.getByTestId('ai-chat-assistant').last().locator('.oj-markdown').innerText();

t.before(async () => {
  [site, b, fake] = await Promise.all([
    startSite({ plugins: PLUGINS.map((p) => `@oj/plugin-${p}`), builds: PLUGINS.map((p) => `plugins/${p}/ui/dist/mf-manifest.json`), outboundAllow: ['127.0.0.1'] }),
    launch(),
    FakeProvider.start(),
  ]);
  root = await site.adminToken();
  await makeUser(site, ANN);
  await must(site.api('POST', '/api/admin/problem', {
    problem: { problemId: PROBLEM, title: 'A+B', description: 'Add $a$ and $b$.', input: 'a b', output: 'a+b', examples: '<input>1 2</input><output>3</output>', timeLimit: 1000, memoryLimit: 256 },
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    samples: [{ input: '1 2\n', output: '3\n', score: null, groupNum: null }],
    isUploadTestCase: false,
  }, root), 'problem');
  await must(site.api('PUT', '/api/admin/ai-setting', { models: [slowModel(fake)], defaultModel: 'slow', ...NO_QUOTAS }, root), 'settings');
  await must(site.api('PUT', '/api/admin/ai-setting/key', { modelId: 'slow', apiKey: 'sk-test-slow-0123456789' }, root), 'key');
});

t.teardown(async () => {
  await b?.close();
  await site?.stop();
  await fake?.close();
});

t.test('the super admin adds a model with its key on the AI settings page', async (t) => {
  const { page, context, errors } = await as(ADMIN);
  await page.goto(`${site.url}/admin/aisetting`);
  const slow = page.locator('[data-testid=ai-model-row][data-model-id=slow]');
  await slow.waitFor();
  t.equal((await slow.getByTestId('ai-model-key-state').innerText()).trim(), 'Set', 'the key of the model set through the API reads "Set", never the key');
  t.notOk((await page.content()).includes('sk-test-slow'), 'the key is nowhere in the page');

  await page.getByTestId('ai-model-add').click();
  const dialog = page.locator('.semi-modal-content');
  await field(page, 'ai-model-id').fill('cut');
  await field(page, 'ai-model-name').fill('Cut model');
  await field(page, 'ai-model-base-url').fill(`${fake.url}/v1`);
  await field(page, 'ai-model-model').fill('cut');
  await field(page, 'ai-model-key').fill('sk-test-cut-0123456789');
  await shot(page, SUITE, 'admin-model-dialog-en-1280');
  await dialog.locator('button', { hasText: /^OK$/ }).click();
  await page.locator('[data-testid=ai-model-row][data-model-id=cut]').waitFor();
  await page.getByTestId('ai-setting-save').click();
  await page.locator('.semi-toast-content-text', { hasText: 'Saved' }).first().waitFor();
  const saved = await must(site.api<{ models: Array<{ id: string; hasKey: boolean; baseUrl: string }>; defaultModel: string }>('GET', '/api/admin/ai-setting', undefined, root), 'read back');
  t.same(saved.models.map((m) => [m.id, m.hasKey]), [['slow', true], ['cut', true]], 'the new model is saved with its key');
  t.equal(saved.defaultModel, 'slow', 'the default model stays');
  await page.locator('[data-testid=ai-model-row][data-model-id=cut] [data-testid=ai-model-key-state]', { hasText: /^Set$/ }).waitFor();
  t.same(await rawKeys(page), [], 'no raw keys');
  await shot(page, SUITE, 'admin-en-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  const o = await overflow(page);
  t.ok(o.scroll <= o.inner, `the settings page fits 390 px (${o.scroll})`);
  await shot(page, SUITE, 'admin-en-390');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a user asks on a problem page and the answer streams in; the chat is renamed and reopened from the history', async (t) => {
  const { page, context, errors } = await as(ANN);
  await openAiTab(page);
  await page.getByTestId('ai-chat').waitFor();
  t.equal(await page.getByTestId('ai-chat-counter').innerText(), '0 / 8000', 'the counter starts at 0 of 8000');
  await field(page, 'ai-chat-input').fill('How do I start?');
  t.equal(await page.getByTestId('ai-chat-counter').innerText(), '15 / 8000', 'the counter follows the text');

  // watch the answer's text as it grows, from before Send
  const watching = page.evaluate(() => new Promise<number[]>((resolve) => {
    const lengths: number[] = [];
    const tick = () => {
      const el = [...document.querySelectorAll('[data-testid=ai-chat-assistant]')].pop();
      const n = el?.querySelector('.oj-markdown')?.textContent?.length ?? 0;
      if (n && n !== lengths[lengths.length - 1]) lengths.push(n);
      if (el && n && !el.hasAttribute('data-streaming')) resolve(lengths);
      else setTimeout(tick, 10);
    };
    tick();
  }));
  await page.getByTestId('ai-chat-send').click();
  const lengths = await watching;
  t.ok(lengths.length >= 3, `the answer arrived in pieces (${lengths.join(' → ')})`);
  t.ok(lengths.every((n, i) => i === 0 || n > lengths[i - 1]), 'and only grew');
  t.equal((await lastAnswer(page)).trim(), ANSWER.join(''), 'the whole answer is shown at the end');
  t.equal(await page.getByTestId('ai-chat-user').last().innerText().then((s) => s.includes('How do I start?')), true, 'the question is shown');
  const sent = fake.last('slow')!;
  t.ok(sent.body.messages.some((m) => m.role === 'system' && m.content.includes('A+B')), 'the provider got the problem');

  // spec 2 §4: the rename tip shows 0.5 s after the chat opened (and hides 5 s later: below)
  await page.getByTestId('ai-chat-rename-tip').waitFor({ timeout: 3000 });
  t.pass('the rename tip shows once the chat is open');
  await shot(page, SUITE, 'chat-en-1280');

  await page.getByTestId('ai-chat-rename').click();
  await field(page, 'ai-chat-rename-input').fill('Prefix sums');
  await page.getByTestId('ai-chat-rename-ok').click();
  await page.getByTestId('ai-chat-name').filter({ hasText: 'Prefix sums' }).waitFor();
  t.ok(await page.getByTestId('ai-chat-item').filter({ hasText: 'Prefix sums' }).isVisible(), 'the history shows the new name');

  // reopened from the history after a reload
  await page.reload();
  await page.getByTestId('problem-tab-ai-chat').click();
  await page.getByTestId('ai-chat-item').filter({ hasText: 'Prefix sums' }).click();
  await page.getByTestId('ai-chat-name').filter({ hasText: 'Prefix sums' }).waitFor();
  const reopened = Date.now();
  await page.getByTestId('ai-chat-rename-tip').waitFor({ timeout: 3000 });
  t.equal((await lastAnswer(page)).trim(), ANSWER.join(''), 'the reopened chat shows its answer');
  t.ok((await page.getByTestId('ai-chat-user').first().innerText()).includes('How do I start?'), 'and its question');

  // spec 2 §6: a stream that breaks off shows an error notification and keeps what arrived
  await page.getByTestId('ai-chat-model').click();
  await page.locator('.semi-select-option', { hasText: 'Cut model' }).click();
  await page.getByTestId('ai-chat-model').filter({ hasText: 'Cut model' }).waitFor();
  await field(page, 'ai-chat-input').fill('And then?');
  await page.getByTestId('ai-chat-send').click();
  await page.locator('.semi-notification-notice', { hasText: 'The answer broke off' }).waitFor();
  // the words that reached the browser before the connection was reset (the server sent two pieces)
  const kept = (await lastAnswer(page)).trim();
  t.ok(kept.length > 0 && ANSWER.join('').startsWith(kept) && kept.length < ANSWER.join('').length, `the words that came are kept ("${kept}")`);

  // the daily message quota: the first message after it is set goes, the next is refused with the server's words
  await must(site.api('PUT', '/api/admin/ai-setting', { models: [slowModel(fake), { ...slowModel(fake), id: 'cut', name: 'Cut model', model: 'cut' }], defaultModel: 'slow', ...NO_QUOTAS, userDailyMessages: 1 }, root), 'quota');
  await page.getByTestId('ai-chat-model').click();
  await page.locator('.semi-select-option', { hasText: 'Slow model' }).click();
  await page.getByTestId('ai-chat-model').filter({ hasText: 'Slow model' }).waitFor();
  await field(page, 'ai-chat-input').fill('One more?');
  await page.getByTestId('ai-chat-send').click();
  await page.locator('[data-testid=ai-chat-assistant]:not([data-streaming])').nth(2).waitFor();
  t.equal((await lastAnswer(page)).trim(), ANSWER.join(''), 'the first message under the quota is answered (by the model picked again)');
  await field(page, 'ai-chat-input').fill('Over the quota?');
  await page.getByTestId('ai-chat-send').click();
  const refusal = page.getByTestId('ai-chat-refusal');
  await refusal.waitFor();
  t.match(await refusal.innerText(), /today's 1 AI messages/, 'the quota refusal shows the server\'s message');
  t.equal(await field(page, 'ai-chat-input').inputValue(), 'Over the quota?', 'the refused question goes back into the box');
  t.equal(await page.getByTestId('ai-chat-assistant').count(), 3, 'no answer was added');
  await page.getByTestId('ai-chat-rename-tip').waitFor({ state: 'hidden', timeout: 8000 });
  const shownFor = Date.now() - reopened;
  t.ok(shownFor >= 5000, `the rename tip of the reopened chat went away after 5 s (${shownFor} ms)`);
  t.same(await rawKeys(page), [], 'no raw keys');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a full chat turns its input off, a 7th chat is refused, and the tab fits 390 px in Chinese', async (t) => {
  await must(site.api('PUT', '/api/admin/ai-setting', { models: [slowModel(fake)], defaultModel: 'slow', ...NO_QUOTAS }, root), 'quota off');
  const [chat] = await site.sql<{ cid: number; n: number }>("select c.cid, count(m.id)::int as n from ai_chat_chat c join ai_chat_message m on m.cid = c.cid where c.chat_name = 'Prefix sums' group by c.cid");
  // fill the chat to the spec's 60 messages
  for (let i = chat.n; i < 60; i += 2) {
    await site.sql("insert into ai_chat_message (cid, role, content) values ($1, 'user', $2), ($1, 'assistant', $3)", [chat.cid, `Question ${i / 2 + 1}`, `Answer ${i / 2 + 1}`]);
  }
  // five more chats: six in all
  const token = await userToken(site, ANN);
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${site.url}/aichat/newchat`, { method: 'POST', body: new URLSearchParams({ problemId: PROBLEM, token }) });
    t.equal(((await res.json()) as { status: number }).status, 200, `chat ${i + 2} made`);
  }

  const { page, context, errors } = await as(ANN, { width: 390, locale: 'zh-CN' });
  await openAiTab(page);
  await page.getByTestId('ai-chat-item').filter({ hasText: 'Prefix sums' }).click();
  await page.getByTestId('ai-chat-full').waitFor();
  t.match(await page.getByTestId('ai-chat-full').innerText(), /对话上限为30回/, 'spec 2 §4: the 30-round warning');
  t.ok(await field(page, 'ai-chat-input').isDisabled(), 'and the input is off');
  t.equal(await page.getByTestId('problem-tab-ai-chat').innerText(), 'AI 助手', 'the tab is named in Chinese');
  await page.getByTestId('ai-chat-new').click();
  await page.locator('.semi-toast-content-text', { hasText: '标签页上限为 6 个' }).waitFor();
  t.pass('spec 2 §5: the 7th chat is refused with the tab limit');
  const o = await overflow(page);
  t.ok(o.scroll <= o.inner, `the AI tab fits 390 px (${o.scroll})`);
  t.same(await rawKeys(page), [], 'no raw keys');
  await shot(page, SUITE, 'chat-zh-390');
  t.same(errors, [], 'no page errors');
  await context.close();
});

t.test('a visitor opening the AI tab is asked to log in, in both languages', async (t) => {
  for (const [locale, text, width] of [['en-US', 'You are not logged in yet', 1280], ['zh-CN', '你还没登录', 390]] as const) {
    const { page, context, errors } = await as(null, { locale, width });
    await openAiTab(page);
    const login = page.getByTestId('ai-chat-login');
    await login.waitFor();
    t.match(await login.innerText(), text, `${locale}: the login message`);
    const o = await overflow(page);
    t.ok(o.scroll <= o.inner, `${locale}: fits ${width} px (${o.scroll})`);
    t.same(await rawKeys(page), [], `${locale}: no raw keys`);
    await shot(page, SUITE, `visitor-${locale}-${width}`);
    t.same(errors, [], `${locale}: no page errors`);
    await context.close();
  }
});

t.test('the settings page in Chinese at 390 px', async (t) => {
  const { page, context, errors } = await as(ADMIN, { width: 390, locale: 'zh-CN' });
  await page.goto(`${site.url}/admin/aisetting`);
  await page.locator('[data-testid=ai-audit-row]').first().waitFor();
  t.ok(await page.getByText('对话审计').isVisible(), 'the audit is titled in Chinese');
  t.ok(await page.getByTestId('ai-audit-row').count() >= 3, 'the audit lists the chat calls');
  const o = await overflow(page);
  t.ok(o.scroll <= o.inner, `fits 390 px (${o.scroll})`);
  t.same(await rawKeys(page), [], 'no raw keys');
  await shot(page, SUITE, 'admin-zh-390');
  await page.locator('[data-testid=ai-model-row][data-model-id=slow] [data-testid=ai-model-edit]').click();
  await field(page, 'ai-model-key').waitFor();
  t.equal(await field(page, 'ai-model-id').isDisabled(), true, 'a saved model keeps its id');
  t.equal(await field(page, 'ai-model-key').inputValue(), '', 'the key field starts empty (unchanged)');
  t.same(await rawKeys(page), [], 'no raw keys in the dialog');
  await shot(page, SUITE, 'admin-model-dialog-zh-390');
  t.same(errors, [], 'no page errors');
  await context.close();
});
