// Payloads of the contest calls a participant makes (spec 3 §7 "Contest", reference §2
// "Contests"): the list, registration, problems, announcements, printing and the AC info of the
// admin helper. The routes and the UI read their types from here.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, NullableString, withMessages } from '@oj/sdk/shared';

/** spec 3 §9: admin helper (AC info) page size */
export const AC_INFO_PAGE_SIZE = 20;
/** spec 3 §9: admin print page size */
export const PRINT_PAGE_SIZE = 15;
/** contest announcements per page when the client does not say */
export const ANNOUNCEMENT_PAGE_SIZE = 10;
/** the home page's recent contests: running ones and those starting within this many days (reference getWithinNext14DaysContests) */
export const RECENT_CONTEST_DAYS = 14;
/** a print job holds at most this many characters */
export const PRINT_MAX_LENGTH = 65535;

const Cid = withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_NOT_FOUND', type: 'CONTESTS_NOT_FOUND', minimum: 'CONTESTS_NOT_FOUND' });
const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })]));

export const CidQuery = Type.Object({ cid: Cid });

/** GET /api/get-contest-list */
export const ContestListQuery = Type.Object({
  currentPage: LenientInt,
  limit: LenientInt,
  status: LenientInt,
  type: LenientInt,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
});

/** POST /api/register-contest (reference RegisterContestDTO) */
export const RegisterBody = Type.Object({
  cid: Cid,
  password: withMessages(Type.String({ minLength: 1, maxLength: 100 }), { required: 'CONTESTS_PASSWORD_REQUIRED', minLength: 'CONTESTS_PASSWORD_REQUIRED', maxLength: 'CONTESTS_WRONG_PASSWORD' }),
});

export const ContestAccess = Type.Object({ access: Type.Boolean() });

/** GET /api/get-contest-problem, …-problem-details */
export const ContestProblemQuery = Type.Object({ cid: Cid, containsEnd: Flag });
export const ContestProblemDetailQuery = Type.Object({
  cid: Cid,
  displayId: withMessages(Type.String({ minLength: 1, maxLength: 100 }), { required: 'CONTESTS_PROBLEM_NOT_FOUND', minLength: 'CONTESTS_PROBLEM_NOT_FOUND' }),
  containsEnd: Flag,
});

/** spec 3 §3 Contest problem; ac and total are null without real-time rank permission (spec 3 §6) */
export const ContestProblem = Type.Object({
  id: Type.Integer(),
  cid: Type.Integer(),
  pid: Type.Integer(),
  displayId: Type.String(),
  displayTitle: Type.String(),
  color: NullableString,
  ac: Type.Union([Type.Integer(), Type.Null()]),
  total: Type.Union([Type.Integer(), Type.Null()]),
  /** the caller's latest status in the contest (-10 never submitted) */
  myStatus: Type.Integer(),
  /** the caller's score of that submission (OI) */
  score: Type.Union([Type.Number(), Type.Null()]),
  /** 0 ACM, 1 OI (the problem's) */
  type: Type.Integer(),
});
export type ContestProblem = Static<typeof ContestProblem>;

/** spec 3 §3 Contest announcement */
export const ContestAnnouncement = Type.Object({
  id: Type.Integer(), cid: Type.Integer(), title: Type.String(), content: Type.String(), username: Type.String(),
  gmtCreate: Type.String(), gmtModified: Type.String(),
});
export const AnnouncementQuery = Type.Object({ cid: Cid, currentPage: LenientInt, limit: LenientInt });
/** POST /api/get-contest-not-read-announcement (reference UserReadContestAnnouncementDTO) */
export const NotReadBody = Type.Object({
  cid: Cid,
  readAnnouncementList: Type.Optional(Type.Array(Type.Integer(), { maxItems: 1000 })),
});

/** POST /api/submit-print-text (reference ContestPrintDTO); spec 3 §5 */
export const PrintBody = Type.Object({
  cid: Cid,
  content: withMessages(Type.String({ minLength: 1, maxLength: PRINT_MAX_LENGTH, pattern: '\\S' }), {
    required: 'CONTESTS_PRINT_EMPTY', minLength: 'CONTESTS_PRINT_EMPTY', pattern: 'CONTESTS_PRINT_EMPTY', maxLength: 'CONTESTS_PRINT_TOO_LONG',
  }),
});
/** queued → claimed (by a printer token) → printed | failed; the admin puts a claimed, failed or printed job back to queued */
export const PRINT_STATES = ['queued', 'claimed', 'printed', 'failed'] as const;
export type PrintState = (typeof PRINT_STATES)[number];
export const PrintCheckQuery = Type.Object({ id: Type.Integer({ minimum: 1 }), cid: Cid });
/** spec 3 §3 Contest print (the admin print list) */
export const ContestPrint = Type.Object({
  id: Type.Integer(), cid: Type.Integer(), username: Type.String(), realname: NullableString, status: Type.Integer(), gmtCreate: Type.String(),
  /** the print queue's state of the job (PRINT_STATES); `status` stays 1 once printed */
  state: Type.Unsafe<PrintState>({ type: 'string', enum: [...PRINT_STATES] }),
  claimedAt: NullableString,
  /** the name of the printer token that claimed it (null: not claimed, or the token is gone) */
  claimedBy: NullableString,
  finishedAt: NullableString,
  failReason: NullableString,
  /** a team contest: the team of the member who sent it */
  teamName: Type.Optional(NullableString),
});

// ---- the print queue an onsite printer host pulls (server/print-queue.ts) ----

/** jobs one claim call takes at most */
export const PRINT_CLAIM_MAX = 10;
/** characters of a failure's reason kept */
export const PRINT_FAIL_REASON_MAX = 500;

/** POST /api/contest/print-queue/claim (printer token) */
export const PrintClaimBody = Type.Object({
  cid: Cid,
  /** how many queued jobs to claim (1 unless said) */
  max: Type.Optional(withMessages(Type.Integer({ minimum: 1, maximum: PRINT_CLAIM_MAX }), {
    type: 'CONTESTS_PRINT_CLAIM_MAX_BAD', minimum: 'CONTESTS_PRINT_CLAIM_MAX_BAD', maximum: 'CONTESTS_PRINT_CLAIM_MAX_BAD',
  })),
});
/** a claimed job as the printer host gets it: its text and who sent it */
export const PrintQueueJob = Type.Object({
  id: Type.Integer(), cid: Type.Integer(), username: Type.String(), realname: NullableString, content: Type.String(), gmtCreate: Type.String(), claimedAt: Type.String(),
  /** a team contest: the sender's team */
  teamName: Type.Optional(NullableString),
});
export type PrintQueueJob = Static<typeof PrintQueueJob>;
/** POST /api/contest/print-queue/report (printer token): the result of a job this token claimed */
export const PrintReportBody = Type.Object({
  cid: Cid,
  id: withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_PRINT_NOT_FOUND', type: 'CONTESTS_PRINT_NOT_FOUND', minimum: 'CONTESTS_PRINT_NOT_FOUND' }),
  result: withMessages(Type.Unsafe<'printed' | 'failed'>({ type: 'string', enum: ['printed', 'failed'] }), {
    required: 'CONTESTS_PRINT_RESULT_BAD', type: 'CONTESTS_PRINT_RESULT_BAD', enum: 'CONTESTS_PRINT_RESULT_BAD',
  }),
  /** with 'failed': why (the command's last output); cut to PRINT_FAIL_REASON_MAX */
  reason: Type.Optional(Type.String({ maxLength: 4000 })),
});
/** PUT /api/admin/contest/print-requeue: a claimed, failed or printed job back to the queue */
export const PrintRequeueQuery = PrintCheckQuery;
export const HelperQuery = Type.Object({ cid: Cid, currentPage: LenientInt, limit: LenientInt });
export const PrintDownloadQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** spec 3 §3 AC info */
export const AcInfo = Type.Object({
  id: Type.Integer(), cid: Type.Integer(), uid: Type.String(), username: Type.String(), realname: NullableString,
  pid: Type.Integer(), displayId: Type.String(), submitId: Type.Integer(), submitTime: Type.String(), time: Type.Number(),
  firstBlood: Type.Boolean(), checked: Type.Boolean(),
  /** a team contest: the team the submission was made for */
  teamName: Type.Optional(NullableString),
});
/** PUT /api/check-contest-ac-info (reference CheckACDTO) */
export const AcCheckBody = Type.Object({ id: Type.Integer({ minimum: 1 }), cid: Cid, checked: Type.Boolean() });

// ---- the balloon runner page (server/balloons.ts) ----

/** balloons one page of the runner's list holds when the client does not say */
export const BALLOON_PAGE_SIZE = 30;
/** characters of a room's and a seat's name */
export const SEAT_FIELD_MAX = 50;
/** lines one seat list may have */
export const SEATS_MAX = 5000;
/** the runner's lists: still to hand out, handed out, every one (held balloons are never listed) */
export const BALLOON_STATES = ['pending', 'delivered', 'all'] as const;
export type BalloonState = (typeof BALLOON_STATES)[number];
export const BalloonQuery = Type.Object({
  cid: Cid,
  state: Type.Optional(withMessages(Type.Unsafe<BalloonState>({ type: 'string', enum: [...BALLOON_STATES] }), { enum: 'CONTESTS_BALLOON_STATE_BAD', type: 'CONTESTS_BALLOON_STATE_BAD' })),
  /** only contestants seated in this room ('' : those without a seat) */
  room: Type.Optional(Type.String({ maxLength: SEAT_FIELD_MAX })),
  /** only balloons of this problem (its display id) */
  problem: Type.Optional(Type.String({ maxLength: 100 })),
  currentPage: LenientInt,
  limit: LenientInt,
});
/** a balloon of the contestant's set, shown beside each row so the runner can check the desk */
export const BalloonMark = Type.Object({ displayId: Type.String(), color: NullableString, delivered: Type.Boolean() });
/** one balloon: a contestant's first accepted submission of a problem */
export const Balloon = Type.Object({
  /** the contest record (what the deliver call names) */
  id: Type.Integer(),
  uid: Type.String(), username: Type.String(), realname: NullableString,
  room: NullableString, seat: NullableString,
  displayId: Type.String(), color: NullableString,
  submitTime: Type.String(),
  /** the first accepted submission of this problem in the contest */
  firstBlood: Type.Boolean(),
  delivered: Type.Boolean(), deliveredAt: NullableString, deliveredBy: NullableString,
  /** every balloon this contestant has earned that may be handed out, in problem order */
  set: Type.Array(BalloonMark),
});
export type Balloon = Static<typeof Balloon>;
export const BalloonList = Type.Object({
  records: Type.Array(Balloon), total: Type.Integer(), current: Type.Integer(), size: Type.Integer(),
  /** accepted while the board is sealed: not handed out (a balloon shows the room a result) until it opens */
  held: Type.Integer(),
  /** the rooms contestants sit in, for the filter */
  rooms: Type.Array(Type.String()),
  /** the contest's problems with their balloon colours, for the filter and the legend */
  problems: Type.Array(Type.Object({ displayId: Type.String(), color: NullableString })),
  title: Type.String(),
});
export type BalloonList = Static<typeof BalloonList>;
export const BalloonDeliverBody = Type.Object({ cid: Cid, id: Type.Integer({ minimum: 1 }), delivered: Type.Boolean() });
/** the contest's seat list as text: one `username,room,seat` a line (the seat may be left out) */
export const SeatsBody = Type.Object({
  cid: Cid,
  text: withMessages(Type.String({ maxLength: 400_000 }), { type: 'CONTESTS_SEATS_BAD', maxLength: 'CONTESTS_SEATS_TOO_MANY' }),
});
export const SeatsQuery = Type.Object({ cid: Cid });
export const Seat = Type.Object({ username: Type.String(), room: Type.String(), seat: Type.String() });
export type Seat = Static<typeof Seat>;
