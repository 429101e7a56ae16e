// The contest form and the admin list (reference §2 "Admin" contest rows; spec 3 §3–§6): the form's
// checks in their order with both languages' messages, what is stored, the type fixed on edit,
// visibility, clone and delete, and that only the contest's admins touch one contest.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { PLUGINS } from './helpers.ts';
import { MSG, adminUsers, contestForm, createContestAs } from './admin-helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const users = await adminUsers(site);
const creator = users.creator!;
const root = users.root!;

interface AdminContest { id: number; title: string; duration: number; type: number; pwd: string | null; starAccount: string[]; awardConfigList: Array<{ name: string; num: number }>; sealRank: boolean; sealRankTime: string | null; visible: boolean; source: number; openAccountLimit: boolean; accountLimitRule: string | null; uid: string; author: string }

const count = async () => Number(((await site.db('contests_contest').count('* as n').first()) as { n: string }).n);

async function refused(t: Pick<typeof import('tap').default, 'equal'>, body: Record<string, unknown>, en: string, zh: string, method = 'POST') {
  const before = await count();
  for (const [lang, msg] of [['en-US', en], ['zh-CN', zh]]) {
    const r = await site.api(method, '/api/admin/contest', { token: creator.token, body, lang });
    t.equal(r.status, 400, `${lang} refused`);
    t.equal(r.msg, msg, `${lang} message`);
  }
  t.equal(await count(), before, 'nothing written');
}

t.test('a problem admin creates a contest: its duration in seconds, its author the caller', async (t) => {
  const r = await site.api<{ id: number; duration: number; author: string; status: number }>('POST', '/api/admin/contest', { token: creator.token, body: contestForm(), lang: 'en-US' });
  t.equal(r.status, 200);
  t.equal(r.msg, 'Create Successfully');
  t.equal(r.data.duration, 7200);
  t.equal(r.data.author, 'padmin1');
  t.equal(r.data.status, -1, 'scheduled');
  const zh = await site.api('POST', '/api/admin/contest', { token: creator.token, body: contestForm({ title: '周赛' }), lang: 'zh-CN' });
  t.equal(zh.msg, '创建成功');
});

t.test('the form is checked in the order of spec 3 §5, in both languages', async (t) => {
  const base = contestForm({ auth: 1, pwd: '' });
  await refused(t, { ...base, title: '  ', description: '', startTime: null, endTime: null }, 'Contest Title is required', '比赛标题是必填项');
  await refused(t, { ...base, description: ' ', startTime: null, endTime: null }, 'Contest Description is required', '比赛描述是必填项');
  await refused(t, { ...base, startTime: null, endTime: null }, 'Start Time is required', '开始时间是必填项');
  await refused(t, { ...base, endTime: '' }, 'End Time is required', '结束时间是必填项');
  await refused(t, { ...base, endTime: base.startTime }, "The contest's end time must be after its start time (the duration must be greater than 0)", '比赛的结束时间必须晚于开始时间（比赛时长须大于 0）');
  await refused(t, { ...base, endTime: new Date(Date.parse(base.startTime as string) - 60_000).toISOString() }, "The contest's end time must be after its start time (the duration must be greater than 0)", '比赛的结束时间必须晚于开始时间（比赛时长须大于 0）');
  await refused(t, base, 'Contest Password is required', '比赛密码是必填项');
  await refused(t, { ...base, pwd: '   ' }, 'Contest Password is required', '比赛密码是必填项');
});

t.test('a protected contest keeps its password; a public one stores none', async (t) => {
  const cid = await createContestAs(site, creator.token, { auth: 2, pwd: 'letmein' });
  t.equal((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data.pwd, 'letmein');
  const open = await createContestAs(site, creator.token, { auth: 0, pwd: 'ignored' });
  t.equal((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid: open } })).data.pwd, null);
});

t.test('seal 30 minutes needs 1800 s, one hour 3600 s; from the start always fits', async (t) => {
  const start = Date.now() + 3_600_000;
  const at = (ms: number) => new Date(ms).toISOString();
  const short = { startTime: at(start), endTime: at(start + 20 * 60_000), sealRank: true };
  await refused(t, contestForm({ ...short, sealRankTime: at(start + 20 * 60_000 - 1_800_000) }),
    'Sealing the rank 30 minutes before the end needs a contest of at least 30 minutes', '结束前 30 分钟封榜要求比赛时长不少于 30 分钟');
  const forty = { startTime: at(start), endTime: at(start + 40 * 60_000), sealRank: true };
  await refused(t, contestForm({ ...forty, sealRankTime: at(start + 40 * 60_000 - 3_600_000) }),
    'Sealing the rank 1 hour before the end needs a contest of at least 1 hour', '结束前 1 小时封榜要求比赛时长不少于 1 小时');
  await refused(t, contestForm({ ...forty, sealRankTime: null }), 'Choose when the rank is sealed', '请选择封榜时间');
  const cid = await createContestAs(site, creator.token, { ...forty, sealRankTime: at(start + 40 * 60_000 - 1_800_000) });
  const c = (await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data;
  t.equal(c.sealRank, true);
  t.equal(c.sealRankTime, at(start + 40 * 60_000 - 1_800_000));
  const fromStart = await createContestAs(site, creator.token, { ...short, sealRankTime: at(start) });
  t.ok(fromStart);
});

t.test('star users are trimmed, empties ignored, duplicates refused', async (t) => {
  await refused(t, contestForm({ starAccount: [' ann ', '', 'ann'] }), 'The star user ann has already been added', '打星用户 ann 已添加');
  const cid = await createContestAs(site, creator.token, { starAccount: [' ann ', '', '  ', 'bob'] });
  t.same((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data.starAccount, ['ann', 'bob']);
});

t.test('award tiers: hex colours, num ≥ 0, proportions add up to at most 100', async (t) => {
  const gold = { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 };
  await refused(t, contestForm({ awardType: 2, awardConfigList: [] }), 'Add at least one award tier, or choose no awards', '请至少添加一个奖项等级，或选择不设奖项');
  await refused(t, contestForm({ awardType: 2, awardConfigList: [{ ...gold, background: 'gold' }] }),
    'The colours of the award tier Gold must be hex colours such as #e6bf25', '奖项 Gold 的颜色必须是十六进制颜色，如 #e6bf25');
  await refused(t, contestForm({ awardType: 2, awardConfigList: [{ ...gold, num: -1 }] }),
    'The number of the award tier Gold must be a whole number of at least 0', '奖项 Gold 的数量必须是不小于 0 的整数');
  await refused(t, contestForm({ awardType: 2, awardConfigList: [gold, { ...gold, name: 'Silver' }] }),
    'Each award tier needs its own priority, a whole number of at least 1', '每个奖项等级需要不重复的优先级（不小于 1 的整数）');
  await refused(t, contestForm({ awardType: 2, awardConfigList: [{ ...gold, name: ' ' }] }),
    'Each award tier needs a name of at most 50 characters', '每个奖项等级需要名称（最多 50 个字符）');
  await refused(t, contestForm({ awardType: 1, awardConfigList: [{ ...gold, num: 60 }, { ...gold, priority: 2, name: 'Silver', num: 50 }] }),
    "By proportion, the award tiers' percentages must add up to at most 100", '按比例设奖时，各奖项的百分比之和不能超过 100');
  const cid = await createContestAs(site, creator.token, { awardType: 1, awardConfigList: [{ ...gold, priority: 2, name: 'Silver', num: 20 }, { ...gold, num: 10 }] });
  const c = (await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data;
  t.same(c.awardConfigList.map((a) => a.name), ['Gold', 'Silver'], 'stored by priority');
  const none = await createContestAs(site, creator.token, { awardType: 0, awardConfigList: [{ ...gold, background: 'bad' }] });
  t.same((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid: none } })).data.awardConfigList, [], 'no awards: the tiers are not kept');
});

t.test('the account-limit rule: non-public contests only, well formed', async (t) => {
  const priv = { auth: 1, pwd: 'pw', openAccountLimit: true };
  await refused(t, contestForm({ ...priv, accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>10</start><end>1</end><extra></extra>' }),
    "The account limit's start number must not exceed its end number, and the range must hold fewer than 100000 accounts", '账号限制的起始编号不能大于结束编号，且范围须少于 100000 个账号');
  await refused(t, contestForm({ ...priv, accountLimitRule: '<prefix>team</prefix><start></start><end></end><extra> </extra>' }),
    'The account limit allows no account: give a number range or extra accounts', '账号限制没有允许任何账号：请填写编号范围或额外账号');
  await refused(t, contestForm({ ...priv, accountLimitRule: '<prefix>team</prefix><start>1</start><end></end>' }),
    'The account limit rule is not well formed: check the prefix, suffix and extra accounts', '账号限制规则格式不正确：请检查前缀、后缀和额外账号');
  const rule = '<prefix>team</prefix><suffix>_a</suffix><start>1</start><end>10</end><extra>judge1\nguest</extra>';
  const cid = await createContestAs(site, creator.token, { ...priv, accountLimitRule: rule });
  const c = (await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data;
  t.equal(c.openAccountLimit, true);
  t.equal(c.accountLimitRule, rule);
  const pub = await createContestAs(site, creator.token, { openAccountLimit: true, accountLimitRule: '<start>9</start><end>1</end>' });
  t.equal((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid: pub } })).data.openAccountLimit, false, 'a public contest has no account limit');
});

t.test('rank name and OI score type are among their choices', async (t) => {
  await refused(t, contestForm({ rankShowName: 'email' }), 'The rank must show the username, nickname or realname', '排行榜显示名称只能是用户名、昵称或真实姓名');
  await refused(t, contestForm({ oiRankScoreType: 'Best' }), 'The OI rank score type must be Recent or Highest', 'OI 排行榜得分方式只能是最近一次（Recent）或最高分（Highest）');
});

t.test("the reference client's whole VO is accepted: its other fields are dropped", async (t) => {
  const r = await site.api<{ id: number; author: string; uid: string }>('POST', '/api/admin/contest', {
    token: creator.token, body: contestForm({ status: 1, now: 'x', author: 'someone', uid: root.uid, gid: 5, duration: 1, count: 9, id: undefined }),
  });
  t.equal(r.status, 200);
  t.equal(r.data.author, 'padmin1');
  t.equal(r.data.uid, creator.uid);
  const c = (await site.api<AdminContest & { gid: number | null }>('GET', '/api/admin/contest', { token: creator.token, query: { cid: r.data.id } })).data;
  t.equal(c.gid, null);
  t.equal(c.duration, 7200);
});

t.test('editing: the creator saves; the rule type stays; others are refused', async (t) => {
  const cid = await createContestAs(site, creator.token, { title: 'Before' });
  const edit = (token: string, over: Record<string, unknown>, lang = 'en-US') => site.api('PUT', '/api/admin/contest', { token, body: contestForm({ id: cid, ...over }), lang });
  const r = await edit(creator.token, { title: 'After', type: 0 });
  t.equal(r.status, 200);
  t.equal(r.msg, 'Update successfully');
  t.equal((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data.title, 'After');
  for (const [lang, msg] of [['en-US', 'The contest rule type cannot be changed once the contest is created'], ['zh-CN', '比赛创建后不能修改赛制']]) {
    const typeChange = await edit(creator.token, { type: 1 }, lang);
    t.equal(typeChange.status, 400);
    t.equal(typeChange.msg, msg);
  }
  t.equal((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data.type, 0);
  for (const role of ['otherProblemAdmin', 'admin'] as const) {
    for (const [lang, msg] of [['en-US', MSG.adminOnly], ['zh-CN', '只有该比赛的管理员可以进行此操作']]) {
      const other = await edit(users[role]!.token, { title: 'Hijacked' }, lang);
      t.equal(other.status, 403, `${role} ${lang}`);
      t.equal(other.msg, msg);
    }
  }
  const byRoot = await edit(root.token, { title: 'By root' });
  t.equal(byRoot.status, 200, 'the super admin edits any contest');
  const refusedEdit = await edit(creator.token, { title: '' });
  t.equal(refusedEdit.msg, 'Contest Title is required');
  t.equal((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data.title, 'By root', 'a refused edit changes nothing');
  const missing = await site.api('PUT', '/api/admin/contest', { token: root.token, body: contestForm({ id: 999999 }), lang: 'en-US' });
  t.equal(missing.status, 404);
  t.equal(missing.msg, MSG.notFound);
});

t.test('the admin list: 10 a page, keyword, and which rows the caller may manage', async (t) => {
  await createContestAs(site, creator.token, { title: 'Needle Cup' });
  const mine = await site.api<{ records: Array<{ title: string; manageable: boolean }>; total: number; size: number }>('GET', '/api/admin/contest/get-contest-list', { token: creator.token, query: { keyword: 'needle' } });
  t.equal(mine.status, 200);
  t.same(mine.data.records.map((r) => [r.title, r.manageable]), [['Needle Cup', true]]);
  const other = await site.api<{ records: Array<{ manageable: boolean }> }>('GET', '/api/admin/contest/get-contest-list', { token: users.otherProblemAdmin!.token, query: { keyword: 'Needle' } });
  t.same(other.data.records.map((r) => r.manageable), [false]);
  const all = await site.api<{ records: unknown[]; total: number; size: number }>('GET', '/api/admin/contest/get-contest-list', { token: root.token });
  t.equal(all.data.size, 10);
  t.ok(all.data.total > 10);
  t.equal(all.data.records.length, 10);
  const none = await site.api<{ total: number }>('GET', '/api/admin/contest/get-contest-list', { token: root.token, query: { keyword: '100%_none' } });
  t.equal(none.data.total, 0, 'the keyword is matched literally');
});

t.test('a clone is named as a copy in the caller\'s language and stays out of the contest list until it is shown', async (t) => {
  const cid = await createContestAs(site, creator.token, { title: 'Spring Cup' });
  const titles = async () => (await site.api<{ records: Array<{ title: string }> }>('GET', '/api/get-contest-list', { query: { currentPage: 1, limit: 50 } })).data.records.map((c) => c.title);
  t.ok((await titles()).includes('Spring Cup'), 'the original is listed');

  const en = await site.api<{ id: number; title: string; visible: boolean }>('GET', '/api/admin/contest/clone', { token: creator.token, query: { cid }, lang: 'en-US' });
  t.same([en.status, en.data.title, en.data.visible], [200, 'Spring Cup (copy)', false]);
  const zh = await site.api<{ id: number; title: string; visible: boolean }>('GET', '/api/admin/contest/clone', { token: creator.token, query: { cid }, lang: 'zh-CN' });
  t.same([zh.status, zh.data.title, zh.data.visible], [200, 'Spring Cup（副本）', false]);
  const listed = await titles();
  t.notOk(listed.some((title) => title.startsWith('Spring Cup') && title !== 'Spring Cup'), 'neither copy is in the public contest list');
  t.equal((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid: en.data.id } })).data.title, 'Spring Cup (copy)', 'the form reads the new title');

  // the admin shows it: then it is listed, under its own title
  await site.api('PUT', '/api/admin/contest/change-contest-visible', { token: creator.token, query: { cid: en.data.id, visible: true } });
  t.ok((await titles()).includes('Spring Cup (copy)'), 'listed once shown');

  // a title at the limit: the copy's title still fits, the original's shortened
  const long = await createContestAs(site, creator.token, { title: 'L'.repeat(255) });
  const copy = await site.api<{ title: string }>('GET', '/api/admin/contest/clone', { token: creator.token, query: { cid: long }, lang: 'en-US' });
  t.equal(copy.status, 200, copy.msg);
  t.equal(copy.data.title.length, 255);
  t.ok(copy.data.title.endsWith('… (copy)'), copy.data.title.slice(-12));
});

t.test('visibility saves at once; clone copies settings and problems; delete is for the super admin', async (t) => {
  const cid = await createContestAs(site, creator.token, { title: 'Original', starAccount: ['ann'] });
  const hide = await site.api('PUT', '/api/admin/contest/change-contest-visible', { token: creator.token, query: { cid, visible: false }, lang: 'zh-CN' });
  t.equal(hide.status, 200);
  t.equal(hide.msg, '更新成功');
  t.equal((await site.api<AdminContest>('GET', '/api/admin/contest', { token: creator.token, query: { cid } })).data.visible, false);
  const denied = await site.api('PUT', '/api/admin/contest/change-contest-visible', { token: users.admin!.token, query: { cid, visible: true }, lang: 'en-US' });
  t.equal(denied.status, 403);
  t.equal(denied.msg, MSG.adminOnly);

  await site.db('contests_problem').insert({ cid, pid: 1, displayId: 'A', displayTitle: 'First', color: '#ff0000' });
  const clone = await site.api<{ id: number; title: string; visible: boolean; author: string }>('GET', '/api/admin/contest/clone', { token: root.token, query: { cid }, lang: 'en-US' });
  t.equal(clone.status, 200);
  t.not(clone.data.id, cid);
  t.equal(clone.data.title, 'Original (copy)');
  t.equal(clone.data.visible, false, 'a clone starts hidden');
  t.equal(clone.data.author, 'root1');
  const copy = (await site.api<AdminContest>('GET', '/api/admin/contest', { token: root.token, query: { cid: clone.data.id } })).data;
  t.equal(copy.source, cid);
  t.same(copy.starAccount, ['ann']);
  t.same(await site.db('contests_problem').where({ cid: clone.data.id }).select('displayId', 'displayTitle', 'color'), [{ displayId: 'A', displayTitle: 'First', color: '#ff0000' }]);

  for (const [lang, msg] of [['en-US', MSG.noPermission], ['zh-CN', '对不起，您无权限进行此操作']]) {
    const byCreator = await site.api('DELETE', '/api/admin/contest', { token: creator.token, query: { cid }, lang });
    t.equal(byCreator.status, 403);
    t.equal(byCreator.msg, msg);
  }
  const del = await site.api('DELETE', '/api/admin/contest', { token: root.token, query: { cid }, lang: 'en-US' });
  t.equal(del.status, 200);
  t.equal(del.msg, 'Delete successfully');
  const gone = await site.api('GET', '/api/admin/contest', { token: root.token, query: { cid }, lang: 'zh-CN' });
  t.equal(gone.status, 404);
  t.equal(gone.msg, '对不起，该比赛不存在');
  t.equal((await site.db('contests_problem').where({ cid }).count('* as n').first() as { n: string }).n, '0', 'its problems went with it');
});
