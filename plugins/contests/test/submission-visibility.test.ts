// Issue 28 item 1: who sees a contest's submissions, as one table (test/visibility-table.ts) over the
// site's own contest kinds — public, private, protected — in every phase; a group's contests run the
// same table in the groups plugin's tests. And the OI seal: others' results show as -5.
import t from 'tap';
import { TestSite } from '@oj/kernel/testing';
import { createAbProblem } from '../../submissions/test/helpers.ts';
import { PLUGINS, updateContest } from './helpers.ts';
import { contestWithRows, visibilityTable, type TableUsers } from './visibility-table.ts';

const site = await TestSite.start({ plugins: PLUGINS });
t.teardown(() => site.close());
const root = await site.userWithToken('v_root', 'root');
const users: TableUsers = {
  outsider: await site.userWithToken('v_outsider'),
  other: await site.userWithToken('v_other'),
  author: { ...(await site.userWithToken('v_author')), username: 'v_author' },
  admin: await site.userWithToken('v_admin'),
  root,
};
// a contest-only problem (auth 3): the contest's scope decides who sees it
const pid = await createAbProblem(site, root.token, 'V100', { auth: 3 });

for (const kind of ['public', 'private', 'protected'] as const) {
  t.test(`a ${kind} contest's submissions: every read × caller × phase`, (t) => visibilityTable(t, site, users, kind, pid));
}

t.test('during an OI seal others see -5 without score or usage; the author and the admins the verdict', async (t) => {
  const row = await contestWithRows(site, users, 'public', 'sealed', null, pid);
  await updateContest(site, row.cid, { type: 1 });
  await site.db('submissions_judge').whereIn('submitId', [row.early, row.late]).update({ score: 100 });
  for (const [caller, token, status] of [['other', users.other.token, -5], ['author', users.author.token, 0], ['admin', users.admin.token, 0]] as const) {
    const r = await site.api<{ submission: { status: number; score: number | null; time: number | null } }>('GET', '/api/get-submission-detail', { token, query: { submitId: row.late } });
    t.equal(r.status, 200, `${caller}: the detail answers`);
    t.equal(r.data.submission.status, status, `${caller}: status ${status}`);
    t.equal(r.data.submission.score, status === -5 ? null : 100, `${caller}: score`);
  }
});
