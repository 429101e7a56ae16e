// A group's discussions (spec 3 "Group discussion list", reference GroupDiscussionController): the
// discussions plugin keeps them (its tables, form and posting rules, through discussionsService);
// this plugin decides who enters: members read and post, group admins moderate, and the whole
// area is closed while the openGroupDiscussion switch is off.
import { mountCall, notFound, ok, type AuthUser, type PluginContext } from '@oj/sdk';
import { discussionsService } from '@oj/plugin-discussions/shared';
import { groupDiscussionCalls } from '../shared/calls.ts';
import type { Groups } from './core.ts';

export function discussionRoutes(ctx: PluginContext, groups: Groups): void {
  const discussions = () => ctx.services.get(discussionsService);
  const config = { switch: 'openGroupDiscussion' } as const;

  mountCall(ctx.http, groupDiscussionCalls.list, { config: { auth: true, ...config } }, async (request) => {
    const { group } = await groups.entered(request.user!, request.query.gid);
    return ok(await discussions().page(request.user!, group.id, request.query, false));
  });

  mountCall(ctx.http, groupDiscussionCalls.adminList, { config: { auth: true, ...config } }, async (request) => {
    const { group } = await groups.administered(request.user!, request.query.gid);
    return ok(await discussions().page(request.user!, group.id, request.query, true));
  });

  mountCall(ctx.http, groupDiscussionCalls.create, { config: { perm: 'discussion_add', ...config, extraFields: 'strip' } }, async (request) => {
    const { group } = await groups.entered(request.user!, request.body.gid);
    return ok(await discussions().post(request.user!, group.id, request.body), ctx.i18n.t(request.locale, 'DISCUSSIONS_POSTED'));
  });

  mountCall(ctx.http, groupDiscussionCalls.update, { config: { auth: true, ...config, extraFields: 'strip' } }, async (request) => {
    const user = request.user!;
    const body = request.body;
    const { group } = await groups.entered(user, body.gid);
    // the author's edit sends the form; a moderator's switch sends the pin or the status
    if (body.title != null) await discussions().edit(user, group.id, body);
    if ((body.topPriority !== undefined || body.status !== undefined) && (body.title == null || (body.id !== undefined && await discussions().isModerator(user, body.id)))) {
      await discussions().moderate(user, group.id, body.id ?? 0, { topPriority: body.topPriority, status: body.status });
    }
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

  mountCall(ctx.http, groupDiscussionCalls.remove, { config: { auth: true, ...config } }, async (request) => {
    const user = request.user!;
    const gid = request.query.gid ?? (await discussionGid(user, request.query.did));
    const { group } = await groups.entered(user, gid);
    await discussions().remove(user, group.id, request.query.did);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_DELETED'));
  });

  /** the reference deletes by id alone: the group is the discussion's own, when `user` may read it */
  async function discussionGid(user: AuthUser, did: number): Promise<number> {
    const d = await discussions().readable(user, did);
    if (!d || d.gid == null) throw notFound('DISCUSSIONS_NOT_FOUND');
    return d.gid;
  }
}
