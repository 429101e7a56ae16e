// The guestbook's own tests: a real site with the plugin enabled, driven like a client would.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }] });
t.teardown(() => site.close());

t.test('a signed-in user signs the guestbook; everyone reads it, newest first', async (t) => {
  const { token } = await site.userWithToken('writer');
  t.equal((await site.api('POST', '/api/guestbook', { token, body: { content: 'first' } })).status, 200);
  t.equal((await site.api('POST', '/api/guestbook', { token, body: { content: 'second' } })).status, 200);
  const page = await site.api<{ records: { username: string; content: string }[]; total: number; size: number }>('GET', '/api/guestbook', { query: { limit: 1 } });
  t.equal(page.data.total, 2);
  t.equal(page.data.size, 1);
  t.same(page.data.records.map((r) => [r.username, r.content]), [['writer', 'second']]);
});

t.test('empty, blank and long messages are refused in the caller\'s language', async (t) => {
  const { token } = await site.userWithToken('picky');
  t.equal((await site.api('POST', '/api/guestbook', { token, body: { content: '' }, lang: 'en-US' })).msg, 'The message cannot be empty');
  t.equal((await site.api('POST', '/api/guestbook', { token, body: { content: '   ' } })).msg, '留言内容不能为空');
  t.equal((await site.api('POST', '/api/guestbook', { token, body: { content: 'x'.repeat(201) } })).msg, '留言不能超过 200 个字符');
  t.equal((await site.api('POST', '/api/guestbook', { body: { content: 'hi' } })).http, 401, 'visitors must log in');
});

t.test('welcoming new users can be switched off in its settings', async (t) => {
  const quiet = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook', config: { welcomeNewUsers: false } }] });
  t.teardown(() => quiet.close());
  await quiet.kernel.bus.emit('user.registered', { uid: await quiet.createUser('newcomer', 'pass1234'), username: 'newcomer' });
  t.equal((await quiet.api<{ total: number }>('GET', '/api/guestbook')).data.total, 0);
  await site.kernel.bus.emit('user.registered', { uid: await site.createUser('newcomer', 'pass1234'), username: 'newcomer' });
  const greeted = await site.api<{ records: { content: string }[] }>('GET', '/api/guestbook');
  t.equal(greeted.data.records[0].content, '欢迎新朋友 newcomer！');
});
