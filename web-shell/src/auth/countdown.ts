import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';

// spec 1 §4: the e-mail countdowns survive closing the dialog, so they live in atoms as deadlines.
export const registerCodeUntilAtom = atom(0);
export const resetEmailUntilAtom = atom(0);

export function useCountdown(deadline: typeof registerCodeUntilAtom) {
  const [until, setUntil] = useAtom(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return { left, start: (seconds: number) => { setUntil(Date.now() + seconds * 1000); setNow(Date.now()); } };
}
