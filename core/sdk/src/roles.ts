// Roles and permissions (spec 1 §3 and §6, reference §1.2). One definition, shared by the
// kernel's access hook, plugins' route configs and the UI.

export const PERMISSIONS = [
  'problem_admin', 'submit', 'contest_admin', 'rejudge', 'announcement_admin', 'user_admin',
  'system_info_admin', 'discussion_add', 'discussion_del', 'discussion_edit', 'comment_add',
  'reply_add', 'group_add', 'group_del',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_IDS = {
  root: 1000,
  admin: 1001,
  default_user: 1002,
  no_submit_user: 1003,
  no_discuss_user: 1004,
  mute_user: 1005,
  no_submit_no_discuss_user: 1006,
  no_submit_mute_user: 1007,
  problem_admin: 1008,
} as const;
export type RoleKey = keyof typeof ROLE_IDS;
export type RoleId = (typeof ROLE_IDS)[RoleKey];

const talk: Permission[] = ['discussion_add', 'discussion_edit', 'comment_add', 'reply_add'];

/** What each role may do. "No discussion" keeps comments and replies; "muted" loses all posting. */
export const ROLE_PERMISSIONS: Record<RoleKey, readonly Permission[]> = {
  root: PERMISSIONS,
  admin: ['problem_admin', 'submit', 'contest_admin', 'discussion_del', ...talk, 'group_add', 'group_del'],
  problem_admin: ['problem_admin', 'submit', ...talk, 'group_add'],
  default_user: ['submit', ...talk, 'group_add'],
  no_submit_user: [...talk, 'group_add'],
  no_discuss_user: ['submit', 'comment_add', 'reply_add', 'group_add'],
  mute_user: ['submit', 'group_add'],
  no_submit_no_discuss_user: ['comment_add', 'reply_add', 'group_add'],
  no_submit_mute_user: ['group_add'],
};

/** Super admin, admin and problem admin all count as "admin role" (spec 1 §6). */
export const ADMIN_ROLES: readonly RoleKey[] = ['root', 'admin', 'problem_admin'];

/** the admin roles' stored ids (`users_public.roleId`): for queries such as "written by an admin" */
export const ADMIN_ROLE_IDS: readonly RoleId[] = ADMIN_ROLES.map((r) => ROLE_IDS[r]);

export function roleKeyOf(id: number): RoleKey | undefined {
  return (Object.keys(ROLE_IDS) as RoleKey[]).find((k) => ROLE_IDS[k] === id);
}

export function isAdminRole(role: RoleKey): boolean {
  return ADMIN_ROLES.includes(role);
}

/** a stored role id (`users_public.roleId`) is one of the admin roles: super admin, admin, problem admin */
export function isAdminRoleId(roleId: number): boolean {
  const key = roleKeyOf(roleId);
  return key !== undefined && isAdminRole(key);
}

/** the caller is the super admin (root): the one role that owns every contest, training and group */
export function isSuperAdmin(user: Pick<AuthUser, 'role'> | null | undefined): boolean {
  return user?.role === 'root';
}

/** the caller is a site admin (root or admin; problem admins are not): may run any contest's settings */
export function isSiteAdmin(user: Pick<AuthUser, 'role'> | null | undefined): boolean {
  return user?.role === 'root' || user?.role === 'admin';
}

/** The badge shown beside an author's name (spec 3 §6): SPA for the super admin, ADM for admins and problem admins. */
export type RoleBadge = 'root' | 'admin';

/** the badge of a stored role id, or null for every other role */
export function roleBadge(roleId: number): RoleBadge | null {
  if (roleId === ROLE_IDS.root) return 'root';
  return isAdminRoleId(roleId) ? 'admin' : null;
}

/** The kernel's own site switches (stored in the database, edited in admin). */
export type KernelSwitchKey =
  | 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment'
  | 'openPublicJudge' | 'openGroupJudge' | 'openContestJudge';

/**
 * A site switch routes may depend on: the kernel's, or one a plugin declares in
 * `definePlugin({ switches })` (an open registry; a route naming an unknown switch is refused at boot).
 */
export type SwitchKey = KernelSwitchKey | (string & {});

/** a switch a plugin adds to the site's switches (Admin → switches) */
export interface SwitchDefinition {
  default: boolean;
  /** the message key a route behind it answers while it is off (in the plugin's namespace) */
  message: string;
  /** the shell may read it (GET /api/get-website-config `switches`) to hide menus and guard pages */
  public?: boolean;
}

/**
 * A route's access rule, declared in its route config and enforced by one kernel hook:
 *   { auth: true, roles: ['root'], perm: 'user_admin', switch: 'openPublicDiscussion' }
 */
export interface RouteAccess {
  /** anyone may call it, visitors included: said out loud, never assumed */
  public?: true;
  /** a judge node, by the site's judge token (Authorization: Bearer <token>) */
  judge?: true;
  /** a logged-in user is required */
  auth?: boolean;
  /** one of these roles is required (implies auth) */
  roles?: readonly RoleKey[];
  /** this permission (or all of these) is required (implies auth) */
  perm?: Permission | readonly Permission[];
  /** the site switch must be on */
  switch?: SwitchKey;
  /** also accept the token as ?token= (EventSource cannot send headers) */
  queryToken?: boolean;
  /**
   * also accept the token as the body's `token` field (the AI chat's form-encoded calls, spec 2 §7):
   * the rule is then checked once the body is parsed, before validation
   */
  bodyToken?: boolean;
}

/** The caller as seen by routes. */
export interface AuthUser {
  uid: string;
  username: string;
  role: RoleKey;
  permissions: readonly Permission[];
  sessionId: string;
}
