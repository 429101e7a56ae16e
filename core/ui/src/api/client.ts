// The API client of spec 1 §7: token header, Url-Type, Accept-Language, refresh-token header,
// 90 s timeout (5 min for downloads), blob pass-through, and the error catalogue of §8.
import { DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../constants.js';
import { i18n, currentLanguage } from '../i18n/index.js';
import { clearSession, ojStore, openLoginDialog, permissionsAtom, rolesAtom, tokenAtom, userInfoAtom } from '../session/atoms.js';
import { decideErrorAction, type CallOutcome, type ErrorAction } from './errors.js';

export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Query;
  data?: unknown;
  /** 'blob' passes the body through as success (downloads). */
  responseType?: 'json' | 'blob';
  timeout?: number;
  /** Skip the toast: the caller shows the error its own way (a form field, an error card). The session effects still apply. */
  quiet?: boolean;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly outcome: CallOutcome,
    /** the envelope; `code` is the server's stable error code (e.g. OJ_AUTH_PUZZLE_REQUIRED) */
    readonly body: { status?: number; msg?: string; data?: unknown; code?: string } | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Side effects the shell provides at boot (Semi toasts, the router). Defaults keep tests quiet. */
export interface ApiEffects {
  /** the one message of a failed call (issue 28 §8); calls failing alike at once may share it */
  toast(message: string): void;
  navigate(path: string): void;
  isMobile(): boolean;
  /** Where the user is: decides Url-Type and the 401/403 routes. */
  pathname(): string;
}

let effects: ApiEffects = {
  toast: () => {},
  navigate: () => {},
  isMobile: () => false,
  pathname: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
};

let fetchImpl: typeof fetch = (...args) => fetch(...args);
let baseUrl = '';

export function configureApi(opts: { effects?: Partial<ApiEffects>; fetch?: typeof fetch; baseUrl?: string }): void {
  if (opts.effects) effects = { ...effects, ...opts.effects };
  if (opts.fetch) fetchImpl = opts.fetch;
  if (opts.baseUrl !== undefined) baseUrl = opts.baseUrl;
}

export function isAdminCall(url: string, pathname: string): boolean {
  return url.startsWith('/api/admin') || pathname === '/admin' || pathname.startsWith('/admin/');
}

export function buildUrl(url: string, params?: Query): string {
  if (!params) return baseUrl + url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) qs.append(k, String(v));
  const s = qs.toString();
  return baseUrl + url + (s ? (url.includes('?') ? '&' : '?') + s : '');
}

async function refreshRolesQuietly(): Promise<void> {
  if (!ojStore.get(tokenAtom)) return;
  try {
    const res = await request<{ roles: string[]; permissions: string[] }>('/api/get-user-auth-info', { quiet: true });
    ojStore.set(rolesAtom, res.data.roles ?? []);
    ojStore.set(permissionsAtom, res.data.permissions ?? []);
    const user = ojStore.get(userInfoAtom);
    if (user) ojStore.set(userInfoAtom, { ...user, roleList: res.data.roles ?? [], permissionList: res.data.permissions ?? [] });
  } catch {
    /* the toast was already shown by the failing call */
  }
}

export { refreshRolesQuietly as refreshRoles };

function applyErrorAction(action: ErrorAction, quiet: boolean): string {
  const text = action.message ? (action.messageIsKey ? i18n.t(action.message) : action.message) : '';
  if (text && !quiet) effects.toast(text);
  if (action.clearSession) clearSession();
  if (action.openLogin) openLoginDialog('Login');
  if (action.refreshRoles) void refreshRolesQuietly();
  if (action.goto) effects.navigate(action.goto);
  return text;
}

export async function request<T = unknown>(url: string, opts: RequestOptions = {}): Promise<Envelope<T> & { headers: Headers }> {
  const method = opts.method ?? 'GET';
  const admin = isAdminCall(url, effects.pathname());
  const headers: Record<string, string> = {
    'Url-Type': admin ? 'admin' : 'general',
    'Accept-Language': currentLanguage(),
    ...opts.headers,
  };
  const token = ojStore.get(tokenAtom);
  const isLogin = url === '/api/login' || url === '/api/admin/login';
  if (token && !isLogin) headers.Authorization = token;
  let body: BodyInit | undefined;
  if (opts.data instanceof FormData) body = opts.data;
  else if (opts.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.data);
  }
  const controller = new AbortController();
  const timeout = opts.timeout ?? (opts.responseType === 'blob' ? DOWNLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const ctx = { admin, mobile: effects.isMobile() };
  let res: Response;
  try {
    res = await fetchImpl(buildUrl(url, opts.params), { method, headers, body, signal: controller.signal });
  } catch {
    clearTimeout(timer);
    const outcome: CallOutcome = timedOut ? { kind: 'timeout' } : { kind: 'network' };
    const text = applyErrorAction(decideErrorAction(outcome, ctx)!, !!opts.quiet);
    throw new ApiError(text, outcome, null);
  }
  // spec 1 §4: a response carrying the refresh header replaces the stored token
  if (res.headers.get('refresh-token') === 'true') {
    const fresh = res.headers.get('authorization');
    if (fresh) ojStore.set(tokenAtom, fresh);
  }
  let parsed: { status?: number; msg?: string; data?: unknown; code?: string } | null = null;
  try {
    if (opts.responseType === 'blob' && res.ok) {
      const blob = await res.blob();
      clearTimeout(timer);
      return { status: 200, msg: 'success', data: blob as T, headers: res.headers };
    }
    const text = await res.text();
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  } finally {
    clearTimeout(timer);
  }
  if (timedOut) {
    const outcome: CallOutcome = { kind: 'timeout' };
    throw new ApiError(applyErrorAction(decideErrorAction(outcome, ctx)!, !!opts.quiet), outcome, null);
  }
  const outcome: CallOutcome = { kind: 'response', httpStatus: res.status, body: parsed };
  const action = decideErrorAction(outcome, ctx);
  if (!action) {
    return { status: parsed?.status ?? 200, msg: parsed?.msg ?? '', data: parsed?.data as T, headers: res.headers };
  }
  throw new ApiError(applyErrorAction(action, !!opts.quiet), outcome, parsed);
}

/**
 * A call as a plugin's shared/browser.ts defines it (`defineCall` of @oj/sdk/shared): the page
 * reads its path and method, and its query, body, path parameters and answer types, from the same
 * value the route is mounted from. Only the members the client needs are named here.
 */
export interface TypedCall<Q, B, A, P = undefined> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly upload?: boolean;
  readonly types?: { query: Q; body: B; answer: A; params: P };
}

/** a part of a call's input: optional when the call has none or when every field of it is */
type InputPart<K extends string, T> = undefined extends T ? { [P in K]?: T } : {} extends T ? { [P in K]?: T } : { [P in K]: T };

/** what a call takes: its query, its body and its path parameters, each when it has one */
export type CallInput<Q, B, P = undefined> = InputPart<'query', Q> & InputPart<'body', B> & InputPart<'params', P>;

/** the call's path with its `:name` segments filled in from `params` */
function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * `api.call(guestbookCalls.list, { query: { currentPage: 2 } })`: a call typed end to end. The
 * input may be left out when nothing in it is required.
 */
function call<Q, B, A, P = undefined>(
  spec: TypedCall<Q, B, A, P>,
  ...args: {} extends CallInput<Q, B, P> ? [input?: CallInput<Q, B, P>, opts?: RequestOptions] : [input: CallInput<Q, B, P>, opts?: RequestOptions]
): Promise<Envelope<A> & { headers: Headers }> {
  const [input, opts = {}] = args;
  const { query, body, params } = (input ?? {}) as { query?: Q; body?: B; params?: Record<string, string | number> };
  // a query's fields are the strings, numbers and flags of the call's query schema
  return request<A>(pathOf(spec.path, params), { ...opts, method: spec.method, params: query as Query | undefined, data: body });
}

/** what an upload call takes besides its form: its query, when it has one */
type UploadInput<Q> = InputPart<'query', Q>;

/** `api.upload('/api/x', form)`: a form posted to a path, its answer typed by the caller */
function upload<A = unknown>(url: string, form: FormData, opts?: RequestOptions): Promise<Envelope<A> & { headers: Headers }>;
/** `api.upload(fileCalls.avatar, form)`: an upload call (`defineUpload`), its query and answer typed by it */
function upload<Q, A>(spec: TypedCall<Q, undefined, A, undefined>, form: FormData, input?: UploadInput<Q>, opts?: RequestOptions): Promise<Envelope<A> & { headers: Headers }>;
function upload(spec: TypedCall<unknown, undefined, unknown, undefined> | string, form: FormData, third?: unknown, fourth?: RequestOptions): Promise<Envelope<unknown> & { headers: Headers }> {
  if (typeof spec === 'string') return request(spec, { ...(third as RequestOptions | undefined), method: 'POST', data: form });
  const query = (third as { query?: Query } | undefined)?.query;
  return request(spec.path, { ...fourth, method: 'POST', params: query, data: form });
}

export const api = {
  call,
  get: <T = unknown>(url: string, params?: Query, opts: RequestOptions = {}) => request<T>(url, { ...opts, method: 'GET', params }),
  post: <T = unknown>(url: string, data?: unknown, opts: RequestOptions = {}) => request<T>(url, { ...opts, method: 'POST', data }),
  put: <T = unknown>(url: string, data?: unknown, opts: RequestOptions = {}) => request<T>(url, { ...opts, method: 'PUT', data }),
  delete: <T = unknown>(url: string, params?: Query, opts: RequestOptions = {}) =>
    request<T>(url, { ...opts, method: 'DELETE', params }),
  upload,
  /** A file download (5 minutes); saves it under the server's file name. */
  async download(url: string, params?: Query, fallbackName = 'download'): Promise<void> {
    const res = await request<Blob>(url, { method: 'GET', params, responseType: 'blob' });
    const disposition = res.headers.get('content-disposition') ?? '';
    const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    const name = m ? decodeURIComponent(m[1]) : fallbackName;
    const href = URL.createObjectURL(res.data);
    const a = document.createElement('a');
    a.href = href;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  },
};
