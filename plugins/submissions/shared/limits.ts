// Spec 2 §5, §9 sizes and limits of submissions, defined once: the routes check them and the
// pages show them. Browser-safe (no imports): shared/browser.ts passes them on to the UI.

/** spec 2 §5, §9: code at most 65535 characters */
export const CODE_MAX = 65535;
/** spec 2 §5, §9: test-run input at most 1000 characters */
export const TEST_INPUT_MAX = 1000;
/** spec 2 §9: submission list default page size */
export const SUBMISSION_PAGE_SIZE = 15;
/** reference getContestSubmissionList: a contest's submission list default page size */
export const CONTEST_SUBMISSION_PAGE_SIZE = 30;
/** spec 2 §9: rank page size */
export const RANK_PAGE_SIZE = 30;
/** home: the 7-day AC rank shows this many users (reference getRecent7ACRank) */
export const RECENT_AC_RANK_SIZE = 10;
export const RECENT_AC_RANK_DAYS = 7;
/** home: last week's statistics cover these days, today included */
export const LAST_WEEK_DAYS = 7;
/** check-submissions-status: ids per call */
export const STATUS_CHECK_MAX = 100;
