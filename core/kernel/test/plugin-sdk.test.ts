// Plugins built with the kit outside the site (issue 11 §1): the SDK range a plugin declares is
// checked at boot with a clear message, and a plugin that brings its own copy of @oj/sdk still
// shares the kernel's (its OjError is answered in the envelope, not as a 500).
import t from 'tap';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SDK_VERSION } from '@oj/sdk';
import { TestSite } from './harness.ts';

/** A compiled plugin package in a folder of its own, outside the site's tree. */
function outsidePlugin(t: { teardown(fn: () => void): void }, oj: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'oj-outside-plugin-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const pkg: Record<string, unknown> = { name: 'oj-plugin-outside', version: '2.3.4', type: 'module', exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } } };
  if (oj !== undefined) pkg.oj = oj;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/index.js'), `
import { definePlugin, OjError } from '@oj/sdk';
export default definePlugin(new URL('..', import.meta.url), {
  id: 'outside',
  locales: './locales',
  async setup(ctx) {
    ctx.http.get('/api/outside/refuse', {
      config: { public: true },
      schema: { response: { 200: { type: 'object', properties: { status: { type: 'integer' }, msg: { type: 'string' }, data: {} } } } },
    }, async () => { throw new OjError('OUTSIDE_REFUSED'); });
  },
});
`);
  mkdirSync(join(dir, 'locales'));
  writeFileSync(join(dir, 'locales/en-US.json'), JSON.stringify({ OUTSIDE_REFUSED: 'Refused by the outside plugin' }));
  writeFileSync(join(dir, 'locales/zh-CN.json'), JSON.stringify({ OUTSIDE_REFUSED: '外部插件拒绝了' }));
  // the copy of the SDK it was built and installed with: another OjError class than the kernel's
  const ownSdk = join(dir, 'node_modules/@oj/sdk');
  mkdirSync(ownSdk, { recursive: true });
  writeFileSync(join(ownSdk, 'package.json'), JSON.stringify({ name: '@oj/sdk', version: SDK_VERSION, type: 'module', exports: { '.': './index.js' } }));
  writeFileSync(join(ownSdk, 'index.js'), `
export class OjError extends Error { constructor(code) { super(code); this.code = code; this.status = 400; this.params = {}; } }
export function definePlugin(root, def) { return { ...def, root: decodeURIComponent(root.pathname).replace(/\\/$/, '') }; }
`);
  return dir;
}

const major = Number(SDK_VERSION.split('.')[0]);

t.test('the SDK version is the package version of @oj/sdk', async (t) => {
  const pkg = JSON.parse(readFileSync(new URL('../../sdk/package.json', import.meta.url), 'utf8')) as { version: string };
  t.equal(SDK_VERSION, pkg.version);
});

t.test('a plugin built for an SDK range this kernel does not satisfy is refused at boot', async (t) => {
  const dir = outsidePlugin(t, { sdk: `^${major + 1}.0.0` });
  await t.rejects(TestSite.start({ plugins: [{ package: dir }] }),
    { message: `plugin oj-plugin-outside was built for @oj/sdk ^${major + 1}.0.0, and this site's SDK is ${SDK_VERSION}: install a version of oj-plugin-outside made for SDK ${SDK_VERSION}, or disable it in the config` });
});

t.test('a plugin from outside the site must declare its SDK range, as a semver range', async (t) => {
  await t.rejects(TestSite.start({ plugins: [{ package: outsidePlugin(t, undefined) }] }), /plugin oj-plugin-outside declares no SDK range: its package.json needs "oj": \{ "sdk": "\^1\.0\.0" \}/);
  await t.rejects(TestSite.start({ plugins: [{ package: outsidePlugin(t, { sdk: 'latest please' }) }] }), /"sdk": "latest please" \} in its package.json is not a semver range/);
});

t.test('an open-ended SDK range (no upper bound) is refused at boot, with the range to write instead', async (t) => {
  for (const range of ['*', '>=1.0.0', `>=${major}.0.0`, 'x', `^${major}.0.0 || >=${major + 3}`]) {
    await t.rejects(TestSite.start({ plugins: [{ package: outsidePlugin(t, { sdk: range }) }] }),
      { message: `plugin oj-plugin-outside: "oj": { "sdk": ${JSON.stringify(range)} } in its package.json admits every later major SDK, which it was not built for; name the majors it was built for (e.g. "^${major}.0.0")` }, range);
  }
  const site = await TestSite.start({ plugins: [{ package: outsidePlugin(t, { sdk: `>=${major}.0.0 <${major + 1}.0.0` }) }], config: { allowUnsigned: ['oj-plugin-outside'] } });
  t.pass('a range closed above is taken');
  await site.close();
});

t.test('a plugin that throws in its setup: the start names the plugin, the step, the error, where, and how to start without it', async (t) => {
  const err = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }, { package: './core/kernel/test/fixtures/throws-in-setup' }] }).then(() => null, (e: Error) => e);
  t.ok(err, 'the start fails');
  t.match(err!.message, /^plugin throws-in-setup failed in its setup: Cannot read properties of undefined \(reading 'value'\)\n/);
  t.match(err!.message, /readLimit .*fixtures\/throws-in-setup\/server\/index\.ts/, 'with the place it was thrown');
  t.match(err!.message, /\(to start the site without it until it is fixed: oj start --without throws-in-setup\)$/);
  const without = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }, { package: './core/kernel/test/fixtures/throws-in-setup' }], config: { without: ['throws-in-setup'] } });
  t.same((await without.api<Array<{ id: string }>>('GET', '/api/plugins')).data.map((p) => p.id), ['guestbook'], '--without leaves it out; the rest of the site starts');
  await without.close();
  await t.rejects(TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }], config: { without: ['nope'] } }), /--without nope: no enabled plugin has that id or package \(enabled: @oj\/plugin-guestbook\)/);
});

t.test('a plugin whose setup never ends: the start stops after pluginSetupTimeoutSeconds, naming it', async (t) => {
  await t.rejects(TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }, { package: './core/kernel/test/fixtures/never-ends' }], config: { pluginSetupTimeoutSeconds: 1 } }),
    /^plugin never-ends failed in its setup: it did not end within 1 s \(pluginSetupTimeoutSeconds in oj\.config\.json\): is it waiting on something that never answers\?\n[\s\S]*\(to start the site without it until it is fixed: oj start --without never-ends\)$/);
});

t.test('a plugin whose migration fails: the start names the plugin, its migrations and what the database said', async (t) => {
  await t.rejects(TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/bad-migration' }] }),
    /^plugin bad-migration failed in its migrations \(.*fixtures\/bad-migration\/migrations\): .*bad_migration_notez.*\n {2}\(to start the site without it until it is fixed: oj start --without bad-migration\)$/s);
});

t.test('a plugin with its own copy of the SDK shares the kernel\'s: its errors are answered in the envelope', async (t) => {
  // installed by name into a site folder, exporting only "import" (as a built plugin does)
  const siteDir = mkdtempSync(join(tmpdir(), 'oj-site-'));
  t.teardown(() => rmSync(siteDir, { recursive: true, force: true }));
  mkdirSync(join(siteDir, 'node_modules'));
  symlinkSync(outsidePlugin(t, { sdk: `^${major}.0.0` }), join(siteDir, 'node_modules/oj-plugin-outside'));
  const site = await TestSite.start({ plugins: [{ package: 'oj-plugin-outside' }], baseDir: siteDir, config: { allowUnsigned: ['oj-plugin-outside'] } });
  t.teardown(() => site.close());
  const r = await site.api('GET', '/api/outside/refuse', { lang: 'en-US' });
  t.equal(r.http, 200);
  t.equal(r.status, 400);
  t.equal(r.msg, 'Refused by the outside plugin');
  t.same((await site.api<{ id: string; version: string }[]>('GET', '/api/plugins')).data.map((p) => [p.id, p.version]), [['outside', '2.3.4']]);
});
