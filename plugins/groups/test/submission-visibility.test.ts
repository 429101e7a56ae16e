// Issue 28 item 1 for a group's contest: the contests plugin's table (who sees a contest's
// submissions: every read × caller × phase) run on contests of a hidden private group, whose
// contestants are its members. An outsider — logged in, not a member — sees none of them.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { visibilityTable, type TableUsers } from '../../contests/test/visibility-table.ts';
import { GROUP_AUTH, MEMBER_AUTH } from '../shared/group.ts';
import { PLUGINS, makeGroup } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const root = await site.userWithToken('gv_root', 'root');
const users: TableUsers = {
  outsider: await site.userWithToken('gv_outsider'),
  other: await site.userWithToken('gv_other'),
  author: { ...(await site.userWithToken('gv_author')), username: 'gv_author' },
  admin: await site.userWithToken('gv_admin'),
  root,
};
const owner = await site.userWithToken('gv_owner');
const gid = await makeGroup(site, owner.uid, {
  auth: GROUP_AUTH.private, visible: false,
  members: { [users.other.uid]: MEMBER_AUTH.member, [users.author.uid]: MEMBER_AUTH.member, [users.admin.uid]: MEMBER_AUTH.member },
});
const pid = await createAbProblem(site, root.token, 'GV100', { auth: 3 });

t.test('a hidden private group\'s contest: every read × caller × phase', (t) => visibilityTable(t, site, users, 'group', pid, gid));
