// Bad input (target R4): every route answers malformed input with a clear message in the
// envelope and never a 500; every message the server sends exists in both languages.
import t from 'tap';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TestSite, REPO_ROOT } from './harness.ts';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-guestbook' }] });
t.teardown(() => site.close());
const root = await site.userWithToken('fuzzroot', 'root');

interface Operation { parameters?: { in: string; name: string }[]; requestBody?: unknown }
const doc = (await site.api('GET', '/api/openapi.json')).raw;
const paths = JSON.parse(doc).paths as Record<string, Record<string, Operation>>;

/** Deterministic pseudo-random values of many shapes. */
let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const WEIRD: unknown[] = ['', ' ', 'x'.repeat(70_000), -1, 0, 1e309, 3.5, true, null, [], {}, [{}], '\u0000', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '９９', 'NaN', { $gt: '' }];
const pick = () => WEIRD[Math.floor(rand() * WEIRD.length)];

t.test('the OpenAPI document lists the kernel routes', async (t) => {
  for (const p of ['/api/login', '/api/register', '/api/msg/unread', '/api/admin/user/get-user-list', '/api/get-website-config']) t.ok(paths[p], p);
});

t.test('fuzzed bodies and queries never get a 500', async (t) => {
  let calls = 0;
  for (const [path, methods] of Object.entries(paths)) {
    // path parameters aside; /api/events is a stream that stays open by design (push.test.ts)
    if (path.includes('{') || path === '/api/events') continue;
    for (const [method, op] of Object.entries(methods)) {
      const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (let round = 0; round < 6; round++) {
        const query: Record<string, string> = {};
        for (const n of names) query[n] = String(pick()).slice(0, 500);
        const body = round % 3 === 0 ? pick() : Object.fromEntries(['username', 'password', 'email', 'code', 'content', 'title', 'id', 'ids', 'users', 'type', 'uid'].map((k) => [k, pick()]));
        for (const token of [undefined, root.token]) {
          const res = await site.app.inject({
            method: method.toUpperCase() as 'GET', url: path, query,
            headers: { ...(token ? { authorization: token } : {}), 'content-type': 'application/json' },
            payload: method === 'get' ? undefined : round === 5 ? '{"broken": ' : JSON.stringify(body),
          });
          calls++;
          if (res.statusCode >= 500) t.fail(`${method.toUpperCase()} ${path} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
          if (res.headers['content-type']?.toString().includes('json')) {
            const parsed = JSON.parse(res.body) as { status?: unknown; msg?: unknown };
            if (typeof parsed.status !== 'number' || typeof parsed.msg !== 'string') t.fail(`${path}: not an envelope: ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
  }
  t.ok(calls > 300, `${calls} calls made`);
  t.ok(await site.db('users').where({ username: 'fuzzroot' }).first(), 'the caller still exists');
});

t.test('malformed JSON gets a clear message', async (t) => {
  const res = await site.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json', 'accept-language': 'en-US' }, payload: '{"username": ' });
  t.equal(res.statusCode, 200);
  t.same(JSON.parse(res.body), { status: 400, msg: 'The request is malformed', code: 'OJ_BAD_REQUEST_BODY', data: null });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

t.test('every message key the kernel uses exists in zh-CN and en-US', async (t) => {
  const zh = JSON.parse(readFileSync(join(REPO_ROOT, 'core/kernel/locales/zh-CN.json'), 'utf8')) as Record<string, string>;
  const en = JSON.parse(readFileSync(join(REPO_ROOT, 'core/kernel/locales/en-US.json'), 'utf8')) as Record<string, string>;
  t.same(Object.keys(zh).sort(), Object.keys(en).sort(), 'the same keys in both');
  const used = new Set<string>();
  for (const file of [...sources(join(REPO_ROOT, 'core/kernel/src')), ...sources(join(REPO_ROOT, 'core/sdk/src'))]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/OjError\('([A-Za-z_]+)'/g)) used.add(m[1]);
    for (const m of text.matchAll(/i18n\.t\([^,]+, '([A-Za-z_]+)'/g)) used.add(m[1]);
    for (const m of text.matchAll(/(?:required|minLength|maxLength|pattern|format|type): '([A-Z][A-Za-z]*_[A-Za-z_]+)'/g)) used.add(m[1]);
  }
  for (const s of ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment', 'openPublicJudge', 'openGroupJudge', 'openContestJudge']) used.add(`OJ_SWITCH_OFF_${s}`);
  t.ok(used.size > 50, `${used.size} keys found in the sources`);
  for (const key of used) {
    t.ok(zh[key] && en[key], `${key} in both languages`);
  }
});
