// Admin dashboard (reference §2 "Admin"): site figures (plugins add theirs), the caller's previous
// login, and the services' health (admin-health.ts). Mounted from kernelCalls.dashboard (@oj/sdk/shared).
import { dashboardPoint, kernelCalls, mountCall, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { adminHealthRoutes } from './admin-health.ts';

const ADMINS = { roles: ['root', 'admin', 'problem_admin'] } as const;
const calls = kernelCalls.dashboard;

export async function dashboardRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db } = kernel;

  mountCall(app, calls.info, { config: ADMINS, tags: ['admin'] }, async () => {
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
    // the reference's client sends the uid; our dashboard sends nothing
    mountCall(scope, calls.sessions, { config: ADMINS, tags: ['admin'] }, async (request) => {
      // always the caller's own logins (the uid sent is not trusted to pick another user's): the
      // previous one, since the newest is this very session — or that one when it is the only one
      const [latest, previous] = await db('sessions').where({ uid: request.user!.uid }).orderBy('gmtCreate', 'desc').limit(2).select('id', 'uid', 'ip', 'userAgent', 'admin', 'gmtCreate');
      return ok(previous ?? latest ?? null);
    });
  });

  await adminHealthRoutes(app, kernel);
}
