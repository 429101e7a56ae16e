// Signed plugins (issue 32 §2): a package from outside the installation starts when a publisher
// in the config's publisherKeys signed it and its files are those signed; unsigned, tampered (a
// file changed, added or removed), signed by an unknown publisher or with a bad signature, it is
// refused before any of its code runs, naming it, its folder and the reason — unless the operator
// lists it in allowUnsigned, when it starts with a warning.
import t from 'tap';
import { appendFileSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { loadPlugins } from '../src/plugins/host.ts';
import { generatePublisherKey, hashFiles, installedFiles, parsePrivateKey, publicKeyText, signManifest, SIGNATURE_FILE } from '../src/plugins/signature.ts';
import { TestSite, REPO_ROOT } from './harness.ts';
import type { AdminPluginInfo } from '../src/routes/admin-plugins.ts';

const author = generatePublisherKey();
const other = generatePublisherKey();

/** A built plugin package outside the site; its code would leave a mark if it ever ran. */
function outsidePlugin(t: { teardown(fn: () => void): void }, id = 'signed'): string {
  const dir = mkdtempSync(join(tmpdir(), 'oj-signed-plugin-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `oj-plugin-${id}`, version: '1.2.0', type: 'module', exports: './index.js', oj: { sdk: '^1.0.0' } }));
  writeFileSync(join(dir, 'index.js'), `import { definePlugin } from '@oj/sdk';
globalThis.ojSignedPluginRan = true;
export default definePlugin(new URL('.', import.meta.url), {
  id: '${id}',
  setup(ctx) {
    ctx.http.get('/api/${id}/hello', { config: { public: true }, schema: { response: { 200: { type: 'string' } } } }, async () => 'hello');
    ctx.http.get('/api/admin/${id}/notes', { config: { perm: 'system_info_admin' }, schema: { response: { 200: { type: 'string' } } } }, async () => 'notes');
  },
});
`);
  writeFileSync(join(dir, 'README.md'), 'A signed plugin\n');
  return dir;
}

/** signs `dir` as `publisher` (the files as installed: what `oj plugin sign` lists with npm) */
function signAs(dir: string, publisher: string, privateKeyPem: string, id = 'signed'): void {
  const files = hashFiles(dir, installedFiles(dir));
  writeFileSync(join(dir, SIGNATURE_FILE), JSON.stringify(signManifest({ v: 1, id, version: '1.2.0', publisher, files }, parsePrivateKey(privateKeyPem, 'key'))));
}

const trusted = { publisherKeys: { 'Hello Author': author.publicKey } };
const load = (dir: string, trust: object = trusted) => loadPlugins([{ package: dir, enabled: true, config: {} }], REPO_ROOT, [], trust);
const ran = () => (globalThis as { ojSignedPluginRan?: boolean }).ojSignedPluginRan === true;

t.test('a package signed by a trusted publisher starts, signed by them', async (t) => {
  const dir = outsidePlugin(t);
  signAs(dir, 'Hello Author', author.privateKeyPem);
  const [plugin] = await load(dir);
  t.equal(plugin.def.id, 'signed');
  t.same(plugin.trust, { state: 'signed', publisher: 'Hello Author', id: 'signed' });
  t.equal(plugin.sdkRange, '^1.0.0');
});

t.test('a refused package: named, with its folder, the reason and the way out, and none of its code run', async (t) => {
  delete (globalThis as { ojSignedPluginRan?: boolean }).ojSignedPluginRan;
  const refused = async (dir: string, reason: RegExp, trust?: object) => {
    const err = await load(dir, trust).then(() => null, (e: Error) => e);
    t.ok(err, 'refused');
    t.match(err!.message, `plugin oj-plugin-signed (${dir}) is refused: `);
    t.match(err!.message, reason);
    t.notOk(ran(), 'its code did not run');
  };
  const unsigned = outsidePlugin(t);
  await refused(unsigned, /it is not signed \(no oj-signature\.json\)\. Ask its publisher for a signed package \(oj-signature\.json\), or, if you trust its code as it is, add "allowUnsigned": \["oj-plugin-signed"\] to oj\.config\.json$/);

  const changed = outsidePlugin(t);
  signAs(changed, 'Hello Author', author.privateKeyPem);
  appendFileSync(join(changed, 'index.js'), 'globalThis.ojSignedPluginRan = "changed";\n');
  await refused(changed, /its files differ from what "Hello Author" signed \(changed: index\.js\)\. Install it again from its publisher/);

  const added = outsidePlugin(t);
  signAs(added, 'Hello Author', author.privateKeyPem);
  writeFileSync(join(added, 'extra.js'), 'globalThis.ojSignedPluginRan = true;\n');
  await refused(added, /its files differ from what "Hello Author" signed \(added: extra\.js\)/);

  const removed = outsidePlugin(t);
  signAs(removed, 'Hello Author', author.privateKeyPem);
  unlinkSync(join(removed, 'README.md'));
  await refused(removed, /its files differ from what "Hello Author" signed \(removed: README\.md\)/);

  const stranger = outsidePlugin(t);
  signAs(stranger, 'Someone Else', other.privateKeyPem);
  await refused(stranger, /it is signed by the publisher "Someone Else", whose key is not among the trusted publisherKeys\. If you trust "Someone Else", add their public key to oj\.config\.json as "publisherKeys": \{ "Someone Else": "<key>" \}; or, to start it unchecked, add "allowUnsigned": \["oj-plugin-signed"\] to oj\.config\.json$/);

  // signed with another key under the trusted name
  const forged = outsidePlugin(t);
  signAs(forged, 'Hello Author', other.privateKeyPem);
  await refused(forged, /its signature does not match the key of "Hello Author" \(the signature file was altered, or made with another key\)/);
});

t.test('a package signed as another plugin than its code defines is refused', async (t) => {
  const dir = outsidePlugin(t);
  signAs(dir, 'Hello Author', author.privateKeyPem, 'guestbook');
  await t.rejects(load(dir), { message: `plugin oj-plugin-signed (${dir}) is refused: it was signed by "Hello Author" as the plugin guestbook, and its code defines the plugin signed` });
});

t.test('a publisher key that is not an ed25519 public key stops the start, naming it', async (t) => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' }).toString();
  await t.rejects(load(outsidePlugin(t), { publisherKeys: { Typo: 'abc' } }), /^config \/publisherKeys\/Typo: neither the base64 of a 32-byte ed25519 key nor a PEM public key/);
  await t.rejects(load(outsidePlugin(t), { publisherKeys: { Rsa: rsa } }), /^config \/publisherKeys\/Rsa: a rsa key, not ed25519/);
  const pem = generateKeyPairSync('ed25519');
  const dir = outsidePlugin(t);
  signAs(dir, 'Pem', pem.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
  t.equal((await load(dir, { publisherKeys: { Pem: pem.publicKey.export({ format: 'pem', type: 'spki' }).toString() } }))[0].trust.state, 'signed', 'a PEM public key is read too');
  t.equal(publicKeyText(pem.publicKey).length, 44);
});

t.test('allowUnsigned lets a tampered package start with a warning naming it; Admin → Plugins shows whose code each plugin is', async (t) => {
  const signed = outsidePlugin(t);
  signAs(signed, 'Hello Author', author.privateKeyPem);
  const tampered = outsidePlugin(t, 'patched');
  signAs(tampered, 'Hello Author', author.privateKeyPem, 'patched');
  writeFileSync(join(tampered, 'extra.js'), '\n');
  const log = new PassThrough();
  let lines = '';
  log.on('data', (chunk: Buffer) => { lines += chunk.toString(); });
  // a site folder of its own: no migrated template is kept for plugin folders made for one run
  const siteDir = mkdtempSync(join(tmpdir(), 'oj-signed-site-'));
  t.teardown(() => rmSync(siteDir, { recursive: true, force: true }));
  const site = await TestSite.start({
    baseDir: siteDir,
    plugins: [{ package: '@oj/plugin-guestbook' }, { package: signed }, { package: tampered }],
    config: { ...trusted, allowUnsigned: ['oj-plugin-patched'] },
    logStream: log,
  });
  t.teardown(() => site.close());
  t.equal((await site.api('GET', '/api/patched/hello')).raw, 'hello', 'it runs');
  t.match(lines, `plugin patched (${tampered}) starts although its files differ from what \\"Hello Author\\" signed (added: extra.js): allowUnsigned in oj.config.json lets it`);

  const root = await site.userWithToken('plugins_root', 'root');
  const list = await site.api<AdminPluginInfo[]>('GET', '/api/admin/plugins', { token: root.token });
  const byId = Object.fromEntries(list.data.map((p) => [p.id, p]));
  t.same(Object.keys(byId).sort(), ['guestbook', 'patched', 'signed']);
  t.match(byId.guestbook, { trust: 'built-in', publisher: null, package: '@oj/plugin-guestbook', tablePrefix: 'guestbook_' });
  t.match(byId.signed, { trust: 'signed', publisher: 'Hello Author', reason: null, version: '1.2.0', sdkRange: '^1.0.0', routes: 2, permissions: ['system_info_admin'], tablePrefix: null, dir: signed });
  t.match(byId.patched, { trust: 'allowed-unsigned', publisher: 'Hello Author', reason: 'its files differ from what "Hello Author" signed (added: extra.js)' });
  const user = await site.userWithToken('plugins_user', 'admin');
  t.equal((await site.api('GET', '/api/admin/plugins', { token: user.token })).http, 403, 'only the super admin sees it');
});

t.test('the first-party plugins of this installation start as part of it, unsigned', async (t) => {
  const [plugin] = await loadPlugins([{ package: '@oj/plugin-guestbook', enabled: true, config: {} }], REPO_ROOT);
  t.same(plugin.trust, { state: 'built-in' });
});
