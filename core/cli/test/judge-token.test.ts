// `oj judge-token` as an operator uses it against a running site (a web node on the site's
// database; with REDIS_URL set, over Redis too): it prints the token judge machines need, and
// --rotate gives a new one the running node admits at once while the old one is refused (at once
// with Redis; without, once the node's copy is JUDGE_TOKEN_TTL_MS old — waited for here).
import t from 'tap';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { TestSite } from '@oj/kernel/testing';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

const OJ = new URL('../bin/oj.js', import.meta.url).pathname;
const exec = promisify(execFile);
const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }] });
t.teardown(() => site.close());

/** `oj judge-token ARGS` on the site's database (and Redis, with the site's prefix) */
function ojJudgeToken(args: string[], env: NodeJS.ProcessEnv = {}) {
  const siteEnv = { DATABASE_URL: site.kernel.databaseUrl, REDIS_URL: process.env.REDIS_URL ?? '', OJ_REDIS_PREFIX: site.redisPrefix };
  return exec(process.execPath, [...ojChildFlags(), OJ, 'judge-token', ...args], { env: { ...process.env, ...siteEnv, ...env } });
}

async function judgeCall(token: string): Promise<number> {
  return (await site.api('GET', '/api/judge/test-data/1/manifest', { headers: { authorization: `Bearer ${token}` } })).http;
}

let printed = '';

t.test('oj judge-token prints the token the site admits judge nodes with', async (t) => {
  const token = (await ojJudgeToken([])).stdout.trim();
  printed = token;
  t.match(token, /^[A-Za-z0-9_-]{43}$/, 'the token alone, for OJ_JUDGE_TOKEN=$(oj judge-token)');
  t.equal(await judgeCall(token), 404, 'admitted (no such problem)');
});

t.test('oj judge-token --rotate: the new token is admitted at once, the old one refused', async (t) => {
  const old = printed;
  t.equal(await judgeCall(old), 404, 'the node holds the old token');
  const rotated = await ojJudgeToken(['--rotate']);
  const fresh = rotated.stdout.trim();
  t.match(fresh, /^[A-Za-z0-9_-]{43}$/);
  t.not(fresh, old);
  t.match(rotated.stderr, /give the new one to every (other )?judge machine/);
  t.equal(await judgeCall(fresh), 404, 'the new token is admitted at once');
  t.equal((await ojJudgeToken([])).stdout.trim(), fresh, 'and printed from now on');
  // with Redis the node heard it already; without, its copy expires within JUDGE_TOKEN_TTL_MS
  const deadline = Date.now() + 30_000;
  while ((await judgeCall(old)) !== 401) {
    if (Date.now() > deadline) throw new Error('the old token is still admitted');
    await new Promise((r) => setTimeout(r, 100));
  }
  t.pass('the old token is refused');
  t.equal(await judgeCall(fresh), 404, 'the new one still admitted');
});

t.test('a wrong flag shows the usage', async (t) => {
  await t.rejects(ojJudgeToken(['--rotated']), /usage: oj judge-token \[--rotate\]/);
});
