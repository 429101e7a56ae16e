// The kernel's services for one web node, built from the config and a database URL.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ROLES, type AuthUser, type Permission, type Perms } from '@oj/sdk';
import type { LoadedConfig } from './config/load.ts';
import { connectDatabase } from './db/connect.ts';
import { Messages, KERNEL_LOCALES } from './i18n/index.ts';
import { KernelBus } from './bus/bus.ts';
import { MemoryCache, RedisCache } from './bus/cache.ts';
import { SessionCache } from './auth/session-cache.ts';
import { JudgeTokenCheck, newJudgeToken } from './auth/judge-token.ts';
import { KernelQueues } from './queue/service.ts';
import { SiteSettings } from './site/settings.ts';
import { Mailer } from './mail/mailer.ts';
import { Messaging } from './messaging/service.ts';
import { OutboundClient } from './outbound/client.ts';
import { FileStore } from './files/store.ts';
import { openSharedStore, type KernelStore } from './files/shared-store.ts';
import { Registry } from './plugins/registry.ts';
import { Push } from './push/stream.ts';
import { PluginSecrets } from './plugins/secrets.ts';
import { RateLimits } from './site/rate-limits.ts';

export const perms: Perms = {
  can: (user: AuthUser | null, perm: Permission) => !!user && user.permissions.includes(perm),
  isAdmin: (user) => !!user && ADMIN_ROLES.includes(user.role),
  isRoot: (user) => !!user && user.role === 'root',
};

export interface KernelOptions {
  config: LoadedConfig;
  databaseUrl: string;
  log: FastifyBaseLogger;
  /** key prefix for Redis (queues, cache, bus); tests use a unique one */
  redisPrefix?: string;
}

export class Kernel {
  readonly config: LoadedConfig;
  readonly db: Knex;
  readonly i18n = new Messages();
  readonly registry = new Registry();
  readonly bus: KernelBus;
  readonly cache: MemoryCache | RedisCache;
  /** live sessions the access hook trusts for a few seconds (dropped on logout, ban, role change…) */
  readonly sessions: SessionCache;
  readonly queues: KernelQueues;
  readonly settings: SiteSettings;
  readonly mailer: Mailer;
  /** every connection out of the server goes through this guard (outbound.allow in the config) */
  readonly outbound: OutboundClient;
  readonly messaging: Messaging;
  readonly push: Push;
  readonly files: FileStore;
  /** uploaded files, test data, staged uploads: the data dir or a bucket every web node shares */
  readonly store: KernelStore;
  /** plugins' secrets, encrypted under the site's secrets key */
  readonly secrets: PluginSecrets;
  /** per-user rate limits and quotas of plugins */
  readonly limits: RateLimits;
  readonly log: FastifyBaseLogger;
  readonly databaseUrl: string;
  jwtSecret = '';
  /** the site's judge token as this node checks it (read again after `oj judge-token --rotate`) */
  readonly judgeToken: JudgeTokenCheck;

  constructor(opts: KernelOptions) {
    const { config, log } = opts;
    this.config = config;
    this.log = log;
    this.databaseUrl = opts.databaseUrl;
    // first: a wrong storage config stops the start before any connection is open
    this.store = openSharedStore(config, (reason, key) => log.error({ key, reason }, 'the shared store failed'));
    this.db = connectDatabase(opts.databaseUrl, { poolMax: config.databaseUrl ? 8 : 2 });
    this.i18n.load(KERNEL_LOCALES, 'kernel');
    const prefix = opts.redisPrefix ?? 'oj';
    this.bus = new KernelBus(log, config.redisUrl, prefix);
    this.cache = config.redisUrl ? new RedisCache(config.redisUrl, prefix) : new MemoryCache();
    this.sessions = new SessionCache(this.bus);
    this.judgeToken = new JudgeTokenCheck(this.db, this.bus);
    this.bus.on('user.deleted', ({ uids }) => this.sessions.drop({ uids }));
    this.queues = new KernelQueues({ redisUrl: config.redisUrl, databaseUrl: opts.databaseUrl, prefix }, log);
    this.settings = new SiteSettings(this.db, this.bus);
    this.outbound = new OutboundClient(config.outbound?.allow ?? []);
    this.mailer = new Mailer(this.db, this.settings, this.queues, this.outbound, log);
    this.push = new Push(this.bus);
    this.messaging = new Messaging(this.db, this.bus, this.push);
    this.files = new FileStore(this.db, this.store);
    this.secrets = new PluginSecrets(this.db);
    this.limits = new RateLimits(this.db);
  }

  /** Creates the site's secrets once (shared by every web node through the database). */
  async loadSecrets(): Promise<void> {
    const secretsKey = randomBytes(32).toString('base64url');
    const fresh = { jwtSecret: randomBytes(48).toString('base64url'), judgeToken: newJudgeToken(), secretsKey };
    // Straight to the table, not through the settings cache (which must never hold the group
    // before it exists). Two nodes booting at once: the first insert wins, both read it.
    await this.db('siteSettings').insert({ group: 'secrets', value: JSON.stringify(fresh) }).onConflict('group').ignore();
    // a site made before plugin secrets gets its key once (the first node to ask sets it)
    await this.db('siteSettings').where({ group: 'secrets' }).whereRaw("value->>'secretsKey' is null")
      .update({ value: this.db.raw("value || jsonb_build_object('secretsKey', ?::text)", [secretsKey]) });
    const row = await this.db('siteSettings').where({ group: 'secrets' }).first();
    const stored = row.value as typeof fresh;
    this.jwtSecret = stored.jwtSecret;
    await this.judgeToken.load();
    this.secrets.useSiteKey(Buffer.from(stored.secretsKey, 'base64url'));
  }

  async close(): Promise<void> {
    if (this.store.kind === 's3') this.store.close();
    await this.queues.close();
    this.sessions.close();
    this.judgeToken.close();
    await this.bus.close();
    await this.cache.close();
    await this.db.destroy();
  }
}
