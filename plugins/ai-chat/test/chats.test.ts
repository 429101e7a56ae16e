// A user's chats (spec 2 §3 "AI chat", §4, §7): the clock, whether AI may be used, new, list,
// read, rename, heartbeat, close and delete — form-encoded with the token in the body or JSON
// with the header, answered `{status, mes, data}`; another user's chat is never revealed.
import t from 'tap';
import { aiSite, configure, fakeModel, form, newChat } from './helpers.ts';
import type { ChatDetail, ChatSummary } from '../shared/browser.ts';

const s = await aiSite();
t.teardown(() => s.close());
const { site } = s;
const ann = await site.userWithToken('ann');
const bob = await site.userWithToken('bob');

t.test("getDate (the kernel's): the server clock for anyone", async (t) => {
  const res = await site.api<number>('GET', '/aichat/getDate');
  t.equal(res.status, 200);
  t.ok(Math.abs(res.data - Date.now()) < 5000, 'epoch milliseconds');
});

t.test('getAiChatState: true once a usable model exists (for a visitor too: the tab then asks them to log in)', async (t) => {
  const state = async (opts: { token?: string; query?: Record<string, string> } = {}) => (JSON.parse((await site.api('GET', '/aichat/getAiChatState', opts)).raw) as { data: boolean; mes: string });
  t.same(await state({ token: ann.token, query: { problemId: '1000' } }), { status: 200, mes: 'success', data: false }, 'no model yet');
  t.equal((await state({ query: { problemId: '1000' } })).data, false, 'a visitor: no model yet, no tab');
  // a model of a provider that needs a key is not usable without it
  await site.api('PUT', '/api/admin/ai-setting', { token: s.root.token, body: { models: [fakeModel(s.fake, 'gpt')], defaultModel: 'gpt', hintsOnly: true, userDailyMessages: 0, userDailyTokens: 0, siteDailyTokens: 0 } });
  t.equal((await state({ token: ann.token })).data, false, 'no key yet');
  await configure(s, [fakeModel(s.fake, 'gpt')]);
  t.equal((await state({ token: ann.token, query: { problemId: '1000' } })).data, true, 'the header');
  t.equal((await state({ query: { problemId: '1000', token: ann.token } })).data, true, 'the query token');
  t.equal((await state({ query: { problemId: '1000' } })).data, true, 'a visitor: the AI is on here (the page asks them to log in)');
  t.equal((await state({ token: ann.token, query: { problemId: '1000', contestId: '', trainingId: '', lang: 'en-US' } })).data, true, 'empty ids and the language in the query');
});

t.test('new chats, form-encoded with the token in the body or JSON with the header, listed newest first per place', async (t) => {
  const first = await form<ChatSummary>(site, '/aichat/newchat', { token: ann.token, problemId: '1000', contestId: '', trainingId: '' });
  t.same([first.http, first.status, first.mes, first.data.chatName], [200, 200, 'success', 'New chat']);
  t.ok(Number.isInteger(first.data.cid) && !Number.isNaN(Date.parse(first.data.createTime)));
  const zh = await form<ChatSummary>(site, '/aichat/newchat', { token: ann.token, problemId: '1000' }, 'zh-CN');
  t.equal(zh.data.chatName, '新对话');
  const json = await site.api<ChatSummary>('POST', '/aichat/newchat', { token: ann.token, body: { problemId: '1000', contestId: 0 } });
  t.equal(json.status, 200, 'JSON with the Authorization header');
  await newChat(site, ann.token, { problemId: '1001' });
  await newChat(site, bob.token, { problemId: '1000' });
  const list = await form<ChatSummary[]>(site, '/aichat/getHistoryChatList', { token: ann.token, problemId: '1000' });
  t.same(list.data.map((c) => c.cid), [json.data.cid, zh.data.cid, first.data.cid], "ann's chats of problem 1000, newest first");
  const inTraining = await form<ChatSummary[]>(site, '/aichat/getHistoryChatList', { token: ann.token, problemId: '1000', trainingId: '3' });
  t.same(inTraining.data, [], 'another place has its own chats');
  const detail = await form<ChatDetail>(site, '/aichat/getHistoryChat', { token: ann.token, cid: first.data.cid });
  t.same(detail.data, { ...first.data, msgList: [] });
});

t.test('rename 1 to 30 characters; heartbeat and close mark the chat; delete removes it', async (t) => {
  const cid = await newChat(site, ann.token);
  t.equal((await form(site, '/aichat/resetname', { token: ann.token, cid, newName: 'Prefix sums' })).mes, 'success');
  t.equal((await form<ChatDetail>(site, '/aichat/getHistoryChat', { token: ann.token, cid })).data.chatName, 'Prefix sums');
  for (const [name, lang, mes] of [['x'.repeat(31), 'en-US', "A chat's name is 1 to 30 characters"], ['   ', 'en-US', "A chat's name is 1 to 30 characters"], ['', 'zh-CN', '对话名称为 1 到 30 个字符']]) {
    const res = await form(site, '/aichat/resetname', { token: ann.token, cid, newName: name }, lang);
    t.same([res.status, res.mes], [400, mes], `name ${JSON.stringify(name)}`);
  }
  t.equal((await form(site, '/aichat/resetname', { token: ann.token, cid, newName: 'x'.repeat(30) })).status, 200, 'exactly 30');
  t.equal((await form(site, '/aichat/current/heartbeat', { token: ann.token, cid })).mes, 'success');
  let row = await site.db('aiChatChat').where({ cid }).first();
  t.equal(row.open, true);
  t.ok(Date.now() - new Date(row.lastSeen).getTime() < 10_000, 'last seen now');
  t.equal((await form(site, '/aichat/current/closeChat', { token: ann.token, cid })).mes, 'success');
  row = await site.db('aiChatChat').where({ cid }).first();
  t.equal(row.open, false);
  t.equal((await form(site, '/aichat/delchat', { token: ann.token, cid })).mes, 'success');
  const gone = await form(site, '/aichat/getHistoryChat', { token: ann.token, cid });
  t.same([gone.status, gone.mes], [404, 'This chat does not exist']);
});

t.test("another user's chat is not found, whatever the call, and stays as it was", async (t) => {
  const cid = await newChat(site, ann.token);
  await form(site, '/aichat/resetname', { token: ann.token, cid, newName: 'Mine' });
  for (const [path, extra] of [['/aichat/getHistoryChat', {}], ['/aichat/delchat', {}], ['/aichat/resetname', { newName: 'Stolen' }], ['/aichat/current/heartbeat', {}], ['/aichat/current/closeChat', {}], ['/aichat/chat', { msg: 'hi' }]] as const) {
    const res = await form(site, path, { token: bob.token, cid, ...extra });
    t.same([res.status, res.mes, res.data], [404, 'This chat does not exist', null], path);
  }
  t.equal((await form<ChatDetail>(site, '/aichat/getHistoryChat', { token: ann.token, cid })).data.chatName, 'Mine');
  const zh = await form(site, '/aichat/getHistoryChat', { token: bob.token, cid: 999_999 }, 'zh-CN');
  t.same([zh.status, zh.mes], [404, '该对话不存在'], 'a chat nobody has: the same answer');
});

t.test('no token, a bad or an expired one: 401 in the `mes` shape', async (t) => {
  const cid = await newChat(site, ann.token);
  for (const [what, fields] of [['no token', { cid }], ['a bad token', { cid, token: 'Bearer nonsense' }]] as const) {
    const res = await form(site, '/aichat/getHistoryChat', fields);
    const body = JSON.parse(res.raw) as Record<string, unknown>;
    t.equal(res.http, 401, what);
    t.ok(typeof body.mes === 'string' && (body.mes as string).length > 0 && !('msg' in body), `${what}: mes, no msg`);
  }
  // the user logs out: the token is dead
  const cat = await site.userWithToken('cat');
  const cc = await newChat(site, cat.token);
  await site.api('GET', '/api/logout', { token: cat.token });
  t.equal((await form(site, '/aichat/getHistoryChat', { token: cat.token, cid: cc })).http, 401, 'a token whose session ended');
  t.equal((await form(site, '/aichat/getHistoryChat', { token: ann.token, cid: 'abc' })).status, 400, 'a cid that is not a number');
});
