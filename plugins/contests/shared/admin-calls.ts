// Payloads of the contest admin calls (reference §2 "Admin" contest rows, spec 3 §3/§5/§7): the
// reference client's AdminContestVO, the contest's problems, announcements. The admin routes
// (server/admin-routes.ts) and the admin pages (ui/src/admin) take their types from here.
import { Type, type Static } from '@sinclair/typebox';
import { LenientInt, NullableString, withMessages } from '@oj/sdk/shared';
import { ProblemFields, ProblemInput } from '@oj/plugin-problems/problem-input';
import { AwardConfig, ContestSchema } from './contest.ts';
import { CONTEST_DESCRIPTION_MAX, CONTEST_PASSWORD_MAX, CONTEST_TITLE_MAX, STAR_ACCOUNT_MAX } from './admin-constants.ts';

export * from './admin-constants.ts';

const Cid = withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_NOT_FOUND', type: 'CONTESTS_NOT_FOUND', minimum: 'CONTESTS_NOT_FOUND' });
const Pid = withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_PROBLEM_NOT_FOUND', type: 'CONTESTS_PROBLEM_NOT_FOUND', minimum: 'CONTESTS_PROBLEM_NOT_FOUND' });
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Flag = Type.Optional(Type.Boolean());

/**
 * POST/PUT /api/admin/contest: the reference client's AdminContestVO. Everything the form may
 * leave empty is optional here; the form's own order of messages (spec 3 §5) is checked by
 * server/contest-form.ts. Its other fields (status, now, author, …) are dropped.
 */
export const AdminContestBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  title: Text(CONTEST_TITLE_MAX),
  description: Text(CONTEST_DESCRIPTION_MAX),
  type: Type.Optional(withMessages(Type.Integer({ minimum: 0, maximum: 1 }), { minimum: 'CONTESTS_TYPE_INVALID', maximum: 'CONTESTS_TYPE_INVALID', type: 'CONTESTS_TYPE_INVALID' })),
  auth: Type.Optional(withMessages(Type.Integer({ minimum: 0, maximum: 2 }), { minimum: 'CONTESTS_AUTH_INVALID', maximum: 'CONTESTS_AUTH_INVALID', type: 'CONTESTS_AUTH_INVALID' })),
  pwd: Text(CONTEST_PASSWORD_MAX),
  /** ISO date-times */
  startTime: Text(40),
  endTime: Text(40),
  sealRank: Flag,
  sealRankTime: Text(40),
  autoRealRank: Flag,
  visible: Flag,
  openPrint: Flag,
  openRank: Flag,
  allowEndSubmit: Flag,
  /** a team contest (fixed once the contest has submissions) */
  teamMode: Flag,
  openAccountLimit: Flag,
  accountLimitRule: Text(20_000),
  rankShowName: Text(20),
  oiRankScoreType: Text(10),
  starAccount: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 100 }), { maxItems: STAR_ACCOUNT_MAX * 2 }), Type.Null()])),
  awardType: Type.Optional(withMessages(Type.Integer({ minimum: 0, maximum: 2 }), { minimum: 'CONTESTS_AWARD_INVALID', maximum: 'CONTESTS_AWARD_INVALID', type: 'CONTESTS_AWARD_INVALID' })),
  awardConfigList: Type.Optional(Type.Union([Type.Array(Type.Object({
    priority: Type.Optional(Type.Integer()),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    background: Type.Optional(Type.String({ maxLength: 40 })),
    color: Type.Optional(Type.String({ maxLength: 40 })),
    num: Type.Optional(Type.Integer()),
  }), { maxItems: 50 }), Type.Null()])),
});
export type AdminContestBody = Static<typeof AdminContestBody>;

/** GET /api/admin/contest: the contest with what only its admins read */
export const AdminContest = Type.Composite([ContestSchema, Type.Object({
  pwd: NullableString,
  accountLimitRule: NullableString,
  starAccount: Type.Array(Type.String()),
  awardConfigList: Type.Array(AwardConfig),
  source: Type.Integer(),
})]);
export type AdminContest = Static<typeof AdminContest>;

/** a row of the admin contest list: may the caller manage it (spec 3 §6) */
export const AdminContestRow = Type.Composite([ContestSchema, Type.Object({ manageable: Type.Boolean() })]);
export type AdminContestRow = Static<typeof AdminContestRow>;

export const AdminContestListQuery = Type.Object({ currentPage: LenientInt, limit: LenientInt, keyword: Type.Optional(Type.String({ maxLength: 200 })) });
export const AdminCidQuery = Type.Object({ cid: Cid });
export const VisibleQuery = Type.Object({ cid: Cid, visible: Type.Boolean(), uid: Type.Optional(Type.String({ maxLength: 32 })) });
export const CidPidQuery = Type.Object({ cid: Cid, pid: Pid });
/** the reference's contest problem edit page names the problem alone (`?pid=`): its contest is found */
export const AdminContestProblemQuery = Type.Object({ cid: Type.Optional(Cid), pid: Pid });

/** spec 3 §3 contest problem, as the admin pages edit it */
export const AdminContestProblem = Type.Object({
  id: Type.Integer(), cid: Type.Integer(), pid: Type.Integer(), displayId: Type.String(), displayTitle: Type.String(), color: NullableString,
});
export type AdminContestProblem = Static<typeof AdminContestProblem>;

/** PUT /api/admin/contest/contest-problem (the reference's ContestProblem) */
export const ContestProblemBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  cid: Cid,
  pid: Type.Optional(Type.Integer()),
  displayId: Type.Optional(Type.String({ maxLength: 200 })),
  displayTitle: Type.Optional(Type.String({ maxLength: 500 })),
  color: Text(40),
});
export type ContestProblemBody = Static<typeof ContestProblemBody>;
/**
 * PUT /api/admin/contest/contest-problem as the reference's client sends it: the row by its id (its
 * colour picker sends `{ id, color }` alone), or by contest and problem (`{ cid, pid, displayId,
 * displayTitle }` after making a problem inside the contest)
 */
export const ContestProblemPlacement = Type.Composite([
  Type.Omit(ContestProblemBody, ['id', 'cid']),
  Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), cid: Type.Optional(Cid) }),
]);
export type ContestProblemPlacement = Static<typeof ContestProblemPlacement>;

/** POST /api/admin/contest/add-problem-from-public (the reference's ContestProblemDTO) */
export const AddFromPublicBody = Type.Object({ pid: Pid, cid: Cid, displayId: Type.Optional(Type.String({ maxLength: 200 })) });
export type AddFromPublicBody = Static<typeof AddFromPublicBody>;
/** GET /api/admin/contest/import-remote-oj-problem (reference): a remote judge (name) and its problem id, with its display id in the contest */
export const ImportRemoteQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  problemId: Type.String({ minLength: 1, maxLength: 100 }),
  cid: Cid,
  displayId: Type.Optional(Type.String({ maxLength: 200 })),
});

/** GET /api/admin/contest/get-problem-list: the contest's problems with their place in it */
export const AdminContestProblemRow = Type.Object({
  id: Type.Integer(), problemId: Type.String(), title: Type.String(), author: NullableString, type: Type.Integer(), auth: Type.Integer(),
  gid: Type.Union([Type.Integer(), Type.Null()]),
  cpid: Type.Integer(), displayId: Type.String(), displayTitle: Type.String(), color: NullableString,
});
export type AdminContestProblemRow = Static<typeof AdminContestProblemRow>;
export const AdminProblemListQuery = Type.Object({
  cid: Cid, currentPage: LenientInt, limit: LenientInt, keyword: Type.Optional(Type.String({ maxLength: 200 })),
  problemType: LenientInt, oj: Type.Optional(Type.String({ maxLength: 40 })),
});

/**
 * The problem's own fields of a problem made inside a contest: the bank form's (ProblemFields of
 * the problems plugin, with its rules and messages: judge mode and checker, judge case mode, file
 * IO, extra files, switches). Its auth (3, contest), its type (the contest's) and its author are
 * the contest's to set, not the form's.
 */
export const ContestProblemFields = Type.Omit(ProblemFields, ['auth', 'type', 'author']);

/**
 * POST/PUT /api/admin/contest/problem: a problem made inside the contest (the reference's ProblemDTO
 * with the contest's id and the display id there). It is written through the problems plugin's
 * saveProblem with auth 3 (contest) and the contest's rule type. The test cases are the bank's:
 * typed, or the file names of an uploaded zip (isUploadTestCase, with the upload's token).
 */
export const ContestProblemWrite = Type.Object({
  cid: Cid,
  displayId: Type.Optional(Type.String({ maxLength: 200 })),
  displayTitle: Type.Optional(Type.String({ maxLength: 500 })),
  color: Text(40),
  problem: ContestProblemFields,
  samples: ProblemInput.properties.samples,
  isUploadTestCase: ProblemInput.properties.isUploadTestCase,
  uploadTestcaseDir: ProblemInput.properties.uploadTestcaseDir,
  /** the reference sends the judge mode beside the problem too; this one wins */
  judgeMode: ProblemInput.properties.judgeMode,
  languages: Type.Optional(Type.Array(Type.Object({ name: Type.String({ maxLength: 40 }) }), { maxItems: 200 })),
  tags: Type.Optional(Type.Array(Type.Object({ name: Type.String({ maxLength: 100 }) }), { maxItems: 100 })),
});
export type ContestProblemWrite = Static<typeof ContestProblemWrite>;

/** contest announcements (spec 3 §3: id, title, gmtCreate, plus content) */
export const AdminAnnouncement = Type.Object({
  id: Type.Integer(), cid: Type.Integer(), title: Type.String(), content: Type.String(), status: Type.Integer(),
  username: Type.String(), gmtCreate: Type.String(), gmtModified: Type.String(),
});
export type AdminAnnouncement = Static<typeof AdminAnnouncement>;
export const AnnouncementListQuery = Type.Object({ cid: Cid, currentPage: LenientInt, limit: LenientInt });
/** POST/PUT /api/admin/contest/announcement: the reference's AnnouncementDTO */
export const AnnouncementBody = Type.Object({
  cid: Cid,
  announcement: Type.Object({
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    title: Type.Optional(Type.String({ maxLength: 1000 })),
    content: Type.Optional(Type.String({ maxLength: 100_000 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  }),
});
export type AnnouncementBody = Static<typeof AnnouncementBody>;
export const AidQuery = Type.Object({ aid: withMessages(Type.Integer({ minimum: 1 }), { required: 'CONTESTS_ANNOUNCEMENT_NOT_FOUND', type: 'CONTESTS_ANNOUNCEMENT_NOT_FOUND', minimum: 'CONTESTS_ANNOUNCEMENT_NOT_FOUND' }) });
export const ANNOUNCEMENT_TITLE_MAX = 255;
export const ANNOUNCEMENT_CONTENT_MAX = 65535;
