// Who may call what (issue 17 security): every remote judge call × every role, as a table. A
// refused call changes nothing: the pool, the bound accounts, the sites' switches and the bank
// are compared before and after each refusal.
import t from 'tap';
import { toySite } from './helpers.ts';

const { site, fake } = await toySite();
t.teardown(async () => { await site.close(); await fake.close(); });

type Role = 'visitor' | 'user' | 'problem_admin' | 'admin' | 'root';
const ROLES: Role[] = ['visitor', 'user', 'problem_admin', 'admin', 'root'];
const tokens: Record<Role, string | undefined> = {
  visitor: undefined,
  user: (await site.userWithToken('uma')).token,
  problem_admin: (await site.userWithToken('pam', 'problem_admin')).token,
  admin: (await site.userWithToken('ada', 'admin')).token,
  root: (await site.userWithToken('rooty', 'root')).token,
};
const seeded = await site.api<{ id: number }>('POST', '/api/admin/remote-judge/account', { token: tokens.root, body: { oj: 'TOY', username: 'alice', password: 'secret' } });

interface Call { method: string; url: string; query?: Record<string, string | number>; body?: Record<string, unknown>; allowed: readonly Role[] }
const EVERYONE: Role[] = [...ROLES];
const LOGGED_IN: Role[] = ['user', 'problem_admin', 'admin', 'root'];
const ROOT: Role[] = ['root'];
const PROBLEM_ADMINS: Role[] = ['problem_admin', 'admin', 'root'];

// the changing calls are made with input the server refuses after the access check (an unknown
// site, a missing account), so an allowed role gets 400/404 and nothing changes either way
const CALLS: Record<string, Call> = {
  sites: { method: 'GET', url: '/api/remote-judge/sites', allowed: EVERYONE },
  myAccounts: { method: 'GET', url: '/api/remote-judge/my-accounts', allowed: LOGGED_IN },
  bind: { method: 'POST', url: '/api/remote-judge/my-account', body: { oj: 'NOPE', username: 'x', password: 'y' }, allowed: LOGGED_IN },
  unbind: { method: 'DELETE', url: '/api/remote-judge/my-account', query: { oj: 'TOY' }, allowed: LOGGED_IN },
  adminSites: { method: 'GET', url: '/api/admin/remote-judge/sites', allowed: ROOT },
  switchSite: { method: 'PUT', url: '/api/admin/remote-judge/site', body: { oj: 'NOPE', enabled: false }, allowed: ROOT },
  resetSite: { method: 'POST', url: '/api/admin/remote-judge/site/reset', body: { oj: 'NOPE' }, allowed: ROOT },
  accounts: { method: 'GET', url: '/api/admin/remote-judge/accounts', allowed: ROOT },
  addAccount: { method: 'POST', url: '/api/admin/remote-judge/account', body: { oj: 'NOPE', username: 'x', password: 'y' }, allowed: ROOT },
  editAccount: { method: 'PUT', url: '/api/admin/remote-judge/account', body: { id: 999999, oj: 'TOY', username: 'x' }, allowed: ROOT },
  deleteAccount: { method: 'DELETE', url: '/api/admin/remote-judge/account', query: { id: 999999 }, allowed: ROOT },
  importProblem: { method: 'GET', url: '/api/admin/problem/import-remote-oj-problem', query: { name: 'TOY', problemId: 'x!' }, allowed: PROBLEM_ADMINS },
};

const state = async () => JSON.stringify({
  accounts: await site.db('remote_judge_account').orderBy('id'),
  sites: await site.db('remote_judge_site').orderBy('oj'),
  problems: await site.db('problems_problem').count({ n: '*' }).first(),
});

for (const [name, call] of Object.entries(CALLS)) {
  t.test(name, async (t) => {
    for (const role of ROLES) {
      const before = await state();
      const r = await site.api(call.method, call.url, { token: tokens[role], query: call.query, body: call.body, lang: 'en-US' });
      if (call.allowed.includes(role)) {
        t.notOk([401, 403].includes(r.status), `${role} may call it (${r.status} ${r.msg})`);
      } else {
        t.equal(r.status, role === 'visitor' ? 401 : 403, `${role} is refused`);
      }
      if (call.method !== 'GET' || r.status !== 200) t.equal(await state(), before, `${role}: nothing changed`);
    }
  });
}

t.test('no answer carries a password or a cookie', async (t) => {
  await site.api('POST', '/api/remote-judge/my-account', { token: tokens.user, body: { oj: 'TOY', username: 'uma-toy', cookie: 'REVEL_SESSION=abc123' } });
  for (const [url, token] of [['/api/admin/remote-judge/accounts', tokens.root], ['/api/remote-judge/my-accounts', tokens.user], ['/api/admin/remote-judge/sites', tokens.root]] as const) {
    const r = await site.api('GET', url, { token });
    t.equal(r.status, 200);
    t.notMatch(JSON.stringify(r.data), /secret|abc123/, `${url} answers no secret`);
  }
  const rows = JSON.stringify([await site.db('remote_judge_account'), await site.db('plugin_secrets').where({ plugin: 'remote-judge' })]);
  t.match(rows, /account\.\d+\.password/, 'the password is a plugin secret');
  t.notMatch(rows, /secret"|abc123/, 'and no table holds it or the cookie in clear');
  t.ok(seeded.data.id > 0);
});
