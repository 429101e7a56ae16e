// The Codeforces pages as a browser sees them (codeforces.ts): the balanced <div> scanner its
// statement and status pages need, the CSRF token, the login and challenge pages, form errors, and
// the anti-bot fields a browser's script adds (the RCPC cookie, ftaa, bfaa, _tta).
import { createDecipheriv, randomBytes } from 'node:crypto';
import { RemoteError, type RemoteAnswer, type RemoteHttp } from '../../shared/sites.ts';
import { cellText, pathOf } from './html.ts';

/** the fingerprint value command-line clients send for `bfaa` (the page's script computes one per browser) */
const BFAA = 'f1b3f18c715565b589b7823cda7448ce';
/** the cookie Codeforces' script keeps `ftaa` in */
const FTAA_COOKIE = '70a7c28f3de';

export interface Div { cls: string; start: number; end: number; inner: string }

const DIV_TAG = /<div\b[^>]*>|<\/div\s*>/gi;

export function classOf(tag: string): string {
  return /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag)?.slice(1).find((v) => v !== undefined) ?? '';
}

export function hasClass(cls: string, name: string): boolean {
  return cls.split(/\s+/).includes(name);
}

/** the divs directly inside `html` (a div's own markup is the caller's) */
export function divChildren(html: string): Div[] {
  const out: Div[] = [];
  let depth = 0;
  let open: { cls: string; start: number; innerStart: number } | null = null;
  for (const m of html.matchAll(DIV_TAG)) {
    const closing = m[0][1] === '/';
    if (!closing) {
      if (depth === 0) open = { cls: classOf(m[0]), start: m.index!, innerStart: m.index! + m[0].length };
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0 && open) {
        out.push({ cls: open.cls, start: open.start, end: m.index! + m[0].length, inner: html.slice(open.innerStart, m.index!) });
        open = null;
      }
    }
  }
  return out;
}

/** the first div anywhere in `html` with class `name` */
export function findDiv(html: string, name: string): Div | null {
  for (const m of html.matchAll(DIV_TAG)) {
    if (m[0][1] === '/' || !hasClass(classOf(m[0]), name)) continue;
    const [div] = divChildren(html.slice(m.index!));
    return div ? { ...div, start: div.start + m.index!, end: div.end + m.index! } : null;
  }
  return null;
}

export function findAllDivs(html: string, name: string): Div[] {
  const out: Div[] = [];
  let from = 0;
  for (;;) {
    const div = findDiv(html.slice(from), name);
    if (!div) return out;
    out.push(div);
    from += div.end;
  }
}

export function csrfOf(html: string): string | undefined {
  return /<meta\s+name=["']X-Csrf-Token["']\s+content=["']([0-9a-f]+)["']/i.exec(html)?.[1]
    ?? /<input[^>]*name=["']csrf_token["'][^>]*value=["']([0-9a-f]+)["']/i.exec(html)?.[1]
    ?? /data-csrf=["']([0-9a-f]+)["']/i.exec(html)?.[1];
}

export function header(res: RemoteAnswer, name: string): string {
  const v = res.headers[name];
  return (Array.isArray(v) ? v.join(', ') : v ?? '').toLowerCase();
}

/** a Cloudflare interstitial or a captcha widget (Turnstile, reCAPTCHA) */
export function challenged(res: RemoteAnswer): boolean {
  if (header(res, 'cf-mitigated') === 'challenge') return true;
  return /<title>\s*Just a moment\.\.\.\s*<\/title>|challenges\.cloudflare\.com|\bcf-turnstile\b|\bcf_chl_opt\b|\bg-recaptcha\b/i.test(res.text);
}

/** the login form (also where Codeforces sends a visitor whose session expired) */
export function onLoginPage(res: RemoteAnswer): boolean {
  return pathOf(res) === '/enter' || /name=["']handleOrEmail["']/.test(res.text);
}

export function loggedIn(html: string): boolean {
  return /href=["']\/[0-9a-f]{8,}\/logout["']/i.test(html);
}

/** the texts of the form's error spans (`<span class="error for__source">…</span>`) */
export function formErrors(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(span|div)\b[^>]*>/gi)) {
    if (!hasClass(classOf(m[0]), 'error')) continue;
    const rest = html.slice(m.index!);
    const inner = m[1].toLowerCase() === 'div' ? divChildren(rest)[0]?.inner ?? '' : /^<span\b[^>]*>([\s\S]*?)<\/span>/i.exec(rest)?.[1] ?? '';
    const text = cellText(inner);
    if (text) out.push(text);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// the RCPC cookie, _tta, ftaa

/** the "Redirecting…" page: a=key, b=iv, c=cipher text; RCPC = hex(AES-128-CBC decrypt) */
export function rcpcOf(html: string): string | null {
  if (!/slowAES\.decrypt/.test(html) || !/RCPC=/.test(html)) return null;
  const m = /\ba\s*=\s*toNumbers\(\s*["']([0-9a-f]+)["']\s*\)\s*,\s*b\s*=\s*toNumbers\(\s*["']([0-9a-f]+)["']\s*\)\s*,\s*c\s*=\s*toNumbers\(\s*["']([0-9a-f]+)["']\s*\)/i.exec(html);
  if (!m || m[1].length !== 32 || m[2].length !== 32 || m[3].length === 0 || m[3].length % 32 !== 0) {
    throw new RemoteError('changed', 'Codeforces: the RCPC page has no key, iv and cipher text');
  }
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(m[1], 'hex'), Buffer.from(m[2], 'hex'));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(Buffer.from(m[3], 'hex')), decipher.final()]).toString('hex');
}

/** the `_tta` field Codeforces' script derives from the `39ce7` cookie */
export function ttaOf(seed: string): number {
  let v = 0;
  for (let i = 0; i < seed.length; i++) {
    v = (v + (i + 1) * (i + 2) * seed.charCodeAt(i)) % 1009;
    if (i % 3 === 0) v += 1;
    if (i % 2 === 0) v *= 2;
    if (i > 0) v -= Math.floor(seed.charCodeAt(Math.floor(i / 2)) / 2) * (v % 5);
    v = ((v % 1009) + 1009) % 1009;
  }
  return v;
}

export function ftaaOf(http: RemoteHttp): string {
  let ftaa = http.cookie(FTAA_COOKIE);
  if (!ftaa || !/^[0-9a-z]{18}$/.test(ftaa)) {
    const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
    ftaa = [...randomBytes(18)].map((b) => alphabet[b % 36]).join('');
    http.setCookie(FTAA_COOKIE, ftaa);
  }
  return ftaa;
}

/** the fingerprint fields the page's script adds to the login and submit forms */
export function browserFields(http: RemoteHttp): Record<string, string | number> {
  const fields: Record<string, string | number> = { ftaa: ftaaOf(http), bfaa: BFAA };
  const seed = http.cookie('39ce7');
  if (seed) fields._tta = ttaOf(seed);
  return fields;
}

/** a request that answers the RCPC page once (it may come in front of any page) */
