// GET /api/file/download-contest-ac-submission (spec 3 §7): a contest admin downloads the code of
// the contest as a zip, by user or by problem — in ACM each contestant's last accepted submission
// of each problem, in OI their best-scored one — submitted before the end; admins left out on
// request; refusals in both languages.
import t from 'tap';
import yauzl from 'yauzl';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem, submit } from '../../submissions/test/helpers.ts';
import { PLUGINS, addContestProblem, addRecord, createContest } from './helpers.ts';
import { MSG } from './admin-helpers.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const root = await site.userWithToken('root1', 'root');
const author = await site.userWithToken('author1');
const alice = await site.userWithToken('alice');
const bob = await site.userWithToken('bob');
const pidA = await createAbProblem(site, root.token, 'DLA', { auth: 3 });
const pidB = await createAbProblem(site, root.token, 'DLB', { auth: 3 });

// one real submission gives a row to copy: each copy is a submission with its own code and owner
const template = await site.db('submissions_judge').where({ submitId: await submit(site, root.token, pidA, 'C++', 'int main(){}\n') }).first();
async function submission(user: { uid: string }, username: string, pid: number, language: string, code: string): Promise<number> {
  const { submitId: _, ...row } = template as Record<string, unknown>;
  const [made] = await site.db('submissions_judge').insert({ ...row, uid: user.uid, username, pid, language, code, length: code.length }).returning('submitId');
  return (made as { submitId: number }).submitId;
}

interface Entry { path: string; text: string }
async function download(token: string | undefined, query: Record<string, string | number | boolean>, lang = 'en-US'): Promise<{ status: number; msg: string; type: string; entries: Entry[] }> {
  const res = await site.app.inject({ method: 'GET', url: '/api/file/download-contest-ac-submission', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { ...(token ? { authorization: token } : {}), 'accept-language': lang } });
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/zip')) {
    const body = JSON.parse(res.body) as { status: number; msg: string };
    return { status: body.status, msg: body.msg, type, entries: [] };
  }
  const entries = await new Promise<Entry[]>((resolve, reject) => {
    yauzl.fromBuffer(res.rawPayload, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out: Entry[] = [];
      zip.on('entry', (e: yauzl.Entry) => zip.openReadStream(e, (err2, stream) => {
        if (err2) return reject(err2);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => { out.push({ path: e.fileName, text: Buffer.concat(chunks).toString('utf8') }); zip.readEntry(); });
      }));
      zip.on('end', () => resolve(out.sort((a, b) => a.path.localeCompare(b.path))));
      zip.readEntry();
    });
  });
  return { status: res.statusCode, msg: '', type, entries };
}

const HOUR = 3_600_000;
const ended = { startTime: new Date(Date.now() - 3 * HOUR), endTime: new Date(Date.now() - HOUR), duration: 7200 };
const during = new Date(Date.now() - 2 * HOUR);
const after = new Date(Date.now() - HOUR / 2);

t.test('ACM: the last accepted code of each contestant and problem, submitted before the end, by user or by problem', async (t) => {
  const cid = await createContest(site, { uid: author.uid, author: 'author1', title: 'Download ACM', ...ended });
  const cpA = await addContestProblem(site, cid, pidA, 'A');
  const cpB = await addContestProblem(site, cid, pidB, 'B');
  const record = async (who: { uid: string }, username: string, pid: number, cpid: number, displayId: string, status: number, code: string, submitTime = during, language = 'C++') => {
    const submitId = await submission(who, username, pid, language, code);
    await addRecord(site, { cid, uid: who.uid, username, pid, cpid, displayId, submitId, status, time: 60, submitTime } as Parameters<typeof addRecord>[1]);
    return submitId;
  };
  await record(alice, 'alice', pidA, cpA, 'A', 0, 'alice A first');
  const aliceA = await record(alice, 'alice', pidA, cpA, 'A', 0, 'alice A last');
  await record(alice, 'alice', pidB, cpB, 'B', -1, 'alice B wrong');
  const bobA = await record(bob, 'bob', pidA, cpA, 'A', 0, 'a, b = 1, 2', during, 'Python3');
  await record(bob, 'bob', pidB, cpB, 'B', 0, 'bob B after the end', after);
  const rootA = await record(root, 'root1', pidA, cpA, 'A', 0, 'root A');
  const authorB = await record(author, 'author1', pidB, cpB, 'B', 0, 'author B');

  const byUser = await download(author.token, { cid, excludeAdmin: false, splitType: 'user' });
  t.equal(byUser.status, 200);
  t.same(byUser.entries, [
    { path: `alice/A_${aliceA}.cpp`, text: 'alice A last' },
    { path: `author1/B_${authorB}.cpp`, text: 'author B' },
    { path: `bob/A_${bobA}.py`, text: 'a, b = 1, 2' },
    { path: `root1/A_${rootA}.cpp`, text: 'root A' },
  ], 'one file per user and problem, named by display id and submission, with the language\'s extension');

  const byProblem = await download(root.token, { cid, excludeAdmin: true, splitType: 'problem' });
  t.same(byProblem.entries.map((e) => e.path), [`A/alice_${aliceA}.cpp`, `A/bob_${bobA}.py`], 'by problem; the author and the super admin left out');

  const defaults = await download(author.token, { cid });
  t.same(defaults.entries.map((e) => e.path.split('/')[0]), ['alice', 'author1', 'bob', 'root1'], 'by user unless told');
});

t.test('OI: the best-scored submission (the latest of equal scores); none scored is an error', async (t) => {
  const cid = await createContest(site, { uid: author.uid, author: 'author1', title: 'Download OI', type: 1, ...ended });
  const cpA = await addContestProblem(site, cid, pidA, 'A');
  const scored = async (score: number, code: string, status = 8) => {
    const submitId = await submission(alice, 'alice', pidA, 'C++', code);
    await addRecord(site, { cid, uid: alice.uid, username: 'alice', pid: pidA, cpid: cpA, displayId: 'A', submitId, status, time: 60, score, submitTime: during } as Parameters<typeof addRecord>[1]);
    return submitId;
  };
  await scored(30, 'thirty');
  await scored(70, 'seventy first');
  const best = await scored(70, 'seventy last');
  await scored(0, 'zero', -1);
  const r = await download(author.token, { cid });
  t.same(r.entries, [{ path: `alice/A_${best}.cpp`, text: 'seventy last' }]);

  const empty = await createContest(site, { uid: author.uid, author: 'author1', title: 'Nothing accepted', ...ended });
  for (const [lang, msg] of [['en-US', 'This contest has no accepted submissions to download'], ['zh-CN', '该比赛没有可下载的通过代码']]) {
    const none = await download(author.token, { cid: empty }, lang);
    t.same([none.status, none.msg], [400, msg], `${lang}: nothing to download`);
  }
});

t.test('refusals: visitors, contestants, a bad split, an unknown contest — in both languages', async (t) => {
  const cid = await createContest(site, { uid: author.uid, author: 'author1', title: 'Download refusals', ...ended });
  const cases: Array<[string, string | undefined, Record<string, string | number>, number, string, string]> = [
    ['a visitor', undefined, { cid }, 401, MSG.login, '请先登录！'],
    ['a contestant', alice.token, { cid }, 403, MSG.adminOnly, '只有该比赛的管理员可以进行此操作'],
    ['a bad split', author.token, { cid, splitType: 'team' }, 400, 'Split the download by user or by problem', '下载只能按用户或按题目分类'],
    ['an unknown contest', author.token, { cid: 999999 }, 404, MSG.notFound, '对不起，该比赛不存在'],
  ];
  for (const [name, token, query, status, en, zh] of cases) {
    const a = await download(token, query, 'en-US');
    const b = await download(token, query, 'zh-CN');
    t.same([a.status, a.msg, b.msg], [status, en, zh], name);
    t.equal(a.entries.length, 0);
  }
});
