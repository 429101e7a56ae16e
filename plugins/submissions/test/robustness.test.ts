// Bad input (target R4) on the problems and submissions calls: fuzzed queries and bodies, as a
// visitor, a user and the super admin, never get a 500 and always get the envelope with a
// message; every message key the two plugins use exists in zh-CN and en-US.
import t from 'tap';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, TestSite } from '@oj/kernel/testing';
import { AB, createAbProblem } from './helpers.ts';

const site = await TestSite.start({ plugins: [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }] });
t.teardown(() => site.close());
const root = await site.userWithToken('fuzzroot', 'root');
const user = await site.userWithToken('fuzzuser');
const pid = await createAbProblem(site, root.token, '1000');
await site.api('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, language: 'C++', code: AB.cppAc } });

interface Operation { tags?: string[]; parameters?: { in: string; name: string }[] }
const doc = JSON.parse((await site.api('GET', '/api/openapi.json')).raw) as { paths: Record<string, Record<string, Operation>> };
// the two plugins' calls: their own tags, ranks and home widgets, and their admin calls
const PLUGIN_TAGS = ['problems', 'submissions', 'rank', 'home'];
const ADMIN_PATHS = /^\/api\/admin\/(problem|tag|judge)/;
const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods)
  .filter(([, op]) => op.tags?.some((tag) => PLUGIN_TAGS.includes(tag)) || ADMIN_PATHS.test(path))
  .map(([method, op]) => ({ path, method, op })));

/** deterministic values of many shapes */
let seed = 11;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const WEIRD: unknown[] = ['', ' ', 'x'.repeat(70_000), -1, 0, 2 ** 31, 1e309, 3.5, true, null, [], {}, [{}], [1, 'a'], '\u0000', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%', '９９', 'NaN', { $gt: '' }, String(pid), pid];
const pick = () => WEIRD[Math.floor(rand() * WEIRD.length)];
const FIELDS = ['pid', 'problemId', 'submitId', 'submitIds', 'language', 'code', 'userInput', 'expectedOutput', 'share', 'status', 'score', 'cid', 'gid',
  'tid', 'id', 'ids', 'name', 'color', 'pidList', 'problem', 'samples', 'languages', 'tags', 'codeTemplates', 'auth', 'problemIdList', 'classificationId'];

t.test('the OpenAPI document lists the problems and submissions calls', async (t) => {
  t.ok(operations.length > 40, `${operations.length} operations`);
  for (const p of ['/api/get-problem-list', '/api/submit-problem-judge', '/api/get-submission-list', '/api/admin/problem']) t.ok(doc.paths[p], p);
});

t.test('fuzzed queries and bodies never get a 500, and always get the envelope', async (t) => {
  let calls = 0;
  for (const { path, method, op } of operations) {
    if (path.includes('{')) continue;
    const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (let round = 0; round < 6; round++) {
      const query: Record<string, string> = {};
      for (const n of names) query[n] = String(pick()).slice(0, 500);
      const body = round % 3 === 0 ? pick() : Object.fromEntries(FIELDS.map((k) => [k, pick()]));
      for (const token of [undefined, user.token, root.token]) {
        const res = await site.app.inject({
          method: method.toUpperCase() as 'GET', url: path, query,
          headers: { ...(token ? { authorization: token } : {}), 'content-type': 'application/json', 'accept-language': round % 2 ? 'zh-CN' : 'en-US' },
          payload: method === 'get' ? undefined : round === 5 ? '{"pid": ' : JSON.stringify(body),
        });
        calls++;
        if (res.statusCode >= 500) t.fail(`${method.toUpperCase()} ${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        if (res.headers['content-type']?.toString().includes('json')) {
          const parsed = JSON.parse(res.body) as { status?: unknown; msg?: unknown };
          if (typeof parsed.status !== 'number' || typeof parsed.msg !== 'string' || !parsed.msg) t.fail(`${method.toUpperCase()} ${path}: not an envelope with a message: ${res.body.slice(0, 200)}`);
        }
      }
    }
  }
  t.ok(calls > 500, `${calls} calls made`);
  const still = await site.api<{ records: unknown[] }>('GET', '/api/get-submission-list', { query: { currentPage: 1, limit: 10 } });
  t.equal(still.status, 200, 'the submission list still answers');
});

t.test('a value the database refuses (a NUL byte, a number past a column) is a clear refusal in both languages', async (t) => {
  const nul = await site.api('GET', '/api/get-problem-list', { query: { keyword: 'a\u0000b' }, lang: 'en-US' });
  t.match(nul, { http: 200, status: 400, msg: 'A value in the request is not valid' });
  const big = await site.api('GET', '/api/resubmit', { token: user.token, query: { submitId: 2 ** 31 }, lang: 'zh-CN' });
  t.match(big, { http: 200, status: 400, msg: '请求中含有无效的值' });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}
const locale = (file: string) => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as Record<string, string>;

t.test('every message key the problems and submissions servers use exists in zh-CN and en-US', async (t) => {
  const kernel = { zh: locale('core/kernel/locales/zh-CN.json'), en: locale('core/kernel/locales/en-US.json') };
  for (const plugin of ['problems', 'submissions']) {
    const zh = { ...kernel.zh, ...locale(`plugins/${plugin}/locales/zh-CN.json`) };
    const en = { ...kernel.en, ...locale(`plugins/${plugin}/locales/en-US.json`) };
    t.same(Object.keys(locale(`plugins/${plugin}/locales/zh-CN.json`)).sort(), Object.keys(locale(`plugins/${plugin}/locales/en-US.json`)).sort(), `${plugin}: the same keys in both`);
    const used = new Set<string>();
    for (const file of [...sources(join(REPO_ROOT, `plugins/${plugin}/server`)), ...sources(join(REPO_ROOT, `plugins/${plugin}/shared`))]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:OjError|notFound|forbidden)\('([A-Za-z_]+)'/g)) used.add(m[1]);
      for (const m of text.matchAll(/i18n\.t\([^,]+, '([A-Za-z_]+)'/g)) used.add(m[1]);
    }
    t.ok(used.size > 10, `${plugin}: ${used.size} keys found in the sources`);
    for (const key of used) t.ok(zh[key] && en[key], `${plugin}: ${key} in both languages`);
  }
});
