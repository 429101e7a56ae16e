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
  /** the site's address as users reach it (http(s)://host[:port][/path]), used in mailed links */
  publicUrl: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$' })),
  /** start a judge node as a child process with `oj start` (when judge runners are installed) */
  embeddedJudge: Type.Boolean({ default: true }),
  jwt: Type.Object({
    expiresSeconds: Type.Integer({ minimum: 60, default: 86400 }),
    /** a token older than this is renewed through the Refresh-Token header */
    refreshAfterSeconds: Type.Integer({ minimum: 30, default: 43200 }),
  }, { default: {} }),
  /** failed-login throttling (auth/throttle.ts): puzzle, then slowing, then a lock of one account from one address */
  login: Type.Object({
    /** failures of an account (from one address or from all) after which the slide puzzle is asked for (spec 1 §4) */
    puzzleAfterFailures: Type.Integer({ minimum: 1, default: 5 }),
    /** failures from one address (any account) after which every login from it asks for the puzzle */
    puzzleAfterAddressFailures: Type.Integer({ minimum: 1, default: 20 }),
    /** failures of one account from one address that lock that account for that address until the window ends */
    maxFailuresPerUser: Type.Integer({ minimum: 1, default: 10 }),
    /** failures from one address (any account) after which its tries are slowed (never locked) */
    maxFailuresPerAddress: Type.Integer({ minimum: 1, default: 50 }),
    windowMinutes: Type.Integer({ minimum: 1, default: 30 }),
  }, { default: {} }),
  /**
   * Fastify's trustProxy: whose X-Forwarded-For gives the client address. Off by default (the
   * socket's address counts); behind a reverse proxy set the proxy's address(es), e.g.
   * "127.0.0.1" or ["10.0.0.0/8"] — never true on a port reachable without the proxy.
   */
  trustProxy: Type.Union([Type.Boolean(), Type.String(), Type.Array(Type.String())], { default: false }),
  /**
   * how long one plugin's setup may take before the start stops naming it (a setup waiting on
   * something that never answers); seconds
   */
  pluginSetupTimeoutSeconds: Type.Integer({ minimum: 1, maximum: 3600, default: 120 }),
  /** scrypt cost (N = 2^cost); lower only for tests */
  passwordCost: Type.Integer({ minimum: 10, maximum: 20, default: 15 }),
  /**
   * Plugin publishers whose signed packages may start (docs/operator-guide.md "Trusting plugins"):
   * name → ed25519 public key, as `oj plugin keygen` prints it (base64) or PEM
   */
  publisherKeys: Type.Record(Type.String({ minLength: 1 }), Type.String({ minLength: 1 }), { default: {} }),
  /**
   * plugin packages (their package.json name, or the `package` written in `plugins`) that start
   * although unsigned, tampered or signed by an unknown publisher, with a warning in the log
   */
  allowUnsigned: Type.Array(Type.String({ minLength: 1 }), { default: [] }),
  /** enabled feature plugins with their settings, in any order (dependencies decide the order) */
  plugins: Type.Optional(Type.Array(PluginEntry)),
  /** where the built web shell lives (served at /) */
  shellDir: Type.Optional(Type.String()),
  logLevel: Type.String({ default: 'info' }),
  /**
   * Where uploaded files, test data and staged uploads live (docs/operator-guide.md "Files and test
   * data"): the data dir (one web node) or an S3-compatible bucket every web node shares. The S3
   * secret key is never in this file: it comes from OJ_S3_SECRET_ACCESS_KEY.
   */
  storage: Type.Union([
    Type.Object({ kind: Type.Literal('local') }, { additionalProperties: false }),
    Type.Object({
      kind: Type.Literal('s3'),
      /** http(s)://host[:port] of MinIO, Ceph RGW, …; unset for AWS S3 */
      endpoint: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+/?$' })),
      region: Type.String({ minLength: 1, default: 'us-east-1' }),
      bucket: Type.String({ minLength: 3, maxLength: 63 }),
      /** bucket in the path (http://host/bucket/key): MinIO and Ceph usually want it */
      forcePathStyle: Type.Boolean({ default: false }),
      /** unset: OJ_S3_ACCESS_KEY_ID, else the SDK's own chain (an instance role) */
      accessKeyId: Type.Optional(Type.String({ minLength: 1 })),
      /** a folder inside the bucket for this site ("oj/"), to share a bucket */
      prefix: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*/?$' })),
    }, { additionalProperties: false }),
  ], { default: { kind: 'local' } }),
  /** connections out of the server (SMTP, remote judges, AI providers): docs/operator-guide.md */
  outbound: Type.Object({
    /** internal hosts the server may still reach: host names, IP addresses, CIDR ranges ("smtp.lan", "10.0.0.5", "fd00::/8") */
    allow: Type.Array(Type.String({ minLength: 1, maxLength: 255 }), { default: [] }),
  }, { default: {}, additionalProperties: false }),
}, { additionalProperties: false });

export type OjConfig = Static<typeof OjConfig>;
export type PluginEntry = Static<typeof PluginEntry>;
