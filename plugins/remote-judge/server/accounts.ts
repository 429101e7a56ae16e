// Accounts on the remote sites: the pool an admin fills, and the accounts users bind so their own
// submissions go through them. Passwords, pasted cookies, the sessions kept after a login and the
// user name and password of an account's proxy are plugin secrets (encrypted, never answered). An account is leased while a submission is being
// made with it (a conditional update, so two nodes never share one), and each account keeps to
// its site's own submit limit (Codeforces: 20 per 5 minutes).
import { OjError, badRequest, notFound, type PluginContext } from '@oj/sdk';
import type { AccountInput, AdminAccount, MyAccount, MyAccountInput } from '../shared/browser.ts';
import type { RemoteAccount, RemoteSite } from '../shared/sites.ts';
import type { RemoteJudgeConfig } from './config.ts';
import type { Sites } from './registry.ts';
import type { AccountRow } from '../shared/index.ts';
import type { RemoteJudgeStore } from './store.ts';

const ERROR_MAX = 500;

/** the secrets of account `id` */
export const secretKey = {
  password: (id: number) => `account.${id}.password`,
  /** a cookie its owner pasted (sites whose login has a captcha) */
  cookie: (id: number) => `account.${id}.cookie`,
  /** the session the plugin keeps after logging in */
  session: (id: number) => `account.${id}.session`,
  /** the user name and password of its proxy, `user:password` as written in the proxy's URL (the row keeps only the address) */
  proxyAuth: (id: number) => `account.${id}.proxy-auth`,
};
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * A proxy split into its address (kept in the account's row and answered) and its user name and
 * password (`user:password` as written in the URL, a secret: write-only, issue 28). A proxy saved
 * before the split may still carry them in the row.
 */
export function splitProxy(proxy: string): { address: string; auth: string | null } {
  const url = new URL(proxy);
  return { address: `http://${url.host}`, auth: url.username || url.password ? `${url.username}${url.password ? `:${url.password}` : ''}` : null };
}

/** an http proxy as an admin types it: http://[user:pass@]host:port, nothing else */
export function checkedProxy(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try { url = new URL(text); } catch { throw badRequest('REMOTE_JUDGE_PROXY_INVALID'); }
  if (url.protocol !== 'http:' || !url.hostname || url.pathname.replace(/\/$/, '') || url.search || url.hash) throw badRequest('REMOTE_JUDGE_PROXY_INVALID');
  return text.replace(/\/$/, '');
}

export class Accounts {
  constructor(
    private readonly ctx: PluginContext, private readonly config: RemoteJudgeConfig, private readonly sites: Sites, private readonly store: RemoteJudgeStore,
  ) {}

  private site(oj: string): RemoteSite {
    const site = this.sites.find(oj);
    if (!site) throw badRequest('REMOTE_JUDGE_SITE_UNKNOWN', { oj: oj.slice(0, 16) });
    return site;
  }

  /**
   * The proxy to store: its format checked, its address checked by the outbound guard as a target's
   * would be (it is checked again whenever it is used: a name may resolve elsewhere later). `auth`:
   * the user name and password to keep as a secret, null to drop them, undefined to keep the stored
   * ones (the same proxy coming back without them: the form shows none).
   */
  private async savedProxy(raw: string | null | undefined, stored: string | null): Promise<{ proxy: string | null; auth: string | null | undefined }> {
    const proxy = checkedProxy(raw);
    if (!proxy) return { proxy: null, auth: null };
    const url = new URL(proxy);
    try {
      await this.ctx.outbound.resolve(url.hostname);
    } catch (err) {
      this.ctx.log.warn({ proxy: url.host, detail: (err as { detail?: string }).detail ?? (err as Error).message }, 'remote judge proxy refused');
      throw badRequest('REMOTE_JUDGE_PROXY_REFUSED', { host: url.hostname.slice(0, 100) });
    }
    const { address, auth } = splitProxy(proxy);
    if (auth) return { proxy: address, auth };
    const before = stored ? splitProxy(stored) : null;
    if (before?.address !== address) return { proxy: address, auth: null };
    // the same proxy: its stored user name and password stay (moved out of a row saved before the split)
    return { proxy: address, auth: before.auth ?? undefined };
  }

  private async saveProxyAuth(id: number, auth: string | null | undefined): Promise<void> {
    if (auth !== undefined) await this.ctx.secrets.set(secretKey.proxyAuth(id), auth);
  }

  private async view(row: AccountRow): Promise<AdminAccount> {
    const [password, cookie, proxyAuth] = await Promise.all([
      this.ctx.secrets.get(secretKey.password(row.id)), this.ctx.secrets.get(secretKey.cookie(row.id)), this.ctx.secrets.get(secretKey.proxyAuth(row.id)),
    ]);
    const proxy = row.proxy ? splitProxy(row.proxy) : null;
    return {
      id: row.id, oj: row.oj, username: row.username, enabled: row.enabled,
      proxy: proxy?.address ?? null, proxyHasCredentials: proxy !== null && (proxy.auth !== null || proxyAuth !== undefined),
      hasPassword: password !== undefined, hasCookie: cookie !== undefined,
      busy: row.busyUntil !== null && new Date(row.busyUntil).getTime() > Date.now(),
      submits: row.submits, lastError: row.lastError, lastUsedAt: iso(row.lastUsedAt),
    };
  }

  /** the pool, as the admin sees it */
  async pool(oj?: string): Promise<AdminAccount[]> {
    const rows = await this.store.pool(oj ? this.site(oj).oj : undefined);
    return Promise.all(rows.map((r) => this.view(r)));
  }

  poolCounts(): Promise<Map<string, number>> {
    return this.store.poolCounts();
  }

  /** the pool's first enabled account on the site (reading problems: some sites show them only to members) */
  firstPool(oj: string): Promise<AccountRow | undefined> {
    return this.store.firstPoolAccount(oj);
  }

  private async setSecrets(id: number, input: { password?: string; cookie?: string }): Promise<void> {
    // empty means "unchanged"; a new password or cookie drops the kept session
    if (input.password) await this.ctx.secrets.set(secretKey.password(id), input.password);
    if (input.cookie?.trim()) await this.ctx.secrets.set(secretKey.cookie(id), input.cookie.trim());
    if (input.password || input.cookie?.trim()) await this.ctx.secrets.set(secretKey.session(id), null);
  }

  private async forget(id: number): Promise<void> {
    for (const key of [secretKey.password(id), secretKey.cookie(id), secretKey.session(id), secretKey.proxyAuth(id)]) await this.ctx.secrets.set(key, null);
  }

  /** adds (no id) or edits a pool account */
  async savePool(input: AccountInput): Promise<AdminAccount> {
    const site = this.site(input.oj);
    const username = input.username.trim();
    if (!username) throw badRequest('REMOTE_JUDGE_USERNAME_REQUIRED');
    if (await this.store.poolNameTaken(site.oj, username, input.id)) throw badRequest('REMOTE_JUDGE_ACCOUNT_DUPLICATE', { oj: site.oj, username });
    if (input.id) {
      const row = await this.store.poolAccount(input.id);
      if (!row) throw notFound('REMOTE_JUDGE_ACCOUNT_NOT_FOUND');
      const changed = row.username !== username || row.oj !== site.oj;
      const { proxy, auth } = input.proxy === undefined ? { proxy: row.proxy, auth: undefined } : await this.savedProxy(input.proxy, row.proxy);
      await this.store.updateAccount(row.id, {
        oj: site.oj, username, proxy, enabled: input.enabled ?? row.enabled, lastError: changed ? null : row.lastError,
      });
      if (changed) await this.ctx.secrets.set(secretKey.session(row.id), null);
      await this.saveProxyAuth(row.id, auth);
      await this.setSecrets(row.id, input);
      return this.view((await this.store.account(row.id))!);
    }
    if (!input.password && !input.cookie?.trim()) throw badRequest('REMOTE_JUDGE_SECRET_REQUIRED');
    const { proxy, auth } = await this.savedProxy(input.proxy, null);
    const row = await this.store.insertAccount({ oj: site.oj, username, proxy, enabled: input.enabled ?? true });
    await this.saveProxyAuth(row.id, auth);
    await this.setSecrets(row.id, input);
    return this.view(row);
  }

  async removePool(id: number): Promise<void> {
    if (!(await this.store.removePoolAccount(id))) throw notFound('REMOTE_JUDGE_ACCOUNT_NOT_FOUND');
    await this.forget(id);
  }

  async mine(uid: string): Promise<MyAccount[]> {
    const rows = await this.store.ofUser(uid);
    return Promise.all(rows.map(async (r) => {
      const v = await this.view(r);
      return { oj: r.oj, username: r.username, hasPassword: v.hasPassword, hasCookie: v.hasCookie, lastError: r.lastError, gmtModified: new Date(r.gmtModified).toISOString() };
    }));
  }

  /** binds (or re-binds) the user's own account on a site */
  async bind(uid: string, input: MyAccountInput): Promise<void> {
    const site = this.site(input.oj);
    const username = input.username.trim();
    if (!username) throw badRequest('REMOTE_JUDGE_USERNAME_REQUIRED');
    const current = await this.store.boundOn(site.oj, uid);
    if (!input.password && !input.cookie?.trim() && !(current && current.username === username)) throw badRequest('REMOTE_JUDGE_SECRET_REQUIRED');
    let id: number;
    if (current) {
      await this.store.updateAccount(current.id, { username, lastError: null });
      id = current.id;
      if (current.username !== username) await this.forget(id);
    } else {
      id = (await this.store.insertAccount({ oj: site.oj, username, uid })).id;
    }
    await this.setSecrets(id, input);
  }

  async unbind(uid: string, oj: string): Promise<void> {
    const site = this.site(oj);
    const row = await this.store.boundOn(site.oj, uid);
    if (!row) throw notFound('REMOTE_JUDGE_NOT_BOUND', { oj: site.oj });
    await this.store.removeAccount(row.id);
    await this.forget(row.id);
  }

  async boundSites(uid: string): Promise<Set<string>> {
    return new Set((await this.store.ofUser(uid)).map((r) => r.oj));
  }

  /**
   * An account to submit `uid`'s attempt to `site` with, leased: the user's own when they bound
   * one, else the pool's least recently used free one within the site's submit limit. 'none':
   * there is no such account at all; 'busy': all are in use or resting, ask again later.
   */
  async acquire(site: RemoteSite, uid: string): Promise<AccountRow | 'none' | 'busy'> {
    const bound = await this.store.boundOn(site.oj, uid);
    const candidates = bound ? [bound] : await this.store.poolByUse(site.oj);
    if (candidates.length === 0) return 'none';
    for (const candidate of candidates) {
      const leased = await this.lease(candidate.id, this.config.leaseMs);
      if (!leased) continue;
      if (site.submitLimit) {
        try {
          await this.ctx.limits.take(`account-${candidate.id}`, 'submit', site.submitLimit);
        } catch (err) {
          // over the site's limit: the account rests until its window ends
          const seconds = err instanceof OjError ? Number(err.params.seconds) || 30 : 30;
          await this.store.restUntil(candidate.id, new Date(Date.now() + seconds * 1000));
          continue;
        }
      }
      return leased;
    }
    return 'busy';
  }

  private lease(id: number, ms: number): Promise<AccountRow | undefined> {
    return this.store.lease(id, new Date(Date.now() + ms));
  }

  /** frees the account; `error` is what went wrong with the submission (null: it worked), left out when nothing was tried (the last error is kept) */
  async release(id: number, outcome: { error?: string | null; submitted: boolean; restMs?: number }): Promise<void> {
    await this.store.released(
      id, outcome.restMs ? new Date(Date.now() + outcome.restMs) : null,
      outcome.error !== undefined ? outcome.error?.slice(0, ERROR_MAX) ?? null : undefined, outcome.submitted,
    );
  }

  async noteError(id: number, error: string | null): Promise<void> {
    await this.store.setAccountError(id, error?.slice(0, ERROR_MAX) ?? null);
  }

  row(id: number): Promise<AccountRow | undefined> {
    return this.store.account(id);
  }

  /** what a site module is given of the account, the cookies to start its session with, and its proxy with its user name and password */
  async credentials(row: AccountRow): Promise<{ account: RemoteAccount; session: string | undefined; proxy: string | undefined }> {
    const [password, cookie, session, proxyAuth] = await Promise.all([
      this.ctx.secrets.get(secretKey.password(row.id)), this.ctx.secrets.get(secretKey.cookie(row.id)), this.ctx.secrets.get(secretKey.session(row.id)),
      this.ctx.secrets.get(secretKey.proxyAuth(row.id)),
    ]);
    const proxy = row.proxy && proxyAuth ? `http://${proxyAuth}@${splitProxy(row.proxy).address.slice('http://'.length)}` : row.proxy ?? undefined;
    return { account: { username: row.username, password, cookie }, session: session ?? cookie, proxy };
  }

  async saveSession(id: number, cookies: string): Promise<void> {
    await this.ctx.secrets.set(secretKey.session(id), cookies || null);
  }
}
