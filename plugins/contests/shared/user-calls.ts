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
/** spec 3 §3 Contest print (the admin print list) */
export const ContestPrint = Type.Object({
  id: Type.Integer(), cid: Type.Integer(), username: Type.String(), realname: NullableString, status: Type.Integer(), gmtCreate: Type.String(),
});
export const HelperQuery = Type.Object({ cid: Cid, currentPage: LenientInt, limit: LenientInt });
export const PrintCheckQuery = Type.Object({ id: Type.Integer({ minimum: 1 }), cid: Cid });
export const PrintDownloadQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** spec 3 §3 AC info */
export const AcInfo = Type.Object({
  id: Type.Integer(), cid: Type.Integer(), uid: Type.String(), username: Type.String(), realname: NullableString,
  pid: Type.Integer(), displayId: Type.String(), submitId: Type.Integer(), submitTime: Type.String(), time: Type.Number(),
  firstBlood: Type.Boolean(), checked: Type.Boolean(),
});
/** PUT /api/check-contest-ac-info (reference CheckACDTO) */
export const AcCheckBody = Type.Object({ id: Type.Integer({ minimum: 1 }), cid: Cid, checked: Type.Boolean() });
