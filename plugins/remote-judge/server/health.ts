// Each site's switch and health: an admin switches a site off; failures of the site itself (down,
// changed pages, captcha walls) counted in a row open a circuit breaker, so a broken site is not
// hammered: while it is open, submissions to the site end at once as Submitted Failed saying so, and
// users see "unavailable" before they submit. After the cool-down one submission tries again; a
// success closes the breaker, a failure opens it again.
import type { PluginContext } from '@oj/sdk';
import type { SiteHealthState } from '../shared/browser.ts';
import type { RemoteFailure } from '../shared/sites.ts';
import type { RemoteJudgeConfig } from './config.ts';
import type { SiteRow } from '../shared/index.ts';
import type { RemoteJudgeStore } from './store.ts';

/** failures that say the site is broken, not one account */
export const SITE_FAILURES: readonly RemoteFailure[] = ['unavailable', 'changed', 'captcha'];
const ERROR_MAX = 500;

export class Health {
  constructor(private readonly ctx: PluginContext, private readonly config: RemoteJudgeConfig, private readonly store: RemoteJudgeStore) {}

  async rows(): Promise<Map<string, SiteRow>> {
    const rows = await this.store.siteRows();
    return new Map(rows.map((r) => [r.oj, r]));
  }

  row(oj: string): Promise<SiteRow | undefined> {
    return this.store.siteRow(oj);
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
    await this.store.siteSucceeded(oj);
  }

  /** one failure of the site; answers whether the breaker is open now */
  async failed(oj: string, kind: RemoteFailure, detail: string): Promise<boolean> {
    if (!SITE_FAILURES.includes(kind)) return false;
    const error = `${kind}: ${detail}`.slice(0, ERROR_MAX);
    const failures = await this.store.siteFailed(oj, error);
    if (failures < this.config.breakerFailures) return false;
    await this.store.openBreaker(oj, new Date(Date.now() + this.config.breakerCooldownMs));
    this.ctx.log.warn({ oj, failures, detail }, 'remote judge: breaker open');
    return true;
  }

  async setEnabled(oj: string, enabled: boolean): Promise<void> {
    await this.store.setSiteEnabled(oj, enabled);
  }

  /** closes the breaker by hand (the admin fixed the cause) */
  async reset(oj: string): Promise<void> {
    await this.store.resetSite(oj);
  }
}
