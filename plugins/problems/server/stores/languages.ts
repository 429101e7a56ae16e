// Languages (problems_language), the languages each problem allows (problems_problem_language) and
// its code templates (problems_code_template). Only this store names these tables.
import { PluginStore, type Knex, type PluginContext } from '@oj/sdk';
import type { Language } from '../../shared/service.ts';
import type { CodeTemplateRow, LanguageRow, ProblemLanguageRow } from '../../shared/rows.ts';

const LANGUAGE_COLUMNS = ['id', 'name', 'description', 'contentType', 'compileCommand', 'template', 'codeTemplate', 'isSpj', 'oj', 'seq'] as const;

/** a language as seeded or contributed by a remote judge (the id is the table's) */
export type LanguageFields = Omit<LanguageRow, 'id'>;

/** a code template as the problem save writes it */
export type TemplateFields = Omit<CodeTemplateRow, 'id'>;

export class LanguageStore extends PluginStore {
  private readonly languages: string;
  private readonly problemLanguages: string;
  private readonly templates: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.languages = ctx.table('language');
    this.problemLanguages = ctx.table('problem_language');
    this.templates = ctx.table('code_template');
  }

  /** languages added unless one of the same name and bank is there */
  async seed(rows: readonly LanguageFields[]): Promise<void> {
    await this.ctx.db(this.languages).insert(rows).onConflict(['name', 'oj']).ignore();
  }

  /** every language in list order; checker languages too when `withCheckers` */
  list(withCheckers: boolean): Promise<Language[]> {
    const q = this.ctx.db<LanguageRow>(this.languages).select(...LANGUAGE_COLUMNS).orderBy([{ column: 'seq' }, { column: 'id' }]);
    if (!withCheckers) q.where({ isSpj: false });
    return q;
  }

  /** the languages a problem allows, in list order */
  ofProblem(pid: number): Promise<Language[]> {
    return this.ctx.db<LanguageRow>(this.languages).select(...LANGUAGE_COLUMNS).orderBy([{ column: 'seq' }, { column: 'id' }])
      .whereIn('id', this.ctx.db<ProblemLanguageRow>(this.problemLanguages).select('lid').where({ pid }));
  }

  /** the names of the languages a problem allows, in list order */
  async namesOf(pid: number): Promise<string[]> {
    const rows = await this.ctx.db<ProblemLanguageRow>(`${this.problemLanguages} as pl`).join(`${this.languages} as l`, 'l.id', 'pl.lid')
      .where('pl.pid', pid).orderBy([{ column: 'l.seq' }, { column: 'l.id' }]).select<Array<{ name: string }>>('l.name');
    return rows.map((r) => r.name);
  }

  /** the names of the languages a problem allows, by `seq` only (the export's order) */
  exportNamesOf(pid: number): Promise<string[]> {
    return this.ctx.db<ProblemLanguageRow>(`${this.problemLanguages} as pl`).join(`${this.languages} as l`, 'l.id', 'pl.lid')
      .where('pl.pid', pid).orderBy('l.seq').pluck('l.name');
  }

  /** the program languages of a bank (no checker languages), by id and name */
  programsOf(oj: string): Promise<Array<Pick<LanguageRow, 'id' | 'name'>>> {
    return this.ctx.db<LanguageRow>(this.languages).where({ oj, isSpj: false }).select('id', 'name');
  }

  /** a checker language of this name exists */
  async checkerExists(name: string): Promise<boolean> {
    return Boolean(await this.ctx.db<LanguageRow>(this.languages).where({ name, isSpj: true }).first('id'));
  }

  /** a problem's languages become these */
  async setOfProblem(pid: number, lids: readonly number[], trx?: Knex.Transaction): Promise<void> {
    const db = this.db(trx);
    await db(this.problemLanguages).where({ pid }).del();
    await db(this.problemLanguages).insert(lids.map((lid) => ({ pid, lid })));
  }

  /** a problem's enabled code templates, by language name */
  enabledTemplatesOf(pid: number): Promise<Array<{ name: string; code: string }>> {
    return this.ctx.db<CodeTemplateRow>(`${this.templates} as c`).join(`${this.languages} as l`, 'l.id', 'c.lid')
      .where({ 'c.pid': pid, 'c.status': true }).select<Array<{ name: string; code: string }>>('l.name', 'c.code');
  }

  /** a problem's enabled code templates as rows, in language order */
  enabledTemplateRows(pid: number): Promise<CodeTemplateRow[]> {
    return this.ctx.db<CodeTemplateRow>(this.templates).where({ pid, status: true }).orderBy('lid').select('id', 'pid', 'lid', 'code', 'status');
  }

  /** every code template of a problem, by language name (the export) */
  exportTemplatesOf(pid: number): Promise<Array<{ language: string; code: string }>> {
    return this.ctx.db<CodeTemplateRow>(`${this.templates} as c`).join(`${this.languages} as l`, 'l.id', 'c.lid')
      .where('c.pid', pid).select<Array<{ language: string; code: string }>>('l.name as language', 'c.code');
  }

  /** a problem's code templates become these */
  async replaceTemplates(pid: number, templates: readonly TemplateFields[], trx?: Knex.Transaction): Promise<void> {
    const db = this.db(trx);
    await db(this.templates).where({ pid }).del();
    if (templates.length) await db(this.templates).insert(templates);
  }

  /** a problem's code templates of languages it no longer allows dropped */
  async dropTemplatesNotIn(pid: number, lids: readonly number[], trx?: Knex.Transaction): Promise<void> {
    await this.db(trx)(this.templates).where({ pid }).whereNotIn('lid', lids).del();
  }
}
