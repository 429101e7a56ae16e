// The training admin calls (reference §2 "Admin" /api/admin/training/**; spec 3 §5 rules): the
// form's rules with their messages in both languages (nothing saved on a refusal), the values kept
// on edit, visibility, categories, a training's problems (add, order, remove, the add dialog's
// public problems), and the remote import without a remote judge plugin.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, addProblem, createCategory, createTraining, type Api, type Page } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const root = await site.userWithToken('boss', 'root');
const author = await site.userWithToken('author', 'problem_admin');
const p1 = await createAbProblem(site, root.token, 'AD1');
const p2 = await createAbProblem(site, root.token, 'AD2');
const p3 = await createAbProblem(site, root.token, 'AD3');
await createAbProblem(site, root.token, 'AD9', { auth: 2 });

const call = <T = unknown>(method: string, url: string, opts: { body?: unknown; query?: Record<string, string | number | boolean> }, lang = 'en-US') =>
  site.api<T>(method, url, { token: author.token, lang, ...opts }) as Promise<Api<T>>;
const refused = (t: { same(a: unknown, b: unknown, m: string): unknown }, r: Api, status: number, msg: string, what: string) => t.same([r.status, r.msg], [status, msg], what);

const category = await createCategory(site, author.token, 'Admin basics', '#2d8cf0');

t.test('the form\'s rules, in order, in both languages; nothing saved on a refusal', async (t) => {
  const good = { title: 'Good', description: 'About it', auth: 'Private', privatePwd: 'pw', rank: 10, status: true };
  const cases: Array<[string, Record<string, unknown>, number | null, string, string]> = [
    ['no title', { ...good, title: '  ' }, category, 'Title is required', '标题不能为空'],
    ['a title too long', { ...good, title: 'x'.repeat(256) }, category, 'The title can not exceed 255 characters', '标题不能超过 255 个字符'],
    ['a negative rank', { ...good, rank: -1 }, category, 'The rank must be a whole number from 0 to 2147483647', '排序号必须是 0 到 2147483647 之间的整数'],
    ['a rank too large', { ...good, rank: 2_147_483_648 }, category, 'The rank must be a whole number from 0 to 2147483647', '排序号必须是 0 到 2147483647 之间的整数'],
    ['a fractional rank', { ...good, rank: '1.5' }, category, 'The rank must be a whole number from 0 to 2147483647', '排序号必须是 0 到 2147483647 之间的整数'],
    ['no description', { ...good, description: '' }, category, 'Description is required', '描述不能为空'],
    ['no category', good, null, 'Category is required', '分类不能为空'],
    ['an unknown category', good, 99_999, 'This training category does not exist', '该训练分类不存在'],
    ['an unknown auth', { ...good, auth: 'Secret' }, category, 'The training\'s auth must be Public or Private', '训练权限只能是公开（Public）或私有（Private）'],
    ['private without a password', { ...good, privatePwd: ' ' }, category, 'A private training needs a password', '私有训练必须设置密码'],
  ];
  for (const [what, training, categoryId, en, zh] of cases) {
    const body = { training, trainingCategory: categoryId === null ? null : { id: categoryId } };
    refused(t, await call('POST', '/api/admin/training', { body }), 400, en, what);
    refused(t, await call('POST', '/api/admin/training', { body }, 'zh-CN'), 400, zh, `${what} (zh-CN)`);
  }
  t.equal((await site.db('trainings_training')).length, 0, 'nothing was saved');

  const made = await call<{ id: number; rank: number; auth: string }>('POST', '/api/admin/training', { body: { training: { ...good, rank: '' }, trainingCategory: { id: category } } }, 'zh-CN');
  t.same([made.status, made.msg], [200, '创建成功']);
  t.equal(made.data.rank, 1000, 'spec 3 §9: the rank defaults to 1000');
  const read = await call<{ training: Record<string, unknown>; trainingCategory: { id: number; name: string } }>('GET', '/api/admin/training', { query: { tid: made.data.id } });
  t.match(read.data.training, { title: 'Good', description: 'About it', auth: 'Private', privatePwd: 'pw', rank: 1000, status: true, author: 'author' });
  t.match(read.data.trainingCategory, { id: category, name: 'Admin basics' });

  // an edit keeps what it does not send, and a public training keeps no password
  const edit = await call('PUT', '/api/admin/training', { body: { training: { id: made.data.id, title: 'Better', description: 'More', auth: 'Public', privatePwd: 'stale' }, trainingCategory: { id: category } } });
  t.same([edit.status, edit.msg], [200, 'Update successfully']);
  const again = await call<{ training: Record<string, unknown> }>('GET', '/api/admin/training', { query: { tid: made.data.id } });
  t.match(again.data.training, { title: 'Better', description: 'More', auth: 'Public', privatePwd: null, rank: 1000, status: true });
  refused(t, await call('PUT', '/api/admin/training', { body: { training: { id: made.data.id, title: '', description: 'x' }, trainingCategory: { id: category } } }), 400, 'Title is required', 'an edit follows the rules');
  t.equal(((await site.db('trainings_training').where({ id: made.data.id }).first()) as { title: string }).title, 'Better', 'a refused edit changes nothing');
  refused(t, await call('PUT', '/api/admin/training', { body: { training: { id: 424_242, title: 'x', description: 'x' }, trainingCategory: { id: category } } }), 404, 'Sorry, this training does not exist', 'an unknown training');
  refused(t, await call('POST', '/api/admin/training', { body: { trainingCategory: { id: category } } }), 400, 'The training\'s fields are missing', 'no training at all');
});

t.test('visibility and the admin list', async (t) => {
  const tid = await createTraining(site, author.token, { title: 'Shown' }, category);
  const off = await call('PUT', '/api/admin/training/change-training-status', { query: { tid, author: 'author', status: false } });
  t.same([off.status, off.msg], [200, 'Update successfully']);
  const list = await call<Page<{ id: number; status: boolean; manageable: boolean }>>('GET', '/api/admin/training/get-training-list', { query: { keyword: 'Shown' } });
  t.match(list.data.records, [{ id: tid, status: false, manageable: true }]);
  t.equal((await site.api<Page<unknown>>('GET', '/api/get-training-list', { query: { keyword: 'Shown' } })).data.total, 0, 'a hidden training leaves the public list');
  await call('PUT', '/api/admin/training/change-training-status', { query: { tid, status: 'true' } });
  t.equal((await site.api<Page<unknown>>('GET', '/api/get-training-list', { query: { keyword: 'Shown' } })).data.total, 1, 'and comes back');
  const mine = await site.userWithToken('someone', 'admin');
  const seen = await site.api<Page<{ id: number; manageable: boolean }>>('GET', '/api/admin/training/get-training-list', { token: mine.token, query: { keyword: 'Shown' } });
  t.match(seen.data.records, [{ id: tid, manageable: false }], 'another admin sees it, not to edit');
});

t.test('categories', async (t) => {
  const made = await call<{ id: number; name: string; color: string }>('POST', '/api/admin/training/category', { body: { name: 'Graphs', color: '#ff9900' } });
  t.match(made.data, { name: 'Graphs', color: '#ff9900', gid: null });
  refused(t, await call('POST', '/api/admin/training/category', { body: { name: ' graphs ', color: '#fff' } }), 400, 'A category named graphs already exists', 'names are unique in any case');
  refused(t, await call('POST', '/api/admin/training/category', { body: { name: '', color: '#fff' } }, 'zh-CN'), 400, '分类名称不能为空', 'no name (zh-CN)');
  refused(t, await call('POST', '/api/admin/training/category', { body: { name: 'x'.repeat(31), color: '#fff' } }), 400, 'The category name can not exceed 30 characters', 'a long name');
  refused(t, await call('POST', '/api/admin/training/category', { body: { name: 'Bad', color: 'red;background:url(x)' } }), 400, 'The category colour must be a colour like #1890ff', 'a colour that is not one');
  const edited = await call('PUT', '/api/admin/training/category', { body: { id: made.data.id, name: 'Graph theory', color: '#19be6b' } });
  t.equal(edited.status, 200);
  const list = await site.api<Array<{ id: number; name: string; color: string }>>('GET', '/api/get-training-category', {});
  t.match(list.data.find((c) => c.id === made.data.id), { name: 'Graph theory', color: '#19be6b' });
  const tid = await createTraining(site, author.token, { title: 'Uses graphs' }, made.data.id);
  refused(t, await call('DELETE', '/api/admin/training/category', { query: { cid: made.data.id } }), 400, 'This category is used by 1 training(s); move them to another category first', 'a category in use stays');
  await site.db('trainings_training').where({ id: tid }).delete();
  t.equal((await call('DELETE', '/api/admin/training/category', { query: { cid: made.data.id } })).status, 200);
  refused(t, await call('DELETE', '/api/admin/training/category', { query: { cid: made.data.id } }), 404, 'This training category does not exist', 'twice');
});

t.test('a training\'s problems: add, order, the add dialog, remove, remote import', async (t) => {
  const tid = await createTraining(site, author.token, { title: 'Ordered' }, category);
  for (const pid of [p1, p2, p3]) await addProblem(site, author.token, tid, pid);
  type Listed = { problemList: Page<{ id: number; problemId: string; rank: number | null }>; trainingProblemMap: Record<string, { id: number; rank: number; displayId: string }> };
  const listed = await call<Listed>('GET', '/api/admin/training/get-problem-list', { query: { tid } });
  t.same(listed.data.problemList.records.map((p) => [p.problemId, p.rank]), [['AD1', 1], ['AD2', 2], ['AD3', 3]]);
  t.same(listed.data.trainingProblemMap[String(p2)], { id: listed.data.trainingProblemMap[String(p2)]!.id, tid, pid: p2, displayId: 'AD2', rank: 2 });

  // AD3 first
  t.equal((await call('PUT', '/api/admin/training/problem', { body: { tid, pid: p3, rank: 0 } })).status, 200);
  const user = await site.userWithToken('reader');
  const seen = await site.api<Page<{ problemId: string }>>('GET', '/api/get-training-problem-list', { token: user.token, query: { tid } });
  t.same(seen.data.records.map((p) => p.problemId), ['AD3', 'AD1', 'AD2'], 'users see the new order');
  refused(t, await call('PUT', '/api/admin/training/problem', { body: { tid, pid: p3, rank: -4 } }), 400, 'The rank must be a whole number from 0 to 2147483647', 'a bad rank');

  const dialog = await call<Listed>('GET', '/api/admin/training/get-problem-list', { query: { tid, queryExisted: false, keyword: 'AD' } });
  t.same(dialog.data.problemList.records.map((p) => p.problemId), [], 'the add dialog: every public problem is in already, the private one never shows');
  await call('DELETE', '/api/admin/training/problem', { query: { tid, pid: p2 } });
  const after = await call<Listed>('GET', '/api/admin/training/get-problem-list', { query: { tid, queryExisted: 'false', keyword: 'AD' } });
  t.same(after.data.problemList.records.map((p) => p.problemId), ['AD2'], 'a removed problem can be added again');
  refused(t, await call('DELETE', '/api/admin/training/problem', { query: { tid, pid: p2 } }), 404, 'This problem is not in the training', 'removing twice');

  refused(t, await call('GET', '/api/admin/training/import-remote-oj-problem', { query: { tid, name: 'HDU', problemId: '1000' } }), 400, 'Remote judging of HDU is not enabled on this site', 'no remote judge plugin');
  refused(t, await call('GET', '/api/admin/training/import-remote-oj-problem', { query: { tid, name: 'HDU', problemId: '1000' } }, 'zh-CN'), 400, '本站未开启 HDU 的远程评测', 'zh-CN');
  refused(t, await call('GET', '/api/admin/training/import-remote-oj-problem', { query: { tid, name: '', problemId: '1000' } }), 400, 'Choose the remote judge', 'no judge named');
});
