import { api, clearSession } from '@oj/ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading.js';

/**
 * spec 1 §4: call logout, clear user info and token, go to /home — and just land there: the page
 * is open to visitors, so a visitor (or a second visit) lands too.
 */
export default function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    void api
      .call(kernelCalls.account.logout, undefined, { quiet: true })
      .catch(() => undefined)
      .finally(() => {
        navigate('/home', { replace: true });
        clearSession();
      });
  }, [navigate]);
  return <PageLoading />;
}
