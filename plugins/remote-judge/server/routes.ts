// The remote judge's calls: sites and their health for users (before they submit), the user's own
// accounts, the super admin's site switches and account pool, and the reference's
// import-remote-oj-problem for the problem bank. Each route is mounted from its call (shared/calls.ts).
import { badRequest, mountCall, ok, type PluginContext } from '@oj/sdk';
import { problemsService } from '@oj/plugin-problems/shared';
import type { AdminSite } from '../shared/browser.ts';
import { remoteJudgeAdminCalls, remoteJudgeCalls } from '../shared/calls.ts';
import type { Accounts } from './accounts.ts';
import { Health } from './health.ts';
import type { Importer } from './importer.ts';
import type { Sites } from './registry.ts';

const TAGS = ['remote-judge'];
const ROOT = { roles: ['root'] } as const;
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function routes(ctx: PluginContext, deps: { sites: Sites; accounts: Accounts; health: Health; importer: Importer }): void {
  const { sites, accounts, health, importer } = deps;
  mountCall(ctx.http, remoteJudgeCalls.sites, { config: { public: true }, tags: TAGS }, async (request) => {
    const rows = await health.rows();
    const bound = request.user ? await accounts.boundSites(request.user.uid) : new Set<string>();
    return ok(sites.all().map((s) => ({ oj: s.oj, name: s.name, state: Health.stateOf(rows.get(s.oj)), bound: bound.has(s.oj) })));
  });

  mountCall(ctx.http, remoteJudgeCalls.myAccounts, { config: { auth: true }, tags: TAGS }, async (request) => ok(await accounts.mine(request.user!.uid)));

  mountCall(ctx.http, remoteJudgeCalls.bind, { config: { auth: true }, tags: TAGS }, async (request) => {
    await accounts.bind(request.user!.uid, request.body);
    return ok(null, ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_BOUND', { oj: sites.find(request.body.oj)!.oj }));
  });

  mountCall(ctx.http, remoteJudgeCalls.unbind, { config: { auth: true }, tags: TAGS }, async (request) => {
    await accounts.unbind(request.user!.uid, request.query.oj);
    return ok(null, ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_UNBOUND'));
  });

  async function adminSites(): Promise<AdminSite[]> {
    const [rows, counts] = await Promise.all([health.rows(), accounts.poolCounts()]);
    return sites.all().map((s) => {
      const row = rows.get(s.oj);
      return {
        oj: s.oj, name: s.name, baseUrl: sites.baseUrl(s), enabled: row?.enabled ?? true, state: Health.stateOf(row),
        failures: row?.failures ?? 0, openUntil: Health.stateOf(row) === 'unavailable' ? iso(row?.openUntil) : null,
        lastError: row?.lastError ?? null, lastErrorAt: iso(row?.lastErrorAt), lastOkAt: iso(row?.lastOkAt),
        accounts: counts.get(s.oj) ?? 0, languages: s.languages.map((l) => l.name), submitLimit: s.submitLimit ?? null,
      };
    });
  }

  mountCall(ctx.http, remoteJudgeAdminCalls.sites, { config: ROOT, tags: TAGS }, async () => ok(await adminSites()));

  mountCall(ctx.http, remoteJudgeAdminCalls.switchSite, { config: ROOT, tags: TAGS }, async (request) => {
    const found = sites.find(request.body.oj);
    if (!found) throw siteUnknown(request.body.oj);
    await health.setEnabled(found.oj, request.body.enabled);
    return ok(await adminSites(), ctx.i18n.t(request.locale, request.body.enabled ? 'REMOTE_JUDGE_SITE_ON' : 'REMOTE_JUDGE_SITE_SWITCHED_OFF', { oj: found.oj }));
  });

  mountCall(ctx.http, remoteJudgeAdminCalls.resetSite, { config: ROOT, tags: TAGS }, async (request) => {
    const found = sites.find(request.body.oj);
    if (!found) throw siteUnknown(request.body.oj);
    await health.reset(found.oj);
    return ok(await adminSites(), ctx.i18n.t(request.locale, 'REMOTE_JUDGE_SITE_RESET', { oj: found.oj }));
  });

  mountCall(ctx.http, remoteJudgeAdminCalls.accounts, { config: ROOT, tags: TAGS }, async (request) => ok(await accounts.pool(request.query.oj || undefined)));

  mountCall(ctx.http, remoteJudgeAdminCalls.addAccount, { config: ROOT, tags: TAGS }, async (request) => ok(await accounts.savePool({ ...request.body, id: undefined }), ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_SAVED')));

  mountCall(ctx.http, remoteJudgeAdminCalls.editAccount, { config: ROOT, tags: TAGS }, async (request) => ok(await accounts.savePool(request.body), ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_SAVED')));

  mountCall(ctx.http, remoteJudgeAdminCalls.removeAccount, { config: ROOT, tags: TAGS }, async (request) => {
    await accounts.removePool(request.query.id);
    return ok(null, ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_DELETED'));
  });

  // the reference's call of the problem admin page: the problem joins the main set
  mountCall(ctx.http, remoteJudgeAdminCalls.importProblem, { config: { roles: ['root', 'admin', 'problem_admin'] }, tags: TAGS }, async (request) => {
    const pid = await importer.importProblem(request.query.name.trim(), request.query.problemId.trim(), request.user!);
    const problem = await ctx.services.get(problemsService).getProblem(pid);
    return ok({ pid, problemId: problem?.problemId ?? '' }, ctx.i18n.t(request.locale, 'REMOTE_JUDGE_IMPORTED', { problemId: problem?.problemId ?? '' }));
  });
}

function siteUnknown(oj: string) {
  return badRequest('REMOTE_JUDGE_SITE_UNKNOWN', { oj: oj.slice(0, 16) });
}
