// The admin calls' role table (reference §2 "Admin" roles, spec 3 §6; the ICPC API's tokens and contest package): every admin contest call ×
// visitor, user, a problem admin who did not create the contest, its creator (a problem admin), a
// site admin and the super admin, asserting the envelope each one gets.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS } from './helpers.ts';
import { ADMIN_ROLES, MSG, adminUsers, contestForm, createContestAs, type AdminRole } from './admin-helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const users = await adminUsers(site);
const creator = users.creator!;
const root = users.root!;
const publicPid = await createAbProblem(site, root.token, 'R100');
const secondPid = await createAbProblem(site, root.token, 'R200');
/** an ended ACM contest of the creator (the ICPC package is only an ended contest's; it writes nothing) */
const endedCid = await createContestAs(site, creator.token, {
  startTime: new Date(Date.now() - 3 * 3_600_000).toISOString(), endTime: new Date(Date.now() - 3_600_000).toISOString(),
});

type Outcome = [status: number, msg: string | null];
const OK: Outcome = [200, null];
const LOGIN: Outcome = [401, MSG.login];
const NO_ROLE: Outcome = [403, MSG.noPermission];
const NOT_ADMIN: Outcome = [403, MSG.adminOnly];

/** reference roles root/admin/problem_admin, then spec 3 §6: the creator or the super admin */
function manage(role: AdminRole): Outcome {
  if (role === 'visitor') return LOGIN;
  if (role === 'user') return NO_ROLE;
  return role === 'creator' || role === 'root' ? OK : NOT_ADMIN;
}
/** auth, then the contest's admins (the ICPC API's tokens): a user who may see the contest is told it is not theirs */
const contestAdmins = (role: AdminRole): Outcome => (role === 'visitor' ? LOGIN : role === 'creator' || role === 'root' ? OK : NOT_ADMIN);
/** any admin role (the list, creating a contest) */
const anyAdmin = (role: AdminRole): Outcome => (role === 'visitor' ? LOGIN : role === 'user' ? NO_ROLE : OK);
/** the reference's roles(root) (deleting a contest), and roles(root)+perm(rejudge) */
const rootOnly = (role: AdminRole): Outcome => (role === 'visitor' ? LOGIN : role === 'root' ? OK : NO_ROLE);
/** roles root/problem_admin (removing a contest problem), then the contest's admins */
function removeProblem(role: AdminRole): Outcome {
  if (role === 'visitor') return LOGIN;
  if (role === 'user' || role === 'admin') return NO_ROLE;
  return role === 'otherProblemAdmin' ? NOT_ADMIN : OK;
}

interface Ids { cid: number; pid: number; cpid: number; aid: number; tokenId: number }
interface Call {
  method: string;
  url: string;
  query?: (ids: Ids) => Record<string, string | number | boolean>;
  body?: (ids: Ids, role: AdminRole) => unknown;
  expect(role: AdminRole): Outcome;
}

const CALLS: Record<string, Call> = {
  'contest list': { method: 'GET', url: '/api/admin/contest/get-contest-list', expect: anyAdmin },
  'create contest': { method: 'POST', url: '/api/admin/contest', body: () => contestForm(), expect: anyAdmin },
  'read contest': { method: 'GET', url: '/api/admin/contest', query: ({ cid }) => ({ cid }), expect: manage },
  'edit contest': { method: 'PUT', url: '/api/admin/contest', body: ({ cid }) => contestForm({ id: cid }), expect: manage },
  'clone contest': { method: 'GET', url: '/api/admin/contest/clone', query: ({ cid }) => ({ cid }), expect: manage },
  visibility: { method: 'PUT', url: '/api/admin/contest/change-contest-visible', query: ({ cid }) => ({ cid, visible: true }), expect: manage },
  'problem list': { method: 'GET', url: '/api/admin/contest/get-problem-list', query: ({ cid }) => ({ cid }), expect: manage },
  'read problem': { method: 'GET', url: '/api/admin/contest/problem', query: ({ cid, pid }) => ({ cid, pid }), expect: manage },
  'read contest problem': { method: 'GET', url: '/api/admin/contest/contest-problem', query: ({ cid, pid }) => ({ cid, pid }), expect: manage },
  'edit contest problem': { method: 'PUT', url: '/api/admin/contest/contest-problem', body: ({ cid, pid, cpid }) => ({ id: cpid, cid, pid, displayId: 'A', displayTitle: 'First', color: '#123456' }), expect: manage },
  'add from public': { method: 'POST', url: '/api/admin/contest/add-problem-from-public', body: ({ cid }) => ({ cid, pid: secondPid, displayId: 'B' }), expect: manage },
  'announcement list': { method: 'GET', url: '/api/admin/contest/announcement', query: ({ cid }) => ({ cid }), expect: manage },
  'create announcement': { method: 'POST', url: '/api/admin/contest/announcement', body: ({ cid }) => ({ cid, announcement: { title: 'Hi', content: 'There' } }), expect: manage },
  'edit announcement': { method: 'PUT', url: '/api/admin/contest/announcement', body: ({ cid, aid }) => ({ cid, announcement: { id: aid, title: 'Hi', content: 'Again' } }), expect: manage },
  'delete announcement': { method: 'DELETE', url: '/api/admin/contest/announcement', query: ({ aid }) => ({ aid }), expect: manage },
  'ICPC token list': { method: 'GET', url: '/api/admin/contest/icpc-token', query: ({ cid }) => ({ cid }), expect: contestAdmins },
  'issue ICPC token': { method: 'POST', url: '/api/admin/contest/icpc-token', body: ({ cid }) => ({ cid, role: 'public', name: 'Scoreboard' }), expect: contestAdmins },
  'revoke ICPC token': { method: 'DELETE', url: '/api/admin/contest/icpc-token', query: ({ tokenId }) => ({ id: tokenId }), expect: contestAdmins },
  'ICPC contest package': { method: 'GET', url: '/api/admin/contest/icpc-package', query: () => ({ cid: endedCid }), expect: contestAdmins },
  'remove problem': { method: 'DELETE', url: '/api/admin/contest/problem', query: ({ cid, pid }) => ({ cid, pid }), expect: removeProblem },
  rejudge: { method: 'GET', url: '/api/admin/judge/rejudge-contest-problem', query: ({ cid, pid }) => ({ cid, pid }), expect: rootOnly },
  'delete contest': { method: 'DELETE', url: '/api/admin/contest', query: ({ cid }) => ({ cid }), expect: rootOnly },
};

/** a fresh contest of the creator with one problem and one announcement for each call and role (writes change them) */
async function fixture(): Promise<Ids> {
  const cid = await createContestAs(site, creator.token);
  const added = await site.api<{ id: number; pid: number }>('POST', '/api/admin/contest/add-problem-from-public', { token: creator.token, body: { cid, pid: publicPid, displayId: 'A' } });
  const a = await site.api<{ id: number }>('POST', '/api/admin/contest/announcement', { token: creator.token, body: { cid, announcement: { title: 'Note', content: 'Read me' } } });
  const token = await site.api<{ id: number }>('POST', '/api/admin/contest/icpc-token', { token: creator.token, body: { cid, role: 'admin', name: 'Resolver' } });
  return { cid, pid: added.data.pid, cpid: added.data.id, aid: a.data.id, tokenId: token.data.id };
}

for (const [name, call] of Object.entries(CALLS)) {
  t.test(name, async (t) => {
    for (const role of ADMIN_ROLES) {
      const ids = await fixture();
      const token = users[role]?.token;
      const r = await site.api(call.method, call.url, { token, lang: 'en-US', query: call.query?.(ids), body: call.body?.(ids, role) });
      const [status, msg] = call.expect(role);
      t.equal(r.status, status, `${role}: ${r.msg}`);
      if (msg) t.equal(r.msg, msg, `${role} message`);
    }
  });
}

t.test('refusals in Chinese too', async (t) => {
  const { cid } = await fixture();
  const visitor = await site.api('GET', '/api/admin/contest', { query: { cid }, lang: 'zh-CN' });
  t.same([visitor.status, visitor.msg], [401, '请先登录！']);
  const user = await site.api('GET', '/api/admin/contest', { token: users.user!.token, query: { cid }, lang: 'zh-CN' });
  t.same([user.status, user.msg], [403, '对不起，您无权限进行此操作']);
  const other = await site.api('GET', '/api/admin/contest', { token: users.otherProblemAdmin!.token, query: { cid }, lang: 'zh-CN' });
  t.same([other.status, other.msg], [403, '只有该比赛的管理员可以进行此操作']);
});
