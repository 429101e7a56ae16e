// The database as a plugin sees it (issue 11 §2, ARCHITECTURE §3): its own tables (its prefix),
// the public views the kernel offers (users_public), and nothing else. Every statement the
// plugin's knex sends is checked, builders and raw SQL alike, just before it reaches the
// connection: a table of the kernel (users with their password hashes, sessions, secrets) or of
// another plugin is refused with an error that names the plugin and the table.
import type { Knex } from 'knex';

/** Views of kernel data made for plugins. */
export const PUBLIC_VIEWS: readonly string[] = ['users_public'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tables of the database at boot that `prefix` does not own and that are not public views. */
export async function foreignTables(db: Knex, prefix: string): Promise<string[]> {
  const rows = (await db.raw(`select table_name as name from information_schema.tables where table_schema = current_schema()`)) as { rows: { name: string }[] };
  return rows.rows.map((r) => r.name).filter((name) => !name.startsWith(`${prefix}_`) && !PUBLIC_VIEWS.includes(name));
}

type Query = { sql?: string } | string;
type QueryFn = (connection: unknown, query: Query) => unknown;
type StreamFn = (connection: unknown, query: Query, ...rest: unknown[]) => unknown;

export function scopedDb(db: Knex, pluginId: string, foreign: string[]): Knex {
  const scoped = db.withUserParams({ plugin: pluginId });
  if (foreign.length === 0) return scoped;
  // an identifier, quoted or not, standing alone (users_public is not users; "users" is)
  const pattern = new RegExp(`(?<![\\w$])"?(${foreign.map(escape).join('|')})"?(?![\\w$])`, 'i');
  const check = (query: Query) => {
    const sql = typeof query === 'string' ? query : query?.sql ?? '';
    const hit = pattern.exec(sql);
    if (hit) throw new Error(`plugin ${pluginId} may not use the table ${hit[1]}: read users through ctx.users (or the users_public view) and other plugins' data through their services`);
  };
  // the check sits on a subclass of the client, because knex builds each transaction's client
  // from `client.constructor.prototype`: statements inside transactions are checked too
  const client = scoped.client as { constructor: { prototype: { query: QueryFn; stream: StreamFn } }; query: QueryFn; stream: StreamFn };
  const base = client.constructor.prototype;
  const checked = Object.create(base, {
    query: { value: function (this: unknown, connection: unknown, q: Query) { check(q); return base.query.call(this, connection, q); } },
    stream: { value: function (this: unknown, connection: unknown, q: Query, ...rest: unknown[]) { check(q); return base.stream.call(this, connection, q, ...rest); } },
  }) as { query: QueryFn; stream: StreamFn };
  Object.defineProperty(client, 'constructor', { value: { prototype: checked } });
  client.query = checked.query;
  client.stream = checked.stream;
  return scoped;
}
