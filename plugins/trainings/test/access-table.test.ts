// Spec 3 §6 as one table: every training call × every role × every kind of training, asserting
// what the caller gets (envelope status and message). The roles: a visitor, a logged-in user, a
// user who unlocked the private training, its author (its admin), a site admin who is not its
// author, and the super admin. The kinds: public, private, and hidden (switched off in the list).
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, addProblem, createCategory, createTraining } from './helpers.ts';

type Role = 'visitor' | 'user' | 'registered' | 'author' | 'admin' | 'root';
const ROLES: readonly Role[] = ['visitor', 'user', 'registered', 'author', 'admin', 'root'];
type Kind = 'public' | 'private' | 'hidden';
const KINDS: readonly Kind[] = ['public', 'private', 'hidden'];

const MSG = {
  login: 'Please login first!',
  notFound: 'Sorry, this training does not exist',
  locked: 'This training is private: enter its password on the training\'s page first',
  adminOnly: 'Only this training\'s administrators may do this',
  noRole: 'Sorry, you do not have permission for this',
  public: 'This training is public; no password is needed',
  already: 'You have already unlocked this training',
  wrong: 'Wrong training password',
  language: 'This problem does not accept submissions in Java',
};
type Outcome = [status: number, msg: string | null];
const OK: Outcome = [200, null];
const isAdmin = (role: Role) => role === 'author' || role === 'root';

/** seeing the training: its admins always; others while it is in the list */
function see(role: Role, kind: Kind): Outcome {
  if (role === 'visitor') return [401, MSG.login];
  if (isAdmin(role)) return OK;
  return kind === 'hidden' ? [404, MSG.notFound] : OK;
}
/** opening its problems and rank: a private training once unlocked (the hidden one is public) */
function open(role: Role, kind: Kind): Outcome {
  const seen = see(role, kind);
  if (seen !== OK) return seen;
  if (kind === 'private' && !isAdmin(role) && role !== 'registered') return [403, MSG.locked];
  return OK;
}
/** past the training's checks a submit in Java meets the problem's languages: nothing is judged */
function submit(role: Role, kind: Kind): Outcome {
  const opened = open(role, kind);
  return opened === OK ? [400, MSG.language] : opened;
}
function register(role: Role, kind: Kind): Outcome {
  const seen = see(role, kind);
  if (seen !== OK) return seen;
  if (kind !== 'private') return [400, MSG.public];
  return role === 'registered' ? [400, MSG.already] : [400, MSG.wrong];
}
/** the admin calls: the admin roles get in, then only the training's admins */
function manage(role: Role): Outcome {
  if (role === 'visitor') return [401, MSG.login];
  if (role === 'user' || role === 'registered') return [403, MSG.noRole];
  return isAdmin(role) ? OK : [403, MSG.adminOnly];
}

interface Ids { tid: number; pid: number; kind: Kind }
interface Call { method: string; url: string; query?: (ids: Ids) => Record<string, string | number | boolean>; body?: (ids: Ids) => unknown; expect(role: Role, kind: Kind): Outcome }

const CALLS: Record<string, Call> = {
  'category list': { method: 'GET', url: '/api/get-training-category', expect: () => OK },
  'training list': { method: 'GET', url: '/api/get-training-list', expect: () => OK },
  detail: { method: 'GET', url: '/api/get-training-detail', query: ({ tid }) => ({ tid }), expect: see },
  access: { method: 'GET', url: '/api/get-training-access', query: ({ tid }) => ({ tid }), expect: see },
  register: { method: 'POST', url: '/api/register-training', body: ({ tid }) => ({ tid, password: 'not it' }), expect: register },
  problems: { method: 'GET', url: '/api/get-training-problem-list', query: ({ tid }) => ({ tid }), expect: open },
  'problem details': { method: 'GET', url: '/api/get-training-problem-details', query: ({ tid }) => ({ tid, displayId: 'AT1' }), expect: open },
  rank: { method: 'GET', url: '/api/get-training-rank', query: ({ tid }) => ({ tid }), expect: open },
  'problem bar': { method: 'GET', url: '/api/get-full-screen-problem-list', query: ({ tid }) => ({ tid }), expect: open },
  submit: { method: 'POST', url: '/api/submit-problem-judge', body: ({ tid, pid }) => ({ tid, pid, language: 'Java', code: 'class Main {}' }), expect: submit },
  'admin: read': { method: 'GET', url: '/api/admin/training', query: ({ tid }) => ({ tid }), expect: (role) => manage(role) },
  'admin: problems': { method: 'GET', url: '/api/admin/training/get-problem-list', query: ({ tid }) => ({ tid }), expect: (role) => manage(role) },
  'admin: visibility': { method: 'PUT', url: '/api/admin/training/change-training-status', query: ({ tid, kind }) => ({ tid, status: kind !== 'hidden' }), expect: (role) => manage(role) },
  'admin: order': { method: 'PUT', url: '/api/admin/training/problem', body: ({ tid, pid }) => ({ tid, pid, rank: 1 }), expect: (role) => manage(role) },
};

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const tokens: Record<Role, string | undefined> = { visitor: undefined, user: '', registered: '', author: '', admin: '', root: '' };
const rootUser = await site.userWithToken('boss', 'root');
tokens.root = rootUser.token;
const author = await site.userWithToken('author', 'admin');
tokens.author = author.token;
tokens.admin = (await site.userWithToken('other', 'admin')).token;
tokens.user = (await site.userWithToken('user')).token;
const registered = await site.userWithToken('registered');
tokens.registered = registered.token;
const pid = await createAbProblem(site, rootUser.token, 'AT1');
const category = await createCategory(site, author.token, 'Table');

const trainings: Record<Kind, number> = { public: 0, private: 0, hidden: 0 };
for (const kind of KINDS) {
  trainings[kind] = await createTraining(site, author.token, {
    title: `Table ${kind}`, ...(kind === 'private' ? { auth: 'Private', privatePwd: 'pw' } : {}), status: kind !== 'hidden',
  }, category);
  await addProblem(site, author.token, trainings[kind], pid);
}
await site.db('trainings_register').insert({ tid: trainings.private, uid: registered.uid });

for (const [name, call] of Object.entries(CALLS)) {
  t.test(name, async (t) => {
    for (const kind of KINDS) {
      for (const role of ROLES) {
        const ids = { tid: trainings[kind], pid, kind };
        const r = await site.api(call.method, call.url, { token: tokens[role], lang: 'en-US', query: call.query?.(ids), body: call.body?.(ids) });
        const [status, msg] = call.expect(role, kind);
        t.equal(r.status, status, `${kind} × ${role}: status`);
        if (msg !== null) t.equal(r.msg, msg, `${kind} × ${role}: message`);
      }
    }
  });
}

t.test('deleting a training is the super admin\'s; its author cannot', async (t) => {
  const tid = await createTraining(site, author.token, { title: 'To delete' }, category);
  const byAuthor = await site.api('DELETE', '/api/admin/training', { token: author.token, query: { tid }, lang: 'en-US' });
  t.same([byAuthor.status, byAuthor.msg], [403, MSG.noRole]);
  const byRoot = await site.api('DELETE', '/api/admin/training', { token: rootUser.token, query: { tid }, lang: 'zh-CN' });
  t.same([byRoot.status, byRoot.msg], [200, '删除成功']);
  t.notOk(await site.db('trainings_training').where({ id: tid }).first(), 'gone');
});
