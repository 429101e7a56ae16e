// Builds a web node: the kernel's services and routes, then each enabled plugin in dependency
// order inside its own encapsulated scope, then static content.
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import type { PluginHttp } from '@oj/sdk';
import type { LoadedConfig } from './config/load.ts';
import { Kernel } from './kernel.ts';
import { installErrorHandling } from './http/errors.ts';
import { installAccess } from './http/access.ts';
import { dropBlankQueryValues } from './http/blank-query.ts';
import { installStatic } from './http/static.ts';
import { migrateUp } from './db/migrate.ts';
import { prepareQueueStorage } from './queue/connection.ts';
import { loadPlugins, migrationUnits, uiDir, type LoadedPlugin } from './plugins/host.ts';
import { createContext } from './plugins/context.ts';
import { scheduleKernelJobs } from './messaging/notice-push.ts';
import { unreadCounts } from './messaging/service.ts';
import { pushRoutes } from './push/stream.ts';
import { passportRoutes } from './routes/passport.ts';
import { profileRoutes } from './routes/profile.ts';
import { fileRoutes } from './routes/files.ts';
import { messageRoutes } from './routes/messages.ts';
import { noticeRoutes } from './routes/notices.ts';
import { siteRoutes } from './routes/site.ts';
import { adminConfigRoutes } from './routes/admin-config.ts';
import { adminAnnouncementRoutes } from './routes/admin-announcements.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { dashboardRoutes } from './routes/dashboard.ts';

export interface BuildOptions {
  config: LoadedConfig;
  databaseUrl: string;
  logger?: FastifyServerOptions['logger'];
  redisPrefix?: string;
  /** run migrations on boot (default true) */
  migrate?: boolean;
}

export interface WebNode {
  app: FastifyInstance;
  kernel: Kernel;
  plugins: LoadedPlugin[];
}

export const DEFAULT_SHELL_DIR = new URL('../../../web-shell/dist', import.meta.url).pathname;

export async function buildApp(opts: BuildOptions): Promise<WebNode> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: 4 * 1024 * 1024,
    ajv: {
      // verbose: errors carry their schema, where the spec's message keys ('x-msg') live
      customOptions: { verbose: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true },
      plugins: [(ajv) => ajv.addKeyword({ keyword: 'x-msg', schemaType: 'object' })],
    },
  } satisfies FastifyServerOptions).withTypeProvider<TypeBoxTypeProvider>();

  const kernel = new Kernel({ config, databaseUrl: opts.databaseUrl, log: app.log, redisPrefix: opts.redisPrefix });
  let plugins: LoadedPlugin[] = [];
  try {
    plugins = await loadPlugins(config.plugins, config.baseDir);
    for (const p of plugins) if (p.def.locales) kernel.i18n.load(resolve(p.def.root, p.def.locales), `plugin ${p.def.id}`);
    if (opts.migrate !== false) await migrateUp(kernel.db, migrationUnits(plugins));
    await prepareQueueStorage(kernel.queues.connection);
    await kernel.loadSecrets();
  } catch (err) {
    await kernel.close();
    await app.close();
    throw err;
  }

  installErrorHandling(app, kernel.i18n);
  installAccess(app, kernel);
  dropBlankQueryValues(app);
  await app.register(fastifyMultipart, { limits: { fileSize: 128 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'OJ API', version: '1' }, components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } } },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const http = app as unknown as PluginHttp;
  const pluginList = () => plugins.map((p) => ({ id: p.def.id, version: p.version, remoteEntry: uiDir(p) ? `/plugins/${p.def.id}/mf-manifest.json` : null }));
  for (const routes of [passportRoutes, profileRoutes, fileRoutes, messageRoutes, noticeRoutes, adminConfigRoutes, adminAnnouncementRoutes, adminUserRoutes, dashboardRoutes]) {
    await routes(http, kernel);
  }
  await siteRoutes(http, kernel, pluginList);
  pushRoutes(app, kernel.bus, (uid) => unreadCounts(kernel.db, uid));

  const closers: (() => void | Promise<void>)[] = [];
  for (const plugin of plugins) {
    await app.register(async (scope) => {
      await plugin.def.setup(createContext(kernel, plugin, scope, closers));
    }, { prefix: '' });
  }

  await installStatic(app, {
    shellDir: config.shellDir ? resolve(config.baseDir, config.shellDir) : DEFAULT_SHELL_DIR,
    filesDir: resolve(config.dataDir, 'files'),
    remotes: plugins.flatMap((p) => { const dir = uiDir(p); return dir ? [{ id: p.def.id, dir }] : []; }),
  }, kernel.i18n);

  await kernel.mailer.startWorker();
  await scheduleKernelJobs(kernel.queues, kernel.db, kernel.push);

  app.addHook('onClose', async () => {
    for (const close of closers.reverse()) await close();
    await kernel.close();
  });
  await app.ready();
  return { app, kernel, plugins };
}
