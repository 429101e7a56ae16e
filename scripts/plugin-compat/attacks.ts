// The compatibility kit's checks of the attacker plugin (issue 32; scripts/plugin-compat/attacks.sh
// builds it from scripts/plugin-compat/attacker with the kit, signs it and installs its tarball
// into a site beside the guide's hello plugin and the remote-judge plugin), as an operator sees
// them from outside the site's process, in this order:
//   1. the site started with the attacker on: each attempt of its migration and of its route was
//      refused, hello's notes, the remote judge sites' switches and the kernel's messages are as
//      they were
//   2. the site stopped: no password hash, kernel secret or plugin secret of the database is in
//      what the attacker got; a kept migration rewritten behind the kernel's back is refused by
//      `oj migrate down`, which runs nothing
//   3. each start that must not happen exits at once, naming the plugin and the rule: a tampered
//      and an unsigned copy, SDK ranges `*` and `>=1.0.0`, the id `remote` beside remote-judge, a
//      public route under /api/admin/, a setup that throws; then `oj start --without attacker`
//      starts, with hello's note still there
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { call } from './http.ts';

const UP_WITHIN_MS = 180_000;
const REFUSED_WITHIN_MS = 120_000;
/** what root's remote judge pool account's password is: a plugin secret the attacker must not get */
const POOL_PASSWORD = 'pool-password-the-attacker-must-not-see';
const NOTE = 'A note the attacker must not change';

async function waitUp(url: string, alive: () => boolean, output: () => string): Promise<void> {
  const until = Date.now() + UP_WITHIN_MS;
  for (;;) {
    if (!alive()) throw new Error(`oj start exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/plugins`)).ok) return;
    } catch { /* not listening yet */ }
    if (Date.now() > until) throw new Error(`oj start did not answer within ${UP_WITHIN_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `oj start` in the site's folder, run by this process: its output kept, stopped with SIGTERM. */
function startSite(bin: string, site: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(bin, ['start', ...args], { cwd: site, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (b: Buffer) => { output += b.toString(); });
  child.stderr.on('data', (b: Buffer) => { output += b.toString(); });
  let exited = false;
  const gone = new Promise<void>((resolve) => child.on('exit', () => { exited = true; resolve(); }));
  return {
    output: () => output,
    alive: () => !exited,
    async stop(): Promise<void> {
      if (!exited) child.kill('SIGTERM');
      await gone;
    },
  };
}

/** What each attempt must have met: the database's refusal, the kernel's, or the language's. */
const PERMISSION = /^refused: .*permission denied for (table|view|relation) /;
const EXPECTED: Record<string, RegExp> = {
  'migration: read users': /^refused: .*plugin attacker may not use the table users/,
  'migration: read site_settings': /^refused: .*plugin attacker may not use the table site_settings/,
  'migration: read users by an escaped name': /^refused: .*permission denied for table users/,
  'migration: read site_settings by an escaped name': /^refused: .*permission denied for table site_settings/,
  'migration: read users through query_to_xml': /^refused: .*permission denied for table users/,
  // the view is its own, and PostgreSQL checks its reads as its owner's: the attacker's role
  'migration: make a view over users': /^got: /,
  'migration: read the view': /^refused: .*permission denied for table users/,
  'migration: take the driver connection': /^refused: plugin attacker may not take a database connection of its own \(client\.acquireConnection\)/,
  "migration: rewrite hello's kept migration": /^refused: .*permission denied for table oj_migration_sources/,
  'read users by an escaped name': /^refused: .*permission denied for table users/,
  'read site_settings by an escaped name': /^refused: .*permission denied for table site_settings/,
  'read plugin_secrets by an escaped name': /^refused: .*permission denied for table plugin_secrets/,
  'read users through query_to_xml': /^refused: .*permission denied for table users/,
  'read site_settings through query_to_xml': /^refused: .*permission denied for table site_settings/,
  'read users in a transaction': /^refused: .*permission denied for table users/,
  'read the view its migration made': /^refused: .*permission denied for table users/,
  'make a view over users now and read it': /^refused: .*permission denied for table users/,
  'take the driver connection': /^refused: plugin attacker may not take a database connection of its own \(client\.acquireConnection\)/,
  'take a raw connection': /^refused: .*\(client\.acquireRawConnection\)/,
  "reach the driver's pool": /^refused: .*\(client\.pool\)/,
  'reach the driver': /^refused: .*\(client\.driver\)/,
  'leave its role': /^refused: .*plugin attacker may not run "reset role"/,
  'become another role': /^refused: .*plugin attacker may not run "role"/,
  'end its transaction and read on': /^refused: .*plugin attacker may not run "commit"/,
  'a database handle kept in another member of its context': /^refused: none found$/,
  "deface the hello plugin's notes": /^refused: .*permission denied for table hello_notes/,
  "delete the hello plugin's notes": /^refused: .*plugin attacker may not use the table hello_notes/,
  'switch a remote judge site off': /^refused: .*permission denied for table remote_judge_site/,
  "rewrite hello's kept migration": /^refused: .*permission denied for table oj_migration_sources/,
  'read the e-mail settings (SMTP password)': /^refused: plugin attacker may not read the setting group "email"/,
  "read the kernel's secrets": /^refused: plugin attacker may not read the setting group "secrets"/,
  'replace a kernel message with ctx.i18n.load()': /^refused: .*load is not a function/,
  'replace a kernel message by assigning ctx.i18n.t': /^refused: Cannot assign to read only property 't'/,
};

async function attackerOn(url: string, output: string, lootFile: string): Promise<string> {
  const password = /password: (\S+)/.exec(output)?.[1];
  assert.ok(password, 'the first start prints the super admin password');
  const login = await call(url, 'POST', '/api/admin/login', { body: { username: 'root', password } });
  assert.ok(login.token, `root signs in: ${login.msg}`);
  const token = login.token!;
  const started = (await call(url, 'GET', '/api/admin/plugins', { token })).data as { id: string; trust: string; publisher: string | null }[];
  assert.deepEqual(started.filter((p) => p.trust !== 'built-in').map((p) => [p.id, p.trust, p.publisher]).sort(),
    [['attacker', 'signed', 'Mallory'], ['hello', 'signed', 'Hello Author'], ['my-ai', 'signed', 'Hello Author'], ['my-oj-judge', 'signed', 'Hello Author']],
    'Admin → Plugins: the attacker is signed by its publisher, whom the operator listed (a signature says whose code it is, not what it does); the guide\'s plugins by theirs');
  // the plugin guide's server-only plugins, built from the guide alone and signed, are in their points
  const remoteSites = (await call(url, 'GET', '/api/admin/remote-judge/sites', { token })).data as { oj: string }[];
  assert.ok(remoteSites.some((site) => site.oj === 'MYOJ'), `the guide's remote judge site is listed: ${JSON.stringify(remoteSites.map((site) => site.oj))}`);
  const providers = (await call(url, 'GET', '/api/admin/ai-providers', { token })).data as { id: string; name: string }[];
  assert.ok(providers.some((p) => p.id === 'my-api' && p.name === 'My API'), `the guide's AI provider is offered: ${JSON.stringify(providers)}`);

  // what the attacker will try to read or change: hello's notes, a remote judge site's switch and
  // a pool account's password (a plugin secret), the kernel's message for a wrong password
  assert.equal((await call(url, 'POST', '/api/hello/notes', { token, body: { content: NOTE } })).msg, 'Note saved');
  const account = await call(url, 'POST', '/api/admin/remote-judge/account', { token, body: { oj: 'HDU', username: 'pool-1', password: POOL_PASSWORD } });
  assert.equal(account.status, 200, `a pool account is saved: ${account.msg}`);
  const sites = async () => ((await call(url, 'GET', '/api/admin/remote-judge/sites', { token })).data as { oj: string; enabled: boolean }[]).map((s) => [s.oj, s.enabled]);
  const sitesBefore = await sites();
  assert.ok(sitesBefore.some(([oj, on]) => oj === 'HDU' && on), 'HDU is switched on');
  const wrongPassword = async () => (await call(url, 'POST', '/api/admin/login', { body: { username: 'root', password: 'not-the-password' } })).msg;
  const messageBefore = await wrongPassword();

  const got = await call(url, 'GET', '/api/attacker/loot');
  assert.equal(got.status, 200, `the attacker's route answers: ${got.msg}`);
  const loot = got.data as Record<string, string>;
  writeFileSync(lootFile, JSON.stringify(loot, null, 2));
  const wrong = Object.entries(EXPECTED).filter(([attempt, expected]) => !expected.test(loot[attempt] ?? '(not tried)'))
    .map(([attempt]) => `  ${attempt}: ${loot[attempt] ?? '(not tried)'}`);
  assert.deepEqual(wrong, [], `each attempt of the attacker met the refusal it should:\n${wrong.join('\n')}`);
  assert.deepEqual(Object.keys(loot).sort(), Object.keys(EXPECTED).sort(), 'and it tried nothing this check does not know of');
  for (const [attempt, outcome] of Object.entries(loot)) {
    if (PERMISSION.test(outcome)) continue;
    assert.ok(outcome.startsWith('refused: ') || attempt === 'migration: make a view over users', `${attempt}: ${outcome}`);
  }
  const text = JSON.stringify(loot);
  assert.ok(!text.includes(password) && !text.includes(POOL_PASSWORD), 'neither the root password nor the pool account\'s is in what it got');

  const notes = (await call(url, 'GET', '/api/hello/notes')).data as { content: string }[];
  assert.deepEqual(notes.map((n) => n.content), [NOTE], "hello's notes are as they were");
  assert.deepEqual(await sites(), sitesBefore, 'the remote judge sites are switched as they were');
  assert.equal(await wrongPassword(), messageBefore, "the kernel's message is its own");
  assert.equal(messageBefore, 'Please check your username or password');
  return JSON.stringify(loot);
}

interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

/** The site's stopped database, opened with the kernel's PGlite (the site's folder does not depend on it). */
async function openSiteDb(site: string): Promise<Db> {
  const pglite = pathToFileURL(createRequire(join(import.meta.dirname, '../../core/kernel/package.json')).resolve('@electric-sql/pglite')).href;
  const { PGlite } = (await import(pglite)) as { PGlite: { create(dir: string): Promise<Db> } };
  return PGlite.create(join(site, 'data/pgdata'));
}

/** Every string of at least 12 characters in a JSON value (a setting's value), however deep. */
function longStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 12 ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(longStrings);
  return [];
}

function run(cmd: string, args: string[], opts: { cwd: string; env?: Record<string, string>; within: number }): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b: Buffer) => { output += b.toString(); });
    child.stderr.on('data', (b: Buffer) => { output += b.toString(); });
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`${cmd} ${args.join(' ')} did not end within ${opts.within / 1000} s:\n${output}`)); }, opts.within);
    child.on('exit', (code) => { clearTimeout(timer); resolve({ code, output, ms: Date.now() - started }); });
  });
}

async function afterwards(site: string, loot: string, oj: string): Promise<void> {
  const db = await openSiteDb(site);
  try {
    const hashes = (await db.query<{ h: string }>('select password_hash as h from users')).rows.map((r) => r.h);
    assert.ok(hashes.length > 0 && hashes.every((h) => h.length >= 20), 'the site has password hashes');
    const settings = (await db.query<{ group: string; value: unknown }>('select "group", value from site_settings')).rows;
    const secrets = settings.filter((s) => s.group === 'secrets').flatMap((s) => longStrings(typeof s.value === 'string' ? JSON.parse(s.value) : s.value));
    assert.ok(secrets.length >= 2, 'the site has its secrets (JWT secret, judge token) in its settings');
    const sealed = (await db.query<Record<string, unknown>>('select * from plugin_secrets')).rows.flatMap((r) => Object.values(r).flatMap(longStrings));
    assert.ok(sealed.length > 0, 'the pool account\'s password is a plugin secret');
    const leaked = [...hashes, ...secrets, ...sealed].filter((s) => loot.includes(s));
    assert.deepEqual(leaked, [], 'no password hash, kernel secret or plugin secret is in what the attacker got');

    // what the attacker did on a site whose database let it: hello's kept migration
    // replaced by code that leaves a mark; `oj migrate down` compares each kept file with its hash
    const kept = (await db.query<{ name: string }>(`select name from oj_migration_sources where unit = 'hello'`)).rows[0];
    assert.ok(kept, 'hello\'s migration is kept');
    const mark = join(site, 'attacker-ran');
    await db.query('update oj_migration_sources set source = $1 where unit = $2 and name = $3', [
      `import { writeFileSync } from 'node:fs';\nexport async function up() {}\nexport async function down() { writeFileSync(${JSON.stringify(mark)}, 'ran'); }\n`, 'hello', kept.name]);
    await db.close();
    // hello switched off, as before it is uninstalled: `migrate down` runs its kept files
    const configFile = join(site, 'oj.config.json');
    const original = readFileSync(configFile, 'utf8');
    const config = JSON.parse(original) as Config;
    writeFileSync(configFile, JSON.stringify({ ...config, plugins: config.plugins.map((p) => (p.package === 'oj-plugin-hello' ? { ...p, enabled: false } : p)) }, null, 2));
    const down = await run(join(oj, 'node_modules/.bin/oj'), ['migrate', 'down', '--plugin', 'hello', '--all'], { cwd: site, within: REFUSED_WITHIN_MS })
      .finally(() => writeFileSync(configFile, original));
    assert.notEqual(down.code, 0, `oj migrate down refuses:\n${down.output}`);
    assert.match(down.output, new RegExp(`plugin hello: its kept migration ${kept.name.replace(/\./g, '\\.')} is not the file its migrations ran from[^]*nothing was run`), down.output);
    assert.equal(existsSync(mark), false, 'the rewritten migration did not run');
  } finally {
    await db.close().catch(() => {});
  }
  // hello's table is still there, with its note: the start without the attacker lists it (and,
  // hello being on, keeps its migration's file again)
}

type Config = { plugins: { package: string; enabled?: boolean }[]; allowUnsigned?: string[] } & Record<string, unknown>;

async function refusals(site: string, oj: string, url: string, port: string): Promise<void> {
  const config = JSON.parse(readFileSync(join(site, 'oj.config.json'), 'utf8')) as Config;
  const installed = realpathSync(join(site, 'node_modules/oj-plugin-attacker'));
  /** a copy of the installed package (fresh files, not links into the pnpm store), changed by `change` */
  const variant = (name: string, change: (dir: string) => void): string => {
    const dir = join(site, 'variants', name);
    rmSync(dir, { recursive: true, force: true });
    cpSync(installed, dir, { recursive: true, dereference: true });
    change(dir);
    return `./variants/${name}`;
  };
  const edit = (file: string, f: (text: string) => string) => writeFileSync(file, f(readFileSync(file, 'utf8')));
  const withSdk = (range: string) => (dir: string) => edit(join(dir, 'package.json'), (t) => JSON.stringify({ ...JSON.parse(t), oj: { sdk: range } }, null, 2));
  const attackerAs = (spec: string, extra: Partial<Config> = {}): Config => ({
    ...config, ...extra, plugins: config.plugins.map((p) => (p.package === 'oj-plugin-attacker' ? { package: spec } : p)),
  });

  const cases: { what: string; config: Config; env?: Record<string, string>; expect: RegExp[] }[] = [
    {
      what: 'a copy whose code changed after it was signed',
      config: attackerAs(variant('tampered', (dir) => edit(join(dir, 'dist/server/index.js'), (t) => `${t}\n// one more line\n`))),
      expect: [/plugin oj-plugin-attacker \(\S*variants\/tampered\) is refused: its files differ from what "Mallory" signed \(changed: dist\/server\/index\.js\)/, /"allowUnsigned": \["oj-plugin-attacker"\]/],
    },
    {
      what: 'a copy without its signature',
      config: attackerAs(variant('unsigned', (dir) => { rmSync(join(dir, 'oj-signature.json')); })),
      expect: [/plugin oj-plugin-attacker \(\S*variants\/unsigned\) is refused: it is not signed \(no oj-signature\.json\)/, /"allowUnsigned": \["oj-plugin-attacker"\]/],
    },
    {
      what: 'the SDK range "*"',
      config: attackerAs(variant('sdk-any', withSdk('*'))),
      expect: [/plugin oj-plugin-attacker: "oj": \{ "sdk": "\*" \} in its package\.json admits every later major SDK/],
    },
    {
      what: 'the SDK range ">=1.0.0"',
      config: attackerAs(variant('sdk-open', withSdk('>=1.0.0'))),
      expect: [/plugin oj-plugin-attacker: "oj": \{ "sdk": ">=1\.0\.0" \} in its package\.json admits every later major SDK/],
    },
    {
      // unsigned and allowed by the operator: the start goes on to the ids, and refuses there
      what: 'the id "remote" beside remote-judge',
      config: attackerAs(variant('remote', (dir) => {
        rmSync(join(dir, 'oj-signature.json'));
        edit(join(dir, 'dist/server/index.js'), (t) => t.replace("id: 'attacker'", "id: 'remote'"));
        // its code is imported before the ids are compared: it finds its dependencies where pnpm put them
        symlinkSync(dirname(installed), join(dir, 'node_modules'));
      }), { allowUnsigned: ['./variants/remote'] }),
      expect: [/plugin ids "remote" and "remote-judge" cannot be enabled together: the tables of remote \(remote_…\) would include those of remote-judge \(remote_judge_…\)/],
    },
    {
      what: 'a public route at /api/admin/backdoor',
      config, env: { OJ_ATTACKER: 'backdoor' },
      expect: [/plugin attacker was refused:/, /GET \/api\/admin\/backdoor is under \/api\/admin\/ but public/],
    },
    {
      what: 'a setup that throws',
      config, env: { OJ_ATTACKER: 'throw' },
      expect: [/plugin attacker failed in its setup: the attacker gave up in its setup/, /at .*oj-plugin-attacker\S*\/dist\/server\/index\.js:\d+/, /oj start --without attacker/],
    },
  ];
  const bin = join(oj, 'node_modules/.bin/oj');
  /** one refused start, with a config file of its own beside the site's (same folder, same data dir) */
  const refused = async (c: (typeof cases)[number], n: number) => {
    const file = join(site, `refused-${n}.json`);
    writeFileSync(file, JSON.stringify(c.config, null, 2));
    const start = await run(bin, ['start', '--port', port, '--config', file], { cwd: site, env: c.env, within: REFUSED_WITHIN_MS });
    assert.notEqual(start.code, 0, `${c.what}: oj start must not start:\n${start.output}`);
    for (const e of c.expect) assert.match(start.output, e, `${c.what}: the message says so:\n${start.output}`);
    assert.doesNotMatch(start.output, /OJ is up at/, `${c.what}: the site never listened`);
    console.log(`plugin-compat: refused in ${(start.ms / 1000).toFixed(1)} s: ${c.what}`);
  };
  // one after another: side by side they took longer on two shared cores (each loads the kernel and every plugin)
  for (const [i, c] of cases.entries()) await refused(c, i);

  // the operator's way out of a failing setup: the site starts without the plugin
  const without = startSite(bin, site, ['--port', port, '--without', 'attacker'], { OJ_ATTACKER: 'throw' });
  try {
    await waitUp(url, without.alive, without.output);
    const listed = ((await call(url, 'GET', '/api/plugins')).data as { id: string }[]).map((p) => p.id);
    assert.ok(listed.includes('hello') && !listed.includes('attacker'), `started without the attacker: ${listed.join(', ')}`);
    assert.equal((await call(url, 'GET', '/api/attacker/loot')).http, 404, 'its route is not there');
    const notes = (await call(url, 'GET', '/api/hello/notes')).data as { content: string }[];
    assert.deepEqual(notes.map((n) => n.content), [NOTE], "hello's table outlived the refused migrate down, with its note");
  } catch (err) {
    console.error(`--- the site's output:\n${without.output()}`);
    throw err;
  } finally {
    await without.stop();
  }
}

// the site (its folder with oj.config.json), the installation, a free port, where to keep what the attacker got
const [site, oj, port, lootFile] = process.argv.slice(2);
const url = `http://127.0.0.1:${port}`;
const on = startSite(join(oj, 'node_modules/.bin/oj'), site, ['--port', port]);
let loot: string;
try {
  await waitUp(url, on.alive, on.output);
  loot = await attackerOn(url, on.output(), lootFile);
} catch (err) {
  console.error(`--- the site's output:\n${on.output()}`);
  throw err;
} finally {
  await on.stop();
}
console.log('plugin-compat: the attacker on: each attempt refused or without effect');
await afterwards(site, loot, oj);
console.log('plugin-compat: the attacker got no hash or secret; a rewritten kept migration was refused');
await refusals(site, oj, url, port);
console.log('plugin-compat: the attacker refused at each start that must not happen; started without it');
