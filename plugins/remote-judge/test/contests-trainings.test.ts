// Remote problems in contests and trainings (issue 17): the contest and training admin pages import
// a remote problem (reference import-remote-oj-problem), and a contestant's submission to it goes
// to the site and back through the same result path, onto the contest's board.
import t from 'tap';
import { submit, toySite, verdict } from './helpers.ts';

const { site, fake } = await toySite({}, [{ package: '@oj/plugin-contests' }, { package: '@oj/plugin-trainings' }]);
t.teardown(async () => { await site.close(); await fake.close(); });
const root = await site.userWithToken('boss', 'root');
const admin = await site.userWithToken('setter', 'admin');
const carol = await site.userWithToken('carol');
await site.api('POST', '/api/admin/remote-judge/account', { token: root.token, body: { oj: 'TOY', username: 'alice', password: 'secret' } });

t.test('a contest imports a remote problem and judges it remotely onto the board', async (t) => {
  const now = Date.now();
  const [row] = await site.db('contests_contest').insert({
    uid: admin.uid, author: 'setter', title: 'Remote Cup', description: 'About', type: 0, auth: 0,
    startTime: new Date(now - 3_600_000), endTime: new Date(now + 3_600_000), duration: 7200,
  }).returning('id');
  const cid = (row as { id: number }).id;
  const importInto = (q: Record<string, string | number>, lang = 'en-US') =>
    site.api<{ pid: number; displayId: string }>('GET', '/api/admin/contest/import-remote-oj-problem', { token: admin.token, query: { cid, ...q }, lang });
  t.equal((await importInto({ name: 'TOY', problemId: '77', displayId: 'Z' })).msg, 'TOY has no problem 77', 'the site\'s refusal reaches the admin');
  t.equal((await importInto({ name: 'XYZ', problemId: '1' })).msg, 'Remote judging of XYZ is not enabled on this site');
  t.equal((await importInto({ name: 'XYZ', problemId: '1' }, 'zh-CN')).msg, '本站未开启 XYZ 的远程评测');
  const before = await site.db('problems_problem').count({ n: '*' }).first();
  t.equal((await importInto({ name: 'TOY', problemId: '1001', displayId: '' })).status, 400, 'an empty display id is refused…');
  t.same(await site.db('problems_problem').count({ n: '*' }).first(), before, '…before anything is imported');
  const added = await importInto({ name: 'TOY', problemId: '1001', displayId: 'A' });
  t.same([added.status, added.msg], [200, 'Add Successfully']);
  t.equal(added.data.displayId, 'A');
  t.equal((await importInto({ name: 'TOY', problemId: '1001', displayId: 'B' })).status, 400, 'the same problem twice is refused');
  const taken = await importInto({ name: 'TOY', problemId: '1000', displayId: 'A' });
  t.equal(taken.status, 400, 'a display id already used is refused');
  t.equal(await site.db('problems_problem').where({ problemId: 'TOY-1000' }).first(), undefined, 'and TOY-1000 was not imported');

  const r = await site.api<{ submitId: number }>('POST', '/api/submit-problem-judge', { token: carol.token, body: { pid: added.data.pid, language: 'Toy C++17', code: 'int main(){}', cid }, lang: 'en-US' });
  t.equal(r.status, 200, r.msg);
  const s = await verdict(site, r.data.submitId, carol.token);
  t.equal(s.status, 0, 'Accepted by the remote site');
  t.equal(fake.submissions.at(-1)!.problemId, '1001');
  // the contest's record is written on the `submission.judged` event, which follows the stored
  // verdict the detail shows: the board counts it a moment later, as a contestant's page sees it
  type Line = { username: string; ac: number; submissionInfo: Record<string, { isAC: boolean }> };
  let line: Line | undefined;
  for (let tries = 0; tries < 100 && line?.ac !== 1; tries++) {
    if (tries) await new Promise((r) => setTimeout(r, 100));
    const board = await site.api<{ records: Line[] }>('POST', '/api/get-contest-rank', { token: carol.token, body: { cid, currentPage: 1, limit: 50 } });
    line = board.data.records.find((x) => x.username === 'carol');
  }
  t.equal(line?.ac, 1, 'solved on the board');
});

t.test('a training imports a remote problem', async (t) => {
  const cat = await site.api<{ id: number }>('POST', '/api/admin/training/category', { token: admin.token, body: { name: 'Remote', color: '#123456' } });
  const created = await site.api<{ id: number }>('POST', '/api/admin/training', {
    token: admin.token, body: { training: { title: 'Remote practice', description: 'x', auth: 'Public', privatePwd: '', rank: 1, status: true }, trainingCategory: { id: cat.data.id } },
  });
  t.equal(created.status, 200, created.msg);
  const tid = created.data.id ?? (await site.db('trainings_training').first('id') as { id: number }).id;
  const imported = await site.api<{ displayId: string }>('GET', '/api/admin/training/import-remote-oj-problem', { token: admin.token, query: { tid, name: 'toy', problemId: '1000' }, lang: 'en-US' });
  t.same([imported.status, imported.msg], [200, 'Add Successfully']);
  t.equal(imported.data.displayId, 'TOY-1000');
});
