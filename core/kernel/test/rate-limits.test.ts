// Per-user rate limits and quotas for plugins (issue 11 §3): ctx.limits.take counts in the
// database, atomically, so no number of concurrent calls lets more than the limit through, and a
// refusal says when to try again in the caller's language. Worked example: test/fixtures/keeper-plugin.
import t from 'tap';
import { TestSite } from './harness.ts';

const site = await TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/keeper-plugin' }] });
t.teardown(() => site.close());
const ann = await site.userWithToken('ann');
const bob = await site.userWithToken('bob');
const ask = (token: string, lang = 'en-US') => site.api<{ remaining: number; resetSeconds: number }>('POST', '/api/keeper/ask', { token, lang });

t.test('three questions an hour, then a refusal that says when to come back', async (t) => {
  const taken = [await ask(ann.token), await ask(ann.token), await ask(ann.token)];
  t.same(taken.map((r) => r.data.remaining), [2, 1, 0]);
  t.ok(taken.every((r) => r.data.resetSeconds > 3500 && r.data.resetSeconds <= 3600));
  const refused = await ask(ann.token);
  t.equal(refused.status, 400);
  t.match(refused.msg, /^You have reached the limit of 3 every 60 minutes; please try again in \d+ seconds$/);
  t.match((await ask(ann.token, 'zh-CN')).msg, /^已达到每 60 分钟 3 次的上限，请 \d+ 秒后再试$/);
  t.equal((await site.db('rateLimits').where({ plugin: 'keeper', uid: ann.uid, key: 'ask' }).first()).count, 3, 'refusals are not counted');
});

t.test('each user has their own count', async (t) => {
  t.equal((await ask(bob.token)).data.remaining, 2);
});

t.test('a window that has run out starts again', async (t) => {
  await site.db('rateLimits').where({ uid: ann.uid, key: 'ask' }).update({ windowStart: site.db.raw("now() - interval '61 minutes'") });
  const again = await ask(ann.token);
  t.equal(again.status, 200);
  t.equal(again.data.remaining, 2);
});

t.test('a take given back (a call that failed) leaves the count as it was, and never goes below zero', async (t) => {
  const { token, uid } = await site.userWithToken('erin');
  const row = async () => (await site.db('rateLimits').where({ plugin: 'keeper', uid, key: 'ask' }).first()) as { count: number; windowStart: Date };
  t.equal((await ask(token)).data.remaining, 2);
  const started = (await row()).windowStart.getTime();
  const unanswered = await site.api<{ remaining: number }>('POST', '/api/keeper/unanswered', { token });
  t.equal(unanswered.status, 200, unanswered.msg);
  t.equal(unanswered.data.remaining, 2, 'still two left');
  t.equal((await row()).count, 1);
  t.equal((await row()).windowStart.getTime(), started, 'the window keeps its start');
  t.same([(await ask(token)).data.remaining, (await ask(token)).data.remaining, (await ask(token)).status], [1, 0, 400], 'three questions in all, as before');
  await site.db('rateLimits').where({ plugin: 'keeper', uid, key: 'ask' }).update({ count: 0 });
  await site.kernel.limits.giveBack('keeper', uid, 'ask');
  t.equal((await row()).count, 0, 'not below zero');
});

t.test('a plugin may answer with its own message', async (t) => {
  t.equal((await site.api('POST', '/api/keeper/daily', { token: bob.token })).status, 200);
  const refused = await site.api('POST', '/api/keeper/daily', { token: bob.token, lang: 'en-US' });
  t.match(refused.msg, /^You may ask 1 question a day; please come back in \d+ seconds$/);
});

t.test('concurrent takes never let more than the limit through', async (t) => {
  const { token, uid } = await site.userWithToken('carol');
  const results = await Promise.all(Array.from({ length: 20 }, () => ask(token)));
  t.equal(results.filter((r) => r.status === 200).length, 3);
  t.equal(results.filter((r) => r.status === 400).length, 17);
  t.same(results.filter((r) => r.status === 200).map((r) => r.data.remaining).sort(), [0, 1, 2]);
  t.equal((await site.db('rateLimits').where({ uid, key: 'ask' }).first()).count, 3);
  // and from two web nodes at once
  const other = await site.addNode();
  const dave = await site.userWithToken('dave');
  const fromBoth = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2
    ? other.app.inject({ method: 'POST', url: '/api/keeper/ask', headers: { authorization: dave.token } }).then((r) => JSON.parse(r.body).status as number)
    : ask(dave.token).then((r) => r.status))));
  t.equal(fromBoth.filter((s) => s === 200).length, 3);
});
