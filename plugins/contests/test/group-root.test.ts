// Group contests through the contests plugin's owner point (spec 3 §6, the "Groups" issue): the
// root of a contest's group is one of its admins, its members see it, nobody else knows it exists.
// A stand-in plugin (test/fixtures/group-owner) answers for group 7 as the groups plugin will.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { PLUGINS, createContest } from './helpers.ts';
import { MSG } from './admin-helpers.ts';

const site = await TestSite.start({ plugins: [...PLUGINS, { package: './plugins/contests/test/fixtures/group-owner' }] });
t.teardown(() => site.close());
const author = await site.userWithToken('author1');
const users = {
  groupRoot: await site.userWithToken('grouproot1'),
  member: await site.userWithToken('member1'),
  outsider: await site.userWithToken('outsider1'),
};
const cid = await createContest(site, { uid: author.uid, author: 'author1', title: 'Group 7 cup', gid: 7, visible: true });
const otherGroup = await createContest(site, { uid: author.uid, author: 'author1', title: 'Group 8 cup', gid: 8, visible: true });

type Who = keyof typeof users;
const ADMIN_CALLS: Array<[string, string, Record<string, number>]> = [
  ['print jobs', '/api/get-contest-print', { cid }],
  ['AC info', '/api/get-contest-ac-info', { cid }],
  ['rank download', '/api/file/download-contest-rank', { cid }],
];

t.test('the group root administers the group\'s contest; its members only take part; others do not see it', async (t) => {
  const expectInfo: Record<Who, number> = { groupRoot: 200, member: 200, outsider: 404 };
  for (const who of Object.keys(users) as Who[]) {
    const info = await site.api<{ title: string }>('GET', '/api/get-contest-info', { token: users[who].token, query: { cid }, lang: 'en-US' });
    t.equal(info.status, expectInfo[who], `${who}: contest info`);
    if (who === 'outsider') t.equal(info.msg, MSG.notFound, 'the same answer as a missing contest');
    const access = await site.api<{ admin?: boolean }>('GET', '/api/get-contest-access', { token: users[who].token, query: { cid } });
    if (who !== 'outsider') t.equal(access.status, 200);
    for (const [name, url, query] of ADMIN_CALLS) {
      const r = await site.api('GET', url, { token: users[who].token, query, lang: 'en-US' });
      const want = who === 'groupRoot' ? [200, null] : who === 'member' ? [403, MSG.adminOnly] : [404, MSG.notFound];
      t.equal(r.status, want[0], `${who}: ${name}`);
      if (want[1]) t.equal(r.msg, want[1], `${who}: ${name} message`);
    }
  }
  const list = await site.api<{ records: Array<{ id: number }> }>('GET', '/api/get-contest-list', { token: users.outsider.token, query: { currentPage: 1, limit: 50 } });
  t.notOk(list.data.records.some((c) => c.id === cid), 'the outsider\'s contest list leaves it out');
});

t.test('another group\'s contest: its root is nobody there', async (t) => {
  const r = await site.api('GET', '/api/get-contest-print', { token: users.groupRoot.token, query: { cid: otherGroup }, lang: 'zh-CN' });
  t.same([r.status, r.msg], [404, '对不起，该比赛不存在'], 'no group plugin answers for group 8: nobody but its author sees it');
  const author8 = await site.api('GET', '/api/get-contest-print', { token: author.token, query: { cid: otherGroup } });
  t.equal(author8.status, 200, 'its author still administers it');
});
