// The discussion calls of a user (spec 3 §7 "Discussion", reference DiscussionController):
// categories, the list, the detail, write / edit / delete, like and report. Who may read and
// moderate is core.ts; listing and writing (shared with a group's area) is writes.ts.
import { badRequest, mountCall, ok, type PluginContext } from '@oj/sdk';
import { CATEGORY_NAME_MAX, REPORT_CONTENT_MAX, REPORT_REASON_MAX } from '../shared/index.ts';
import { discussionCalls } from '../shared/calls.ts';
import { toView, type Discussions } from './core.ts';
import { flag, type DiscussionWrites } from './writes.ts';
import type { DiscussionsConfig } from './index.ts';

export { flag } from './writes.ts';

export function userRoutes(ctx: PluginContext, discussions: Discussions, writes: DiscussionWrites, config: DiscussionsConfig): void {
  const { discussions: store, categories } = discussions.stores;

  mountCall(ctx.http, discussionCalls.categories, { config: { public: true } }, async () => ok(await categories.list()));

  // the reference's client sends the rows it loaded, gmtCreate and gmtModified included
  mountCall(ctx.http, discussionCalls.saveCategories, { config: { roles: ['root'], extraFields: 'strip' } }, async (request) => {
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

  mountCall(ctx.http, discussionCalls.list, { config: { public: true, switch: 'openPublicDiscussion' } }, async (request) => {
    const user = request.user ?? null;
    // the admin list (disabled posts too) is for the admin roles; others get the public list
    const all = flag(request.query.admin) && ctx.perms.isAdmin(user);
    return ok(await writes.page(user, request.query, { gid: null, all }));
  });

  mountCall(ctx.http, discussionCalls.detail, { config: { public: true } }, async (request) => {
    const user = request.user ?? null;
    const d = await discussions.readable(user, request.query.did);
    await store.countView(d.id);
    const row = (await discussions.listed(d.id))!;
    const hasLike = user ? await store.isLikedBy(d.id, user.uid) : false;
    return ok(toView(row, hasLike));
  });

  // the reference's client sends its whole form (id: null, topPriority, uid, author …): the rest is dropped
  mountCall(ctx.http, discussionCalls.create, { config: { perm: 'discussion_add', switch: 'openPublicDiscussion', extraFields: 'strip' } },
    async (request) => ok(await writes.post(request.user!, request.body, null), ctx.i18n.t(request.locale, 'DISCUSSIONS_POSTED')));

  mountCall(ctx.http, discussionCalls.update, { config: { perm: 'discussion_edit', switch: 'openPublicDiscussion', extraFields: 'strip' } }, async (request) => {
    await writes.edit(request.user!, request.body);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

  mountCall(ctx.http, discussionCalls.remove, { config: { auth: true, switch: 'openPublicDiscussion' } }, async (request) => {
    await writes.remove(request.user!, request.query.did);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_DELETED'));
  });

  mountCall(ctx.http, discussionCalls.like, { config: { auth: true } }, async (request) => {
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

  mountCall(ctx.http, discussionCalls.report, { config: { auth: true } }, async (request) => {
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
