// A problem the caller may not see is not named in the public submission list, the status check
// or the detail (issue 9 item 11): visitors and users get its title and display id masked; admins
// and the submission's author see them.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { AB, createAbProblem, submit } from './helpers.ts';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }] });
t.teardown(() => site.close());
await site.kernel.settings.update('switch', { defaultSubmitInterval: 0 });

const root = await site.userWithToken('boss', 'root');
const admin = await site.userWithToken('helper', 'admin');
const alice = await site.userWithToken('alice');
const secret = await createAbProblem(site, root.token, 'SECRET42', { title: 'Hidden Treasure', auth: 2 });
const open = await createAbProblem(site, root.token, '1000', { title: 'Open A+B' });
const hiddenId = await submit(site, root.token, secret, 'C++', AB.cppAc);
const openId = await submit(site, alice.token, open, 'C++', AB.cppAc);

interface Row { submitId: number; title: string; displayPid: string }
const list = async (token?: string) => (await site.api<{ records: Row[] }>('GET', '/api/get-submission-list', { token, query: { limit: 20 } })).data.records;
const byId = (rows: Row[], id: number) => rows.find((r) => r.submitId === id)!;
const leaks = (body: string) => body.includes('SECRET42') || body.includes('Hidden Treasure');

t.test('the public list masks a private problem for visitors and users, not for admins', async (t) => {
  for (const [who, token] of [['visitor', undefined], ['user', alice.token]] as const) {
    const rows = await list(token);
    t.same({ ...byId(rows, hiddenId) }, { ...byId(rows, hiddenId), title: '', displayPid: '' }, `${who}: masked`);
    t.equal(byId(rows, openId).title, 'Open A+B', `${who}: a public problem stays named`);
    const raw = (await site.api('GET', '/api/get-submission-list', { token, query: { limit: 20 } })).raw;
    t.notOk(leaks(raw), `${who}: neither title nor display id anywhere in the answer`);
  }
  for (const token of [root.token, admin.token]) {
    const row = byId(await list(token), hiddenId);
    t.same([row.displayPid, row.title], ['SECRET42', 'Hidden Treasure'], 'admins see it');
  }
});

t.test('the detail and the status check mask it too', async (t) => {
  for (const token of [undefined, alice.token]) {
    const detail = await site.api('GET', '/api/get-submission-detail', { token, query: { submitId: hiddenId } });
    t.equal(detail.status, 200);
    t.notOk(leaks(detail.raw), 'detail');
    const check = await site.api('POST', '/api/check-submissions-status', { token, body: { submitIds: [hiddenId, openId] } });
    t.notOk(leaks(check.raw), 'status check');
    t.match(check.raw, 'Open A+B');
  }
  const seen = await site.api<{ submission: Row }>('GET', '/api/get-submission-detail', { token: root.token, query: { submitId: hiddenId } });
  t.equal(seen.data.submission.title, 'Hidden Treasure', 'the author (an admin) sees it');
});

t.test('once the problem is public its name shows again', async (t) => {
  const made = await site.api('PUT', '/api/admin/problem/change-problem-auth', { token: root.token, body: { id: secret, auth: 1 } });
  t.equal(made.status, 200, made.msg);
  const detail = await site.api<{ submission: Row }>('GET', '/api/get-submission-detail', { query: { submitId: hiddenId } });
  t.equal(detail.data.submission.title, 'Hidden Treasure');
});
