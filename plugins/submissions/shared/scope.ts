// The scope extension point: contests, trainings and groups plug their submissions in here
// (ARCHITECTURE §3). A submit with cid, tid or gid set is handed to the scope that claims it;
// without one the submit is refused.
import { defineExtensionPoint, defineServiceRef, type AuthUser } from '@oj/sdk';
import type { JudgePriority } from './constants.ts';
import type { SubmitBody } from './schemas.ts';
import type { JudgeReporter } from './dispatch.ts';

/** what a submission row holds that scopes decide on */
export interface ScopedRow {
  submitId: number;
  uid: string;
  pid: number;
  cid: number;
  cpid: number;
  tid: number;
  gid: number | null;
  status: number;
  share: boolean;
}

export interface ScopePlacement {
  /** the problem (numeric id) and how it is shown in this scope */
  pid: number;
  displayId?: string | null;
  cid?: number;
  cpid?: number;
  tid?: number;
  gid?: number | null;
  priority: JudgePriority;
  /** apply the non-contest submit interval (spec 2 §6) */
  interval: boolean;
}

export interface SubmissionScope {
  /** 'contest', 'training', 'group' */
  name: string;
  /** does this scope handle a submit with these ids? */
  claims(ids: { cid: number; tid: number; gid: number | null }): boolean;
  /** checks access (password, registration, running…) and places the submission; throws OjError to refuse */
  place(user: AuthUser, body: SubmitBody): Promise<ScopePlacement>;
  /** may `viewer` see this row's code (undefined: the default rules of spec 2 §6 decide) */
  canSeeCode?(viewer: AuthUser | null, row: ScopedRow): Promise<boolean | undefined>;
  /** may `viewer` see this row at all */
  canSee?(viewer: AuthUser | null, row: ScopedRow): Promise<boolean>;
  /** the status a viewer sees (e.g. -5 during an OI seal) */
  shownStatus?(viewer: AuthUser | null, row: ScopedRow): Promise<number>;
  /**
   * What `viewer` may list of this scope's submissions (GET /api/contest-submissions): throws an
   * OjError to refuse (no access), otherwise the problems and the time window to read.
   */
  listRules?(viewer: AuthUser, ids: { cid: number; tid: number; gid: number | null }, query: ScopeListQuery): Promise<ScopeListRules>;
}

/** the filters of a scope's submission list that decide what may be read (reference getContestSubmissionList) */
export interface ScopeListQuery {
  /** the client asks for the submissions made before the contest started (its admins' tries) */
  beforeContestSubmit: boolean;
  /** include submissions made after the end (allowEndSubmit) */
  containsEnd: boolean;
}

/** what a scope lets one viewer list, as data: the submissions plugin reads its own table */
export interface ScopeListRules {
  /** the scope's problems: the list shows their display ids and titles, problemID filters on the display id */
  problems: Array<{ pid: number; cpid: number; displayId: string; title: string }>;
  /** rows submitted at or after this moment only */
  from?: Date | null;
  /** rows submitted before this moment only */
  to?: Date | null;
  /** others' rows submitted at or after this moment are left out, the viewer's own always show (an ACM seal) */
  othersBefore?: Date | null;
  /** others' run time and memory are not shown (a running contest) */
  hideOthersUsage?: boolean;
}
export const submissionScope = defineExtensionPoint<SubmissionScope>('submissions.scope');

/** what other plugins may ask of submissions */
export interface SubmissionsService {
  /** starts a new attempt of a submission (contest plugins rejudge a problem with it) */
  rejudge(submitId: number): Promise<void>;
  /** a user's practice status per problem: the latest final status, and whether solved */
  userProblemStatus(uid: string, pids: number[]): Promise<Map<number, { status: number; score: number | null; solved: boolean }>>;
  /**
   * The result path of one attempt a judgeDispatchPoint contributor took, for reporting later from
   * its own worker (on any web node); reports of an older attempt are ignored.
   */
  reporter(submitId: number, attempt: number, judger: string): JudgeReporter;
  /** the code and language of these submissions (a contest's accepted-code download); unknown ids are left out */
  code(submitIds: number[]): Promise<Map<number, { code: string; language: string }>>;
  /**
   * Each user's practice result (submissions outside contests and groups, a training's included) on
   * these problems: solved or not, the latest final status, the fastest accepted run in ms. `uids`
   * narrows it to those users. Pairs never submitted, or with only unfinished submissions, are left out.
   */
  practiceResults(pids: readonly number[], uids?: readonly string[]): Promise<PracticeResult[]>;
  /** how many problems the user has solved in practice (the AC count of the ACM rank; posting rules ask it) */
  solvedCount(uid: string): Promise<number>;
}

/** one user's practice result on one problem (SubmissionsService.practiceResults) */
export interface PracticeResult {
  uid: string;
  pid: number;
  solved: boolean;
  /** the latest final judge status */
  status: number;
  /** ms of the fastest accepted run, null when not solved */
  bestTime: number | null;
}
export const submissionsService = defineServiceRef<SubmissionsService>('submissions');
