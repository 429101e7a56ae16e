// A database role per plugin (issue 32 item 3): the database, not a reading of SQL text, decides
// which tables a plugin's statements reach. The role owns the plugin's tables (`<prefix>_…`) and
// its migrations tables, reads the public views and may point foreign keys at users(uid); every
// statement of the plugin's knex, its migrations included, runs under it (see scoped-db.ts).
// PostgreSQL and the embedded PGlite both have roles. The kernel's database user needs to be a
// superuser or to have CREATEROLE; without it the plugins run under the kernel's user with the
// text guard alone, and the start says so.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { RoleAwarePgClient } from '../db/session-role.ts';
import { foreignTables, PUBLIC_VIEWS, scopedDb } from './scoped-db.ts';

/** Kernel tables a plugin's migrations may point foreign keys at, with the columns they may name. */
export const REFERENCEABLE: Readonly<Record<string, readonly string[]>> = { users: ['uid'] };

const short = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const prefixOf = (pluginId: string) => pluginId.replace(/-/g, '_');

/** The migrations tables of a unit (migrate.ts names them so): the plugin's own. */
export const migrationTablesOf = (pluginId: string): string[] => [`oj_migrations_${prefixOf(pluginId)}`, `oj_migrations_${prefixOf(pluginId)}_lock`];

/**
 * The start of every role name of one database: several sites (and test databases) may share a
 * PostgreSQL server, whose roles are the server's, so the name carries a hash of the database's.
 */
export const roleStem = (database: string): string => `oj_p_${short(database, 8)}_`;

/** The role of `pluginId` in `database`, within PostgreSQL's 63 bytes for a name. */
export function roleName(database: string, pluginId: string): string {
  const stem = roleStem(database);
  const prefix = prefixOf(pluginId);
  if (stem.length + prefix.length <= 63) return stem + prefix;
  return `${stem}${prefix.slice(0, 63 - stem.length - 9)}_${short(prefix, 8)}`;
}

interface Standing { database: string; schema: string; superuser: boolean; createrole: boolean; user: string }

async function standing(knex: Knex): Promise<Standing> {
  const rows = (await knex.raw(`select current_database() as database, current_schema() as schema, current_user as "user", r.rolsuper as superuser, r.rolcreaterole as createrole from pg_roles r where r.rolname = current_user`)) as { rows: Standing[] };
  return rows.rows[0];
}

/** Why plugins cannot have roles here (the kernel's user may not make them), or null when they can. */
export async function rolesUnavailable(knex: Knex): Promise<{ user: string } | null> {
  const s = await standing(knex);
  return s.superuser || s.createrole ? null : { user: s.user };
}

/**
 * Makes the plugin's role if it is missing and gives it what it may use: the schema (to make its
 * tables), the public views, REFERENCES on users(uid), and its own tables — those a site made
 * before roles (or a database copied from another, whose roles have other names) are handed
 * over to it. Returns the role, or null when the kernel's user may not make roles.
 */
export async function ensurePluginRole(knex: Knex, pluginId: string): Promise<string | null> {
  // nodes starting together take turns: two GRANTs on one object at once fail ("tuple concurrently updated")
  return knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [ROLES_LOCK]);
    return grantPluginRole(trx, pluginId);
  });
}

/** the advisory lock nodes take to make and grant plugins' roles (any fixed number, not migrate.ts's) */
const ROLES_LOCK = 290_032;

async function grantPluginRole(knex: Knex, pluginId: string): Promise<string | null> {
  const s = await standing(knex);
  if (!s.superuser && !s.createrole) return null;
  const role = roleName(s.database, pluginId);
  const r = quote(role);
  // two nodes starting together may both make it: the second finds it made
  await knex.raw(`do $$ begin create role ${r} nologin; exception when duplicate_object or unique_violation then null; end $$`);
  // a user with CREATEROLE only must belong to the role to switch to it and hand tables to it
  if (!s.superuser) await knex.raw(`grant ${r} to ${quote(s.user)}`);
  await knex.raw(`grant usage, create on schema ${quote(s.schema)} to ${r}`);
  const present = ((await knex.raw(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relname = any(?)`, [[...PUBLIC_VIEWS, ...Object.keys(REFERENCEABLE)]])) as { rows: { name: string }[] }).rows.map((row) => row.name);
  for (const view of PUBLIC_VIEWS.filter((v) => present.includes(v))) await knex.raw(`grant select on ${quote(view)} to ${r}`);
  for (const [table, columns] of Object.entries(REFERENCEABLE).filter(([t]) => present.includes(t))) {
    await knex.raw(`grant references (${columns.map(quote).join(', ')}) on ${quote(table)} to ${r}`);
  }
  // sequences a column owns follow their table; tables before views (a view may read them)
  const own = (await knex.raw(
    `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'f', 'v', 'm', 'S')
        and (c.relname like ? or c.relname = any(?)) and c.relowner <> (select oid from pg_roles where rolname = ?)
        and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')))
      order by position(c.relkind in 'rpfSmv')`,
    [`${prefixOf(pluginId)}\\_%`, migrationTablesOf(pluginId), role])) as { rows: { name: string; kind: string }[] };
  const kinds: Record<string, string> = { r: 'table', p: 'table', f: 'foreign table', v: 'view', m: 'materialized view', S: 'sequence' };
  for (const { name, kind } of own.rows) await knex.raw(`alter ${kinds[kind]} ${quote(name)} owner to ${r}`);
  return role;
}

/** whether a database is PGlite (one session shared by every connection), per kernel connection */
const pglite = new WeakMap<Knex, Promise<boolean>>();
function embedded(knex: Knex): Promise<boolean> {
  let known = pglite.get(knex);
  if (!known) {
    known = (knex.raw('select version() as v') as Promise<{ rows: { v: string }[] }>).then((r) => /\bPGlite\b/.test(r.rows[0]?.v ?? ''));
    pglite.set(knex, known);
    known.catch(() => pglite.delete(knex));
  }
  return known;
}

/**
 * Whether a plugin's statements may switch their connection's session to its role: the kernel's
 * knex switches it back (connect.ts's client, session-role.ts) and every connection has a session
 * of its own (not PGlite). Otherwise each statement keeps to a transaction of its own (scoped-db.ts).
 */
async function sessionRoles(knex: Knex): Promise<boolean> {
  return knex.client instanceof RoleAwarePgClient && !(await embedded(knex));
}

/** roles already made and granted by this process, per kernel connection */
const made = new WeakMap<Knex, Map<string, Promise<string | null>>>();

/**
 * The knex a plugin is given (and its migrations run with): its statements run under its role
 * and pass the text guard. `role` is null when the kernel's user may not make roles.
 */
export async function pluginDatabase(knex: Knex, pluginId: string): Promise<{ db: Knex; role: string | null }> {
  let roles = made.get(knex);
  if (!roles) made.set(knex, (roles = new Map()));
  let role = roles.get(pluginId);
  if (!role) {
    role = ensurePluginRole(knex, pluginId);
    roles.set(pluginId, role);
    role.catch(() => roles.delete(pluginId));
  }
  const granted = await role;
  const db = scopedDb(knex, pluginId, await foreignTables(knex, prefixOf(pluginId), migrationTablesOf(pluginId)), granted, await sessionRoles(knex));
  return { db, role: granted };
}
