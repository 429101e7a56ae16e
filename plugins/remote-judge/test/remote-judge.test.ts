// Remote judging end to end (issue 17), through a third party's site (the worked example Toy OJ,
// docs/examples/remote-judge-toy) served on loopback: import, the account pool, submitting with the
// marker, the session kept and renewed, verdicts mapped from codes, Submitted Failed with a reason
// in the reader's language and resubmit, the user's own account, the circuit breaker and the
// admin's switch.
import t from 'tap';
import { detail, submit, toySite, verdict } from './helpers.ts';

const { site, fake } = await toySite();
t.teardown(async () => { await site.close(); await fake.close(); });
const root = await site.userWithToken('boss', 'root');
const admin = await site.userWithToken('setter', 'admin');
const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');

type Account = { id: number; oj: string; username: string; hasPassword: boolean; hasCookie: boolean; busy: boolean; submits: number; lastError: string | null; proxy: string | null };
type AdminSite = { oj: string; state: string; failures: number; lastError: string | null; accounts: number; enabled: boolean };
const importProblem = (name: string, problemId: string, lang = 'en-US', token = admin.token) =>
  site.api<{ pid: number; problemId: string }>('GET', '/api/admin/problem/import-remote-oj-problem', { token, query: { name, problemId }, lang });
const addAccount = (body: Record<string, unknown>, lang = 'en-US') => site.api<Account>('POST', '/api/admin/remote-judge/account', { token: root.token, body, lang });
const sites = async () => (await site.api<AdminSite[]>('GET', '/api/admin/remote-judge/sites', { token: root.token })).data;
const toy = async () => (await sites()).find((s) => s.oj === 'TOY')!;

let pid = 0;
t.test('import a remote problem into the bank', async (t) => {
  const r = await importProblem('toy', ' 1000 ');
  t.same([r.status, r.msg], [200, 'Imported TOY-1000']);
  t.equal(r.data.problemId, 'TOY-1000');
  pid = r.data.pid;
  const shown = await site.api<{ problem: { title: string; description: string; timeLimit: number; memoryLimit: number; isRemote: boolean; examples: string; source: string } }>('GET', '/api/get-problem-detail', { token: alice.token, query: { problemId: 'TOY-1000' } });
  t.match(shown.data.problem, { title: 'Toy Sum', timeLimit: 1000, memoryLimit: 64, isRemote: true, source: 'Toy OJ 1000' });
  t.match(shown.data.problem.description, /Add <b>two<\/b> numbers/);
  t.notMatch(shown.data.problem.description, /script/, 'the statement is sanitised');
  t.match(shown.data.problem.examples, /<input>1 2\n<\/input><output>3\n<\/output>/);
  const again = await importProblem('TOYOJ', '1000');
  t.equal(again.data.pid, pid, 'importing it again finds the same problem (an alias names the site)');
  const banks = await site.api<Array<{ oj: string }>>('GET', '/api/problems/banks', {});
  t.ok(banks.data.some((b) => b.oj === 'TOY'), 'the third party\'s site is a bank');
  t.ok(banks.data.some((b) => b.oj === 'HDU') && banks.data.some((b) => b.oj === 'CF'), 'beside the built-in sites');
  const list = await site.api<{ records: Array<{ problemId: string }> }>('GET', '/api/get-problem-list', { query: { oj: 'TOY', currentPage: 1, limit: 10 } });
  t.same(list.data.records.map((p) => p.problemId), ['TOY-1000'], 'the bank filter lists it');
});

t.test('import refusals say why, in both languages, and add nothing', async (t) => {
  const before = await site.db('problems_problem').count({ n: '*' }).first();
  t.same([(await importProblem('TOY', 'abc')).msg], ['"abc" is not a TOY problem id']);
  t.same([(await importProblem('TOY', 'abc', 'zh-CN')).msg], ['“abc”不是 TOY 的题号']);
  t.same([(await importProblem('TOY', '9999')).msg], ['TOY has no problem 9999']);
  t.same([(await importProblem('NOPE', '1')).msg], ['There is no remote judge named NOPE']);
  t.same([(await importProblem('NOPE', '1', 'zh-CN')).msg], ['没有名为 NOPE 的远程评测']);
  t.equal((await importProblem('TOY', '1001', 'en-US', alice.token)).status, 403, 'a user may not import');
  t.same(await site.db('problems_problem').count({ n: '*' }).first(), before, 'nothing was added');
});

t.test('without an account a submission is Submitted Failed, saying so in the reader\'s language', async (t) => {
  const id = await submit(site, alice.token, pid, 'Toy C++17', 'int main(){}');
  const s = await verdict(site, id, alice.token);
  t.equal(s.status, 10, 'Submitted Failed');
  t.equal(s.errorMessage, 'Submitted Failed: no TOY account is set up for remote judging. Ask an admin, or bind your own TOY account');
  t.equal((await detail(site, id, alice.token, 'zh-CN')).errorMessage, '提交失败：没有配置用于远程评测的 TOY 账号，请联系管理员，或绑定你自己的 TOY 账号');
  t.equal(fake.submissions.length, 0, 'nothing reached the site');
});

t.test('the account pool: passwords are write-only; bad input is refused', async (t) => {
  t.equal((await addAccount({ oj: 'TOY', username: 'alice' })).msg, "Enter the account's password or a session cookie");
  t.equal((await addAccount({ oj: 'TOY', username: 'alice', password: 'x', proxy: 'socks5://1.2.3.4:1080' })).msg, 'A proxy is written http://host:port (optionally http://user:password@host:port)');
  t.equal((await addAccount({ oj: 'ZZZ', username: 'alice', password: 'x' })).msg, 'There is no remote judge named ZZZ');
  const added = await addAccount({ oj: 'toy', username: 'alice', password: 'secret' });
  t.same([added.status, added.msg], [200, 'Account saved']);
  t.match(added.data, { oj: 'TOY', username: 'alice', hasPassword: true, hasCookie: false, busy: false });
  t.notMatch(JSON.stringify(added), /secret/, 'the password is never answered');
  t.equal((await addAccount({ oj: 'TOY', username: 'ALICE', password: 'y' }, 'zh-CN')).msg, 'TOY 账号 ALICE 已在账号池中');
  const listed = await site.api<Account[]>('GET', '/api/admin/remote-judge/accounts', { token: root.token, query: { oj: 'TOY' } });
  t.equal(listed.data.length, 1);
  t.notMatch(JSON.stringify(listed.data), /secret/);
  t.equal((await site.api('GET', '/api/admin/remote-judge/accounts', { token: admin.token })).status, 403, 'only the super admin sees the pool');
  t.equal((await toy()).accounts, 1);
});

t.test('a submission goes to the site with a marker and comes back with the site\'s verdict', async (t) => {
  const id = await submit(site, alice.token, pid, 'Toy C++17', 'int main(){ /* a+b */ }');
  const s = await verdict(site, id, alice.token);
  t.match(s, { status: 0, time: 31, memory: 2048, judger: 'remote:TOY' });
  const sent = fake.submissions.at(-1)!;
  t.equal(sent.problemId, '1000');
  t.equal(sent.language, 'cpp17', 'the site\'s own language id');
  t.match(sent.code, new RegExp(`^int main\\(\\)\\{ /\\* a\\+b \\*/ \\}\\n// oj-remote ${id}-1-[0-9a-z]+\\n$`), 'the code with the marker comment');
  t.equal(s.code, 'int main(){ /* a+b */ }', 'the user sees their code without it');
  t.same(fake.logins, ['alice'], 'logged in once');
  const wa = await verdict(site, await submit(site, alice.token, pid, 'Toy Python 3', 'print(3) # oj:wa'), alice.token);
  t.equal(wa.status, -1, 'Wrong Answer');
  t.match(fake.submissions.at(-1)!.code, /\n# oj-remote \d+-1-/, 'Python\'s comment');
  t.same(fake.logins, ['alice'], 'the saved session is used again: no second login');
  const ce = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'oj:ce'), alice.token);
  t.match(ce, { status: -2, errorMessage: "main.cpp:1:1: error: 'oj' does not name a type", time: null });
  const tle = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'oj:tle'), alice.token);
  t.equal(tle.status, 1, 'Time Limit Exceeded');
  const same = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int main(){ /* a+b */ }'), alice.token);
  t.equal(same.status, 0, 'the same code again is not refused as a duplicate');
  const home = await site.api<{ total: number }>('GET', '/api/get-user-home-info', { token: alice.token, query: { uid: alice.uid } });
  t.equal(home.data.total, 6, 'remote submissions count on the profile');
  const account = (await site.api<Account[]>('GET', '/api/admin/remote-judge/accounts', { token: root.token })).data[0];
  t.match(account, { submits: 5, busy: false, lastError: null });
});

t.test('an expired session logs in again', async (t) => {
  fake.tokens.clear();
  const s = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int main(){return 0;}'), alice.token);
  t.equal(s.status, 0);
  t.same(fake.logins, ['alice', 'alice']);
});

t.test('a refused login is Submitted Failed; after the admin fixes it, resubmit judges it', async (t) => {
  const [account] = (await site.api<Account[]>('GET', '/api/admin/remote-judge/accounts', { token: root.token })).data;
  await site.api('PUT', '/api/admin/remote-judge/account', { token: root.token, body: { id: account.id, oj: 'TOY', username: 'alice', password: 'wrong' } });
  const id = await submit(site, alice.token, pid, 'Toy C++17', 'int main(){return 1;}');
  const failed = await verdict(site, id, alice.token);
  t.equal(failed.status, 10);
  t.equal(failed.errorMessage, 'Submitted Failed: TOY did not accept the account alice (wrong password, or the session cookie expired)');
  t.match((await site.api<Account[]>('GET', '/api/admin/remote-judge/accounts', { token: root.token })).data[0].lastError, /^login: /, 'the admin sees what went wrong');
  t.equal((await toy()).failures, 0, 'one account\'s login is not the site\'s failure');
  const edited = await site.api<Account>('PUT', '/api/admin/remote-judge/account', { token: root.token, body: { id: account.id, oj: 'TOY', username: 'alice', password: 'secret', proxy: '' }, lang: 'en-US' });
  t.equal(edited.msg, 'Account saved');
  const again = await site.api('GET', '/api/resubmit', { token: alice.token, query: { submitId: id }, lang: 'en-US' });
  t.equal(again.msg, 'Resubmitted Successfully');
  t.equal((await verdict(site, id, alice.token)).status, 0, 'Accepted on the second attempt');
});

t.test('captcha, rate limit and changed pages end as Submitted Failed with their reasons', async (t) => {
  fake.tokens.clear();
  fake.mode.captcha = true;
  const captcha = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int x;'), alice.token);
  t.equal(captcha.errorMessage, 'Submitted Failed: TOY asked for a captcha. Bind your own TOY account with a session cookie, or resubmit later');
  t.equal((await detail(site, captcha.submitId, alice.token, 'zh-CN')).errorMessage, '提交失败：TOY 要求输入验证码。请用会话 Cookie 绑定你自己的 TOY 账号，或稍后重新提交');
  fake.mode.captcha = false;
  await site.api('POST', '/api/admin/remote-judge/site/reset', { token: root.token, body: { oj: 'TOY' } });

  fake.mode.changed = true;
  const changed = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int y;'), alice.token);
  t.match(changed.errorMessage, /^Submitted Failed: TOY's pages could not be read/);
  t.match((await toy()).lastError, /^changed: /, 'the admin sees the cause on the site');
  fake.mode.changed = false;
  await site.api('POST', '/api/admin/remote-judge/site/reset', { token: root.token, body: { oj: 'TOY' } });

  fake.mode.rateLimited = true;
  const limited = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int z;'), alice.token);
  t.equal(limited.errorMessage, 'Submitted Failed: TOY refused, too many submissions from this account. Resubmit in a few minutes');
  fake.mode.rateLimited = false;
  t.equal((await site.api<Account[]>('GET', '/api/admin/remote-judge/accounts', { token: root.token })).data[0].busy, true, 'the account rests');
  const waited = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int w;'), alice.token);
  t.equal(waited.errorMessage, 'Submitted Failed: waiting for a free TOY account timed out. Resubmit later', 'no free account within the wait');
  await site.db('remote_judge_account').update({ busy_until: null });
});

t.test('a site that does not answer in time is treated as down', async (t) => {
  fake.mode.slowMs = 2500;
  const s = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int late;'), alice.token);
  fake.mode.slowMs = 0;
  t.equal(s.errorMessage, 'Submitted Failed: TOY could not be reached. Resubmit later', 'the request timed out (timeoutMs 1500)');
  t.match((await toy()).lastError, /^unavailable: .*1500 ms/, 'the admin sees the time-out');
  await site.api('POST', '/api/admin/remote-judge/site/reset', { token: root.token, body: { oj: 'TOY' } });
});

t.test('a site that keeps failing opens the breaker: users see it unavailable, the site is left alone', async (t) => {
  fake.mode.down = true;
  for (const code of ['a1', 'a2', 'a3']) {
    const s = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', code), alice.token);
    t.equal(s.errorMessage, 'Submitted Failed: TOY could not be reached. Resubmit later');
  }
  const mine = await site.api<Array<{ oj: string; state: string }>>('GET', '/api/remote-judge/sites', {});
  t.equal(mine.data.find((s) => s.oj === 'TOY')!.state, 'unavailable', 'shown before they submit');
  t.equal(mine.data.find((s) => s.oj === 'HDU')!.state, 'ok', 'other sites are not affected');
  fake.mode.down = false;
  const sentBefore = fake.submissions.length;
  const loginsBefore = fake.logins.length;
  const held = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'a4'), alice.token);
  t.equal(held.errorMessage, 'Submitted Failed: TOY is unavailable right now (it failed several times in a row). Resubmit in a few minutes');
  t.same([fake.submissions.length, fake.logins.length], [sentBefore, loginsBefore], 'the open breaker did not call the site');
  t.equal((await importProblem('TOY', '1001')).msg, 'TOY is unavailable right now (it failed several times in a row); try again in a few minutes');
  const reset = await site.api<AdminSite[]>('POST', '/api/admin/remote-judge/site/reset', { token: root.token, body: { oj: 'TOY' }, lang: 'en-US' });
  t.equal(reset.msg, 'TOY is marked available again');
  t.equal(reset.data.find((s) => s.oj === 'TOY')!.state, 'ok');
  const again = await site.api('GET', '/api/resubmit', { token: alice.token, query: { submitId: held.submitId } });
  t.equal(again.status, 200);
  t.equal((await verdict(site, held.submitId, alice.token)).status, 0, 'resubmitted and judged');
});

t.test('an admin switches a site off and on', async (t) => {
  const off = await site.api<AdminSite[]>('PUT', '/api/admin/remote-judge/site', { token: root.token, body: { oj: 'TOY', enabled: false }, lang: 'en-US' });
  t.equal(off.msg, 'TOY is switched off');
  t.equal((await site.api<Array<{ oj: string; state: string }>>('GET', '/api/remote-judge/sites', {})).data.find((s) => s.oj === 'TOY')!.state, 'off');
  const s = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'b1'), alice.token);
  t.equal(s.errorMessage, 'Submitted Failed: remote judging on TOY is switched off by an admin. Resubmit once it is back on');
  t.equal((await importProblem('TOY', '1001')).msg, 'Remote judging on TOY is switched off');
  t.equal((await site.api('PUT', '/api/admin/remote-judge/site', { token: admin.token, body: { oj: 'TOY', enabled: true } })).status, 403, 'only the super admin');
  await site.api('PUT', '/api/admin/remote-judge/site', { token: root.token, body: { oj: 'TOY', enabled: true } });
  t.equal((await toy()).state, 'ok');
});

t.test('a user binds their own account: their submissions go through it', async (t) => {
  fake.accounts.set('bobby', 'hunter2');
  const anonymous = await site.api('POST', '/api/remote-judge/my-account', { body: { oj: 'TOY', username: 'bobby', password: 'hunter2' } });
  t.equal(anonymous.status, 401);
  t.equal((await site.api('POST', '/api/remote-judge/my-account', { token: bob.token, body: { oj: 'TOY', username: 'bobby' }, lang: 'en-US' })).msg, "Enter the account's password or a session cookie");
  const bound = await site.api('POST', '/api/remote-judge/my-account', { token: bob.token, body: { oj: 'TOY', username: 'bobby', password: 'hunter2' }, lang: 'en-US' });
  t.same([bound.status, bound.msg], [200, 'Your TOY account is bound: your submissions to TOY problems now go through it']);
  const mine = await site.api<Array<{ oj: string; username: string; hasPassword: boolean }>>('GET', '/api/remote-judge/my-accounts', { token: bob.token });
  t.match(mine.data, [{ oj: 'TOY', username: 'bobby', hasPassword: true }]);
  t.notMatch(JSON.stringify(mine), /hunter2/);
  t.equal((await site.api<Array<{ oj: string; bound: boolean }>>('GET', '/api/remote-judge/sites', { token: bob.token })).data.find((s) => s.oj === 'TOY')!.bound, true);
  const s = await verdict(site, await submit(site, bob.token, pid, 'Toy C++17', 'int bob;'), bob.token);
  t.equal(s.status, 0);
  t.equal(fake.submissions.at(-1)!.username, 'bobby', 'submitted as bob\'s own account');
  const poolView = await site.api<Account[]>('GET', '/api/admin/remote-judge/accounts', { token: root.token });
  t.same(poolView.data.map((a) => a.username), ['alice'], 'a bound account is not in the pool');
  const a = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int alice;'), alice.token);
  t.equal(a.status, 0);
  t.equal(fake.submissions.at(-1)!.username, 'alice', 'others still use the pool');
  const unbound = await site.api('DELETE', '/api/remote-judge/my-account', { token: bob.token, query: { oj: 'TOY' }, lang: 'en-US' });
  t.equal(unbound.msg, 'Account unbound');
  t.equal((await site.api('DELETE', '/api/remote-judge/my-account', { token: bob.token, query: { oj: 'TOY' }, lang: 'en-US' })).msg, 'You have no TOY account bound');
});

t.test('a run that never finishes ends as System Error after the configured looks', async (t) => {
  fake.runningPolls = 1000;
  const s = await verdict(site, await submit(site, alice.token, pid, 'Toy C++17', 'int slow;'), alice.token);
  fake.runningPolls = 1;
  t.equal(s.status, 4);
  t.equal(s.errorMessage, 'TOY gave no verdict within 1 minutes');
});

t.test('a rejudge while the attempt waits for an account: only the new attempt goes to the site', async (t) => {
  await site.db('remote_judge_account').update({ busy_until: site.db.raw("now() + interval '1 hour'") });
  const id = await submit(site, alice.token, pid, 'Toy C++17', 'int waiting;');
  // Submitting: on its way, no account free
  while ((await detail(site, id, alice.token)).status !== 9) await new Promise((r) => setTimeout(r, 20));
  const rejudged = await site.api('GET', '/api/admin/judge/rejudge', { token: root.token, query: { submitId: id } });
  t.equal(rejudged.status, 200, rejudged.msg);
  await site.db('remote_judge_account').update({ busy_until: null });
  t.equal((await verdict(site, id, alice.token)).status, 0, 'the rejudge is judged');
  // the first attempt's job has ended too (dropped, or sent and polled to its end)
  while ((await site.db('remote_judge_run').where({ submit_id: id, attempt: 1 }).first('state'))?.state !== 'done') await new Promise((r) => setTimeout(r, 20));
  const sent = fake.submissions.filter((x) => x.code.includes(`oj-remote ${id}-`)).map((x) => /oj-remote \d+-(\d+)-/.exec(x.code)![1]);
  t.same(sent, ['2'], 'the first attempt never reached the site');
  const account = (await site.api<Account[]>('GET', '/api/admin/remote-judge/accounts', { token: root.token })).data.find((a) => a.username === 'alice')!;
  t.equal(account.busy, false, 'the account is free again');
});
