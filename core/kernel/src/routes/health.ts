// Health for a load balancer and a monitor (issue 29 item 5).
//   GET /api/health        anyone: 200 while this node's database and queue answer, 503 otherwise.
//                          Only yes/no per service: no versions, host names or addresses.
//   GET /api/health/queue  the judge token (a monitor sits with the judge machines, and its token
//                          never expires the way an admin's login does): jobs waiting and running
//                          in the judge queues and the judge nodes heard from lately.
import { Type } from '@sinclair/typebox';
import { Envelope, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { liveJudgeNodes } from '../site/judge-nodes.ts';

/** a service that has not answered within this long counts as down (a monitor must not hang) */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;
/**
 * The judge protocol's queues (judge-runners/worker/src/protocol.ts, which the kernel cannot
 * import: the worker depends on the kernel): submissions, test runs and compiles, results.
 */
const JUDGE_QUEUES = { judge: 'judge', testRuns: 'judge-test', results: 'judge-results' } as const;

const Health = Type.Object({ database: Type.Boolean(), queue: Type.Boolean() });
const Depth = Type.Object({ waiting: Type.Integer(), active: Type.Integer(), delayed: Type.Integer() });
const QueueDepth = Type.Object({
  judge: Depth, testRuns: Depth, results: Depth,
  judgeNodes: Type.Object({ alive: Type.Integer(), concurrency: Type.Integer() }),
});

/** true when `work` settles well within the timeout */
async function answers(work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS); });
  try {
    return await Promise.race([work().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db, queues } = kernel;

  app.get('/api/health', {
    config: { public: true },
    schema: { tags: ['site'], response: { 200: Envelope(Health), 503: Envelope(Health) } },
  }, async (request, reply) => {
    const [database, queue] = await Promise.all([
      answers(() => db.raw('select 1')),
      answers(() => queues.queue(JUDGE_QUEUES.judge).getJobCounts('waiting')),
    ]);
    const up = database && queue;
    reply.header('Cache-Control', 'no-store');
    return reply.status(up ? 200 : 503).send({
      status: up ? 200 : 503, msg: kernel.i18n.t(request.locale, up ? 'OJ_HEALTH_UP' : 'OJ_HEALTH_DOWN'), data: { database, queue },
    });
  });

  app.get('/api/health/queue', {
    config: { judge: true },
    schema: { tags: ['judge'], response: { 200: Envelope(QueueDepth) } },
  }, async () => {
    const depth = async (name: string) => {
      const c = await queues.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed');
      return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0 };
    };
    const nodes = await liveJudgeNodes(db);
    return ok({
      judge: await depth(JUDGE_QUEUES.judge), testRuns: await depth(JUDGE_QUEUES.testRuns), results: await depth(JUDGE_QUEUES.results),
      judgeNodes: { alive: nodes.length, concurrency: nodes.reduce((sum, n) => sum + n.concurrency, 0) },
    });
  });
}
