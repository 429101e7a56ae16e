// The database as a plugin sees it (issue 11 §2, issue 32 item 3, ARCHITECTURE §3): its own
// tables (its prefix), the public views the kernel offers (users_public), and nothing else.
//
// The database decides: every statement of the plugin's knex runs under the plugin's role
// (db-roles.ts), which has no grant on the kernel's tables or on other plugins'. On PostgreSQL the
// plugin's client names its role and the connection it takes is switched to it when it comes from
// other hands (db/session-role.ts: `SET ROLE` once, `RESET ROLE` when the kernel takes it back).
// On PGlite, whose one session every connection shares, a transaction the plugin opens gets
// `SET LOCAL ROLE` with its BEGIN and any other statement is wrapped in BEGIN / SET LOCAL ROLE … /
// COMMIT: a role set for a transaction ends with it, and a connection holds the session for a
// whole transaction (pglite-server.ts).
//
// The text guard stays in front, for mistakes: a statement naming a table of the kernel or of
// another plugin, switching roles or ending the transaction is refused before it is sent, with
// an error naming the plugin. And the plugin's knex hands out no driver connection of its own.
import type { Knex } from 'knex';
import { SESSION_ROLE } from '../db/session-role.ts';

/** Views of kernel data made for plugins. */
export const PUBLIC_VIEWS: readonly string[] = ['users_public'];

/** Tables a plugin's foreign keys may point at (their REFERENCES grant is in db-roles.ts). */
const REFERENCED = ['users'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The tables of the database at boot that `prefix` does not own and that are not public views.
 * `own`: tables of the plugin beyond its prefix (its migrations tables).
 */
export async function foreignTables(db: Knex, prefix: string, own: readonly string[] = []): Promise<string[]> {
  const rows = (await db.raw(`select table_name as name from information_schema.tables where table_schema = current_schema()`)) as { rows: { name: string }[] };
  return rows.rows.map((r) => r.name).filter((name) => !name.startsWith(`${prefix}_`) && !PUBLIC_VIEWS.includes(name) && !own.includes(name));
}

/**
 * Statements that would leave the plugin's role: at the start of a statement, in SQL or in a
 * PL/pgSQL body (after BEGIN, THEN, ELSE, LOOP); `update … set role = …` is not one.
 */
const ROLE_CONTROL = /(?:^|;|\$\$|\bbegin|\bthen|\belse|\bloop)\s*(set\s+(?:session\s+|local\s+)?(?:role|session\s+authorization)|reset\s+(?:role|session\s+authorization|all))\b/i;
const SET_CONFIG_ROLE = /set_config\s*\(\s*'(role|session_authorization)'/i;
/** Statements that would end the plugin's transaction, and with it its role (function bodies left out: theirs are PL/pgSQL's) */
const TRANSACTION_CONTROL = /(?:^|;)\s*(begin|start\s+transaction|commit|end|rollback|abort|savepoint|release|prepare\s+transaction|discard)\b/i;
const withoutComments = (sql: string) => sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
const withoutBodies = (sql: string) => sql.replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g, ' ');

type Query = { sql?: string } | string;
type QueryFn = (connection: unknown, query: Query) => Promise<unknown>;
type StreamFn = (connection: unknown, query: Query, ...rest: unknown[]) => Promise<unknown>;
interface DriverConnection { query(text: string): Promise<unknown> }
interface ClientShape {
  transacting?: boolean;
  query: QueryFn;
  stream: StreamFn;
  runner(builder: unknown): unknown;
  transaction(...args: unknown[]): unknown;
  acquireConnection(): Promise<unknown>;
  pool: unknown;
  driver: unknown;
}

/** What a plugin may not take from its knex's client: each would be a connection outside its role. */
const WITHHELD = ['acquireConnection', 'acquireRawConnection', 'destroyRawConnection', 'pool', 'driver', 'destroy'] as const;

/**
 * `role`: the plugin's database role (null: none could be made, the text guard alone);
 * `sessionRoles`: the database gives each connection a session of its own (PostgreSQL, not PGlite).
 */
export function scopedDb(db: Knex, pluginId: string, foreign: string[], role: string | null = null, sessionRoles = false): Knex {
  const scoped = db.withUserParams({ plugin: pluginId });
  // an identifier, quoted or not, standing alone (users_public is not users; "users" is)
  const pattern = foreign.length ? new RegExp(`(?<![\\w$])"?(${foreign.map(escape).join('|')})"?(?![\\w$])`, 'gi') : null;
  const check = (query: Query) => {
    // knex's own statements (a transaction's BEGIN, COMMIT, SAVEPOINT…) come as text; the plugin's as objects
    const own = typeof query === 'string';
    const sql = own ? query : query?.sql ?? '';
    if (!own) {
      const bare = withoutComments(sql);
      const control = ROLE_CONTROL.exec(bare) ?? SET_CONFIG_ROLE.exec(bare) ?? TRANSACTION_CONTROL.exec(withoutBodies(bare));
      if (control) throw new Error(`plugin ${pluginId} may not run "${control[1].replace(/\s+/g, ' ').toLowerCase()}": its statements run in a transaction under its own database role (use ctx.db.transaction() for a transaction of its own)`);
    }
    if (!pattern) return;
    pattern.lastIndex = 0;
    for (let hit = pattern.exec(sql); hit; hit = pattern.exec(sql)) {
      // a foreign key to users(uid), which its role may point at
      if (REFERENCED.includes(hit[1].toLowerCase()) && /references\s*$/i.test(sql.slice(0, hit.index))) continue;
      throw new Error(`plugin ${pluginId} may not use the table ${hit[1]}: read users through ctx.users (or the users_public view) and other plugins' data through their services`);
    }
  };
  const enter = role ? `SET LOCAL ROLE "${role.replace(/"/g, '""')}";` : '';
  /** a statement outside any transaction of the plugin's: in one of its own, under the role */
  const underRole = async <T>(connection: unknown, run: () => Promise<T>): Promise<T> => {
    const driver = connection as DriverConnection;
    await driver.query(`BEGIN; ${enter}`);
    let result: T;
    try {
      result = await run();
    } catch (err) {
      await driver.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
    await driver.query('COMMIT');
    return result;
  };

  // the checks sit on a subclass of the client, because knex builds each transaction's client
  // from `client.constructor.prototype`: statements inside transactions pass them too
  const client = scoped.client as unknown as ClientShape & { constructor: { prototype: ClientShape } };
  const base = client.constructor.prototype;
  /** the driver connection each client of this plugin's knex (the scoped one, each transaction's) uses */
  const acquirers = new WeakMap<object, () => Promise<unknown>>();
  const realPool = client.pool;
  const realDriver = client.driver;
  /** the client knex's own runner and transactions use: it may acquire the connections the plugin may not */
  const inner = (of: ClientShape): ClientShape => Object.create(of, {
    acquireConnection: { value: acquirers.get(of) ?? base.acquireConnection },
    // a query's timeout with { cancel: true } cancels it from a connection of its own
    acquireRawConnection: { value: (base as unknown as Record<string, unknown>).acquireRawConnection },
    destroyRawConnection: { value: (base as unknown as Record<string, unknown>).destroyRawConnection },
    pool: { value: realPool },
    driver: { value: realDriver },
  }) as ClientShape;
  const refusal = (what: string) => new Error(`plugin ${pluginId} may not take a database connection of its own (client.${what}): its statements go through ctx.db, under its database role`);
  /** a method the plugin may not call, or a property it may not read */
  const withheld = (what: (typeof WITHHELD)[number]): PropertyDescriptor => ({
    get: (what === 'pool' || what === 'driver') ? () => { throw refusal(what); } : () => () => { throw refusal(what); },
    set: () => undefined,
    // not enumerable: knex copies a client's own enumerable fields into each clone it makes (withUserParams)
    enumerable: false,
    configurable: true,
  });
  const checked = Object.create(base, {
    // clients knex makes from this one (a transaction's, a nested transaction's) are made from it too
    constructor: { get: () => ({ prototype: checked }) },
    query: {
      value: function (this: ClientShape, connection: unknown, q: Query) {
        check(q);
        if (!role || sessionRoles) return base.query.call(this, connection, q);
        if (this.transacting) {
          // the BEGIN of a transaction of the plugin's: the role holds until its COMMIT or ROLLBACK
          if (typeof q === 'string' && /^\s*BEGIN\b/i.test(q)) return base.query.call(this, connection, `${q.replace(/;?\s*$/, ';')} ${enter}`);
          return base.query.call(this, connection, q);
        }
        return underRole(connection, () => base.query.call(this, connection, q));
      },
    },
    stream: {
      value: function (this: ClientShape, connection: unknown, q: Query, ...rest: unknown[]) {
        check(q);
        if (!role || sessionRoles || this.transacting) return base.stream.call(this, connection, q, ...rest);
        return underRole(connection, () => base.stream.call(this, connection, q, ...rest));
      },
    },
    runner: { value: function (this: ClientShape, builder: unknown) { return base.runner.call(inner(this), builder); } },
    transaction: { value: function (this: ClientShape, ...args: unknown[]) { return base.transaction.apply(inner(this), args); } },
    // a transaction's client is given the transaction's connection as its acquireConnection:
    // kept for knex's runner, refused to the plugin
    acquireConnection: {
      get: () => () => { throw refusal('acquireConnection'); },
      set: function (this: object, fn: () => Promise<unknown>) { acquirers.set(this, fn); },
    },
    ...Object.fromEntries(WITHHELD.filter((w) => w !== 'acquireConnection').map((what) => [what, withheld(what)])),
    // read by the client (session-role.ts) for this plugin's statements and its transactions'
    ...(role && sessionRoles ? { [SESSION_ROLE]: { value: role } } : {}),
  }) as ClientShape;
  Object.defineProperty(client, 'constructor', { value: { prototype: checked } });
  for (const what of ['query', 'stream', 'runner', 'transaction'] as const) Object.defineProperty(client, what, { value: checked[what], writable: true, configurable: true });
  for (const what of WITHHELD) Object.defineProperty(client, what, withheld(what));
  if (role && sessionRoles) Object.defineProperty(client, SESSION_ROLE, { value: role });
  return scoped;
}
