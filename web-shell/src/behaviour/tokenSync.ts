import { syncTokenFromStorage } from '@oj/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** spec 1 §4: when the page becomes visible again, follow the token other tabs left. */
export function useTokenSync(): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (syncTokenFromStorage() === 'removed') {
        navigate(location.pathname.startsWith('/admin') ? '/admin/login' : '/home');
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [navigate, location.pathname]);
}
