// The submissions plugin's stored rows, as its stores (server/stores/) read them (camelCase in
// code, snake_case in the tables): the submission, its case and subtask results, the summary
// tables kept for ranks and widgets, and the online test runs. Type-only.

/** a submission (submissions_judge) */
export interface JudgeRow {
  submitId: number;
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  submitTime: Date;
  status: number;
  share: boolean;
  errorMessage: string | null;
  time: number | null;
  memory: number | null;
  score: number | null;
  oiRankScore: number | null;
  length: number;
  code: string;
  language: string;
  cid: number;
  cpid: number;
  tid: number;
  gid: number | null;
  judger: string | null;
  ip: string | null;
  isManual: boolean;
  judgeCaseMode: string;
  attempt: number;
  judgedAttempt: number;
  sweeps: number;
  gmtModified: Date;
}

/** one case's result of a submission's current verdict (submissions_judge_case) */
export interface JudgeCaseRow {
  id: number;
  submitId: number;
  caseId: number;
  seq: number;
  groupNum: number | null;
  status: number;
  time: number;
  memory: number;
  score: number;
  inputData: string;
  outputData: string;
  userOutput: string;
  message: string;
}

/** one subtask's result of a submission's current verdict (submissions_subtask) */
export interface SubtaskRow {
  submitId: number;
  groupNum: number;
  status: number;
  score: number;
  ac: number;
  total: number;
  time: number;
  memory: number;
}

/** a user's row for a problem in practice (submissions_user_problem) */
export interface UserProblemRow {
  uid: string;
  pid: number;
  displayPid: string;
  status: number;
  solved: boolean;
  bestScore: number | null;
  oiRankScore: number;
  firstAcSubmitId: number | null;
}

/** a user's rank line (submissions_user_stat) */
export interface UserStatRow {
  uid: string;
  ac: number;
  total: number;
  score: number;
  lastSubmitAt: Date | null;
}

/** the site's submissions of a day (submissions_day) */
export interface DayRow {
  day: string;
  total: number;
  ac: number;
}

/** an online test run (submissions_test_run) */
export interface TestRunRow {
  key: string;
  uid: string;
  pid: number;
  language: string;
  code: string;
  userInput: string;
  expectedOutput: string | null;
  problemJudgeMode: string;
  status: number;
  time: number | null;
  memory: number | null;
  stderr: string | null;
  userOutput: string | null;
  gmtCreate: Date;
}
