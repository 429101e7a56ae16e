// From case results to the submission's status, score, time and memory (reference §4.3).
import type { CaseResult, JudgeCaseMode, ProblemType, SubtaskResult } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';
import { subtaskKey } from './case-modes.ts';

export interface Aggregate {
  status: number;
  score: number;
  timeMs: number;
  memoryKb: number;
  subtasks: SubtaskResult[];
}

/** A partially accepted case scores floor(share × case score) (reference §4.3). */
export function caseScore(status: number, fraction: number, fullScore: number): number {
  if (status === JudgeStatus.ACCEPTED) return fullScore;
  if (status === JudgeStatus.PARTIAL_ACCEPTED) return Math.floor(fraction * fullScore);
  return 0;
}

function firstFailure(cases: CaseResult[]): CaseResult | undefined {
  return [...cases].sort((a, b) => a.seq - b.seq)
    .find((c) => c.status !== JudgeStatus.ACCEPTED && c.status !== JudgeStatus.CANCELLED)
    ?? cases.find((c) => c.status !== JudgeStatus.ACCEPTED);
}

function statusOf(type: ProblemType, cases: CaseResult[], score: number): number {
  const failure = firstFailure(cases);
  if (!failure) return JudgeStatus.ACCEPTED;
  if (type === 'OI' && score > 0) return JudgeStatus.PARTIAL_ACCEPTED;
  return failure.status === JudgeStatus.PARTIAL_ACCEPTED ? JudgeStatus.WRONG_ANSWER : failure.status;
}

function maxOf(cases: CaseResult[], key: 'timeMs' | 'memoryKb'): number {
  return cases.reduce((m, c) => Math.max(m, c[key]), 0);
}

function subtasksOf(mode: JudgeCaseMode, type: ProblemType, cases: CaseResult[]): SubtaskResult[] {
  const groups = new Map<number, CaseResult[]>();
  for (const c of cases) {
    const key = subtaskKey({ caseId: c.caseId, inputName: '', outputName: '', score: 0, groupNum: c.groupNum }, c.seq);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.entries()].map(([groupNum, members]) => {
    const scores = members.map((c) => c.score);
    const score = mode === 'subtask_lowest'
      ? Math.min(...scores)
      : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
    return {
      groupNum,
      status: statusOf(type, members, score),
      score,
      ac: members.filter((c) => c.status === JudgeStatus.ACCEPTED).length,
      total: members.length,
      timeMs: maxOf(members, 'timeMs'),
      memoryKb: maxOf(members, 'memoryKb'),
    };
  });
}

export function aggregate(type: ProblemType, mode: JudgeCaseMode, cases: CaseResult[], ioScore?: number): Aggregate {
  const bySubtask = mode === 'subtask_lowest' || mode === 'subtask_average';
  const subtasks = bySubtask ? subtasksOf(mode, type, cases) : [];
  const raw = bySubtask ? subtasks.reduce((s, g) => s + g.score, 0) : cases.reduce((s, c) => s + c.score, 0);
  // ACM problems keep the score too (the sum of passed cases); only the status rules differ
  const score = ioScore !== undefined ? Math.min(raw, ioScore) : raw;
  return {
    status: cases.length === 0 ? JudgeStatus.SYSTEM_ERROR : statusOf(type, cases, score),
    score,
    timeMs: maxOf(cases, 'timeMs'),
    memoryKb: maxOf(cases, 'memoryKb'),
    subtasks,
  };
}
