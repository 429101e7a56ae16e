// Each site's switch and health: an admin switches a site off; failures of the site itself (down,
// changed pages, captcha walls) counted in a row open a circuit breaker, so a broken site is not
// hammered: while it is open, submissions to the site end at once as Submitted Failed saying so, and
// users see "unavailable" before they submit. After the cool-down one submission tries again; a
// success closes the breaker, a failure opens it again.
import type { PluginContext } from '@oj/sdk';
import type { SiteHealthState } from '../shared/browser.ts';
import type { RemoteFailure } from '../shared/sites.ts';
import type { RemoteJudgeConfig } from './config.ts';
import { T, type SiteRow } from './tables.ts';

/** failures that say the site is broken, not one account */
export const SITE_FAILURES: readonly RemoteFailure[] = ['unavailable', 'changed', 'captcha'];
const ERROR_MAX = 500;

export class Health {
  constructor(private readonly ctx: PluginContext, private readonly config: RemoteJudgeConfig) {}

  async rows(): Promise<Map<string, SiteRow>> {
    const rows = (await this.ctx.db(T.site)) as SiteRow[];
    return new Map(rows.map((r) => [r.oj, r]));
  }

  async row(oj: string): Promise<SiteRow | undefined> {
    return (await this.ctx.db(T.site).where({ oj }).first()) as SiteRow | undefined;
  }

  /** off (switched off), unavailable (breaker open) or ok; a site never seen is ok */
  static stateOf(row: SiteRow | undefined, now = Date.now()): SiteHealthState {
    if (row && !row.enabled) return 'off';
    if (row?.openUntil && new Date(row.openUntil).getTime() > now) return 'unavailable';
    return 'ok';
  }

  async state(oj: string): Promise<SiteHealthState> {
    return Health.stateOf(await this.row(oj));
  }

  async succeeded(oj: string): Promise<void> {
    await this.ctx.db(T.site).insert({ oj, failures: 0, openUntil: null, lastOkAt: this.ctx.db.fn.now() })
      .onConflict('oj').merge(['failures', 'openUntil', 'lastOkAt']);
  }

  /** one failure of the site; answers whether the breaker is open now */
  async failed(oj: string, kind: RemoteFailure, detail: string): Promise<boolean> {
    if (!SITE_FAILURES.includes(kind)) return false;
    const error = `${kind}: ${detail}`.slice(0, ERROR_MAX);
    const { rows } = (await this.ctx.db.raw(
      `insert into ${T.site} (oj, failures, last_error, last_error_at) values (?, 1, ?, now())
       on conflict (oj) do update set failures = ${T.site}.failures + 1, last_error = excluded.last_error, last_error_at = now()
       returning failures`, [oj, error])) as { rows: Array<{ failures: number }> };
    if (rows[0].failures < this.config.breakerFailures) return false;
    await this.ctx.db(T.site).where({ oj }).update({ openUntil: new Date(Date.now() + this.config.breakerCooldownMs) });
    this.ctx.log.warn({ oj, failures: rows[0].failures, detail }, 'remote judge: breaker open');
    return true;
  }

  async setEnabled(oj: string, enabled: boolean): Promise<void> {
    await this.ctx.db(T.site).insert({ oj, enabled }).onConflict('oj').merge(['enabled']);
  }

  /** closes the breaker by hand (the admin fixed the cause) */
  async reset(oj: string): Promise<void> {
    await this.ctx.db(T.site).insert({ oj, failures: 0, openUntil: null }).onConflict('oj').merge(['failures', 'openUntil']);
  }
}
