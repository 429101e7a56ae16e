// Issue 9 §5 and spec 1 §4: failed logins bring the slide puzzle after 5, then slow the account
// from that address, and lock only that account from that address; an address with many failures
// is slowed, never locked; a correct password from a clean address always gets in.
import t from 'tap';
import { TestSite } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());
const policy = site.kernel.config.login;

interface Try { ip?: string; puzzleKey?: string; lang?: string; site?: TestSite; headers?: Record<string, string> }
async function login(username: string, password: string, opts: Try = {}) {
  const res = await (opts.site ?? site).app.inject({
    method: 'POST', url: '/api/login', remoteAddress: opts.ip ?? '192.0.2.1',
    headers: { 'accept-language': opts.lang ?? 'en-US', ...opts.headers }, payload: { username, password, ...(opts.puzzleKey ? { puzzleKey: opts.puzzleKey } : {}) },
  });
  const body = JSON.parse(res.body) as { status: number; msg: string };
  return { ...body, token: res.headers.authorization };
}

/** gets a puzzle from `ip` and slides it to the hole (read from the database, as a person would see it) */
async function solvedPuzzle(ip: string, s = site): Promise<string> {
  const got = await s.app.inject({ method: 'GET', url: '/api/login-puzzle', remoteAddress: ip });
  const { puzzleKey } = JSON.parse(got.body).data as { puzzleKey: string };
  const { targetX } = await s.db('loginPuzzles').where({ key: puzzleKey }).first();
  const check = await s.app.inject({ method: 'POST', url: '/api/check-login-puzzle', remoteAddress: ip, payload: { puzzleKey, x: targetX + 2 } });
  if (JSON.parse(check.body).status !== 200) throw new Error(check.body);
  return puzzleKey;
}

/** lets the waits run out without waiting: the last failures move an hour back */
const waitsPass = () => site.db('loginFailures').update({ lastAt: site.db.raw("last_at - interval '1 hour'") });

const WRONG = 'Please check your username or password';
const PUZZLE = 'Please complete the slide verification first';

t.test('after 5 failures of an account from an address the slide puzzle is asked for; a solved one lets one try through', async (t) => {
  await site.createUser('puzzled', 'right-pass');
  for (let i = 0; i < policy.puzzleAfterFailures; i++) t.equal((await login('puzzled', 'wrong-pass', { ip: '192.0.2.10' })).msg, WRONG, `failure ${i + 1} is checked`);
  const asked = await login('puzzled', 'right-pass', { ip: '192.0.2.10' });
  t.equal(asked.msg, PUZZLE);
  t.notOk(asked.token, 'no token without the puzzle');
  const puzzleKey = await solvedPuzzle('192.0.2.10');
  const ok = await login('puzzled', 'right-pass', { ip: '192.0.2.10', puzzleKey });
  t.equal(ok.status, 200, ok.msg);
  t.type(ok.token, 'string');
  t.equal(await site.db('loginPuzzles').where({ key: puzzleKey }).first() ?? null, null, 'the solved puzzle is used up by that one try');
  t.equal((await login('puzzled', 'right-pass', { ip: '192.0.2.10' })).status, 200, 'the success reset the account\'s count: no puzzle next time');
});

t.test('the puzzle is checked by the server: within 3 px, one try, only from the address it was shown to', async (t) => {
  const get = async (ip: string) => {
    const r = await site.app.inject({ method: 'GET', url: '/api/login-puzzle', remoteAddress: ip });
    const data = JSON.parse(r.body).data as Record<string, unknown>;
    t.same(Object.keys(data).sort(), ['height', 'img', 'piece', 'puzzleKey', 'width', 'y'], 'the answer does not say where the hole is');
    return { key: data.puzzleKey as string, target: (await site.db('loginPuzzles').where({ key: data.puzzleKey }).first()).targetX as number };
  };
  const check = async (key: string, x: number, ip: string, lang = 'en-US') =>
    JSON.parse((await site.app.inject({ method: 'POST', url: '/api/check-login-puzzle', remoteAddress: ip, headers: { 'accept-language': lang }, payload: { puzzleKey: key, x } })).body) as { status: number; msg: string };
  const a = await get('192.0.2.20');
  t.equal((await check(a.key, a.target + 4, '192.0.2.20')).msg, 'Verification failed; please try again', '4 px off fails');
  t.equal((await check(a.key, a.target, '192.0.2.20')).status, 400, 'a failed puzzle is used up');
  const b = await get('192.0.2.20');
  t.equal((await check(b.key, b.target - 3, '192.0.2.21')).status, 400, 'another address cannot solve it');
  const c = await get('192.0.2.20');
  t.equal((await check(c.key, c.target - 3, '192.0.2.20')).status, 200, '3 px off is close enough');
  const d = await get('192.0.2.20');
  t.equal((await check(d.key, d.target + 50, '192.0.2.20', 'zh-CN')).msg, '验证失败，请重试');
});

t.test('further failures slow the account from that address (2, 4, 8, 16 s) and then lock it there', async (t) => {
  await site.createUser('target', 'right-pass');
  const ip = '192.0.2.30';
  for (let i = 0; i < policy.puzzleAfterFailures; i++) await login('target', 'wrong-pass', { ip });
  // each wait is told in whole seconds left: the doubling delay less what has passed since the
  // failure (on a loaded machine a second or more goes by before the next try is answered)
  const waits: { said: string; elapsed: number }[] = [];
  for (let failures = policy.puzzleAfterFailures; failures < policy.maxFailuresPerUser; failures++) {
    const puzzleKey = await solvedPuzzle(ip);
    const failedAt = Date.now();
    t.equal((await login('target', 'wrong-pass', { ip, puzzleKey })).msg, WRONG, `failure ${failures + 1} is checked`);
    if (failures + 1 < policy.maxFailuresPerUser) {
      const said = (await login('target', 'right-pass', { ip, puzzleKey: await solvedPuzzle(ip) })).msg;
      waits.push({ said, elapsed: (Date.now() - failedAt) / 1000 });
      await waitsPass();
    }
  }
  t.equal(waits.length, 4, 'four slowed tries');
  [2, 4, 8, 16].forEach((delay, i) => {
    const { said, elapsed } = waits[i];
    const left = Number(/^Too many failed logins; wait (\d+) seconds and try again$/.exec(said)?.[1]);
    t.ok(left <= delay && left >= delay - Math.ceil(elapsed), `wait ${i + 1}: ${delay} s less the ${elapsed.toFixed(1)} s gone (told: "${said}")`);
  });
  const locked = await login('target', 'right-pass', { ip, puzzleKey: await solvedPuzzle(ip) });
  t.match(locked.msg, /^Too many failed logins; try again in \d+ minutes$/, `locked after ${policy.maxFailuresPerUser} failures`);
  t.notOk(locked.token);
  t.equal((await login('target', 'right-pass', { ip, lang: 'zh-CN' })).msg, '登录失败次数过多，请 30 分钟后再试');
  const forged = await login('target', 'right-pass', { ip, headers: { 'x-forwarded-for': '203.0.113.9' } });
  t.match(forged.msg, /Too many failed logins/, 'a forged X-Forwarded-For does not escape (trustProxy is off)');

  // the owner, from an address with no failures of its own
  const clean = await login('target', 'right-pass', { ip: '198.51.100.7' });
  t.equal(clean.msg, PUZZLE, 'the attacked account asks for the puzzle from everywhere — but nothing worse');
  const owner = await login('target', 'right-pass', { ip: '198.51.100.7', puzzleKey: await solvedPuzzle('198.51.100.7') });
  t.equal(owner.status, 200, 'the correct password from a clean address gets in');
  t.equal((await login('target', 'right-pass', { ip: '198.51.100.8' })).status, 200, 'and the account is clean again for everyone else');
  t.match((await login('target', 'right-pass', { ip })).msg, /try again in \d+ minutes/, 'the lock stays on the attacking address');
});

t.test('a few failures from an address ask nothing of its other accounts; 20 bring the puzzle for all', async (t) => {
  await site.createUser('labmate', 'right-pass');
  const ip = '192.0.2.60';
  for (let i = 0; i < policy.puzzleAfterFailures; i++) await login(`typo${i}`, 'wrong-pass', { ip });
  t.equal((await login('labmate', 'right-pass', { ip })).status, 200, '5 failures of other accounts: no puzzle for a classmate');
  for (let i = policy.puzzleAfterFailures; i < policy.puzzleAfterAddressFailures; i++) await login(`typo${i}`, 'wrong-pass', { ip });
  t.equal((await login('labmate', 'right-pass', { ip })).msg, PUZZLE, `${policy.puzzleAfterAddressFailures} failures: everyone from the address solves the puzzle`);
});

t.test('50 failures from one address slow it but lock no account: correct passwords still get in', async (t) => {
  await site.createUser('student', 'right-pass');
  const ip = '192.0.2.40';
  for (let i = 0; i < policy.maxFailuresPerAddress; i++) {
    const r = await login(`guess${i}`, 'wrong-pass', { ip, puzzleKey: i >= policy.puzzleAfterAddressFailures ? await solvedPuzzle(ip) : undefined });
    t.equal(r.msg, WRONG, `failure ${i + 1}`);
  }
  t.equal((await login('student', 'right-pass', { ip, puzzleKey: await solvedPuzzle(ip) })).msg, 'Too many failed logins; wait 2 seconds and try again', 'slowed, not locked');
  await waitsPass();
  t.equal((await login('student', 'right-pass', { ip })).msg, PUZZLE, 'the busy address solves the puzzle first');
  const ok = await login('student', 'right-pass', { ip, puzzleKey: await solvedPuzzle(ip) });
  t.equal(ok.status, 200, 'the correct password from the busy address still logs in');
  t.equal((await login('student', 'right-pass', { ip: '198.51.100.9' })).status, 200, 'and from any other address without a puzzle');
});

t.test('messages of the puzzle and the wait read in Chinese', async (t) => {
  await site.createUser('zhuser', 'right-pass');
  const ip = '192.0.2.50';
  for (let i = 0; i <= policy.puzzleAfterFailures; i++) await login('zhuser', 'wrong-pass', { ip, puzzleKey: i >= policy.puzzleAfterFailures ? await solvedPuzzle(ip) : undefined });
  t.equal((await login('zhuser', 'right-pass', { ip, lang: 'zh-CN', puzzleKey: await solvedPuzzle(ip) })).msg, '登录失败次数过多，请 2 秒后再试');
  await waitsPass();
  t.equal((await login('zhuser', 'right-pass', { ip, lang: 'zh-CN' })).msg, '请先完成滑动验证');
});

t.test('behind a trusted proxy (trustProxy) each client address is counted on its own', async (t) => {
  const proxied = await TestSite.start({ config: { trustProxy: '127.0.0.1' } });
  t.teardown(() => proxied.close());
  await proxied.createUser('lab', 'right-pass');
  const via = (client: string) => ({ site: proxied, ip: '127.0.0.1', headers: { 'x-forwarded-for': client } });
  for (let i = 0; i < policy.puzzleAfterAddressFailures; i++) await login(`nobody${i}`, 'wrong-pass', { ...via('203.0.113.1'), puzzleKey: undefined });
  t.equal((await login('lab', 'right-pass', via('203.0.113.1'))).msg, PUZZLE, 'the failing client asks for the puzzle');
  t.equal((await login('lab', 'right-pass', via('203.0.113.2'))).status, 200, 'another client behind the same proxy does not');
});

t.test('OJ_TRUST_PROXY reads as a switch or a list of addresses', async (t) => {
  const { loadConfig } = await import('../src/config/load.ts');
  t.equal(loadConfig({}, {}).trustProxy, false, 'off by default');
  t.equal(loadConfig({}, { OJ_TRUST_PROXY: 'true' }).trustProxy, true);
  t.same(loadConfig({}, { OJ_TRUST_PROXY: '10.0.0.5, 10.0.0.0/8' }).trustProxy, ['10.0.0.5', '10.0.0.0/8']);
});
