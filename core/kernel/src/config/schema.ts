// The infrastructure config: a file (oj.config.json) plus environment overrides. Site settings
// that admins edit (web config, switches, e-mail) live in the database instead (site/settings.ts).
import { Type, type Static } from '@sinclair/typebox';

export const PluginEntry = Type.Object({
  /** npm package name (resolved from the config file's folder) or a path starting with . or / */
  package: Type.String({ minLength: 1 }),
  enabled: Type.Boolean({ default: true }),
  config: Type.Record(Type.String(), Type.Unknown(), { default: {} }),
}, { additionalProperties: false });

export const OjConfig = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  host: Type.String({ default: '0.0.0.0' }),
  dataDir: Type.String({ default: './data' }),
  /** postgres://… — when unset the embedded PGlite in dataDir is used */
  databaseUrl: Type.Optional(Type.String()),
  /** redis://… — when unset queues run on PostgreSQL and cache/bus stay in-process */
  redisUrl: Type.Optional(Type.String()),
  /** the site's address as users reach it, used in mailed links */
  publicUrl: Type.Optional(Type.String()),
  /** start a judge node as a child process with `oj start` (when judge runners are installed) */
  embeddedJudge: Type.Boolean({ default: true }),
  jwt: Type.Object({
    expiresSeconds: Type.Integer({ minimum: 60, default: 86400 }),
    /** a token older than this is renewed through the Refresh-Token header */
    refreshAfterSeconds: Type.Integer({ minimum: 30, default: 43200 }),
  }, { default: {} }),
  login: Type.Object({
    /** failed logins allowed per username and address within the window */
    maxFailuresPerUser: Type.Integer({ minimum: 1, default: 10 }),
    /** failed logins allowed per address (any username) within the window */
    maxFailuresPerAddress: Type.Integer({ minimum: 1, default: 50 }),
    windowMinutes: Type.Integer({ minimum: 1, default: 30 }),
  }, { default: {} }),
  /** scrypt cost (N = 2^cost); lower only for tests */
  passwordCost: Type.Integer({ minimum: 10, maximum: 20, default: 15 }),
  /** enabled feature plugins with their settings, in any order (dependencies decide the order) */
  plugins: Type.Optional(Type.Array(PluginEntry)),
  /** where the built web shell lives (served at /) */
  shellDir: Type.Optional(Type.String()),
  logLevel: Type.String({ default: 'info' }),
}, { additionalProperties: false });

export type OjConfig = Static<typeof OjConfig>;
export type PluginEntry = Static<typeof PluginEntry>;
