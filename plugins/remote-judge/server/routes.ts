// The remote judge's calls: sites and their health for users (before they submit), the user's own
// accounts, the super admin's site switches and account pool, and the reference's
// import-remote-oj-problem for the problem bank.
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, badRequest, ok, type PluginContext } from '@oj/sdk';
import { problemsService } from '@oj/plugin-problems/shared';
import { AccountEdit, AccountInput, AdminAccount, AdminSite, ImportRemoteQuery, ImportedProblem, MyAccount, MyAccountInput, PublicSite, SiteSwitch } from '../shared/browser.ts';
import type { Accounts } from './accounts.ts';
import { Health } from './health.ts';
import type { Importer } from './importer.ts';
import type { Sites } from './registry.ts';

const TAGS = ['remote-judge'];
const ROOT = { roles: ['root'] } as const;
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const OjQuery = Type.Object({ oj: Type.String({ minLength: 1, maxLength: 16 }) });
const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export function routes(ctx: PluginContext, deps: { sites: Sites; accounts: Accounts; health: Health; importer: Importer }): void {
  const { sites, accounts, health, importer } = deps;
  ctx.http.get('/api/remote-judge/sites', {
    config: { public: true },
    schema: { tags: TAGS, response: { 200: Envelope(Type.Array(PublicSite)) } },
  }, async (request) => {
    const rows = await health.rows();
    const bound = request.user ? await accounts.boundSites(request.user.uid) : new Set<string>();
    return ok(sites.all().map((s) => ({ oj: s.oj, name: s.name, state: Health.stateOf(rows.get(s.oj)), bound: bound.has(s.oj) })));
  });

  ctx.http.get('/api/remote-judge/my-accounts', {
    config: { auth: true },
    schema: { tags: TAGS, response: { 200: Envelope(Type.Array(MyAccount)) } },
  }, async (request) => ok(await accounts.mine(request.user!.uid)));

  ctx.http.post('/api/remote-judge/my-account', {
    config: { auth: true },
    schema: { tags: TAGS, body: MyAccountInput, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    await accounts.bind(request.user!.uid, request.body);
    return ok(null, ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_BOUND', { oj: sites.find(request.body.oj)!.oj }));
  });

  ctx.http.delete('/api/remote-judge/my-account', {
    config: { auth: true },
    schema: { tags: TAGS, querystring: OjQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
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

  ctx.http.get('/api/admin/remote-judge/sites', {
    config: ROOT,
    schema: { tags: TAGS, response: { 200: Envelope(Type.Array(AdminSite)) } },
  }, async () => ok(await adminSites()));

  ctx.http.put('/api/admin/remote-judge/site', {
    config: ROOT,
    schema: { tags: TAGS, body: SiteSwitch, response: { 200: Envelope(Type.Array(AdminSite)) } },
  }, async (request) => {
    const found = sites.find(request.body.oj);
    if (!found) throw siteUnknown(request.body.oj);
    await health.setEnabled(found.oj, request.body.enabled);
    return ok(await adminSites(), ctx.i18n.t(request.locale, request.body.enabled ? 'REMOTE_JUDGE_SITE_ON' : 'REMOTE_JUDGE_SITE_SWITCHED_OFF', { oj: found.oj }));
  });

  ctx.http.post('/api/admin/remote-judge/site/reset', {
    config: ROOT,
    schema: { tags: TAGS, body: OjQuery, response: { 200: Envelope(Type.Array(AdminSite)) } },
  }, async (request) => {
    const found = sites.find(request.body.oj);
    if (!found) throw siteUnknown(request.body.oj);
    await health.reset(found.oj);
    return ok(await adminSites(), ctx.i18n.t(request.locale, 'REMOTE_JUDGE_SITE_RESET', { oj: found.oj }));
  });

  ctx.http.get('/api/admin/remote-judge/accounts', {
    config: ROOT,
    schema: { tags: TAGS, querystring: Type.Object({ oj: Type.Optional(Type.String({ maxLength: 16 })) }), response: { 200: Envelope(Type.Array(AdminAccount)) } },
  }, async (request) => ok(await accounts.pool(request.query.oj || undefined)));

  ctx.http.post('/api/admin/remote-judge/account', {
    config: ROOT,
    schema: { tags: TAGS, body: AccountInput, response: { 200: Envelope(AdminAccount) } },
  }, async (request) => ok(await accounts.savePool({ ...request.body, id: undefined }), ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_SAVED')));

  ctx.http.put('/api/admin/remote-judge/account', {
    config: ROOT,
    schema: { tags: TAGS, body: AccountEdit, response: { 200: Envelope(AdminAccount) } },
  }, async (request) => ok(await accounts.savePool(request.body), ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_SAVED')));

  ctx.http.delete('/api/admin/remote-judge/account', {
    config: ROOT,
    schema: { tags: TAGS, querystring: IdQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    await accounts.removePool(request.query.id);
    return ok(null, ctx.i18n.t(request.locale, 'REMOTE_JUDGE_ACCOUNT_DELETED'));
  });

  // the reference's call of the problem admin page: the problem joins the main set
  ctx.http.get('/api/admin/problem/import-remote-oj-problem', {
    config: { roles: ['root', 'admin', 'problem_admin'] },
    schema: { tags: TAGS, querystring: ImportRemoteQuery, response: { 200: Envelope(ImportedProblem) } },
  }, async (request) => {
    const pid = await importer.importProblem(request.query.name.trim(), request.query.problemId.trim(), request.user!);
    const problem = await ctx.services.get(problemsService).getProblem(pid);
    return ok({ pid, problemId: problem?.problemId ?? '' }, ctx.i18n.t(request.locale, 'REMOTE_JUDGE_IMPORTED', { problemId: problem?.problemId ?? '' }));
  });
}

function siteUnknown(oj: string) {
  return badRequest('REMOTE_JUDGE_SITE_UNKNOWN', { oj: oj.slice(0, 16) });
}
