// Authorization (target R3, the kernel's part): every kernel route × every role, from one table.
// A new route fails this test until it is added to the table with who may call it.
import t from 'tap';
import type { RoleKey } from '@oj/sdk';
import { TestSite, checkAccess } from './harness.ts';

type Who = 'anyone' | 'user' | 'admins' | 'root' | 'judge';

/** Who may call each route (spec 1 §6, reference §2). "user" = any logged-in user. */
const ACCESS: Record<string, Who> = {
  'GET /api/get-website-config': 'anyone', 'GET /api/get-common-announcement': 'anyone', 'GET /api/home-carousel': 'anyone',
  'GET /aichat/getDate': 'anyone', 'GET /api/plugins': 'anyone', 'GET /api/captcha': 'anyone', 'GET /api/get-register-code': 'anyone',
  'POST /api/login': 'anyone', 'POST /api/admin/login': 'anyone', 'POST /api/register': 'anyone', 'POST /api/check-username-or-email': 'anyone',
  'POST /api/apply-reset-password': 'anyone', 'POST /api/reset-password': 'anyone', 'GET /api/get-user-home-info': 'anyone',
  'GET /api/login-puzzle': 'anyone', 'POST /api/check-login-puzzle': 'anyone',
  'GET /api/get-user-calendar-heatmap': 'anyone',
  'GET /api/logout': 'user', 'GET /api/get-user-auth-info': 'user', 'POST /api/change-password': 'user', 'GET /api/get-change-email-code': 'user',
  'POST /api/change-email': 'user', 'POST /api/change-userInfo': 'user', 'POST /api/file/upload-avatar': 'user', 'GET /api/file/delete-md-img': 'user',
  'GET /api/msg/unread': 'user', 'GET /api/msg/comment': 'user', 'GET /api/msg/reply': 'user', 'GET /api/msg/like': 'user',
  'GET /api/msg/sys': 'user', 'GET /api/msg/mine': 'user', 'DELETE /api/msg/clean': 'user',
  // markdown images: admin roles (or group admins, through the groups plugin)
  'POST /api/file/upload-md-img': 'admins', 'POST /api/file/upload-md-file': 'admins',
  'GET /api/admin/logout': 'admins', 'GET /api/admin/dashboard/get-dashboard-info': 'admins', 'POST /api/admin/dashboard/get-sessions': 'admins',
  // issue 11 §3: plugin secrets (super admin only) and plugin settings groups (system_info_admin: root)
  'GET /api/admin/plugin-secrets': 'root', 'PUT /api/admin/plugin-secrets': 'root', 'GET /api/admin/plugin-settings': 'root', 'PUT /api/admin/plugin-settings': 'root',
  // issue 32 §2: the plugins the site runs, whose code and what they declare
  'GET /api/admin/plugins': 'root',
  'GET /api/admin/config/get-service-info': 'admins', 'GET /api/admin/config/get-judge-service-info': 'admins', 'GET /api/admin/config/get-db-and-redis-config': 'root', 'PUT /api/admin/config/set-db-and-redis-config': 'root',
  'GET /api/admin/user/get-user-list': 'root', 'PUT /api/admin/user/edit-user': 'root', 'DELETE /api/admin/user/delete-user': 'root',
  'POST /api/admin/user/insert-batch-user': 'root', 'POST /api/admin/user/generate-user': 'root', 'GET /api/file/generate-user-excel': 'root',
  'GET /api/admin/announcement': 'root', 'POST /api/admin/announcement': 'root', 'PUT /api/admin/announcement': 'root', 'DELETE /api/admin/announcement': 'root',
  'GET /api/admin/msg/notice': 'root', 'POST /api/admin/msg/notice': 'root', 'PUT /api/admin/msg/notice': 'root', 'DELETE /api/admin/msg/notice': 'root',
  'POST /api/admin/msg/notice/push': 'root',
  'GET /api/admin/config/get-web-config': 'root', 'PUT /api/admin/config/set-web-config': 'root', 'GET /api/admin/switch/info': 'root',
  'PUT /api/admin/switch/update': 'root', 'GET /api/admin/config/get-email-config': 'root', 'PUT /api/admin/config/set-email-config': 'root',
  'POST /api/admin/config/test-email': 'root', 'GET /api/admin/config/mail-outbox': 'root', 'POST /api/file/upload-carouse-img': 'root',
  'DELETE /api/admin/config/home-carousel': 'root',
  // issue 29 item 5: a load balancer's check for anyone, queue depth for a monitor with the judge token
  'GET /api/health': 'anyone', 'GET /api/health/queue': 'judge',
};
/** routes left out on purpose: the push stream stays open (push.test.ts covers it) */
const NOT_IN_TABLE = new Set(['GET /api/events']);

const ROLES: (RoleKey | 'visitor')[] = ['visitor', 'default_user', 'mute_user', 'no_submit_no_discuss_user', 'problem_admin', 'admin', 'root'];
const allowed = (who: Who, role: RoleKey | 'visitor') => who !== 'judge' && (
  who === 'anyone' || (role !== 'visitor' && (who === 'user' || (who === 'admins' && ['root', 'admin', 'problem_admin'].includes(role)) || (who === 'root' && role === 'root'))));

const site = await TestSite.start();
t.teardown(() => site.close());
for (const role of ROLES) if (role !== 'visitor') await site.createUser(`as_${role}`.slice(0, 20), 'secret123', role);

const doc = JSON.parse((await site.api('GET', '/api/openapi.json')).raw) as { paths: Record<string, Record<string, unknown>> };
const routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));

t.test('every kernel route is in the access table', async (t) => {
  for (const route of routes) if (!NOT_IN_TABLE.has(route)) t.ok(ACCESS[route], `${route} has an access rule in the table`);
  for (const route of Object.keys(ACCESS)) t.ok(routes.includes(route), `${route} exists`);
});

t.test('each role gets exactly the access of the table', async (t) => {
  // a judge route takes the judge token only: every user's session is refused as no token (401)
  await checkAccess(t, site, ACCESS, ROLES, allowed, (who, role) => (who === 'judge' || role === 'visitor' ? 401 : 403));
});
