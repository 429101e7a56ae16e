// Admin dashboard (reference §2 "Admin"): site figures (plugins add theirs) and the caller's
// recent login sessions.
import { Type } from '@sinclair/typebox';
import { Envelope, DateTime, NullableString, dashboardPoint, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';

const ADMINS = { roles: ['root', 'admin', 'problem_admin'] } as const;

export async function dashboardRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  app.get('/api/admin/dashboard/get-dashboard-info', {
    schema: { tags: ['admin'], response: { 200: Envelope(Type.Object({ userNum: Type.Integer(), todayRegisterNum: Type.Integer() }, { additionalProperties: true })) } },
    config: ADMINS,
  }, async () => {
    const [{ n: userNum }] = await db('users').count({ n: '*' });
    const [{ n: today }] = await db('users').where('gmtCreate', '>=', db.raw("date_trunc('day', now())")).count({ n: '*' });
    const extra: Record<string, unknown> = {};
    for (const contribute of kernel.registry.contributions(dashboardPoint)) Object.assign(extra, await contribute());
    return ok({ ...extra, userNum: Number(userNum), todayRegisterNum: Number(today) });
  });

  app.post('/api/admin/dashboard/get-sessions', {
    schema: { tags: ['admin'], response: { 200: Envelope(Type.Array(Type.Object({ id: Type.String(), ip: NullableString, userAgent: NullableString, admin: Type.Boolean(), gmtCreate: DateTime }))) } },
    config: ADMINS,
  }, async (request) => ok(await db('sessions').where({ uid: request.user!.uid }).orderBy('gmtCreate', 'desc').limit(10).select('id', 'ip', 'userAgent', 'admin', 'gmtCreate')));
}
