// Mass assignment (issue 9 item 1): no write route lets a caller set a field its schema does not
// list. The routes come from the OpenAPI document of a site with every first-party plugin, so a
// new route is covered by being registered.
import t from 'tap';
import { Ajv } from 'ajv';
import { TestSite } from './harness.ts';
import { openObjects } from '../src/http/validation.ts';
import { PRIVILEGED_FIELDS, sample, propertiesOf, type JsonSchema } from './schema-values.ts';

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-guestbook' }, { package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }, { package: '@oj/plugin-contests' }, { package: '@oj/plugin-trainings' }, { package: '@oj/plugin-discussions' }, { package: '@oj/plugin-comments' }, { package: '@oj/plugin-groups' }, { package: '@oj/plugin-ai-chat' }, { package: '@oj/plugin-remote-judge' }],
});
t.teardown(() => site.close());
const root = await site.userWithToken('maroot', 'root');
const user = await site.userWithToken('mauser');

interface Operation { requestBody?: { content: Record<string, { schema: JsonSchema }> } }
const doc = JSON.parse((await site.api('GET', '/api/openapi.json')).raw) as { paths: Record<string, Record<string, Operation>> };
const writes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).flatMap(([method, op]) => {
  const schema = op.requestBody?.content['application/json']?.schema;
  return schema ? [{ method: method.toUpperCase(), path, schema }] : [];
}));

/** `value` with every privileged field its schema does not list, on the body and on each object inside it. */
function withExtras(value: unknown, schema: JsonSchema, depth = 0): unknown {
  // a list body (a whole list of categories): each of its objects gets the extras
  if (Array.isArray(value) && depth <= 2) return value.map((v) => withExtras(v, (schema.items ?? {}) as JsonSchema, depth + 1));
  if (!value || typeof value !== 'object' || Array.isArray(value) || depth > 2) return value;
  const props = propertiesOf(schema);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = props[k] ? withExtras(v, props[k], depth + 1) : v;
  for (const [k, v] of Object.entries(PRIVILEGED_FIELDS)) if (!(k in props)) out[k] = v;
  return out;
}

const PRIVILEGED_COLUMNS = ['uid', 'roleId', 'status', 'passwordHash', 'email', 'username', 'titleName', 'titleColor', 'avatar'];
const snapshot = async () => site.db('users').orderBy('uid').select(PRIVILEGED_COLUMNS);
const ajvFor = (removeAdditional: boolean) => {
  const ajv = new Ajv({ strict: false, allErrors: true, removeAdditional, validateFormats: false });
  for (const keyword of ['x-msg', 'x-extra-fields', 'x-finite']) ajv.addKeyword(keyword);
  return ajv;
};
const refusing = ajvFor(false);
const stripping = ajvFor(true);

t.test('every JSON body schema refuses or strips unlisted fields, at every depth', async (t) => {
  t.ok(writes.length >= 30, `${writes.length} write routes with a JSON body`);
  for (const w of writes) t.same(openObjects(w.schema), [], `${w.method} ${w.path}: no object accepts unlisted fields`);
});

t.test('an unlisted privileged field sent to any write route changes nothing', async (t) => {
  for (const w of writes) {
    const strip = w.schema['x-extra-fields'] === 'strip';
    const body = withExtras(sample(w.schema), w.schema) as Record<string, unknown>;
    // the schema itself: refused with the field named, or dropped before the handler sees it
    if (strip) {
      const copy = structuredClone(body);
      stripping.validate(w.schema, copy);
      for (const k of Object.keys(PRIVILEGED_FIELDS)) if (!(k in propertiesOf(w.schema))) t.notOk(k in copy, `${w.method} ${w.path}: ${k} is dropped`);
    } else {
      refusing.validate(w.schema, body);
      const extra = (refusing.errors ?? []).filter((e) => e.keyword === 'additionalProperties').map((e) => e.params.additionalProperty as string);
      // a body of plain values (a list of ids) has no object to smuggle a field into
      if (JSON.stringify(body).includes('{')) t.ok(extra.length > 0, `${w.method} ${w.path}: unlisted fields are refused (${extra.slice(0, 3).join(', ')})`);
    }
    // the running site: no caller's account or anyone else's changes
    for (const caller of [user, root]) {
      const before = await snapshot();
      const res = await site.api(w.method, w.path, { token: caller.token, body });
      t.ok(res.http < 500, `${w.method} ${w.path}: answered ${res.http} ${res.msg}`);
      if (!strip) t.not(res.status, 200, `${w.method} ${w.path}: refused (${res.msg})`);
      const after = new Map((await snapshot()).map((r) => [r.uid, r]));
      t.same(before.map((r) => after.get(r.uid)), before, `${w.method} ${w.path} as ${caller === root ? 'root' : 'user'}: accounts unchanged`);
    }
  }
});

t.test('change-userInfo writes the profile fields only: a user sending roleId stays a user (the reference client sends its whole UserInfoVO)', async (t) => {
  const res = await site.api<{ nickname: string; roleList: string[] }>('POST', '/api/change-userInfo', {
    token: user.token, body: { nickname: ' Ann ', school: 'S', roleId: 1000, email: 'x@evil.invalid', username: 'other', titleName: 'Boss', status: 1, roleList: ['root'] },
  });
  t.equal(res.status, 200, res.msg);
  t.equal(res.data.nickname, 'Ann');
  t.same(res.data.roleList, ['default_user']);
  const row = await site.db('users').where({ uid: user.uid }).first();
  t.match(row, { roleId: 1002, email: 'mauser@example.com', username: 'mauser', titleName: null, status: 0, nickname: 'Ann', school: 'S' });
  const admin = await site.api('GET', '/api/admin/user/get-user-list', { token: user.token });
  t.equal(admin.http, 403, 'and still has no admin page');
});

t.test('a body value of the wrong type is refused, not converted', async (t) => {
  const res = await site.api('POST', '/api/change-userInfo', { token: user.token, body: { nickname: 123 }, lang: 'en-US' });
  t.same([res.status, res.msg], [400, 'The type of nickname is invalid']);
  const edit = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, username: 'mauser', type: '1000x', status: 0 }, lang: 'en-US' });
  t.same([edit.status, edit.msg], [400, 'The type of type is invalid'], 'text that is not a number is not a role id');
  const float = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, username: 'mauser', type: '1000.0', status: 0 }, lang: 'en-US' });
  t.equal(float.status, 400, 'nor is a fraction');
  t.equal((await site.db('users').where({ uid: user.uid }).first()).roleId, 1002);
});

t.test("the reference client's numbers and booleans sent as text are read as what they name (issue 30)", async (t) => {
  // its user form holds the role and status as the select gave them, and sends null for what it left empty
  const edit = await site.api('PUT', '/api/admin/user/edit-user', {
    token: root.token, lang: 'en-US',
    body: { uid: user.uid, username: 'mauser', type: '1002', status: '0', setNewPwd: 'false', realname: null, titleName: null, gmtCreate: '2026-01-01 00:00:00' },
  });
  t.equal(edit.status, 200, edit.msg);
  t.match(await site.db('users').where({ uid: user.uid }).first(), { roleId: 1002, status: 0, username: 'mauser' });
  const wrong = await site.api('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: user.uid, username: 'mauser', type: 1002, status: 0, setNewPwd: 'yes' }, lang: 'en-US' });
  t.same([wrong.status, wrong.msg], [400, 'The type of setNewPwd is invalid'], 'only "true" and "false" are booleans');
});

t.test('an unlisted field on a refusing route is named in both languages', async (t) => {
  const en = await site.api('POST', '/api/change-password', { token: user.token, body: { oldPassword: 'secret123', newPassword: 'secret456', roleId: 1000 }, lang: 'en-US' });
  t.same([en.status, en.msg], [400, 'roleId is not a field of this request']);
  const zh = await site.api('POST', '/api/change-password', { token: user.token, body: { oldPassword: 'secret123', newPassword: 'secret456', roleId: 1000 } });
  t.same([zh.status, zh.msg], [400, '参数 roleId 不是本请求可接受的字段']);
  await site.login('mauser', 'secret123');
  t.pass('the password was not changed');
});
