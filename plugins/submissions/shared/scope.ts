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
  /** when it was submitted (an ACM seal hides others' rows from its seal time on) */
  submitTime: Date;
}

/**
 * What a scope lets one viewer see of one of its rows (SubmissionScope.sight). Every read of a
 * submission asks it through the submissions plugin's one rule (SubmissionView.sight): the
 * detail, the lists, the status checks, the case results and the code.
 */
export interface ScopeSight {
  /** does the row exist for this viewer (false: it is answered as a missing submission) */
  see: boolean;
  /** the status shown (-5 during an OI seal); the stored one when absent */
  status?: number;
  /** may the viewer see the run time, memory and score (false: others' usage while a contest runs) */
  usage?: boolean;
  /** may the viewer see the code (undefined: the owner and site admins only, as for contests) */
  code?: boolean;
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
  /**
   * What `viewer` (null: a visitor) may see of this row: whether it exists for them, its shown
   * status, usage and code. Not asked for the row's author or a site admin, who see it whole.
   */
  sight(viewer: AuthUser | null, row: ScopedRow): Promise<ScopeSight>;
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
   * A contest's submissions without their code (the contests plugin's ICPC Contest API): every
   * submission made with this cid, in submit order, with the moment its current verdict was applied.
   */
  contestSubmissions(cid: number): Promise<ContestSubmission[]>;
  /** the per-test-case results of these submissions' current verdicts, in case order; submissions without any are left out */
  caseResults(submitIds: readonly number[]): Promise<Map<number, CaseVerdict[]>>;
  /**
   * Each user's practice result (submissions outside contests and groups, a training's included) on
   * these problems: solved or not, the latest final status, the fastest accepted run in ms. `uids`
   * narrows it to those users. Pairs never submitted, or with only unfinished submissions, are left out.
   */
  practiceResults(pids: readonly number[], uids?: readonly string[]): Promise<PracticeResult[]>;
  /** how many problems the user has solved in practice (the AC count of the ACM rank; posting rules ask it) */
  solvedCount(uid: string): Promise<number>;
  /**
   * Each user's results inside a group (its problems' submissions made there, gid): problems
   * solved, submissions made, and the sum of the best score per problem. `uids` narrows it; users
   * without submissions there are left out.
   */
  groupResults(gid: number, uids?: readonly string[]): Promise<Map<string, { ac: number; total: number; score: number }>>;
  /**
   * The user's latest judged submission (a final status) of problem `pid`: in practice (outside
   * contests and groups, a training's included) unless the scope names a contest or a group;
   * null when there is none. The AI chat tells the model the last verdict with it.
   */
  latestResult(uid: string, pid: number, scope?: { cid?: number; gid?: number }): Promise<LatestResult | null>;
}

/** a user's latest judged submission of a problem (SubmissionsService.latestResult) */
export interface LatestResult {
  submitId: number;
  /** spec 2 §3 judge status */
  status: number;
  score: number | null;
  /** ms, KB */
  time: number | null;
  memory: number | null;
  language: string;
  /** the compiler's or the judge's message (compile error, system error, submitted failed) */
  errorMessage: string | null;
  submitTime: Date;
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
/** one submission of a contest (SubmissionsService.contestSubmissions) */
export interface ContestSubmission {
  submitId: number;
  uid: string;
  pid: number;
  /** the language name as stored ("C++ 17 With O2") */
  language: string;
  submitTime: Date;
  /** spec 2 §3 judge status */
  status: number;
  /** run time (ms) and score as the verdict set them */
  time: number | null;
  score: number | null;
  /** when the current verdict was applied; null while the submission is being judged */
  judgedAt: Date | null;
}

/** one test case of a verdict (SubmissionsService.caseResults) */
export interface CaseVerdict {
  /** the case's place in the judging order */
  seq: number;
  status: number;
  /** ms */
  time: number;
  /** KB */
  memory: number;
}
export const submissionsService = defineServiceRef<SubmissionsService>('submissions');
