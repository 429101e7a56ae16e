// Where a plugin's routes may live (issue 32 §3): under /api/<id>/ and /api/admin/<id>/, or the
// paths it declares with definePlugin({ routes }); anything else, a declaration covering the
// kernel's paths or a whole namespace, and a path two plugins claim, refuse the start with a
// message naming the plugin (or both), the path and the fix.
import t from 'tap';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSite } from './harness.ts';
import type { AdminPluginInfo } from '../src/routes/admin-plugins.ts';
import { declarationProblems, matchesDeclaration } from '../src/plugins/route-paths.ts';

/** A plugin package in a temporary folder: `routes` declared, and a GET answering 'hi' at each of `mounts` (public, or for any login under /api/admin/). */
function routePlugin(t: { teardown(fn: () => void): void }, id: string, routes: string[] | undefined, mounts: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'oj-route-plugin-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `oj-plugin-${id}`, version: '1.0.0', type: 'module', exports: './index.js', oj: { sdk: '^1.0.0' } }));
  const access = (url: string) => (url.startsWith('/api/admin/') ? '{ auth: true }' : '{ public: true }');
  const gets = mounts.map((url) => `ctx.http.get(${JSON.stringify(url)}, { config: ${access(url)}, schema: { response: { 200: { type: 'string' } } } }, async () => 'hi');`).join('\n    ');
  writeFileSync(join(dir, 'index.js'), `import { definePlugin } from '@oj/sdk';
export default definePlugin(new URL('.', import.meta.url), {
  id: '${id}',
  ${routes ? `routes: ${JSON.stringify(routes)},` : ''}
  setup(ctx) {
    ${gets}
  },
});
`);
  mkdirSync(join(dir, 'locales'));
  return dir;
}

const start = (...dirs: string[]) => TestSite.start({ plugins: dirs.map((package_) => ({ package: package_ })), config: { allowUnsigned: dirs } });

t.test('a route outside its prefixes and declared paths refuses the plugin, naming it, the route and the fix', async (t) => {
  const stray = routePlugin(t, 'wanderer', undefined, ['/api/wanderer/ok', '/api/get-everything']);
  await t.rejects(start(stray), {
    message: /plugin wanderer was refused:\n {2}- GET \/api\/get-everything is outside the paths of plugin wanderer: mount it under \/api\/wanderer\/ \(or \/api\/admin\/wanderer\/\), or declare it in definePlugin\(\{ routes: \["\/api\/get-everything"\] \}\)/,
  });
  // a prefix that only starts like the id is not its own: /api/wanderers is another plugin's
  const lookalike = routePlugin(t, 'wanderer', undefined, ['/api/wanderers/list']);
  await t.rejects(start(lookalike), /GET \/api\/wanderers\/list is outside the paths of plugin wanderer/);
  // the kernel's login, mounted again under another method, is outside too
  const login = routePlugin(t, 'wanderer', undefined, ['/api/admin/login']);
  await t.rejects(start(login), /GET \/api\/admin\/login is outside the paths of plugin wanderer/);
});

t.test('declared reference paths and its own prefixes are accepted, and Admin → Plugins lists the declarations', async (t) => {
  const keeper = routePlugin(t, 'legacy', ['/api/get-legacy-*', '/api/legacy-list', '/old/*'], [
    '/api/legacy', '/api/legacy/items', '/api/admin/legacy/stats', '/api/get-legacy-info', '/api/legacy-list', '/old/page',
  ]);
  const site = await start(keeper);
  t.teardown(() => site.close());
  for (const url of ['/api/legacy/items', '/api/get-legacy-info', '/api/legacy-list', '/old/page']) {
    const res = await site.app.inject({ method: 'GET', url });
    t.equal(res.statusCode, 200, url);
    t.equal(res.body, 'hi', url);
  }
  const root = await site.userWithToken('routeroot', 'root');
  const list = await site.api<AdminPluginInfo[]>('GET', '/api/admin/plugins', { token: root.token });
  t.match(list.data.find((p) => p.id === 'legacy'), { routes: 6, declaredPaths: ['/api/get-legacy-*', '/api/legacy-list', '/old/*'] });
});

t.test('a declaration covering a whole namespace or the kernel’s paths is refused', async (t) => {
  const cases: [string, RegExp][] = [
    ['/api/*', /routes: "\/api\/\*" covers a whole namespace of the site \(every path under \/api\/\); declare the exact paths or a narrower prefix, or mount the routes under \/api\/greedy\//],
    ['/*', /routes: "\/\*" covers a whole namespace of the site \(every path under \/\)/],
    ['/api/admin/*', /routes: "\/api\/admin\/\*" covers a whole namespace/],
    ['/api/login', /routes: "\/api\/login" covers the kernel's route \/api\/login/],
    ['/api/health*', /routes: "\/api\/health\*" covers the kernel's route \/api\/health/],
    ['/plugins/*', /routes: "\/plugins\/\*" covers the kernel's files under \/plugins\//],
    ['/api/public/img/x', /routes: "\/api\/public\/img\/x" covers the kernel's files under \/api\/public\//],
    ['api/things', /routes: "api\/things" is not a path/],
    ['/api/th*ngs', /routes: "\/api\/th\*ngs" is not a path/],
  ];
  // every declaration is checked: one start reports them all
  const greedy = routePlugin(t, 'greedy', cases.map(([d]) => d), []);
  const err = await start(greedy).then(() => null, (e: unknown) => e as Error);
  t.match(err?.message, /^plugin greedy was refused:/);
  for (const [d, message] of cases) t.match(err?.message, message, d);
});

t.test("a declaration covering another enabled plugin's prefix is refused, naming that plugin", async (t) => {
  const owner = routePlugin(t, 'owner', undefined, ['/api/owner/things']);
  const taker = routePlugin(t, 'taker', ['/api/owner/*'], []);
  await t.rejects(start(owner, taker), /plugin taker was refused:\n {2}- routes: "\/api\/owner\/\*" covers the paths of plugin owner \(\/api\/owner\/…\)/);
});

t.test('two plugins declaring the same path, or mounting the same route, are refused naming both', async (t) => {
  const first = routePlugin(t, 'first', ['/api/get-thing'], ['/api/get-thing']);
  const second = routePlugin(t, 'second', ['/api/get-thing'], ['/api/get-thing']);
  await t.rejects(start(first, second), { message: /^plugins first and second both declare the route path \/api\/get-thing \(definePlugin\(\{ routes \}\)\): a path has one owner/ });
  // different declarations that both cover the path: the second to mount it is refused, naming the first
  const wide = routePlugin(t, 'wide', ['/api/get-th*'], ['/api/get-thing']);
  await t.rejects(start(first, wide), { message: /plugin wide was refused:\n {2}- GET \/api\/get-thing is mounted by plugin first already; a path has one owner/ });
});

t.test('a declaration matches exactly, or by prefix when it ends in *', async (t) => {
  t.ok(matchesDeclaration('/api/get-contest-list', '/api/get-contest-*'));
  t.ok(matchesDeclaration('/api/get-contest-', '/api/get-contest-*'));
  t.notOk(matchesDeclaration('/api/get-contest', '/api/get-contest-*'));
  t.ok(matchesDeclaration('/api/judge/test-data/:problemId/manifest', '/api/judge/test-data/:problemId/manifest'));
  t.notOk(matchesDeclaration('/api/legacy-list/x', '/api/legacy-list'));
  t.same(declarationProblems('ok', ['/aichat/chat', '/api/get-ok-*'], ['/api/login', '/aichat/getDate'], ['guestbook']), []);
  t.match(declarationProblems('bad', ['/aichat/*'], ['/aichat/getDate'], []), [/"\/aichat\/\*" covers the kernel's route \/aichat\/getDate/]);
  t.match(declarationProblems('bad', ['/api/g*'], [], ['guestbook']), [/"\/api\/g\*" covers the paths of plugin guestbook/]);
});
