// The discussion admin calls (reference AdminDiscussionController; spec 2 "discussion and report
// handling"): the list with disabled posts, top and status switches, delete, and the reports.
// For the admin roles (root, admin, problem admin), whatever the public-discussion switch says.
import { EmptyEnvelope, Envelope, Page, notFound, ok, pageParams, type PluginContext } from '@oj/sdk';
import {
  AdminDeleteBody, AdminDiscussionBody, DISCUSSION_PAGE_SIZE, DiscussionListQuery, DiscussionReport, DiscussionSchema, REPORT_PAGE_SIZE, ReportListQuery,
  ReportUpdateBody,
} from '../shared/index.ts';
import { toView, type Discussions } from './core.ts';
import { flag } from './user-routes.ts';

const ADMIN = ['root', 'admin', 'problem_admin'] as const;

export function adminRoutes(ctx: PluginContext, discussions: Discussions): void {
  const { discussions: store, reports } = discussions.stores;
  const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

  ctx.http.get('/api/admin/discussion', {
    config: { roles: [...ADMIN] },
    schema: { querystring: DiscussionListQuery, response: { 200: Envelope(Page(DiscussionSchema)) } },
  }, async (request) => {
    const q = request.query;
    const page = await store.page(
      { gid: null, keyword: q.keyword?.trim(), uid: flag(q.onlyMine) ? request.user!.uid : undefined },
      pageParams(q, DISCUSSION_PAGE_SIZE),
    );
    return ok({ ...page, records: page.records.map((r) => toView(r, false, false)) });
  });

  ctx.http.put('/api/admin/discussion', {
    config: { roles: [...ADMIN], extraFields: 'strip' },
    schema: { body: AdminDiscussionBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
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

  ctx.http.delete('/api/admin/discussion', {
    config: { roles: [...ADMIN] },
    schema: { body: AdminDeleteBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const ids = [...new Set(request.body)];
    const found = await store.siteIds(ids);
    if (found.length === 0) throw notFound('DISCUSSIONS_NOT_FOUND');
    await discussions.remove(found);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_DELETED'));
  });

  ctx.http.get('/api/admin/discussion-report', {
    config: { roles: [...ADMIN] },
    schema: { querystring: ReportListQuery, response: { 200: Envelope(Page(DiscussionReport)) } },
  }, async (request) => {
    const page = await reports.sitePage(pageParams(request.query, REPORT_PAGE_SIZE));
    return ok({ ...page, records: page.records.map((r) => ({ ...r, gmtCreate: iso(r.gmtCreate) })) });
  });

  ctx.http.put('/api/admin/discussion-report', {
    config: { roles: [...ADMIN], extraFields: 'strip' },
    schema: { body: ReportUpdateBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    if (!(await reports.setStatus(request.body.id, request.body.status))) throw notFound('DISCUSSIONS_REPORT_NOT_FOUND');
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

}
