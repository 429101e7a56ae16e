// The remote judge's payloads as the pages see them: sites, accounts, the problem import (exported
// from the browser contract, browser.ts; browser-safe: no server code). Add, never change.
import { Type, type Static } from '@sinclair/typebox';

/** what users see of a site before they submit */
export const SiteHealthState = Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('off')]);
export type SiteHealthState = Static<typeof SiteHealthState>;

/** GET /api/remote-judge/sites: every site with whether it takes submissions now */
export const PublicSite = Type.Object({
  oj: Type.String(),
  name: Type.String(),
  /** ok: submissions go; unavailable: the site is failing (the breaker is open); off: an admin switched it off */
  state: SiteHealthState,
  /** the user has bound an account on this site (their submissions go through it) */
  bound: Type.Boolean(),
});
export type PublicSite = Static<typeof PublicSite>;

/** GET /api/admin/remote-judge/sites */
export const AdminSite = Type.Object({
  oj: Type.String(),
  name: Type.String(),
  baseUrl: Type.String(),
  enabled: Type.Boolean(),
  state: SiteHealthState,
  /** failures in a row (submit, poll or import); the breaker opens at the configured count */
  failures: Type.Integer(),
  /** while the breaker is open: when it lets one submission try again */
  openUntil: Type.Union([Type.String(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  lastErrorAt: Type.Union([Type.String(), Type.Null()]),
  lastOkAt: Type.Union([Type.String(), Type.Null()]),
  /** pool accounts switched on */
  accounts: Type.Integer(),
  languages: Type.Array(Type.String()),
  submitLimit: Type.Union([Type.Object({ max: Type.Integer(), windowSeconds: Type.Integer() }), Type.Null()]),
});
export type AdminSite = Static<typeof AdminSite>;

export const SiteSwitch = Type.Object({
  oj: Type.String({ minLength: 1, maxLength: 16 }),
  enabled: Type.Boolean(),
}, { additionalProperties: false });
export type SiteSwitch = Static<typeof SiteSwitch>;

/** an account of the pool, as the admin sees it: never its password or cookie */
export const AdminAccount = Type.Object({
  id: Type.Integer(),
  oj: Type.String(),
  username: Type.String(),
  enabled: Type.Boolean(),
  /** http://host:port, or null: never its user name and password */
  proxy: Type.Union([Type.String(), Type.Null()]),
  /** the proxy has a user name and password stored (write-only, like the password) */
  proxyHasCredentials: Type.Boolean(),
  hasPassword: Type.Boolean(),
  hasCookie: Type.Boolean(),
  /** submitting with it right now */
  busy: Type.Boolean(),
  submits: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AdminAccount = Static<typeof AdminAccount>;

export const USERNAME_MAX = 100;
export const SECRET_MAX = 4000;
export const PROXY_MAX = 300;

/**
 * POST (add, no id) and PUT (edit, with id) /api/admin/remote-judge/account; an empty password or
 * cookie keeps the stored one. `proxy`: absent keeps it, '' or null removes it; a proxy written
 * without user:password keeps the stored credentials when it is the same host and port.
 */
export const AccountInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  oj: Type.String({ minLength: 1, maxLength: 16 }),
  username: Type.String({ minLength: 1, maxLength: USERNAME_MAX }),
  password: Type.Optional(Type.String({ maxLength: SECRET_MAX })),
  cookie: Type.Optional(Type.String({ maxLength: SECRET_MAX })),
  proxy: Type.Optional(Type.Union([Type.String({ maxLength: PROXY_MAX }), Type.Null()])),
  enabled: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type AccountInput = Static<typeof AccountInput>;
/** PUT /api/admin/remote-judge/account: the same with the account's id */
export const AccountEdit = Type.Object({ ...AccountInput.properties, id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** GET /api/remote-judge/my-accounts: the accounts the user bound, never their password or cookie */
export const MyAccount = Type.Object({
  oj: Type.String(),
  username: Type.String(),
  hasPassword: Type.Boolean(),
  hasCookie: Type.Boolean(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  gmtModified: Type.String(),
});
export type MyAccount = Static<typeof MyAccount>;

/** POST /api/remote-judge/my-account: binds (or re-binds) the user's account on a site; a password or a cookie */
export const MyAccountInput = Type.Object({
  oj: Type.String({ minLength: 1, maxLength: 16 }),
  username: Type.String({ minLength: 1, maxLength: USERNAME_MAX }),
  password: Type.Optional(Type.String({ maxLength: SECRET_MAX })),
  cookie: Type.Optional(Type.String({ maxLength: SECRET_MAX })),
}, { additionalProperties: false });
export type MyAccountInput = Static<typeof MyAccountInput>;

/** GET /api/admin/problem/import-remote-oj-problem (reference): name is the site, problemId its id */
export const ImportRemoteQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  problemId: Type.String({ minLength: 1, maxLength: 100 }),
});
export const ImportedProblem = Type.Object({ pid: Type.Integer(), problemId: Type.String() });
export type ImportedProblem = Static<typeof ImportedProblem>;
