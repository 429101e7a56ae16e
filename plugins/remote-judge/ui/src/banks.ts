// The remote judges the problems plugin lists as banks (GET /api/problems/banks, this site's own
// left out): the admin problem list's "Import remote problem" shows only when there is one, and its
// dialog offers them. Asked once per page, as the problems plugin's own bank list is; a failed
// answer counts as none and is asked again next time.
import { api } from '@oj/ui';
import { LOCAL_OJ, problemCalls, type Bank } from '@oj/plugin-problems/browser';

let remoteOnce: Promise<Bank[]> | null = null;

/** the remote banks, or [] when the call fails */
export function remoteBanksOfPage(): Promise<Bank[]> {
  remoteOnce ??= api.call(problemCalls.banks, undefined, { quiet: true })
    .then((res) => res.data.filter((b) => b.oj !== LOCAL_OJ))
    .catch(() => {
      remoteOnce = null;
      return [];
    });
  return remoteOnce;
}
