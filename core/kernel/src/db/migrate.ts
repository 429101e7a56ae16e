// Per-plugin migrations: each unit (the kernel, then plugins in dependency order) has its own
// folder and its own knex migrations table, so a plugin's schema moves with the plugin. The files
// of every applied migration are kept in the database too, so a plugin that has been switched off
// or removed can still be uninstalled (`oj migrate down --plugin ID --all`, issue 11 §5), each with
// its sha256, checked before a kept file runs (issue 32). A plugin's migrations run with the
// plugin's own knex: under its database role, behind its text guard (plugins/db-roles.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { pluginDatabase } from '../plugins/db-roles.ts';

export interface MigrationUnit {
  id: string;
  directory: string;
}

const tableOf = (id: string) => `oj_migrations_${id.replace(/-/g, '_')}`;
const SOURCES = 'oj_migration_sources';
const MIGRATION_FILE = /\.(ts|js|mjs)$/;
/** a migration is a .ts, .js or .mjs module; type declarations a build leaves beside them are not */
const isMigrationFile = (f: string) => MIGRATION_FILE.test(f) && !/\.d\.(ts|mts)$/.test(f);
/**
 * A migration's name, as recorded: its file name without the extension, so one migration keeps its
 * name whether it runs from its TypeScript source (tests) or compiled (a site's dist/ folder).
 */
const migrationName = (file: string) => file.replace(MIGRATION_FILE, '');

interface MigrationFile { file: string; directory: string }

/** The unit's folder as knex sees it (the same names as knex's own folder reader, minus declarations). */
class UnitSource implements Knex.MigrationSource<MigrationFile> {
  constructor(private readonly directory: string) {}
  async getMigrations(): Promise<MigrationFile[]> {
    return readdirSync(this.directory).filter(isMigrationFile).sort().map((file) => ({ file, directory: this.directory }));
  }
  getMigrationName(m: MigrationFile): string {
    return migrationName(m.file);
  }
  async getMigration(m: MigrationFile): Promise<Knex.Migration> {
    return (await import(pathToFileURL(join(m.directory, m.file)).href)) as Knex.Migration;
  }
}

/** Names recorded with their extension (before names dropped it) lose it, once. */
async function normaliseNames(knex: Knex, unit: MigrationUnit): Promise<void> {
  const table = tableOf(unit.id);
  if (!(await knex.schema.hasTable(table))) return;
  const ext = '\\.(ts|js|mjs)$';
  await knex(table).whereRaw('name ~ ?', [ext]).update({ name: knex.raw('regexp_replace(name, ?, ?)', [ext, '']) });
}

const options = (unit: MigrationUnit): Knex.MigratorConfig => ({
  migrationSource: new UnitSource(unit.directory),
  tableName: tableOf(unit.id),
});

async function ensureSources(knex: Knex): Promise<void> {
  await knex.raw(`create table if not exists ${SOURCES} (unit text not null, name text not null, source text not null, primary key (unit, name))`);
  if (await knex.schema.hasColumn(SOURCES, 'sha256')) return;
  // a site from before hashes: what it kept is taken as it is, once (as every kept file was trusted then)
  await knex.transaction(async (trx) => {
    await trx.raw(`alter table ${SOURCES} add column if not exists sha256 text`);
    await trx.raw(`update ${SOURCES} set sha256 = encode(sha256(convert_to(source, 'UTF8')), 'hex') where sha256 is null`);
  });
}

const sha256 = (source: string) => createHash('sha256').update(source).digest('hex');

/** The knex a unit's migrations run with: the kernel's own, or the plugin's (its role, its guard). */
async function unitKnex(knex: Knex, unit: MigrationUnit): Promise<Knex> {
  return unit.id === 'kernel' ? knex : (await pluginDatabase(knex, unit.id)).db;
}

/** Keeps a copy of each migration file of `unit` (what `down` needs once the plugin is gone). */
async function keepSources(knex: Knex, unit: MigrationUnit): Promise<void> {
  const rows = readdirSync(unit.directory).filter(isMigrationFile)
    .map((name) => ({ unit: unit.id, name, source: readFileSync(join(unit.directory, name), 'utf8') }))
    .map((row) => ({ ...row, sha256: sha256(row.source) }));
  if (!rows.length) return;
  // the same migration kept under its other extension (the source, now compiled) is replaced
  const names = rows.map((r) => r.name);
  const stale = ((await knex(SOURCES).where({ unit: unit.id }).select('name')) as { name: string }[])
    .map((r) => r.name).filter((n) => !names.includes(n) && names.some((m) => migrationName(m) === migrationName(n)));
  if (stale.length) await knex(SOURCES).where({ unit: unit.id }).whereIn('name', stale).delete();
  await knex(SOURCES).insert(rows).onConflict(['unit', 'name']).merge(['source', 'sha256']);
}

/** A unit rebuilt from its kept files, in a folder of its own (removed when `done` is called). */
async function keptUnit(knex: Knex, id: string): Promise<{ unit: MigrationUnit; done: () => void } | undefined> {
  await ensureSources(knex);
  const rows = (await knex(SOURCES).where({ unit: id }).select('name', 'source', 'sha256')) as { name: string; source: string; sha256: string | null }[];
  if (rows.length === 0) return undefined;
  // every kept file is checked before any is written out: a changed one runs nothing
  for (const r of rows) {
    if (r.sha256 === null) {
      throw new Error(`plugin ${id}: its kept migration ${r.name} has no recorded sha256, so it is not run: reinstall the plugin's package and enable it once (its files are then kept with their hashes), then run oj migrate down again`);
    }
    if (sha256(r.source) !== r.sha256) {
      throw new Error(`plugin ${id}: its kept migration ${r.name} is not the file its migrations ran from (its sha256 differs from the one recorded): nothing was run. Reinstall the plugin's package and run oj migrate down --plugin ${id} with it enabled`);
    }
  }
  const directory = mkdtempSync(join(tmpdir(), `oj-migrations-${id}-`));
  // one file per migration: compiled JavaScript before TypeScript, which needs a loader to run
  const byName = new Map<string, { name: string; source: string }>();
  for (const r of rows.sort((a, b) => (a.name.endsWith('.ts') ? 1 : 0) - (b.name.endsWith('.ts') ? 1 : 0))) {
    if (!byName.has(migrationName(r.name))) byName.set(migrationName(r.name), r);
  }
  for (const r of byName.values()) writeFileSync(join(directory, r.name), r.source);
  // plugins are ES modules: so are their kept migrations (knex then imports rather than requires them)
  writeFileSync(join(directory, 'package.json'), '{ "type": "module" }\n');
  return { unit: { id, directory }, done: () => rmSync(directory, { recursive: true, force: true }) };
}

/** After a unit is rolled back entirely: its kept files and its migrations tables go too. */
async function forgetIfEmpty(knex: Knex, unit: MigrationUnit): Promise<void> {
  const [done] = (await knex.migrate.list(options(unit))) as [unknown[], unknown[]];
  if (done.length > 0) return;
  await knex(SOURCES).where({ unit: unit.id }).delete();
  await knex.schema.dropTableIfExists(`${tableOf(unit.id)}_lock`);
  await knex.schema.dropTableIfExists(tableOf(unit.id));
}

export async function migrateUp(knex: Knex, units: MigrationUnit[]): Promise<string[]> {
  return oneNodeAtATime(knex, async () => {
    const applied: string[] = [];
    await ensureSources(knex);
    for (const unit of units) {
      if (!existsSync(unit.directory)) continue;
      await normaliseNames(knex, unit);
      let names: string[];
      try {
        [, names] = (await (await unitKnex(knex, unit)).migrate.latest(options(unit))) as [number, string[]];
      } catch (err) {
        // name whose migrations failed (knex says only what the database said); each migration file
        // runs in a transaction of its own, so the failed one left nothing behind
        const who = unit.id === 'kernel' ? 'the kernel' : `plugin ${unit.id}`;
        const hint = unit.id === 'kernel' ? '' : `\n  (to start the site without it until it is fixed: oj start --without ${unit.id})`;
        throw new Error(`${who} failed in its migrations (${unit.directory}): ${(err as Error).message}${hint}`, { cause: err });
      }
      applied.push(...names.map((n) => `${unit.id}: ${n}`));
      await keepSources(knex, unit);
    }
    return applied;
  });
}

/** the advisory lock every node of a site takes to migrate (any fixed number: one site, one database) */
const MIGRATION_LOCK = 290_029;

interface RawConnection { query(text: string, values?: unknown[]): Promise<unknown> }

/**
 * Nodes started together migrate one after the other: the first takes a PostgreSQL advisory lock
 * on a connection of its own (outside the pool, which may hold a single connection) and the others
 * wait for it, then find nothing left to do. knex's own lock does not wait: a node meeting it
 * stopped with "Migration table is already locked". A node that dies while migrating loses its
 * connection, and the lock with it. (PGlite has one session: the lock is its own there, and one
 * process holds an embedded database anyway.)
 */
async function oneNodeAtATime<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  const client = knex.client as { acquireRawConnection(): Promise<RawConnection>; destroyRawConnection(c: RawConnection): Promise<void> };
  const conn = await client.acquireRawConnection();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await work();
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    await client.destroyRawConnection(conn);
  }
}

/**
 * Rolls back the last batch of each unit, in reverse order (or of one unit only; with `all`,
 * every batch). A unit that is not enabled — a plugin switched off or removed — is rolled back
 * from the files kept when its migrations ran.
 */
export async function migrateDown(knex: Knex, units: MigrationUnit[], opts: { only?: string; all?: boolean } = {}): Promise<string[]> {
  const reverted: string[] = [];
  let chosen = opts.only ? units.filter((u) => u.id === opts.only) : [...units].reverse();
  let cleanup = () => {};
  if (opts.only && chosen.length === 0) {
    const kept = await keptUnit(knex, opts.only);
    if (!kept) throw new Error(`no migration unit "${opts.only}": it is not enabled and none of its migrations is applied (enabled: ${units.map((u) => u.id).join(', ')})`);
    chosen = [kept.unit];
    cleanup = kept.done;
  }
  try {
    for (const unit of chosen) {
      if (!existsSync(unit.directory)) continue;
      await normaliseNames(knex, unit);
      const [, names] = (await (await unitKnex(knex, unit)).migrate.rollback(options(unit), opts.all ?? false)) as [number, string[]];
      reverted.push(...names.map((n) => `${unit.id}: ${n}`));
      if (opts.all && unit.id !== 'kernel') await forgetIfEmpty(knex, unit);
    }
  } finally {
    cleanup();
  }
  return reverted;
}

export async function migrationStatus(knex: Knex, units: MigrationUnit[]): Promise<{ unit: string; done: string[]; pending: string[] }[]> {
  const out = [];
  for (const unit of units) {
    if (!existsSync(unit.directory)) { out.push({ unit: unit.id, done: [], pending: [] }); continue; }
    await normaliseNames(knex, unit);
    const [done, pending] = (await knex.migrate.list(options(unit))) as [{ name: string }[], { file: string }[]];
    out.push({ unit: unit.id, done: done.map((d) => d.name), pending: pending.map((p) => p.file) });
  }
  return out;
}
