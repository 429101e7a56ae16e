// `oj plugin new` (issue 11 §1, issue 32 §6): what the scaffold writes, with and without pages, and
// what it refuses; nothing is written into the installation. The whole path — install, build,
// type-check, test, pack, a site — is walked by scripts/plugin-compat.sh.
import t from 'tap';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scaffoldPlugin } from '../src/plugin-kit/scaffold.ts';
import { SITE_ROOT, type PackedKit } from '../src/plugin-kit/pack.ts';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

const kit: PackedKit = {
  dir: '/srv/oj/kit',
  sdkVersion: '1.4.2',
  tarballs: { '@oj/sdk': '/srv/oj/kit/oj-sdk-1.4.2.tgz', '@oj/ui': '/srv/oj/kit/oj-ui-1.4.2.tgz', '@oj/plugin-kit': '/srv/oj/kit/oj-plugin-kit-1.4.2.tgz' },
};

function folder(t: { teardown(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'oj-plugin-new-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

t.test('a plugin package named after its id, on the kit by file path, declaring its SDK range', async (t) => {
  const dir = join(folder(t), 'oj-plugin-remote-judge');
  const made = scaffoldPlugin('remote-judge', dir, kit);
  t.ok(made.files.includes('.npmrc') && made.files.includes('.gitignore'));
  t.ok(made.files.includes('test/remote-judge.test.ts'));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  t.equal(pkg.name, 'oj-plugin-remote-judge');
  t.same(pkg.oj, { sdk: '^1.4.0' }, "the kit's minor on: the plugin may use what it added");
  t.equal(pkg.devDependencies['@oj/sdk'], 'file:/srv/oj/kit/oj-sdk-1.4.2.tgz');
  t.notOk(pkg.dependencies['@oj/sdk'], 'the site gives a plugin its SDK at run time');
  t.equal(pkg.devDependencies.typescript, JSON.parse(readFileSync(join(SITE_ROOT, 'package.json'), 'utf8')).devDependencies.typescript, 'the versions the site builds with');
  // message keys under the plugin's prefix, the same keys in both languages
  const en = Object.keys(JSON.parse(readFileSync(join(dir, 'locales/en-US.json'), 'utf8')));
  t.same(Object.keys(JSON.parse(readFileSync(join(dir, 'locales/zh-CN.json'), 'utf8'))), en);
  t.ok(en.every((k) => k.startsWith('REMOTE_JUDGE_')), en.join());
  t.match(readFileSync(join(dir, 'migrations/20260101000000_notes.ts'), 'utf8'), /createTable\('remote_judge_notes'/);
  t.match(readFileSync(join(dir, 'server/index.ts'), 'utf8'), /ctx\.http\.get\('\/api\/remote-judge\/notes', \{\n\s+config: \{ public: true \}/);
  t.match(readFileSync(join(dir, '.npmrc'), 'utf8'), /^@oj:registry=http:\/\/127\.0\.0\.1:9\/$/m);
});

t.test('a bad id, a folder inside the installation or a folder in use is refused', async (t) => {
  const base = folder(t);
  t.throws(() => scaffoldPlugin('Hello', join(base, 'a'), kit), /plugin id "Hello" must be 2 to 41 lowercase letters, digits and dashes/);
  t.throws(() => scaffoldPlugin('hello', join(SITE_ROOT, 'plugins/hello'), kit), /is inside the OJ installation; make the plugin in a folder of its own \(e\.g\. \.\.\/oj-plugin-hello\)/);
  writeFileSync(join(base, 'note.txt'), 'mine');
  t.throws(() => scaffoldPlugin('hello', base, kit), /exists and is not empty/);
});

t.test('a server-only plugin: no ui/ folder, no rspack build, no UI packages, no ui entry in definePlugin', async (t) => {
  const dir = join(folder(t), 'oj-plugin-my-oj-judge');
  const made = scaffoldPlugin('my-oj-judge', dir, kit, { serverOnly: true });
  t.same(made.files.filter((f) => f.startsWith('ui/')), [], 'no ui/ files');
  t.notOk(existsSync(join(dir, 'ui')));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  t.same(pkg.files, ['dist', 'locales', 'oj-signature.json']);
  t.equal(pkg.scripts.build, 'pnpm run build:server');
  t.equal(pkg.scripts.typecheck, 'tsc -p tsconfig.json');
  t.same(Object.keys(pkg.devDependencies).filter((n) => /rspack|react|semi|module-federation|jotai|^@oj\/ui$/.test(n)), [], 'no UI packages');
  t.ok(pkg.devDependencies['@oj/sdk'] && pkg.devDependencies['@oj/plugin-kit'] && pkg.devDependencies.tap, 'the SDK, the test sites and tap stay');
  const server = readFileSync(join(dir, 'server/index.ts'), 'utf8');
  t.notMatch(server, /ui: /);
  t.match(server, /definePlugin\(new URL\('\.\.\/\.\.', import\.meta\.url\), \{\n\s+id: 'my-oj-judge',\n\s+migrations: '\.\/dist\/migrations',/, "the package root and the compiled migrations, as the guide's snippets say");
  t.notMatch(readFileSync(join(dir, 'README.md'), 'utf8'), /UI/);
});

t.test('the full scaffold keeps its pages and no template marker is left in either kind', async (t) => {
  for (const serverOnly of [false, true]) {
    const dir = join(folder(t), 'p');
    scaffoldPlugin('hello', dir, kit, { serverOnly });
    const texts = (function* walk(d: string): Generator<string> {
      for (const name of readdirSync(d)) {
        const path = join(d, name);
        if (statSync(path).isDirectory()) yield* walk(path);
        else yield readFileSync(path, 'utf8');
      }
    })(dir);
    for (const text of texts) t.notMatch(text, /^\s*#(ui|server-only) /m);
  }
  const dir = join(folder(t), 'full');
  scaffoldPlugin('hello', dir, kit);
  t.match(readFileSync(join(dir, 'server/index.ts'), 'utf8'), /\n  ui: '\.\/ui\/dist',\n/);
  t.ok(existsSync(join(dir, 'ui/rspack.config.mjs')));
});

t.test('a kit packed into the plugin\'s own folder is named by a relative path, so the folder can move', async (t) => {
  const dir = join(folder(t), 'oj-plugin-hello');
  const own: PackedKit = { ...kit, dir: join(dir, 'kit'), tarballs: { '@oj/sdk': join(dir, 'kit/oj-sdk-1.4.2.tgz'), '@oj/plugin-kit': join(dir, 'kit/oj-plugin-kit-1.4.2.tgz') } };
  mkdirSync(own.dir, { recursive: true });
  scaffoldPlugin('hello', dir, own);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  t.equal(pkg.devDependencies['@oj/sdk'], 'file:./kit/oj-sdk-1.4.2.tgz');
});

t.test('oj plugin new writes nothing into the installation and says the one step that installs the plugin', async (t) => {
  const watched = ['kit', 'core/plugin-kit/site.json', 'oj.config.json', 'plugins'].map((p) => join(SITE_ROOT, p));
  const before = watched.map((p) => (existsSync(p) ? statSync(p).mtimeMs : null));
  const dir = join(folder(t), 'oj-plugin-echo-ai');
  const { stdout } = await promisify(execFile)(process.execPath, [...ojChildFlags(), new URL('../bin/oj.js', import.meta.url).pathname, 'plugin', 'new', '--server-only', 'echo-ai', dir], { env: { ...process.env, INIT_CWD: '' } });
  t.same(watched.map((p) => (existsSync(p) ? statSync(p).mtimeMs : null)), before, 'no kit/, site.json, config or plugins folder of the installation touched');
  t.same(readdirSync(join(dir, 'kit')).sort(), readdirSync(join(dir, 'kit')).filter((f) => f.endsWith('.tgz')).sort(), 'the kit is in the plugin\'s own kit/');
  t.equal(readdirSync(join(dir, 'kit')).length, 3);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  t.match(pkg.devDependencies['@oj/sdk'], /^file:\.\/kit\/oj-sdk-[\d.]+\.tgz$/);
  t.notOk(existsSync(join(dir, 'ui')), 'server only');
  t.match(stdout, /nothing was written into the installation/);
  t.match(stdout, /to install it into a site: pnpm add <the signed \.tgz> in the site's folder and list its package in the site's oj\.config\.json "plugins"/);
});

t.test('a refused folder leaves nothing behind: checked before the kit is packed', async (t) => {
  const base = folder(t);
  writeFileSync(join(base, 'note.txt'), 'mine');
  const run = promisify(execFile)(process.execPath, [...ojChildFlags(), new URL('../bin/oj.js', import.meta.url).pathname, 'plugin', 'new', 'hello', base]);
  await t.rejects(run, /exists and is not empty/);
  t.same(readdirSync(base), ['note.txt']);
});
