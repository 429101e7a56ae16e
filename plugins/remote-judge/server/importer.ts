// "Import remote problem" (reference import-remote-oj-problem): the site's problem page is read
// (anonymously, or with a pool account's session where the site wants one), its statement
// sanitised, and the problem saved into the main set through the problems plugin's write service
// as `<OJ>-<id>`, remote, with the site's languages. A problem imported before is found, not made
// again.
import { badRequest, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemsService } from '@oj/plugin-problems/shared';
import type { RemoteJudgeService } from '../shared/service.ts';
import type { RemoteProblem, RemoteSite } from '../shared/sites.ts';
import type { Accounts } from './accounts.ts';
import type { RemoteJudgeConfig } from './config.ts';
import type { Health } from './health.ts';
import { SiteSession } from './http.ts';
import type { Sites } from './registry.ts';
import { asRemote, logDetail } from './runs.ts';

const TITLE_MAX = 255;

export class Importer implements Pick<RemoteJudgeService, 'importProblem'> {
  constructor(
    private readonly ctx: PluginContext,
    private readonly config: RemoteJudgeConfig,
    private readonly sites: Sites,
    private readonly accounts: Accounts,
    private readonly health: Health,
  ) {}

  /** a pool account's session, when there is one (some sites show problems only to members) */
  private async session(site: RemoteSite): Promise<SiteSession> {
    const row = await this.accounts.firstPool(site.oj);
    const { session, proxy } = row ? await this.accounts.credentials(row) : { session: undefined, proxy: undefined };
    return new SiteSession(this.ctx.outbound, this.sites.baseUrl(site), { cookies: session, proxy, timeoutMs: this.config.timeoutMs });
  }

  async importProblem(oj: string, problemId: string, by: AuthUser): Promise<number> {
    const site = this.sites.find(oj);
    if (!site) throw badRequest('REMOTE_JUDGE_SITE_UNKNOWN', { oj: oj.slice(0, 16) });
    const state = await this.health.state(site.oj);
    if (state === 'off') throw badRequest('REMOTE_JUDGE_SITE_OFF', { oj: site.oj });
    if (state === 'unavailable') throw badRequest('REMOTE_JUDGE_SITE_UNAVAILABLE', { oj: site.oj });
    const remoteId = site.parseProblemId(problemId);
    if (!remoteId) throw badRequest('REMOTE_JUDGE_PROBLEM_ID_INVALID', { oj: site.oj, id: problemId.slice(0, 50) });
    const displayId = `${site.oj}-${remoteId}`;
    const problems = this.ctx.services.get(problemsService);
    const existing = await problems.getByDisplayId(displayId);
    if (existing) return existing.pid;

    let read: RemoteProblem;
    try {
      read = await site.fetchProblem(await this.session(site), remoteId);
    } catch (err) {
      const e = asRemote(err);
      if (e.kind === 'not-found') throw badRequest('REMOTE_JUDGE_PROBLEM_NOT_FOUND', { oj: site.oj, id: remoteId });
      this.ctx.log.warn({ oj: site.oj, problemId: remoteId, kind: e.kind, detail: logDetail(e) }, 'remote import failed');
      await this.health.failed(site.oj, e.kind, e.message);
      throw badRequest('REMOTE_JUDGE_IMPORT_FAILED', { oj: site.oj });
    }
    await this.health.succeeded(site.oj);
    const clean = (html: string | undefined) => (html?.trim() ? this.ctx.markdown.sanitize(html) : '');
    const text = (s: string) => s.replace(/</g, '&lt;');
    const { pid } = await problems.saveProblem({
      problem: {
        problemId: displayId,
        title: read.title.trim().slice(0, TITLE_MAX) || displayId,
        description: clean(read.description), input: clean(read.input), output: clean(read.output), hint: clean(read.hint),
        source: (read.source?.trim() || `${site.name} ${remoteId}`).slice(0, 255),
        examples: (read.examples ?? []).map((e) => `<input>${text(e.input)}</input><output>${text(e.output)}</output>`).join(''),
        timeLimit: Math.max(1, Math.round(read.timeLimit)), memoryLimit: Math.max(1, Math.round(read.memoryLimit)),
        auth: 1,
      },
      languages: site.languages.map((l) => l.name),
      oj: site.oj, isRemote: true, by: by.username,
    });
    return pid;
  }
}
