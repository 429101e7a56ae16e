import { Toast } from '@douyinfe/semi-ui';
import {
  clearSession,
  isAdminRoleAtom,
  isAuthenticatedAtom,
  isSuperAdminAtom,
  openLoginDialog,
  websiteConfigAtom,
  type RouteGuard,
} from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';

export const SWITCH_MESSAGES = {
  openPublicDiscussion: 'No_Public_Discussion_Area',
  openGroupDiscussion: 'No_Group_Discussion_Area',
  openContestComment: 'No_Contest_Comment_Area',
} as const;

type Verdict = { ok: true } | { ok: false; to: string; message: string; openLogin?: boolean; clear?: boolean };

/** spec 1 §2.2 as a pure decision. */
export function decideGuard(
  guard: RouteGuard | undefined,
  state: { authed: boolean; adminRole: boolean; superAdmin: boolean; adminArea: boolean; switches: Record<string, unknown> },
): Verdict {
  if (!guard) return { ok: true };
  const needsLogin = guard.login || guard.admin || guard.superAdmin;
  if (needsLogin && !state.authed) {
    return state.adminArea
      ? { ok: false, to: '/admin/login', message: 'Please_login_first_by_admin_account' }
      : { ok: false, to: '/home', message: 'Please_login_first', openLogin: true };
  }
  if (guard.admin && !state.adminRole) {
    return { ok: false, to: '/admin/login', message: 'Please_login_first_by_admin_account', clear: true };
  }
  if (guard.superAdmin && !state.superAdmin) {
    return { ok: false, to: state.adminArea ? '/admin/login' : '/home', message: 'Super_Admin_Only', clear: true };
  }
  if (guard.switch && state.switches[guard.switch] === false) {
    return { ok: false, to: '/home', message: SWITCH_MESSAGES[guard.switch] };
  }
  return { ok: true };
}

export function Guard({ guard, children }: { guard?: RouteGuard; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const authed = useAtomValue(isAuthenticatedAtom);
  const adminRole = useAtomValue(isAdminRoleAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const switches = useAtomValue(websiteConfigAtom);
  const adminArea = location.pathname.startsWith('/admin');
  const verdict = decideGuard(guard, { authed, adminRole, superAdmin, adminArea, switches });

  useEffect(() => {
    if (verdict.ok) return;
    Toast.warning(t(verdict.message));
    if (verdict.clear) clearSession();
    if (verdict.openLogin) openLoginDialog('Login');
    // only when the verdict first appears for this location
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verdict.ok, location.key]);

  if (!verdict.ok) return <Navigate to={verdict.to} replace />;
  return <>{children}</>;
}
