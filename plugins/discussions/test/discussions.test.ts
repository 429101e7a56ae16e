// The discussion calls as users meet them (spec 3 §5–§7): the form's rules and messages in both
// languages, categories, the list's filters, the detail and its views, edit and delete rules,
// likes with their message, reports, moderation, the posting rules (accepted problems, a daily
// limit, a flood), the public-discussion switch, and the markdown kept safe.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { DEFAULT_LIMITS, PLUGINS, post, postingRules, type Page } from './helpers.ts';
import type { DiscussionCategory, DiscussionReport, DiscussionView } from '../shared/index.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
await postingRules(site, { defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
const ann = await site.userWithToken('ann');
const bob = await site.userWithToken('bob');
const admin = await site.userWithToken('adm', 'admin');
const padmin = await site.userWithToken('padm', 'problem_admin');
const root = await site.userWithToken('boss', 'root');
const muted = await site.userWithToken('quiet', 'mute_user');
const nodisc = await site.userWithToken('nodisc', 'no_discuss_user');

const list = (query: Record<string, string | number | boolean> = {}, token?: string) =>
  site.api<Page<DiscussionView>>('GET', '/api/get-discussion-list', { query, token });
const detail = (did: number, token?: string, lang = 'en-US') => site.api<DiscussionView>('GET', '/api/get-discussion-detail', { query: { did }, token, lang });

t.test('the form: each rule in the form\'s order, in both languages, and nothing is written on a refusal', async (t) => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ title: '  ' }, 'Title is required', '标题不能为空'],
    [{ title: 'x'.repeat(256) }, 'Title can not exceed 255 characters', '标题不能超过 255 个字符'],
    [{ description: '' }, 'Description is required', '描述不能为空'],
    [{ description: 'd'.repeat(256) }, 'Description can not exceed 255 characters', '描述不能超过 255 个字符'],
    [{ categoryId: null }, 'Category is required', '分类不能为空'],
    [{ categoryId: 999 }, 'This discussion category does not exist', '该讨论分类不存在'],
    [{ content: '\n \n' }, 'Content is required', '内容不能为空'],
    [{ content: 'c'.repeat(65_536) }, 'Content can not exceed 65535 characters', '内容不能超过 65535 个字符'],
    [{ pid: 'NOPE' }, 'This problem does not exist', '该题目不存在'],
  ];
  const base = { title: 'T', description: 'D', content: 'C', categoryId: 1 };
  for (const [patch, en, zh] of cases) {
    for (const [lang, msg] of [['en-US', en], ['zh-CN', zh]]) {
      const r = await site.api('POST', '/api/discussion', { token: ann.token, body: { ...base, ...patch }, lang });
      t.same([r.status, r.msg], [400, msg], `${JSON.stringify(patch).slice(0, 40)} in ${lang}`);
    }
  }
  t.equal((await list()).data.total, 0, 'nothing was posted');
  // exactly at the limits is fine, and the title and description are trimmed
  const did = await post(site, ann.token, { title: ` ${'t'.repeat(255)} `, description: 'd'.repeat(255), content: 'c'.repeat(65_535) });
  const d = (await detail(did)).data;
  t.equal(d.title.length, 255);
  t.equal(d.content.length, 65_535);
  await site.api('DELETE', '/api/discussion', { token: ann.token, query: { did } });
});

t.test('a post about a problem gets the problem id in brackets before its title, once', async (t) => {
  const pid = await createAbProblem(site, root.token, 'DQ1');
  void pid;
  const did = await post(site, ann.token, { title: 'How to start?', pid: 'DQ1' });
  const again = await post(site, ann.token, { title: '[DQ1] Already prefixed', pid: 'DQ1' });
  t.equal((await detail(did)).data.title, '[DQ1] How to start?');
  t.equal((await detail(did)).data.pid, 'DQ1');
  t.equal((await detail(again)).data.title, '[DQ1] Already prefixed');
  const forProblem = await list({ pid: 'DQ1' });
  t.same(forProblem.data.records.map((r) => r.id).sort(), [did, again].sort(), 'the problem\'s list holds its posts');
  // editing keeps the problem and its prefix
  const r = await site.api('PUT', '/api/discussion', { token: ann.token, body: { id: did, title: 'Renamed', description: 'D', content: 'C', categoryId: 2 }, lang: 'en-US' });
  t.equal(r.msg, 'Update successfully');
  t.equal((await detail(did)).data.title, '[DQ1] Renamed');
  t.equal((await detail(did)).data.categoryName, '题解 Solutions');
  for (const id of [did, again]) await site.api('DELETE', '/api/discussion', { token: ann.token, query: { did: id } });
});

t.test('the list: newest first, pinned on top, 10 a page, keyword, category, mine; disabled posts only for admins asking', async (t) => {
  const ids: number[] = [];
  for (let i = 1; i <= 12; i++) ids.push(await post(site, i % 2 ? ann.token : bob.token, { title: `Post ${i}`, description: i === 7 ? 'needle_here' : 'plain', categoryId: i <= 4 ? 2 : 1 }));
  let page = await list();
  t.equal(page.data.total, 12);
  t.equal(page.data.records.length, 10, 'ten a page');
  t.same(page.data.records.slice(0, 3).map((r) => r.title), ['Post 12', 'Post 11', 'Post 10']);
  t.equal(page.data.records[0]!.content, '', 'list rows carry no content');
  t.same((await list({ currentPage: 2 })).data.records.map((r) => r.title), ['Post 2', 'Post 1']);
  t.same((await list({ keyword: 'needle_' })).data.records.map((r) => r.title), ['Post 7'], 'keyword matches the description, _ literally');
  t.same((await list({ keyword: 'bob' })).data.total, 6, 'keyword matches the author');
  t.equal((await list({ cid: 2 })).data.total, 4, 'category');
  t.equal((await list({ onlyMine: true }, bob.token)).data.total, 6, 'mine');
  t.equal((await list({ onlyMine: true })).data.total, 0, 'a visitor has none');
  // a moderator pins one and disables another
  await site.api('PUT', '/api/admin/discussion', { token: admin.token, body: { id: ids[0], topPriority: true } });
  await site.api('PUT', '/api/admin/discussion', { token: padmin.token, body: { id: ids[5], status: 1 } });
  page = await list();
  t.equal(page.data.records[0]!.title, 'Post 1', 'pinned first');
  t.equal(page.data.records[0]!.topPriority, true);
  t.equal(page.data.total, 11, 'the disabled post left the list');
  t.equal((await list({ admin: true }, ann.token)).data.total, 11, 'admin=true means nothing to a user');
  t.equal((await list({ admin: true }, admin.token)).data.total, 12, 'an admin asking sees it');
  const adminList = await site.api<Page<DiscussionView>>('GET', '/api/admin/discussion', { token: padmin.token, query: { keyword: 'Post 6' } });
  t.same(adminList.data.records.map((r) => [r.title, r.status]), [['Post 6', 1]], 'the admin list');
  // the disabled post: its author and moderators read it, others are told
  const disabled = ids[5]!;
  t.same([(await detail(disabled, ann.token)).status, (await detail(disabled, ann.token)).msg], [404, 'This discussion has been disabled by an administrator']);
  t.equal((await detail(disabled, bob.token)).status, 200, 'its author');
  t.equal((await detail(disabled, admin.token)).status, 200, 'a moderator');
  t.equal((await detail(disabled, undefined, 'zh-CN')).msg, '该讨论已被管理员封禁');
  // batch delete by an admin
  const del = await site.api('DELETE', '/api/admin/discussion', { token: admin.token, body: ids, lang: 'en-US' });
  t.equal(del.msg, 'Delete successfully');
  t.equal((await list({ admin: true }, admin.token)).data.total, 0);
});

t.test('the detail counts views; edit is the author\'s, delete the author\'s or an admin role\'s', async (t) => {
  const did = await post(site, ann.token, { title: 'Mine' });
  await detail(did);
  await detail(did, bob.token);
  t.equal((await detail(did)).data.viewNum, 3, 'every view counts');
  const edit = (token: string) => site.api('PUT', '/api/discussion', { token, body: { id: did, title: 'X', description: 'D', content: 'C', categoryId: 1 }, lang: 'en-US' });
  t.same([(await edit(bob.token)).status, (await edit(bob.token)).msg], [403, 'Only the author may edit this discussion']);
  t.equal((await edit(admin.token)).status, 403, 'not even an admin edits someone\'s post');
  t.equal((await detail(did)).data.title, 'Mine', 'unchanged');
  const del = (token: string) => site.api('DELETE', '/api/discussion', { token, query: { did }, lang: 'en-US' });
  t.same([(await del(bob.token)).status, (await del(bob.token)).msg], [403, 'Only the author or an administrator may delete this discussion']);
  t.equal((await del(padmin.token)).status, 200, 'a problem admin is an admin role');
  t.same([(await detail(did)).status, (await detail(did)).msg], [404, 'Sorry, this discussion does not exist']);
  t.equal((await detail(999_999)).status, 404);
  t.equal((await detail('abc' as never)).msg, 'Sorry, this discussion does not exist', 'a bad id reads as missing');
});

t.test('likes toggle once per user, count, and tell the author once', async (t) => {
  const did = await post(site, ann.token, { title: 'Like me' });
  const like = (token: string, toLike: boolean) => site.api('GET', '/api/discussion-like', { token, query: { did, toLike }, lang: 'en-US' });
  t.equal((await like(bob.token, true)).msg, 'Liked successfully');
  await like(bob.token, true);
  await like(admin.token, true);
  t.equal((await detail(did, bob.token)).data.likeNum, 2, 'a second like by the same user counts once');
  t.equal((await detail(did, bob.token)).data.hasLike, true);
  t.equal((await detail(did, ann.token)).data.hasLike, false);
  t.equal((await like(bob.token, false)).msg, 'Like cancelled');
  await like(bob.token, false);
  t.equal((await detail(did)).data.likeNum, 1, 'unliking twice takes one away');
  await like(ann.token, true);
  const msgs = await site.api<Page<{ action: string; senderUsername: string; url: string; sourceTitle: string }>>('GET', '/api/msg/like', { token: ann.token });
  t.same(msgs.data.records.map((m) => [m.action, m.senderUsername, m.url, m.sourceTitle]).sort(), [
    ['Like_Post', 'adm', `/discussion-detail/${did}`, 'Like me'], ['Like_Post', 'bob', `/discussion-detail/${did}`, 'Like me'],
  ], 'one message per first like, none for liking one\'s own');
  t.equal((await site.api('GET', '/api/discussion-like', { query: { did, toLike: true } })).status, 401, 'a visitor must log in');
});

t.test('reports: tags or a reason, the reason at most 200; moderators list and handle them', async (t) => {
  const did = await post(site, ann.token, { title: 'Spammy' });
  const report = (content: unknown, lang = 'en-US') => site.api('POST', '/api/discussion-report', { token: bob.token, body: { did, content, reporter: 'someone-else' }, lang });
  t.same([(await report('  ')).status, (await report('  ')).msg], [400, 'The report label and reason cannot be empty']);
  t.equal((await report('', 'zh-CN')).msg, '举报标签和理由不能都为空');
  t.equal((await report(`#Spam ads# ${'r'.repeat(201)}`)).msg, 'The reason can not exceed 200 characters');
  t.equal((await report(`#Spam ads# #Abuse# ${'r'.repeat(200)}`)).status, 200, 'tags and a 200-character reason');
  t.equal((await report('#Vulgar#')).msg, 'Reported successfully: an administrator will look at it');
  const reports = await site.api<Page<DiscussionReport>>('GET', '/api/admin/discussion-report', { token: admin.token });
  t.equal(reports.data.total, 2);
  t.same(reports.data.records.map((r) => [r.reporter, r.title, r.status]), [['bob', 'Spammy', false], ['bob', 'Spammy', false]], 'the reporter is the caller, whatever the body says');
  const handled = await site.api('PUT', '/api/admin/discussion-report', { token: padmin.token, body: { id: reports.data.records[0]!.id, status: true, extra: 'dropped' } });
  t.equal(handled.status, 200, handled.msg);
  const after = await site.api<Page<DiscussionReport>>('GET', '/api/admin/discussion-report', { token: admin.token });
  t.same(after.data.records.map((r) => r.status), [false, true], 'unhandled first');
  t.equal((await site.api('GET', '/api/admin/discussion-report', { token: ann.token })).status, 403, 'users do not read reports');
});

t.test('categories: the super admin saves the whole list; names unique; a category in use stays', async (t) => {
  const save = (body: unknown, token = root.token, lang = 'en-US') => site.api<DiscussionCategory[]>('POST', '/api/discussion-category', { token, body, lang });
  const current = (await site.api<DiscussionCategory[]>('GET', '/api/discussion-category')).data;
  t.same(current.map((c) => c.name), ['综合 General', '题解 Solutions', '反馈 Feedback'], 'a fresh site has three');
  t.equal((await save(current, admin.token)).status, 403, 'an admin may not');
  t.equal((await save([...current, { name: ' ' }])).msg, 'The category name is required');
  t.equal((await save([...current, { name: 'x'.repeat(51) }])).msg, 'The category name can not exceed 50 characters');
  t.equal((await save([...current, { name: '综合 general' }])).msg, 'A category named 综合 general already exists');
  // swap two names, rename one, add one, drop one in use and one not
  const did = await post(site, ann.token, { categoryId: 3 });
  const swapped = [{ id: 1, name: '题解 Solutions' }, { id: 2, name: '综合 General' }, { id: 3, name: 'Feedback' }, { name: 'Contests' }];
  const r = await save(swapped);
  t.equal(r.status, 200, r.msg);
  t.same(r.data.map((c) => [c.id, c.name]), [[1, '题解 Solutions'], [2, '综合 General'], [3, 'Feedback'], [4, 'Contests']]);
  t.equal((await detail(did)).data.categoryName, 'Feedback', 'posts follow their category');
  const dropInUse = await save([{ id: 1, name: 'A' }, { id: 2, name: 'B' }, { id: 4, name: 'Contests' }]);
  t.same([dropInUse.status, dropInUse.msg], [400, 'The category Feedback still has discussions: move or delete them first']);
  t.same((await site.api<DiscussionCategory[]>('GET', '/api/discussion-category')).data.map((c) => c.name), ['题解 Solutions', '综合 General', 'Feedback', 'Contests'], 'a refusal changes nothing, not even the renames');
  t.equal((await save([{ id: 1, name: '题解 Solutions' }, { id: 2, name: '综合 General' }, { id: 3, name: 'Feedback' }])).status, 200, 'an unused one goes');
  t.equal((await save([{ id: 77, name: 'Ghost' }])).msg, 'This discussion category does not exist');
  await site.api('DELETE', '/api/discussion', { token: ann.token, query: { did } });
});

t.test('posting rules: roles, accepted problems, a daily limit, and a flood', async (t) => {
  const body = { title: 'T', description: 'D', content: 'C', categoryId: 1 };
  const r1 = await site.api('POST', '/api/discussion', { token: muted.token, body, lang: 'en-US' });
  t.equal(r1.status, 403, 'a muted user does not post');
  t.equal((await site.api('POST', '/api/discussion', { token: nodisc.token, body })).status, 403, 'nor one without discussion rights');
  await postingRules(site, { defaultCreateDiscussionACInitValue: 2 });
  const r2 = await site.api('POST', '/api/discussion', { token: bob.token, body, lang: 'en-US' });
  t.same([r2.status, r2.msg], [403, 'You need at least 2 accepted problems before you can post a discussion']);
  t.equal((await site.api('POST', '/api/discussion', { token: bob.token, body, lang: 'zh-CN' })).msg, '至少通过 2 道题目才能发布讨论');
  const byAdmin = await site.api<DiscussionView>('POST', '/api/discussion', { token: admin.token, body });
  t.equal(byAdmin.status, 200, 'admins are exempt');
  await postingRules(site, { defaultCreateDiscussionACInitValue: 0, defaultCreateDiscussionDailyLimit: 1 });
  const carl = await site.userWithToken('carl');
  t.equal((await site.api('POST', '/api/discussion', { token: carl.token, body })).status, 200);
  const r3 = await site.api('POST', '/api/discussion', { token: carl.token, body, lang: 'en-US' });
  t.equal(r3.status, 400);
  t.match(r3.msg, /^You can post at most 1 discussions a day; try again in \d+ minutes$/);
  await postingRules(site, { defaultCreateDiscussionDailyLimit: 100 });
});

t.test('a flood is refused: three posts or edits a minute, thirty likes, ten reports an hour (the defaults)', async (t) => {
  const other = await TestSite.start({ plugins: DEFAULT_LIMITS });
  t.teardown(() => other.close());
  await postingRules(other, { defaultCreateDiscussionACInitValue: 0 });
  const dave = await other.userWithToken('dave');
  const body = { title: 'T', description: 'D', content: 'C', categoryId: 1 };
  let did = 0;
  for (let i = 0; i < 3; i++) {
    const r = await other.api<DiscussionView>('POST', '/api/discussion', { token: dave.token, body });
    t.equal(r.status, 200, r.msg);
    did = r.data.id;
  }
  const flood = await other.api('PUT', '/api/discussion', { token: dave.token, body: { ...body, id: did }, lang: 'en-US' });
  t.match(flood.msg, /^You are doing this too often: at most 3 times every 1 minutes; try again in \d+ seconds$/);
  t.match((await other.api('POST', '/api/discussion', { token: dave.token, body, lang: 'zh-CN' })).msg, /^操作太频繁：每 1 分钟最多 3 次，请 \d+ 秒后再试$/);
  const erin = await other.userWithToken('erin');
  for (let i = 0; i < 10; i++) t.equal((await other.api('POST', '/api/discussion-report', { token: erin.token, body: { did, content: `#Spam ads# ${i}` } })).status, 200);
  t.match((await other.api('POST', '/api/discussion-report', { token: erin.token, body: { did, content: '#Spam ads#' }, lang: 'en-US' })).msg, /at most 10 times every 60 minutes/);
  for (let i = 0; i < 30; i++) await other.api('GET', '/api/discussion-like', { token: erin.token, query: { did, toLike: i % 2 === 0 } });
  t.match((await other.api('GET', '/api/discussion-like', { token: erin.token, query: { did, toLike: true }, lang: 'en-US' })).msg, /at most 30 times every 1 minutes/);
});

t.test('markdown is sanitised when stored; an admin\'s post keeps the wider list, never script', async (t) => {
  const content = 'Hi <u>under</u> <font color="red">red</font> <img src=x onerror="alert(1)"> <script>alert(2)</script> [x](javascript:alert(3)) <a href="https://example.com" onclick="x()">ok</a>';
  const mine = await post(site, ann.token, { content });
  const theirs = await post(site, admin.token, { content });
  const user = (await detail(mine)).data.content;
  const adm = (await detail(theirs)).data.content;
  for (const c of [user, adm]) {
    t.notMatch(c, /onerror|onclick|<script|javascript:/i, 'no handler, script or javascript: link');
  }
  t.notMatch(user, /<u>|<font/, 'a user\'s post keeps only the common list');
  t.match(adm, /<u>under<\/u>/, 'an admin\'s post keeps <u>');
  t.match(adm, /<font color="red">red<\/font>/, 'and <font color>');
  t.equal((await detail(theirs)).data.role, 'admin', 'with the ADM badge');
  t.equal((await detail(mine)).data.role, null);
});

t.test('with the public-discussion switch off the area is closed, also to its authors', async (t) => {
  const did = await post(site, ann.token, { title: 'Before' });
  await postingRules(site, { openPublicDiscussion: false });
  const off = 'The website has not opened the public discussion area';
  t.equal((await site.api('GET', '/api/get-discussion-list', { lang: 'en-US' })).msg, off);
  t.equal((await site.api('POST', '/api/discussion', { token: ann.token, body: { title: 'T', description: 'D', content: 'C', categoryId: 1 }, lang: 'en-US' })).msg, off);
  t.equal((await site.api('DELETE', '/api/discussion', { token: ann.token, query: { did }, lang: 'en-US' })).msg, off);
  t.equal((await detail(did, ann.token)).status, 404, 'the detail is gone too');
  t.equal((await site.api('GET', '/api/discussion-like', { token: bob.token, query: { did, toLike: true } })).status, 404);
  t.equal((await site.api('GET', '/api/admin/discussion', { token: admin.token })).status, 200, 'moderators keep their page');
  await postingRules(site, { openPublicDiscussion: true });
  t.equal((await detail(did)).status, 200, 'back when it is on');
});
