// A plugin's tables are `<id>_…` (issue 32 item 3): ids whose prefixes cover another plugin's
// tables or the kernel's are refused at start, naming them; the kernel's list is what its
// migrations make.
import t from 'tap';
import { TestSite } from './harness.ts';
import { KERNEL_TABLES, tablePrefixClash } from '../src/plugins/host.ts';

t.test('the kernel\'s table list is what its migrations make', async (t) => {
  const site = await TestSite.start();
  t.teardown(() => site.close());
  const rows = (await site.db.raw(`select table_name as name from information_schema.tables where table_schema = current_schema() order by 1`)) as { rows: Array<{ name: string }> };
  t.same(rows.rows.map((r) => r.name).filter((n) => !n.startsWith('oj_migrations_')).sort(), [...KERNEL_TABLES].sort());
});

t.test('ids whose table prefixes collide are refused, naming both', async (t) => {
  t.equal(tablePrefixClash(['problems', 'submissions', 'contests', 'remote-judge', 'ai-chat', 'guestbook']), null, 'the first-party ids do not collide');
  t.match(tablePrefixClash(['remote-judge', 'remote']), /^plugin ids "remote" and "remote-judge" cannot be enabled together: the tables of remote \(remote_…\) would include those of remote-judge \(remote_judge_…\)/);
  t.match(tablePrefixClash(['remote-judge', 'remote-judge-toy']), /the tables of remote-judge \(remote_judge_…\) would include those of remote-judge-toy/);
  t.match(tablePrefixClash(['site']), /^plugin id "site" is refused: its tables \(site_…\) would include the kernel's table site_settings/);
  t.match(tablePrefixClash(['users']), /the kernel's table users/);
  t.match(tablePrefixClash(['oj']), /the kernel's table oj_migration_sources/);
  t.match(tablePrefixClash(['oj-migrations']), /the kernel's table oj_migrations/, 'the migrations tables oj_migrations_<unit> too');
  t.equal(tablePrefixClash(['user-notes', 'judgehost']), null, 'a prefix that only starts like a kernel table is fine');
});

t.test('the start refuses such an id', async (t) => {
  await t.rejects(TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/id-site' }] }), /plugin id "site" is refused: its tables \(site_…\) would include the kernel's table site_settings/);
});
