// The judge token across web nodes: two nodes of one site, each having just admitted the token;
// a rotation (what `oj judge-token --rotate` does: a new token in the database, then one
// broadcast) makes both admit the new token and refuse the old one as soon as the broadcast has
// reached them (at once in process; over Redis, when it arrives). A node that heard nothing
// admits the new token at once and refuses the old one once its copy is JUDGE_TOKEN_TTL_MS old.
import t from 'tap';
import type { WebNode } from '../src/app.ts';
import { JUDGE_TOKEN_CHANNEL, JUDGE_TOKEN_MISMATCH_GAP_MS, JUDGE_TOKEN_TTL_MS, JudgeTokenCheck, readJudgeToken, rotateJudgeToken } from '../src/auth/judge-token.ts';
import { broadcastFromOutside } from '../src/bus/bus.ts';
import { TestSite } from './harness.ts';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }] });
t.teardown(() => site.close());
const other = await site.addNode();
const nodes = [site.node, other];
const MANIFEST = '/api/judge/test-data/1/manifest';

/** what a judge node gets asking for a manifest: 404 (admitted, no such problem) or 401 */
async function judgeCall(node: WebNode, token: string): Promise<{ http: number; msg: string }> {
  const res = await node.app.inject({ method: 'GET', url: MANIFEST, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } });
  return { http: res.statusCode, msg: (JSON.parse(res.body) as { msg: string }).msg };
}

/** a rotation as the command makes it, returning once every node has heard its broadcast */
async function rotateEverywhere(): Promise<string> {
  const heard = nodes.map((node) => new Promise<void>((resolve) => {
    const off = node.kernel.bus.subscribe(JUDGE_TOKEN_CHANNEL, () => { off(); resolve(); });
  }));
  const token = await rotateJudgeToken(site.db);
  if (!token) throw new Error('the site has no secrets row');
  if (process.env.REDIS_URL) await broadcastFromOutside(process.env.REDIS_URL, site.redisPrefix, JUDGE_TOKEN_CHANNEL, {});
  else await site.kernel.bus.broadcast(JUDGE_TOKEN_CHANNEL, {});
  await Promise.all(heard);
  return token;
}

// first: no token has been refused yet, so no read for a mismatch is held back by the gap
t.test('a node that missed the broadcast admits the new token at once', async (t) => {
  const old = await readJudgeToken(site.db);
  for (const node of nodes) t.equal((await judgeCall(node, old)).http, 404);
  const fresh = await rotateJudgeToken(site.db);
  for (const node of nodes) t.equal((await judgeCall(node, fresh!)).http, 404, 'admitted: a token that does not match makes the node read again');
});

t.test('a rotated judge token is admitted by every node and the old one refused', async (t) => {
  const old = await readJudgeToken(site.db);
  for (const node of nodes) t.equal((await judgeCall(node, old)).http, 404, 'the token in use is admitted');
  const fresh = await rotateEverywhere();
  t.not(fresh, old);
  t.equal(fresh.length, old.length, 'as long as the first one');
  t.equal(await readJudgeToken(site.db), fresh, 'kept in the database');
  for (const node of nodes) {
    t.same(await judgeCall(node, old), { http: 401, msg: 'Invalid judge token' }, 'the old token is refused');
    t.equal((await judgeCall(node, fresh)).http, 404, 'the new token is admitted');
  }
});

t.test('rotating keeps the other secrets: sessions go on', async (t) => {
  const user = await site.userWithToken('staysin');
  await rotateEverywhere();
  const res = await site.api('GET', '/api/get-user-auth-info', { token: user.token });
  t.equal(res.status, 200, 'a login made before the rotation still works');
});

t.test('without a broadcast the old token is refused once the copy is older than the TTL', async (t) => {
  const check = new JudgeTokenCheck(site.db, site.kernel.bus);
  t.teardown(() => check.close());
  const changes: string[] = [];
  check.onChange((token) => changes.push(token));
  await check.load();
  const now = Date.now();
  const old = check.current;
  t.ok(await check.accepts(old, now));
  const fresh = await rotateJudgeToken(site.db);
  t.ok(await check.accepts(old, now + JUDGE_TOKEN_TTL_MS / 2), 'within the TTL the copy is trusted');
  t.notOk(await check.accepts(old, now + JUDGE_TOKEN_TTL_MS), 'then the database is read again');
  t.same(changes, [fresh], 'the change is told (oj start restarts its judge child with the new token)');
  t.ok(await check.accepts(fresh!, now + JUDGE_TOKEN_TTL_MS + 1));
});

t.test('wrong tokens read the database at most once per gap', async (t) => {
  const check = new JudgeTokenCheck(site.db, site.kernel.bus);
  t.teardown(() => check.close());
  await check.load();
  const now = Date.now();
  t.notOk(await check.accepts('not-the-token', now), 'a wrong token reads again and is refused');
  const fresh = await rotateJudgeToken(site.db);
  t.notOk(await check.accepts(fresh!, now + JUDGE_TOKEN_MISMATCH_GAP_MS - 1), 'within the gap no read: even the new token waits');
  t.ok(await check.accepts(fresh!, now + JUDGE_TOKEN_MISMATCH_GAP_MS), 'after the gap it is read and admitted');
});

t.test('no token, an empty one, or a user token is no judge token', async (t) => {
  const user = await site.userWithToken('notajudge');
  for (const given of [undefined, '', user.token]) t.notOk(await site.kernel.judgeToken.accepts(given));
});
