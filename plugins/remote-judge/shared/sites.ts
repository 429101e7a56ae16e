// The remote judge sites' extension point (issue 17): one module per judge site (HDU, Codeforces,
// …) behind one interface. The remote-judge plugin owns everything around a site — the account
// pool and the user's own accounts, logging in again, the per-account submit limit, the marker
// comment, the queue, polling, the site's health and circuit breaker, importing problems — and a
// site module only speaks to its site. A third party adds a site with `addRemoteSite` from its own
// plugin (docs/plugin-guide.md "Writing a remote judge"); the built-in sites register the same way.
// The registered sites are read with ctx.extensions(remoteSitePoint).
//
// Every request goes through the `RemoteHttp` a site is handed: the guarded outbound client with a
// cookie jar, the account's proxy and time-outs. A site never opens a connection itself.
import { defineExtensionPoint, type PluginContext } from '@oj/sdk';
import type { BankLanguage } from '@oj/plugin-problems/shared';
import type { DispatchOutcome } from '@oj/plugin-submissions/shared';
import { remoteJudgeService, type RemoteJudgeService } from './service.ts';
import type * as Kit from '@oj/sdk/extensions';

// The contract itself (the site, its languages, accounts, HTTP, problems, polls and failures) is the
// kit's (`@oj/sdk/extensions`, shipped by `oj plugin kit`): outside site modules compile against
// the same types this plugin calls, so the two cannot drift.
export type {
  RemoteAccount, RemoteAnswer, RemoteFailure, RemoteHttp, RemoteLanguage, RemotePoll, RemoteProblem, RemoteRequest, RemoteSite,
} from '@oj/sdk/extensions';
type RemoteFailure = Kit.RemoteFailure;
type RemoteSite = Kit.RemoteSite;

export class RemoteError extends Error {
  /** the reason for the server log only, when `detail` (which the admin sees) is kept generic */
  readonly logDetail?: string;
  constructor(readonly kind: RemoteFailure, detail: string, logDetail?: string) {
    super(detail);
    this.name = 'RemoteError';
    if (logDetail !== undefined) this.logDetail = logDetail;
  }
}

export const remoteSitePoint = defineExtensionPoint<RemoteSite>('remote-judge.site');

/**
 * Registers a site from a plugin's setup (the plugin `requires: ['remote-judge']`); the same as
 * `ctx.services.get(remoteJudgeService).addSite(site)`.
 */
export function addRemoteSite(ctx: PluginContext, site: RemoteSite): void {
  ctx.services.get(remoteJudgeService).addSite(site);
}

// what the kit says of the problem bank's languages, the dispatch outcome and the plugin's service is what they are
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Hold<T extends readonly true[]> = T;
type KitCopyIsThisContract = Hold<[
  Kit.RemoteLanguage extends BankLanguage ? true : false, Same<DispatchOutcome, Kit.DispatchOutcome>, Same<RemoteJudgeService, Kit.RemoteJudgeService>,
]>;
