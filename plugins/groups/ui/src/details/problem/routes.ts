// The Problem and Submission tabs' routes below the group's page (spec 3 §2): problem (the list and
// its admin views), status and submission-detail/{submitID} (the submissions plugin's own list and
// detail in the group's scope). A problem itself, problem/{problemID} and its full-screen page, is
// the problems plugin's route in the group's scope.
import type { UiRoute } from '@oj/ui';
import { submissionDetailRoute, submissionListRoute } from '@oj/plugin-submissions/pages';

export const PROBLEM_TAB = 'problem';
export const STATUS_TAB = 'status';
/** spec 3 §2: a submission opened from the Submission tab */
export const SUBMISSION_DETAIL = 'submission-detail';

export const problemTabRoutes: UiRoute[] = [
  { path: PROBLEM_TAB, lazy: () => import('./ProblemTab.js') },
  submissionListRoute(STATUS_TAB),
  submissionDetailRoute(`${SUBMISSION_DETAIL}/:submitID`),
];
