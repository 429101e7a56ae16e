// Plugin secrets (issue 11 §3): the super admin sets the secrets a plugin declares, the plugin
// reads them through ctx.secrets, the database holds only ciphertext, and no answer ever carries
// a value. Worked example: test/fixtures/keeper-plugin.
import t from 'tap';
import { TestSite } from './harness.ts';

const KEY = 'sk-live-4f1c2a9d8e7b6c5a';
const site = await TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/keeper-plugin' }] });
t.teardown(() => site.close());
const root = await site.userWithToken('boss', 'root');
const admin = await site.userWithToken('helper', 'admin');
const user = await site.userWithToken('ann');
const answers: string[] = [];
const call = async <T = unknown>(method: string, url: string, opts: Parameters<TestSite['api']>[2] = {}) => {
  const r = await site.api<T>(method, url, { lang: 'en-US', ...opts });
  answers.push(r.raw);
  return r;
};

t.test('the super admin sees which declared secrets are set, never their values', async (t) => {
  const before = await call<{ plugin: string; key: string; set: boolean }[]>('GET', '/api/admin/plugin-secrets', { token: root.token });
  t.same(before.data.map(({ plugin, key, set }) => ({ plugin, key, set })), [{ plugin: 'keeper', key: 'apiKey', set: false }]);
  const saved = await call('PUT', '/api/admin/plugin-secrets', { token: root.token, body: { plugin: 'keeper', key: 'apiKey', value: KEY } });
  t.equal(saved.msg, 'The secret is saved');
  t.equal(saved.data, null);
  const after = await call<{ set: boolean }[]>('GET', '/api/admin/plugin-secrets', { token: root.token });
  t.equal(after.data[0].set, true);
});

t.test('only the super admin may list or set them', async (t) => {
  t.equal((await call('GET', '/api/admin/plugin-secrets', { token: admin.token })).http, 403);
  t.equal((await call('PUT', '/api/admin/plugin-secrets', { token: admin.token, body: { plugin: 'keeper', key: 'apiKey', value: 'x' } })).http, 403);
  t.equal((await call('GET', '/api/admin/plugin-secrets')).http, 401);
});

t.test('a name the plugin does not declare is refused', async (t) => {
  const r = await call('PUT', '/api/admin/plugin-secrets', { token: root.token, body: { plugin: 'keeper', key: 'other', value: 'x' } });
  t.equal(r.status, 404);
  t.equal(r.msg, 'The plugin keeper has no secret named other');
  const zh = await site.api('PUT', '/api/admin/plugin-secrets', { token: root.token, body: { plugin: 'nobody', key: 'apiKey', value: 'x' }, lang: 'zh-CN' });
  t.equal(zh.msg, '插件 nobody 没有名为 apiKey 的密钥');
});

t.test('the plugin reads the value; the database holds only ciphertext', async (t) => {
  t.same((await call('POST', '/api/keeper/check', { token: user.token, body: { guess: KEY } })).data, { configured: true, correct: true });
  t.same((await call('POST', '/api/keeper/check', { token: user.token, body: { guess: 'wrong' } })).data, { configured: true, correct: false });
  const rows = await site.db('pluginSecrets').select('plugin', 'key', 'value');
  t.equal(rows.length, 1);
  t.match(rows[0].value, /^v1:[A-Za-z0-9+/=]+$/);
  t.notOk(rows[0].value.includes(KEY));
  t.notOk(Buffer.from(rows[0].value.slice(3), 'base64').includes(Buffer.from(KEY)), 'not even inside the bytes');
  const settings = await site.db('siteSettings').where({ group: 'secrets' }).first();
  t.notOk(JSON.stringify(settings.value).includes(KEY));
});

t.test('a ciphertext moved to another plugin or name does not open', async (t) => {
  const { value } = await site.db('pluginSecrets').where({ plugin: 'keeper', key: 'apiKey' }).first();
  t.equal(site.kernel.secrets.decrypt('keeper', 'apiKey', value), KEY);
  t.throws(() => site.kernel.secrets.decrypt('other', 'apiKey', value));
  t.throws(() => site.kernel.secrets.decrypt('keeper', 'apiKey2', value));
});

t.test('a plugin keeps secrets of its own the same way', async (t) => {
  t.equal((await call('POST', '/api/keeper/remember', { token: root.token, body: { cookie: 'JSESSIONID=abc123' } })).data, true);
  const stored = await site.db('pluginSecrets').where({ plugin: 'keeper', key: 'sessionCookie' }).first();
  t.notOk(stored.value.includes('abc123'));
  const list = await call<{ key: string }[]>('GET', '/api/admin/plugin-secrets', { token: root.token });
  t.same(list.data.map((s) => s.key), ['apiKey'], 'the admin page lists only what the plugin declares');
});

t.test('an empty value removes the secret', async (t) => {
  t.equal((await call('PUT', '/api/admin/plugin-secrets', { token: root.token, body: { plugin: 'keeper', key: 'apiKey', value: '' } })).msg, 'The secret is removed');
  t.same((await call('POST', '/api/keeper/check', { token: user.token, body: { guess: KEY } })).data, { configured: false, correct: false });
});

t.test('no answer ever carried a value', async (t) => {
  t.ok(answers.length > 10);
  t.notOk(answers.some((raw) => raw.includes(KEY) || raw.includes('abc123')));
});
