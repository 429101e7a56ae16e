// Per-plugin migrations: each unit (the kernel, then plugins in dependency order) has its own
// folder and its own knex migrations table, so a plugin's schema moves with the plugin.
import { existsSync } from 'node:fs';
import type { Knex } from 'knex';

export interface MigrationUnit {
  id: string;
  directory: string;
}

const options = (unit: MigrationUnit): Knex.MigratorConfig => ({
  directory: unit.directory,
  tableName: `oj_migrations_${unit.id.replace(/-/g, '_')}`,
  loadExtensions: ['.ts', '.js'],
});

export async function migrateUp(knex: Knex, units: MigrationUnit[]): Promise<string[]> {
  const applied: string[] = [];
  for (const unit of units) {
    if (!existsSync(unit.directory)) continue;
    const [, names] = (await knex.migrate.latest(options(unit))) as [number, string[]];
    applied.push(...names.map((n) => `${unit.id}: ${n}`));
  }
  return applied;
}

/** Rolls back the last batch of each unit, in reverse order (or of one unit only). */
export async function migrateDown(knex: Knex, units: MigrationUnit[], opts: { only?: string; all?: boolean } = {}): Promise<string[]> {
  const reverted: string[] = [];
  const chosen = opts.only ? units.filter((u) => u.id === opts.only) : [...units].reverse();
  if (opts.only && chosen.length === 0) throw new Error(`no migration unit "${opts.only}" (enabled: ${units.map((u) => u.id).join(', ')})`);
  for (const unit of chosen) {
    if (!existsSync(unit.directory)) continue;
    const [, names] = (await knex.migrate.rollback(options(unit), opts.all ?? false)) as [number, string[]];
    reverted.push(...names.map((n) => `${unit.id}: ${n}`));
  }
  return reverted;
}

export async function migrationStatus(knex: Knex, units: MigrationUnit[]): Promise<{ unit: string; done: string[]; pending: string[] }[]> {
  const out = [];
  for (const unit of units) {
    if (!existsSync(unit.directory)) { out.push({ unit: unit.id, done: [], pending: [] }); continue; }
    const [done, pending] = (await knex.migrate.list(options(unit))) as [{ name: string }[], { file: string }[]];
    out.push({ unit: unit.id, done: done.map((d) => d.name), pending: pending.map((p) => p.file) });
  }
  return out;
}
