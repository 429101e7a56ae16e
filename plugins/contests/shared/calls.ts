// The contests plugin's calls (`defineCall` of @oj/sdk/shared): each route's method, path and
// schemas as one value. The server mounts the route from it (`mountCall`) and the pages call it
// (`api.call` of @oj/ui), so a path or a schema cannot drift apart. Routes left out of here are
// downloads, raw replies and the ICPC Contest API (paths with parameters). The two rank calls are
// here although their routes send the page written ahead: a mounted call's handler may send its
// own reply (server/rank-routes.ts).
// Browser-safe: TypeBox and @oj/sdk/shared only, with the problems plugin's browser contract.
import { Type } from '@sinclair/typebox';
import { Page, defineCall } from '@oj/sdk/shared';
import { AdminProblem, ProblemDetail } from '@oj/plugin-problems/browser';
import { ContestSchema } from './contest.ts';
import {
  AcCheckBody, AcInfo, AnnouncementQuery, BalloonDeliverBody, BalloonList, BalloonQuery, CidQuery, ContestAccess, ContestAnnouncement,
  ContestListQuery, ContestPrint, ContestProblem, ContestProblemDetailQuery, ContestProblemQuery, HelperQuery, NotReadBody, PrintBody,
  PrintCheckQuery, PrintClaimBody, PrintQueueJob, PrintReportBody, PrintRequeueQuery, RegisterBody, Seat, SeatsBody, SeatsQuery,
} from './user-calls.ts';
import {
  AddFromPublicBody, AdminAnnouncement, AdminCidQuery, AdminContest, AdminContestBody, AdminContestListQuery, AdminContestProblem,
  AdminContestProblemQuery, AdminContestProblemRow, AdminContestRow, AdminProblemListQuery, AidQuery, AnnouncementBody, AnnouncementListQuery,
  CidPidQuery, ContestProblemPlacement, ContestProblemWrite, ImportRemoteQuery, VisibleQuery,
} from './admin-calls.ts';
import { RankBody, RankRowAnswer, ScrollBoardInfo, ScrollBoardQuery, ScrollBoardSubmission } from './board.ts';
import { IcpcTokenBody, IcpcTokenIssued, IcpcTokenListQuery, IcpcTokenRevokeQuery, IcpcTokenView } from './icpc.ts';
import {
  AdminTeam, AdminTeamBody, AdminTeamQuery, MyTeam, Team, TeamCidBody, TeamCidQuery, TeamCreateBody, TeamJoinBody, TeamListQuery, TeamsImportBody,
} from './teams.ts';

/** another judge's upcoming contest (spec 1 §7) */
const OtherContest = Type.Object({ oj: Type.String(), title: Type.String(), beginTime: Type.String(), endTime: Type.String(), url: Type.String() });
/** the board calls that name the contest alone */
const BoardCidQuery = Type.Object({ cid: RankBody.properties.cid });
/** an id the team writes answer */
const TeamSaved = Type.Object({ id: Type.Integer() });
/** how many lines an import or a seat list wrote */
const Counted = Type.Object({ count: Type.Integer() });

/** the problem row as the reference's contest problem edit page loads it, with its contest */
export const ContestProblemEntity = Type.Composite([AdminProblem, Type.Object({ cid: Type.Integer() })]);
/** PUT /api/admin/contest/problem: our client names the contest; the reference's page may not */
export const ContestProblemEdit = Type.Composite([Type.Omit(ContestProblemWrite, ['cid']), Type.Object({ cid: Type.Optional(ContestProblemWrite.properties.cid) })]);

/** a participant's calls (spec 3 §7 "Contest"): the lists, a contest, registration, its problems and announcements, printing */
export const contestCalls = {
  list: defineCall('GET', '/api/get-contest-list', { query: ContestListQuery, answer: Page(ContestSchema) }),
  recent: defineCall('GET', '/api/get-recent-contest', { answer: Type.Array(ContestSchema) }),
  recentOther: defineCall('GET', '/api/get-recent-other-contest', { answer: Type.Array(OtherContest) }),
  info: defineCall('GET', '/api/get-contest-info', { query: CidQuery, answer: ContestSchema }),
  access: defineCall('GET', '/api/get-contest-access', { query: CidQuery, answer: ContestAccess }),
  register: defineCall('POST', '/api/register-contest', { body: RegisterBody, answer: Type.Null() }),
  problems: defineCall('GET', '/api/get-contest-problem', { query: ContestProblemQuery, answer: Type.Array(ContestProblem) }),
  problemDetails: defineCall('GET', '/api/get-contest-problem-details', { query: ContestProblemDetailQuery, answer: ProblemDetail }),
  announcements: defineCall('GET', '/api/get-contest-announcement', { query: AnnouncementQuery, answer: Page(ContestAnnouncement) }),
  unreadAnnouncements: defineCall('POST', '/api/get-contest-not-read-announcement', { body: NotReadBody, answer: Type.Array(ContestAnnouncement) }),
  print: defineCall('POST', '/api/submit-print-text', { body: PrintBody, answer: Type.Null() }),
};

/** a team contest's calls of its contestants (issue 16 §1) */
export const teamCalls = {
  list: defineCall('GET', '/api/contest/teams', { query: TeamListQuery, answer: Page(Team) }),
  mine: defineCall('GET', '/api/contest/my-team', { query: TeamCidQuery, answer: Type.Union([MyTeam, Type.Null()]) }),
  create: defineCall('POST', '/api/contest/team', { body: TeamCreateBody, answer: MyTeam }),
  rename: defineCall('PUT', '/api/contest/team', { body: TeamCreateBody, answer: MyTeam }),
  join: defineCall('POST', '/api/contest/team/join', { body: TeamJoinBody, answer: MyTeam }),
  leave: defineCall('POST', '/api/contest/team/leave', { body: TeamCidBody, answer: Type.Null() }),
  resetCode: defineCall('POST', '/api/contest/team/reset-code', { body: TeamCidBody, answer: MyTeam }),
};

/** the board screens' calls: the two boards, the outside board's info, the scroll board, the admin helper (AC info, prints) and the balloon runner */
export const boardCalls = {
  /** the in-contest board; its route sends the page written ahead (server/rank-routes.ts) */
  rank: defineCall('POST', '/api/get-contest-rank', { body: RankBody, answer: Page(RankRowAnswer) }),
  /** the public outside board, written ahead the same way */
  outsideRank: defineCall('POST', '/api/get-contest-outside-scoreboard', { body: RankBody, answer: Page(RankRowAnswer) }),
  outsideInfo: defineCall('GET', '/api/get-contest-outsize-info', {
    query: BoardCidQuery, answer: Type.Object({ contest: ContestSchema, problemList: Type.Array(ContestProblem) }),
  }),
  scrollInfo: defineCall('GET', '/api/get-contest-scroll-board-info', { query: BoardCidQuery, answer: ScrollBoardInfo }),
  scrollSubmissions: defineCall('GET', '/api/get-contest-scroll-board-submission', { query: ScrollBoardQuery, answer: Type.Array(ScrollBoardSubmission) }),
  acInfo: defineCall('GET', '/api/get-contest-ac-info', { query: HelperQuery, answer: Page(AcInfo) }),
  checkAcInfo: defineCall('PUT', '/api/check-contest-ac-info', { body: AcCheckBody, answer: Type.Null() }),
  prints: defineCall('GET', '/api/get-contest-print', { query: HelperQuery, answer: Page(ContestPrint) }),
  checkPrint: defineCall('PUT', '/api/check-contest-print-status', { query: PrintCheckQuery, answer: Type.Null() }),
  requeuePrint: defineCall('PUT', '/api/admin/contest/print-requeue', { query: PrintRequeueQuery, answer: Type.Null() }),
  balloons: defineCall('GET', '/api/contest/balloons', { query: BalloonQuery, answer: BalloonList }),
  deliverBalloon: defineCall('PUT', '/api/contest/balloons/deliver', { body: BalloonDeliverBody, answer: Type.Null() }),
};

/** the print queue an onsite printer host pulls with its token (server/print-queue.ts) */
export const printQueueCalls = {
  claim: defineCall('POST', '/api/contest/print-queue/claim', { body: PrintClaimBody, answer: Type.Array(PrintQueueJob) }),
  report: defineCall('POST', '/api/contest/print-queue/report', { body: PrintReportBody, answer: Type.Null() }),
};

/** the contest admin's calls (reference §2 "Admin"): the contest form, its problems, announcements, tokens, teams and seats */
export const contestAdminCalls = {
  list: defineCall('GET', '/api/admin/contest/get-contest-list', { query: AdminContestListQuery, answer: Page(AdminContestRow) }),
  get: defineCall('GET', '/api/admin/contest', { query: AdminCidQuery, answer: AdminContest }),
  create: defineCall('POST', '/api/admin/contest', { body: AdminContestBody, answer: ContestSchema }),
  update: defineCall('PUT', '/api/admin/contest', { body: AdminContestBody, answer: Type.Null() }),
  remove: defineCall('DELETE', '/api/admin/contest', { query: AdminCidQuery, answer: Type.Null() }),
  clone: defineCall('GET', '/api/admin/contest/clone', { query: AdminCidQuery, answer: ContestSchema }),
  setVisible: defineCall('PUT', '/api/admin/contest/change-contest-visible', { query: VisibleQuery, answer: Type.Null() }),

  announcements: defineCall('GET', '/api/admin/contest/announcement', { query: AnnouncementListQuery, answer: Page(AdminAnnouncement) }),
  addAnnouncement: defineCall('POST', '/api/admin/contest/announcement', { body: AnnouncementBody, answer: AdminAnnouncement }),
  updateAnnouncement: defineCall('PUT', '/api/admin/contest/announcement', { body: AnnouncementBody, answer: Type.Null() }),
  removeAnnouncement: defineCall('DELETE', '/api/admin/contest/announcement', { query: AidQuery, answer: Type.Null() }),

  problems: defineCall('GET', '/api/admin/contest/get-problem-list', {
    query: AdminProblemListQuery,
    answer: Type.Object({ problemList: Page(AdminContestProblemRow), contestProblemMap: Type.Record(Type.String(), AdminContestProblem) }),
  }),
  problem: defineCall('GET', '/api/admin/contest/problem', { query: AdminContestProblemQuery, answer: Type.Union([ProblemDetail, ContestProblemEntity]) }),
  createProblem: defineCall('POST', '/api/admin/contest/problem', { body: ContestProblemWrite, answer: Type.Object({ pid: Type.Integer(), cpid: Type.Integer() }) }),
  updateProblem: defineCall('PUT', '/api/admin/contest/problem', { body: ContestProblemEdit, answer: Type.Null() }),
  removeProblem: defineCall('DELETE', '/api/admin/contest/problem', { query: CidPidQuery, answer: Type.Null() }),
  contestProblem: defineCall('GET', '/api/admin/contest/contest-problem', { query: CidPidQuery, answer: AdminContestProblem }),
  placeProblem: defineCall('PUT', '/api/admin/contest/contest-problem', { body: ContestProblemPlacement, answer: Type.Null() }),
  addFromPublic: defineCall('POST', '/api/admin/contest/add-problem-from-public', { body: AddFromPublicBody, answer: AdminContestProblem }),
  importRemote: defineCall('GET', '/api/admin/contest/import-remote-oj-problem', { query: ImportRemoteQuery, answer: AdminContestProblem }),
  rejudgeProblem: defineCall('GET', '/api/admin/judge/rejudge-contest-problem', { query: CidPidQuery, answer: Type.Null() }),

  icpcTokens: defineCall('GET', '/api/admin/contest/icpc-token', { query: IcpcTokenListQuery, answer: Type.Array(IcpcTokenView) }),
  issueIcpcToken: defineCall('POST', '/api/admin/contest/icpc-token', { body: IcpcTokenBody, answer: IcpcTokenIssued }),
  revokeIcpcToken: defineCall('DELETE', '/api/admin/contest/icpc-token', { query: IcpcTokenRevokeQuery, answer: Type.Null() }),

  teams: defineCall('GET', '/api/admin/contest/teams', { query: TeamCidQuery, answer: Type.Array(AdminTeam) }),
  addTeam: defineCall('POST', '/api/admin/contest/team', { body: AdminTeamBody, answer: TeamSaved }),
  updateTeam: defineCall('PUT', '/api/admin/contest/team', { body: AdminTeamBody, answer: TeamSaved }),
  removeTeam: defineCall('DELETE', '/api/admin/contest/team', { query: AdminTeamQuery, answer: Type.Null() }),
  importTeams: defineCall('POST', '/api/admin/contest/teams/import', { body: TeamsImportBody, answer: Counted }),

  seats: defineCall('GET', '/api/admin/contest/seats', { query: SeatsQuery, answer: Type.Array(Seat) }),
  putSeats: defineCall('PUT', '/api/admin/contest/seats', { body: SeatsBody, answer: Counted }),
};
