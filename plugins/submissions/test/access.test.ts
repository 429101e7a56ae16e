// Authorization (target R3, the problems and submissions part): every route the two plugins add
// × every role, from one table (spec 2 §6, reference §2). A new route fails this test until it is
// added to the table with who may call it.
import t from 'tap';
import type { RoleKey } from '@oj/sdk';
import { TestSite, checkAccess } from '@oj/kernel/testing';

/**
 * anyone; user = any logged-in user; submit = users with the submit permission; admins = root,
 * admin, problem admin; deleters = root and problem admin; root = the super admin; judge = judge
 * nodes only (the judge token, never a user's)
 */
type Who = 'anyone' | 'user' | 'submit' | 'admins' | 'deleters' | 'root' | 'judge';

const ACCESS: Record<string, Who> = {
  'GET /api/get-problem-list': 'anyone', 'GET /api/get-random-problem': 'anyone', 'GET /api/get-problem-detail': 'anyone',
  'GET /api/get-problem-tags': 'anyone', 'GET /api/languages': 'anyone', 'GET /api/get-problem-languages': 'anyone',
  'GET /api/get-problem-code-template': 'anyone', 'GET /api/get-problem-annex': 'anyone', 'GET /api/get-all-problem-tags': 'anyone',
  'GET /api/get-problem-tags-and-classification': 'anyone', 'GET /api/get-recent-updated-problem': 'anyone', 'GET /api/problems/banks': 'anyone',
  'GET /api/get-submission-list': 'anyone', 'GET /api/get-submission-detail': 'anyone', 'POST /api/check-submissions-status': 'anyone',
  'GET /api/get-all-case-result': 'anyone', 'GET /api/get-rank-list': 'anyone', 'GET /api/get-recent-seven-ac-rank': 'anyone',
  'GET /api/get-last-week-submission-statistics': 'anyone',
  'POST /api/get-user-problem-status': 'user', 'GET /api/resubmit': 'user', 'PUT /api/submission': 'user', 'GET /api/get-last-ac-code': 'user',
  'GET /api/get-test-judge-result': 'user', 'GET /api/get-full-screen-problem-list': 'user', 'GET /api/contest-submissions': 'user', 'POST /api/check-contest-submissions-status': 'user',
  'POST /api/submit-problem-judge': 'submit', 'POST /api/submit-problem-test-judge': 'submit',
  'GET /api/admin/problem/get-problem-list': 'admins', 'GET /api/admin/problem': 'admins', 'POST /api/admin/problem': 'admins',
  'PUT /api/admin/problem': 'admins', 'PUT /api/admin/problem/change-problem-auth': 'admins', 'GET /api/admin/problem/get-problem-cases': 'admins',
  'POST /api/admin/problem/compile-spj': 'admins', 'POST /api/admin/problem/compile-interactive': 'admins',
  // a group's admins too, for the group's checkers (plugins/groups/test covers them)
  'POST /api/group/compile-spj': 'admins', 'POST /api/group/compile-interactive': 'admins',
  'POST /api/file/upload-testcase-zip': 'admins', 'GET /api/file/download-testcase': 'admins',
  'DELETE /api/admin/problem': 'deleters',
  // spec 2 §2: the tag page and export/import are admin pages of every admin role (not the super admin's five)
  'POST /api/admin/tag': 'admins', 'PUT /api/admin/tag': 'admins', 'DELETE /api/admin/tag': 'admins',
  'GET /api/admin/tag/classification': 'admins', 'POST /api/admin/tag/classification': 'admins',
  'PUT /api/admin/tag/classification': 'admins', 'DELETE /api/admin/tag/classification': 'admins',
  'GET /api/file/export-problem': 'admins', 'POST /api/file/import-problem': 'admins', 'POST /api/admin/problem/import-package': 'admins',
  'POST /api/admin/problem/verify-package': 'admins', 'GET /api/admin/problem/verify-package/0123456789abcdef0123456789abcdef': 'admins',
  'GET /api/admin/judge/rejudge': 'root', 'GET /api/admin/judge/manual-judge': 'root', 'GET /api/admin/judge/cancel-judge': 'root',
  'GET /api/judge/test-data/1/manifest': 'judge', 'GET /api/judge/test-data/1/files/1.in': 'judge',
  'GET /api/judge/verify-package/0123456789abcdef0123456789abcdef/files/verify-0-0': 'judge',
};

const ROLES: (RoleKey | 'visitor')[] = ['visitor', 'default_user', 'no_submit_user', 'mute_user', 'problem_admin', 'admin', 'root'];
const allowed = (who: Who, role: RoleKey | 'visitor'): boolean => {
  if (who === 'anyone') return true;
  if (role === 'visitor' || who === 'judge') return false;
  if (who === 'user') return true;
  if (who === 'submit') return role !== 'no_submit_user';
  if (who === 'admins') return ['root', 'admin', 'problem_admin'].includes(role);
  if (who === 'deleters') return ['root', 'problem_admin'].includes(role);
  return role === 'root';
};

const plugins = [{ package: '@oj/plugin-problems' }, { package: '@oj/plugin-submissions' }];
const site = await TestSite.start({ plugins });
t.teardown(() => site.close());
for (const role of ROLES) if (role !== 'visitor') await site.createUser(`as_${role}`.slice(0, 20), 'secret123', role);

/** the routes of a site's OpenAPI document, path parameters filled as the table writes them */
async function routesOf(s: TestSite): Promise<string[]> {
  const doc = JSON.parse((await s.api('GET', '/api/openapi.json')).raw) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) =>
    `${m.toUpperCase()} ${path.replace('{problemId}', '1').replace('{name}', '1.in').replace('{requestId}', '0123456789abcdef0123456789abcdef').replace('{key}', 'verify-0-0').replace('{id}', '0123456789abcdef0123456789abcdef')}`));
}

t.test('every route of the two plugins is in the access table', async (t) => {
  const bare = await TestSite.start();
  const kernelRoutes = new Set(await routesOf(bare));
  await bare.close();
  const pluginRoutes = (await routesOf(site)).filter((r) => !kernelRoutes.has(r));
  t.ok(pluginRoutes.length >= 46, `${pluginRoutes.length} routes added by the plugins`);
  for (const route of pluginRoutes) t.ok(ACCESS[route], `${route} has an access rule in the table`);
  for (const route of Object.keys(ACCESS)) t.ok(pluginRoutes.includes(route), `${route} exists`);
});

t.test('each role gets exactly the access of the table', async (t) => {
  await checkAccess(t, site, ACCESS, ROLES, allowed, (who, role) => (role === 'visitor' || who === 'judge' ? 401 : 403));
});
