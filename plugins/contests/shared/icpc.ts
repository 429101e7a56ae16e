// The ICPC Contest API (CCS specs, pinned to the 2023-06 release) as this site serves it: the
// objects of each endpoint with the properties we provide, written from the specification's
// tables, and the payloads of the admin calls that issue its tokens. The routes answer with these
// schemas (server/icpc/) and the tests check every answer against them. TypeBox and
// @oj/sdk/shared only (browser-safe).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { withMessages } from '@oj/sdk/shared';

/** the release of the specification this API follows, and where it is published */
export const ICPC_API_VERSION = '2023-06';
export const ICPC_API_VERSION_URL = 'https://ccs-specs.icpc.io/2023-06/contest_api';

/** the roles a token is issued for: what a spectator may see, or everything (ICPC "public" and "admin") */
export const ICPC_ROLES = ['public', 'admin'] as const;
export type IcpcRole = (typeof ICPC_ROLES)[number];
/**
 * the roles a contest token is issued for: the ICPC API's two, 'printer' — an onsite printer
 * host's token, which may only use the print-queue calls (server/print-queue.ts) — and 'balloon' —
 * a balloon runner's, which opens the balloon page only (server/balloons.ts); the ICPC API refuses
 * both
 */
export const CONTEST_TOKEN_ROLES = [...ICPC_ROLES, 'printer', 'balloon'] as const;
/** the onsite helpers' roles: issued for a contest of any type */
export const ONSITE_TOKEN_ROLES = ['printer', 'balloon'] as const;
export type OnsiteTokenRole = (typeof ONSITE_TOKEN_ROLES)[number];
export type ContestTokenRole = (typeof CONTEST_TOKEN_ROLES)[number];

/** active tokens one contest may have at once */
export const ICPC_TOKENS_PER_CONTEST = 50;
/** the spec's keep-alive bound for the event feed: a newline at least this often (ms) */
export const ICPC_KEEPALIVE_MAX_MS = 120_000;

// ---- property types (spec "JSON property types") ----

/** ID: letters, digits, `_`, `.`, `-`; at most 36; not starting with `.` or `-`, not ending with `.` */
export const ICPC_ID_PATTERN = '^(?![.-])(?!.*[.]$)[A-Za-z0-9_.-]{1,36}$';
/** TIME: ISO 8601 date and time with an optional .uuu and a zone (we always write ms and Z) */
export const ICPC_TIME_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?(Z|[+-][0-9]{2}(:[0-9]{2})?)$';
/** RELTIME: an optional minus, hours (any number of digits), minutes, seconds and an optional .uuu */
export const ICPC_RELTIME_PATTERN = '^-?[0-9]+:[0-5][0-9]:[0-5][0-9]([.][0-9]{3})?$';

export const IcpcId = Type.String({ pattern: ICPC_ID_PATTERN });
export const IcpcTime = Type.String({ pattern: ICPC_TIME_PATTERN });
export const IcpcRelTime = Type.String({ pattern: ICPC_RELTIME_PATTERN });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** TIME of a moment: UTC with milliseconds, as every TIME of this API is written */
export function icpcTime(at: Date | number): string {
  return new Date(at).toISOString();
}

/** RELTIME of a length in ms: `h:mm:ss.uuu`, negative before the start */
export function icpcRelTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(Math.round(ms));
  const milli = rest % 1000;
  rest = (rest - milli) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${sign}${hours}:${two(minutes)}:${two(seconds)}.${String(milli).padStart(3, '0')}`;
}

// ---- endpoints (spec "Interface specification") ----

/** `/`: the API and its provider */
export const IcpcApiInfo = Type.Object({
  version: Type.Literal(ICPC_API_VERSION),
  version_url: Type.Literal(ICPC_API_VERSION_URL),
  /** the site's name, and the version of the software that serves the API (this plugin's) */
  provider: Type.Object({ name: Type.String(), version: Type.String() }),
});
export type IcpcApiInfo = Static<typeof IcpcApiInfo>;

/** `/contests/<id>/access`: the capabilities (none: read only) and the endpoints with the properties this caller gets */
export const IcpcAccess = Type.Object({
  capabilities: Type.Array(Type.String()),
  endpoints: Type.Array(Type.Object({ type: Type.String(), properties: Type.Array(Type.String(), { minItems: 1 }) })),
});
export type IcpcAccess = Static<typeof IcpcAccess>;

export const IcpcContest = Type.Object({
  id: IcpcId,
  name: Type.String(),
  formal_name: Nullable(Type.String()),
  start_time: Nullable(IcpcTime),
  countdown_pause_time: Nullable(IcpcRelTime),
  duration: IcpcRelTime,
  scoreboard_freeze_duration: Nullable(IcpcRelTime),
  scoreboard_thaw_time: Nullable(IcpcTime),
  scoreboard_type: Type.Literal('pass-fail'),
  /** minutes per rejected try before a solve */
  penalty_time: Type.Integer({ minimum: 0 }),
});
export type IcpcContest = Static<typeof IcpcContest>;

export const IcpcJudgementType = Type.Object({
  id: IcpcId,
  name: Type.String(),
  penalty: Type.Boolean(),
  solved: Type.Boolean(),
});
export type IcpcJudgementType = Static<typeof IcpcJudgementType>;

export const IcpcLanguage = Type.Object({
  id: IcpcId,
  name: Type.String(),
  entry_point_required: Type.Boolean(),
  /** present only where entry_point_required is true (the 2023-06 schema forbids it otherwise) */
  entry_point_name: Type.Optional(Type.String()),
  extensions: Type.Array(Type.String()),
});
export type IcpcLanguage = Static<typeof IcpcLanguage>;

export const IcpcProblem = Type.Object({
  id: IcpcId,
  label: Type.String(),
  name: Type.String(),
  ordinal: Type.Integer({ minimum: 0 }),
  /** `#rgb` or `#rrggbb` */
  rgb: Type.Optional(Type.String({ pattern: '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$' })),
  /** the colour's name where it is not written as #rgb; both are left out for a problem without one */
  color: Type.Optional(Type.String()),
  /** seconds per test case, a whole number of ms */
  time_limit: Type.Number({ minimum: 0 }),
  test_data_count: Type.Integer({ minimum: 0 }),
});
export type IcpcProblem = Static<typeof IcpcProblem>;

export const IcpcOrganization = Type.Object({
  id: IcpcId,
  name: Type.String(),
  formal_name: Nullable(Type.String()),
});
export type IcpcOrganization = Static<typeof IcpcOrganization>;

export const IcpcTeam = Type.Object({
  id: IcpcId,
  label: Type.String(),
  name: Type.String(),
  display_name: Nullable(Type.String()),
  organization_id: Nullable(IcpcId),
  /** off the scoreboard */
  hidden: Type.Boolean(),
});
export type IcpcTeam = Static<typeof IcpcTeam>;

/** `/contests/<id>/state`: each moment once it happened, in the order of the spec */
export const IcpcState = Type.Object({
  started: Nullable(IcpcTime),
  frozen: Nullable(IcpcTime),
  ended: Nullable(IcpcTime),
  thawed: Nullable(IcpcTime),
  finalized: Nullable(IcpcTime),
  end_of_updates: Nullable(IcpcTime),
});
export type IcpcState = Static<typeof IcpcState>;

export const IcpcFile = Type.Object({ href: Type.String(), mime: Type.String(), filename: Type.String() });
export type IcpcFile = Static<typeof IcpcFile>;

export const IcpcSubmission = Type.Object({
  id: IcpcId,
  language_id: IcpcId,
  problem_id: IcpcId,
  team_id: IcpcId,
  time: IcpcTime,
  contest_time: IcpcRelTime,
  entry_point: Nullable(Type.String()),
  /** the source as one zip (admin role); the public role gets none */
  files: Type.Array(IcpcFile, { maxItems: 1 }),
});
export type IcpcSubmission = Static<typeof IcpcSubmission>;

export const IcpcJudgement = Type.Object({
  id: IcpcId,
  submission_id: IcpcId,
  /** null while judging */
  judgement_type_id: Nullable(IcpcId),
  start_time: IcpcTime,
  start_contest_time: IcpcRelTime,
  end_time: Nullable(IcpcTime),
  end_contest_time: Nullable(IcpcRelTime),
  /** seconds, a whole number of ms */
  max_run_time: Nullable(Type.Number({ minimum: 0 })),
});
export type IcpcJudgement = Static<typeof IcpcJudgement>;

export const IcpcRun = Type.Object({
  id: IcpcId,
  judgement_id: IcpcId,
  ordinal: Type.Integer({ minimum: 1 }),
  judgement_type_id: IcpcId,
  time: IcpcTime,
  contest_time: IcpcRelTime,
  /** seconds, a whole number of ms */
  run_time: Type.Number({ minimum: 0 }),
});
export type IcpcRun = Static<typeof IcpcRun>;

export const IcpcClarification = Type.Object({
  id: IcpcId,
  from_team_id: Nullable(IcpcId),
  to_team_id: Nullable(IcpcId),
  reply_to_id: Nullable(IcpcId),
  problem_id: Nullable(IcpcId),
  text: Type.String(),
  time: IcpcTime,
  contest_time: IcpcRelTime,
});
export type IcpcClarification = Static<typeof IcpcClarification>;

export const IcpcAward = Type.Object({
  id: IcpcId,
  citation: Type.String(),
  team_ids: Nullable(Type.Array(IcpcId)),
});
export type IcpcAward = Static<typeof IcpcAward>;

export const IcpcScoreboardProblem = Type.Object({
  problem_id: IcpcId,
  /** judged tries up to and including the first solve */
  num_judged: Type.Integer({ minimum: 0 }),
  /** tries not judged yet, or whose judgement the freeze hides */
  num_pending: Type.Integer({ minimum: 0 }),
  solved: Type.Boolean(),
  /** minutes from the start to the solve, when solved */
  time: Type.Optional(Type.Integer({ minimum: 0 })),
});
export const IcpcScoreboardRow = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  team_id: IcpcId,
  score: Type.Object({
    num_solved: Type.Integer({ minimum: 0 }),
    /** minutes */
    total_time: Type.Integer({ minimum: 0 }),
    /** minutes to the last solve; null without one */
    time: Nullable(Type.Integer({ minimum: 0 })),
  }),
  problems: Type.Array(IcpcScoreboardProblem),
});
export const IcpcScoreboard = Type.Object({
  time: IcpcTime,
  contest_time: IcpcRelTime,
  state: IcpcState,
  rows: Type.Array(IcpcScoreboardRow),
});
export type IcpcScoreboardRow = Static<typeof IcpcScoreboardRow>;
export type IcpcScoreboard = Static<typeof IcpcScoreboard>;

/** the feed's resume point: `<ms>.<type>.<id>` of the last event read */
export const ICPC_FEED_TOKEN_PATTERN = '^[0-9]{1,16}[.][0-9]{1,2}[.][A-Za-z0-9_.-]{0,36}$';

/** the event types of the feed, each with the schema of its data (spec "Notification format") */
export const ICPC_EVENT_DATA = {
  contest: IcpcContest,
  'judgement-types': IcpcJudgementType,
  languages: IcpcLanguage,
  problems: IcpcProblem,
  organizations: IcpcOrganization,
  teams: IcpcTeam,
  state: IcpcState,
  submissions: IcpcSubmission,
  judgements: IcpcJudgement,
  runs: IcpcRun,
  clarifications: IcpcClarification,
  awards: IcpcAward,
} as const;
export type IcpcEventType = keyof typeof ICPC_EVENT_DATA;
export const ICPC_EVENT_TYPES = Object.keys(ICPC_EVENT_DATA) as IcpcEventType[];

/**
 * One line of the event feed: the object's current state (null: deleted); id null for contest and
 * state; the token to resume after it (a deletion, sent to open streams only, has none).
 */
export const IcpcEvent = Type.Object({
  type: Type.Union(ICPC_EVENT_TYPES.map((t) => Type.Literal(t))),
  id: Nullable(IcpcId),
  data: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  token: Type.Optional(Type.String({ pattern: ICPC_FEED_TOKEN_PATTERN })),
});
export type IcpcEvent = Static<typeof IcpcEvent>;

// ---- requests ----

const BadId = { pattern: 'CONTESTS_ICPC_BAD_ID', maxLength: 'CONTESTS_ICPC_BAD_ID', minLength: 'CONTESTS_ICPC_BAD_ID', type: 'CONTESTS_ICPC_BAD_ID' };
/** an ID in a path or a filter */
export const IcpcIdParam = withMessages(Type.String({ minLength: 1, maxLength: 36, pattern: ICPC_ID_PATTERN }), BadId);

export const IcpcContestParams = Type.Object({ id: IcpcIdParam });
export const IcpcObjectParams = Type.Object({ id: IcpcIdParam, oid: IcpcIdParam });

/** the ID properties a collection may be filtered on (spec "Filtering": an empty value asks for null) */
export const ICPC_FILTERS = {
  contest: [],
  'judgement-types': [],
  languages: [],
  problems: [],
  organizations: [],
  teams: ['organization_id'],
  state: [],
  submissions: ['language_id', 'problem_id', 'team_id'],
  judgements: ['submission_id', 'judgement_type_id'],
  runs: ['judgement_id', 'judgement_type_id'],
  clarifications: ['from_team_id', 'to_team_id', 'reply_to_id', 'problem_id'],
  awards: [],
} as const satisfies Record<IcpcEventType, readonly string[]>;

export function icpcFilterQuery(type: IcpcEventType) {
  return Type.Object(Object.fromEntries(ICPC_FILTERS[type].map((name) => [name, Type.Optional(Type.Union([IcpcIdParam, Type.Literal('')]))])));
}

export const IcpcFeedQuery = Type.Object({
  since_token: Type.Optional(withMessages(Type.String({ maxLength: 60, pattern: ICPC_FEED_TOKEN_PATTERN }), {
    pattern: 'CONTESTS_ICPC_BAD_SINCE_TOKEN', maxLength: 'CONTESTS_ICPC_BAD_SINCE_TOKEN', type: 'CONTESTS_ICPC_BAD_SINCE_TOKEN',
  })),
  /** false: what exists now, then the answer ends */
  stream: Type.Optional(withMessages(Type.Boolean(), { type: 'CONTESTS_ICPC_BAD_STREAM' })),
});

// ---- the admin calls that issue tokens ----

const Cid = withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_NOT_FOUND', type: 'CONTESTS_NOT_FOUND', minimum: 'CONTESTS_NOT_FOUND' });

/** POST /api/admin/contest/icpc-token */
export const IcpcTokenBody = Type.Object({
  cid: Cid,
  role: withMessages(Type.Unsafe<ContestTokenRole>({ type: 'string', enum: [...CONTEST_TOKEN_ROLES] }), { required: 'CONTESTS_ICPC_ROLE_BAD', type: 'CONTESTS_ICPC_ROLE_BAD', enum: 'CONTESTS_ICPC_ROLE_BAD' }),
  /** what the token is for ("Resolver", "Live scoreboard") */
  name: withMessages(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }), {
    required: 'CONTESTS_ICPC_NAME_BAD', type: 'CONTESTS_ICPC_NAME_BAD', minLength: 'CONTESTS_ICPC_NAME_BAD', maxLength: 'CONTESTS_ICPC_NAME_BAD', pattern: 'CONTESTS_ICPC_NAME_BAD',
  }),
});
export type IcpcTokenBody = Static<typeof IcpcTokenBody>;

export const IcpcTokenListQuery = Type.Object({ cid: Cid });
/** GET /api/admin/contest/icpc-package: the contest package of an ended ACM contest */
export const IcpcPackageQuery = Type.Object({ cid: Cid });
export const IcpcTokenRevokeQuery = Type.Object({
  id: withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_ICPC_TOKEN_NOT_FOUND', type: 'CONTESTS_ICPC_TOKEN_NOT_FOUND', minimum: 'CONTESTS_ICPC_TOKEN_NOT_FOUND' }),
});

/** a token as its contest's admins see it: never the token itself */
export const IcpcTokenView = Type.Object({
  id: Type.Integer(),
  cid: Type.Integer(),
  role: Type.Unsafe<ContestTokenRole>({ type: 'string', enum: [...CONTEST_TOKEN_ROLES] }),
  name: Type.String(),
  /** its first characters, to tell tokens apart */
  hint: Type.String(),
  /** who issued it (username), null once that account is gone */
  createdBy: Nullable(Type.String()),
  gmtCreate: Type.String(),
  lastUsedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
});
export type IcpcTokenView = Static<typeof IcpcTokenView>;

/** the answer of the issuing call: the token, shown this once */
export const IcpcTokenIssued = Type.Composite([IcpcTokenView, Type.Object({ token: Type.String() })]);
export type IcpcTokenIssued = Static<typeof IcpcTokenIssued>;
