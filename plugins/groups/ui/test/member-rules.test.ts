// The Member tab's rules (spec 3 §6 "Member auth select", "Delete member"), as the admin view
// offers the level select, its options and the delete button.
import t from 'tap';
import { MEMBER_AUTH, type GroupMemberView } from '@oj/plugin-groups/browser';
import { levelLocked, levelOptionLocked, mayRemove, type Viewer } from '../src/details/member/member-rules.ts';

const OWNER = 'owner-uid';
const member = (uid: string, auth: number): GroupMemberView => ({
  id: 1, gid: 1, uid, username: uid, nickname: null, avatar: null, auth, reason: null, gmtCreate: '', gmtModify: '',
});
const owner: Viewer = { uid: OWNER, auth: MEMBER_AUTH.root, owner: true };
const superAdmin: Viewer = { uid: 'root-uid', auth: 0, owner: true };
const admin: Viewer = { uid: 'admin-uid', auth: MEMBER_AUTH.admin, owner: false };
const root: Viewer = { uid: 'root5-uid', auth: MEMBER_AUTH.root, owner: false };

t.test('the level select is disabled for members at or above the viewer\'s level', async (t) => {
  t.notOk(levelLocked(admin, member('m', MEMBER_AUTH.member), OWNER), 'an admin sets a member\'s level');
  t.ok(levelLocked(admin, member('a2', MEMBER_AUTH.admin), OWNER), 'not another admin\'s');
  t.ok(levelLocked(admin, member('r', MEMBER_AUTH.root), OWNER), 'nor a root\'s');
  t.notOk(levelLocked(root, member('a2', MEMBER_AUTH.admin), OWNER), 'a level-5 member sets an admin\'s');
});

t.test('unless the viewer is the group owner or a super admin', async (t) => {
  t.notOk(levelLocked(owner, member('r', MEMBER_AUTH.root), OWNER), 'the owner sets a root\'s level');
  t.notOk(levelLocked(superAdmin, member('r', MEMBER_AUTH.root), OWNER), 'so does a super admin');
});

t.test('the viewer\'s own row and the owner\'s row keep their level (the server refuses both)', async (t) => {
  t.ok(levelLocked(owner, member(OWNER, MEMBER_AUTH.root), OWNER), 'the owner\'s own row');
  t.ok(levelLocked(superAdmin, member(OWNER, MEMBER_AUTH.root), OWNER), 'the owner\'s row for a super admin');
  t.ok(levelLocked(root, member(root.uid, MEMBER_AUTH.root), OWNER), 'one\'s own row');
});

t.test('options at or above the viewer\'s level are disabled for others', async (t) => {
  t.same([1, 2, 3, 4, 5].filter((l) => levelOptionLocked(admin, l)), [4, 5], 'an admin grants up to member');
  t.same([1, 2, 3, 4, 5].filter((l) => levelOptionLocked(root, l)), [5], 'a level-5 member grants up to admin');
  t.same([1, 2, 3, 4, 5].filter((l) => levelOptionLocked(owner, l)), [], 'the owner grants any level');
  t.same([1, 2, 3, 4, 5].filter((l) => levelOptionLocked(superAdmin, l)), [], 'so does a super admin');
});

t.test('delete is offered to the owner, or for members below the viewer; never for oneself or the owner', async (t) => {
  t.ok(mayRemove(owner, member('r', MEMBER_AUTH.root), OWNER), 'the owner removes a root');
  t.ok(mayRemove(admin, member('m', MEMBER_AUTH.member), OWNER), 'an admin removes a member');
  t.notOk(mayRemove(admin, member('a2', MEMBER_AUTH.admin), OWNER), 'not another admin');
  t.notOk(mayRemove(admin, member(admin.uid, MEMBER_AUTH.admin), OWNER), 'not oneself');
  t.notOk(mayRemove(owner, member(OWNER, MEMBER_AUTH.root), OWNER), 'nobody removes the owner');
  t.notOk(mayRemove(superAdmin, member(OWNER, MEMBER_AUTH.root), OWNER), 'not even a super admin, from this table');
});
