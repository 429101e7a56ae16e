// The discussion admin calls (reference AdminDiscussionController; spec 2 "discussion and report
// handling"): the list with disabled posts, top and status switches, delete, and the reports.
// For the admin roles (root, admin, problem admin), whatever the public-discussion switch says.
import { mountCall, notFound, ok, pageParams, type PluginContext } from '@oj/sdk';
import { DISCUSSION_PAGE_SIZE, REPORT_PAGE_SIZE } from '../shared/index.ts';
import { discussionAdminCalls } from '../shared/calls.ts';
import { toView, type Discussions } from './core.ts';
import { flag } from './user-routes.ts';

const ADMIN = ['root', 'admin', 'problem_admin'] as const;

export function adminRoutes(ctx: PluginContext, discussions: Discussions): void {
  const { discussions: store, reports } = discussions.stores;
  const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

  mountCall(ctx.http, discussionAdminCalls.list, { config: { roles: [...ADMIN] } }, async (request) => {
    const q = request.query;
    const page = await store.page(
      { gid: null, keyword: q.keyword?.trim(), uid: flag(q.onlyMine) ? request.user!.uid : undefined },
      pageParams(q, DISCUSSION_PAGE_SIZE),
    );
    return ok({ ...page, records: page.records.map((r) => toView(r, false, false)) });
  });

  mountCall(ctx.http, discussionAdminCalls.update, { config: { roles: [...ADMIN], extraFields: 'strip' } }, async (request) => {
    const { topPriority, status } = request.body;
    const patch: { topPriority?: boolean; status?: number } = {};
    if (topPriority !== undefined) patch.topPriority = topPriority;
    if (status !== undefined) patch.status = status;
    const id = request.body.id;
    const d = await discussions.get(id);
    if (!d || d.gid != null) throw notFound('DISCUSSIONS_NOT_FOUND');
    if (Object.keys(patch).length) await store.moderate(id, patch);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

  mountCall(ctx.http, discussionAdminCalls.remove, { config: { roles: [...ADMIN] } }, async (request) => {
    const ids = [...new Set(request.body)];
    const found = await store.siteIds(ids);
    if (found.length === 0) throw notFound('DISCUSSIONS_NOT_FOUND');
    await discussions.remove(found);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_DELETED'));
  });

  mountCall(ctx.http, discussionAdminCalls.reports, { config: { roles: [...ADMIN] } }, async (request) => {
    const page = await reports.sitePage(pageParams(request.query, REPORT_PAGE_SIZE));
    return ok({ ...page, records: page.records.map((r) => ({ ...r, gmtCreate: iso(r.gmtCreate) })) });
  });

  mountCall(ctx.http, discussionAdminCalls.updateReport, { config: { roles: [...ADMIN], extraFields: 'strip' } }, async (request) => {
    if (!(await reports.setStatus(request.body.id, request.body.status))) throw notFound('DISCUSSIONS_REPORT_NOT_FOUND');
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

}
