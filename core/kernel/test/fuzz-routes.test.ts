// The fuzz suite of issue 9: every route of a site with every first-party plugin, taken from its
// OpenAPI document (so a new route joins by being registered), called as a visitor, a user and
// the super admin with hostile values derived from its schema: wrong types, bounds, non-finite
// numbers, huge and NUL strings, long path segments, duplicate JSON keys, unlisted privileged
// fields, and the same create sent many times at once. It fails on any 500, on a call that never
// answers, on an answer outside the envelope, and on any account's privileged column changing.
import t from 'tap';
import { TestSite } from './harness.ts';
import { compileEveryValidator } from '../src/http/validation.ts';
import { compileEverySerializer } from '../src/http/serialization.ts';
import { PRIVILEGED_FIELDS, hostile, propertiesOf, sample, type JsonSchema } from './schema-values.ts';

// some thousands of calls: on a busy 2-core machine they took over the package's 180 s guard (a
// call that hangs is caught by HANG_MS below, this only bounds the whole file)
t.setTimeout(600_000);

const site = await TestSite.start({
  plugins: [{ package: '@oj/plugin-guestbook' }, { package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }, { package: '@oj/plugin-contests' }, { package: '@oj/plugin-trainings' }, { package: '@oj/plugin-discussions' }, { package: '@oj/plugin-comments' }, { package: '@oj/plugin-groups' }, { package: '@oj/plugin-ai-chat' }, { package: '@oj/plugin-remote-judge' }],
});
t.teardown(() => site.close());
const root = await site.userWithToken('fzroot', 'root');

const user = await site.userWithToken('fzuser');

interface Param { in: string; name: string; schema?: JsonSchema }
interface Operation { parameters?: Param[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
const doc = JSON.parse((await site.api('GET', '/api/openapi.json')).raw) as { paths: Record<string, Record<string, Operation>> };

// a stream stays open by design (push.test.ts covers it); logging out ends the caller's token, so it goes last
const STREAMS = new Set(['/api/events']);
const ops = Object.entries(doc.paths).filter(([path]) => !STREAMS.has(path))
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
  .sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));

let seed = 20261123;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const some = <T>(list: T[], n: number): T[] => list.length <= n ? list : Array.from({ length: n }, () => list[Math.floor(rand() * list.length)]);
const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'null').slice(0, 2000);
const LONG_SEGMENT = 'a'.repeat(300);
const HANG_MS = 20_000;

interface Call { method: string; url: string; query?: Record<string, string>; payload?: string; token?: string }
let calls = 0;
const failures: string[] = [];

async function send(c: Call): Promise<number> {
  calls++;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => { timer = setTimeout(() => resolve('hang'), HANG_MS); });
  const res = await Promise.race([site.app.inject({
    method: c.method as 'GET', url: c.url, query: c.query, payload: c.payload,
    headers: { ...(c.token ? { authorization: c.token } : {}), ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
  }), hang]);
  clearTimeout(timer);
  const what = `${c.method} ${c.url} ${JSON.stringify(c.query ?? {}).slice(0, 120)} ${(c.payload ?? '').slice(0, 120)}`;
  if (res === 'hang') { failures.push(`no answer in ${HANG_MS} ms: ${what}`); return 0; }
  if (res.statusCode >= 500) failures.push(`${res.statusCode}: ${what} → ${res.body.slice(0, 200)}`);
  else if (String(res.headers['content-type'] ?? '').includes('json')) {
    const body = JSON.parse(res.body) as { status?: unknown; msg?: unknown; mes?: unknown };
    // the AI chat's calls answer `mes` where every other call answers `msg` (spec 2 §7); the kernel's
    // getDate and a path no route has keep `msg`
    const message = c.url.startsWith('/aichat/') ? body.mes ?? body.msg : body.msg;
    if (typeof body.status !== 'number' || typeof message !== 'string') failures.push(`not an envelope: ${what} → ${res.body.slice(0, 200)}`);
  }
  return res.statusCode;
}

/** The calls one operation gets from one caller. */
function variants(path: string, method: string, op: Operation, token?: string): Call[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const url = (values: Record<string, string> = {}) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? String(sample(pathParams.find((p) => p.name === name)?.schema))));
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, text(sample(p.schema))]));
  const baseBody = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
  const json = (v: unknown) => (bodySchema ? JSON.stringify(v) : undefined);
  const out: Call[] = [{ method, url: url(), query: baseQuery, payload: json(baseBody), token }];
  for (const p of queryParams) {
    for (const v of some(hostile(p.schema ?? {}), 6)) out.push({ method, url: url(), query: { ...baseQuery, [p.name]: text(v) }, payload: json(baseBody), token });
  }
  for (const p of pathParams) {
    for (const v of [...some(hostile(p.schema ?? {}), 4), LONG_SEGMENT]) out.push({ method, url: url({ [p.name]: text(v) }), query: baseQuery, payload: json(baseBody), token });
  }
  out.push({ method, url: `${url()}/${LONG_SEGMENT}`, query: baseQuery, payload: json(baseBody), token });
  if (bodySchema && baseBody && typeof baseBody === 'object') {
    for (const [name, s] of Object.entries(propertiesOf(bodySchema))) {
      for (const v of some(hostile(s), 6)) out.push({ method, url: url(), query: baseQuery, payload: JSON.stringify({ ...baseBody, [name]: v }), token });
    }
    // duplicate keys: a hostile value first, the plausible one last (JSON.parse keeps the last)
    const dup = Object.entries(baseBody).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(some(hostile({}), 1)[0])},${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',');
    out.push({ method, url: url(), query: baseQuery, payload: `{${dup}}`, token });
    out.push({ method, url: url(), query: baseQuery, payload: JSON.stringify({ ...PRIVILEGED_FIELDS, ...baseBody }), token });
    out.push({ method, url: url(), query: baseQuery, payload: '{"__proto__":{"roleId":1000},"constructor":{"prototype":{"isAdmin":true}}}', token });
    for (const v of some(hostile({}), 4)) out.push({ method, url: url(), query: baseQuery, payload: JSON.stringify(v), token });
  }
  return out;
}

const PRIVILEGED_COLUMNS = ['uid', 'roleId', 'status', 'passwordHash', 'email', 'username', 'titleName', 'titleColor'];
const snapshot = async () => site.db('users').orderBy('uid').select(PRIVILEGED_COLUMNS);

// the schemas are compiled at a route's first use (http/validation.ts): every one of them is
// compiled here, before any call, so a schema Ajv or fast-json-stringify refuses fails this suite
t.test('every route\'s request and answer schemas compile', async (t) => {
  t.ok((await compileEveryValidator(site.node.app)) > 300, 'the request validators of every plugin');
  t.ok((await compileEverySerializer()) > 300, 'the answer serialisers');
});

t.test('hostile calls to every route as visitor and user: no 500, no hang, always the envelope, no account changed', async (t) => {
  const before = await snapshot();
  for (const { path, method, op } of ops) {
    for (const token of [undefined, user.token]) for (const c of variants(path, method, op, token)) await send(c);
  }
  t.same(await snapshot(), before, 'no account changed');
  t.same(failures.splice(0), [], `${calls} calls`);
  t.ok(calls > 2000, `${calls} calls made`);
  t.equal(({} as Record<string, unknown>).roleId, undefined, 'no prototype polluted');
});

t.test('hostile calls to every route as the super admin: no 500, no hang, always the envelope', async (t) => {
  const before = await snapshot();
  for (const { path, method, op } of ops) for (const c of variants(path, method, op, root.token)) await send(c);
  const after = new Map((await snapshot()).map((r) => [r.uid, r]));
  t.same(before.map((r) => after.get(r.uid)), before, 'no existing account changed by malformed calls');
  t.same(failures.splice(0), [], `${calls} calls`);
});

t.test('the same create sent many times at once answers each call cleanly (unique names)', async (t) => {
  const fresh = await site.userWithToken('fzroot2', 'root');
  for (const { path, method, op } of ops.filter((o) => o.method === 'POST' || o.method === 'PUT')) {
    const schema = op.requestBody?.content['application/json']?.schema;
    if (!schema || path === '/api/logout') continue;
    const payload = JSON.stringify(sample(schema));
    const url = path.replace(/\{(\w+)\}/g, 'a');
    await Promise.all(Array.from({ length: 12 }, () => send({ method, url, payload, token: fresh.token })));
  }
  t.same(failures.splice(0), [], 'no 500 under concurrent identical writes');
  const tags = await Promise.all(Array.from({ length: 20 }, () => site.api('POST', '/api/admin/tag', { token: fresh.token, body: { name: 'race', oj: 'ME' }, lang: 'en-US' })));
  t.equal(tags.filter((r) => r.status === 200).length, 1, 'one tag is created');
  t.ok(tags.every((r) => r.status === 200 || (r.status === 400 && r.msg.length > 0)), 'the others get a clear refusal');
});
