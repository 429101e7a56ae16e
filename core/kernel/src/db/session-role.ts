// Which database role each pooled PostgreSQL connection's session is under (issue 32: a role per
// plugin, db-roles.ts). A plugin's client names its role (SESSION_ROLE, set by scoped-db.ts); the
// kernel's names none. Before a statement runs on a connection whose session is under another
// role, the session is switched — `SET ROLE` for a plugin, `RESET ROLE` for the kernel — and the
// connection remembers it: a statement costs a round trip more only when its connection changes
// hands, not each time (the first version wrapped every plugin statement in BEGIN / SET LOCAL ROLE
// / COMMIT, three round trips for one: about 30% off the submission intake).
//
// A transaction's BEGIN carries `SET LOCAL ROLE` in the same message when the session is under
// another role: the switch ends with the transaction, so the session's role is the remembered one
// again after COMMIT or ROLLBACK (a plain SET inside it would be undone by a ROLLBACK).
//
// PGlite serves one session to every connection (pglite-server.ts): a session's role would be
// everyone's. There no client names a role, and scoped-db.ts keeps each plugin statement inside a
// transaction of its own.
import { createRequire } from 'node:module';
import type { Knex } from 'knex';

/** the role a client's statements run under, on its prototype; none: the kernel's own user */
export const SESSION_ROLE = Symbol.for('oj.db.sessionRole');

/** a connection whose last switch failed: the next statement switches again, whatever it needs */
const UNKNOWN = Symbol('unknown role');
type Role = string | null;
const roleOf = new WeakMap<object, Role | typeof UNKNOWN>();

interface DriverConnection { query(text: string): Promise<unknown> }
type Query = { sql?: string } | string;
type ClientBase = new (config: Knex.Config) => {
  transacting?: boolean;
  query(connection: unknown, q: Query): Promise<unknown>;
  stream(connection: unknown, q: Query, ...rest: unknown[]): Promise<unknown>;
};

const require = createRequire(import.meta.url);
// knex's PostgreSQL dialect, which its typings do not name
const PgClient = require('knex/lib/dialects/postgres/index.js') as ClientBase;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const sessionOf = (connection: unknown): Role | typeof UNKNOWN => roleOf.get(connection as object) ?? null;

async function switchSession(connection: unknown, want: Role): Promise<void> {
  roleOf.set(connection as object, UNKNOWN);
  await (connection as DriverConnection).query(want === null ? 'RESET ROLE' : `SET ROLE ${quote(want)}`);
  roleOf.set(connection as object, want);
}

/** knex's PostgreSQL client, switching a connection's role when it changes hands */
export class RoleAwarePgClient extends PgClient {
  private wanted(): Role {
    return ((this as Record<symbol, unknown>)[SESSION_ROLE] as string | undefined) ?? null;
  }

  override query(connection: unknown, q: Query): Promise<unknown> {
    const want = this.wanted();
    if (sessionOf(connection) === want) return super.query(connection, q);
    if (this.transacting) {
      // knex's own BEGIN (text): the role for this transaction goes with it
      if (typeof q === 'string' && /^\s*BEGIN\b/i.test(q)) return super.query(connection, `${q.replace(/;?\s*$/, ';')} SET LOCAL ROLE ${want === null ? 'NONE' : quote(want)};`);
      return super.query(connection, q);
    }
    return switchSession(connection, want).then(() => super.query(connection, q));
  }

  override stream(connection: unknown, q: Query, ...rest: unknown[]): Promise<unknown> {
    const want = this.wanted();
    if (this.transacting || sessionOf(connection) === want) return super.stream(connection, q, ...rest);
    return switchSession(connection, want).then(() => super.stream(connection, q, ...rest));
  }
}
