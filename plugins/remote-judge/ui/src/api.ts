// The remote judge's calls as the pages make them, each through its call (shared/calls.ts, the
// value the route is mounted from; shared/payloads.ts has their shapes). Every
// answer is the shell's envelope; a refusal's `msg` is already in the request's language. The
// dialogs call quietly and show the refusal themselves, next to what was typed.
import { api, ApiError, i18n, type Envelope } from '@oj/ui';
import {
  remoteJudgeAdminCalls, remoteJudgeCalls,
  type AccountInput, type AdminAccount, type AdminSite, type ImportedProblem, type MyAccount, type MyAccountInput, type PublicSite,
} from '@oj/plugin-remote-judge/browser';

export const NS = 'remote-judge';

/** a success's own words, or `fallback` when the server said only 'success' */
export const doneMessage = (res: Envelope<unknown>, fallback: string) => (res.msg && res.msg !== 'success' ? res.msg : fallback);

/** the words of a refused call: the server's message, or the client's for a network failure */
export const refusalOf = (e: unknown): string => (e instanceof ApiError && e.message ? e.message : i18n.t('Rj_Failed', { ns: NS }));

// ---- everyone ----
/** every site with whether it takes submissions now (and whether the caller bound an account there) */
export const getSites = () => api.call(remoteJudgeCalls.sites, undefined, { quiet: true }).then((r) => r.data);

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
export const getMyAccounts = () => api.call(remoteJudgeCalls.myAccounts).then((r) => r.data);
export const bindMyAccount = (body: MyAccountInput) => api.call(remoteJudgeCalls.bind, { body }, { quiet: true });
export const unbindMyAccount = (oj: string) => api.call(remoteJudgeCalls.unbind, { query: { oj } });

// ---- the super admin ----
export const getAdminSites = () => api.call(remoteJudgeAdminCalls.sites).then((r) => r.data);
export const switchSite = (oj: string, enabled: boolean) => api.call(remoteJudgeAdminCalls.switchSite, { body: { oj, enabled } });
export const resetSite = (oj: string) => api.call(remoteJudgeAdminCalls.resetSite, { body: { oj } });
export const getPoolAccounts = (oj?: string) => api.call(remoteJudgeAdminCalls.accounts, { query: { oj: oj || undefined } }).then((r) => r.data);
/** adds (no id) or edits (with id; an empty password or cookie keeps the stored one) */
export const savePoolAccount = (body: AccountInput) =>
  (body.id
    ? api.call(remoteJudgeAdminCalls.editAccount, { body: { ...body, id: body.id } }, { quiet: true })
    : api.call(remoteJudgeAdminCalls.addAccount, { body }, { quiet: true }));
export const deletePoolAccount = (id: number) => api.call(remoteJudgeAdminCalls.removeAccount, { query: { id } });

// ---- the problem admins ----
/** imports a remote judge's problem into the problem list (quiet: the dialog shows a refusal itself) */
export const importRemoteProblem = (query: { name: string; problemId: string }) =>
  api.call(remoteJudgeAdminCalls.importProblem, { query }, { quiet: true });

export type { AccountInput, AdminAccount, AdminSite, ImportedProblem, MyAccount, MyAccountInput, PublicSite };
