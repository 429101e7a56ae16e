// `oj plugin new` (issue 11 §1): what the scaffold writes and what it refuses. The whole path —
// install, build, type-check, test, pack, a site — is walked by scripts/plugin-compat.sh.
import t from 'tap';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scaffoldPlugin } from '../src/plugin-kit/scaffold.ts';
import { SITE_ROOT, type PackedKit } from '../src/plugin-kit/pack.ts';

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
