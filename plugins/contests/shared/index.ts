// The contests plugin's public contract: the contest as other plugins (groups, the scroll board,
// remote judges) and the UI see it, its constants, and the service it provides. Add, never change.
// The browser-safe part (the contest, constants, payload schemas) is shared/browser.ts.
import { defineExtensionPoint, defineServiceRef, type AuthUser, type PageOf, type PageQuery } from '@oj/sdk';
import type { ContestView } from './contest.ts';
import type {
  AdminAnnouncement, AdminContest, AdminContestBody, AdminContestProblem, AdminContestProblemRow, AnnouncementBody, ContestProblemBody, ContestProblemWrite,
} from './admin-calls.ts';
import type { ProblemSummary } from '@oj/plugin-problems/shared';

export * from './browser.ts';
/** the plugin's table rows (server/stores/ reads and writes them) */
export type {
  ContestAnnouncementRow, ContestPrintRow, ContestProblemRow, ContestRecordRow, ContestRegisterRow, ContestRow, ContestSeatRow, ContestTeamMemberRow, ContestTeamRow, IcpcTokenRow,
} from './rows.ts';

/** the cross-node channel (ctx.bus.broadcast) saying a contest's settings, problems or records changed: boards rebuild it */
export const CONTEST_CHANGED_CHANNEL = 'contests.changed';
export interface ContestChanged {
  cid: number;
  /** 'settings' | 'problems' | 'records' | 'deleted', or 'record' with the judged record that changed */
  what: string;
  /** with 'record': the contest record (board.ts RecordWire) each node's board applies */
  record?: unknown;
}

/** where a contest belongs: the groups plugin extends this to own group contests (spec 3 §6) */
export interface ContestOwnerScope {
  /** is `user` a contest admin of this group contest (group root) — undefined for contests it does not own */
  isContestAdmin?(user: AuthUser, contest: { id: number; gid: number | null }): Promise<boolean | undefined>;
  /** may `user` see this group's contest at all (membership) */
  canSee?(user: AuthUser | null, contest: { id: number; gid: number | null }): Promise<boolean | undefined>;
}
export const contestOwnerPoint = defineExtensionPoint<ContestOwnerScope>('contests.owner');

export interface ContestsService {
  /** null when there is no such contest */
  get(cid: number): Promise<ContestView | null>;
  /** author, super admin, or a group root through contestOwnerPoint */
  isContestAdmin(user: AuthUser | null, cid: number): Promise<boolean>;
  /**
   * The contest for `user` who may enter it now (its problems, submissions, Q&A), with whether
   * `user` administers it; throws the contest's refusal (not found, not started, register first).
   */
  enter(user: AuthUser, cid: number): Promise<{ contest: ContestView; admin: boolean }>;
  /**
   * The problem (pid) the contest's pages mean by `ref`: its display id in the contest ("A"), or
   * the problem's own id; null when the contest has no such problem. Says nothing of who may see it.
   */
  problemPid(cid: number, ref: string): Promise<number | null>;

  // For a plugin that owns contests of its own (the groups plugin), once it has decided who may
  // (spec 3 §6). Every call names the group: a contest of another group, or the site's, is "not
  // found". The rules and messages are the contest admin's own (the contest form, the contest
  // problem form, the announcement form): refusals are OjErrors with this plugin's messages.
  /** a page of group `gid`'s contests as the contest list shows them (cards, with the registered count): the visible ones, or all with `all` */
  groupContests(gid: number, query: PageQuery, opts: { all: boolean }): Promise<PageOf<ContestView>>;
  /** the contest as its form edits it (GET /api/admin/contest) */
  groupContest(gid: number, cid: number): Promise<AdminContest>;
  /** a new contest of group `gid` by `user`, from the contest form */
  createGroupContest(user: AuthUser, gid: number, body: AdminContestBody): Promise<ContestView>;
  /** the form saved over the contest; its group, author and rule type stay */
  updateGroupContest(gid: number, cid: number, body: AdminContestBody): Promise<void>;
  setGroupContestVisible(gid: number, cid: number, visible: boolean): Promise<void>;
  /** the contest with its problems' places, registrations, records and announcements; the problems stay */
  deleteGroupContest(gid: number, cid: number): Promise<void>;
  /** a page of the contest's problems with their places (problemList), and every place by pid (contestProblemMap) */
  groupContestProblems(gid: number, cid: number, query: PageQuery & { keyword?: string }): Promise<{ problemList: PageOf<AdminContestProblemRow>; contestProblemMap: Record<string, AdminContestProblem> }>;
  /** the place of problem `pid` in the contest (display id, title, balloon) */
  groupContestProblem(gid: number, cid: number, pid: number): Promise<AdminContestProblem>;
  /** a new problem of group `gid` written inside the contest (a contest problem, auth 3, of its rule type) and placed in it */
  createGroupContestProblem(user: AuthUser, gid: number, body: ContestProblemWrite): Promise<{ pid: number; cpid: number }>;
  /** the contest problem form saved over a problem of the contest */
  writeGroupContestProblem(user: AuthUser, gid: number, body: ContestProblemWrite): Promise<void>;
  /** a problem's place in the contest changed (the reference's ContestProblem, by its id) */
  placeGroupContestProblem(gid: number, body: ContestProblemBody): Promise<void>;
  /** the problem taken out of the contest with the contest's records of it; the problem stays */
  removeGroupContestProblem(gid: number, cid: number, pid: number): Promise<void>;
  /** a public problem of the main set added with its display id in the contest */
  addPublicProblemToGroupContest(gid: number, cid: number, pid: number, displayId: string | undefined): Promise<AdminContestProblem>;
  /** a problem the caller chose (the group's own) added with its display id in the contest */
  addProblemToGroupContest(gid: number, cid: number, problem: ProblemSummary, displayId: string | undefined): Promise<AdminContestProblem>;
  groupContestAnnouncements(gid: number, cid: number, query: PageQuery): Promise<PageOf<AdminAnnouncement>>;
  addGroupContestAnnouncement(user: AuthUser, gid: number, cid: number, announcement: AnnouncementBody['announcement']): Promise<AdminAnnouncement>;
  updateGroupContestAnnouncement(gid: number, cid: number, announcement: AnnouncementBody['announcement']): Promise<void>;
  deleteGroupContestAnnouncement(gid: number, cid: number, aid: number): Promise<void>;
}
export const contestsService = defineServiceRef<ContestsService>('contests');
