// The AI settings page (spec 2 admin "aisetting"): the models and quotas (super admin), each
// model's API key (write-only), the audit of chat calls, each contest's AI switch (the site's
// admins and the contest's own admins), and the model list of the chat's picker.
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, IdOrText, Page, PageQuery, forbidden, idOf, isSiteAdmin, notFound, ok, pageParams, type AuthUser, type PluginContext } from '@oj/sdk';
import { contestsService } from '@oj/plugin-contests/shared';
import { AiContestSwitch, AiKeyBody, AiModelOption, AiProviderInfo, AiSetting, AiSettingUpdate, AuditEntry } from '../shared/browser.ts';
import type { ContestRule } from './places.ts';
import type { AiSettings } from './settings.ts';
import { iso } from './chats.ts';
import type { UsageStore } from './stores/index.ts';

const ROOT = { roles: ['root'] } as const;
const TAGS = ['ai-chat'];
/** audit rows a page */
export const AUDIT_PAGE_SIZE = 20;

export function adminRoutes(ctx: PluginContext, deps: { settings: AiSettings; rule: ContestRule; audits: UsageStore }): void {
  const { settings, rule, audits } = deps;

  ctx.http.get('/api/admin/ai-setting', {
    schema: { tags: TAGS, response: { 200: Envelope(AiSetting) } },
    config: ROOT,
  }, async () => ok(await settings.view()));

  ctx.http.put('/api/admin/ai-setting', {
    schema: { tags: TAGS, body: AiSettingUpdate, response: { 200: Envelope(AiSetting) } },
    config: ROOT,
  }, async (request) => {
    await settings.save(request.body);
    return ok(await settings.view(), ctx.i18n.t(request.locale, 'AI_CHAT_SETTING_SAVED'));
  });

  ctx.http.put('/api/admin/ai-setting/key', {
    schema: { tags: TAGS, body: AiKeyBody, response: { 200: EmptyEnvelope } },
    config: ROOT,
  }, async (request) => {
    await settings.setKey(request.body.modelId, request.body.apiKey);
    return ok(null, ctx.i18n.t(request.locale, request.body.apiKey.trim() ? 'AI_CHAT_KEY_SAVED' : 'AI_CHAT_KEY_REMOVED'));
  });

  ctx.http.get('/api/admin/ai-providers', {
    schema: { tags: TAGS, response: { 200: Envelope(Type.Array(AiProviderInfo)) } },
    config: ROOT,
  }, async () => ok([...settings.providers().values()].map((p) => ({ id: p.id, name: p.name, needsKey: p.needsKey }))));

  ctx.http.get('/api/admin/ai-audit', {
    schema: { tags: TAGS, querystring: PageQuery, response: { 200: Envelope(Page(AuditEntry)) } },
    config: ROOT,
  }, async (request) => {
    const page = await audits.auditPage(pageParams(request.query, AUDIT_PAGE_SIZE));
    return ok({
      ...page,
      records: page.records.map((r) => ({
        id: r.id, uid: r.uid, username: r.username, problemId: r.problemId, contestId: r.contestId, trainingId: r.trainingId,
        model: r.model, promptTokens: r.promptTokens, completionTokens: r.completionTokens, status: r.status, createTime: iso(r.createTime),
      })),
    });
  });

  /** the site's admins, and the contest's own admins (its author, a group's root) */
  async function mayManage(user: AuthUser, cid: number): Promise<void> {
    const contests = ctx.services.maybe(contestsService);
    if (contests && !(await contests.get(cid))) throw notFound('AI_CHAT_CONTEST_NOT_FOUND');
    if (isSiteAdmin(user)) return;
    if (contests && (await contests.isContestAdmin(user, cid))) return;
    throw forbidden('AI_CHAT_CONTEST_SWITCH_FORBIDDEN');
  }

  ctx.http.get('/api/admin/ai-setting/contest', {
    schema: { tags: TAGS, querystring: Type.Object({ cid: IdOrText }), response: { 200: Envelope(AiContestSwitch) } },
    config: { auth: true },
  }, async (request) => {
    const cid = idOf(request.query.cid);
    await mayManage(request.user!, cid);
    return ok({ cid, allowed: await rule.allowed(cid) });
  });

  ctx.http.post('/api/admin/ai-setting/contest', {
    schema: { tags: TAGS, body: Type.Object({ cid: IdOrText, allowed: Type.Boolean() }), response: { 200: Envelope(AiContestSwitch) } },
    config: { auth: true },
  }, async (request) => {
    const cid = idOf(request.body.cid);
    await mayManage(request.user!, cid);
    await rule.set(cid, request.body.allowed, request.user!.uid);
    return ok({ cid, allowed: request.body.allowed }, ctx.i18n.t(request.locale, 'AI_CHAT_SETTING_SAVED'));
  });

  ctx.http.get('/api/ai-chat/models', {
    schema: { tags: TAGS, response: { 200: Envelope(Type.Array(AiModelOption)) } },
    config: { auth: true },
  }, async () => ok((await settings.usableModels()).map((u) => ({ id: u.model.id, name: u.model.name }))));
}
