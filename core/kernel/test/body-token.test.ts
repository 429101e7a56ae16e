// Calls that take the user's token in the body and answer `mes` (spec 2 §7, the AI chat's form-encoded
// calls): the kernel checks the route's rule once the body is parsed, hides the token from the
// handler, and writes its own errors in the route's shape. Fixture: test/fixtures/body-token.
import t from 'tap';
import { TestSite } from './harness.ts';

const site = await TestSite.start({ plugins: [{ package: './core/kernel/test/fixtures/body-token' }] });
t.teardown(() => site.close());
const ann = await site.userWithToken('ann');
const form = (fields: Record<string, string>, lang = 'en-US') => site.app.inject({
  method: 'POST', url: '/body-token/say', payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
});

t.test('the token in a form body signs the caller in, and the handler never sees it', async (t) => {
  const res = await form({ token: ann.token, text: 'hello' });
  const body = res.json() as { status: number; mes: string; data: { uid: string; text: string; fields: string[] } };
  t.equal(body.status, 200);
  t.equal(body.data.uid, ann.uid);
  t.same(body.data.fields, ['text'], 'the token field is gone before validation and the handler');
});

t.test('the Authorization header still works on such a route', async (t) => {
  const r = await site.api<{ text: string }>('POST', '/body-token/say', { token: ann.token, body: { text: 'from json' } });
  t.equal(r.data.text, 'from json');
});

t.test('without a token, or with a bad one, the answer is 401 with `mes`, in both languages', async (t) => {
  const none = await form({ text: 'hello' });
  t.equal(none.statusCode, 401);
  const noneBody = none.json() as Record<string, unknown>;
  t.equal(noneBody.status, 401);
  t.equal(noneBody.mes, 'Please login first!');
  t.notOk('msg' in noneBody, 'no msg field on a mes route');
  const zh = (await form({ text: 'hello' }, 'zh-CN')).json() as { mes: string };
  t.equal(zh.mes, '请先登录！');
  const bad = await form({ token: 'not-a-token', text: 'hello' });
  t.equal(bad.statusCode, 401);
});

t.test("the handler's own errors and validation errors also answer `mes`", async (t) => {
  const empty = (await form({ token: ann.token, text: '  ' })).json() as { status: number; mes: string };
  t.same([empty.status, empty.mes], [400, 'Say something']);
  const missing = (await form({ token: ann.token })).json() as { status: number; mes: string };
  t.equal(missing.status, 400);
  t.match(missing.mes, /text/);
});

t.test('a token in the body of an ordinary route is not accepted', async (t) => {
  const r = await site.api('POST', '/api/change-userInfo', { body: { token: ann.token, nickname: 'x' } });
  t.equal(r.http, 401);
});
