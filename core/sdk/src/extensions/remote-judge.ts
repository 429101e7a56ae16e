// The remote judge's site extension point, as an outside author compiles against it: the types of
// plugins/remote-judge/shared (`RemoteSite` and what it uses, the `RemoteJudgeService` a site is
// registered with), shipped with the kit so a package of its own needs nothing of the remote-judge
// plugin. Types only: a site is registered with
// `ctx.services.get(defineServiceRef<RemoteJudgeService>('remote-judge')).addSite(site)`.
// The plugin's shared/sites.ts checks at compile time that these stay the same as its own.
import type { AuthUser } from '../roles.ts';
import type { DispatchOutcome } from './judging.ts';

/** a language the site judges, as users pick it on our problem page */
export interface RemoteLanguage {
  /** our name for it (unique within the site), e.g. 'GNU G++17 7.3.0' */
  name: string;
  description?: string;
  /** the editor's mode, e.g. 'text/x-c++src' */
  editorMode?: string;
  template?: string;
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
  /** the body as JSON; a body that is not JSON throws a 'changed' failure */
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
 * a refused connection throws an 'unavailable' failure before the site module sees it.
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

/** one look at a run: not done yet (optionally how far: 6 Compiling, 7 Judging), or the mapped verdict */
export type RemotePoll =
  | { done: false; status?: 6 | 7 }
  | { done: true; outcome: DispatchOutcome };

/** why a site could not do what was asked, as the `kind` of the error it throws (the guide's table) */
export type RemoteFailure = 'captcha' | 'login' | 'rate-limited' | 'unavailable' | 'changed' | 'not-found' | 'rejected';

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
  /** logs in with the account's password; throws a 'login', 'captcha', … failure */
  login(http: RemoteHttp, account: RemoteAccount): Promise<void>;
  /**
   * Submits and answers the site's run id. Throws 'login' when the session has expired (the
   * plugin logs in again and retries once), 'rejected' or 'rate-limited' as the site says.
   */
  submit(http: RemoteHttp, run: { problemId: string; language: RemoteLanguage; code: string; account: RemoteAccount }): Promise<string>;
  /** looks at a run once; map verdicts from the site's codes, never its display text */
  poll(http: RemoteHttp, run: { runId: string; problemId: string; account: RemoteAccount }): Promise<RemotePoll>;
  /** reads a problem (anonymously, or with a pool account's session when the site needs one) */
  fetchProblem(http: RemoteHttp, problemId: string): Promise<RemoteProblem>;
}

/** the remote-judge plugin's service (`defineServiceRef<RemoteJudgeService>('remote-judge')`) */
export interface RemoteJudgeService {
  /** registers a site from your plugin's setup (`requires: ['remote-judge']`); a second site with the same oj stops the boot */
  addSite(site: RemoteSite): void;
  /** imports the site's problem into the main set (or finds the one imported before) and answers its pid */
  importProblem(oj: string, problemId: string, by: AuthUser): Promise<number>;
}
