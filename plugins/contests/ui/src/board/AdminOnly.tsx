// The contest admin's tabs (spec 3 §6: admin helper, admin print, scroll board) say so to anyone
// else who opens their address, instead of calling what the server would refuse.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContest } from '../details/context.js';

export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('contests');
  const { isAdmin } = useContest();
  if (isAdmin) return <>{children}</>;
  return <div className="oj-card" role="alert" data-testid="board-admin-only" style={{ textAlign: 'center', color: 'var(--semi-color-text-2)' }}>{t('Board_Admin_Only')}</div>;
}
