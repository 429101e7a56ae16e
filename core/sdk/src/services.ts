// The kernel services a plugin receives in its setup context. Implementations live in
// core/kernel; plugins see only these interfaces.
import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Processor, Queue, Worker, JobsOptions } from 'bullmq';
import type { Disposer } from './refs.ts';
import type { AuthUser, Permission, SwitchKey } from './roles.ts';

export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export interface I18n {
  /** The message for `key` in `locale`, with `{name}` placeholders filled; the key itself when unknown. */
  t(locale: Locale, key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
}

export interface QueueService {
  /** The queue `name` (created once, shared). */
  queue(name: string): Queue;
  /** Starts a worker on `name` in this process; closed when the site stops. */
  worker(name: string, processor: Processor, opts?: { concurrency?: number }): Worker;
  add(name: string, jobName: string, data: unknown, opts?: JobsOptions): Promise<void>;
}

export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
}

export interface StoredFile {
  id: number;
  /** public URL, e.g. /api/public/img/ab12….png */
  url: string;
  name: string;
  size: number;
}

/** The kernel's file kinds; plugins add theirs with definePlugin({ fileKinds }) (an open registry). */
export type KernelFileKind = 'avatar' | 'md-img' | 'md-file' | 'carousel' | 'group-avatar';
export type FileKind = KernelFileKind | (string & {});

export interface FileService {
  /** Saves bytes in the site's store (shared-store.ts); the stored name is generated, never taken from the client. An undeclared kind is refused. */
  save(input: { uid: string | null; gid?: number | null; kind: FileKind; name: string; bytes: Buffer }): Promise<StoredFile>;
  remove(id: number): Promise<void>;
}

/** One object of the shared store: its key (inside the caller's scope), size and last change. */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** An object opened for reading (a byte range of it when one was asked). */
export interface OpenedObject extends StoredObject {
  body: Readable;
  /** the bytes this body holds: the whole size, or the range's length */
  length: number;
}

/**
 * Where uploaded files, test data and staged uploads live, shared by every web node
 * (docs/plugin-guide.md "The shared store"). The kernel owns it; a plugin's `ctx.store` is scoped
 * to keys under its own id. Keys are `/`-separated names of letters, digits, `.`, `_` and `-`
 * (no empty, `.` or `..` segment). A store that cannot be reached throws OjError
 * OJ_STORE_UNAVAILABLE (status 503): an outage, answered in the caller's language.
 */
export interface SharedStore {
  /** `local`: the site's data dir (one web node, the embedded default); `s3`: a bucket every web node shares */
  readonly kind: 'local' | 's3';
  /**
   * The local folder holding the keys under `prefix` on a `local` store; null on a shared one. For
   * data whose local layout other tools read (a judge node beside the site); never write shared
   * data there on an `s3` store.
   */
  localFolder(prefix: string): string | null;
  /** writes the whole object (replacing one with the same key); readers see the old or the new bytes, never a part */
  put(key: string, bytes: Buffer): Promise<void>;
  /** the whole object, or null when there is none */
  get(key: string): Promise<Buffer | null>;
  /** a stream of the object (from `start` to `end` inclusive when given), or null when there is none */
  open(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** removes the objects (a missing one is not an error) */
  delete(keys: readonly string[]): Promise<void>;
  /** every object whose key starts with `prefix` ('' for all) */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface SettingsService {
  /** A switch value (openPublicDiscussion, …, or a plugin's) — cached, refreshed on change. */
  switchOn(key: SwitchKey): Promise<boolean>;
  /** 'web', 'switch', or one of this plugin's own groups (definePlugin({ settings })) by its short name */
  get<T extends object>(group: string): Promise<T>;
}

/** A user as plugins see them (the kernel's users_public view). */
export interface PublicUser {
  uid: string; username: string; nickname: string | null; realname: string | null; school: string | null;
  gender: string; github: string | null; blog: string | null; avatar: string | null; signature: string | null;
  titleName: string | null; titleColor: string | null; roleId: number; status: number; gmtCreate: Date;
}

export interface UsersService {
  /** the view to join for names and avatars: `ctx.db(\`${entries} as e\`).join(\`${ctx.users.table} as u\`, …)` */
  readonly table: 'usersPublic';
  byIds(uids: readonly string[]): Promise<PublicUser[]>;
  byUsername(username: string): Promise<PublicUser | undefined>;
}

export interface MessagingService {
  remind(msg: import('./events.ts').MessageRemind): Promise<void>;
  noticeMine(recipientId: string, title: string, content: string): Promise<void>;
}

export interface MailService {
  /** Sends through SMTP when configured, else keeps the mail in the outbox. Queued, retried. */
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

export interface Perms {
  can(user: AuthUser | null, perm: Permission): boolean;
  isAdmin(user: AuthUser | null): boolean;
  isRoot(user: AuthUser | null): boolean;
}

export type { Knex, Disposer };

/**
 * Server-sent events to browsers (ARCHITECTURE §7): one stream per tab at /api/events, fanned
 * out across web nodes. The spec's polling calls stay; the UI uses the stream when it is open.
 */
export interface PushService {
  /** an event to every open stream of one user */
  toUser(uid: string, event: string, data: unknown): Promise<void>;
  /** an event to every open stream (visitors included) */
  toAll(event: string, data: unknown): Promise<void>;
  /**
   * An event to every open stream of this web node only (visitors included): for what each node
   * works out from its own copy of the state it hears of, so every node sends its own streams the
   * event without it crossing the bus. `data` is written out when called (later changes to it are
   * not sent). `pick.to` chooses the streams by their user (null: a visitor's); `pick.each` gives a
   * signed-in user's streams fields of their own, added to `data` (an object) for them alone.
   */
  toThisNode(event: string, data: unknown, pick?: PushPick): void;
}

/** which of this node's streams get an event, and what each signed-in user's own streams get besides */
export interface PushPick {
  to?: (uid: string | null) => boolean;
  each?: (uid: string) => Record<string, unknown> | undefined;
}

/** a request made through the guarded outbound client */
export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** the whole request, connection to last byte (default 15 s) */
  timeoutMs?: number;
  /** a longer answer is refused (default 10 MiB) */
  maxBytes?: number;
  /** redirects are followed (each hop checked again) up to 5 times unless 'manual' */
  redirect?: 'follow' | 'manual';
  /**
   * an HTTP proxy, `http://[user:pass@]host:port` (a remote judge account's proxy): plain http
   * targets are asked of it by absolute URL, https ones through a CONNECT tunnel. The target is
   * still checked (an internal target is refused unless allowed), and so is the proxy: one on an
   * internal address needs it in `outbound.allow` too.
   */
  proxy?: string;
}

export interface OutboundResponse {
  status: number;
  /** the URL that answered (after redirects) */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

/**
 * Connections from the server to hosts named by admins or users (remote judges, AI providers,
 * SMTP, web hooks). The host is resolved once, refused when it is internal (private, loopback,
 * link-local, unique-local, multicast) unless the operator allows it in `outbound.allow`, and the
 * connection goes to that very address, so a second DNS answer can't point it elsewhere.
 * A refusal is an OjError 'OJ_OUTBOUND_REFUSED'.
 */
export interface OutboundService {
  /** the address to connect to for `host` (an IP literal or a name), checked */
  resolve(host: string): Promise<{ address: string; family: 4 | 6 }>;
  /** an http(s) request to `url` through the guard */
  fetch(url: string | URL, init?: OutboundRequest): Promise<OutboundResponse>;
  /**
   * The same request with its answer read as it arrives (an AI provider's token stream): resolves
   * once the status and headers are in; redirects are not followed (a 3xx is answered as it is).
   */
  stream(url: string | URL, init?: OutboundStreamRequest): Promise<OutboundStream>;
}

/** a streamed request: `timeoutMs` bounds the wait for the answer's headers, `idleMs` each gap after */
export interface OutboundStreamRequest extends Omit<OutboundRequest, 'redirect'> {
  /** no byte for this long ends the answer with an error (default 60 s) */
  idleMs?: number;
  /** aborting closes the connection; the body's reader then ends with an error */
  signal?: AbortSignal;
}

export interface OutboundStream {
  status: number;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /**
   * The answer's bytes as they come, read once. It ends with an error when the connection is cut
   * before the answer is complete, goes idle, passes `maxBytes` or is aborted; leaving the loop
   * early closes the connection.
   */
  body: AsyncIterable<Buffer>;
  /** the rest of the body as text (an error answer's explanation) */
  text(): Promise<string>;
  /** closes the connection now (nothing more is read) */
  close(): void;
}

/**
 * Markdown as it may be stored (spec R5): raw HTML outside an allow-list, event handlers, styles
 * and links or images to anything but http(s) or this site are removed; text, tables, code and
 * math stay exactly as written. Every route that stores markdown passes it through `sanitize`.
 */
export interface MarkdownService {
  /** `trusted`: an admin role's post keeps the wider allow-list of TRUSTED_HTML (@oj/sdk/shared) */
  sanitize(source: string, options?: { trusted?: boolean }): string;
}

/**
 * The plugin's own secrets (provider keys, remote accounts' passwords): set by the super admin
 * (Admin → plugin secrets, for the names the plugin lists in `secrets`) or by the plugin itself,
 * encrypted at rest, never part of any answer. Keys are the plugin's own: no plugin reads another's.
 */
export interface SecretsService {
  /** the value, or undefined when not set */
  get(key: string): Promise<string | undefined>;
  /** stores the value encrypted; null or '' removes it */
  set(key: string, value: string | null): Promise<void>;
}

export interface RateLimit {
  /** at most this many takes … */
  max: number;
  /** … per window of this many seconds (a fixed window starting at the first take) */
  windowSeconds: number;
  /** the refusal's message key (params: max, minutes, seconds); default OJ_RATE_LIMITED */
  message?: string;
}

/**
 * Per-user rate limits and quotas (AI chat messages a day, discussions a day, remote submits a
 * minute), counted in the database so every web node shares them. Counters are the plugin's own.
 */
export interface RateLimitService {
  /**
   * Counts one take of `key` by `uid`, atomically; over the limit it counts nothing and throws an
   * OjError (400) saying when to try again. Returns what is left in this window.
   */
  take(uid: string, key: string, limit: RateLimit): Promise<{ remaining: number; resetSeconds: number }>;
  /**
   * Gives back one take of `key` by `uid` in the current window (a call that failed before it was
   * of any use, e.g. an AI provider that answered nothing): the count goes down by one, never below
   * zero, and the window keeps its start. Since SDK 1.1.
   */
  giveBack(uid: string, key: string): Promise<void>;
  /** forgets `uid`'s count of `key` altogether (the whole window's quota comes back) */
  reset(uid: string, key: string): Promise<void>;
}
