// Issue 30: group and discussion calls as the reference's own web client makes them — its whole
// form objects (read-only and server-set fields included, never written), ids from the route as
// text, and the arguments some calls send in the query string with an empty JSON body.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, switchRules } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
await switchRules(site, { defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 100, defaultCreateDiscussionACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
const ann = await site.userWithToken('refann');
const bob = await site.userWithToken('refbob');
const root = await site.userWithToken('refroot', 'root');

let gid = 0;
t.test("POST /api/group with the client's whole form: created, its server-set fields ignored", async (t) => {
  // views/oj/group/GroupList.vue: the create dialog's form, as it is sent
  const form = { id: null, avatar: '', name: 'Algo Club', shortName: 'algoc', brief: 'We practise', description: 'All about it', owner: '', auth: 1, code: '', status: null, visible: true, uid: root.uid };
  const res = await site.api<{ id: number; name: string; owner: string }>('POST', '/api/group', { token: ann.token, body: form, lang: 'en-US' });
  t.equal(res.status, 200, res.msg);
  gid = res.data.id;
  const row = await site.db('groups_group').where({ id: gid }).first();
  t.match(row, { name: 'Algo Club', shortName: 'algoc', uid: ann.uid, status: 0 }, 'the creator owns it, whatever uid and status the form carried');
  // the update sends the group it loaded back whole, with its id as text
  const edit = await site.api('PUT', '/api/group', { token: ann.token, body: { ...form, id: String(gid), brief: 'We practise daily', gmtCreate: '2024-03-01T08:00:00.000+00:00', gmtModified: null, owner: 'refann' }, lang: 'en-US' });
  t.equal(edit.status, 200, edit.msg);
  t.equal((await site.db('groups_group').where({ id: gid }).first()).brief, 'We practise daily');
});

t.test('POST /api/group/member with gid, code and reason in the query string and {} as the body', async (t) => {
  const join = await site.api('POST', '/api/group/member', { token: bob.token, query: { gid: String(gid), code: '', reason: 'Let me in please' }, body: {}, lang: 'en-US' });
  t.equal(join.status, 200, join.msg);
  const member = await site.db('groups_member').where({ gid, uid: bob.uid }).first();
  t.ok(member, 'bob joined (or applied to) the group named in the query');
  const none = await site.api('POST', '/api/group/member', { token: bob.token, body: {}, lang: 'en-US' });
  t.equal(none.status, 400, 'with neither body nor query, the group is asked for');
  const both = await site.api('POST', '/api/group/member', { token: bob.token, query: { gid: '999999' }, body: { gid, code: '', reason: 'again' }, lang: 'en-US' });
  t.not(both.msg, 'This group does not exist', 'a body with fields is read as sent, the query ignored');
});

t.test("POST /api/discussion with the client's whole form: topPriority and author are not the poster's to set", async (t) => {
  await createAbProblem(site, root.token, 'RD1');
  // views/oj/discussion/discussionList.vue: the new-discussion form
  const form = { id: null, pid: 'RD1', title: 'How to start?', content: 'Body of the question', description: 'A question', categoryId: '1', topPriority: true, uid: root.uid, author: 'refroot', avatar: '' };
  const res = await site.api<{ id: number }>('POST', '/api/discussion', { token: bob.token, body: form, lang: 'en-US' });
  t.equal(res.status, 200, res.msg);
  const row = await site.db('discussions_discussion').where({ id: res.data.id }).first();
  t.match(row, { title: 'How to start?', uid: bob.uid, topPriority: false, categoryId: 1 }, 'the poster is the caller, not pinned, the category read from text');
  const edit = await site.api('PUT', '/api/discussion', { token: bob.token, body: { ...row, ...form, id: String(res.data.id), title: 'How to begin?', gmtCreate: '2024-03-01T08:00:00.000+00:00' }, lang: 'en-US' });
  t.equal(edit.status, 200, edit.msg);
  t.match(await site.db('discussions_discussion').where({ id: res.data.id }).first(), { title: 'How to begin?', uid: bob.uid, topPriority: false });
});

t.test('POST /api/get-user-problem-status with the contest and group ids as the client sends them', async (t) => {
  const pid = (await site.db('problems_problem').where({ problemId: 'RD1' }).first('id')).id as number;
  for (const body of [
    { pidList: [pid], isContestProblemList: false, containsEnd: false },
    { pidList: [pid], isContestProblemList: false, cid: 0, gid: null, containsEnd: true },
    { pidList: [pid], isContestProblemList: false, cid: null, gid: String(gid), containsEnd: false },
  ]) {
    const res = await site.api<Record<string, { status: number }>>('POST', '/api/get-user-problem-status', { token: bob.token, body, lang: 'en-US' });
    t.equal(res.status, 200, `${JSON.stringify(body)}: ${res.msg}`);
    t.equal(res.data[pid]?.status, -10, 'not tried yet');
  }
});
