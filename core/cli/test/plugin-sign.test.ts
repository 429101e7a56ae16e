// `oj plugin keygen` and `oj plugin sign` (issue 32 §2): a publisher's key, and a package packed by
// npm with the signature of its files inside, which a site trusting that key starts and refuses
// once a file changes.
// The refusals themselves are the kernel's (core/kernel/test/plugin-signature.test.ts).
import t from 'tap';
import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { loadPlugins } from '@oj/kernel';
import { makePublisherKey, signPlugin } from '../src/plugin-kit/signing.ts';
import { readPackage } from '../src/plugin-kit/tarball.ts';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

const OJ = new URL('../bin/oj.js', import.meta.url).pathname;
const exec = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'oj-sign-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

/** a built plugin package as `oj plugin new` lays it out: sources beside dist/, only dist/ shipped */
function builtPlugin(name: string, files: string[]): string {
  const root = join(dir, name);
  mkdirSync(join(root, 'dist'), { recursive: true });
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name, version: '0.3.0', type: 'module', exports: { '.': { import: './dist/index.js' } }, oj: { sdk: '^1.0.0' }, files }));
  writeFileSync(join(root, 'server/index.ts'), '// the source, not shipped\n');
  writeFileSync(join(root, 'dist/index.js'), `import { definePlugin } from '@oj/sdk';\nexport default definePlugin(new URL('..', import.meta.url), { id: 'hello', setup() {} });\n`);
  return root;
}

t.test('oj plugin keygen writes a private key only its owner reads, prints the public key as publisherKeys takes it, and never replaces a key', async (t) => {
  const keys = join(dir, 'keys');
  const { stdout } = await exec(process.execPath, [...ojChildFlags(), OJ, 'plugin', 'keygen', '--out', keys, '--publisher', 'Hello Author'], { cwd: dir });
  const file = join(keys, 'oj-publisher-key.pem');
  t.match(stdout, `private key: ${file} (keep it secret`);
  t.match(stdout, /"publisherKeys": \{ "Hello Author": "[A-Za-z0-9+/]{43}=" \}/);
  t.equal(statSync(file).mode & 0o777, 0o600);
  t.match(stdout, `(also in ${join(keys, 'oj-publisher-key.pub')}: publish it)`);
  t.match(readFileSync(join(keys, 'oj-publisher-key.pub'), 'utf8'), /^[A-Za-z0-9+/]{43}=\n$/);
  t.match(readFileSync(file, 'utf8'), /^-----BEGIN PRIVATE KEY-----\n/);
  t.throws(() => makePublisherKey(keys), { message: `${file} exists: a key is not replaced (the plugins it signed would need signing again); choose another --out` });
});

t.test('oj plugin sign packs what npm packs and signs it; a site trusting the key starts the package, signed, and refuses it once a file changes', async (t) => {
  const key = makePublisherKey(join(dir, 'key2'));
  const plugin = builtPlugin('oj-plugin-hello', ['dist', 'oj-signature.json']);
  const signed = await signPlugin(plugin, key.privateKeyFile, 'Hello Author');
  t.match(signed, { id: 'hello', version: '0.3.0', files: 2, tarball: join(plugin, 'oj-plugin-hello-0.3.0.tgz') });
  const inside = readPackage(readFileSync(signed.tarball), 'the archive').files;
  t.same(inside.map((f) => f.path).sort(), ['dist/index.js', 'oj-signature.json', 'package.json'], 'what npm packs, not the sources, and the signature');
  const signature = JSON.parse(inside.find((f) => f.path === 'oj-signature.json')!.data.toString('utf8'));
  t.match(signature, { v: 1, id: 'hello', version: '0.3.0', publisher: 'Hello Author' });
  t.same(Object.keys(signature.files), ['dist/index.js', 'package.json']);
  t.equal(readFileSync(signed.file, 'utf8'), inside.find((f) => f.path === 'oj-signature.json')!.data.toString('utf8'), 'the same signature beside package.json');

  // installed as a package manager unpacks it
  const installed = join(dir, 'site/node_modules/oj-plugin-hello');
  for (const f of inside) {
    mkdirSync(dirname(join(installed, f.path)), { recursive: true });
    writeFileSync(join(installed, f.path), f.data);
  }
  const trust = { publisherKeys: { 'Hello Author': key.publicKey } };
  const [loaded] = await loadPlugins([{ package: 'oj-plugin-hello', enabled: true, config: {} }], join(dir, 'site'), [], trust);
  t.same(loaded.trust, { state: 'signed', publisher: 'Hello Author', id: 'hello' });
  appendFileSync(join(installed, 'dist/index.js'), '// changed after signing\n');
  await t.rejects(loadPlugins([{ package: 'oj-plugin-hello', enabled: true, config: {} }], join(dir, 'site'), [], trust), /is refused: its files differ from what "Hello Author" signed \(changed: dist\/index\.js\)/);

  // `oj start` refuses it before it starts the database: nothing to stop, no data dir made
  writeFileSync(join(dir, 'site/oj.config.json'), JSON.stringify({ ...trust, plugins: [{ package: 'oj-plugin-hello' }] }));
  const start = await exec(process.execPath, [OJ, 'start', '--port', '0'], { cwd: join(dir, 'site') }).then(() => null, (err: { code: number; stderr: string }) => err);
  t.equal(start?.code, 1, 'oj start exits');
  t.match(start?.stderr, /^oj start: plugin oj-plugin-hello \(\S+\) is refused: its files differ from what "Hello Author" signed \(changed: dist\/index\.js\)/);
  t.notOk(existsSync(join(dir, 'site/data')), 'the embedded database was never started');
});

t.test('a package whose "files" leave out the signature is not signed (it would reach sites unsigned)', async (t) => {
  const key = makePublisherKey(join(dir, 'key3'));
  const plugin = builtPlugin('oj-plugin-nosig', ['dist']);
  await t.rejects(signPlugin(plugin, key.privateKeyFile, 'Hello Author'), { message: `the "files" of ${join(plugin, 'package.json')} leave out oj-signature.json, so the package would reach sites unsigned: add "oj-signature.json" to "files"` });
  await t.rejects(signPlugin(plugin, join(dir, 'nope.pem'), 'Hello Author'), /--key .*nope\.pem: no such file \(oj plugin keygen makes one\)/);
});
