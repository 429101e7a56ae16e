// Spec 3 §6 "Group levels" as one table: every group call × every standing a caller may have ×
// every kind of group, asserting what the caller gets (envelope status and message). Each call is
// made on a fresh group holding one user at every level, so what one call changes never decides
// another's answer. Cross-group isolation (an admin of A acting on B) follows the table.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { PLUGINS, PNG, makeGroup, switchRules, uploadImage } from './helpers.ts';
import { createProblem, problemBody } from '../../problems/test/helpers.ts';
import { addContestProblem, createContest } from '../../contests/test/helpers.ts';
import { contestForm } from '../../contests/test/admin-helpers.ts';

type Role = 'visitor' | 'nonmember' | 'applicant' | 'refused' | 'member' | 'gadmin' | 'groot' | 'owner' | 'siteadmin' | 'superadmin';
const ROLES: readonly Role[] = ['visitor', 'nonmember', 'applicant', 'refused', 'member', 'gadmin', 'groot', 'owner', 'siteadmin', 'superadmin'];
type Kind = 'public' | 'protected' | 'private' | 'hidden';
const KINDS: Record<Kind, { auth: number; visible: boolean }> = {
  public: { auth: 1, visible: true }, protected: { auth: 2, visible: true }, private: { auth: 3, visible: true }, hidden: { auth: 2, visible: false },
};

const MSG = {
  login: 'Please login first!',
  notFound: 'This group does not exist',
  members: 'Only members of this group may do this: apply to join first',
  admins: "Only the group's administrators may do this",
  root: "Only the group's root may do this",
  owner: "Only the group's owner or the super administrator may disband it",
  alreadyMember: 'You are already a member of this group',
  alreadyApplied: "You have already applied: wait for the group's administrators",
  ownerExit: 'The owner can not exit the group: disband it instead',
  notMember: 'You are not a member of this group',
  authorOnly: "Only the group's root or the announcement's author may change it",
  deleteDenied: 'Only the author or an administrator may delete this discussion',
  problemAuthorOnly: "Only the group's root or the problem's author may change it",
  discussionGone: 'Sorry, this discussion does not exist',
  trainingAuthorOnly: "Only the group's root or the training's author may change it",
  contestRootOrCreator: "Only the group's root or the contest's creator may manage this contest",
};
type Outcome = [status: number, msg: string | null];
const OK: Outcome = [200, null];

const LEVEL: Partial<Record<Role, number>> = { applicant: 1, refused: 2, member: 3, gadmin: 4, groot: 5 };
const isMember = (r: Role) => ['member', 'gadmin', 'groot', 'owner', 'superadmin'].includes(r);
const isAdmin = (r: Role) => ['gadmin', 'groot', 'owner', 'superadmin'].includes(r);
const isRoot = (r: Role) => ['groot', 'owner', 'superadmin'].includes(r);

/** the refusal before any rule of the call: not logged in, or a hidden group one does not belong to */
function gate(role: Role, kind: Kind): Outcome | null {
  if (role === 'visitor') return [401, MSG.login];
  if (kind === 'hidden' && !isMember(role)) return [404, MSG.notFound];
  return null;
}
const seen = (role: Role, kind: Kind): Outcome => gate(role, kind) ?? OK;
const entered = (role: Role, kind: Kind): Outcome => gate(role, kind) ?? (isMember(role) ? OK : [403, MSG.members]);
const administered = (role: Role, kind: Kind): Outcome => { const e = entered(role, kind); return e !== OK ? e : isAdmin(role) ? OK : [403, MSG.admins]; };
const rooted = (role: Role, kind: Kind): Outcome => { const e = entered(role, kind); return e !== OK ? e : isRoot(role) ? OK : [403, MSG.root]; };
const announcementChange = (role: Role, kind: Kind): Outcome => { const a = administered(role, kind); return a !== OK ? a : isRoot(role) ? OK : [403, MSG.authorOnly]; };
// a discussion of the group is "not found" to whoever may not read the group's area
const discussionDelete = (role: Role, kind: Kind): Outcome => (role === 'visitor' ? [401, MSG.login] : !isMember(role) ? [404, MSG.discussionGone] : isAdmin(role) ? OK : [403, MSG.deleteDenied]);
const problemChange = (role: Role, kind: Kind): Outcome => { const a = administered(role, kind); return a !== OK ? a : isRoot(role) ? OK : [403, MSG.problemAuthorOnly]; };
const contestManage = (role: Role, kind: Kind): Outcome => { const e = entered(role, kind); return e !== OK ? e : isRoot(role) ? OK : [403, MSG.contestRootOrCreator]; };
const trainingChange = (role: Role, kind: Kind): Outcome => { const a = administered(role, kind); return a !== OK ? a : isRoot(role) ? OK : [403, MSG.trainingAuthorOnly]; };
const disband = (role: Role, kind: Kind): Outcome => gate(role, kind) ?? (role === 'owner' || role === 'superadmin' ? OK : [403, MSG.owner]);
const apply = (role: Role, kind: Kind): Outcome => gate(role, kind)
  ?? (isMember(role) ? [400, MSG.alreadyMember] : role === 'applicant' ? [400, MSG.alreadyApplied] : OK);
const exit = (role: Role, kind: Kind): Outcome => gate(role, kind)
  ?? (role === 'owner' ? [400, MSG.ownerExit] : LEVEL[role] ? OK : [400, MSG.notMember]);

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
await switchRules(site, { defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 1000, defaultCreateGroupLimit: 1000, defaultCreateDiscussionACInitValue: 0, defaultCreateDiscussionDailyLimit: 1000 });
const tokens = new Map<Role, string | undefined>([['visitor', undefined]]);
const uids = new Map<Role, string>();
for (const role of ROLES.slice(1)) {
  const u = await site.userWithToken(`a_${role}`, role === 'siteadmin' ? 'admin' : role === 'superadmin' ? 'root' : 'default_user');
  tokens.set(role, u.token);
  uids.set(role, u.uid);
}
const target = await site.userWithToken('a_target');

/** a fresh group of `kind` with every role at its level and a plain member to act on */
async function freshGroup(kind: Kind): Promise<number> {
  const members: Record<string, number> = { [target.uid]: 3 };
  for (const [role, level] of Object.entries(LEVEL)) members[uids.get(role as Role)!] = level!;
  return makeGroup(site, uids.get('owner')!, { ...KINDS[kind], code: 'secret', members });
}

interface Call { method: string; url: string; make: (gid: number) => Promise<{ query?: Record<string, string | number | boolean>; body?: unknown }>; expect: (role: Role, kind: Kind) => Outcome }
const gidQ = async (gid: number) => ({ query: { gid } });
const ownersAnnouncement = async (gid: number) => {
  const [row] = (await site.db('groups_announcement').insert({ gid, uid: uids.get('owner')!, title: 'T', content: 'C' }).returning('id')) as { id: number }[];
  return row!.id;
};
let problemSeq = 0;
/** a problem of the group written by its owner */
const ownersProblem = async (gid: number) => {
  problemSeq += 1;
  const r = await site.api<{ pid: number }>('POST', '/api/group/problem', { token: tokens.get('owner'), body: { gid, ...problemBody(`P${problemSeq}`) } });
  if (r.status !== 200) throw new Error(r.msg);
  return r.data.pid;
};
const trainingCategory = (await site.api<{ id: number }>('POST', '/api/admin/training/category', { token: tokens.get('superadmin'), body: { name: 'Access', color: '#2d8cf0' } })).data.id;
const publicPid = await createProblem(site, tokens.get('superadmin')!, 'ACCESS1');
const trainingBody = (gid: number, training: Record<string, unknown> = {}) => ({ training: { title: 'Drills', description: 'Practise', gid, ...training }, trainingCategory: { id: trainingCategory } });
/** a training of the group written by its owner, holding the public problem */
const ownersTraining = async (gid: number) => {
  const r = await site.api<{ id: number }>('POST', '/api/group/training', { token: tokens.get('owner'), body: trainingBody(gid) });
  if (r.status !== 200) throw new Error(r.msg);
  const added = await site.api('POST', '/api/group/add-training-problem-from-public', { token: tokens.get('owner'), body: { tid: r.data.id, pid: publicPid } });
  if (added.status !== 200) throw new Error(added.msg);
  return r.data.id;
};
/** a running contest of the group made by its owner; `withProblem`: the public problem placed as A */
const ownersContest = async (gid: number, withProblem = false) => {
  const cid = await createContest(site, { uid: uids.get('owner')!, author: 'a_owner', title: 'Group Cup', gid, visible: true });
  if (withProblem) await addContestProblem(site, cid, publicPid, 'A');
  return cid;
};
const ownersContestAnnouncement = async (cid: number) => {
  const [row] = (await site.db('contests_announcement').insert({ cid, uid: uids.get('owner')!, username: 'a_owner', title: 'T', content: 'C' }).returning('id')) as { id: number }[];
  return row!.id;
};
const contestProblemBody = (cid: number) => ({
  cid, displayId: 'B', displayTitle: 'Made here',
  problem: { problemId: `CP${++problemSeq}`, title: 'Sum', description: 'Add', input: 'Two numbers', output: 'Their sum', timeLimit: 1000, memoryLimit: 256 },
  samples: [{ input: '1 2\n', output: '3\n' }], languages: [{ name: 'C++' }],
});
const calls: Record<string, Call> = {
  'GET /api/get-group-list': { method: 'GET', url: '/api/get-group-list', make: async () => ({}), expect: () => OK },
  'GET /api/get-group-detail': { method: 'GET', url: '/api/get-group-detail', make: gidQ, expect: seen },
  'GET /api/get-group-access': { method: 'GET', url: '/api/get-group-access', make: gidQ, expect: seen },
  'GET /api/get-group-auth': { method: 'GET', url: '/api/get-group-auth', make: gidQ, expect: seen },
  'PUT /api/group': { method: 'PUT', url: '/api/group', make: async (gid) => ({ body: { id: gid, brief: 'A new brief' } }), expect: rooted },
  'DELETE /api/group': { method: 'DELETE', url: '/api/group', make: gidQ, expect: disband },
  'GET /api/group/get-member-list': { method: 'GET', url: '/api/group/get-member-list', make: gidQ, expect: entered },
  'GET /api/group/get-apply-list': { method: 'GET', url: '/api/group/get-apply-list', make: gidQ, expect: administered },
  'POST /api/group/member': { method: 'POST', url: '/api/group/member', make: async (gid) => ({ body: { gid, code: 'secret', reason: 'Let me in, please' } }), expect: apply },
  'PUT /api/group/member': { method: 'PUT', url: '/api/group/member', make: async (gid) => ({ body: { gid, uid: target.uid, auth: 2 } }), expect: administered },
  'DELETE /api/group/member': { method: 'DELETE', url: '/api/group/member', make: async (gid) => ({ query: { gid, uid: target.uid } }), expect: administered },
  'DELETE /api/group/member/exit': { method: 'DELETE', url: '/api/group/member/exit', make: gidQ, expect: exit },
  'GET /api/group/get-announcement-list': { method: 'GET', url: '/api/group/get-announcement-list', make: gidQ, expect: entered },
  'GET /api/group/get-admin-announcement-list': { method: 'GET', url: '/api/group/get-admin-announcement-list', make: gidQ, expect: administered },
  'POST /api/group/announcement': { method: 'POST', url: '/api/group/announcement', make: async (gid) => ({ body: { gid, title: 'News', content: 'Text' } }), expect: administered },
  "PUT /api/group/announcement (the owner's)": { method: 'PUT', url: '/api/group/announcement', make: async (gid) => ({ body: { id: await ownersAnnouncement(gid), gid, title: 'News', content: 'Text' } }), expect: announcementChange },
  "DELETE /api/group/announcement (the owner's)": { method: 'DELETE', url: '/api/group/announcement', make: async (gid) => ({ query: { aid: await ownersAnnouncement(gid) } }), expect: announcementChange },
  'GET /api/get-group-rank-list': { method: 'GET', url: '/api/get-group-rank-list', make: gidQ, expect: entered },
  'GET /api/group/get-problem-list': { method: 'GET', url: '/api/group/get-problem-list', make: gidQ, expect: entered },
  'GET /api/group/get-admin-problem-list': { method: 'GET', url: '/api/group/get-admin-problem-list', make: gidQ, expect: administered },
  'GET /api/group/get-all-problem-tags': { method: 'GET', url: '/api/group/get-all-problem-tags', make: gidQ, expect: administered },
  "GET /api/group/problem (the owner's)": { method: 'GET', url: '/api/group/problem', make: async (gid) => ({ query: { pid: await ownersProblem(gid) } }), expect: administered },
  'POST /api/group/problem': { method: 'POST', url: '/api/group/problem', make: async (gid) => ({ body: { gid, ...problemBody(`N${++problemSeq}`) } }), expect: administered },
  "PUT /api/group/change-problem-auth (the owner's)": { method: 'PUT', url: '/api/group/change-problem-auth', make: async (gid) => ({ body: { id: await ownersProblem(gid), auth: 2 } }), expect: administered },
  "PUT /api/group/apply-public (the owner's)": { method: 'PUT', url: '/api/group/apply-public', make: async (gid) => ({ body: { pid: await ownersProblem(gid), isApplied: true } }), expect: problemChange },
  "DELETE /api/group/problem (the owner's)": { method: 'DELETE', url: '/api/group/problem', make: async (gid) => ({ query: { pid: await ownersProblem(gid) } }), expect: problemChange },
  'GET /api/group/get-training-list': { method: 'GET', url: '/api/group/get-training-list', make: gidQ, expect: entered },
  'GET /api/group/get-admin-training-list': { method: 'GET', url: '/api/group/get-admin-training-list', make: gidQ, expect: administered },
  'POST /api/group/training': { method: 'POST', url: '/api/group/training', make: async (gid) => ({ body: trainingBody(gid) }), expect: administered },
  "GET /api/group/training (the owner's)": { method: 'GET', url: '/api/group/training', make: async (gid) => ({ query: { tid: await ownersTraining(gid) } }), expect: trainingChange },
  "PUT /api/group/training (the owner's)": { method: 'PUT', url: '/api/group/training', make: async (gid) => ({ body: trainingBody(gid, { id: await ownersTraining(gid), title: 'Renamed' }) }), expect: trainingChange },
  "DELETE /api/group/training (the owner's)": { method: 'DELETE', url: '/api/group/training', make: async (gid) => ({ query: { tid: await ownersTraining(gid) } }), expect: trainingChange },
  "PUT /api/group/change-training-status (the owner's)": { method: 'PUT', url: '/api/group/change-training-status', make: async (gid) => ({ query: { tid: await ownersTraining(gid), status: false } }), expect: trainingChange },
  "GET /api/group/get-training-problem-list (the owner's)": { method: 'GET', url: '/api/group/get-training-problem-list', make: async (gid) => ({ query: { tid: await ownersTraining(gid) } }), expect: trainingChange },
  "PUT /api/group/training-problem (the owner's)": { method: 'PUT', url: '/api/group/training-problem', make: async (gid) => ({ body: { tid: await ownersTraining(gid), pid: publicPid, rank: 5 } }), expect: trainingChange },
  "DELETE /api/group/training-problem (the owner's)": { method: 'DELETE', url: '/api/group/training-problem', make: async (gid) => ({ query: { tid: await ownersTraining(gid), pid: publicPid } }), expect: trainingChange },
  "POST /api/group/add-training-problem-from-public (the owner's)": {
    method: 'POST', url: '/api/group/add-training-problem-from-public', expect: trainingChange,
    make: async (gid) => {
      const r = await site.api<{ id: number }>('POST', '/api/group/training', { token: tokens.get('owner'), body: trainingBody(gid) });
      return { body: { tid: r.data.id, pid: publicPid } };
    },
  },
  "POST /api/group/add-training-problem-from-group (the owner's)": {
    method: 'POST', url: '/api/group/add-training-problem-from-group', expect: trainingChange,
    make: async (gid) => {
      const pid = await ownersProblem(gid);
      const problemId = ((await site.db('problems_problem').where({ id: pid }).first('problemId')) as { problemId: string }).problemId;
      return { body: { tid: await ownersTraining(gid), problemId } };
    },
  },
  'GET /api/group/get-contest-list': { method: 'GET', url: '/api/group/get-contest-list', make: gidQ, expect: entered },
  'GET /api/group/get-admin-contest-list': { method: 'GET', url: '/api/group/get-admin-contest-list', make: gidQ, expect: administered },
  'POST /api/group/contest': { method: 'POST', url: '/api/group/contest', make: async (gid) => ({ body: { gid, ...contestForm() } }), expect: administered },
  "GET /api/group/contest (the owner's)": { method: 'GET', url: '/api/group/contest', make: async (gid) => ({ query: { cid: await ownersContest(gid) } }), expect: contestManage },
  "PUT /api/group/contest (the owner's)": { method: 'PUT', url: '/api/group/contest', make: async (gid) => ({ body: { id: await ownersContest(gid), gid, ...contestForm() } }), expect: contestManage },
  "DELETE /api/group/contest (the owner's)": { method: 'DELETE', url: '/api/group/contest', make: async (gid) => ({ query: { cid: await ownersContest(gid) } }), expect: contestManage },
  "PUT /api/group/change-contest-visible (the owner's)": { method: 'PUT', url: '/api/group/change-contest-visible', make: async (gid) => ({ query: { cid: await ownersContest(gid), visible: false } }), expect: contestManage },
  "GET /api/group/get-contest-problem-list (the owner's)": { method: 'GET', url: '/api/group/get-contest-problem-list', make: async (gid) => ({ query: { cid: await ownersContest(gid, true) } }), expect: contestManage },
  "POST /api/group/contest-problem (the owner's contest)": { method: 'POST', url: '/api/group/contest-problem', make: async (gid) => ({ body: contestProblemBody(await ownersContest(gid)) }), expect: contestManage },
  "GET /api/group/contest-problem (the owner's)": { method: 'GET', url: '/api/group/contest-problem', make: async (gid) => ({ query: { cid: await ownersContest(gid, true), pid: publicPid } }), expect: contestManage },
  "PUT /api/group/contest-problem (the owner's)": { method: 'PUT', url: '/api/group/contest-problem', make: async (gid) => ({ body: { cid: await ownersContest(gid, true), pid: publicPid, displayTitle: 'Renamed' } }), expect: contestManage },
  "DELETE /api/group/contest-problem (the owner's)": { method: 'DELETE', url: '/api/group/contest-problem', make: async (gid) => ({ query: { cid: await ownersContest(gid, true), pid: publicPid } }), expect: contestManage },
  "POST /api/group/add-contest-problem-from-public (the owner's)": { method: 'POST', url: '/api/group/add-contest-problem-from-public', make: async (gid) => ({ body: { cid: await ownersContest(gid), pid: publicPid, displayId: 'A' } }), expect: contestManage },
  "POST /api/group/add-contest-problem-from-group (the owner's)": {
    method: 'POST', url: '/api/group/add-contest-problem-from-group', expect: contestManage,
    make: async (gid) => {
      const pid = await ownersProblem(gid);
      const problemId = ((await site.db('problems_problem').where({ id: pid }).first('problemId')) as { problemId: string }).problemId;
      return { query: { cid: await ownersContest(gid), problemId, displayId: 'B' } };
    },
  },
  "GET /api/group/get-contest-announcement-list (the owner's)": { method: 'GET', url: '/api/group/get-contest-announcement-list', make: async (gid) => ({ query: { cid: await ownersContest(gid) } }), expect: contestManage },
  "POST /api/group/contest-announcement (the owner's contest)": { method: 'POST', url: '/api/group/contest-announcement', make: async (gid) => ({ body: { cid: await ownersContest(gid), announcement: { title: 'News', content: 'Text' } } }), expect: contestManage },
  "PUT /api/group/contest-announcement (the owner's)": {
    method: 'PUT', url: '/api/group/contest-announcement', expect: contestManage,
    make: async (gid) => {
      const cid = await ownersContest(gid);
      return { body: { cid, announcement: { id: await ownersContestAnnouncement(cid), title: 'News', content: 'Text' } } };
    },
  },
  "DELETE /api/group/contest-announcement (the owner's)": {
    method: 'DELETE', url: '/api/group/contest-announcement', expect: contestManage,
    make: async (gid) => {
      const cid = await ownersContest(gid);
      return { query: { cid, aid: await ownersContestAnnouncement(cid) } };
    },
  },
  'GET /api/group/get-discussion-list': { method: 'GET', url: '/api/group/get-discussion-list', make: gidQ, expect: entered },
  'GET /api/group/get-admin-discussion-list': { method: 'GET', url: '/api/group/get-admin-discussion-list', make: gidQ, expect: administered },
  'POST /api/group/discussion': { method: 'POST', url: '/api/group/discussion', make: async (gid) => ({ body: { gid, title: 'T', description: 'D', content: 'C', categoryId: 1 } }), expect: entered },
  "DELETE /api/group/discussion (the owner's)": {
    method: 'DELETE', url: '/api/group/discussion', expect: discussionDelete,
    make: async (gid) => {
      const [row] = (await site.db('discussions_discussion').insert({ gid, uid: uids.get('owner')!, title: 'T', description: 'D', content: 'C', categoryId: 1 }).returning('id')) as { id: number }[];
      return { query: { did: row!.id } };
    },
  },
};

for (const kind of Object.keys(KINDS) as Kind[]) {
  t.test(`group calls × standings, ${kind} group`, async (t) => {
    for (const [name, call] of Object.entries(calls)) {
      for (const role of ROLES) {
        const gid = await freshGroup(kind);
        const { query, body } = await call.make(gid);
        const r = await site.api(call.method, call.url, { token: tokens.get(role), query, body, lang: 'en-US' });
        const [status, msg] = call.expect(role, kind);
        t.equal(r.status, status, `${name} as ${role}: ${status} (got ${r.status} ${r.msg})`);
        if (msg) t.equal(r.msg, msg, `${name} as ${role}: "${msg}"`);
      }
    }
    for (const role of ROLES) {
      const gid = await freshGroup(kind);
      const r = await uploadImage(site, `/api/file/upload-group-avatar?gid=${gid}`, tokens.get(role), PNG, 'a.png');
      const [status, msg] = rooted(role, kind);
      t.equal(r.status, status, `POST /api/file/upload-group-avatar as ${role}: ${status} (got ${r.status} ${r.msg})`);
      if (msg) t.equal(r.msg, msg, `POST /api/file/upload-group-avatar as ${role}: "${msg}"`);
    }
  });
}

t.test('an admin of group A reaches nothing of group B', async (t) => {
  const a = await freshGroup('public');
  const b = await makeGroup(site, target.uid, { members: { [uids.get('member')!]: 3 } });
  const [ann] = (await site.db('groups_announcement').insert({ gid: b, uid: target.uid, title: 'B news', content: 'C' }).returning('id')) as { id: number }[];
  const admin = tokens.get('gadmin');
  t.ok(a > 0);
  const tries: Array<[string, string, { query?: Record<string, string | number>; body?: unknown }]> = [
    ['PUT', '/api/group', { body: { id: b, brief: 'Taken over' } }],
    ['GET', '/api/group/get-apply-list', { query: { gid: b } }],
    ['PUT', '/api/group/member', { body: { gid: b, uid: uids.get('member')!, auth: 2 } }],
    ['DELETE', '/api/group/member', { query: { gid: b, uid: uids.get('member')! } }],
    ['GET', '/api/group/get-admin-announcement-list', { query: { gid: b } }],
    ['POST', '/api/group/announcement', { body: { gid: b, title: 'X', content: 'Y' } }],
    // group A's id with group B's announcement
    ['PUT', '/api/group/announcement', { body: { id: ann!.id, gid: a, title: 'X', content: 'Y' } }],
    ['DELETE', '/api/group/announcement', { query: { aid: ann!.id } }],
    ['GET', '/api/get-group-rank-list', { query: { gid: b } }],
  ];
  for (const [method, url, opts] of tries) {
    const r = await site.api(method, url, { token: admin, ...opts, lang: 'en-US' });
    t.equal(r.status, 403, `${method} ${url} on group B: refused (${r.msg})`);
  }
  t.equal((await site.db('groups_group').where({ id: b }).first('brief')).brief, 'A brief text', 'B unchanged');
  t.equal((await site.db('groups_member').where({ gid: b, uid: uids.get('member')! }).first('auth')).auth, 3);
  t.equal((await site.db('groups_announcement').where({ id: ann!.id }).first('title')).title, 'B news');
});
