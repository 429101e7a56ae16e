// Quotas and caps hold for callers at the same moment (issue 28): each call reserves its tokens and
// its turn in the chat before a provider is asked, so concurrent questions can't all pass one check;
// the answer's real tokens replace the reservation, a provider's failure gives it back.
import t from 'tap';
import { AI_CHAT_MESSAGE_LIMIT, type ChatDetail } from '../shared/browser.ts';
import { ANSWER_RESERVE_TOKENS } from '../server/usage.ts';
import { ANSWER, USAGE } from './fixtures/fake-provider.ts';
import { aiSite, chat, configure, fakeModel, form, newChat } from './helpers.ts';

const s = await aiSite();
t.teardown(() => s.close());
const { site, fake } = s;
const MODELS = [fakeModel(fake, 'gpt'), fakeModel(fake, 'down', 'down')];
const ONE_ANSWER = USAGE.prompt + USAGE.completion;
const TOKEN_LIMIT = (max: number) => `You have used today's AI allowance (${max} tokens); try again tomorrow`;
const SITE_LIMIT = "The site's AI allowance for today is used up; try again tomorrow";

/** the tokens the audit holds, of a user or of the whole site */
async function stored(uid?: string): Promise<number> {
  const q = site.db('aiChatAudit');
  if (uid) q.where({ uid });
  const [row] = (await q.sum({ n: site.db.raw('prompt_tokens + completion_tokens') })) as { n: string | number | null }[];
  return Number(row?.n ?? 0);
}

t.beforeEach(async () => {
  await site.db('aiChatAudit').delete();
});

t.test('10 chats at once with a small daily token quota: only what the quota holds is answered, the rest get the quota message', async (t) => {
  const quota = ANSWER_RESERVE_TOKENS + 500;
  await configure(s, MODELS, { userDailyTokens: quota });
  const ann = await site.userWithToken('ann');
  const cids = await Promise.all(Array.from({ length: 10 }, () => newChat(site, ann.token)));
  const answers = await Promise.all(cids.map((cid, i) => chat(s, ann.token, { cid, msg: `question ${i}`, model: 'gpt' }, { lang: i % 2 ? 'zh-CN' : 'en-US' })));
  const answered = answers.filter((a) => a.text === ANSWER.join(''));
  t.ok(answered.length >= 1 && answered.length <= Math.floor(quota / ONE_ANSWER), `${answered.length} answered`);
  for (const [i, a] of answers.entries()) {
    if (a.text === ANSWER.join('')) continue;
    t.same([a.status, a.mes], [400, i % 2 ? `今天的 AI 用量（${quota} tokens）已用完，请明天再试` : TOKEN_LIMIT(quota)], `question ${i} refused in its language`);
  }
  t.ok((await stored(ann.uid)) <= quota, `the stored usage (${await stored(ann.uid)}) stays within the quota (${quota})`);
  t.equal(await stored(ann.uid), answered.length * ONE_ANSWER, 'each answer settled at its real tokens');
  const [left] = (await site.db('aiChatReservation').count({ n: '*' })) as { n: string | number }[];
  t.equal(Number(left!.n), 0, 'no reservation is left once the answers ended');
});

t.test('a provider that fails gives its reservation back; the next question is answered', async (t) => {
  const quota = ANSWER_RESERVE_TOKENS + 500;
  await configure(s, MODELS, { userDailyTokens: quota });
  const bob = await site.userWithToken('bob');
  const cid = await newChat(site, bob.token);
  for (let i = 0; i < 3; i++) t.equal((await chat(s, bob.token, { cid, msg: 'Hello', model: 'down' })).status, 500, 'the provider failed');
  t.equal(await stored(bob.uid), 0, 'a failed call costs no tokens');
  t.equal((await chat(s, bob.token, { cid, msg: 'Hello again', model: 'gpt' })).text, ANSWER.join(''), 'the quota is whole again');
  t.equal(await stored(bob.uid), ONE_ANSWER);
});

t.test('the site\'s daily tokens: 10 users at once, only what the site quota holds is answered', async (t) => {
  const quota = ANSWER_RESERVE_TOKENS + 500;
  await configure(s, MODELS, { siteDailyTokens: quota });
  const users = await Promise.all(Array.from({ length: 10 }, (_, i) => site.userWithToken(`site${i}`)));
  const cids = await Promise.all(users.map((u) => newChat(site, u.token)));
  const answers = await Promise.all(users.map((u, i) => chat(s, u.token, { cid: cids[i]!, msg: 'Hello', model: 'gpt' }, { lang: i % 2 ? 'zh-CN' : 'en-US' })));
  const answered = answers.filter((a) => a.text === ANSWER.join(''));
  t.ok(answered.length >= 1 && answered.length <= Math.floor(quota / ONE_ANSWER), `${answered.length} answered`);
  for (const [i, a] of answers.entries()) {
    if (a.text !== ANSWER.join('')) t.same([a.status, a.mes], [400, i % 2 ? '本站今天的 AI 用量已用完，请明天再试' : SITE_LIMIT], `user ${i} refused in their language`);
  }
  t.ok((await stored()) <= quota, `the site's stored usage (${await stored()}) stays within the quota (${quota})`);
});

t.test('a quota below one reservation admits one call at a time; its answer may pass the quota by what it cost', async (t) => {
  const quota = 100;
  await configure(s, MODELS, { userDailyTokens: quota });
  const cat = await site.userWithToken('cat');
  const cids = await Promise.all(Array.from({ length: 5 }, () => newChat(site, cat.token)));
  const answers = await Promise.all(cids.map((cid) => chat(s, cat.token, { cid, msg: 'Hello', model: 'gpt' })));
  t.equal(answers.filter((a) => a.text === ANSWER.join('')).length, 1, 'one answered');
  t.equal(answers.filter((a) => a.mes === TOKEN_LIMIT(quota)).length, 4, 'the others refused');
  t.ok((await stored(cat.uid)) <= quota + ONE_ANSWER, 'over the quota by one answer at most');
});

t.test(`40 questions at once to one chat: at most ${AI_CHAT_MESSAGE_LIMIT} messages are kept, the rest get "对话上限为30回"`, async (t) => {
  await configure(s, MODELS);
  const dan = await site.userWithToken('dan');
  const cid = await newChat(site, dan.token);
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => chat(s, dan.token, { cid, msg: `q${i}`, model: 'gpt' }, { lang: i % 2 ? 'zh-CN' : 'en-US' })));
  const { msgList } = (await form<ChatDetail>(site, '/aichat/getHistoryChat', { token: dan.token, cid })).data;
  t.equal(msgList.length, AI_CHAT_MESSAGE_LIMIT, `${msgList.length} messages kept`);
  t.equal(answers.filter((a) => a.text === ANSWER.join('')).length, AI_CHAT_MESSAGE_LIMIT / 2, '30 answered');
  for (const [i, a] of answers.entries()) {
    if (a.text !== ANSWER.join('')) t.same([a.status, a.mes], [400, i % 2 ? '对话上限为30回' : 'A chat is limited to 30 rounds'], `q${i} refused`);
  }
  t.same(msgList.map((m) => m.role), Array.from({ length: AI_CHAT_MESSAGE_LIMIT }, (_, i) => (i % 2 ? 'assistant' : 'user')), 'each question is followed by its answer');
});

/** a question in `cid` with the fake's 'slow' model, and the moment the provider was asked */
async function slowQuestion(token: string, cid: number): Promise<{ answer: Promise<Awaited<ReturnType<typeof chat>>> }> {
  const asked = fake.requests.length;
  const answer = chat(s, token, { cid, msg: 'Hello', model: 'slow' });
  // the provider has the question: the call is admitted and its answer is coming (150 ms a piece)
  while (fake.requests.length === asked) await new Promise((r) => setTimeout(r, 5));
  return { answer };
}

t.test('a chat deleted while its answer comes keeps its reservation: no other question passes the quota meanwhile', async (t) => {
  const quota = 100;
  await configure(s, [...MODELS, fakeModel(fake, 'slow', 'slow')], { userDailyTokens: quota });
  const eve = await site.userWithToken('eve');
  const [first, second] = [await newChat(site, eve.token), await newChat(site, eve.token)];
  const { answer } = await slowQuestion(eve.token, first);
  t.equal((await form(site, '/aichat/delchat', { token: eve.token, cid: first })).status, 200, 'the chat is deleted');
  const meanwhile = await chat(s, eve.token, { cid: second, msg: 'Another', model: 'gpt' });
  t.same([meanwhile.status, meanwhile.mes], [400, TOKEN_LIMIT(quota)], 'the deleted chat\'s answer still holds the quota');
  t.equal((await answer).text, ANSWER.join(''), 'the answer came whole');
});

t.test('a chat deleted while its answer comes: the answer\'s tokens are still counted', async (t) => {
  const quota = 100;
  await configure(s, [...MODELS, fakeModel(fake, 'slow', 'slow')], { userDailyTokens: quota });
  const fay = await site.userWithToken('fay');
  const [first, second] = [await newChat(site, fay.token), await newChat(site, fay.token)];
  const { answer } = await slowQuestion(fay.token, first);
  t.equal((await form(site, '/aichat/delchat', { token: fay.token, cid: first })).status, 200, 'the chat is deleted');
  t.equal((await answer).text, ANSWER.join(''), 'the answer came whole');
  t.equal(await stored(fay.uid), ONE_ANSWER, 'its tokens are in the audit');
  const after = await chat(s, fay.token, { cid: second, msg: 'Another', model: 'gpt' }, { lang: 'zh-CN' });
  t.same([after.status, after.mes], [400, `今天的 AI 用量（${quota} tokens）已用完，请明天再试`], 'the quota is used: the next question is refused');
  const [left] = (await site.db('aiChatReservation').count({ n: '*' })) as { n: string | number }[];
  t.equal(Number(left!.n), 0, 'no reservation is left');
});
