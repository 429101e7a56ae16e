// Groups (spec 3 "Groups", §4 membership, §5 forms, §6 levels): what users see and get when they
// create, find, join, run and leave groups, and the refusals with their messages. The route ×
// role × kind table is access-table.test.ts.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { PLUGINS, PNG, makeGroup, switchRules, uploadImage, type Page } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
await switchRules(site, { defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 100 });

const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');
const carol = await site.userWithToken('carol');
const dave = await site.userWithToken('dave');
const root = await site.userWithToken('root_g', 'root');

const form = { name: 'Algorithm Club', shortName: 'ALGO1', brief: 'We solve problems', description: '# Welcome\n\nWeekly training.', auth: 3, code: 'k3y9zz', visible: true };
type G = { id: number; name: string; shortName: string; code: string | null; memberCount: number; owner: string; visible: boolean; auth: number; avatar: string | null; description: string };
const create = (token: string, body: Record<string, unknown>, lang = 'en-US') => site.api<G>('POST', '/api/group', { token, body, lang });

t.test('the create form refuses in its order, each with its message, and writes nothing', async (t) => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: '' }, 'Group name is required'],
    [{ name: 'Abc' }, 'The group name must be 5 to 25 characters'],
    [{ name: 'x'.repeat(26) }, 'The group name must be 5 to 25 characters'],
    [{ shortName: null }, 'Short name is required'],
    [{ shortName: 'ab' }, 'The short name must be 5 to 10 characters'],
    [{ shortName: 'AL GO' }, "The short name may not contain spaces (it prefixes the group's problem ids)"],
    [{ brief: '  ' }, 'Brief is required'],
    [{ brief: 'tiny' }, 'The brief must be 5 to 50 characters'],
    [{ description: 'x'.repeat(1001) }, 'The description must be 5 to 1000 characters'],
    [{ auth: null }, 'Group type is required'],
    [{ auth: 7 }, 'The group type must be public (1), protected (2) or private (3)'],
    [{ code: '' }, 'The invitation code is required'],
    [{ code: 'abc12' }, 'The invitation code must be exactly 6 characters without spaces'],
    [{ code: 'abc 12' }, 'The invitation code must be exactly 6 characters without spaces'],
  ];
  for (const [change, msg] of cases) {
    const r = await create(alice.token, { ...form, ...change });
    t.equal(r.status, 400, JSON.stringify(change));
    t.equal(r.msg, msg, JSON.stringify(change));
  }
  const zh = await create(alice.token, { ...form, name: 'Abc' }, 'zh-CN');
  t.equal(zh.msg, '团队名称长度应为 5 到 25 个字符');
  t.equal(Number((await site.db('groups_group').count({ n: '*' }))[0]!.n), 0, 'nothing written');
  // a public group needs no code
  const pub = await create(alice.token, { ...form, name: 'Open Club', shortName: 'OPEN1', auth: 1, code: '' });
  t.equal(pub.status, 200, pub.msg);
  t.equal(pub.data.code, null);
});

t.test('a created group: its owner is its root, its code is for its admins, names are unique', async (t) => {
  const r = await create(alice.token, form);
  t.equal(r.status, 200, r.msg);
  t.equal(r.msg, 'Created successfully');
  t.match(r.data, { name: 'Algorithm Club', shortName: 'ALGO1', owner: 'alice', memberCount: 1, code: 'k3y9zz', auth: 3 });
  t.match(r.data.description, /<h1>Welcome<\/h1>|# Welcome/);
  const gid = r.data.id;
  t.equal((await site.api<number>('GET', '/api/get-group-auth', { token: alice.token, query: { gid } })).data, 5);
  const seen = await site.api<G>('GET', '/api/get-group-detail', { token: bob.token, query: { gid } });
  t.equal(seen.status, 200);
  t.equal(seen.data.code, null, 'a non-member never reads the code');
  const again = await create(bob.token, { ...form, name: 'algorithm club', shortName: 'OTHER' });
  t.equal(again.msg, 'A group named algorithm club already exists');
  const short = await create(bob.token, { ...form, name: 'Another Club', shortName: 'algo1' });
  t.equal(short.msg, 'The short name algo1 is already used by another group');
});

t.test('creating needs accepted problems, and is limited per user and per day', async (t) => {
  await switchRules(site, { defaultCreateGroupACInitValue: 3, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 100 });
  const r = await create(dave.token, { ...form, name: 'Dave Club', shortName: 'DAVE1' });
  t.equal(r.status, 403);
  t.equal(r.msg, 'You need at least 3 accepted problems before you can create a group');
  t.equal((await create(root.token, { ...form, name: 'Root Club', shortName: 'ROOT1' })).status, 200, 'admins are exempt');
  await switchRules(site, { defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 1 });
  t.equal((await create(dave.token, { ...form, name: 'Dave Club', shortName: 'DAVE1' })).status, 200);
  const second = await create(dave.token, { ...form, name: 'Dave Club 2', shortName: 'DAVE2' });
  t.equal(second.msg, 'You may own at most 1 groups');
  await switchRules(site, { defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 2, defaultCreateGroupLimit: 100 });
  const third = await create(dave.token, { ...form, name: 'Dave Club 3', shortName: 'DAVE3' });
  t.equal(third.status, 200, 'the second of the day');
  const fourth = await create(dave.token, { ...form, name: 'Dave Club 4', shortName: 'DAVE4' });
  t.match(fourth.msg, /^You can create at most 2 groups a day; try again in \d+ minutes$/);
  await switchRules(site, { defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 100 });
});

t.test('the list: filters, hidden groups for members only, page sizes up to 120', async (t) => {
  const hidden = await makeGroup(site, carol.uid, { auth: 2, visible: false });
  const list = (token: string | undefined, query: Record<string, string | number | boolean> = {}) =>
    site.api<Page<G>>('GET', '/api/get-group-list', { token, query: { limit: 120, ...query } });
  const visitor = await list(undefined);
  t.equal(visitor.status, 200);
  t.notOk(visitor.data.records.some((g) => g.id === hidden), 'a visitor does not see a hidden group');
  t.equal(visitor.data.size, 120);
  t.notOk((await list(bob.token)).data.records.some((g) => g.id === hidden));
  t.ok((await list(carol.token)).data.records.some((g) => g.id === hidden && !g.visible), 'its owner sees it, marked hidden');
  t.ok((await list(root.token)).data.records.some((g) => g.id === hidden), 'the super admin sees it');
  const keyword = await list(undefined, { keyword: 'algorithm' });
  t.same(keyword.data.records.map((g) => g.name), ['Algorithm Club']);
  const priv = await list(undefined, { auth: 3 });
  t.ok(priv.data.records.length > 0 && priv.data.records.every((g) => g.auth === 3));
  const mine = await list(alice.token, { onlyMine: true });
  t.same(mine.data.records.map((g) => g.name).sort(), ['Algorithm Club', 'Open Club']);
  t.same((await list(undefined, { onlyMine: true })).data.records, [], 'a visitor has no groups of their own');
  t.equal((await list(undefined, { limit: 7 })).data.size, 7);
  t.equal((await site.api<G>('GET', '/api/get-group-detail', { token: bob.token, query: { gid: hidden }, lang: 'en-US' })).msg, 'This group does not exist');
});

const groupId = async (name: string) => ((await site.db('groups_group').where({ name }).first('id')) as { id: number }).id;

t.test('joining: a public group at once, a protected one by application, a private one with its code', async (t) => {
  const open = await groupId('Open Club');
  const join = await site.api('POST', '/api/group/member', { token: bob.token, body: { gid: open }, lang: 'en-US' });
  t.equal(join.msg, 'You have joined the group');
  t.equal((await site.api<number>('GET', '/api/get-group-auth', { token: bob.token, query: { gid: open } })).data, 3);
  t.equal((await site.api('POST', '/api/group/member', { token: bob.token, body: { gid: open }, lang: 'en-US' })).msg, 'You are already a member of this group');

  const club = await groupId('Algorithm Club');
  const apply = (token: string, body: Record<string, unknown>, lang = 'en-US') => site.api('POST', '/api/group/member', { token, body: { gid: club, ...body }, lang });
  t.equal((await apply(bob.token, { reason: 'I like it' })).msg, 'The invitation code is required');
  t.equal((await apply(bob.token, { code: 'k3y9z', reason: 'I like it' })).msg, 'The invitation code must be exactly 6 characters without spaces');
  t.equal((await apply(bob.token, { code: 'k3y9zz' })).msg, 'The reason is required');
  t.equal((await apply(bob.token, { code: 'k3y9zz', reason: 'hey' })).msg, 'The reason must be 5 to 100 characters');
  t.equal((await apply(bob.token, { code: 'k3y9zz', reason: 'hey' }, 'zh-CN')).msg, '申请理由长度应为 5 到 100 个字符');
  t.equal((await apply(bob.token, { code: 'wrong1', reason: 'I like it' })).msg, 'The invitation code is wrong');
  t.equal(await site.db('groups_member').where({ gid: club, uid: bob.uid }).first(), undefined, 'nothing written');
  t.equal((await apply(bob.token, { code: 'k3y9zz', reason: 'I like algorithms' })).msg, 'Your application has been sent');
  t.equal((await apply(bob.token, { code: 'k3y9zz', reason: 'I like algorithms' })).msg, 'You have already applied: wait for the group\'s administrators');
  t.equal((await site.api<number>('GET', '/api/get-group-auth', { token: bob.token, query: { gid: club } })).data, 1);
  // an applicant does not enter yet
  const members = await site.api('GET', '/api/group/get-member-list', { token: bob.token, query: { gid: club }, lang: 'en-US' });
  t.equal(members.status, 403);
  t.equal(members.msg, 'Only members of this group may do this: apply to join first');
  // the owner hears about it and sees the application
  const notices = (await site.db('userSysNotice').where({ recipientId: alice.uid }).select('title', 'content')) as { title: string; content: string }[];
  t.ok(notices.some((n) => n.title === '团队 Algorithm Club 有新的加入申请' && n.content.includes('I like algorithms')), 'the owner is told');
  const applies = await site.api<Page<{ username: string; reason: string; auth: number }>>('GET', '/api/group/get-apply-list', { token: alice.token, query: { gid: club } });
  t.match(applies.data.records, [{ username: 'bob', reason: 'I like algorithms', auth: 1 }]);
  // refused, then applying again is allowed
  t.equal((await site.api('PUT', '/api/group/member', { token: alice.token, body: { gid: club, uid: bob.uid, auth: 2 } })).status, 200);
  t.equal((await site.api<number>('GET', '/api/get-group-auth', { token: bob.token, query: { gid: club } })).data, 2);
  t.equal((await apply(bob.token, { code: 'k3y9zz', reason: 'Please, I practise daily' })).status, 200);
  t.equal((await site.api('PUT', '/api/group/member', { token: alice.token, body: { gid: club, uid: bob.uid, auth: 3 } })).status, 200);
  const access = await site.api<{ access: boolean; admin: boolean; auth: number }>('GET', '/api/get-group-access', { token: bob.token, query: { gid: club } });
  t.same(access.data, { access: true, admin: false, root: false, owner: false, auth: 3 });
  const list = await site.api<Page<{ username: string }>>('GET', '/api/group/get-member-list', { token: bob.token, query: { gid: club } });
  t.same(list.data.records.map((m) => m.username), ['alice', 'bob'], 'root first, then members');
  t.equal((await site.api<G>('GET', '/api/get-group-detail', { token: bob.token, query: { gid: club } })).data.memberCount, 2);
});

t.test('levels: one manages only lower levels; the owner is fixed; the super admin removing the owner disbands', async (t) => {
  const gid = await makeGroup(site, alice.uid, { members: { [bob.uid]: 4, [carol.uid]: 3, [dave.uid]: 4 } });
  const put = (token: string, uid: string, auth: number) => site.api('PUT', '/api/group/member', { token, body: { gid, uid, auth }, lang: 'en-US' });
  t.equal((await put(bob.token, carol.uid, 4)).msg, 'You may only manage members below your own level and grant levels below your own', 'an admin cannot grant admin');
  t.equal((await put(bob.token, dave.uid, 3)).msg, 'You may only manage members below your own level and grant levels below your own', 'nor act on an equal');
  t.equal((await put(bob.token, bob.uid, 3)).msg, 'You can not change or remove yourself: exit the group instead');
  t.equal((await put(bob.token, alice.uid, 3)).msg, "The group's owner keeps the root level and can not be removed");
  t.equal((await put(carol.token, dave.uid, 3)).msg, "Only the group's administrators may do this");
  t.equal((await put(bob.token, carol.uid, 2)).status, 200, 'an admin may lower a member');
  t.equal((await put(alice.token, carol.uid, 5)).status, 200, 'the owner grants root');
  t.equal((await put(carol.token, bob.uid, 3)).status, 200, 'a root demotes an admin');
  t.equal((await put(root.token, carol.uid, 9)).msg, 'The member level must be from 1 (applying) to 5 (root)');
  const del = (token: string, uid: string) => site.api('DELETE', '/api/group/member', { token, query: { gid, uid }, lang: 'en-US' });
  t.equal((await del(bob.token, dave.uid)).status, 403, 'a member cannot remove');
  t.equal((await del(dave.token, carol.uid)).msg, 'You may only manage members below your own level and grant levels below your own');
  t.equal((await del(carol.token, alice.uid)).msg, "The group's owner keeps the root level and can not be removed");
  t.equal((await del(dave.token, bob.uid)).msg, 'The member has been removed');
  t.equal((await del(dave.token, bob.uid)).msg, 'This user is not a member of the group and has not applied');
  t.equal((await site.api('DELETE', '/api/group/member/exit', { token: alice.token, query: { gid }, lang: 'en-US' })).msg, 'The owner can not exit the group: disband it instead');
  t.equal((await site.api('DELETE', '/api/group/member/exit', { token: dave.token, query: { gid }, lang: 'en-US' })).msg, 'You have left the group');
  t.equal((await site.api('DELETE', '/api/group/member/exit', { token: dave.token, query: { gid }, lang: 'en-US' })).msg, 'You are not a member of this group');
  t.equal((await del(root.token, alice.uid)).msg, 'The group has been disbanded');
  t.equal((await site.api('GET', '/api/get-group-detail', { token: alice.token, query: { gid } })).status, 404);
  t.equal(await site.db('groups_member').where({ gid }).first(), undefined, 'its members went with it');
});

t.test('announcements: members read the visible ones, admins write, the root or the author changes them', async (t) => {
  const gid = await makeGroup(site, alice.uid, { members: { [bob.uid]: 4, [carol.uid]: 3, [dave.uid]: 4 } });
  const post = (token: string, body: Record<string, unknown>) => site.api<{ id: number }>('POST', '/api/group/announcement', { token, body: { gid, ...body }, lang: 'en-US' });
  t.equal((await post(bob.token, { title: ' ', content: 'x' })).msg, 'Title is required');
  t.equal((await post(bob.token, { title: 'T', content: '' })).msg, 'Content is required');
  t.equal((await post(carol.token, { title: 'T', content: 'x' })).msg, "Only the group's administrators may do this");
  const shown = await post(bob.token, { title: 'Week 1', content: 'Hello <script>alert(1)</script>**all**' });
  t.equal(shown.status, 200);
  const hidden = await post(bob.token, { title: 'Draft', content: 'Soon', status: 1 });
  const list = await site.api<Page<{ title: string; content: string; username: string }>>('GET', '/api/group/get-announcement-list', { token: carol.token, query: { gid } });
  t.same(list.data.records.map((a) => a.title), ['Week 1'], 'a member sees only the visible ones');
  t.notMatch(list.data.records[0]!.content, /<script/);
  t.equal(list.data.records[0]!.username, 'bob');
  const admin = await site.api<Page<{ title: string }>>('GET', '/api/group/get-admin-announcement-list', { token: dave.token, query: { gid } });
  t.same(admin.data.records.map((a) => a.title), ['Draft', 'Week 1']);
  t.equal((await site.api('GET', '/api/group/get-admin-announcement-list', { token: carol.token, query: { gid } })).status, 403);
  const edit = (token: string, id: number, extra: Record<string, unknown> = {}) => site.api('PUT', '/api/group/announcement', { token, body: { id, gid, title: 'Week 1!', content: 'Changed', ...extra }, lang: 'en-US' });
  t.equal((await edit(dave.token, shown.data.id)).msg, "Only the group's root or the announcement's author may change it");
  t.equal((await edit(bob.token, shown.data.id)).status, 200, 'its author');
  t.equal((await edit(alice.token, hidden.data.id, { status: 0 })).status, 200, 'the root');
  const other = await makeGroup(site, dave.uid);
  t.equal((await edit(alice.token, shown.data.id, { gid: other })).status, 404, 'never moved to another group');
  t.equal((await site.api('DELETE', '/api/group/announcement', { token: dave.token, query: { aid: shown.data.id }, lang: 'en-US' })).status, 403);
  t.equal((await site.api('DELETE', '/api/group/announcement', { token: bob.token, query: { aid: shown.data.id }, lang: 'en-US' })).msg, 'Delete successfully');
  const after = await site.api<Page<{ title: string }>>('GET', '/api/group/get-announcement-list', { token: carol.token, query: { gid } });
  t.same(after.data.records.map((a) => a.title), ['Week 1!'], 'the former draft, now shown under its new title'); 
});

t.test('the rank counts the group\'s submissions of its members: ACM by solved then submissions, OI by score', async (t) => {
  const gid = await makeGroup(site, alice.uid, { members: { [bob.uid]: 3, [carol.uid]: 3, [dave.uid]: 1 } });
  const judge = (uid: string, username: string, pid: number, status: number, score: number | null, g: number | null = gid) => ({
    pid, displayPid: `P${pid}`, uid, username, status, score, length: 10, code: 'x', language: 'C', gid: g,
  });
  await site.db('submissions_judge').insert([
    judge(bob.uid, 'bob', 1, 0, 100), judge(bob.uid, 'bob', 2, -1, 40), judge(bob.uid, 'bob', 2, -1, 60),
    judge(carol.uid, 'carol', 1, 0, 100), judge(carol.uid, 'carol', 1, -1, 0), judge(carol.uid, 'carol', 2, 0, 100),
    judge(alice.uid, 'alice', 1, -1, 10),
    // an applicant's and another scope's submissions do not count
    judge(dave.uid, 'dave', 1, 0, 100), judge(bob.uid, 'bob', 3, 0, 100, null),
  ]);
  type Row = { username: string; ac: number; total: number; score: number };
  const rank = (query: Record<string, string | number>) => site.api<Page<Row>>('GET', '/api/get-group-rank-list', { token: bob.token, query: { gid, ...query } });
  const acm = await rank({ type: 0 });
  t.same(acm.data.records.map((r) => [r.username, r.ac, r.total, r.score]), [['carol', 2, 3, 200], ['bob', 1, 3, 160], ['alice', 0, 1, 10]]);
  t.equal(acm.data.size, 30);
  const oi = await rank({ type: 1 });
  t.same(oi.data.records.map((r) => r.username), ['carol', 'bob', 'alice']);
  t.same((await rank({ type: 0, searchUser: 'bo' })).data.records.map((r) => r.username), ['bob']);
  t.equal((await site.api('GET', '/api/get-group-rank-list', { token: dave.token, query: { gid } })).status, 403, 'an applicant does not see it');
});

t.test('the avatar: the group root uploads an image of at most 2 MB', async (t) => {
  const gid = await makeGroup(site, alice.uid, { members: { [bob.uid]: 4 } });
  const url = `/api/file/upload-group-avatar?gid=${gid}`;
  const up = await uploadImage(site, url, alice.token, PNG, 'logo.png');
  t.equal(up.status, 200, up.msg);
  const avatar = (up.data as G).avatar!;
  t.match(avatar, /^\/api\/public\/img\/group-avatar\/[0-9a-f]+\.png$/);
  t.equal((await site.app.inject({ method: 'GET', url: avatar })).statusCode, 200, 'served');
  t.equal((await uploadImage(site, url, bob.token, PNG, 'logo.png')).msg, "Only the group's root may do this");
  t.equal((await uploadImage(site, url, alice.token, Buffer.from('not an image'), 'logo.png')).msg, 'File type not supported: use gif, jpg, jpeg, png, bmp or webp');
  t.equal((await uploadImage(site, url, alice.token, PNG, 'logo.svg')).msg, 'File type not supported: use gif, jpg, jpeg, png, bmp or webp');
  t.equal((await uploadImage(site, url, alice.token, Buffer.alloc(2 * 1024 * 1024 + 1, PNG), 'big.png')).msg, 'The avatar can not exceed 2 MB');
  const second = await uploadImage(site, `/api/file/upload-group-avatar`, alice.token, PNG, 'new.png', { gid: String(gid) });
  t.equal(second.status, 200, 'the gid may come as a form field');
  t.equal((await site.app.inject({ method: 'GET', url: avatar })).statusCode, 404, 'the old avatar is removed');
  t.equal((await site.api<G>('GET', '/api/get-group-detail', { token: alice.token, query: { gid } })).data.avatar, (second.data as G).avatar);
});

t.test('editing and disbanding', async (t) => {
  const gid = await makeGroup(site, alice.uid, { auth: 2, members: { [bob.uid]: 4, [carol.uid]: 5 } });
  const edit = (token: string, body: Record<string, unknown>) => site.api<G>('PUT', '/api/group', { token, body: { id: gid, ...body }, lang: 'en-US' });
  t.equal((await edit(bob.token, { brief: 'Changed brief' })).msg, "Only the group's root may do this");
  const r = await edit(carol.token, { brief: 'Changed brief', visible: false });
  t.equal(r.status, 200, r.msg);
  t.match(r.data, { brief: 'Changed brief', visible: false, auth: 2, code: 'abc123' }, 'what was left out stays');
  t.equal((await edit(carol.token, { auth: 1 })).data.code, null);
  t.equal((await edit(carol.token, { name: 'Algorithm Club' })).msg, 'A group named Algorithm Club already exists');
  t.equal((await site.api('DELETE', '/api/group', { token: carol.token, query: { gid }, lang: 'en-US' })).msg, "Only the group's owner or the super administrator may disband it");
  const heard: number[] = [];
  site.kernel.bus.on('group.deleted', (e) => { heard.push(e.gid); });
  t.equal((await site.api('DELETE', '/api/group', { token: alice.token, query: { gid }, lang: 'en-US' })).msg, 'The group has been disbanded');
  t.same(heard, [gid], 'other plugins hear it');
  t.equal((await site.api('GET', '/api/get-group-detail', { token: alice.token, query: { gid }, lang: 'en-US' })).msg, 'This group does not exist');
});

t.test('a group training is seen by the group\'s members and administered by its root', async (t) => {
  const gid = await makeGroup(site, alice.uid, { members: { [bob.uid]: 3, [carol.uid]: 1 } });
  const [row] = (await site.db('trainings_training').insert({ uid: alice.uid, author: 'alice', title: 'Group training', description: 'D', gid }).returning('id')) as { id: number }[];
  const detail = (token: string) => site.api('GET', '/api/get-training-detail', { token, query: { tid: row!.id } });
  t.equal((await detail(bob.token)).status, 200, 'a member');
  t.equal((await detail(carol.token)).status, 404, 'an applicant');
  t.equal((await detail(dave.token)).status, 404, 'a stranger');
});

t.test("a group's discussions: members read and post, group admins moderate, the switch closes the area", async (t) => {
  const gid = await makeGroup(site, alice.uid, { members: { [bob.uid]: 3, [carol.uid]: 4 } });
  const other = await makeGroup(site, dave.uid, { members: { [carol.uid]: 3 } });
  await switchRules(site, { defaultCreateDiscussionACInitValue: 0, defaultCreateDiscussionDailyLimit: 1000 });
  const body = { gid, title: 'Stuck on graphs', description: 'Need a hint', content: 'How do I start?', categoryId: 1 };
  const post = (token: string, extra: Record<string, unknown> = {}) => site.api<{ id: number; gid: number; title: string }>('POST', '/api/group/discussion', { token, body: { ...body, ...extra }, lang: 'en-US' });
  t.equal((await post(dave.token)).msg, 'Only members of this group may do this: apply to join first');
  t.equal((await post(bob.token, { title: '' })).msg, 'Title is required', "the discussions plugin's form rules");
  const mine = await post(bob.token);
  t.equal(mine.status, 200, mine.msg);
  t.equal(mine.data.gid, gid);
  type P = Page<{ id: number; title: string; status: number }>;
  const list = (token: string, admin = false) => site.api<P>('GET', `/api/group/get-${admin ? 'admin-' : ''}discussion-list`, { token, query: { gid }, lang: 'en-US' });
  t.same((await list(alice.token)).data.records.map((d) => d.title), ['Stuck on graphs']);
  t.equal((await list(dave.token)).status, 403);
  t.same((await site.api<P>('GET', '/api/get-discussion-list', {})).data.records.filter((d) => d.id === mine.data.id), [], 'not in the site list');
  t.equal((await site.api('GET', '/api/get-discussion-detail', { token: dave.token, query: { did: mine.data.id } })).status, 404, 'a stranger cannot open it');
  t.equal((await site.api('GET', '/api/get-discussion-detail', { token: alice.token, query: { did: mine.data.id } })).status, 200, 'a member opens it');
  const put = (token: string, extra: Record<string, unknown>) => site.api('PUT', '/api/group/discussion', { token, body: { id: mine.data.id, gid, ...extra }, lang: 'en-US' });
  t.equal((await put(carol.token, { ...body, title: 'Taken' })).msg, 'Only the author may edit this discussion');
  t.equal((await put(bob.token, { ...body, title: 'Stuck on graphs (BFS)' })).status, 200);
  t.equal((await put(bob.token, { status: 1 })).msg, 'Only the moderators of this discussion area may do this');
  t.equal((await put(carol.token, { status: 1, topPriority: true })).status, 200, 'a group admin disables it');
  t.same((await list(alice.token)).data.records, [], 'members no longer see it listed');
  t.same((await list(carol.token, true)).data.records.map((d) => [d.title, d.status]), [['Stuck on graphs (BFS)', 1]]);
  t.equal((await list(bob.token, true)).status, 403);
  // an admin of another group reaches nothing here
  t.equal((await site.api('PUT', '/api/group/discussion', { token: carol.token, body: { id: mine.data.id, gid: other, status: 0 }, lang: 'en-US' })).status, 404);
  await switchRules(site, { openGroupDiscussion: false });
  const off = await list(alice.token);
  t.equal(off.msg, 'The website has not opened the group discussion area');
  await switchRules(site, { openGroupDiscussion: true });
  t.equal((await site.api('DELETE', '/api/group/discussion', { token: dave.token, query: { did: mine.data.id }, lang: 'en-US' })).status, 404);
  t.equal((await site.api('DELETE', '/api/group/discussion', { token: carol.token, query: { did: mine.data.id }, lang: 'en-US' })).msg, 'Delete successfully');
});
