import { Outlet } from 'react-router-dom';
import { LoginDialog } from '../auth/LoginDialog.js';
import { useTokenSync } from '../behaviour/tokenSync.js';
import { useUnreadPolling } from '../behaviour/unread.js';
import { useDocumentTitle } from '../behaviour/documentTitle.js';
import { RouteProgress } from './RouteProgress.js';

export function Root() {
  useTokenSync();
  useUnreadPolling();
  useDocumentTitle();
  return (
    <>
      <RouteProgress />
      <Outlet />
      <LoginDialog />
    </>
  );
}
