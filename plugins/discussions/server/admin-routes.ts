// The discussion admin calls (reference AdminDiscussionController; spec 2 "discussion and report
// handling"): the list with disabled posts, top and status switches, delete, and the reports.
// For the admin roles (root, admin, problem admin), whatever the public-discussion switch says.
import { EmptyEnvelope, Envelope, Page, likePattern, notFound, ok, pageParams, paginate, type PluginContext } from '@oj/sdk';
import {
  AdminDeleteBody, AdminDiscussionBody, DISCUSSION_PAGE_SIZE, DiscussionListQuery, DiscussionReport, DiscussionSchema, REPORT_PAGE_SIZE, ReportListQuery,
  ReportUpdateBody,
} from '../shared/index.ts';
import { T, toView, type Discussions, type ListedRow } from './core.ts';
import { flag } from './user-routes.ts';

const ADMIN = ['root', 'admin', 'problem_admin'] as const;

export function adminRoutes(ctx: PluginContext, discussions: Discussions): void {
  const db = ctx.db;
  const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

  ctx.http.get('/api/admin/discussion', {
    config: { roles: [...ADMIN] },
    schema: { querystring: DiscussionListQuery, response: { 200: Envelope(Page(DiscussionSchema)) } },
  }, async (request) => {
    const q = request.query;
    const base = discussions.listing().whereNull('d.gid').modify((b) => {
      const keyword = q.keyword?.trim();
      if (keyword) b.where((w) => w.whereILike('d.title', likePattern(keyword)).orWhereILike('u.username', likePattern(keyword)));
      if (flag(q.onlyMine)) b.where('d.uid', request.user!.uid);
    });
    const page = await paginate<ListedRow>(base, pageParams(q, DISCUSSION_PAGE_SIZE), (b) =>
      b.select(discussions.columns).orderBy([{ column: 'd.topPriority', order: 'desc' }, { column: 'd.id', order: 'desc' }]));
    return ok({ ...page, records: page.records.map((r) => toView(r, false, false)) });
  });

  ctx.http.put('/api/admin/discussion', {
    config: { roles: [...ADMIN], extraFields: 'strip' },
    schema: { body: AdminDiscussionBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const { topPriority, status } = request.body;
    const patch: Record<string, unknown> = {};
    if (topPriority !== undefined) patch.topPriority = topPriority;
    if (status !== undefined) patch.status = status;
    const id = request.body.id;
    const d = await discussions.get(id);
    if (!d || d.gid != null) throw notFound('DISCUSSIONS_NOT_FOUND');
    if (Object.keys(patch).length) await db(T.discussion).where({ id }).update(patch);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

  ctx.http.delete('/api/admin/discussion', {
    config: { roles: [...ADMIN] },
    schema: { body: AdminDeleteBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const ids = [...new Set(request.body)];
    const found = ((await db(T.discussion).whereIn('id', ids).whereNull('gid').select('id')) as { id: number }[]).map((r) => r.id);
    if (found.length === 0) throw notFound('DISCUSSIONS_NOT_FOUND');
    await discussions.remove(found);
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_DELETED'));
  });

  ctx.http.get('/api/admin/discussion-report', {
    config: { roles: [...ADMIN] },
    schema: { querystring: ReportListQuery, response: { 200: Envelope(Page(DiscussionReport)) } },
  }, async (request) => {
    const base = db(`${T.report} as r`).join(`${T.discussion} as d`, 'd.id', 'r.did').join(`${ctx.users.table} as u`, 'u.uid', 'r.reporter').whereNull('d.gid');
    const page = await paginate<{ id: number; did: number; title: string; reporter: string; content: string; status: boolean; gmtCreate: Date }>(
      base, pageParams(request.query, REPORT_PAGE_SIZE),
      (b) => b.select('r.id', 'r.did', 'd.title', 'u.username as reporter', 'r.content', 'r.status', 'r.gmtCreate').orderBy([{ column: 'r.status', order: 'asc' }, { column: 'r.id', order: 'desc' }]),
    );
    return ok({ ...page, records: page.records.map((r) => ({ ...r, gmtCreate: iso(r.gmtCreate) })) });
  });

  ctx.http.put('/api/admin/discussion-report', {
    config: { roles: [...ADMIN], extraFields: 'strip' },
    schema: { body: ReportUpdateBody, response: { 200: EmptyEnvelope } },
  }, async (request) => {
    const n = await db(T.report).where({ id: request.body.id }).update({ status: request.body.status });
    if (n === 0) throw notFound('DISCUSSIONS_REPORT_NOT_FOUND');
    return ok(null, ctx.i18n.t(request.locale, 'DISCUSSIONS_UPDATED'));
  });

}
