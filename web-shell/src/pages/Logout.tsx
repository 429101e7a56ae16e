import { api, clearSession } from '@oj/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading.js';

/** spec 1 §4: call logout, clear user info and token, go to /home. */
export default function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    void api
      .get('/api/logout', undefined, { quiet: true })
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        navigate('/home', { replace: true });
      });
  }, [navigate]);
  return <PageLoading />;
}
