export * from './constants.ts';
export * from './events.ts';
export * from './schemas.ts';
export * from './calls.ts';
export * from './scope.ts';
export * from './dispatch.ts';
export type { DayRow, JudgeCaseRow, JudgeRow, SubtaskRow, TestRunRow, UserProblemRow, UserStatRow } from './rows.ts';
