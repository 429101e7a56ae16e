// The banks of the bank filter and the tag pages (spec 2 §2): this site's problems, and each
// remote judge a plugin contributes — as GET /api/problems/banks answers them, so a site without
// a remote-judge plugin offers no remote bank that would list nothing.
import { api } from '@oj/ui';
import { useEffect, useState } from 'react';
import { problemCalls, type Bank } from '@oj/plugin-problems/browser';

/** this site's bank, known before the call answers */
export const LOCAL_BANK: Bank = { oj: 'ME', name: 'Mine' };

let cached: Promise<Bank[]> | null = null;

export function useBanks(): Bank[] {
  const [banks, setBanks] = useState<Bank[]>([LOCAL_BANK]);
  useEffect(() => {
    let live = true;
    const loading = (cached ??= api.call(problemCalls.banks, undefined, { quiet: true })
      .then((res) => res.data)
      .catch(() => { cached = null; return [LOCAL_BANK]; }));
    void loading.then((b) => { if (live) setBanks(b); });
    return () => { live = false; };
  }, []);
  return banks;
}
