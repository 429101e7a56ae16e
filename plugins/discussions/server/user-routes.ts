// The discussion calls of a user (spec 3 §7 "Discussion", reference DiscussionController):
// categories, the list, the detail, write / edit / delete, like and report. Who may read and
// moderate is core.ts; listing and writing (shared with a group's area) is writes.ts.
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, Page, badRequest, ok, type PluginContext } from '@oj/sdk';
import {
  CATEGORY_NAME_MAX, CategoryListBody, DidQuery, DiscussionBody, DiscussionCategory, DiscussionLikeQuery, DiscussionListQuery, DiscussionSchema,
  REPORT_CONTENT_MAX, REPORT_REASON_MAX, ReportBody,
} from '../shared/index.ts';
import { toView, type Discussions } from './core.ts';
import { flag, type DiscussionWrites } from './writes.ts';
import type { DiscussionsConfig } from './index.ts';

export { flag } from './writes.ts';

export function userRoutes(ctx: PluginContext, discussions: Discussions, writes: DiscussionWrites, config: DiscussionsConfig): void {
  const { discussions: store, categories } = discussions.stores;

  ctx.http.get('/api/discussion-category', {
    config: { public: true },
    schema: { response: { 200: Envelope(Type.Array(DiscussionCategory)) } },
  }, async () => ok(await categories.list()));

  ctx.http.post('/api/discussion-category', {
    // the reference's client sends the rows it loaded, gmtCreate and gmtModified included
    config: { roles: ['root'], extraFields: 'strip' },
    schema: { body: CategoryListBody, response: { 200: Envelope(Type.Array(DiscussionCategory)) } },
  }, async (request) => {
    const wanted = request.body.map((c) => ({ id: c.id ?? null, name: c.name.trim() }));
    const seen = new Set<string>();
    for (const c of wanted) {
      if (!c.name) throw badRequest('DISCUSSIONS_CATEGORY_NAME_REQUIRED');
      if ([...c.name].length > CATEGORY_NAME_MAX) throw badRequest('DISCUSSIONS_CATEGORY_NAME_TOO_LONG', { max: CATEGORY_NAME_MAX });
      const key = c.name.toLowerCase();
      if (seen.has(key)) throw badRequest('DISCUSSIONS_CATEGORY_EXISTS', { name: c.name });
      seen.add(key);
    }
    await categories.transaction(async (trx) => {
      const current = await categories.list(trx);
      const kept = new Set(wanted.filter((c) => c.id != null).map((c) => c.id!));
      for (const c of wanted) if (c.id != null && !current.some((x) => x.id === c.id)) throw badRequest('DISCUSSIONS_CATEGORY_NOT_FOUND');
      const removed = current.filter((c) => !kept.has(c.id));
      if (removed.length) {
        const used = await store.inCategory(trx, removed.map((c) => c.id));
        if (used) throw badRequest('DISCUSSIONS_CATEGORY_IN_USE', { name: removed.find((c) => c.id === used.categoryId)!.name });
        await categories.remove(trx, removed.map((c) => c.id));
      }
      // renames first under temporary names, so two categories may swap names in one save
      const renamed = wanted.filter((c) => c.id != null && current.find((x) => x.id === c.id)!.name !== c.name);
      for (const c of renamed) await categories.rename(trx, c.id!, `#renaming ${c.id}#`);
      for (const c of renamed) await categories.rename(trx, c.id!, c.name);
      const added = wanted.filter((c) => c.id == null);
      if (added.length) await categories.insert(trx, added.map((c) => c.name));
    });
    return ok(await categories.list(), ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

  ctx.http.get('/api/get-discussion-list', {
    config: { public: true, switch: 'openPublicDiscussion' },
    schema: { querystring: DiscussionListQuery, response: { 200: Envelope(Page(DiscussionSchema)) } },
  }, async (request) => {
    const user = request.user ?? null;
    // the admin list (disabled posts too) is for the admin roles; others get the public list
    const all = flag(request.query.admin) && ctx.perms.isAdmin(user);
    return ok(await writes.page(user, request.query, { gid: null, all }));
  });

  ctx.http.get('/api/get-discussion-detail', {
    config: { public: true },
    schema: { querystring: DidQuery, response: { 200: Envelope(DiscussionSchema) } },
  }, async (request) => {
    const user = request.user ?? null;
    const d = await discussions.readable(user, request.query.did);
    await store.countView(d.id);
    const row = (await discussions.listed(d.id))!;
    const hasLike = user ? await store.isLikedBy(d.id, user.uid) : false;
    return ok(toView(row, hasLike));
  });

  ctx.http.post('/api/discussion', {
    // the reference's client sends its whole form (id: null, topPriority, uid, author …): the rest is dropped
    config: { perm: 'discussion_add', switch: 'openPublicDiscussion', extraFields: 'strip' },
    schema: { body: DiscussionBody, response: { 200: Envelope(DiscussionSchema) } },
  }, async (request) => ok(await writes.post(request.user!, request.body, null), ctx.i18n.t(request.locale, 'DISCUSSIONS_POSTED')));

  ctx.http.put('/api/discussion', {
    config: { perm: 'discussion_edit', switch: 'openPublicDiscussion', extraFields: 'strip' },
    schema: { body: DiscussionBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    await writes.edit(request.user!, request.body);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

  ctx.http.delete('/api/discussion', {
    config: { auth: true, switch: 'openPublicDiscussion' },
    schema: { querystring: DidQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    await writes.remove(request.user!, request.query.did);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_DELETED'));
  });

  ctx.http.get('/api/discussion-like', {
    config: { auth: true },
    schema: { querystring: DiscussionLikeQuery, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const d = await discussions.readable(user, request.query.did);
    const toLike = flag(request.query.toLike);
    await ctx.limits.take(user.uid, 'like', { max: config.likesPerMinute, windowSeconds: 60, message: 'DISCUSSIONS_TOO_FAST' });
    const changed = await store.setLike(d.id, user.uid, toLike);
    if (changed && toLike) {
      await ctx.messages.remind({
        action: 'Like_Post', sourceId: d.id, sourceType: 'Discussion', sourceTitle: d.title, sourceContent: d.title,
        url: `/discussion-detail/${d.id}`, senderId: user.uid, recipientId: d.uid,
      });
    }
    return ok(null, ctx.i18n.t(request.locale, toLike ? 'DISCUSSIONS_LIKED' : 'DISCUSSIONS_UNLIKED'));
  });

  ctx.http.post('/api/discussion-report', {
    config: { auth: true },
    schema: { body: ReportBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const user = request.user!;
    const content = (request.body.content ?? '').trim();
    if (!content) throw badRequest('DISCUSSIONS_REPORT_EMPTY');
    // the chosen tags come first as "#tag#"; what follows is the reason (at most 200 characters)
    const reason = content.replace(/^(\s*#[^#\n]{1,40}#)+/, '').trim();
    if ([...reason].length > REPORT_REASON_MAX || [...content].length > REPORT_CONTENT_MAX) throw badRequest('DISCUSSIONS_REPORT_TOO_LONG', { max: REPORT_REASON_MAX });
    const d = await discussions.readable(user, request.body.did);
    await ctx.limits.take(user.uid, 'report', { max: config.reportsPerHour, windowSeconds: 3600, message: 'DISCUSSIONS_TOO_FAST' });
    await discussions.stores.reports.insert(d.id, user.uid, content);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_REPORTED'));
  });

}
