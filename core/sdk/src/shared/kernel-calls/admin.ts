// The kernel's admin calls besides users: dashboard figures and sessions, the services' health,
// the started plugins, system notices and announcements. Browser-safe: mounted by
// core/kernel/src/routes/{dashboard,admin-health,admin-plugins,notices,admin-announcements}.ts.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString, Page, PageQuery } from '../schema.ts';
import { defineCall } from '../calls.ts';
import { Announcement } from './site.ts';

export const DashboardInfo = Type.Object({
  // the reference's figures (its admin client reads these); 0 when no plugin counts them
  userNum: Type.Integer(), recentContestNum: Type.Integer(), todayJudgeNum: Type.Integer(),
  todayRegisterNum: Type.Integer(),
}, { additionalProperties: true });
export type DashboardInfo = Static<typeof DashboardInfo>;

export const LoginSession = Type.Object({ id: Type.String(), uid: Type.String(), ip: NullableString, userAgent: NullableString, admin: Type.Boolean(), gmtCreate: DateTime });
export type LoginSession = Static<typeof LoginSession>;

const Load = { cores: Type.Integer(), cpuLoad: Type.Number(), memoryLoad: Type.Number() };
/** the reference's spelling of the same figures */
const ReferenceLoad = { cpuCores: Type.Integer(), percentCpuLoad: Type.String(), percentMemoryLoad: Type.String() };
const Service = Type.Object({ serviceId: Type.String(), instanceId: Type.String(), host: Type.String() });

export const ServiceInfo = Type.Object({
  backupCores: Type.Integer(), backupPercentCpuLoad: Type.String(), backupPercentMemoryLoad: Type.String(), backupService: Type.Array(Service),
  web: Type.Object({ name: Type.String(), ...Load, uptimeSeconds: Type.Integer() }),
  database: Type.Object({ kind: Type.String(), up: Type.Boolean() }),
  queue: Type.Object({ kind: Type.String() }),
  judgeNodes: Type.Integer(),
});
export type ServiceInfo = Static<typeof ServiceInfo>;

export const JudgeNodeInfo = Type.Object({ name: Type.String(), ...Load, concurrency: Type.Integer(), lastSeen: DateTime, ...ReferenceLoad, service: Service });
export type JudgeNodeInfo = Static<typeof JudgeNodeInfo>;

export const AdminPluginInfo = Type.Object({
  id: Type.String(),
  version: Type.String(),
  /** its package.json name */
  package: NullableString,
  dir: Type.String(),
  /** built-in: part of this installation; signed: by `publisher`; allowed-unsigned: `reason` why not trusted, let in by allowUnsigned */
  trust: Type.Union([Type.Literal('built-in'), Type.Literal('signed'), Type.Literal('allowed-unsigned')]),
  publisher: NullableString,
  reason: NullableString,
  /** the SDK range its package.json declares (null: a built-in plugin declaring none) */
  sdkRange: NullableString,
  /** the routes it mounted (HEAD beside GET not counted) */
  routes: Type.Integer(),
  /** the paths it declares besides /api/<id>/ and /api/admin/<id>/ (definePlugin({ routes })) */
  declaredPaths: Type.Array(Type.String()),
  /** the permissions and roles its routes ask for */
  permissions: Type.Array(Type.String()),
  /** its tables' prefix (`<id>_`), when it has migrations */
  tablePrefix: NullableString,
  requires: Type.Array(Type.String()),
  optional: Type.Array(Type.String()),
  switches: Type.Array(Type.String()),
  settings: Type.Array(Type.String()),
  secrets: Type.Array(Type.String()),
  commands: Type.Array(Type.String()),
});
export type AdminPluginInfo = Static<typeof AdminPluginInfo>;

const NoticeType = Type.Union([Type.Literal('All'), Type.Literal('Single'), Type.Literal('Admin')]);
export const NoticeBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }), content: Type.String({ minLength: 1, maxLength: 65535 }), type: NoticeType,
  /** for type Single: the recipient's uid, or their username */
  recipientId: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  recipient: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
});
export type NoticeBody = Static<typeof NoticeBody>;
export const Notice = Type.Object({
  /** state: pushed to the recipients' message centre */
  id: Type.Integer(), title: Type.String(), content: Type.String(), type: Type.String(), state: Type.Boolean(),
  recipientId: NullableString, recipient: NullableString, adminId: NullableString, adminUsername: NullableString,
  gmtCreate: DateTime, gmtModified: DateTime,
});
export type Notice = Static<typeof Notice>;

export const AnnouncementBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }),
  content: Type.String({ minLength: 1, maxLength: 65535 }),
  /** 0 shown, 1 hidden */
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export type AnnouncementBody = Static<typeof AnnouncementBody>;

const Id = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const dashboardCalls = {
  info: defineCall('GET', '/api/admin/dashboard/get-dashboard-info', { answer: DashboardInfo }),
  /** the caller's previous login; the reference's client sends its uid, our dashboard nothing */
  sessions: defineCall('POST', '/api/admin/dashboard/get-sessions', {
    body: Type.Union([Type.Object({ uid: Type.Optional(Type.String({ maxLength: 32 })) }), Type.Null()]),
    answer: Type.Union([LoginSession, Type.Null()]),
  }),
  serviceInfo: defineCall('GET', '/api/admin/config/get-service-info', { answer: ServiceInfo }),
  judgeServiceInfo: defineCall('GET', '/api/admin/config/get-judge-service-info', { answer: Type.Array(JudgeNodeInfo) }),
};

export const adminPluginCalls = {
  list: defineCall('GET', '/api/admin/plugins', { answer: Type.Array(AdminPluginInfo) }),
};

export const noticeCalls = {
  list: defineCall('GET', '/api/admin/msg/notice', { query: Type.Composite([PageQuery, Type.Object({ type: Type.Optional(NoticeType) })]), answer: Page(Notice) }),
  create: defineCall('POST', '/api/admin/msg/notice', { body: NoticeBody, answer: Type.Null() }),
  update: defineCall('PUT', '/api/admin/msg/notice', { body: Type.Composite([NoticeBody, Id]), answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/admin/msg/notice', { query: Id, answer: Type.Null() }),
  /** "send now" instead of waiting for the hourly push */
  push: defineCall('POST', '/api/admin/msg/notice/push', { body: Id, answer: Type.Object({ recipients: Type.Integer() }) }),
};

export const adminAnnouncementCalls = {
  list: defineCall('GET', '/api/admin/announcement', { query: PageQuery, answer: Page(Announcement) }),
  create: defineCall('POST', '/api/admin/announcement', { body: AnnouncementBody, answer: Type.Null() }),
  update: defineCall('PUT', '/api/admin/announcement', { body: Type.Composite([AnnouncementBody, Id]), answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/admin/announcement', { query: Type.Object({ aid: Type.Integer({ minimum: 1 }) }), answer: Type.Null() }),
};
