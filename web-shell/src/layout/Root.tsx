import { Outlet } from 'react-router-dom';
import { LoginDialog } from '../auth/LoginDialog.js';
import { useTokenSync } from '../behaviour/tokenSync.js';
import { useUnreadPolling } from '../behaviour/unread.js';
import { RouteProgress } from './RouteProgress.js';

export function Root() {
  useTokenSync();
  useUnreadPolling();
  return (
    <>
      <RouteProgress />
      <Outlet />
      <LoginDialog />
    </>
  );
}
