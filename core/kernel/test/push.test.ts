// The push stream (ARCHITECTURE §7): /api/events carries unread counts and plugin events.
import t from 'tap';
import { TestSite } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());
const address = await site.app.listen({ port: 0, host: '127.0.0.1' });
const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');

/** Opens a stream and returns a reader of its events. */
async function openStream(query: string, at = address) {
  const controller = new AbortController();
  const res = await fetch(`${at}/api/events${query}`, { signal: controller.signal });
  const reader = res.body!.getReader();
  let buffer = '';
  const decoder = new TextDecoder();
  return {
    res,
    async next(): Promise<{ event: string; data: unknown }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) return { event, data: JSON.parse(data) };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

t.test('a signed-in tab gets its unread counts at once and again when a message arrives', async (t) => {
  const stream = await openStream(`?token=${encodeURIComponent(alice.token)}`);
  t.teardown(stream.close);
  t.equal(stream.res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  t.same(await stream.next(), { event: 'hello', data: { user: alice.uid } });
  t.same(await stream.next(), { event: 'unread', data: { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 } });
  await site.kernel.bus.emit('message.remind', { recipientId: alice.uid, senderId: bob.uid, action: 'Reply', sourceId: 1, sourceType: 'Discussion', sourceContent: 'hi', url: '/x' });
  t.same(await stream.next(), { event: 'unread', data: { comment: 0, reply: 1, like: 0, sys: 0, mine: 0 } });
});

t.test('plugins push their own events to one user or to everyone', async (t) => {
  const mine = await openStream(`?token=${encodeURIComponent(bob.token)}`);
  const visitor = await openStream('');
  t.teardown(() => { mine.close(); visitor.close(); });
  await mine.next(); await mine.next();
  t.same(await visitor.next(), { event: 'hello', data: { user: null } }, 'visitors get a stream without a user');
  await site.kernel.push.toUser(alice.uid, 'submission', { submitId: 1 });
  await site.kernel.push.toUser(bob.uid, 'submission', { submitId: 2, status: 0 });
  t.same(await mine.next(), { event: 'submission', data: { submitId: 2, status: 0 } }, 'only the owner\'s event');
  await site.kernel.push.toAll('scoreboard', { contestId: 7 });
  t.same(await visitor.next(), { event: 'scoreboard', data: { contestId: 7 } });
  t.same(await mine.next(), { event: 'scoreboard', data: { contestId: 7 } });
});

t.test('an event for this node\'s streams only: the other node\'s streams do not get it, and it is sent as it was when sent', async (t) => {
  const other = await site.addNode();
  const otherAddress = await other.app.listen({ port: 0, host: '127.0.0.1' });
  const here = await openStream('');
  const there = await openStream('', otherAddress);
  t.teardown(() => { here.close(); there.close(); });
  await here.next();
  await there.next();
  const data = { cid: 3, rows: [1] };
  other.kernel.push.toThisNode('contest-board', { cid: 4 });
  site.kernel.push.toThisNode('contest-board', data);
  data.rows.push(2);
  t.same(await here.next(), { event: 'contest-board', data: { cid: 3, rows: [1] } }, 'this node\'s stream, as it was when sent');
  t.same(await there.next(), { event: 'contest-board', data: { cid: 4 } }, 'the other node\'s stream got only its own node\'s event');
  // picked by their user: a visitor's stream and bob's
  const bobs = await openStream(`?token=${encodeURIComponent(bob.token)}`);
  t.teardown(() => bobs.close());
  await bobs.next(); await bobs.next();
  site.kernel.push.toThisNode('contest-board', { only: 'bob' }, { to: (uid) => uid === bob.uid });
  site.kernel.push.toThisNode('contest-board', { only: 'others' }, { to: (uid) => uid !== bob.uid });
  t.same(await bobs.next(), { event: 'contest-board', data: { only: 'bob' } }, 'the stream of the user picked');
  t.same(await here.next(), { event: 'contest-board', data: { only: 'others' } }, 'a visitor\'s stream, not picked for bob\'s');
  // fields of their own for each signed-in user's streams
  site.kernel.push.toThisNode('contest-board', { cid: 5 }, { each: (uid) => (uid === bob.uid ? { mine: [3, -1] } : undefined) });
  t.same(await bobs.next(), { event: 'contest-board', data: { cid: 5, mine: [3, -1] } }, 'bob\'s stream with his own fields');
  t.same(await here.next(), { event: 'contest-board', data: { cid: 5 } }, 'a visitor\'s stream without');
  // both still get what goes to everyone, after it
  await site.kernel.push.toAll('scoreboard', { contestId: 8 });
  t.same(await here.next(), { event: 'scoreboard', data: { contestId: 8 } });
  t.same(await there.next(), { event: 'scoreboard', data: { contestId: 8 } });
});

t.test('a revoked token gives a visitor stream', async (t) => {
  const { token } = await site.userWithToken('gone');
  await site.api('GET', '/api/logout', { token });
  const s = await openStream(`?token=${encodeURIComponent(token)}`);
  t.teardown(s.close);
  t.same(await s.next(), { event: 'hello', data: { user: null } });
});
