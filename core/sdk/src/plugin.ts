// The plugin contract (ARCHITECTURE.md §3). A plugin is one id and one setup function; it
// reaches the kernel only through the context it is given.
import type { FastifyInstance, FastifyBaseLogger, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TObject, TSchema, Static } from '@sinclair/typebox';
import type { Knex } from 'knex';
import type { Bus } from './events.ts';
import type { SwitchDefinition } from './roles.ts';
import type { Disposer, ExtensionPoint, ServiceRef } from './refs.ts';
import type { Cache, FileService, SharedStore, I18n, MailService, MarkdownService, MessagingService, OutboundService, Perms, PushService, QueueService, RateLimitService, SecretsService, SettingsService, UsersService } from './services.ts';

export type PluginHttp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export interface PluginContext<C = unknown> {
  readonly id: string;
  /** this plugin's validated settings (config.plugins[].config) */
  readonly config: C;
  /** an encapsulated Fastify scope with the TypeBox provider; routes declare `config` access rules */
  readonly http: PluginHttp;
  /**
   * the site database (knex; identifiers camelCase in code, snake_case in tables), limited to
   * this plugin's own tables and the public views (`usersPublic`): any other table is refused
   */
  readonly db: Knex;
  /** the site's users, public fields only (never e-mail or password hash) */
  readonly users: UsersService;
  /** `table('entries')` → `<id>_entries`: the names of this plugin's own tables */
  table(name: string): string;
  readonly i18n: I18n;
  readonly bus: Bus;
  readonly queue: QueueService;
  readonly cache: Cache;
  readonly files: FileService;
  /** the site's shared store, scoped to keys under this plugin's id (docs/plugin-guide.md "The shared store") */
  readonly store: SharedStore;
  readonly settings: SettingsService;
  readonly messages: MessagingService;
  readonly mail: MailService;
  readonly push: PushService;
  /** sanitises markdown before it is stored (statements, posts, comments) */
  readonly markdown: MarkdownService;
  /** the guarded client for every connection out of the server (docs/plugin-guide.md) */
  readonly outbound: OutboundService;
  readonly perms: Perms;
  /** this plugin's secrets: encrypted at rest, admin-editable, never answered (docs/plugin-guide.md) */
  readonly secrets: SecretsService;
  /** per-user rate limits and quotas, counted atomically in the database */
  readonly limits: RateLimitService;
  readonly log: FastifyBaseLogger;
  /** this web node's own folder: never for data another web node needs (use `store`) */
  readonly dataDir: string;
  readonly services: {
    get<T>(ref: ServiceRef<T>): T;
    /** for `optional` dependencies: undefined when the providing plugin is off */
    maybe<T>(ref: ServiceRef<T>): T | undefined;
  };
  provide<T>(ref: ServiceRef<T>, impl: T): void;
  extend<T>(point: ExtensionPoint<T>, impl: T): Disposer;
  extensions<T>(point: ExtensionPoint<T>): readonly T[];
  /** runs when the site stops (in reverse setup order) */
  onClose(fn: () => void | Promise<void>): void;
}

export interface PluginDefinition<S extends TSchema = TSchema> {
  id: string;
  version?: string;
  /** other plugins that must be enabled and set up first */
  requires?: readonly string[];
  /** used when enabled; set up first when present */
  optional?: readonly string[];
  /** TypeBox schema of this plugin's settings; defaults applied, validated at boot */
  config?: S;
  /** folder of knex migrations (up and down), relative to the plugin's package root */
  migrations?: string;
  /** folder with en-US.json and zh-CN.json, relative to the package root */
  locales?: string;
  /** folder of the prebuilt federated UI remote (mf-manifest.json inside), relative to the package root */
  ui?: string;
  /** names of the secrets the super admin may set for this plugin (read with ctx.secrets.get) */
  secrets?: readonly string[];
  /** site switches this plugin adds (Admin → switches; route config `switch`), by name */
  switches?: Readonly<Record<string, SwitchDefinition>>;
  /**
   * Paths its routes use besides its own prefixes (/api/<id>/… and /api/admin/<id>/…, always
   * allowed): an exact path (`/api/get-problem-list`, params as the route writes them) or a prefix
   * ending in `*` (`/api/get-contest-*`). A route outside both refuses the plugin at start, and so
   * does a declaration covering a kernel path, a whole namespace (`/api/*`) or another plugin's.
   * For the paths a site must keep (the reference's); a new plugin needs none.
   */
  routes?: readonly string[];
  /** kinds of files it saves with ctx.files, and whether each is an image (checked by content, served under /api/public/img) */
  fileKinds?: Readonly<Record<string, { image: boolean }>>;
  /** source types of the reminders it puts in the message centre (e.g. 'Training') */
  messageSources?: readonly string[];
  /**
   * setting groups admins edit for this plugin (Admin → plugin settings), by short name: a TypeBox
   * object with defaults. Read with ctx.settings.get(name). Never put secrets here: use `secrets`.
   */
  settings?: Readonly<Record<string, TObject>>;
  setup(ctx: PluginContext<Static<S>>): void | Promise<void>;
  /**
   * `oj files move-to-store`: copies what this plugin kept in the site's data dir before the site
   * had a shared store (`from`: `<dataDir>/<id>`) into `store` (scoped to its id). Idempotent; it
   * leaves the local copies; `say` prints a line for the operator.
   */
  moveToStore?(from: string, store: SharedStore, say: (line: string) => void): Promise<void>;
  /**
   * Commands of the `oj` CLI this plugin adds, by name (`oj <name> …`; a name the CLI has itself,
   * or another plugin's, is refused at start). docs/plugin-guide.md "Commands".
   */
  commands?: Readonly<Record<string, PluginCommand>>;
}

/** One `oj` command a plugin adds. */
export interface PluginCommand {
  /** one line for `oj help` */
  summary: string;
  /**
   * Runs in the CLI's process with the words after the command's name. A command that needs the
   * site calls `site.open()` (the database migrated and every enabled plugin set up, no web
   * server, no judge) and reads public services from what it answers; one that needs no site
   * (checking a package) does not. Answers the exit code; lines go to stdout and stderr.
   */
  run(args: readonly string[], site: CommandSite): Promise<number>;
}

export interface CommandSite {
  /** the site's data dir (--data-dir, the config's) */
  readonly dataDir: string;
  /** the language of the command's messages: --lang, else OJ_LANG, else the site's default zh-CN */
  readonly locale: string;
  /** this plugin's messages in that language (its locales and the kernel's) */
  t(key: string, params?: Record<string, string | number>): string;
  open(): Promise<OpenSite>;
}

export interface OpenSite {
  services: { get<T>(ref: ServiceRef<T>): T };
  close(): Promise<void>;
}

export interface DefinedPlugin<S extends TSchema = TSchema> extends PluginDefinition<S> {
  /** set by definePlugin: where the package lives, to resolve migrations/locales/ui */
  readonly root: string;
}

/**
 * Declare a plugin. `root` is the plugin package's folder — pass `import.meta.dirname`'s parent
 * or use `new URL('..', import.meta.url)`.
 */
export function definePlugin<S extends TSchema>(root: string | URL, def: PluginDefinition<S>): DefinedPlugin<S> {
  const path = typeof root === 'string' ? root : decodeURIComponent(root.pathname);
  if (!/^[a-z][a-z0-9-]{1,40}$/.test(def.id)) throw new Error(`plugin id "${def.id}" must be lowercase letters, digits and dashes`);
  return { ...def, root: path.replace(/\/$/, '') };
}
