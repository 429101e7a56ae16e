// Admin: the health of the site's services (issue 10 item 12), at the reference's paths so its
// admin client works (reference §2 ConfigController), with our own fields beside its. The two
// the web shell reads are mounted from kernelCalls.dashboard (@oj/sdk/shared).
import { hostname } from 'node:os';
import { Type } from '@sinclair/typebox';
import { EmptyEnvelope, Envelope, OjError, kernelCalls, mountCall, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { liveJudgeNodes, machineLoad, percentText } from '../site/judge-nodes.ts';

const ADMINS = { roles: ['root', 'admin', 'problem_admin'] } as const;
const SYSTEM = { perm: 'system_info_admin' } as const;
/** shown instead of a password that is set: the real one never leaves the server */
export const MASKED_PASSWORD = '******';

const calls = kernelCalls.dashboard;
const DbAndRedisConfig = Type.Object({
  dbName: Type.String(), dbHost: Type.String(), dbPort: Type.Integer(), dbUsername: Type.String(), dbPassword: Type.String(),
  redisHost: Type.String(), redisPort: Type.Integer(), redisPassword: Type.String(),
});

/** The database and Redis settings as the reference answers them, every password masked. */
export function dbAndRedisConfig(databaseUrl: string, redisUrl: string | null | undefined) {
  const db = new URL(databaseUrl);
  const redis = redisUrl ? new URL(redisUrl) : null;
  return {
    dbName: db.pathname.replace(/^\//, '') || 'postgres',
    dbHost: db.searchParams.get('host') ?? decodeURIComponent(db.hostname),
    dbPort: Number(db.port || 5432),
    dbUsername: decodeURIComponent(db.username),
    dbPassword: db.password ? MASKED_PASSWORD : '',
    redisHost: redis ? decodeURIComponent(redis.hostname) : '',
    redisPort: redis ? Number(redis.port || 6379) : 0,
    redisPassword: redis?.password ? MASKED_PASSWORD : '',
  };
}

export async function adminHealthRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db, config } = kernel;

  mountCall(app, calls.serviceInfo, { config: ADMINS, tags: ['admin'] }, async () => {
    const load = machineLoad();
    const up = await db.raw('select 1').then(() => true, () => false);
    const name = hostname();
    return ok({
      backupCores: load.cores, backupPercentCpuLoad: percentText(load.cpuLoad), backupPercentMemoryLoad: percentText(load.memoryLoad),
      backupService: [{ serviceId: 'web', instanceId: name, host: name }],
      web: { name, ...load, uptimeSeconds: Math.round(process.uptime()) },
      database: { kind: config.databaseUrl ? 'postgresql' : 'embedded', up },
      queue: { kind: config.redisUrl ? 'redis' : 'postgresql' },
      judgeNodes: up ? (await liveJudgeNodes(db)).length : 0,
    });
  });

  mountCall(app, calls.judgeServiceInfo, { config: ADMINS, tags: ['admin'] }, async () => {
    const nodes = await liveJudgeNodes(db);
    return ok(nodes.map((n) => ({
      name: n.name, cores: n.cores, cpuLoad: n.cpuLoad, memoryLoad: n.memoryLoad, concurrency: n.concurrency, lastSeen: n.lastSeen,
      cpuCores: n.cores, percentCpuLoad: percentText(n.cpuLoad), percentMemoryLoad: percentText(n.memoryLoad),
      service: { serviceId: 'judge', instanceId: n.name, host: n.name },
    })));
  });

  app.get('/api/admin/config/get-db-and-redis-config', { schema: { tags: ['admin'], response: { 200: Envelope(DbAndRedisConfig) } }, config: SYSTEM },
    async () => ok(dbAndRedisConfig(kernel.databaseUrl, config.redisUrl)));
  // the reference's form saves them here; this site takes them from its operator's config only
  // (a web form that rewrites where the database is would hand the site to whoever holds the form)
  app.put('/api/admin/config/set-db-and-redis-config', {
    schema: { tags: ['admin'], body: Type.Partial(Type.Object({ ...DbAndRedisConfig.properties, dbPort: Type.Union([Type.Integer(), Type.String({ maxLength: 10 })]), redisPort: Type.Union([Type.Integer(), Type.String({ maxLength: 10 })]) })), response: { 200: EmptyEnvelope } },
    config: { ...SYSTEM, extraFields: 'strip' },
  }, async () => {
    throw new OjError('OJ_DB_CONFIG_BY_OPERATOR');
  });
}
