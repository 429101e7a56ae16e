// The remote judge's calls as the pages make them (shared/browser.ts has their shapes). Every
// answer is the shell's envelope; a refusal's `msg` is already in the request's language. The
// dialogs call quietly and show the refusal themselves, next to what was typed.
import { api, ApiError, i18n, type Envelope } from '@oj/ui';
import type { AccountInput, AdminAccount, AdminSite, ImportedProblem, MyAccount, MyAccountInput, PublicSite } from '@oj/plugin-remote-judge/browser';

export const NS = 'remote-judge';

/** a success's own words, or `fallback` when the server said only 'success' */
export const doneMessage = (res: Envelope<unknown>, fallback: string) => (res.msg && res.msg !== 'success' ? res.msg : fallback);

/** the words of a refused call: the server's message, or the client's for a network failure */
export const refusalOf = (e: unknown): string => (e instanceof ApiError && e.message ? e.message : i18n.t('Rj_Failed', { ns: NS }));

// ---- everyone ----
/** every site with whether it takes submissions now (and whether the caller bound an account there) */
export const getSites = () => api.get<PublicSite[]>('/api/remote-judge/sites', undefined, { quiet: true }).then((r) => r.data);

/**
 * The sites, asked once per page: the problem page's notice and the settings section share one
 * answer until `forgetSites()` (after a bind or an unbind) or the next page load.
 */
let sitesOnce: Promise<PublicSite[]> | null = null;
export function sitesOfPage(): Promise<PublicSite[]> {
  sitesOnce ??= getSites().catch((e: unknown) => {
    sitesOnce = null;
    throw e;
  });
  return sitesOnce;
}
export const forgetSites = () => {
  sitesOnce = null;
};

/** the site a remote problem is judged on: its display id starts with `<oj>-` */
export const siteOfProblem = (sites: readonly PublicSite[], problemId: string) =>
  sites.find((s) => problemId.toUpperCase().startsWith(`${s.oj.toUpperCase()}-`));

// ---- the user's own accounts ----
export const getMyAccounts = () => api.get<MyAccount[]>('/api/remote-judge/my-accounts').then((r) => r.data);
export const bindMyAccount = (body: MyAccountInput) => api.post<null>('/api/remote-judge/my-account', body, { quiet: true });
export const unbindMyAccount = (oj: string) => api.delete<null>('/api/remote-judge/my-account', { oj });

// ---- the super admin ----
export const getAdminSites = () => api.get<AdminSite[]>('/api/admin/remote-judge/sites').then((r) => r.data);
export const switchSite = (oj: string, enabled: boolean) => api.put<AdminSite[]>('/api/admin/remote-judge/site', { oj, enabled });
export const resetSite = (oj: string) => api.post<AdminSite[]>('/api/admin/remote-judge/site/reset', { oj });
export const getPoolAccounts = (oj?: string) => api.get<AdminAccount[]>('/api/admin/remote-judge/accounts', { oj: oj || undefined }).then((r) => r.data);
/** adds (no id) or edits (with id; an empty password or cookie keeps the stored one) */
export const savePoolAccount = (body: AccountInput) =>
  (body.id ? api.put<AdminAccount>('/api/admin/remote-judge/account', body, { quiet: true }) : api.post<AdminAccount>('/api/admin/remote-judge/account', body, { quiet: true }));
export const deletePoolAccount = (id: number) => api.delete<null>('/api/admin/remote-judge/account', { id });

export type { AccountInput, AdminAccount, AdminSite, ImportedProblem, MyAccount, MyAccountInput, PublicSite };
