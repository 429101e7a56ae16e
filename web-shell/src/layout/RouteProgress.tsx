import { ROUTE_PROGRESS_SPEED_MS } from '@oj/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/** spec 1 §2.1: a bar that animates during navigation (speed 1000 ms). */
export function RouteProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const first = useRef(true);

  useEffect(() => {
    if (navigation.state !== 'idle') setState('running');
  }, [navigation.state]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setState('done');
    const t = setTimeout(() => setState('idle'), ROUTE_PROGRESS_SPEED_MS);
    return () => clearTimeout(t);
  }, [location.key]);

  if (state === 'idle') return null;
  return (
    <div className={`oj-route-progress oj-route-progress-${state}`} data-testid="route-progress" style={{ transitionDuration: `${ROUTE_PROGRESS_SPEED_MS}ms` }} />
  );
}
