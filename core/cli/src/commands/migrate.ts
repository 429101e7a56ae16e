// `oj migrate up | down [--plugin id] [--all] | status`: the kernel's and enabled plugins' migrations.
import { connectDatabase, KERNEL_LOCALES, loadPlugins, Messages, migrateUp, migrateDown, migrationStatus, migrationUnits, rolesUnavailable } from '@oj/kernel';
import { flagString, type ParsedArgs } from '../args.ts';
import { configFrom } from '../config.ts';
import { openDatabase } from '../database.ts';

export async function run(args: ParsedArgs): Promise<void> {
  const action = args.positional[0] ?? 'up';
  if (!['up', 'down', 'status'].includes(action)) throw new Error(`unknown action "${action}": use up, down or status`);
  const config = configFrom(args);
  const database = await openDatabase(config);
  const db = connectDatabase(database.url, { poolMax: 1 });
  try {
    const units = migrationUnits(await loadPlugins(config.plugins, config.baseDir, [], config));
    // as at `oj start`: without roles the database does not keep plugins' migrations to their tables
    const noRoles = units.some((u) => u.id !== 'kernel') ? await rolesUnavailable(db) : null;
    if (noRoles) {
      const messages = new Messages();
      messages.load(KERNEL_LOCALES, 'kernel');
      console.error(`oj migrate: ${messages.t(process.env.OJ_LANG === 'zh-CN' ? 'zh-CN' : 'en-US', 'OJ_PLUGIN_DB_NO_ROLES', { user: noRoles.user })}`);
    }
    if (action === 'up') {
      const done = await migrateUp(db, units);
      console.log(done.length ? done.map((d) => `applied ${d}`).join('\n') : 'already up to date');
    } else if (action === 'down') {
      const done = await migrateDown(db, units, { only: flagString(args, 'plugin'), all: args.flags.all === true });
      console.log(done.length ? done.map((d) => `reverted ${d}`).join('\n') : 'nothing to revert');
    } else {
      for (const s of await migrationStatus(db, units)) {
        console.log(`${s.unit}: ${s.done.length} applied, ${s.pending.length} pending${s.pending.length ? ` (${s.pending.join(', ')})` : ''}`);
      }
    }
  } finally {
    await db.destroy();
    await database.close();
  }
}
