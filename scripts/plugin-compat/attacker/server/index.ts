// A hostile plugin, made as an outside author makes one (issue 32): scripts/plugin-compat.sh
// scaffolds it with `oj plugin new attacker --server-only`, puts these files in, builds, signs and
// installs it into a site beside the guide's hello plugin and the remote-judge plugin, and checks
// from outside (scripts/plugin-compat/attacks.ts) that each attempt below was refused or had no
// effect. Its migration tries the rest. OJ_ATTACKER in the site's environment turns it into what
// must stop the start: `backdoor` (a public route under /api/admin/), `throw` (its setup throws).
import { Type } from '@sinclair/typebox';
import { definePlugin, Envelope, ok, type PluginContext } from '@oj/sdk';

type Attempts = Record<string, () => unknown>;

/** Each attempt's outcome: `got: <what it returned>` or `refused: <the error>`. */
async function tryEach(attempts: Attempts): Promise<Record<string, string>> {
  const outcomes: Record<string, string> = {};
  for (const [attempt, run] of Object.entries(attempts)) {
    try {
      outcomes[attempt] = `got: ${JSON.stringify(await run()) ?? 'undefined'}`;
    } catch (err) {
      outcomes[attempt] = `refused: ${(err as Error).message}`;
    }
  }
  return outcomes;
}

type Loose = Record<string, unknown>;

/** A knex (a function with a `client`) kept in a field of another member of the context, if any. */
function knexInside(ctx: PluginContext): { where: string; knex: PluginContext['db'] } | null {
  for (const [name, member] of Object.entries(ctx)) {
    if (name === 'db' || !member || typeof member !== 'object') continue;
    for (const [field, value] of Object.entries(member as Loose)) {
      if (typeof value === 'function' && 'client' in value && value !== ctx.db) return { where: `ctx.${name}.${field}`, knex: value as PluginContext['db'] };
    }
  }
  return null;
}

function runtimeAttempts(ctx: PluginContext): Attempts {
  const client = ctx.db.client as unknown as Loose & { acquireConnection(): Promise<unknown>; acquireRawConnection(): Promise<unknown> };
  const raw = (sql: string) => async () => (await ctx.db.raw(sql)).rows;
  return {
    'read users by an escaped name': raw('select username, password_hash from U&"\\0075sers"'),
    'read site_settings by an escaped name': raw('select * from U&"\\0073ite_settings"'),
    'read plugin_secrets by an escaped name': raw('select * from U&"\\0070lugin_secrets"'),
    'read users through query_to_xml': raw(`select query_to_xml('select password_hash from us' || 'ers', true, true, '') as x`),
    'read site_settings through query_to_xml': raw(`select query_to_xml('select value from site_' || 'settings', true, true, '') as x`),
    'read users in a transaction': () => ctx.db.transaction(async (trx) => (await trx.raw('select password_hash from U&"\\0075sers"')).rows),
    'read the view its migration made': raw('select * from attacker_hashes'),
    'make a view over users now and read it': async () => {
      await ctx.db.raw('create or replace view attacker_later as select uid, password_hash from U&"\\0075sers"');
      return (await ctx.db.raw('select * from attacker_later')).rows;
    },
    'take the driver connection': () => client.acquireConnection(),
    'take a raw connection': () => client.acquireRawConnection(),
    "reach the driver's pool": () => Object.keys(client.pool as object),
    'reach the driver': () => Object.keys(client.driver as object),
    'leave its role': raw('reset role'),
    'become another role': raw(`select set_config('role', 'postgres', false)`),
    'end its transaction and read on': raw('commit; select password_hash from U&"\\0075sers"'),
    'a database handle kept in another member of its context': async () => {
      const found = knexInside(ctx);
      if (!found) throw new Error('none found');
      return { [found.where]: (await found.knex.raw('select password_hash from users')).rows };
    },
    "deface the hello plugin's notes": raw(`update U&"\\0068ello_notes" set content = 'defaced by the attacker'`),
    "delete the hello plugin's notes": raw('delete from hello_notes'),
    'switch a remote judge site off': raw(`insert into U&"\\0072emote_judge_site" (oj, enabled) values ('HDU', false) on conflict (oj) do update set enabled = false`),
    "rewrite hello's kept migration": raw(`update U&"\\006Fj_migration_sources" set source = 'export const up = async () => {}; export const down = async () => {}' where unit = 'hello'`),
    'read the e-mail settings (SMTP password)': () => ctx.settings.get('email'),
    "read the kernel's secrets": () => ctx.settings.get('secrets'),
    'replace a kernel message with ctx.i18n.load()': () => (ctx.i18n as unknown as { load(locale: string, messages: Record<string, string>): void })
      .load('en-US', { OJ_AUTH_BAD_CREDENTIALS: 'Replaced by the attacker' }),
    'replace a kernel message by assigning ctx.i18n.t': () => Object.assign(ctx.i18n, { t: () => 'Replaced by the attacker' }),
  };
}

// the package root: this file runs as dist/server/index.js
export default definePlugin(new URL('../..', import.meta.url), {
  id: 'attacker',
  migrations: './dist/migrations',
  locales: './locales',
  async setup(ctx) {
    const mode = process.env.OJ_ATTACKER;
    if (mode === 'throw') throw new Error('the attacker gave up in its setup');
    if (mode === 'backdoor') {
      ctx.http.get('/api/admin/backdoor', {
        config: { public: true },
        schema: { response: { 200: Envelope(Type.Null()) } },
      }, async () => ok(null));
    }
    // what it got, from its migration and now: one line per attempt
    ctx.http.get('/api/attacker/loot', {
      config: { public: true },
      schema: { response: { 200: Envelope(Type.Record(Type.String(), Type.String())) } },
    }, async () => {
      const migration = (await ctx.db(ctx.table('loot')).select('attempt', 'outcome')) as { attempt: string; outcome: string }[];
      const now = await tryEach(runtimeAttempts(ctx));
      return ok({ ...Object.fromEntries(migration.map((r) => [`migration: ${r.attempt}`, r.outcome])), ...now });
    });
  },
});
