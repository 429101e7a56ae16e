// The online test runs (submissions_test_run) and each user's test-run turn
// (submissions_test_run_turn): saving a run when the user's turn allows, reading its result once,
// and the judge's result landing. Only this store names these tables.
import type { PluginContext } from '@oj/sdk';
import { UNFINISHED_STATUSES } from '../../shared/constants.ts';
import type { TestRunRow } from '../../shared/rows.ts';

/** what a new run holds (the rest are column defaults) */
export type NewTestRun = Pick<TestRunRow, 'key' | 'uid' | 'pid' | 'language' | 'code' | 'userInput' | 'expectedOutput' | 'problemJudgeMode' | 'status'>;

export class TestRunStore {
  private readonly runs: string;
  private readonly turns: string;

  constructor(private readonly ctx: PluginContext) {
    this.runs = ctx.table('test_run');
    this.turns = ctx.table('test_run_turn');
  }

  /** drops the runs made before `before` (their results are not kept longer) */
  async pruneBefore(before: Date): Promise<void> {
    await this.ctx.db(this.runs).where('gmtCreate', '<', before).delete();
  }

  /**
   * The user's turn and the run in one statement: a run less than `gapSeconds` after the user's
   * last saves nothing (false)
   */
  async saveOnTurn(run: NewTestRun, gapSeconds: number): Promise<boolean> {
    const stored = {
      key: run.key, uid: run.uid, pid: run.pid, language: run.language, code: run.code, user_input: run.userInput,
      expected_output: run.expectedOutput, problem_judge_mode: run.problemJudgeMode, status: run.status,
    };
    const columns = Object.keys(stored);
    const saved: { rows: unknown[] } = await this.ctx.db.raw(`
      with turn as (
        insert into ${this.turns} (uid, last_at) values (?, now())
        on conflict (uid) do update set last_at = now() where ${this.turns}.last_at <= now() - make_interval(secs => ?)
        returning uid
      )
      insert into ${this.runs} (${columns.join(', ')}) select ${columns.map(() => '?').join(', ')} from turn returning key`,
    [run.uid, gapSeconds, ...Object.values(stored)]);
    return saved.rows.length > 0;
  }

  /** the user's run */
  mine(key: string, uid: string): Promise<TestRunRow | undefined> {
    return this.ctx.db<TestRunRow>(this.runs).where({ key, uid }).first();
  }

  async remove(key: string): Promise<void> {
    await this.ctx.db(this.runs).where({ key }).delete();
  }

  /** the result of a run, once: only a row still unfinished takes it (false: none did) */
  async applyResult(key: string, result: Pick<TestRunRow, 'status' | 'time' | 'memory' | 'stderr' | 'userOutput'>): Promise<boolean> {
    const updated = await this.ctx.db(this.runs).where({ key }).whereIn('status', [...UNFINISHED_STATUSES]).update(result);
    return updated > 0;
  }
}
