// Listing and writing discussions, for the site's area (user-routes.ts) and for a group's (the
// groups plugin, through discussionsService): the form's rules, the posting rules, the flood limit,
// and who may edit (the author), delete (the author or a moderator) and moderate.
import { badRequest, forbidden, likePattern, notFound, pageParams, paginate, type AuthUser, type PluginContext } from '@oj/sdk';
import { problemsService } from '@oj/plugin-problems/shared';
import { submissionsService } from '@oj/plugin-submissions/shared';
import {
  DISCUSSION_PAGE_SIZE, DISCUSSION_STATUS, type DiscussionBody, type DiscussionListQuery as ListQuery, type DiscussionModeration, type DiscussionView,
} from '../shared/index.ts';
import { T, toView, type Discussions, type ListedRow } from './core.ts';
import { checkForm } from './form.ts';
import type { DiscussionsConfig } from './index.ts';

export const flag = (v: unknown): boolean => v === true || v === 'true';

/** the switch group's posting rules (Admin → switches; spec 3 §6 "Posting may require…") */
interface PostingRules { defaultCreateDiscussionDailyLimit: number; defaultCreateDiscussionACInitValue: number }

export type DiscussionWrites = ReturnType<typeof discussionWrites>;

export function discussionWrites(ctx: PluginContext, discussions: Discussions, config: DiscussionsConfig) {
  const db = ctx.db;

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
      const base = discussions.listing().modify((b) => {
        if (scope.gid == null) b.whereNull('d.gid'); else b.where('d.gid', scope.gid);
        if (!scope.all) b.where('d.status', DISCUSSION_STATUS.normal);
        const categoryId = Number(q.cid);
        if (q.cid !== undefined && q.cid !== '' && Number.isInteger(categoryId) && categoryId > 0) b.where('d.categoryId', categoryId);
        if (q.pid) b.where('d.pid', q.pid);
        if (flag(q.onlyMine)) b.where('d.uid', user?.uid ?? '');
        const keyword = q.keyword?.trim();
        if (keyword) {
          const like = likePattern(keyword);
          b.where((w) => w.whereILike('d.title', like).orWhereILike('d.description', like).orWhereILike('u.username', like));
        }
      });
      const page = await paginate<ListedRow>(base, pageParams(q, DISCUSSION_PAGE_SIZE), (b) =>
        b.select(discussions.columns).orderBy([{ column: 'd.topPriority', order: 'desc' }, { column: 'd.id', order: 'desc' }]));
      const liked = user && page.records.length
        ? new Set(((await db(T.like).where({ uid: user.uid }).whereIn('did', page.records.map((r) => r.id)).select('did')) as { did: number }[]).map((r) => r.did))
        : new Set<number>();
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
      if (!(await db(T.category).where({ id: fields.categoryId }).first('id'))) throw badRequest('DISCUSSIONS_CATEGORY_NOT_FOUND');
      await mayPost(user);
      await flood(user);
      const content = ctx.markdown.sanitize(fields.content, { trusted: ctx.perms.isAdmin(user) });
      const [row] = (await db(T.discussion).insert({ ...fields, content, pid, uid: user.uid, gid }).returning('id')) as { id: number }[];
      return toView((await discussions.listed(row!.id))!);
    },

    /** the author edits; `gid` (when given) is the area the caller checked: a discussion of another area is not found */
    async edit(user: AuthUser, body: DiscussionBody, gid: number | null = null): Promise<void> {
      if (body.id === undefined) throw notFound('DISCUSSIONS_NOT_FOUND');
      const d = await discussions.readable(user, body.id);
      if (d.gid !== gid) throw notFound('DISCUSSIONS_NOT_FOUND');
      // spec 3 §6: editing is for the author only
      if (d.uid !== user.uid) throw forbidden('DISCUSSIONS_AUTHOR_ONLY');
      const fields = checkForm(body, d.pid);
      if (!(await db(T.category).where({ id: fields.categoryId }).first('id'))) throw badRequest('DISCUSSIONS_CATEGORY_NOT_FOUND');
      await flood(user);
      const content = ctx.markdown.sanitize(fields.content, { trusted: ctx.perms.isAdmin(user) });
      await db(T.discussion).where({ id: d.id }).update({ ...fields, content, gmtModified: db.fn.now() });
    },

    /** a moderator pins or disables a discussion of the area `gid` */
    async moderate(user: AuthUser, did: number, gid: number | null, change: DiscussionModeration): Promise<void> {
      const d = await discussions.get(did);
      if (!d || d.gid !== gid) throw notFound('DISCUSSIONS_NOT_FOUND');
      if (!(await discussions.isModerator(user, d))) throw forbidden('DISCUSSIONS_MODERATORS_ONLY');
      const patch: Record<string, unknown> = {};
      if (change.topPriority !== undefined) patch.topPriority = change.topPriority;
      if (change.status !== undefined) patch.status = change.status;
      if (Object.keys(patch).length) await db(T.discussion).where({ id: did }).update(patch);
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
