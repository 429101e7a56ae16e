// Submission-list constants of spec 2 (the judge statuses themselves live in @oj/ui).
export const SUBMISSION_PAGE_SIZE = 15;
