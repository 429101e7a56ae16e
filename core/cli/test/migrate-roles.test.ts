// `oj migrate` says what `oj start` says when the database user may not make plugins' roles
// (issue 32 item 3): the database then does not keep a plugin's migrations to its own tables, and
// the operator is told the grant that fixes it, in their language. A user who may make them (the
// embedded database's, a superuser) hears nothing. On PostgreSQL a login without CREATEROLE is
// made for the second half (PGlite has one user, its superuser).
import t from 'tap';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TestSite } from '@oj/kernel/testing';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

const OJ = new URL('../bin/oj.js', import.meta.url).pathname;
const exec = promisify(execFile);
const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }] });
t.teardown(() => site.close());
const dir = mkdtempSync(join(tmpdir(), 'oj-migrate-roles-'));
const config = join(dir, 'oj.config.json');
writeFileSync(config, JSON.stringify({ plugins: [{ package: '@oj/plugin-guestbook' }] }));

function ojMigrate(args: string[], databaseUrl: string, lang = 'en-US') {
  return exec(process.execPath, [...ojChildFlags(), OJ, 'migrate', ...args, '--config', config], { env: { ...process.env, DATABASE_URL: databaseUrl, OJ_LANG: lang } });
}

t.test('a user who may make roles: nothing to say', async (t) => {
  const up = await ojMigrate(['up'], site.kernel.databaseUrl);
  t.equal(up.stdout.trim(), 'already up to date');
  t.notMatch(up.stderr, /CREATEROLE/);
});

if (process.env.DATABASE_URL) {
  t.test('a user without CREATEROLE: told the grant, in English and in Chinese', async (t) => {
    const user = `oj_nocr_${randomBytes(4).toString('hex')}`;
    await site.db.raw(`create role ${user} login nocreaterole nosuperuser`);
    // `status` reads the migration records and tidies their names (oj_migrations_*)
    await site.db.raw(`grant pg_read_all_data, pg_write_all_data to ${user}`);
    t.teardown(async () => {
      await site.db.raw(`drop owned by ${user}`);
      await site.db.raw(`drop role ${user}`);
    });
    const url = new URL(site.kernel.databaseUrl);
    url.username = user;
    const en = await ojMigrate(['status'], url.toString());
    t.match(en.stdout, /^guestbook: \d+ applied, 0 pending$/m, 'the status is still printed');
    t.match(en.stderr, new RegExp(`oj migrate: Plugins run without database roles: the database user ${user} is neither a superuser nor has CREATEROLE.*ALTER ROLE ${user} CREATEROLE`));
    const zh = await ojMigrate(['status'], url.toString(), 'zh-CN');
    t.match(zh.stderr, new RegExp(`oj migrate: 插件未使用数据库角色运行：数据库用户 ${user} .*ALTER ROLE ${user} CREATEROLE`));
  });
}
