// The contest an admin page of one contest is about (its title in the page's header, its type and
// settings), read once per contest id; null until it is read or when it cannot be.
import { useEffect, useState } from 'react';
import { getContest, type AdminContest } from './api.js';

export function useAdminContest(cid: number): AdminContest | null {
  const [contest, setContest] = useState<AdminContest | null>(null);
  useEffect(() => {
    let live = true;
    getContest(cid).then((r) => live && setContest(r.data), () => undefined);
    return () => {
      live = false;
    };
  }, [cid]);
  return contest;
}
