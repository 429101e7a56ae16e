// Submission-list, rank and format constants of spec 2 §4, §9 (the judge statuses themselves live in @oj/ui).
// from the limits module itself: shared/browser.ts also holds the schemas, which would bring TypeBox to the home page
export { RANK_PAGE_SIZE, SUBMISSION_PAGE_SIZE } from '@oj/plugin-submissions/browser';
/** spec 2 §9: the rank page's size choices (RANK_PAGE_SIZE by default) and the top chart */
export const RANK_PAGE_SIZES = [10, 30, 50, 100];
export const RANK_CHART_USERS = 10;
/** spec 2 §9: the home AC rank table's max height */
export const AC_RANK_MAX_HEIGHT_PX = 500;

/** spec 2 §3 judge status codes this UI decides on */
export const STATUS = { CANCELLED: -4, COMPILE_ERROR: -2, ACCEPTED: 0, PENDING: 5, COMPILING: 6, JUDGING: 7, SUBMITTED_FAILED: 10 } as const;
/** the status filter's choices (reference: every final and moving status a list can hold) */
export const FILTER_STATUSES = [0, -1, 1, 2, 3, -2, -3, 8, 4, -4, 5, 6, 7, 10];
/** spec 2 §4: the manual-judge status choices (all but Submitting, unknown, not submitted, cancelled, CE, pending, compiling, judging) */
export const MANUAL_JUDGE_STATUSES = [-3, -1, 0, 1, 2, 3, 4, 8, 10];
/** spec 2 §4: manual judge is disabled for Judging, Compiling and Compile Error */
export const NO_MANUAL_JUDGE = [STATUS.JUDGING, STATUS.COMPILING, STATUS.COMPILE_ERROR] as number[];
