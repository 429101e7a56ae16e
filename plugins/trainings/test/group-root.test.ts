// Group trainings through the trainings plugin's owner point (spec 3 §6, the "Groups" issue): the
// root of a training's group is one of its admins, its members open it, nobody else knows it
// exists, and it stays out of the site's list. A stand-in plugin (test/fixtures/group-owner)
// answers for group 7 as the groups plugin will; group 8 has no owner, so nobody but the author
// and super admins sees its trainings.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, type Page } from './helpers.ts';

const site = await TestSite.start({ plugins: [...PLUGINS, { package: './plugins/trainings/test/fixtures/group-owner' }] });
t.teardown(() => site.close());
const root = await site.userWithToken('boss', 'root');
const author = await site.userWithToken('author1');
const users = {
  groupRoot: await site.userWithToken('grouproot1'),
  member: await site.userWithToken('member1'),
  outsider: await site.userWithToken('outsider1'),
};
const pid = await createAbProblem(site, root.token, 'G1');
async function groupTraining(gid: number, title: string): Promise<number> {
  const [row] = await site.db('trainings_training').insert({ uid: author.uid, author: 'author1', title, description: 'Group practice', auth: 'Public', gid }).returning('id');
  const tid = (row as { id: number }).id;
  await site.db('trainings_problem').insert({ tid, pid, displayId: 'G1', rank: 1 });
  return tid;
}
const tid = await groupTraining(7, 'Group 7 drills');
const otherGroup = await groupTraining(8, 'Group 8 drills');
type Who = keyof typeof users;

t.test('the group root administers the group\'s training; members open it; others do not see it', async (t) => {
  const expected: Record<Who, number> = { groupRoot: 200, member: 200, outsider: 404 };
  for (const who of Object.keys(users) as Who[]) {
    const token = users[who].token;
    const detail = await site.api('GET', '/api/get-training-detail', { token, query: { tid }, lang: 'en-US' });
    t.equal(detail.status, expected[who], `${who}: detail`);
    const problems = await site.api('GET', '/api/get-training-problem-list', { token, query: { tid }, lang: 'en-US' });
    t.equal(problems.status, expected[who], `${who}: problems`);
    const admin = await site.api<{ training: { title: string } }>('GET', '/api/admin/training', { token, query: { tid }, lang: 'en-US' });
    // the admin calls are for the admin roles first: a group root who is a plain user stops there
    t.equal(admin.status, 403, `${who}: the admin area is for the admin roles`);
  }
  const rank = await site.api('GET', '/api/get-training-rank', { token: users.groupRoot.token, query: { tid }, lang: 'en-US' });
  t.equal(rank.status, 200, 'the group root reads the rank');
  const submit = await site.api('POST', '/api/submit-problem-judge', { token: users.outsider.token, body: { tid, pid, language: 'Python3', code: 'print(1)' }, lang: 'en-US' });
  t.same([submit.status, submit.msg], [404, 'Sorry, this training does not exist'], 'an outsider cannot submit in it');
});

t.test('no owner answers for group 8: only its author and super admins see its training', async (t) => {
  for (const who of Object.keys(users) as Who[]) {
    const r = await site.api('GET', '/api/get-training-detail', { token: users[who].token, query: { tid: otherGroup }, lang: 'en-US' });
    t.equal(r.status, 404, `${who}`);
  }
  t.equal((await site.api('GET', '/api/get-training-detail', { token: author.token, query: { tid: otherGroup } })).status, 200, 'its author');
  t.equal((await site.api('GET', '/api/get-training-detail', { token: root.token, query: { tid: otherGroup } })).status, 200, 'a super admin');
});

t.test('group trainings stay out of the site\'s lists', async (t) => {
  const list = await site.api<Page<{ id: number }>>('GET', '/api/get-training-list', { token: users.member.token, query: { keyword: 'drills' } });
  t.equal(list.data.total, 0, 'the training list');
  const admin = await site.api<Page<{ id: number }>>('GET', '/api/admin/training/get-training-list', { token: root.token, query: { keyword: 'drills' } });
  t.equal(admin.data.total, 0, 'the admin list (group trainings are managed in the group)');
});
