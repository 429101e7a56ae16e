// Listing and writing discussions, for the site's area (user-routes.ts) and for a group's (the
// groups plugin, through discussionsService): the form's rules, the posting rules, the flood limit,
// and who may edit (the author), delete (the author or a moderator) and moderate.
import { badRequest, forbidden, notFound, pageParams, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemsService } from '@oj/plugin-problems/shared';
import { submissionsService } from '@oj/plugin-submissions/shared';
import {
  DISCUSSION_PAGE_SIZE, DISCUSSION_STATUS, type DiscussionBody, type DiscussionListQuery as ListQuery, type DiscussionModeration, type DiscussionView,
} from '../shared/index.ts';
import { toView, type Discussions } from './core.ts';
import { checkForm } from './form.ts';
import type { DiscussionsConfig } from './index.ts';

export const flag = (v: unknown): boolean => v === true || v === 'true';

/** the switch group's posting rules (Admin → switches; spec 3 §6 "Posting may require…") */
interface PostingRules { defaultCreateDiscussionDailyLimit: number; defaultCreateDiscussionACInitValue: number }

export type DiscussionWrites = ReturnType<typeof discussionWrites>;

export function discussionWrites(ctx: PluginContext, discussions: Discussions, config: DiscussionsConfig) {
  const { discussions: store, categories } = discussions.stores;

  /** spec 3 §6: posting may need accepted problems, and a number of posts a day (admins are exempt) */
  async function mayPost(user: AuthUser): Promise<void> {
    if (ctx.perms.isAdmin(user)) return;
    const rules = await ctx.settings.get<PostingRules>('switch');
    const need = rules.defaultCreateDiscussionACInitValue ?? 0;
    if (need > 0) {
      const solved = await ctx.services.get(submissionsService).solvedCount(user.uid);
      if (solved < need) throw forbidden('DISCUSSIONS_AC_REQUIRED', { n: need });
    }
    const perDay = rules.defaultCreateDiscussionDailyLimit ?? 0;
    await ctx.limits.take(user.uid, 'post-day', { max: perDay, windowSeconds: 86_400, message: 'DISCUSSIONS_DAILY_LIMIT' });
  }

  const flood = (user: AuthUser) => ctx.limits.take(user.uid, 'post', { max: config.postsPerMinute, windowSeconds: 60, message: 'DISCUSSIONS_TOO_FAST' });

  return {
    /** a page of discussions: `scope` narrows it (a site list, a group's, the admin's) */
    async page(user: AuthUser | null, q: ListQuery, scope: { gid: number | null; all: boolean }) {
      const categoryId = Number(q.cid);
      const page = await store.page({
        gid: scope.gid,
        status: scope.all ? undefined : DISCUSSION_STATUS.normal,
        categoryId: q.cid !== undefined && q.cid !== '' && Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined,
        pid: q.pid || undefined,
        uid: flag(q.onlyMine) ? user?.uid ?? '' : undefined,
        keyword: q.keyword?.trim(), inDescription: true,
      }, pageParams(q, DISCUSSION_PAGE_SIZE));
      const liked = user && page.records.length ? await store.likedBy(user.uid, page.records.map((r) => r.id)) : new Set<number>();
      return { ...page, records: page.records.map((r) => toView(r, liked.has(r.id), false)) };
    },

    /** a new discussion in the site's area (gid null) or a group's; a problem is looked up in that group */
    async post(user: AuthUser, body: DiscussionBody, gid: number | null): Promise<DiscussionView> {
      let pid: string | null = null;
      if (body.pid != null && body.pid.trim() !== '') {
        const problems = ctx.services.get(problemsService);
        const problem = await problems.getByDisplayId(body.pid.trim());
        const scope = gid == null ? undefined : { gid };
        if (!problem || (gid != null && problem.gid !== gid) || !(await problems.canView(user, problem.pid, scope))) throw badRequest('DISCUSSIONS_PROBLEM_NOT_FOUND');
        pid = problem.problemId;
      }
      const fields = checkForm(body, pid);
      if (!(await categories.exists(fields.categoryId))) throw badRequest('DISCUSSIONS_CATEGORY_NOT_FOUND');
      await mayPost(user);
      await flood(user);
      const content = ctx.markdown.sanitize(fields.content, { trusted: ctx.perms.isAdmin(user) });
      const id = await store.insert({ ...fields, content, pid, uid: user.uid, gid });
      return toView((await discussions.listed(id))!);
    },

    /** the author edits; `gid` (when given) is the area the caller checked: a discussion of another area is not found */
    async edit(user: AuthUser, body: DiscussionBody, gid: number | null = null): Promise<void> {
      if (body.id === undefined) throw notFound('DISCUSSIONS_NOT_FOUND');
      const d = await discussions.readable(user, body.id);
      if (d.gid !== gid) throw notFound('DISCUSSIONS_NOT_FOUND');
      // spec 3 §6: editing is for the author only
      if (d.uid !== user.uid) throw forbidden('DISCUSSIONS_AUTHOR_ONLY');
      const fields = checkForm(body, d.pid);
      if (!(await categories.exists(fields.categoryId))) throw badRequest('DISCUSSIONS_CATEGORY_NOT_FOUND');
      await flood(user);
      const content = ctx.markdown.sanitize(fields.content, { trusted: ctx.perms.isAdmin(user) });
      await store.edit(d.id, { ...fields, content });
    },

    /** a moderator pins or disables a discussion of the area `gid` */
    async moderate(user: AuthUser, did: number, gid: number | null, change: DiscussionModeration): Promise<void> {
      const d = await discussions.get(did);
      if (!d || d.gid !== gid) throw notFound('DISCUSSIONS_NOT_FOUND');
      if (!(await discussions.isModerator(user, d))) throw forbidden('DISCUSSIONS_MODERATORS_ONLY');
      const patch: { topPriority?: boolean; status?: number } = {};
      if (change.topPriority !== undefined) patch.topPriority = change.topPriority;
      if (change.status !== undefined) patch.status = change.status;
      if (Object.keys(patch).length) await store.moderate(did, patch);
    },

    /** the author or a moderator deletes; `gid` as for edit() */
    async remove(user: AuthUser, did: number, gid: number | null = null): Promise<void> {
      const d = await discussions.readable(user, did);
      if (d.gid !== gid) throw notFound('DISCUSSIONS_NOT_FOUND');
      // spec 3 §6: the author or an admin role
      if (d.uid !== user.uid && !(await discussions.isModerator(user, d))) throw forbidden('DISCUSSIONS_DELETE_DENIED');
      await discussions.remove([d.id]);
    },
  };
}
