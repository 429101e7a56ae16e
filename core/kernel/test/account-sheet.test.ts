// Issue 9 §10: generated accounts' passwords are never stored in the clear; the sheet still
// downloads with the key the admin was given, and only with it.
import t from 'tap';
import { TestSite } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());
const root = await site.userWithToken('rootie', 'root');

const download = (key: string) => site.app.inject({ method: 'GET', url: '/api/file/generate-user-excel', query: { key }, headers: { authorization: root.token, 'accept-language': 'en-US' } });

t.test('the stored sheet holds no password in the clear, and the download still gives working passwords', async (t) => {
  const gen = await site.api<{ key: string }>('POST', '/api/admin/user/generate-user', { token: root.token, body: { prefix: 'sealed', suffix: '', number_from: 1, number_to: 5, password_length: 12 } });
  t.equal(gen.status, 200, gen.msg);
  const sheet = await download(gen.data.key);
  t.equal(sheet.statusCode, 200);
  const rows = sheet.body.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map((l) => l.split(','));
  t.equal(rows.length, 5);
  const stored = await site.db('generatedAccounts').select('*');
  const dump = JSON.stringify(stored);
  for (const [username, password] of rows) {
    t.notOk(dump.includes(password), `${username}'s password is not in the database row`);
    t.notOk(dump.includes(username), 'nor the username');
  }
  t.notOk(dump.includes(gen.data.key.split('.')[1]), 'nor the key that opens it');
  t.type(await site.login(rows[4][0], rows[4][1]), 'string', 'the downloaded password logs in');
  t.equal((await download(gen.data.key)).statusCode, 200, 'the sheet can be downloaded again within the hour');
  t.notMatch(String(sheet.headers['content-disposition']), new RegExp(gen.data.key.split('.')[1].slice(0, 8)), 'the file name does not carry the secret');
});

t.test('a key with the right id but another secret does not open the sheet', async (t) => {
  const gen = await site.api<{ key: string }>('POST', '/api/admin/user/generate-user', { token: root.token, body: { prefix: 'other', suffix: '', number_from: 1, number_to: 1, password_length: 8 } });
  const [id] = gen.data.key.split('.');
  for (const key of [`${id}.${'A'.repeat(43)}`, id, `${id}.`, 'x.y', '.']) {
    const r = JSON.parse((await download(key)).body);
    t.equal(r.status, 404, `${key} → 404`);
    t.equal(r.msg, 'The account sheet does not exist or has expired');
  }
});
