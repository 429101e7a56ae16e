// Spec 1 §6 and spec 3 §6 as one table: every discussion and comment call × every role, and the
// contest Q&A × role × contest phase, asserting what the caller gets (envelope status and
// message). Roles: a visitor, a user, a user without discussion rights (1004), a muted user
// (1005), the discussion's author, an admin and the super admin. For the Q&A: the contest's
// owner instead of the author, and the phases scheduled, running and ended.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createContest } from '../../contests/test/helpers.ts';
import { PLUGINS, postingRules } from './helpers.ts';

type Role = 'visitor' | 'user' | 'nodisc' | 'muted' | 'author' | 'admin' | 'root';
const ROLES: readonly Role[] = ['visitor', 'user', 'nodisc', 'muted', 'author', 'admin', 'root'];
const KEYS = { user: 'default_user', nodisc: 'no_discuss_user', muted: 'mute_user', author: 'default_user', admin: 'admin', root: 'root' } as const;

const MSG = {
  login: 'Please login first!',
  noRole: 'Sorry, you do not have permission for this',
  authorOnly: 'Only the author may edit this discussion',
  deleteDenied: 'Only the author or an administrator may delete this discussion',
  commentDenied: 'You may not delete this comment',
  notStarted: 'The contest has not started yet; you cannot enter it',
};
type Outcome = [status: number, msg: string | null];
const OK: Outcome = [200, null];
const login = (role: Role): Outcome | null => (role === 'visitor' ? [401, MSG.login] : null);
const everyone = (): Outcome => OK;
const anyUser = (role: Role): Outcome => login(role) ?? OK;
const canPost = (role: Role): Outcome => login(role) ?? (role === 'nodisc' || role === 'muted' ? [403, MSG.noRole] : OK);
const canComment = (role: Role): Outcome => login(role) ?? (role === 'muted' ? [403, MSG.noRole] : OK);
const admins = (role: Role): Outcome => login(role) ?? (role === 'admin' || role === 'root' ? OK : [403, MSG.noRole]);
const rootOnly = (role: Role): Outcome => login(role) ?? (role === 'root' ? OK : [403, MSG.noRole]);
const edit = (role: Role): Outcome => login(role) ?? (role === 'nodisc' || role === 'muted' ? [403, MSG.noRole] : role === 'author' ? OK : [403, MSG.authorOnly]);
const remove = (role: Role): Outcome => login(role) ?? (['author', 'admin', 'root'].includes(role) ? OK : [403, MSG.deleteDenied]);
const removeOthersComment = (role: Role): Outcome => login(role) ?? (role === 'admin' || role === 'root' ? OK : [403, MSG.commentDenied]);

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
await postingRules(site, { defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 1000 });
const tokens = new Map<Role, string | undefined>([['visitor', undefined]]);
const uids = new Map<Role, string>();
for (const role of ROLES.slice(1)) {
  const u = await site.userWithToken(`t_${role}`, KEYS[role as Exclude<Role, 'visitor'>]);
  tokens.set(role, u.token);
  uids.set(role, u.uid);
}
const stranger = await site.userWithToken('stranger');

async function newDiscussion(): Promise<number> {
  const r = await site.api<{ id: number }>('POST', '/api/discussion', { token: tokens.get('author'), body: { title: 'T', description: 'D', content: 'C', categoryId: 1 } });
  return r.data.id;
}
async function strangersComment(area: Record<string, number>): Promise<number> {
  return (await site.api<{ id: number }>('POST', '/api/comment', { token: stranger.token, body: { content: 'by a stranger', ...area } })).data.id;
}

/** one call: the method, the path, and what to send (made fresh for each caller when it consumes something) */
interface Call { method: string; url: string; make: () => Promise<{ query?: Record<string, string | number | boolean>; body?: unknown }>; expect: (role: Role) => Outcome }

const did = await newDiscussion();
const calls: Record<string, Call> = {
  'GET /api/discussion-category': { method: 'GET', url: '/api/discussion-category', make: async () => ({}), expect: everyone },
  'POST /api/discussion-category': { method: 'POST', url: '/api/discussion-category', make: async () => ({ body: [{ id: 1, name: '综合 General' }, { id: 2, name: '题解 Solutions' }, { id: 3, name: '反馈 Feedback' }] }), expect: rootOnly },
  'GET /api/get-discussion-list': { method: 'GET', url: '/api/get-discussion-list', make: async () => ({}), expect: everyone },
  'GET /api/get-discussion-detail': { method: 'GET', url: '/api/get-discussion-detail', make: async () => ({ query: { did } }), expect: everyone },
  'POST /api/discussion': { method: 'POST', url: '/api/discussion', make: async () => ({ body: { title: 'T', description: 'D', content: 'C', categoryId: 1 } }), expect: canPost },
  'PUT /api/discussion': { method: 'PUT', url: '/api/discussion', make: async () => ({ body: { id: did, title: 'T2', description: 'D', content: 'C', categoryId: 1 } }), expect: edit },
  'DELETE /api/discussion': { method: 'DELETE', url: '/api/discussion', make: async () => ({ query: { did: await newDiscussion() } }), expect: remove },
  'GET /api/discussion-like': { method: 'GET', url: '/api/discussion-like', make: async () => ({ query: { did, toLike: true } }), expect: anyUser },
  'POST /api/discussion-report': { method: 'POST', url: '/api/discussion-report', make: async () => ({ body: { did, content: '#Spam ads#' } }), expect: anyUser },
  'GET /api/admin/discussion': { method: 'GET', url: '/api/admin/discussion', make: async () => ({}), expect: admins },
  'PUT /api/admin/discussion': { method: 'PUT', url: '/api/admin/discussion', make: async () => ({ body: { id: did, topPriority: true } }), expect: admins },
  'DELETE /api/admin/discussion': { method: 'DELETE', url: '/api/admin/discussion', make: async () => ({ body: [await newDiscussion()] }), expect: admins },
  'GET /api/admin/discussion-report': { method: 'GET', url: '/api/admin/discussion-report', make: async () => ({}), expect: admins },
  'PUT /api/admin/discussion-report': {
    method: 'PUT', url: '/api/admin/discussion-report', expect: admins,
    make: async () => {
      await site.api('POST', '/api/discussion-report', { token: stranger.token, body: { did, content: '#Abuse#' } });
      const [row] = (await site.db('discussions_report').max({ id: 'id' })) as Array<{ id: number }>;
      return { body: { id: row!.id, status: true } };
    },
  },
  'GET /api/comments (discussion)': { method: 'GET', url: '/api/comments', make: async () => ({ query: { did } }), expect: everyone },
  'POST /api/comment (discussion)': { method: 'POST', url: '/api/comment', make: async () => ({ body: { content: 'hi', did } }), expect: canComment },
  'POST /api/reply (discussion)': { method: 'POST', url: '/api/reply', make: async () => ({ body: { reply: { commentId: await strangersComment({ did }), content: 're' }, did } }), expect: canComment },
  'GET /api/reply (discussion)': { method: 'GET', url: '/api/reply', make: async () => ({ query: { commentId: await strangersComment({ did }) } }), expect: everyone },
  'GET /api/comment-like (discussion)': { method: 'GET', url: '/api/comment-like', make: async () => ({ query: { cid: await strangersComment({ did }), toLike: true } }), expect: anyUser },
  'DELETE /api/comment (someone else\'s)': { method: 'DELETE', url: '/api/comment', make: async () => ({ body: { id: await strangersComment({ did }) } }), expect: removeOthersComment },
};

t.test('discussion and comment calls × roles', async (t) => {
  for (const [name, call] of Object.entries(calls)) {
    for (const role of ROLES) {
      const { query, body } = await call.make();
      const r = await site.api(call.method, call.url, { token: tokens.get(role), query, body, lang: 'en-US' });
      const [status, msg] = call.expect(role);
      t.equal(r.status, status, `${name} as ${role}: ${status} (got ${r.status} ${r.msg})`);
      if (msg) t.equal(r.msg, msg, `${name} as ${role}: "${msg}"`);
    }
  }
});

// the contest Q&A: roles × phases. "author" is the contest's owner here (a contest admin); an
// admin who did not write the contest is an ordinary contestant in it (spec 3 §6)
type Phase = 'scheduled' | 'running' | 'ended';
const PHASES: readonly Phase[] = ['scheduled', 'running', 'ended'];
function enterQa(role: Role, phase: Phase, writes: boolean): Outcome {
  const l = login(role);
  if (l) return l;
  if (writes && role === 'muted') return [403, MSG.noRole];
  if (role === 'author' || role === 'root') return OK;
  return phase === 'scheduled' ? [403, MSG.notStarted] : OK;
}

t.test('contest Q&A calls × roles × phases', async (t) => {
  for (const phase of PHASES) {
    const cid = await createContest(site, { uid: uids.get('author')!, author: 't_author', title: `Q&A ${phase}`, phase });
    const qa: Record<string, { method: string; url: string; make: () => Promise<{ query?: Record<string, string | number | boolean>; body?: unknown }>; writes: boolean }> = {
      'GET /api/comments': { method: 'GET', url: '/api/comments', make: async () => ({ query: { cid } }), writes: false },
      'POST /api/comment': { method: 'POST', url: '/api/comment', make: async () => ({ body: { content: 'Question?', cid } }), writes: true },
    };
    for (const [name, call] of Object.entries(qa)) {
      for (const role of ROLES) {
        const { query, body } = await call.make();
        const r = await site.api(call.method, call.url, { token: tokens.get(role), query, body, lang: 'en-US' });
        const [status, msg] = enterQa(role, phase, call.writes);
        t.equal(r.status, status, `${name} (${phase}) as ${role}: ${status} (got ${r.status} ${r.msg})`);
        if (msg) t.equal(r.msg, msg, `${name} (${phase}) as ${role}: "${msg}"`);
      }
    }
  }
});
