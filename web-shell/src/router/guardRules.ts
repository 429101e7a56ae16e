// spec 1 §2.2 page guards as pure decisions, in the server's access rule shape (no React, no @oj/ui runtime).
import type { RouteGuard } from '@oj/ui';

export type { RouteGuard };

export const SWITCH_MESSAGES = {
  openPublicDiscussion: 'No_Public_Discussion_Area',
  openGroupDiscussion: 'No_Group_Discussion_Area',
  openContestComment: 'No_Contest_Comment_Area',
} as const;

type Verdict = { ok: true } | { ok: 'pending' } | { ok: false; to: string; message: string; openLogin?: boolean; clear?: boolean };

export interface GuardState {
  authed: boolean;
  adminRole: boolean;
  superAdmin: boolean;
  adminArea: boolean;
  switches: Record<string, unknown>;
  roles?: readonly string[];
  /** null: not known yet (a `perm` guard waits for GET /api/get-user-auth-info) */
  permissions?: readonly string[] | null;
}

/** Whether the caller holds what a rule's `roles` and `perm` ask (the server's access rule shape); undefined while permissions are unknown. */
export function holds(rule: { roles?: readonly string[]; perm?: string | readonly string[] }, roles: readonly string[], permissions: readonly string[] | null | undefined): boolean | undefined {
  if (rule.roles && !rule.roles.some((r) => roles.includes(r))) return false;
  if (rule.perm) {
    if (!permissions) return undefined;
    const needed = typeof rule.perm === 'string' ? [rule.perm] : rule.perm;
    if (!needed.every((p) => permissions.includes(p))) return false;
  }
  return true;
}

/** spec 1 §2.2 as a pure decision. */
export function decideGuard(
  guard: RouteGuard | undefined,
  state: GuardState,
): Verdict {
  if (!guard) return { ok: true };
  const needsLogin = guard.login || guard.auth || guard.admin || guard.superAdmin || !!guard.roles || !!guard.perm;
  if (needsLogin && !state.authed) {
    return state.adminArea
      ? { ok: false, to: '/admin/login', message: 'Please_login_first_by_admin_account' }
      : { ok: false, to: '/home', message: 'Please_login_first', openLogin: true };
  }
  if (guard.admin && !state.adminRole) {
    return { ok: false, to: '/admin/login', message: 'Please_login_first_by_admin_account', clear: true };
  }
  // an admin who typed a super admin page's address stays signed in, on the dashboard (the
  // reference signs them out, and the admin area's own guard then said "log in first" beside it)
  if (guard.superAdmin && !state.superAdmin) {
    return { ok: false, to: state.adminArea ? '/admin/dashboard' : '/home', message: 'Super_Admin_Only' };
  }
  const held = holds(guard, state.roles ?? [], state.permissions);
  if (held === undefined) return { ok: 'pending' };
  if (!held) return { ok: false, to: state.adminArea ? '/admin/dashboard' : '/home', message: 'No_Access_To_Page' };
  if (guard.switch && state.switches[guard.switch] === false) {
    return { ok: false, to: '/home', message: SWITCH_MESSAGES[guard.switch as keyof typeof SWITCH_MESSAGES] ?? 'No_Access_To_Page' };
  }
  return { ok: true };
}

