// The scoreboard's payloads (spec 3 §3 "Scoreboard record", §7; reference §5 and ContestRankDTO):
// the in-contest and outside boards, the outside board's contest info, the scroll board's two
// calls and the rank download. The routes and the UI read their types from here.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, NullableString, withMessages } from '@oj/sdk/shared';

const Cid = withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_NOT_FOUND', type: 'CONTESTS_NOT_FOUND', minimum: 'CONTESTS_NOT_FOUND' });
const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.Null()]));

/** POST /api/get-contest-rank and /api/get-contest-outside-scoreboard (reference ContestRankDTO) */
export const RankBody = Type.Object({
  cid: Cid,
  currentPage: LenientInt,
  limit: LenientInt,
  /** a contest admin asks for the real board while it is sealed */
  forceRefresh: Flag,
  /** leave the star (unofficial) users out */
  removeStar: Flag,
  /** the users the caller follows: repeated on top of page 1 */
  concernedList: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 32 }), { maxItems: 300 }), Type.Null()])),
  /** school or shown name */
  keyword: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  /** with the submissions after the end (allowEndSubmit) */
  containsEnd: Flag,
});
export type RankBody = Static<typeof RankBody>;

/** an ACM cell: one user on one problem */
export const AcmCell = Type.Object({
  isAC: Type.Boolean(),
  /** seconds from the start of the first AC */
  ACTime: Type.Union([Type.Integer(), Type.Null()]),
  /** penalised tries before the first AC (or all, without one) */
  errorNum: Type.Integer(),
  /** sealed tries: their verdicts are hidden */
  tryNum: Type.Integer(),
  /** the first AC of this problem in the contest */
  isFirstAC: Type.Boolean(),
  /** solved only after the end (allowEndSubmit, containsEnd) */
  isAfterContest: Type.Boolean(),
});
export type AcmCell = Static<typeof AcmCell>;

const RowBase = {
  uid: Type.String(),
  username: Type.String(),
  nickname: NullableString,
  realname: NullableString,
  school: NullableString,
  gender: NullableString,
  avatar: NullableString,
  /** a team contest's row (uid `t<id>`, username the team's name, school its affiliation): its members' usernames */
  members: Type.Optional(Type.Array(Type.String())),
  /** 1-based; equal results share it; -1 for a star (unofficial) user */
  rank: Type.Integer(),
  /** followed by the caller, or the caller's own row, repeated on top of page 1 */
  isConcerned: Type.Boolean(),
  isWinAward: Type.Boolean(),
  awardName: NullableString,
  awardBackground: NullableString,
  awardColor: NullableString,
};

export const AcmRankRow = Type.Object({
  ...RowBase,
  ac: Type.Integer(),
  /** seconds: the AC times plus 20 minutes per penalised try before them */
  totalTime: Type.Integer(),
  /** by display id */
  submissionInfo: Type.Record(Type.String(), AcmCell),
});
export type AcmRankRow = Static<typeof AcmRankRow>;

export const OiRankRow = Type.Object({
  ...RowBase,
  totalScore: Type.Integer(),
  /** ms: the run times of the fully solved problems */
  totalTime: Type.Integer(),
  /** score by display id */
  submissionInfo: Type.Record(Type.String(), Type.Integer()),
  /** run time (ms) by display id */
  timeInfo: Type.Record(Type.String(), Type.Integer()),
});
export type OiRankRow = Static<typeof OiRankRow>;

/** a row as the board's answer schema says it: either kind, loosely (serialising a union is slow) */
export const RankRowWire = Type.Object({
  ...RowBase,
  ac: Type.Optional(Type.Integer()),
  totalScore: Type.Optional(Type.Integer()),
  totalTime: Type.Integer(),
  submissionInfo: Type.Record(Type.String(), Type.Unknown()),
  timeInfo: Type.Optional(Type.Record(Type.String(), Type.Integer())),
});

/**
 * a row of the rank calls' answer: its schema is the loose form (RankRowWire, which the route's
 * serializer writes the page with), its type the exact one: every row is one of the two kinds
 */
export const RankRowAnswer = Type.Unsafe<AcmRankRow | OiRankRow>(RankRowWire);

/** GET /api/file/download-contest-rank */
export const RankDownloadQuery = Type.Object({
  cid: Cid,
  forceRefresh: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
  removeStar: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
  containEnd: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
});

/** GET /api/get-contest-scroll-board-info (reference ContestScrollBoardManager) */
export const ScrollBoardInfo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  sealRankTime: Type.Union([Type.String(), Type.Null()]),
  rankShowName: Type.String(),
  problemCount: Type.Integer(),
  problemList: Type.Array(Type.Object({ displayId: Type.String(), color: NullableString })),
  /** display id → balloon colour */
  balloonColor: Type.Record(Type.String(), Type.String()),
  /** usernames of the star (unofficial) users */
  starUserList: Type.Array(Type.String()),
});

export const ScrollBoardQuery = Type.Object({
  cid: Cid,
  removeStar: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
});

/** one judged submission of the contest, in time order */
export const ScrollBoardSubmission = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  nickname: NullableString,
  realname: NullableString,
  school: NullableString,
  displayId: Type.String(),
  status: Type.Integer(),
  /** seconds from the start */
  time: Type.Integer(),
  submitTime: Type.String(),
});

/** GET /api/file/download-contest-ac-submission (spec 3 §7): the accepted code as a zip */
export const AcDownloadQuery = Type.Object({
  cid: Cid,
  excludeAdmin: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
  /** one folder per user (default) or per problem */
  splitType: Type.Optional(Type.String({ maxLength: 10 })),
});
export const AC_SPLIT_TYPES = ['user', 'problem'] as const;

/**
 * The push event an open board hears when its contest's board changed. `{ cid }` alone: the page
 * reads its own view again (which says what this viewer may see). With `delta` (a running contest
 * everyone may know of, its board not sealed), each web node tells its own streams what changed on
 * its board since its last push, and a page that shows page 1 at the delta's size applies it
 * without a read (board-delta.ts). Never sent for a change the sealed board hides.
 */
export const BOARD_PUSH_EVENT = 'contest-board';

/** a row's place in the board's order: solved (ACM) or score (OI), time, and username — best first */
export const BoardKey = Type.Tuple([Type.Number(), Type.Number(), Type.String()]);
export type BoardKey = Static<typeof BoardKey>;

export const BoardDelta = Type.Object({
  /** the page size `top` is page 1 of (the default) */
  size: Type.Integer(),
  /** rows on the board */
  total: Type.Integer(),
  /** page 1, in order: each row's uid, rank and award (an index into `awards`, -1 for none) */
  top: Type.Array(Type.Tuple([Type.String(), Type.Integer(), Type.Integer()])),
  /** the rows that changed, as they are now (placed: rank and award); a row no longer on the board is absent */
  rows: Type.Array(RankRowWire),
  /** the changed official (not star) rows' keys before the change, null for a row new to the board */
  was: Type.Array(Type.Tuple([Type.String(), Type.Union([BoardKey, Type.Null()])])),
  /** the awards in order, each with the key of the last row that gets it (null: to the end of the board) */
  awards: Type.Array(Type.Object({ name: NullableString, background: NullableString, color: NullableString, last: Type.Union([BoardKey, Type.Null()]) })),
  /** ACM: the first counted AC time of each solved problem (a cell holding it is marked isFirstAC) */
  first: Type.Record(Type.String(), Type.Integer()),
});
export type BoardDelta = Static<typeof BoardDelta>;
export const BoardPushed = Type.Object({
  cid: Type.Integer(),
  delta: Type.Optional(BoardDelta),
  /** with a delta, to a signed-in user on the board: their own row's rank and award (an index into the delta's `awards`, -1 for none) */
  mine: Type.Optional(Type.Tuple([Type.Integer(), Type.Integer()])),
});
export type BoardPushed = Static<typeof BoardPushed>;
