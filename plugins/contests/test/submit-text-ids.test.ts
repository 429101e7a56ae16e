// The reference's client sends the submit's ids as text (`"cid": "1"`): POST
// /api/submit-problem-judge takes cid, tid and gid as numbers or their digits and isRemote as a
// boolean or "true"/"false" (docs/api.md), and refuses anything else with a message naming the
// field, in both languages.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { AB, createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, addContestProblem, createContest } from './helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });

const root = await site.userWithToken('stroot', 'root');
const author = await site.userWithToken('stauthor', 'admin');
const ann = await site.userWithToken('stann');
const pid = await createAbProblem(site, root.token, 'ST1', { auth: 3 });
const cid = await createContest(site, { uid: author.uid, author: 'stauthor', title: 'Text Cup', phase: 'running' });
await addContestProblem(site, cid, pid, 'A', 'Alpha');

const submit = (fields: Record<string, unknown>, lang = 'en-US') =>
  site.api<{ submitId: number; cid: number; displayPid: string }>('POST', '/api/submit-problem-judge', {
    token: ann.token, lang, body: { pid: 'A', language: 'C++', code: AB.cppAc, ...fields },
  });

t.test('cid sent as its digits ("1") is accepted and the submission lands in the contest', async (t) => {
  const r = await submit({ cid: String(cid), isRemote: 'false' });
  t.equal(r.status, 200, r.msg);
  t.equal(r.data.cid, cid, 'the answer names the contest');
  const row = (await site.db('submissions_judge').where({ submitId: r.data.submitId }).first('cid', 'cpid', 'pid')) as { cid: number; cpid: number; pid: number };
  t.same({ cid: Number(row.cid), pid: Number(row.pid) }, { cid, pid }, 'saved as a submission of the contest');
  t.ok(Number(row.cpid) > 0, 'of its problem A');
  const asNumber = await submit({ cid, tid: '0', gid: null, isRemote: false });
  t.equal(asNumber.status, 200, 'numbers, "0" and null as before');
});

t.test('a non-numeric id or flag is refused with a message naming it, in both languages', async (t) => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ cid: 'abc' }, 'The contest id (cid) must be a whole number, such as 12 or "12"', '比赛编号 cid 必须是整数，例如 12 或 "12"'],
    [{ cid: '1.5' }, 'The contest id (cid) must be a whole number, such as 12 or "12"', '比赛编号 cid 必须是整数，例如 12 或 "12"'],
    [{ cid: -1 }, 'The contest id (cid) must be a whole number, such as 12 or "12"', '比赛编号 cid 必须是整数，例如 12 或 "12"'],
    [{ cid: '4294967296' }, 'The contest id (cid) must be a whole number, such as 12 or "12"', '比赛编号 cid 必须是整数，例如 12 或 "12"'],
    [{ tid: 'x1' }, 'The training id (tid) must be a whole number, such as 12 or "12"', '训练编号 tid 必须是整数，例如 12 或 "12"'],
    [{ gid: ' 3' }, 'The group id (gid) must be a whole number, such as 12 or "12"', '团队编号 gid 必须是整数，例如 12 或 "12"'],
    [{ cid: String(cid), isRemote: 'yes' }, 'isRemote must be true or false', 'isRemote 只能是 true 或 false'],
  ];
  const before = Number(((await site.db('submissions_judge').count({ n: '*' }))[0] as { n: string | number }).n);
  for (const [fields, en, zh] of cases) {
    const r = await submit(fields);
    t.same([r.status, r.msg], [400, en], `${JSON.stringify(fields)} (en-US)`);
    const z = await submit(fields, 'zh-CN');
    t.same([z.status, z.msg], [400, zh], `${JSON.stringify(fields)} (zh-CN)`);
  }
  t.equal(Number(((await site.db('submissions_judge').count({ n: '*' }))[0] as { n: string | number }).n), before, 'nothing saved');
});
