// The AI settings page (spec 2 admin "aisetting"): the models and quotas (super admin), each
// model's API key (write-only), the audit of chat calls, each contest's AI switch (the site's
// admins and the contest's own admins), and the model list of the chat's picker. Each route is
// mounted from its call (shared/calls.ts).
import { forbidden, idOf, isSiteAdmin, mountCall, notFound, ok, pageParams, type AuthUser, type PluginContext } from '@oj/sdk';
import { contestsService } from '@oj/plugin-contests/shared';
import { aiChatCalls } from '../shared/calls.ts';
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

  mountCall(ctx.http, aiChatCalls.setting, { config: ROOT, tags: TAGS }, async () => ok(await settings.view()));

  mountCall(ctx.http, aiChatCalls.saveSetting, { config: ROOT, tags: TAGS }, async (request) => {
    await settings.save(request.body);
    return ok(await settings.view(), ctx.i18n.t(request.locale, 'AI_CHAT_SETTING_SAVED'));
  });

  mountCall(ctx.http, aiChatCalls.setKey, { config: ROOT, tags: TAGS }, async (request) => {
    await settings.setKey(request.body.modelId, request.body.apiKey);
    return ok(null, ctx.i18n.t(request.locale, request.body.apiKey.trim() ? 'AI_CHAT_KEY_SAVED' : 'AI_CHAT_KEY_REMOVED'));
  });

  mountCall(ctx.http, aiChatCalls.providers, { config: ROOT, tags: TAGS }, async () => ok([...settings.providers().values()].map((p) => ({ id: p.id, name: p.name, needsKey: p.needsKey }))));

  mountCall(ctx.http, aiChatCalls.audit, { config: ROOT, tags: TAGS }, async (request) => {
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

  mountCall(ctx.http, aiChatCalls.contestSwitch, { config: { auth: true }, tags: TAGS }, async (request) => {
    const cid = idOf(request.query.cid);
    await mayManage(request.user!, cid);
    return ok({ cid, allowed: await rule.allowed(cid) });
  });

  mountCall(ctx.http, aiChatCalls.setContestSwitch, { config: { auth: true }, tags: TAGS }, async (request) => {
    const cid = idOf(request.body.cid);
    await mayManage(request.user!, cid);
    await rule.set(cid, request.body.allowed, request.user!.uid);
    return ok({ cid, allowed: request.body.allowed }, ctx.i18n.t(request.locale, 'AI_CHAT_SETTING_SAVED'));
  });

  mountCall(ctx.http, aiChatCalls.models, { config: { auth: true }, tags: TAGS }, async () => ok((await settings.usableModels()).map((u) => ({ id: u.model.id, name: u.model.name }))));
}
