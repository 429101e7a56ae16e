// A session with a remote site (RemoteHttp): requests through the guarded outbound client, a
// cookie jar kept between them (and saved with the account), the account's proxy, a browser-like
// user agent. Connection failures, time-outs and 5xx answers become RemoteError('unavailable'),
// 429 RemoteError('rate-limited'), so a site module handles only what its pages say.
import type { OutboundService } from '@oj/sdk';
import { RemoteError, type RemoteAnswer, type RemoteHttp, type RemoteRequest } from '../shared/sites.ts';

const MAX_REDIRECTS = 5;
/** what an account's lastError says when a request through its proxy failed (the reason is logged) */
export const PROXY_FAILED = 'no connection through the account\'s proxy (the reason is in the server log)';
export const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

export interface SessionOptions {
  /** cookies saved from an earlier session or pasted by the account's owner: `a=1; b=2` */
  cookies?: string;
  /** http://[user:pass@]host:port of the account's proxy; its address is checked by the guard when used */
  proxy?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

/** `a=1; b=2` → entries (a malformed piece is skipped) */
export function parseCookieHeader(text: string | undefined): Array<[string, string]> {
  if (!text) return [];
  const out: Array<[string, string]> = [];
  for (const piece of text.split(';')) {
    const eq = piece.indexOf('=');
    if (eq <= 0) continue;
    const name = piece.slice(0, eq).trim();
    if (/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) out.push([name, piece.slice(eq + 1).trim()]);
  }
  return out;
}

/**
 * The body as text in its own charset: the Content-Type's, else an HTML page's <meta charset>
 * (HDU and POJ serve GB2312), else UTF-8.
 */
export function decode(body: Buffer, contentType: string | string[] | undefined): string {
  const header = Array.isArray(contentType) ? contentType[0] : contentType;
  const declared = /charset=["']?([\w-]+)/i.exec(header ?? '')?.[1]
    ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) {
    try { return new TextDecoder(declared.toLowerCase()).decode(body); } catch { /* a label Node does not know: UTF-8 */ }
  }
  return body.toString('utf8');
}

export class SiteSession implements RemoteHttp {
  readonly base: string;
  private readonly jar = new Map<string, string>();
  /** a cookie changed since the session was made (save it with the account) */
  changed = false;

  constructor(private readonly outbound: OutboundService, base: string, private readonly options: SessionOptions = {}) {
    this.base = base.replace(/\/+$/, '');
    for (const [name, value] of parseCookieHeader(options.cookies)) this.jar.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string): void {
    if (this.jar.get(name) === value) return;
    this.jar.set(name, value);
    this.changed = true;
  }

  /** the jar as a Cookie header, to save with the account */
  cookies(): string {
    return [...this.jar].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  get(path: string, req: Omit<RemoteRequest, 'form' | 'json'> = {}): Promise<RemoteAnswer> {
    return this.send('GET', path, req);
  }

  post(path: string, req: RemoteRequest = {}): Promise<RemoteAnswer> {
    return this.send('POST', path, req);
  }

  private url(path: string): URL {
    if (/^https?:\/\//i.test(path)) return new URL(path);
    return new URL(this.base + (path.startsWith('/') ? path : `/${path}`));
  }

  private keep(setCookie: string | string[] | undefined): void {
    for (const line of typeof setCookie === 'string' ? [setCookie] : setCookie ?? []) {
      const [pair, ...attributes] = line.split(';');
      const [entry] = parseCookieHeader(pair);
      if (!entry) continue;
      const expired = attributes.some((a) => {
        const [k, v = ''] = a.trim().split('=');
        const key = k.toLowerCase();
        return (key === 'max-age' && Number(v) <= 0) || (key === 'expires' && Date.parse(v) < Date.now());
      });
      if (expired) {
        if (this.jar.delete(entry[0])) this.changed = true;
      } else this.setCookie(entry[0], entry[1]);
    }
  }

  private async send(method: string, path: string, req: RemoteRequest): Promise<RemoteAnswer> {
    let target = this.url(path);
    let body: string | undefined;
    const headers: Record<string, string> = { 'User-Agent': USER_AGENT, Accept: 'text/html,application/json;q=0.9,*/*;q=0.8', ...req.headers };
    if (req.json !== undefined) {
      body = JSON.stringify(req.json);
      headers['Content-Type'] = 'application/json';
    } else if (req.form) {
      body = new URLSearchParams(Object.entries(req.form).map(([k, v]) => [k, String(v)])).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    for (let hop = 0; ; hop++) {
      const cookie = this.cookies();
      let res;
      try {
        res = await this.outbound.fetch(target, {
          method, body, headers: cookie ? { ...headers, Cookie: cookie } : headers, redirect: 'manual',
          timeoutMs: this.options.timeoutMs, maxBytes: this.options.maxBytes, proxy: this.options.proxy,
        });
      } catch (err) {
        const reason = (err as { detail?: string }).detail ?? (err as Error).message;
        // issue 28: through an admin's proxy, the connection's own error (refused, reset, timed out,
        // not allowed) would tell them which internal hosts and ports answer: it goes to the log only
        if (this.options.proxy) throw new RemoteError('unavailable', `${method} ${target.href}: ${PROXY_FAILED}`, reason);
        throw new RemoteError('unavailable', `${method} ${target.href}: ${reason}`);
      }
      this.keep(res.headers['set-cookie']);
      const location = res.headers.location;
      if (!req.manualRedirect && res.status >= 300 && res.status < 400 && typeof location === 'string') {
        if (hop >= MAX_REDIRECTS) throw new RemoteError('changed', `${target.href}: more than ${MAX_REDIRECTS} redirects`);
        target = new URL(location, target);
        if (res.status !== 307 && res.status !== 308) { method = 'GET'; body = undefined; delete headers['Content-Type']; }
        continue;
      }
      if (res.status >= 500) throw new RemoteError('unavailable', `${method} ${target.href}: HTTP ${res.status}`);
      if (res.status === 429) throw new RemoteError('rate-limited', `${method} ${target.href}: HTTP 429`);
      const text = decode(res.body, res.headers['content-type']);
      const url = res.url;
      return {
        status: res.status, url, headers: res.headers, text,
        json<T>(): T {
          try { return JSON.parse(text) as T; } catch { throw new RemoteError('changed', `${url}: the answer is not JSON`); }
        },
      };
    }
  }
}
