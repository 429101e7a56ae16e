// "Import remote problem" (reference import-remote-oj-problem) through the problems plugin's
// remoteImportPoint: a stand-in remote judge plugin (test/fixtures/fake-remote) imports the problem,
// the training gets it at its end; the judge's refusal reaches the admin; importing the same
// problem again finds the one imported.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { PLUGINS, createCategory, createTraining, type Page } from './helpers.ts';

const site = await TestSite.start({ plugins: [...PLUGINS, { package: './plugins/trainings/test/fixtures/fake-remote' }] });
t.teardown(() => site.close());
const admin = await site.userWithToken('setter', 'admin');
const category = await createCategory(site, admin.token, 'Remote');
const tid = await createTraining(site, admin.token, { title: 'Imported' }, category);
const importOne = (problemId: string, name = 'fake', tidTo = tid) =>
  site.api<{ pid: number; displayId: string; rank: number }>('GET', '/api/admin/training/import-remote-oj-problem', { token: admin.token, query: { tid: tidTo, name, problemId }, lang: 'en-US' });

t.test('a remote judge\'s problem joins the training', async (t) => {
  const r = await importOne('1000');
  t.same([r.status, r.msg], [200, 'Add Successfully']);
  t.match(r.data, { displayId: 'FAKE-1000', rank: 1 });
  const problem = await site.db('problems_problem').where({ id: r.data.pid }).first();
  t.match(problem, { problemId: 'FAKE-1000', title: 'Remote 1000' }, 'imported into the main set by the remote judge plugin');
  const user = await site.userWithToken('reader');
  const list = await site.api<Page<{ problemId: string }>>('GET', '/api/get-training-problem-list', { token: user.token, query: { tid } });
  t.same(list.data.records.map((p) => p.problemId), ['FAKE-1000'], 'users see it in the training');
});

t.test('the judge\'s refusal and a second import', async (t) => {
  const missing = await importOne('9999');
  t.equal(missing.status, 400, 'the remote judge refuses an unknown problem');
  t.equal((await site.db('trainings_problem').where({ tid })).length, 1, 'nothing added');
  const again = await importOne('1000', 'FAKE');
  t.same([again.status, again.msg], [400, 'Problem FAKE-1000 is already in this training'], 'the same problem twice');
  const other = await createTraining(site, admin.token, { title: 'Also imported' }, category);
  const reused = await importOne('1000', 'Fake', other);
  t.equal(reused.status, 200, 'another training gets the problem imported before');
  t.equal((await site.db('problems_problem').where({ problemId: 'FAKE-1000' })).length, 1, 'one problem, not two');
});
