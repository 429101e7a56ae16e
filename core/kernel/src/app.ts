// Builds a web node: the kernel's services and routes, then each enabled plugin in dependency
// order inside its own encapsulated scope, then static content.
import { join, resolve } from 'node:path';
import { SITE_ROOT } from './paths.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import type { I18n, PluginHttp } from '@oj/sdk';
import type { LoadedConfig } from './config/load.ts';
import { Kernel } from './kernel.ts';
import { frameworkErrors, installErrorHandling } from './http/errors.ts';
import { installAccess } from './http/access.ts';
import { installValidation, MAX_PATH_SEGMENT_BYTES } from './http/validation.ts';
import { lazySerializers } from './http/serialization.ts';
import { dropBlankQueryValues } from './http/blank-query.ts';
import { installStatic } from './http/static.ts';
import { redactingLogger } from './http/log.ts';
import { migrateUp } from './db/migrate.ts';
import { recordBaseUrl } from './site/base-url.ts';
import { prepareQueueStorage } from './queue/connection.ts';
import { loadPlugins, migrationUnits, pluginPath, uiDir, uiShared, uiStatic, type LoadedPlugin } from './plugins/host.ts';
import { createContext } from './plugins/context.ts';
import { checkMessageKeys, checkRoute, PluginContractError, PluginStartError } from './plugins/contract.ts';
import { declarationProblems, outsideMessage, routeAllowed, sharedDeclaration } from './plugins/route-paths.ts';
import { pluginDatabase, rolesUnavailable } from './plugins/db-roles.ts';
import { Messages } from './i18n/index.ts';
import { scheduleKernelJobs } from './messaging/notice-push.ts';
import { consumeJudgeHeartbeats } from './site/judge-nodes.ts';
import { unreadCounts } from './messaging/service.ts';
import { pushRoutes } from './push/stream.ts';
import { passportRoutes } from './routes/passport.ts';
import { profileRoutes } from './routes/profile.ts';
import { fileRoutes } from './routes/files.ts';
import { messageRoutes } from './routes/messages.ts';
import { noticeRoutes } from './routes/notices.ts';
import { siteRoutes } from './routes/site.ts';
import { healthRoutes } from './routes/health.ts';
import { adminConfigRoutes } from './routes/admin-config.ts';
import { adminAnnouncementRoutes } from './routes/admin-announcements.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { pluginSecretRoutes } from './routes/plugin-secrets.ts';
import { pluginSettingRoutes } from './routes/plugin-settings.ts';
import { adminPluginInfo, adminPluginRoutes, countRoute } from './routes/admin-plugins.ts';

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

export const DEFAULT_SHELL_DIR = join(SITE_ROOT, 'web-shell/dist');

/** `work`, or an error saying it did not end within `seconds` (the start stops naming the plugin) */
async function withinSeconds<T>(seconds: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`it did not end within ${seconds} s (pluginSetupTimeoutSeconds in oj.config.json): is it waiting on something that never answers?`)), seconds * 1000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function buildApp(opts: BuildOptions): Promise<WebNode> {
  const { config } = opts;
  // the kernel (and its messages) needs the app's logger: errors met before any hook read them late
  let messages: I18n = new Messages();
  const app = Fastify({
    logger: redactingLogger(opts.logger, config.logLevel),
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // fastify 5: router options under routerOptions (at the top level they print FSTDEP022 at every start)
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT_BYTES },
    frameworkErrors: frameworkErrors(() => messages),
    // response serialisers built at a route's first answer, once per schema (http/serialization.ts)
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  } satisfies FastifyServerOptions).withTypeProvider<TypeBoxTypeProvider>();

  const kernel = new Kernel({ config, databaseUrl: opts.databaseUrl, log: app.log, redisPrefix: opts.redisPrefix });
  messages = kernel.i18n;
  let plugins: LoadedPlugin[] = [];
  try {
    plugins = await loadPlugins(config.plugins, config.baseDir, config.without ?? [], config);
    if (config.without?.length) app.log.warn(`started without the plugins ${config.without.join(', ')} (--without)`);
    for (const p of plugins) {
      if (p.trust.state === 'allowed-unsigned') app.log.warn(`plugin ${p.def.id} (${p.dir}) starts although ${p.trust.reason}: allowUnsigned in oj.config.json lets it`);
    }
    // plugins' switches are known before any route is built: Admin → switches lists them all
    for (const p of plugins) kernel.settings.registerSwitches(p.def.id, p.def.switches ?? {});
    for (const p of plugins) {
      if (!p.def.locales) continue;
      const dir = pluginPath(p.def, p.def.locales);
      const clashes = checkMessageKeys(p.def.id, Messages.keysIn(dir), kernel.i18n);
      if (clashes.length) throw new PluginContractError(p.def.id, clashes);
      kernel.i18n.load(dir, `plugin ${p.def.id}`);
    }
    // a shared store that does not answer (or refuses the credentials) stops the start with the reason
    if (kernel.store.kind === 's3') await kernel.store.check();
    if (opts.migrate !== false) await migrateUp(kernel.db, migrationUnits(plugins));
    // without roles the database does not keep plugins to their tables: the operator is told what to grant
    const noRoles = plugins.length ? await rolesUnavailable(kernel.db) : null;
    if (noRoles) app.log.warn(kernel.i18n.t(process.env.OJ_LANG === 'zh-CN' ? 'zh-CN' : 'en-US', 'OJ_PLUGIN_DB_NO_ROLES', { user: noRoles.user }));
    await prepareQueueStorage(kernel.queues.connection);
    await kernel.loadSecrets();
    await recordBaseUrl(kernel);
  } catch (err) {
    await kernel.close();
    await app.close();
    throw err;
  }

  // from here a failure (a plugin refused, a setup that throws) must not leave the database,
  // queues or Redis open: a test site or a supervisor retries in the same process
  let kernelClosed = false;
  const closers: (() => void | Promise<void>)[] = [];
  try {
    installErrorHandling(app, kernel.i18n);
    installValidation(app);
    installAccess(app, kernel);
    dropBlankQueryValues(app);
    await app.register(fastifyMultipart, { limits: { fileSize: 128 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'OJ API', version: '1' }, components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } } },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

    const http = app as unknown as PluginHttp;
    // read once: a plugin's UI build does not change under a running site
    const pluginInfo = plugins.map((p) => ({
      id: p.def.id,
      version: p.version,
      remoteEntry: uiDir(p) ? `/plugins/${p.def.id}/mf-manifest.json` : null,
      ui: uiStatic(p),
      shared: uiShared(p),
      requires: [...(p.def.requires ?? [])],
    }));
    const pluginList = () => pluginInfo;
    // every route says who may call it and what it answers (ARCHITECTURE §3); the kernel's own are
    // checked here, each plugin's in its scope below
    const kernelProblems: string[] = [];
    let kernelRoutesDone = false;
    // who mounted each method and path, to name both owners when a second one mounts it
    const mountedBy = new Map<string, string>();
    const claim = (route: RouteOptions, owner: string): string | null => {
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        const key = `${method} ${route.url}`;
        const first = mountedBy.get(key);
        if (first && first !== owner) return `${key} is mounted by ${first} already`;
        mountedBy.set(key, owner);
      }
      return null;
    };
    app.addHook('onRoute', (route) => {
      if (kernelRoutesDone) return;
      checkRoute(route, 'kernel', kernelProblems);
      claim(route, 'the kernel');
    });
    for (const routes of [passportRoutes, profileRoutes, fileRoutes, messageRoutes, noticeRoutes, adminConfigRoutes, adminAnnouncementRoutes, adminUserRoutes, dashboardRoutes, pluginSecretRoutes, pluginSettingRoutes, healthRoutes]) {
      await routes(http, kernel);
    }
    await siteRoutes(http, kernel, pluginList);
    // filled in as each plugin's scope mounts its routes (below)
    const declared = new Map<string, { routes: number; permissions: Set<string> }>(plugins.map((p) => [p.def.id, { routes: 0, permissions: new Set<string>() }]));
    await adminPluginRoutes(http, () => plugins.map((p) => adminPluginInfo(p, declared.get(p.def.id)!)));
    pushRoutes(app, kernel.bus, kernel.push, (uid) => unreadCounts(kernel.db, uid));
    kernelRoutesDone = true;
    if (kernelProblems.length) throw new Error(`kernel routes break the route contract:\n  - ${kernelProblems.join('\n  - ')}`);

    // the paths each plugin declares (definePlugin({ routes })), checked before any plugin mounts a route
    const kernelUrls = [...new Set([...mountedBy.keys()].map((key) => key.slice(key.indexOf(' ') + 1)))];
    for (const plugin of plugins) {
      const others = plugins.filter((p) => p !== plugin).map((p) => p.def.id);
      const problems = declarationProblems(plugin.def.id, plugin.def.routes ?? [], kernelUrls, others);
      if (problems.length) throw new PluginContractError(plugin.def.id, problems);
    }
    const shared = sharedDeclaration(plugins.map((p) => ({ id: p.def.id, routes: p.def.routes ?? [] })));
    if (shared) throw new Error(shared);

    for (const plugin of plugins) {
      await app.register(async (scope) => {
        const problems: string[] = [];
        scope.addHook('onRoute', (route) => {
          // a second owner of a path: Fastify's own refusal would name neither plugin
          const taken = claim(route, `plugin ${plugin.def.id}`);
          if (taken) throw new PluginContractError(plugin.def.id, [`${taken}; a path has one owner: disable one of the two, or ask its author to move the route`]);
          const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
          if (methods.length && !routeAllowed(plugin.def.id, plugin.def.routes ?? [], route.url)) {
            problems.push(outsideMessage(plugin.def.id, `${methods.join(',')} ${route.url}`, route.url));
          }
          checkRoute(route, `plugin ${plugin.def.id}`, problems, (key) => kernel.settings.hasSwitch(key));
          countRoute(route, declared.get(plugin.def.id)!);
        });
        const { db } = await pluginDatabase(kernel.db, plugin.def.id);
        try {
          await withinSeconds(config.pluginSetupTimeoutSeconds ?? 120, Promise.resolve(plugin.def.setup(createContext(kernel, plugin, scope, closers, db))));
        } catch (err) {
          if (err instanceof PluginContractError) throw err;
          // name the plugin and the step: a bare "Cannot read properties of undefined" says neither
          throw new PluginStartError(plugin.def.id, 'setup', err);
        }
        if (problems.length) throw new PluginContractError(plugin.def.id, problems);
      }, { prefix: '' });
    }

    await installStatic(app, {
      shellDir: config.shellDir ? resolve(config.baseDir, config.shellDir) : DEFAULT_SHELL_DIR,
      files: kernel.store.kind === 'local' ? { dir: kernel.store.localFolder('files') } : { store: kernel.store },
      remotes: plugins.flatMap((p) => { const dir = uiDir(p); return dir ? [{ id: p.def.id, dir }] : []; }),
    }, kernel.i18n);

    await kernel.mailer.startWorker();
    await scheduleKernelJobs(kernel.queues, kernel.db, kernel.push);
    consumeJudgeHeartbeats(kernel.queues, kernel.db);

    app.addHook('onClose', async () => {
      for (const close of closers.reverse()) await close();
      kernelClosed = true;
      await kernel.close();
    });
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    if (!kernelClosed) {
      for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => {});
      await kernel.close().catch(() => {});
    }
    throw err;
  }
  return { app, kernel, plugins };
}
