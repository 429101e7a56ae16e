import { Toast } from '@douyinfe/semi-ui';
import {
  clearSession,
  isAdminRoleAtom,
  isAuthenticatedAtom,
  isSuperAdminAtom,
  openLoginDialog,
  permissionsAtom,
  refreshRoles,
  rolesAtom,
  websiteConfigAtom,
} from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { decideGuard, type RouteGuard } from './guardRules.js';

export { decideGuard, holds, SWITCH_MESSAGES } from './guardRules.js';

export function Guard({ guard, children }: { guard?: RouteGuard; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const authed = useAtomValue(isAuthenticatedAtom);
  const adminRole = useAtomValue(isAdminRoleAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const switches = useAtomValue(websiteConfigAtom);
  const roles = useAtomValue(rolesAtom);
  const permissions = useAtomValue(permissionsAtom);
  const adminArea = location.pathname.startsWith('/admin');
  const verdict = decideGuard(guard, { authed, adminRole, superAdmin, adminArea, switches, roles, permissions });

  useEffect(() => {
    if (verdict.ok === 'pending') void refreshRoles();
  }, [verdict.ok]);

  useEffect(() => {
    if (verdict.ok !== false) return;
    Toast.warning(t(verdict.message));
    if (verdict.clear) clearSession();
    if (verdict.openLogin) openLoginDialog('Login');
    // only when the verdict first appears for this location
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verdict.ok, location.key]);

  if (verdict.ok === 'pending') return null;
  if (!verdict.ok) return <Navigate to={verdict.to} replace />;
  return <>{children}</>;
}
