// The message centre (spec 1 §2.8, §7) and system notices pushed hourly (spec 1 §9).
import t from 'tap';
import { TestSite } from './harness.ts';
import { pushSystemNotices } from '../src/messaging/notice-push.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');
const root = await site.userWithToken('theroot', 'root');

t.test('plugins create discuss, reply and like messages through the bus; unread counts follow', async (t) => {
  for (let i = 0; i < 8; i++) {
    await site.kernel.bus.emit('message.remind', { recipientId: alice.uid, senderId: bob.uid, action: 'Discuss', sourceId: i, sourceType: 'Discussion', sourceTitle: `Post ${i}`, sourceContent: `comment ${i}`, url: `/discussion-detail/${i}` });
  }
  await site.kernel.bus.emit('message.remind', { recipientId: alice.uid, senderId: bob.uid, action: 'Reply', sourceId: 1, sourceType: 'Discussion', sourceContent: 'a reply', quoteId: 3, quoteType: 'Comment', url: '/discussion-detail/1' });
  await site.kernel.bus.emit('message.remind', { recipientId: alice.uid, senderId: bob.uid, action: 'Like_Post', sourceId: 1, sourceType: 'Discussion', sourceContent: 'liked', url: '/discussion-detail/1' });
  await site.kernel.bus.emit('message.remind', { recipientId: alice.uid, senderId: alice.uid, action: 'Like_Discuss', sourceId: 1, sourceType: 'Discussion', sourceContent: 'self', url: '/x' });
  await site.kernel.bus.emit('notice.mine', { recipientId: alice.uid, title: 'Your group application', content: 'was accepted' });
  const unread = await site.api('GET', '/api/msg/unread', { token: alice.token });
  t.same(unread.data, { comment: 8, reply: 1, like: 1, sys: 0, mine: 1 }, 'liking one\'s own post sends no message');
});

t.test('the discuss list pages by 6, newest first, with the sender, and reading marks read', async (t) => {
  const page1 = await site.api<{ records: { sourceTitle: string; senderUsername: string; state: boolean }[]; total: number; size: number; pages: number }>('GET', '/api/msg/comment', { token: alice.token });
  t.equal(page1.data.size, 6);
  t.equal(page1.data.total, 8);
  t.equal(page1.data.pages, 2);
  t.equal(page1.data.records.length, 6);
  t.equal(page1.data.records[0].sourceTitle, 'Post 7');
  t.equal(page1.data.records[0].senderUsername, 'bob');
  t.equal(page1.data.records[0].state, false, 'shown as unread this time');
  const unread = await site.api<{ comment: number }>('GET', '/api/msg/unread', { token: alice.token });
  t.equal(unread.data.comment, 2, 'the six read are no longer counted');
  const bad = await site.api<{ current: number; size: number }>('GET', '/api/msg/comment', { token: alice.token, query: { currentPage: 'abc', limit: '-3' } });
  t.equal(bad.data.current, 1);
  t.equal(bad.data.size, 6, 'bad paging values fall back');
  t.equal((await site.api<{ total: number }>('GET', '/api/msg/comment', { token: bob.token })).data.total, 0, 'each user sees only their own');
});

t.test('clean removes one message by id or all of a type', async (t) => {
  const list = await site.api<{ records: { id: number }[] }>('GET', '/api/msg/reply', { token: alice.token });
  const id = list.data.records[0].id;
  t.equal((await site.api('DELETE', '/api/msg/clean', { token: bob.token, query: { type: 'Reply', id } })).status, 200);
  t.equal((await site.api<{ total: number }>('GET', '/api/msg/reply', { token: alice.token })).data.total, 1, 'another user cannot clean it');
  await site.api('DELETE', '/api/msg/clean', { token: alice.token, query: { type: 'Reply', id } });
  t.equal((await site.api<{ total: number }>('GET', '/api/msg/reply', { token: alice.token })).data.total, 0);
  await site.api('DELETE', '/api/msg/clean', { token: alice.token, query: { type: 'Discuss' } });
  t.equal((await site.api<{ total: number }>('GET', '/api/msg/comment', { token: alice.token })).data.total, 0);
  const bad = await site.api('DELETE', '/api/msg/clean', { token: alice.token, query: { type: 'Everything' }, lang: 'en-US' });
  t.equal(bad.status, 400);
  t.match(bad.msg, /type/);
});

t.test('system notices: the super admin writes them, the hourly push delivers each once', async (t) => {
  t.equal((await site.api('POST', '/api/admin/msg/notice', { token: alice.token, body: { title: 'x', content: 'y', type: 'All' } })).http, 403);
  t.equal((await site.api('POST', '/api/admin/msg/notice', { token: root.token, body: { title: 'Maintenance', content: 'Tonight 22:00', type: 'All' } })).status, 200);
  t.equal((await site.api('POST', '/api/admin/msg/notice', { token: root.token, body: { title: 'Just you', content: 'hi', type: 'Single', recipient: 'bob' } })).status, 200);
  t.equal((await site.api('POST', '/api/admin/msg/notice', { token: root.token, body: { title: 'Admins', content: 'meeting', type: 'Admin' } })).status, 200);
  const missing = await site.api('POST', '/api/admin/msg/notice', { token: root.token, body: { title: 'x', content: 'y', type: 'Single', recipient: 'nobody' }, lang: 'en-US' });
  t.equal(missing.msg, 'The recipient of the notice does not exist');

  t.equal((await site.api<{ sys: number }>('GET', '/api/msg/unread', { token: bob.token })).data.sys, 0, 'not pushed yet');
  await pushSystemNotices(site.db);
  await pushSystemNotices(site.db);
  t.equal((await site.api<{ sys: number }>('GET', '/api/msg/unread', { token: bob.token })).data.sys, 2);
  t.equal((await site.api<{ sys: number }>('GET', '/api/msg/unread', { token: alice.token })).data.sys, 1);
  t.equal((await site.api<{ sys: number }>('GET', '/api/msg/unread', { token: root.token })).data.sys, 2, 'All plus Admin');
  const sys = await site.api<{ records: { title: string }[]; size: number }>('GET', '/api/msg/sys', { token: bob.token });
  t.equal(sys.data.size, 8);
  t.same(sys.data.records.map((r) => r.title).sort(), ['Just you', 'Maintenance']);
  const mine = await site.api<{ records: { title: string }[] }>('GET', '/api/msg/mine', { token: alice.token });
  t.equal(mine.data.records[0].title, 'Your group application');

  const admin = await site.api<{ records: { id: number; title: string; state: boolean; recipient: string | null }[] }>('GET', '/api/admin/msg/notice', { token: root.token });
  const single = admin.data.records.find((r) => r.title === 'Just you')!;
  t.equal(single.state, true);
  t.equal(single.recipient, 'bob');
  t.equal((await site.api('PUT', '/api/admin/msg/notice', { token: root.token, body: { id: single.id, title: 'Just you (edited)', content: 'hi', type: 'Single', recipient: 'bob' } })).status, 200);
  const again = await site.api<{ records: { title: string }[] }>('GET', '/api/msg/sys', { token: bob.token });
  t.ok(again.data.records.some((r) => r.title === 'Just you (edited)'), 'edits reach the delivered copies');
  t.equal((await site.api('DELETE', '/api/admin/msg/notice', { token: root.token, query: { id: single.id } })).status, 200);
  t.equal((await site.api('DELETE', '/api/admin/msg/notice', { token: root.token, query: { id: single.id } })).status, 404);
});

t.test('"send now" pushes one notice at once to its recipients\' message centre, once', async (t) => {
  const create = (title: string) => site.api('POST', '/api/admin/msg/notice', { token: root.token, body: { title, content: 'soon', type: 'All' } });
  await create('Send me now');
  await create('Wait for the hour');
  const list = async () => (await site.api<{ records: { id: number; title: string; state: boolean }[] }>('GET', '/api/admin/msg/notice', { token: root.token })).data.records;
  const now = (await list()).find((n) => n.title === 'Send me now')!;
  t.equal(now.state, false, 'listed as not pushed yet');
  const before = (await site.api<{ sys: number }>('GET', '/api/msg/unread', { token: alice.token })).data.sys;

  const sent = await site.api<{ recipients: number }>('POST', '/api/admin/msg/notice/push', { token: root.token, body: { id: now.id }, lang: 'en-US' });
  t.equal(sent.status, 200, sent.msg);
  t.equal(sent.data.recipients, 3, 'every user');
  t.equal(sent.msg, 'Sent to the message centre of 3 users');
  t.equal((await site.api<{ sys: number }>('GET', '/api/msg/unread', { token: alice.token })).data.sys, before + 1, 'only that notice arrived');
  const sys = await site.api<{ records: { title: string }[] }>('GET', '/api/msg/sys', { token: alice.token });
  t.equal(sys.data.records[0].title, 'Send me now');
  const after = await list();
  t.equal(after.find((n) => n.title === 'Send me now')!.state, true, 'listed as pushed');
  t.equal(after.find((n) => n.title === 'Wait for the hour')!.state, false, 'the other waits for the hourly push');

  const again = await site.api('POST', '/api/admin/msg/notice/push', { token: root.token, body: { id: now.id }, lang: 'en-US' });
  t.equal(again.status, 400);
  t.equal(again.msg, 'This notice has already been sent');
  t.equal((await site.api('POST', '/api/admin/msg/notice/push', { token: root.token, body: { id: 99999 } })).status, 404);
  t.equal((await site.api('POST', '/api/admin/msg/notice/push', { token: alice.token, body: { id: now.id } })).http, 403);
  await pushSystemNotices(site.db);
});

t.test('the hourly push is scheduled on the queue', async (t) => {
  const schedulers = await site.kernel.queues.queue('kernel-cron').getJobSchedulers();
  const push = schedulers.find((s) => s.key === 'sys-notice-push');
  t.ok(push, 'a job scheduler exists');
  t.equal(Number(push?.every), 3_600_000);
});

t.test('daily housekeeping removes what has expired and keeps what is live', async (t) => {
  const { housekeeping } = await import('../src/site/housekeeping.ts');
  const old = new Date(Date.now() - 200 * 86_400_000);
  await site.db('captchas').insert([{ key: '00000000-0000-4000-8000-000000000001', answer: 'ab', expiresAt: old }, { key: '00000000-0000-4000-8000-000000000002', answer: 'cd', expiresAt: new Date(Date.now() + 60_000) }]);
  await site.db('sessions').insert({ id: '00000000-0000-4000-8000-000000000003', uid: alice.uid, expiresAt: old });
  const removed = await housekeeping(site.db);
  t.equal(removed.captchas, 1);
  t.equal(removed.sessions, 1);
  t.equal((await site.db('captchas').count({ n: '*' }))[0].n, '1');
  t.equal((await site.api('GET', '/api/msg/unread', { token: alice.token })).status, 200, 'live sessions stay');
  const schedulers = await site.kernel.queues.queue('kernel-cron').getJobSchedulers();
  t.equal(Number(schedulers.find((s) => s.key === 'housekeeping')?.every), 86_400_000);
});
