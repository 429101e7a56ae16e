// The kernel's site settings as admins edit them (spec 1 §9 "Conf", "Switch"): the website config,
// the switches, the e-mail settings and the mail outbox. Browser-safe: the kernel's settings
// service stores these schemas (core/kernel/src/site/settings.ts) and
// core/kernel/src/routes/admin-config.ts mounts the calls.
import { Type, type Static, type TObject, type TPartial, type TProperties } from '@sinclair/typebox';
import { DateTime, NullableString, Page, PageQuery } from '../schema.ts';
import { SafeLink } from '../../safe-link.ts';
import { defineCall } from '../calls.ts';
import { Email } from './fields.ts';

export const WebConfig = Type.Object({
  baseUrl: Type.String({ maxLength: 300, default: '' }),
  name: Type.String({ maxLength: 100, default: 'Online Judge' }),
  shortName: Type.String({ maxLength: 20, default: 'OJ' }),
  description: Type.String({ maxLength: 500, default: 'An online judge and contest platform' }),
  register: Type.Boolean({ default: true }),
  recordName: Type.String({ maxLength: 100, default: '© 2026 Online Judge' }),
  /** footer links: http(s) or a path of this site only (issue 9 item 13) */
  recordUrl: SafeLink(300, { default: '#' }),
  projectName: Type.String({ maxLength: 100, default: 'OJ' }),
  projectUrl: SafeLink(300, { default: '#' }),
});
export type WebConfig = Static<typeof WebConfig>;

export const SwitchConfig = Type.Object({
  openPublicDiscussion: Type.Boolean({ default: true }),
  openGroupDiscussion: Type.Boolean({ default: true }),
  openContestComment: Type.Boolean({ default: true }),
  openPublicJudge: Type.Boolean({ default: true }),
  openGroupJudge: Type.Boolean({ default: true }),
  openContestJudge: Type.Boolean({ default: true }),
  hideNonContestSubmissionCode: Type.Boolean({ default: false }),
  /** seconds between two non-contest submissions of one user */
  defaultSubmitInterval: Type.Integer({ minimum: 0, maximum: 3600, default: 8 }),
  defaultCreateDiscussionDailyLimit: Type.Integer({ minimum: 0, maximum: 1000, default: 5 }),
  defaultCreateDiscussionACInitValue: Type.Integer({ minimum: 0, maximum: 100000, default: 10 }),
  defaultCreateCommentACInitValue: Type.Integer({ minimum: 0, maximum: 100000, default: 10 }),
  defaultCreateGroupACInitValue: Type.Integer({ minimum: 0, maximum: 100000, default: 20 }),
  defaultCreateGroupDailyLimit: Type.Integer({ minimum: 0, maximum: 1000, default: 2 }),
  defaultCreateGroupLimit: Type.Integer({ minimum: 0, maximum: 1000, default: 5 }),
});
export type SwitchConfig = Static<typeof SwitchConfig>;

export const EmailConfig = Type.Object({
  emailHost: Type.String({ maxLength: 255, default: '' }),
  emailPort: Type.Integer({ minimum: 1, maximum: 65535, default: 465 }),
  emailUsername: Type.String({ maxLength: 320, default: '' }),
  emailPassword: Type.String({ maxLength: 500, default: '' }),
  emailSsl: Type.Boolean({ default: true }),
  emailBGImg: Type.String({ maxLength: 500, default: '' }),
});
export type EmailConfig = Static<typeof EmailConfig>;

/**
 * The body of a partial update: every field optional and without its default, so that a
 * field the admin did not send is left as it is (the route validator fills in defaults).
 */
export function patchOf<T extends TProperties>(schema: TObject<T>): TPartial<TObject<T>> {
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([key, prop]) => {
    const { default: _default, ...rest } = prop as typeof prop & { default?: unknown };
    return [key, rest];
  })) as T;
  return Type.Partial(Type.Object(properties, { additionalProperties: false }));
}

/** the switches as stored: the kernel's and every plugin's (booleans beside them) */
export const SwitchView = Type.Object(SwitchConfig.properties, { additionalProperties: Type.Boolean() });
export type SwitchView = Static<typeof SwitchView>;
/** a change of switches: the kernel's (typed here) and the plugins' booleans; the route checks it against every switch registered */
export const SwitchPatch = Type.Composite([patchOf(SwitchConfig)], { additionalProperties: Type.Boolean() });

/** Shown instead of the stored SMTP password, which never leaves the server. */
export const EmailConfigView = Type.Composite([Type.Omit(EmailConfig, ['emailPassword']), Type.Object({ hasPassword: Type.Boolean() })]);
export type EmailConfigView = Static<typeof EmailConfigView>;

export const OutboxMail = Type.Object({ id: Type.Integer(), to: Type.String(), subject: Type.String(), text: Type.String(), status: Type.String(), error: NullableString, gmtCreate: DateTime });
export type OutboxMail = Static<typeof OutboxMail>;

export const configCalls = {
  web: defineCall('GET', '/api/admin/config/get-web-config', { answer: WebConfig }),
  setWeb: defineCall('PUT', '/api/admin/config/set-web-config', { body: patchOf(WebConfig), answer: Type.Null() }),
  switches: defineCall('GET', '/api/admin/switch/info', { answer: SwitchView }),
  setSwitches: defineCall('PUT', '/api/admin/switch/update', { body: SwitchPatch, answer: Type.Null() }),
  email: defineCall('GET', '/api/admin/config/get-email-config', { answer: EmailConfigView }),
  /** an empty password keeps the stored one */
  setEmail: defineCall('PUT', '/api/admin/config/set-email-config', { body: patchOf(EmailConfig), answer: Type.Null() }),
  testEmail: defineCall('POST', '/api/admin/config/test-email', { body: Type.Object({ email: Email }), answer: Type.Null() }),
  mailOutbox: defineCall('GET', '/api/admin/config/mail-outbox', { query: PageQuery, answer: Page(OutboxMail) }),
};
