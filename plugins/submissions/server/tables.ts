// The plugin's table names and the submission row as stored (camelCase in code).
export const T = {
  judge: 'submissions_judge',
  judgeCase: 'submissions_judge_case',
  subtask: 'submissions_subtask',
  testRun: 'submissions_test_run',
  testRunTurn: 'submissions_test_run_turn',
  userProblem: 'submissions_user_problem',
  userStat: 'submissions_user_stat',
  userDay: 'submissions_user_day',
  acDay: 'submissions_ac_day',
  day: 'submissions_day',
  problemCount: 'submissions_problem_count',
} as const;

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

/** practice submissions (no contest, no group) feed ranks, widgets and profiles */
export function isPractice(row: Pick<JudgeRow, 'cid' | 'gid'>): boolean {
  return row.cid === 0 && row.gid == null;
}

/** YYYY-MM-DD (UTC) of a moment */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
