import { useEffect, useState } from 'react';
import { MOBILE_LAYOUT_BELOW_PX, SMALL_PAGER_BELOW_PX } from './constants.js';

export function useWidthBelow(px: number): boolean {
  const query = `(max-width: ${px - 0.02}px)`;
  const [match, setMatch] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setMatch(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return match;
}

export const useIsMobile = () => useWidthBelow(MOBILE_LAYOUT_BELOW_PX);
export const useIsSmall = () => useWidthBelow(SMALL_PAGER_BELOW_PX);

export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) || window.innerWidth < MOBILE_LAYOUT_BELOW_PX;
}
