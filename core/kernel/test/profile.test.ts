// Profile, settings and uploads (spec 1 §2.6, §2.7, §5, §7).
import t from 'tap';
import { deflateSync } from 'node:zlib';
import { TestSite, TestSmtp, codeIn } from './harness.ts';

const site = await TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/activity-plugin' }] });
const smtp = await TestSmtp.start();
await smtp.attach(site);
t.teardown(async () => { await site.close(); await smtp.close(); });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), deflateSync(Buffer.alloc(16))]);

function multipart(field: string, filename: string, bytes: Buffer, extra: Record<string, string> = {}) {
  const boundary = '----ojtest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(extra)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(url: string, token: string | undefined, field: string, filename: string, bytes: Buffer, extra?: Record<string, string>) {
  const { body, headers } = multipart(field, filename, bytes, extra);
  const res = await site.app.inject({ method: 'POST', url, payload: body, headers: { ...headers, ...(token ? { authorization: token } : {}), 'accept-language': 'en-US' } });
  return JSON.parse(res.body) as { status: number; msg: string; data: Record<string, unknown> };
}

const alice = await site.userWithToken('alice');

t.test('profile shows the user, their last login and the numbers plugins contribute', async (t) => {
  const r = await site.api<Record<string, unknown>>('GET', '/api/get-user-home-info', { query: { username: 'alice' } });
  t.equal(r.status, 200);
  t.equal(r.data.username, 'alice');
  t.equal(r.data.total, 42);
  t.same(r.data.solvedList, ['1000', '1001']);
  t.same(r.data.scoreList, [100, 50]);
  t.equal(r.data.rating, 1500);
  t.ok(r.data.recentLoginTime, 'recent login time from the session');
  const self = await site.api<{ uid: string }>('GET', '/api/get-user-home-info', { token: alice.token });
  t.equal(self.data.uid, alice.uid, 'without uid or username: the caller');
  const missing = await site.api('GET', '/api/get-user-home-info', { query: { username: 'nobody' }, lang: 'en-US' });
  t.equal(missing.status, 404);
  t.equal(missing.msg, 'The user does not exist');
});

t.test('the heatmap covers one year up to today', async (t) => {
  const r = await site.api<{ dataList: { date: string; count: number }[]; endDate: string }>('GET', '/api/get-user-calendar-heatmap', { query: { uid: alice.uid } });
  const today = new Date().toISOString().slice(0, 10);
  t.equal(r.data.endDate, today);
  t.equal(r.data.dataList.find((d) => d.date === today)?.count, 3);
  t.notOk(r.data.dataList.some((d) => d.date < '2025'), 'nothing older than a year');
  t.equal(r.data.dataList.length, 2);
});

t.test('change password: the current password is required and checked; other sessions end', async (t) => {
  const { token } = await site.userWithToken('changer');
  const other = await site.login('changer', 'secret123');
  const same = await site.api('POST', '/api/change-password', { token, body: { oldPassword: 'secret123', newPassword: 'secret123' }, lang: 'en-US' });
  t.equal(same.msg, 'The new password must differ from the current one');
  const wrong = await site.api('POST', '/api/change-password', { token, body: { oldPassword: 'nope-nope', newPassword: 'fresh-pass' }, lang: 'en-US' });
  t.equal(wrong.msg, 'The current password is wrong');
  const short = await site.api('POST', '/api/change-password', { token, body: { oldPassword: 'secret123', newPassword: '123' }, lang: 'en-US' });
  t.equal(short.msg, 'The password must be 6 to 20 characters long');
  const done = await site.api('POST', '/api/change-password', { token, body: { oldPassword: 'secret123', newPassword: 'fresh-pass' } });
  t.equal(done.status, 200);
  t.equal((await site.api('GET', '/api/msg/unread', { token })).status, 200, 'this session stays');
  t.equal((await site.api('GET', '/api/msg/unread', { token: other })).http, 401, 'the other session ends');
  t.type(await site.login('changer', 'fresh-pass'), 'string');
});

t.test('change e-mail with a code sent to the new address', async (t) => {
  const same = await site.api('GET', '/api/get-change-email-code', { token: alice.token, query: { email: 'alice@example.com' }, lang: 'en-US' });
  t.equal(same.msg, 'The new e-mail is the same as the current one');
  const sent = await site.api('GET', '/api/get-change-email-code', { token: alice.token, query: { email: 'alice2@example.com' } });
  t.equal(sent.status, 200, sent.msg);
  const code = codeIn(await smtp.waitFor('alice2@example.com'));
  const badPwd = await site.api('POST', '/api/change-email', { token: alice.token, body: { password: 'wrong-one', newEmail: 'alice2@example.com', code }, lang: 'en-US' });
  t.equal(badPwd.msg, 'The current password is wrong');
  const ok = await site.api<{ email: string }>('POST', '/api/change-email', { token: alice.token, body: { password: 'secret123', newEmail: 'alice2@example.com', code } });
  t.equal(ok.status, 200, ok.msg);
  t.equal(ok.data.email, 'alice2@example.com');
  t.equal((await site.api('GET', '/api/get-change-email-code', { query: { email: 'x@example.com' } })).http, 401, 'visitors are refused');
});

t.test('change user info keeps other fields and checks lengths', async (t) => {
  const r = await site.api<Record<string, unknown>>('POST', '/api/change-userInfo', { token: alice.token, body: { nickname: 'Ally', school: 'MIT', gender: 'female', signature: '# Hi' } });
  t.equal(r.status, 200);
  t.equal(r.data.nickname, 'Ally');
  t.equal(r.data.gender, 'female');
  t.equal(r.data.username, 'alice');
  const long = await site.api('POST', '/api/change-userInfo', { token: alice.token, body: { nickname: 'n'.repeat(21) }, lang: 'en-US' });
  t.equal(long.status, 400);
  t.equal(long.msg, 'nickname must be at most 20 characters long');
  const row = await site.db('users').where({ uid: alice.uid }).first();
  t.equal(row.nickname, 'Ally', 'the refused change wrote nothing');
  const badGender = await site.api('POST', '/api/change-userInfo', { token: alice.token, body: { gender: 'robot' } });
  t.equal(badGender.status, 400);
});

t.test('avatar upload: image types by name and content, at most 2 MB, served back', async (t) => {
  const ok = await upload('/api/file/upload-avatar', alice.token, 'image', 'me.png', PNG);
  t.equal(ok.status, 200, ok.msg);
  const url = String(ok.data.avatar);
  t.match(url, /^\/api\/public\/img\/avatar\/[0-9a-f]{32}\.png$/);
  const served = await site.app.inject({ method: 'GET', url });
  t.equal(served.statusCode, 200);
  t.equal(served.headers['x-content-type-options'], 'nosniff');
  t.equal((await upload('/api/file/upload-avatar', alice.token, 'image', 'me.svg', PNG)).msg, 'File type not supported: only gif, jpg, jpeg, png, bmp and webp images');
  t.equal((await upload('/api/file/upload-avatar', alice.token, 'image', 'fake.png', Buffer.from('<html><script>alert(1)</script>'))).msg, 'File type not supported: only gif, jpg, jpeg, png, bmp and webp images', 'content must be an image');
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  t.equal((await upload('/api/file/upload-avatar', alice.token, 'image', 'big.png', big)).msg, 'The avatar exceeds the maximum size of 2 MB');
  t.equal((await upload('/api/file/upload-avatar', undefined, 'image', 'me.png', PNG)).status, 401);
  const second = await upload('/api/file/upload-avatar', alice.token, 'image', 'again.png', PNG);
  t.equal((await site.app.inject({ method: 'GET', url })).statusCode, 404, 'the replaced avatar file is removed');
  t.not(second.data.avatar, url);
});

t.test('markdown images: admin roles may upload, users may not; the uploader deletes', async (t) => {
  const admin = await site.userWithToken('mdadmin', 'problem_admin');
  t.equal((await upload('/api/file/upload-md-img', alice.token, 'image', 'a.png', PNG)).status, 403);
  const up = await upload('/api/file/upload-md-img', admin.token, 'image', 'a.png', PNG);
  t.equal(up.status, 200);
  t.match(String(up.data.link), /^\/api\/public\/img\/md-img\//);
  const fileId = Number(up.data.fileId);
  t.equal((await site.api('GET', '/api/file/delete-md-img', { token: alice.token, query: { fileId } })).status, 403);
  t.equal((await site.api('GET', '/api/file/delete-md-img', { token: admin.token, query: { fileId } })).status, 200);
  t.equal((await site.app.inject({ method: 'GET', url: String(up.data.link) })).statusCode, 404);
  t.equal((await site.api('GET', '/api/file/delete-md-img', { token: admin.token, query: { fileId } })).status, 404);
});

t.test('markdown files: admin roles only, downloaded as attachments', async (t) => {
  const admin = await site.userWithToken('fileadmin', 'admin');
  t.equal((await upload('/api/file/upload-md-file', alice.token, 'file', 'x.pdf', Buffer.from('%PDF-1.4'))).status, 403);
  const up = await upload('/api/file/upload-md-file', admin.token, 'file', '../../etc/evil.html', Buffer.from('<script>alert(1)</script>'));
  t.equal(up.status, 200);
  t.match(String(up.data.link), /^\/api\/public\/file\/md-file\/[0-9a-f]{32}\.html$/, 'the stored name is ours, not the client\'s path');
  const served = await site.app.inject({ method: 'GET', url: String(up.data.link) });
  t.equal(served.headers['content-disposition'], 'attachment');
  t.match(String(served.headers['content-security-policy']), /sandbox/);
});

t.test('profile links are http(s) only and the signature is stored without executable markup (issue 9 items 13, 15)', async (t) => {
  const me = await site.userWithToken('linker');
  for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example']) {
    const res = await site.api('POST', '/api/change-userInfo', { token: me.token, body: { github: bad }, lang: 'en-US' });
    t.same([res.status, res.msg], [400, 'A link must start with http://, https:// or / (a page of this site)'], bad);
  }
  const ok = await site.api<{ github: string; signature: string }>('POST', '/api/change-userInfo', {
    token: me.token, body: { github: 'https://github.com/linker', blog: '', signature: '**hi** <img src=x onerror=alert(1)> [x](javascript:alert(1))' },
  });
  t.equal(ok.status, 200, ok.msg);
  t.equal(ok.data.github, 'https://github.com/linker');
  t.match(ok.data.signature, /\*\*hi\*\*/);
  t.notMatch(ok.data.signature, /onerror|javascript:/i, 'no handler, no script URL');
});
