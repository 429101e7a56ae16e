// The chat itself (spec 2 §4, §5, §7; issue 18): POST /aichat/chat streams the model's words as
// they come, keeps the question and the answer (a partial one too), counts tokens, tells the model
// the statement, the code, the language and the last verdict, and refuses before asking anyone
// when the message, the chat, the model, the contest or the quotas say no.
import t from 'tap';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { createProblem } from '../../problems/test/helpers.ts';
import { addContestProblem, createContest, register } from '../../contests/test/helpers.ts';
import { AI_CHAT_MESSAGE_LIMIT, AI_MESSAGE_MAX, type ChatDetail } from '../shared/browser.ts';
import { ANSWER, USAGE } from './fixtures/fake-provider.ts';
import { aiSite, chat, configure, fakeModel, form, newChat, ollamaModel } from './helpers.ts';

const s = await aiSite();
t.teardown(() => s.close());
const { site, fake } = s;
const ann = await site.userWithToken('ann');
const pid = await createProblem(site, s.root.token, '1000', {}, { title: 'Range Sums', description: 'Answer range sum queries fast.', hint: 'Mind overflow.' });
await site.db('submissionsJudge').insert({ pid, displayPid: '1000', uid: ann.uid, username: 'ann', status: JudgeStatus.WRONG_ANSWER, length: 10, code: 'int main(){}', language: 'C++', time: 12, memory: 2048 });
const MODELS = [
  fakeModel(fake, 'gpt'), fakeModel(fake, 'slow', 'slow'), fakeModel(fake, 'cut', 'cut'), fakeModel(fake, 'busy', 'busy'), fakeModel(fake, 'down', 'down'),
  fakeModel(fake, 'nokey', 'nokey'), fakeModel(fake, 'hang', 'hang'), fakeModel(fake, 'off', 'ok', { enabled: false }),
  ollamaModel(fake, 'llama'), ollamaModel(fake, 'tiny', 'ok', { contextSize: 1024 }), ollamaModel(fake, 'llama-cut', 'cut'),
];
await configure(s, MODELS);

const history = async (cid: number) => (await form<ChatDetail>(site, '/aichat/getHistoryChat', { token: ann.token, cid })).data.msgList;
const audits = async () => (await site.db('aiChatAudit').orderBy('id', 'desc')) as Array<{ status: string; model: string; promptTokens: number; completionTokens: number; uid: string }>;
const CODE = '#include <cstdio>\nint main() { long long s = 0; }';

t.test('the answer streams as text/plain and is kept with the question; the tokens the provider reports are recorded', async (t) => {
  const cid = await newChat(site, ann.token);
  const res = await chat(s, ann.token, { cid, msg: 'Why is my answer wrong?', model: 'gpt', problemId: '1000', contestId: '', trainingId: '', code: CODE, language: 'C++' });
  t.equal(res.http, 200);
  t.equal(res.type, 'text/plain; charset=utf-8');
  t.equal(res.headers.get('cache-control'), 'no-cache, no-transform');
  t.equal(res.headers.get('x-accel-buffering'), 'no');
  t.equal(res.text, ANSWER.join(''), 'the words, the reasoning left out');
  t.equal(res.error, null);
  t.same(await history(cid), [{ role: 'user', content: 'Why is my answer wrong?' }, { role: 'assistant', content: ANSWER.join('') }]);
  const [audit] = await audits();
  t.same([audit!.status, audit!.model, audit!.promptTokens, audit!.completionTokens, audit!.uid], ['ok', 'gpt', USAGE.prompt, USAGE.completion, ann.uid]);
  const sent = fake.last('ok')!;
  t.equal(sent.path, '/v1/chat/completions');
  t.equal(sent.headers.authorization, 'Bearer sk-test-gpt-0123456789');
  t.same([sent.body.stream, sent.body.stream_options], [true, { include_usage: true }]);
});

t.test('the model is told the statement, the code, the language and the last verdict, hints only; the message comes last', async (t) => {
  const cid = await newChat(site, ann.token);
  await chat(s, ann.token, { cid, msg: 'First question', model: 'gpt', code: CODE, language: 'C++' });
  await chat(s, ann.token, { cid, msg: 'Second question', model: 'gpt', code: CODE, language: 'C++' });
  const { messages } = fake.last('ok')!.body;
  const system = messages[0]!;
  t.equal(system.role, 'system');
  for (const part of ['Range Sums', 'Answer range sum queries fast.', 'Mind overflow.', 'Sample 1 input:\n1 2', CODE, '(C++)', 'Wrong Answer', '12 ms', 'Never write a complete']) {
    t.ok(system.content.includes(part), `the prompt has ${JSON.stringify(part.slice(0, 30))}`);
  }
  t.same(messages.slice(1).map((m) => [m.role, m.content]), [['user', 'First question'], ['assistant', ANSWER.join('')], ['user', 'Second question']], 'the history, then the message');
  // hints-only off: the prompt lets the model show code
  await configure(s, MODELS, { hintsOnly: false });
  await chat(s, ann.token, { cid, msg: 'Third', model: 'gpt' });
  t.notOk(fake.last('ok')!.body.messages[0]!.content.includes('Never write a complete'), 'full help when the admin allows it');
  await configure(s, MODELS);
});

t.test('Ollama: NDJSON from /api/chat with num_ctx, no key needed; a long history is trimmed to the context', async (t) => {
  const cid = await newChat(site, ann.token);
  const res = await chat(s, ann.token, { cid, msg: 'Explain the problem', model: 'llama' });
  t.equal(res.text, ANSWER.join(''));
  const sent = fake.last('ok')!;
  t.equal(sent.path, '/api/chat');
  t.same([sent.body.stream, sent.body.options, sent.headers.authorization], [true, { num_ctx: 8192 }, undefined]);
  const [audit] = await audits();
  t.same([audit!.status, audit!.promptTokens, audit!.completionTokens], ['ok', USAGE.prompt, USAGE.completion]);
  // 12 earlier turns of about 150 tokens each: the last 20 messages at most, fewer in 1024 tokens
  const long = await newChat(site, ann.token);
  for (let i = 0; i < 12; i++) await site.db('aiChatMessage').insert([{ cid: long, role: 'user', content: `question ${i} ${'x'.repeat(600)}` }, { cid: long, role: 'assistant', content: `answer ${i} ${'y'.repeat(600)}` }]);
  await chat(s, ann.token, { cid: long, msg: 'And now?', model: 'llama' });
  const big = fake.last('ok')!.body.messages;
  t.equal(big.length, 1 + 20 + 1, 'system, the last 20 messages, the message');
  t.match(big[1]!.content, /^question 2 /, 'the oldest are left out');
  await chat(s, ann.token, { cid: long, msg: 'And now?', model: 'tiny' });
  const small = fake.last('ok')!.body.messages;
  t.ok(small.length < 8 && small.length >= 2, `a 1024-token model gets less history (${small.length} messages)`);
  t.equal(small.at(-1)!.content, 'And now?');
  t.equal(small[1]!.role === 'system' ? 'system' : small[1]!.role === 'user' || small.length === 2 ? 'ok' : 'bad', 'ok', 'the kept history starts with a question');
});

t.test('a slow stream reaches the client piece by piece', async (t) => {
  const cid = await newChat(site, ann.token);
  const res = await chat(s, ann.token, { cid, msg: 'Slowly', model: 'slow' });
  t.equal(res.text, ANSWER.join(''));
  t.ok(res.pieces.length >= 3, `${res.pieces.length} pieces`);
  t.ok(res.pieces.at(-1)!.at - res.pieces[0]!.at >= 300, 'the first words came well before the last');
});

t.test('a stream cut mid-answer: the client gets an error after the words that came; the partial answer is kept; status cut', async (t) => {
  for (const model of ['cut', 'llama-cut']) {
    const cid = await newChat(site, ann.token);
    const res = await chat(s, ann.token, { cid, msg: 'Will it break?', model });
    t.equal(res.http, 200, model);
    t.ok(res.error, `${model}: the response ends with an error`);
    t.equal(res.text, ANSWER.slice(0, 2).join(''), `${model}: the words before the cut`);
    t.same(await history(cid), [{ role: 'user', content: 'Will it break?' }, { role: 'assistant', content: ANSWER.slice(0, 2).join('') }], `${model}: kept`);
    t.equal((await audits())[0]!.status, 'cut');
  }
});

t.test('a provider that answers 429 or 500 before any words: a JSON refusal, nothing kept, status failed', async (t) => {
  const cid = await newChat(site, ann.token);
  const busy = await chat(s, ann.token, { cid, msg: 'Hello', model: 'busy' });
  t.same([busy.type.startsWith('application/json'), busy.status, busy.mes], [true, 429, 'The AI model is busy; try again in a moment']);
  const down = await chat(s, ann.token, { cid, msg: 'Hello', model: 'down' }, { lang: 'zh-CN' });
  t.same([down.status, down.mes], [500, 'AI 模型暂时无法回答，请稍后再试']);
  t.same(await history(cid), [], 'nothing kept');
  t.same((await audits()).slice(0, 2).map((a) => a.status), ['failed', 'failed']);
});

t.test('the API key never reaches a log line, even when the provider quotes it', async (t) => {
  const cid = await newChat(site, ann.token);
  const res = await chat(s, ann.token, { cid, msg: 'Hello', model: 'nokey' });
  t.equal(res.mes, 'The AI model could not answer; try again later');
  t.equal(fake.last('nokey')!.headers.authorization, 'Bearer sk-test-nokey-0123456789', 'the provider got the key');
  const logs = s.logs.join('');
  t.ok(logs.includes('AI provider: HTTP 401'), 'the failure is logged');
  t.notOk(logs.includes('0123456789'), 'without the key');
});

t.test('the message: not blank, at most 8000 characters', async (t) => {
  const cid = await newChat(site, ann.token);
  for (const [msg, lang, mes] of [['   ', 'en-US', 'The message cannot be empty'], ['', 'zh-CN', '消息不能为空'], ['x'.repeat(AI_MESSAGE_MAX + 1), 'en-US', 'A message is at most 8000 characters'], ['x'.repeat(AI_MESSAGE_MAX + 1), 'zh-CN', '消息不能超过 8000 个字符']]) {
    const res = await chat(s, ann.token, { cid, msg, model: 'gpt' }, { lang });
    t.same([res.status, res.mes], [400, mes], `${msg.length} characters, ${lang}`);
  }
  t.equal((await chat(s, ann.token, { cid, msg: 'x'.repeat(AI_MESSAGE_MAX), model: 'gpt' })).text, ANSWER.join(''), 'exactly 8000');
});

t.test('a chat holds 60 messages: then "对话上限为30回" (zh-CN) and its English', async (t) => {
  const cid = await newChat(site, ann.token);
  for (let i = 0; i < (AI_CHAT_MESSAGE_LIMIT - 2) / 2; i++) await site.db('aiChatMessage').insert([{ cid, role: 'user', content: `q${i}` }, { cid, role: 'assistant', content: `a${i}` }]);
  t.equal((await chat(s, ann.token, { cid, msg: 'The 30th question', model: 'gpt' })).text, ANSWER.join(''), '58 messages: one more turn');
  t.equal((await history(cid)).length, AI_CHAT_MESSAGE_LIMIT);
  const zh = await chat(s, ann.token, { cid, msg: 'One more?', model: 'gpt' }, { lang: 'zh-CN' });
  t.same([zh.status, zh.mes], [400, '对话上限为30回']);
  const en = await chat(s, ann.token, { cid, msg: 'One more?', model: 'gpt' });
  t.same([en.status, en.mes], [400, 'A chat is limited to 30 rounds']);
  t.equal((await audits())[0]!.status, 'refused');
});

t.test('an unknown or disabled model is refused; no model given means the default', async (t) => {
  const cid = await newChat(site, ann.token);
  for (const model of ['nope', 'off']) {
    const res = await chat(s, ann.token, { cid, msg: 'Hello', model });
    t.same([res.status, res.mes], [400, 'This AI model is not available'], model);
  }
  const before = fake.requests.length;
  t.equal((await chat(s, ann.token, { cid, msg: 'Hello', model: '' })).text, ANSWER.join(''));
  t.equal(fake.requests.length, before + 1);
  t.equal(fake.last()!.body.model, 'ok', 'the default (gpt)');
});

t.test('in a running contest AI is refused unless its switch is on; a contest problem is told by its display id', async (t) => {
  const cid = await createContest(site, { uid: s.root.uid, phase: 'running' });
  await addContestProblem(site, cid, pid, 'A');
  await register(site, cid, ann.uid);
  const place = { problemId: 'A', contestId: String(cid) };
  const chatId = await newChat(site, ann.token, place);
  const state = async () => (JSON.parse((await site.api('GET', '/aichat/getAiChatState', { token: ann.token, query: place })).raw) as { data: boolean }).data;
  t.equal(await state(), false);
  const refused = await chat(s, ann.token, { cid: chatId, msg: 'Help', model: 'gpt' });
  t.same([refused.http, refused.status, refused.mes], [403, 403, 'The AI assistant is not allowed in this contest while it is running']);
  const on = await site.api('POST', '/api/admin/ai-setting/contest', { token: s.root.token, body: { cid, allowed: true } });
  t.equal(on.status, 200);
  t.equal(await state(), true);
  t.equal((await chat(s, ann.token, { cid: chatId, msg: 'Help', model: 'gpt' })).text, ANSWER.join(''));
  t.ok(fake.last('ok')!.body.messages[0]!.content.includes('Range Sums'), 'the statement of contest problem A');
  // a contest that ended: no switch needed
  const ended = await createContest(site, { uid: s.root.uid, phase: 'ended' });
  const after = await newChat(site, ann.token, { problemId: '1000', contestId: ended });
  t.equal((await chat(s, ann.token, { cid: after, msg: 'Help', model: 'gpt' })).http, 200);
});

t.test('quotas: messages a day through the rate limit, tokens a day per user and for the site', async (t) => {
  const dan = await site.userWithToken('dan');
  const cid = await newChat(site, dan.token);
  await configure(s, MODELS, { userDailyMessages: 2 });
  // a provider that fails before its first words costs nothing: the two messages are still there
  t.equal((await chat(s, dan.token, { cid, msg: 'm-busy', model: 'busy' })).status, 429);
  t.equal((await chat(s, dan.token, { cid, msg: 'm-down', model: 'down' })).status, 500);
  for (let i = 0; i < 2; i++) t.equal((await chat(s, dan.token, { cid, msg: `m${i}`, model: 'gpt' })).text, ANSWER.join(''));
  const third = await chat(s, dan.token, { cid, msg: 'm3', model: 'gpt' });
  t.equal(third.status, 400);
  t.match(third.mes, /^You have sent today's 2 AI messages; try again in \d+ seconds$/);
  t.match((await chat(s, dan.token, { cid, msg: 'm3', model: 'gpt' }, { lang: 'zh-CN' })).mes, /^今天的 2 条 AI 消息已用完/);
  t.equal((await audits())[0]!.status, 'refused');
  // dan used 2 × (321 + 45) tokens today
  await configure(s, MODELS, { userDailyTokens: 700 });
  t.equal((await chat(s, dan.token, { cid, msg: 'tokens', model: 'gpt' })).mes, "You have used today's AI allowance (700 tokens); try again tomorrow");
  const eve = await site.userWithToken('eve');
  t.equal((await chat(s, eve.token, { cid: await newChat(site, eve.token), msg: 'tokens', model: 'gpt' })).status, undefined, 'another user is not held back');
  await configure(s, MODELS, { siteDailyTokens: 1000 });
  t.equal((await chat(s, ann.token, { cid: await newChat(site, ann.token), msg: 'tokens', model: 'gpt' })).mes, "The site's AI allowance for today is used up; try again tomorrow");
  await configure(s, MODELS);
});

t.test('a client that goes away stops the provider call; what came is kept as cut', async (t) => {
  const cid = await newChat(site, ann.token);
  const controller = new AbortController();
  const before = fake.closedEarly;
  const answer = chat(s, ann.token, { cid, msg: 'Wait for it', model: 'hang' }, { signal: controller.signal });
  // the first word comes, then nothing: the user closes the tab
  for (let i = 0; i < 100 && !fake.last('hang'); i++) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100));
  controller.abort();
  await answer.catch(() => undefined);
  for (let i = 0; i < 100 && fake.closedEarly === before; i++) await new Promise((r) => setTimeout(r, 20));
  t.equal(fake.closedEarly, before + 1, 'the provider connection was closed');
  for (let i = 0; i < 100 && (await audits())[0]!.status !== 'cut'; i++) await new Promise((r) => setTimeout(r, 20));
  t.equal((await audits())[0]!.status, 'cut');
  t.same(await history(cid), [{ role: 'user', content: 'Wait for it' }, { role: 'assistant', content: ANSWER[0] }]);
});
