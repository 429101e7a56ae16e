// The kernel's admin calls (reference §2 "Admin") and who may make them (spec 1 §6).
import t from 'tap';
import { TestSite, TestSmtp } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

const user = await site.userWithToken('plainuser');
const admin = await site.userWithToken('anadmin', 'admin');
const padmin = await site.userWithToken('aproblemadmin', 'problem_admin');
const root = await site.userWithToken('theroot', 'root');

t.test('super-admin pages refuse ordinary users and other admin roles with 403', async (t) => {
  const calls: [string, string][] = [
    ['GET', '/api/admin/user/get-user-list'], ['GET', '/api/admin/config/get-web-config'], ['GET', '/api/admin/switch/info'],
    ['GET', '/api/admin/config/get-email-config'], ['GET', '/api/admin/announcement'], ['GET', '/api/admin/msg/notice'],
    ['GET', '/api/admin/config/mail-outbox'],
  ];
  for (const [method, url] of calls) {
    for (const who of [user, admin, padmin]) {
      const r = await site.api(method, url, { token: who.token, lang: 'en-US' });
      t.equal(r.http, 403, `${url} refused`);
      t.equal(r.msg, 'Sorry, you do not have permission for this');
    }
    t.equal((await site.api(method, url, { token: root.token })).status, 200, `${url} for root`);
    t.equal((await site.api(method, url)).http, 401, `${url} for visitors`);
  }
});

t.test('the dashboard is for every admin role', async (t) => {
  t.equal((await site.api('GET', '/api/admin/dashboard/get-dashboard-info', { token: user.token })).http, 403);
  const info = await site.api<{ userNum: number; todayRegisterNum: number }>('GET', '/api/admin/dashboard/get-dashboard-info', { token: padmin.token });
  t.equal(info.data.userNum, 4);
  t.equal(info.data.todayRegisterNum, 4);
  // the reference's shape: one session, the previous login (here the only one)
  const session = await site.api<{ ip: string }>('POST', '/api/admin/dashboard/get-sessions', { token: admin.token });
  t.equal(session.data.ip, '127.0.0.1');
});

t.test('user list searches and pages; edit changes role, title and password; banning ends sessions', async (t) => {
  const list = await site.api<{ records: { uid: string; username: string; role: string }[]; total: number }>('GET', '/api/admin/user/get-user-list', { token: root.token, query: { keyword: 'admin' } });
  t.same(list.data.records.map((r) => r.username).sort(), ['anadmin', 'aproblemadmin']);
  const admins = await site.api<{ total: number }>('GET', '/api/admin/user/get-user-list', { token: root.token, query: { onlyAdmin: true } });
  t.equal(admins.data.total, 3);

  const edit = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, username: 'plainuser', type: 1005, status: 0, titleName: 'Champion', titleColor: '#f00', setNewPwd: true, password: 'reset-by-admin' } });
  t.equal(edit.status, 200, edit.msg);
  const auth = await site.api('GET', '/api/get-user-auth-info', { token: user.token });
  t.equal(auth.http, 401, 'a new password ends the old sessions');
  const token = await site.login('plainuser', 'reset-by-admin');
  const perms = await site.api<{ roles: string[]; permissions: string[] }>('GET', '/api/get-user-auth-info', { token });
  t.same(perms.data.roles, ['mute_user']);
  t.notOk(perms.data.permissions.includes('comment_add'), 'muted users cannot comment');

  const ban = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, username: 'plainuser', type: 1002, status: 1 } });
  t.equal(ban.status, 200);
  t.equal((await site.api('GET', '/api/get-user-auth-info', { token })).http, 401, 'banning ends the sessions');

  const self = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: root.uid, username: 'theroot', type: 1002, status: 0 }, lang: 'en-US' });
  t.equal(self.msg, 'You cannot change your own role or ban yourself');
  const badRole = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, username: 'plainuser', type: 999, status: 0 } });
  t.equal(badRole.status, 400);
  const clash = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, username: 'anadmin', type: 1002, status: 0 }, lang: 'en-US' });
  t.equal(clash.msg, 'The username already exists');
});

t.test('insert-batch-user takes rows of 7 columns, all or nothing', async (t) => {
  const ok = await site.api<{ inserted: number }>('POST', '/api/admin/user/insert-batch-user', { token: root.token, body: { users: [
    ['stu1', 'pass-one', 'stu1@example.com', 'Student One', 'male', 'S1', 'School'],
    ['stu2', 'pass-two', '', '', '', '', ''],
    ['stu3', 'pass-three'],
  ] } });
  t.equal(ok.status, 200, ok.msg);
  t.equal(ok.data.inserted, 3);
  t.type(await site.login('stu3', 'pass-three'), 'string');
  const row = await site.db('users').where({ username: 'stu1' }).first();
  t.equal(row.realname, 'Student One');

  const dup = await site.api('POST', '/api/admin/user/insert-batch-user', { token: root.token, body: { users: [['stu9', 'pass-nine'], ['stu1', 'pass-one']] }, lang: 'en-US' });
  t.equal(dup.msg, 'The username stu1 already exists');
  t.notOk(await site.db('users').where({ username: 'stu9' }).first(), 'nothing of the batch was written');
  const bad = await site.api('POST', '/api/admin/user/insert-batch-user', { token: root.token, body: { users: [['ok1', 'pass-ok1'], ['x'.repeat(21), 'pass-ok2']] }, lang: 'en-US' });
  t.match(bad.msg, /^Row 2 is invalid/);
  t.notOk(await site.db('users').where({ username: 'ok1' }).first());
});

t.test('generate-user creates numbered accounts and a one-hour sheet to download', async (t) => {
  const gen = await site.api<{ key: string }>('POST', '/api/admin/user/generate-user', { token: root.token, body: { prefix: 'team', suffix: 'x', number_from: 1, number_to: 3, password_length: 8 } });
  t.equal(gen.status, 200, gen.msg);
  const sheet = await site.app.inject({ method: 'GET', url: '/api/file/generate-user-excel', query: { key: gen.data.key }, headers: { authorization: root.token } });
  t.match(String(sheet.headers['content-type']), /text\/csv/);
  t.match(String(sheet.headers['content-disposition']), /attachment/);
  const lines = sheet.body.replace(/^\uFEFF/, '').trim().split('\r\n');
  t.equal(lines[0], 'username,password');
  t.same(lines.slice(1).map((l) => l.split(',')[0]), ['team1x', 'team2x', 'team3x']);
  const [name, password] = lines[1].split(',');
  t.equal(password.length, 8);
  t.type(await site.login(name, password), 'string', 'the sheet holds working passwords');
  const range = await site.api('POST', '/api/admin/user/generate-user', { token: root.token, body: { prefix: 'a', suffix: '', number_from: 5, number_to: 1, password_length: 8 } });
  t.equal(range.status, 400);
  const short = await site.api('POST', '/api/admin/user/generate-user', { token: root.token, body: { prefix: 'a', suffix: '', number_from: 1, number_to: 2, password_length: 5 } });
  t.equal(short.status, 400, 'passwords are 6 to 25 characters');
  t.equal((await site.api('GET', '/api/file/generate-user-excel', { token: admin.token, query: { key: gen.data.key } })).http, 403);
  t.equal((await site.api('GET', '/api/file/generate-user-excel', { token: root.token, query: { key: 'nope' } })).status, 404);
});

t.test('delete-user removes accounts but never the caller', async (t) => {
  const victim = await site.createUser('deleteme', 'pass1234');
  t.equal((await site.api('DELETE', '/api/admin/user/delete-user', { token: root.token, body: { ids: [root.uid] } })).status, 400);
  t.equal((await site.api('DELETE', '/api/admin/user/delete-user', { token: root.token, body: { ids: [victim] } })).status, 200);
  t.notOk(await site.db('users').where({ uid: victim }).first());
});

t.test('announcements: admin CRUD, the public list shows visible ones by 5', async (t) => {
  for (let i = 1; i <= 6; i++) await site.api('POST', '/api/admin/announcement', { token: root.token, body: { title: `News ${i}`, content: `**${i}**` } });
  await site.api('POST', '/api/admin/announcement', { token: root.token, body: { title: 'Hidden', content: 'x', status: 1 } });
  const pub = await site.api<{ records: { title: string; username: string }[]; total: number; size: number }>('GET', '/api/get-common-announcement');
  t.equal(pub.data.size, 5);
  t.equal(pub.data.total, 6);
  t.equal(pub.data.records[0].title, 'News 6');
  t.equal(pub.data.records[0].username, 'theroot');
  const adminList = await site.api<{ records: { id: number; title: string }[]; total: number }>('GET', '/api/admin/announcement', { token: root.token });
  t.equal(adminList.data.total, 7);
  const id = adminList.data.records.find((a) => a.title === 'News 1')!.id;
  t.equal((await site.api('PUT', '/api/admin/announcement', { token: root.token, body: { id, title: 'News one', content: 'edited' } })).status, 200);
  t.equal((await site.api('DELETE', '/api/admin/announcement', { token: root.token, query: { aid: id } })).status, 200);
  t.equal((await site.api('DELETE', '/api/admin/announcement', { token: root.token, query: { aid: id } })).status, 404);
  const empty = await site.api('POST', '/api/admin/announcement', { token: root.token, body: { title: '', content: 'x' }, lang: 'en-US' });
  t.equal(empty.msg, 'title must be at least 1 characters long');
});

t.test('the user list answers each user\'s role in the reference shape; edit keeps the role and saves the nickname', async (t) => {
  type Row = { uid: string; username: string; roleId: number; nickname: string | null; roles: { id: number; role: string; description: string }[] };
  const list = async (query: Record<string, unknown>) =>
    (await site.api<{ records: Row[] }>('GET', '/api/admin/user/get-user-list', { token: root.token, query: { limit: 50, ...query }, lang: 'en-US' })).data.records;
  const admins = await list({ onlyAdmin: true });
  const roleOf = (rows: Row[], name: string) => rows.find((r) => r.username === name)!.roles;
  t.same(roleOf(admins, 'theroot'), [{ id: 1000, role: 'root', description: 'Super administrator', status: 0 }], 'the reference client reads roles[0].id');
  t.equal(roleOf(admins, 'anadmin')[0].id, 1001);
  t.equal(roleOf(admins, 'aproblemadmin')[0].id, 1008);
  t.equal(admins.find((r) => r.username === 'theroot')!.roleId, 1000);

  const before = admins.find((r) => r.username === 'anadmin')!;
  const edit = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: before.uid, username: 'anadmin', realname: '', nickname: 'Ann', email: '', titleName: '', titleColor: '', type: before.roles[0].id, status: 0, setNewPwd: false, password: '' } });
  t.equal(edit.status, 200, edit.msg);
  const after = (await list({ keyword: 'anadmin' })).find((r) => r.username === 'anadmin')!;
  t.equal(after.nickname, 'Ann', 'the nickname typed in Edit is saved');
  t.equal(after.roles[0].id, 1001, 'the admin is still an admin');
});

t.test('website config and switches: set by the super admin, read by everyone', async (t) => {
  t.equal((await site.api('PUT', '/api/admin/config/set-web-config', { token: root.token, body: { name: 'Club Judge', shortName: 'CJ' } })).status, 200);
  t.equal((await site.api('PUT', '/api/admin/switch/update', { token: root.token, body: { openPublicDiscussion: false, defaultSubmitInterval: 30 } })).status, 200);
  const cfg = await site.api<Record<string, unknown>>('GET', '/api/get-website-config');
  t.equal(cfg.data.name, 'Club Judge');
  t.equal(cfg.data.shortName, 'CJ');
  t.equal(cfg.data.openPublicDiscussion, false);
  const sw = await site.api<Record<string, unknown>>('GET', '/api/admin/switch/info', { token: root.token });
  t.equal(sw.data.defaultSubmitInterval, 30);
  t.equal(sw.data.openContestJudge, true);
  const bad = await site.api('PUT', '/api/admin/switch/update', { token: root.token, body: { defaultSubmitInterval: -1 } });
  t.equal(bad.status, 400);
  t.equal((await site.api<Record<string, unknown>>('GET', '/api/admin/switch/info', { token: root.token })).data.defaultSubmitInterval, 30, 'the bad value changed nothing');
});

t.test('e-mail settings keep the password on the server; test mail goes out through SMTP', async (t) => {
  const smtp = await TestSmtp.start();
  t.teardown(() => smtp.close());
  t.equal((await site.api('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { emailHost: '127.0.0.1', emailPort: smtp.port, emailSsl: false, emailUsername: 'bot@example.com', emailPassword: 's3cret' } })).status, 200);
  const view = await site.api<Record<string, unknown>>('GET', '/api/admin/config/get-email-config', { token: root.token });
  t.equal(view.data.emailHost, '127.0.0.1');
  t.equal(view.data.hasPassword, true);
  t.notOk('emailPassword' in view.data, 'the SMTP password is never sent back');
  // the test server offers no AUTH: clear the credentials for the real send
  await site.api('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { emailUsername: '', emailPassword: '' } });
  const sent = await site.api('POST', '/api/admin/config/test-email', { token: root.token, body: { email: 'ops@example.com' }, lang: 'en-US' });
  t.equal(sent.msg, 'The test mail has been sent');
  t.match((await smtp.waitFor('ops@example.com')).text, /can send mail/);
  await site.api('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { emailPort: 1 } });
  const failed = await site.api('POST', '/api/admin/config/test-email', { token: root.token, body: { email: 'ops@example.com' }, lang: 'en-US' });
  t.equal(failed.status, 400);
  t.match(failed.msg, /^The test mail could not be sent/);
});

t.test('the SMTP password is write-only: never in the GET, unchanged when saved empty, replaced when typed', async (t) => {
  const put = (body: Record<string, unknown>) => site.api('PUT', '/api/admin/config/set-email-config', { token: root.token, body });
  const stored = async () => ((await site.kernel.settings.group('email')).emailPassword);
  t.equal((await put({ emailHost: 'smtp.example.com', emailUsername: 'bot@example.com', emailPassword: 'Very-Secret-1' })).status, 200);
  const view = await site.api<Record<string, unknown>>('GET', '/api/admin/config/get-email-config', { token: root.token });
  t.notOk(view.raw.includes('Very-Secret-1'), 'the password is nowhere in the answer');
  t.notOk('emailPassword' in view.data);
  t.equal(view.data.hasPassword, true, 'the page can say a password is set');
  // the page sends back everything it shows, with the password box left empty
  t.equal((await put({ ...view.data, emailPassword: '' })).status, 200);
  t.equal(await stored(), 'Very-Secret-1', 'left empty: unchanged');
  t.equal((await put({ emailUsername: 'bot@example.com', emailPassword: 'Other-Secret-2' })).status, 200);
  t.equal(await stored(), 'Other-Secret-2', 'typed: replaced');
  await put({ emailHost: '', emailUsername: '', emailPassword: '' });
  t.equal(await stored(), '', 'cleared with the user name');
});

t.test('without SMTP, mail is kept in the outbox the super admin reads', async (t) => {
  await site.api('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { emailHost: '' } });
  const r = await site.api('GET', '/api/get-register-code', { query: { email: 'lonely@example.com' } });
  t.equal(r.status, 200, r.msg);
  let outbox: { records: { to: string; text: string; status: string }[] } = { records: [] };
  for (let i = 0; i < 100 && !outbox.records.some((m) => m.to === 'lonely@example.com'); i++) {
    await new Promise((res) => setTimeout(res, 100));
    outbox = (await site.api<typeof outbox>('GET', '/api/admin/config/mail-outbox', { token: root.token })).data;
  }
  const mail = outbox.records.find((m) => m.to === 'lonely@example.com');
  t.ok(mail, 'the mail is in the outbox');
  t.equal(mail?.status, 'kept');
  t.match(mail?.text ?? '', /\d{6}/);
});

t.test('carousel: the super admin uploads images, everyone lists them', async (t) => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const boundary = 'xyzboundary';
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const refused = await site.app.inject({ method: 'POST', url: '/api/file/upload-carouse-img', payload, headers: { ...headers, authorization: admin.token } });
  t.equal(refused.statusCode, 403);
  const up = JSON.parse((await site.app.inject({ method: 'POST', url: '/api/file/upload-carouse-img', payload, headers: { ...headers, authorization: root.token } })).body);
  t.equal(up.status, 200);
  const list = await site.api<{ id: number; url: string }[]>('GET', '/api/home-carousel');
  t.equal(list.data.length, 1);
  t.equal(list.data[0].url, up.data.link);
  t.equal((await site.api('DELETE', '/api/admin/config/home-carousel', { token: root.token, query: { id: list.data[0].id } })).status, 200);
  t.equal((await site.api<unknown[]>('GET', '/api/home-carousel')).data.length, 0);
});

t.test('a fresh site has its secrets from the first request on (the judge token is not empty)', async (t) => {
  const secrets = await site.kernel.settings.get<{ jwtSecret: string; judgeToken: string }>('secrets');
  t.ok(secrets.judgeToken.length >= 32);
  t.equal(secrets.jwtSecret, site.kernel.jwtSecret);
});
