// Sessions cached by the access hook: two web nodes of one site, each having just used a token
// (so each holds it), and every way a session ends or changes made on one node shows on the
// other as soon as the change's broadcast has reached it (at once in process; over Redis, a
// fence message sent after the change tells when) — logout, password change, ban, role change,
// deleted user.
import t, { type Test } from 'tap';
import type { WebNode } from '../src/app.ts';
import { TestSite, type ApiResponse } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());
const other = await site.addNode();
const { token: rootToken } = await site.userWithToken('theroot', 'root');

async function call<T>(node: WebNode, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown): Promise<ApiResponse<T>> {
  const res = await node.app.inject({ method, url, headers: { ...(token ? { authorization: token } : {}), 'accept-language': 'en-US' }, payload: body as object | undefined });
  const parsed = JSON.parse(res.body) as { status: number; msg: string; data: T };
  return { http: res.statusCode, status: parsed.status, msg: parsed.msg, data: parsed.data, headers: res.headers, raw: res.body };
}

let fences = 0;
/**
 * Waits until every session change either node broadcast so far has reached both nodes: a fence
 * (dropping the sessions of a user who does not exist) sent on the same channel after them, which
 * pub/sub delivers in order.
 */
async function settled(): Promise<void> {
  for (const from of [site.node, other]) {
    const fence = `fence-${++fences}`;
    const arrivals = [site.node, other].map((node) => new Promise<void>((resolve) => {
      const off = node.kernel.bus.subscribe('kernel.sessions', (payload) => {
        if ((payload as { uids?: string[] }).uids?.[0] === fence) { off(); resolve(); }
      });
    }));
    await from.kernel.sessions.drop({ uids: [fence] });
    await Promise.all(arrivals);
  }
}
const authInfo = (node: WebNode, token: string) => call<{ roles: string[] }>(node, 'GET', '/api/get-user-auth-info', token);

/** a logged-in user whose token both nodes have just accepted */
async function warmUser(t: Test, name: string): Promise<{ uid: string; token: string }> {
  const who = await site.userWithToken(name);
  for (const node of [site.node, other]) t.equal((await authInfo(node, who.token)).status, 200, `${name} is logged in on both nodes`);
  return who;
}

t.test('a token keeps working on both nodes while its session lives', async (t) => {
  const { token } = await warmUser(t, 'steady');
  for (let i = 0; i < 3; i++) {
    for (const node of [site.node, other]) t.same((await authInfo(node, token)).data.roles, ['default_user']);
  }
});

t.test('logout on one node ends the token on the other', async (t) => {
  const { token } = await warmUser(t, 'leaver');
  t.equal((await call(site.node, 'GET', '/api/logout', token)).status, 200);
  await settled();
  const after = await authInfo(other, token);
  t.equal(after.http, 401);
  t.equal(after.msg, 'Your login has expired, please login again!');
});

t.test('a password change ends the other sessions on every node, and keeps the one it was made with', async (t) => {
  const { token } = await warmUser(t, 'changer');
  const second = await site.login('changer', 'secret123');
  t.equal((await authInfo(other, second)).status, 200);
  const changed = await call(other, 'POST', '/api/change-password', second, { oldPassword: 'secret123', newPassword: 'another-secret' });
  t.equal(changed.status, 200, changed.msg);
  await settled();
  t.equal((await authInfo(site.node, token)).http, 401, 'the first session is over on the first node');
  t.equal((await authInfo(other, token)).http, 401, 'and on the second');
  t.equal((await authInfo(site.node, second)).status, 200, 'the session that changed it goes on');
});

t.test('a role change by an admin shows on the other node at once', async (t) => {
  const { uid, token } = await warmUser(t, 'promoted');
  t.equal((await call(other, 'GET', '/api/admin/dashboard/get-dashboard-info', token)).http, 403, 'no admin yet');
  const edit = await call(site.node, 'PUT', '/api/admin/user/edit-user', rootToken, { uid, username: 'promoted', type: 1001, status: 0 });
  t.equal(edit.status, 200, edit.msg);
  await settled();
  t.same((await authInfo(other, token)).data.roles, ['admin']);
  t.equal((await call(other, 'GET', '/api/admin/dashboard/get-dashboard-info', token)).status, 200, 'the new role opens admin pages');
  const back = await call(other, 'PUT', '/api/admin/user/edit-user', rootToken, { uid, username: 'promoted', type: 1002, status: 0 });
  t.equal(back.status, 200, back.msg);
  await settled();
  const refused = await call(site.node, 'GET', '/api/admin/dashboard/get-dashboard-info', token);
  t.equal(refused.http, 403, 'demoted again on the first node');
  t.equal(refused.msg, 'Sorry, you do not have permission for this');
});

t.test('a ban and a deletion end the user’s sessions on every node', async (t) => {
  const banned = await warmUser(t, 'tobebanned');
  const ban = await call(site.node, 'PUT', '/api/admin/user/edit-user', rootToken, { uid: banned.uid, username: 'tobebanned', type: 1002, status: 1 });
  t.equal(ban.status, 200, ban.msg);
  await settled();
  t.equal((await authInfo(other, banned.token)).http, 401, 'banned on the other node');

  const gone = await warmUser(t, 'tobedeleted');
  const del = await call(other, 'DELETE', '/api/admin/user/delete-user', rootToken, { ids: [gone.uid] });
  t.equal(del.status, 200, del.msg);
  await settled();
  for (const node of [site.node, other]) t.equal((await authInfo(node, gone.token)).http, 401, 'a deleted user’s token is refused');
});
