// The runs of a judge whose status page is one table of everybody's runs, newest first (HDU, POJ):
// numbered in order, with two older runs of other users so the table is never just ours. How a row
// looks and which runs a page lists stay in each fake.
import type { FakeSite } from './fake-site.ts';

export interface TableRun {
  runId: string;
  username: string;
  problemId: string;
  language: string;
  code: string;
  at: string;
  /** how many status pages listed it */
  views: number;
}

export interface RunTable {
  /** every run, oldest first */
  runs: TableRun[];
  /** a run submitted through the fake: listed, and recorded in the fake's submissions */
  submit(username: string, problemId: string, language: string, code: string): TableRun;
  /** the runs `keep` picks, newest first, at most `limit` */
  newest(keep: (run: TableRun) => boolean, limit: number): TableRun[];
}

/** a run table whose ids count up from `firstId`; `othersCode` is the other users' (language 0) code */
export function runTable(fake: FakeSite, firstId: number, othersCode: string): RunTable {
  const runs: TableRun[] = [];
  let nextId = firstId;
  const add = (run: Omit<TableRun, 'runId'>): TableRun => {
    const listed = { runId: String(nextId++), ...run };
    runs.push(listed);
    return listed;
  };
  for (const [username, problemId] of [['bob', '1000'], ['carol', '1001']]) {
    add({ username, problemId, language: '0', code: othersCode, at: '2024-05-01 09:59:00', views: 9 });
  }
  return {
    runs,
    submit(username, problemId, language, code) {
      const run = add({ username, problemId, language, code, at: '2024-05-01 10:00:00', views: 0 });
      fake.submissions.push({ runId: run.runId, username, problemId, language, code });
      return run;
    },
    newest: (keep, limit) => runs.filter(keep).sort((a, b) => Number(b.runId) - Number(a.runId)).slice(0, limit),
  };
}
