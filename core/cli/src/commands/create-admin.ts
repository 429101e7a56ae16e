// `oj create-admin --username U --password P`: a super admin (or an existing user made one, with this password).
import { connectDatabase, createSuperAdmin, loadPlugins, migrateUp, migrationUnits } from '@oj/kernel';
import { flagString, type ParsedArgs } from '../args.ts';
import { configFrom } from '../config.ts';
import { openDatabase } from '../database.ts';

export async function run(args: ParsedArgs): Promise<void> {
  const username = flagString(args, 'username');
  const password = flagString(args, 'password');
  if (!username || !password) throw new Error('usage: oj create-admin --username U --password P');
  const config = configFrom(args);
  const database = await openDatabase(config);
  const db = connectDatabase(database.url, { poolMax: 1 });
  try {
    await migrateUp(db, migrationUnits(await loadPlugins(config.plugins, config.baseDir, [], config)));
    await createSuperAdmin(db, username, password, config.passwordCost);
    console.log(`super admin ${username} is ready`);
  } finally {
    await db.destroy();
    await database.close();
  }
}
