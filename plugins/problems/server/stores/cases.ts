// A problem's test cases (problems_case), in their `seq` order: read for the admin and the export,
// replaced whole by the problem save. Only this store names the table.
import { PluginStore, type Knex, type PluginContext } from '@oj/sdk';
import type { CaseRow } from '../../shared/rows.ts';

/** a case as the save and the export take it */
export type CaseFields = Pick<CaseRow, 'input' | 'output' | 'score' | 'groupNum'>;

export class CaseStore extends PluginStore {
  private readonly cases: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.cases = ctx.table('case');
  }

  /** a problem's cases as the admin reads them */
  ofProblem(pid: number): Promise<Array<Omit<CaseRow, 'seq'>>> {
    return this.ctx.db<CaseRow>(this.cases).where({ pid }).orderBy('seq').select('id', 'pid', 'input', 'output', 'score', 'groupNum');
  }

  /** a problem's cases without their ids (kept by a save, written by the export) */
  fieldsOf(pid: number): Promise<CaseFields[]> {
    return this.ctx.db<CaseRow>(this.cases).where({ pid }).orderBy('seq').select('input', 'output', 'score', 'groupNum');
  }

  /** a problem's cases become these, numbered in order */
  async replace(pid: number, cases: readonly CaseFields[], trx?: Knex.Transaction): Promise<void> {
    const db = this.db(trx);
    await db(this.cases).where({ pid }).del();
    const rows = cases.map((c, i) => ({ pid, seq: i + 1, input: c.input, output: c.output, score: c.score, groupNum: c.groupNum }));
    if (rows.length) await db(this.cases).insert(rows);
  }
}
