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

/** a language the site judges, as users pick it on our problem page */
export interface RemoteLanguage extends BankLanguage {
  /** our name for it (unique within the site), e.g. 'GNU G++17 7.3.0' */
  name: string;
  /** the site's own value for it in the submit form or API, e.g. '54' */
  id: string;
  /** how a line comment starts in it: '//' (the default), '#', '--', "'" … (for the marker comment) */
  comment?: string;
}

/** an account on the site: a password to log in with, or a session cookie pasted where login has a captcha */
export interface RemoteAccount {
  username: string;
  password?: string;
  /** `name=value; name2=value2` as the browser holds it */
  cookie?: string;
}

/** an answer of the site */
export interface RemoteAnswer {
  status: number;
  /** the URL that answered (after redirects) */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** the body as JSON; a body that is not JSON throws RemoteError('changed') */
  json<T = unknown>(): T;
}

export interface RemoteRequest {
  /** sent as application/x-www-form-urlencoded (an object) unless `json` is given */
  form?: Record<string, string | number>;
  /** sent as application/json */
  json?: unknown;
  /** extra headers (Referer, X-Csrf-Token …) */
  headers?: Record<string, string>;
  /** answer 3xx as it is (the default follows up to 5 redirects, each hop checked) */
  manualRedirect?: boolean;
}

/**
 * A session with the site: requests relative to the site's base URL (or absolute), cookies kept
 * between them and saved with the account, through the guarded client. A 5xx answer, a time-out or
 * a refused connection throws RemoteError('unavailable') before the site module sees it.
 */
export interface RemoteHttp {
  /** the site's base URL without a trailing slash (an operator may point it elsewhere) */
  readonly base: string;
  get(path: string, req?: Omit<RemoteRequest, 'form' | 'json'>): Promise<RemoteAnswer>;
  post(path: string, req?: RemoteRequest): Promise<RemoteAnswer>;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string): void;
}

/** a problem as the site shows it; text fields are HTML or markdown (sanitised before they are stored) */
export interface RemoteProblem {
  title: string;
  description: string;
  input?: string;
  output?: string;
  hint?: string;
  /** e.g. 'HDU 1000' or the contest's name */
  source?: string;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  examples?: Array<{ input: string; output: string }>;
}

/** one look at a run: not done yet (optionally how far), or the mapped verdict */
export type RemotePoll =
  | { done: false; status?: 6 | 7 }
  | { done: true; outcome: DispatchOutcome };

/** why a site could not do what was asked; `kind` decides what the user and the breaker see */
export type RemoteFailure =
  /** the site wants a captcha (at login or submit): bind a cookie, or try later */
  | 'captcha'
  /** the account's name or password (or pasted cookie) is not accepted, or the session expired */
  | 'login'
  /** the site refused for too many submissions; the account rests */
  | 'rate-limited'
  /** 5xx, time-out, connection refused: the site is down */
  | 'unavailable'
  /** the page or API did not look as expected (the site changed) */
  | 'changed'
  /** no such problem (import) */
  | 'not-found'
  /** the site refused the submission itself (duplicate code, language off for the problem, contest over) */
  | 'rejected';

export class RemoteError extends Error {
  /** the reason for the server log only, when `detail` (which the admin sees) is kept generic */
  readonly logDetail?: string;
  constructor(readonly kind: RemoteFailure, detail: string, logDetail?: string) {
    super(detail);
    this.name = 'RemoteError';
    if (logDetail !== undefined) this.logDetail = logDetail;
  }
}

export interface RemoteSite {
  /** the bank's short name and the problems' id prefix: HDU-1000 (upper case letters and digits) */
  oj: string;
  /** shown in the bank filter and the admin's site list */
  name: string;
  /** other names clients send for it, e.g. ['CODEFORCES'] */
  aliases?: readonly string[];
  /** the site's address, e.g. 'https://acm.hdu.edu.cn' (config `baseUrls.<OJ>` points it elsewhere) */
  baseUrl: string;
  languages: readonly RemoteLanguage[];
  /** the site's own limit of submissions per account, e.g. Codeforces' 20 per 300 s */
  submitLimit?: { max: number; windowSeconds: number };
  /** how often to look at a run (ms, default 2000; the plugin's config may shorten it for tests) */
  pollMs?: number;
  /** a problem id as typed ('1000', ' 1000a ') in the site's form ('1000A'), or null when it cannot be one */
  parseProblemId(id: string): string | null;
  /** logs in with the account's password; throws RemoteError('login' | 'captcha' | …) */
  login(http: RemoteHttp, account: RemoteAccount): Promise<void>;
  /**
   * Submits and answers the site's run id. Throws RemoteError('login') when the session has
   * expired (the plugin logs in again and retries once), 'rejected' or 'rate-limited' as the site says.
   */
  submit(http: RemoteHttp, run: { problemId: string; language: RemoteLanguage; code: string; account: RemoteAccount }): Promise<string>;
  /** looks at a run once; map verdicts from the site's codes, never its display text */
  poll(http: RemoteHttp, run: { runId: string; problemId: string; account: RemoteAccount }): Promise<RemotePoll>;
  /** reads a problem (anonymously, or with a pool account's session when the site needs one) */
  fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem>;
}

export const remoteSitePoint = defineExtensionPoint<RemoteSite>('remote-judge.site');

/**
 * Registers a site from a plugin's setup (the plugin `requires: ['remote-judge']`); the same as
 * `ctx.services.get(remoteJudgeService).addSite(site)`.
 */
export function addRemoteSite(ctx: PluginContext, site: RemoteSite): void {
  ctx.services.get(remoteJudgeService).addSite(site);
}

// Outside site modules compile against the kit's copy of these types (`@oj/sdk/extensions`, shipped
// by `oj plugin kit`); it must stay exactly this contract, or their packages would build against a
// point that no longer is: a change here fails the type check until the copy says the same.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Hold<T extends readonly true[]> = T;
type KitCopyIsThisContract = Hold<[
  Same<RemoteSite, Kit.RemoteSite>, Same<RemoteLanguage, Kit.RemoteLanguage>, Same<RemoteAccount, Kit.RemoteAccount>,
  Same<RemoteHttp, Kit.RemoteHttp>, Same<RemoteAnswer, Kit.RemoteAnswer>, Same<RemoteRequest, Kit.RemoteRequest>,
  Same<RemoteProblem, Kit.RemoteProblem>, Same<RemotePoll, Kit.RemotePoll>, Same<RemoteFailure, Kit.RemoteFailure>,
  Same<DispatchOutcome, Kit.DispatchOutcome>, Same<RemoteJudgeService, Kit.RemoteJudgeService>,
]>;
