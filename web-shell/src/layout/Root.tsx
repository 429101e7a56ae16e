import { ErrorBoundary, loginDialogAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTokenSync } from '../behaviour/tokenSync.js';
import { useUnreadPolling } from '../behaviour/unread.js';
import { useDocumentTitle } from '../behaviour/documentTitle.js';
import { RouteProgress } from './RouteProgress.js';

// the login dialog and its forms load when it is first opened, not with every page (issue 10 item 13)
const LoginDialog = lazy(() => import('../auth/LoginDialog.js').then((m) => ({ default: m.LoginDialog })));

function LoginDialogOnceOpened() {
  const { visible } = useAtomValue(loginDialogAtom);
  const [opened, setOpened] = useState(visible);
  useEffect(() => {
    if (visible) setOpened(true);
  }, [visible]);
  return opened ? (
    <ErrorBoundary name="shell">
      <Suspense fallback={null}>
        <LoginDialog />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}

export function Root() {
  useTokenSync();
  useUnreadPolling();
  useDocumentTitle();
  return (
    <>
      <RouteProgress />
      <Outlet />
      <LoginDialogOnceOpened />
    </>
  );
}
