// The registered sites (remoteSitePoint), by oj, with the operator's address overrides.
import type { PluginContext } from '@oj/sdk';
import { remoteSitePoint, type RemoteSite } from '../shared/sites.ts';
import type { RemoteJudgeConfig } from './config.ts';

export class Sites {
  constructor(private readonly ctx: PluginContext, private readonly config: RemoteJudgeConfig) {}

  all(): RemoteSite[] {
    return [...this.ctx.extensions(remoteSitePoint)];
  }

  /** the site named `name` (its oj or an alias, any case) */
  find(name: string | undefined | null): RemoteSite | undefined {
    const wanted = name?.trim().toUpperCase();
    if (!wanted) return undefined;
    return this.all().find((s) => s.oj === wanted || s.aliases?.some((a) => a.toUpperCase() === wanted));
  }

  /** the site of a problem's display id ('HDU-1000' → HDU and '1000') */
  ofDisplayId(problemId: string): { site: RemoteSite; remoteId: string } | undefined {
    const dash = problemId.indexOf('-');
    if (dash <= 0) return undefined;
    const site = this.all().find((s) => s.oj === problemId.slice(0, dash));
    return site ? { site, remoteId: problemId.slice(dash + 1) } : undefined;
  }

  baseUrl(site: RemoteSite): string {
    return (this.config.baseUrls[site.oj] ?? site.baseUrl).replace(/\/+$/, '');
  }

  pollMs(site: RemoteSite): number {
    return this.config.pollMs ?? site.pollMs ?? 2000;
  }
}
