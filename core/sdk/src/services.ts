// The kernel services a plugin receives in its setup context. Implementations live in
// core/kernel; plugins see only these interfaces.
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

export interface FileService {
  /** Saves bytes under the data dir; the stored name is generated, never taken from the client. */
  save(input: { uid: string | null; gid?: number | null; kind: 'avatar' | 'md-img' | 'md-file' | 'carousel' | 'group-avatar'; name: string; bytes: Buffer }): Promise<StoredFile>;
  remove(id: number): Promise<void>;
}

export interface SettingsService {
  /** A switch value (openPublicDiscussion, …) — cached, refreshed on change. */
  switchOn(key: SwitchKey): Promise<boolean>;
  get<T extends object>(group: string): Promise<T>;
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
}
