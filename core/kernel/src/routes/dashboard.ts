// Admin dashboard (reference §2 "Admin"): site figures (plugins add theirs), the caller's previous
// login, and the services' health (admin-health.ts).
import { Type } from '@sinclair/typebox';
import { Envelope, DateTime, NullableString, dashboardPoint, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { adminHealthRoutes } from './admin-health.ts';

const ADMINS = { roles: ['root', 'admin', 'problem_admin'] } as const;

const DashboardInfo = Type.Object({
  // the reference's figures (its admin client reads these); 0 when no plugin counts them
  userNum: Type.Integer(), recentContestNum: Type.Integer(), todayJudgeNum: Type.Integer(),
  todayRegisterNum: Type.Integer(),
}, { additionalProperties: true });
const Session = Type.Object({ id: Type.String(), uid: Type.String(), ip: NullableString, userAgent: NullableString, admin: Type.Boolean(), gmtCreate: DateTime });

export async function dashboardRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  app.get('/api/admin/dashboard/get-dashboard-info', {
    schema: { tags: ['admin'], response: { 200: Envelope(DashboardInfo) } },
    config: ADMINS,
  }, async () => {
    const [{ n: userNum }] = await db('users').count({ n: '*' });
    const [{ n: today }] = await db('users').where('gmtCreate', '>=', db.raw("date_trunc('day', now())")).count({ n: '*' });
    const extra: Record<string, unknown> = {};
    for (const contribute of kernel.registry.contributions(dashboardPoint)) Object.assign(extra, await contribute());
    const count = (key: string) => (Number.isInteger(extra[key]) ? (extra[key] as number) : 0);
    return ok({ ...extra, userNum: Number(userNum), recentContestNum: count('recentContestNum'), todayJudgeNum: count('todayJudgeNum'), todayRegisterNum: Number(today) });
  });

  // The reference's client posts the uid as the whole body, form-encoded as axios sends a bare
  // string (`a1b2…`, no `uid=`); a form with fields is read as one. This scope alone reads form bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      const text = (body as string).trim();
      if (text === '') return done(null, null);
      done(null, text.includes('=') ? Object.fromEntries(new URLSearchParams(text)) : { uid: decodeURIComponent(text.replace(/\+/g, ' ')) });
    });
    scope.post('/api/admin/dashboard/get-sessions', {
      schema: {
        tags: ['admin'],
        // the reference's client sends the uid; our dashboard sends nothing
        body: Type.Union([Type.Object({ uid: Type.Optional(Type.String({ maxLength: 32 })) }), Type.Null()]),
        response: { 200: Envelope(Type.Union([Session, Type.Null()])) },
      },
      config: ADMINS,
    }, async (request) => {
      // always the caller's own logins (the uid sent is not trusted to pick another user's): the
      // previous one, since the newest is this very session — or that one when it is the only one
      const [latest, previous] = await db('sessions').where({ uid: request.user!.uid }).orderBy('gmtCreate', 'desc').limit(2).select('id', 'uid', 'ip', 'userAgent', 'admin', 'gmtCreate');
      return ok(previous ?? latest ?? null);
    });
  });

  await adminHealthRoutes(app, kernel);
}
