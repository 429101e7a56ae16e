// The scope extension point: contests, trainings and groups plug their submissions in here
// (ARCHITECTURE §3). A submit with cid, tid or gid set is handed to the scope that claims it;
// without one the submit is refused.
import { defineExtensionPoint, defineServiceRef, type AuthUser } from '@oj/sdk';
import type { JudgePriority } from './constants.ts';
import type { SubmitBody } from './schemas.ts';

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
}
export const submissionScope = defineExtensionPoint<SubmissionScope>('submissions.scope');

/** what other plugins may ask of submissions */
export interface SubmissionsService {
  /** starts a new attempt of a submission (contest plugins rejudge a problem with it) */
  rejudge(submitId: number): Promise<void>;
  /** a user's practice status per problem: the latest final status, and whether solved */
  userProblemStatus(uid: string, pids: number[]): Promise<Map<number, { status: number; score: number | null; solved: boolean }>>;
}
export const submissionsService = defineServiceRef<SubmissionsService>('submissions');
