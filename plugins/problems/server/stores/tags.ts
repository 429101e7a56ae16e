// Tags (problems_tag), their classifications (problems_tag_classification) and the tags on each
// problem (problems_problem_tag): the public lists, the admin's writes, a group's tags and the
// problem save's tags. Only this store names these tables.
import { PluginStore, type Knex, type PluginContext } from '@oj/sdk';
import { LOCAL_OJ, type Tag, type TagChip, type TagClassification } from '../../shared/service.ts';
import type { ProblemTagRow, TagClassificationRow, TagRow } from '../../shared/rows.ts';

const TAG_COLUMNS = ['id', 'name', 'color', 'oj', 'gid', 'tcid'] as const;
const CLASSIFICATION_COLUMNS = ['id', 'name', 'oj', 'rank'] as const;

/** what the admin writes of a tag */
export type TagFields = Pick<TagRow, 'name' | 'color' | 'oj' | 'tcid'>;
/** what the admin writes of a classification */
export type ClassificationFields = Pick<TagClassificationRow, 'name' | 'oj' | 'rank'>;

export class TagStore extends PluginStore {
  private readonly tags: string;
  private readonly classifications: string;
  private readonly problemTags: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.tags = ctx.table('tag');
    this.classifications = ctx.table('tag_classification');
    this.problemTags = ctx.table('problem_tag');
  }

  /** the site's tags (no group's), of one bank or of all (`oj` undefined) */
  siteTags(oj: string | undefined): Promise<Tag[]> {
    const q = this.ctx.db<TagRow>(this.tags).whereNull('gid').orderBy('id').select(...TAG_COLUMNS);
    if (oj !== undefined) q.where({ oj });
    return q;
  }

  /** the classifications of one bank or of all (`oj` undefined), in rank order */
  classificationsOf(oj: string | undefined): Promise<TagClassification[]> {
    const q = this.ctx.db<TagClassificationRow>(this.classifications).orderBy([{ column: 'rank' }, { column: 'id' }]).select(...CLASSIFICATION_COLUMNS);
    if (oj !== undefined) q.where({ oj });
    return q;
  }

  /** another site tag of the bank (not `except`) has this name, in any case */
  async siteNameTaken(name: string, oj: string, except = 0): Promise<boolean> {
    return Boolean(await this.ctx.db<TagRow>(this.tags).whereRaw('lower(name) = ?', [name.toLowerCase()]).where({ oj }).whereNull('gid').whereNot({ id: except }).first('id'));
  }

  async classificationExists(id: number): Promise<boolean> {
    return Boolean(await this.ctx.db<TagClassificationRow>(this.classifications).where({ id }).first('id'));
  }

  /** another classification of the bank (not `except`) has this name, in any case */
  async classificationNameTaken(name: string, oj: string, except = 0): Promise<boolean> {
    return Boolean(await this.ctx.db<TagClassificationRow>(this.classifications).whereRaw('lower(name) = ?', [name.toLowerCase()]).where({ oj }).whereNot({ id: except }).first('id'));
  }

  async insert(fields: TagFields): Promise<Tag> {
    const [tag] = await this.ctx.db(this.tags).insert(fields).returning<Tag[]>([...TAG_COLUMNS]);
    return tag!;
  }

  /** false when there is no such tag */
  async update(id: number, fields: TagFields): Promise<boolean> {
    return (await this.ctx.db(this.tags).where({ id }).update({ ...fields, gmtModified: this.ctx.db.fn.now() })) > 0;
  }

  /** false when there is no such tag */
  async remove(id: number): Promise<boolean> {
    return (await this.ctx.db(this.tags).where({ id }).del()) > 0;
  }

  async insertClassification(fields: ClassificationFields): Promise<TagClassification> {
    const [row] = await this.ctx.db(this.classifications).insert(fields).returning<TagClassification[]>([...CLASSIFICATION_COLUMNS]);
    return row!;
  }

  /** false when there is no such classification */
  async updateClassification(id: number, fields: ClassificationFields): Promise<boolean> {
    return (await this.ctx.db(this.classifications).where({ id }).update({ ...fields, gmtModified: this.ctx.db.fn.now() })) > 0;
  }

  /** false when there is no such classification */
  async removeClassification(id: number): Promise<boolean> {
    return (await this.ctx.db(this.classifications).where({ id }).del()) > 0;
  }

  /** the tags a group may put on its problems: this site's own and the group's */
  groupTags(gid: number): Promise<Tag[]> {
    return this.ctx.db<TagRow>(this.tags).where((w) => w.where((s) => s.whereNull('gid').where({ oj: LOCAL_OJ })).orWhere({ gid }))
      .orderBy('id').select(...TAG_COLUMNS);
  }

  /** the tags on a problem */
  ofProblem(pid: number): Promise<Tag[]> {
    return this.ctx.db<TagRow>(this.tags).whereIn('id', this.ctx.db<ProblemTagRow>(this.problemTags).select('tid').where({ pid })).orderBy('id').select(...TAG_COLUMNS);
  }

  /** the names of the tags on a problem (the export) */
  namesOf(pid: number): Promise<string[]> {
    return this.ctx.db<ProblemTagRow>(`${this.problemTags} as pt`).join(`${this.tags} as tg`, 'tg.id', 'pt.tid').where('pt.pid', pid).orderBy('tg.id').pluck('tg.name');
  }

  /** the tag chips of many problems, by problem */
  async chipsOf(pids: readonly number[]): Promise<Map<number, TagChip[]>> {
    const result = new Map<number, TagChip[]>();
    if (pids.length === 0) return result;
    const rows = await this.ctx.db<ProblemTagRow>(`${this.problemTags} as pt`).join(`${this.tags} as tg`, 'tg.id', 'pt.tid')
      .whereIn('pt.pid', pids).orderBy('tg.id').select<Array<TagChip & { pid: number }>>('pt.pid', 'tg.id', 'tg.name', 'tg.color');
    for (const { pid, ...chip } of rows) result.set(pid, [...(result.get(pid) ?? []), chip]);
    return result;
  }

  /** the ids of the problems carrying every one of these tags (a subquery for the problem list) */
  problemsWithAll(tids: readonly number[]): Knex.QueryBuilder {
    return this.ctx.db<ProblemTagRow>(this.problemTags).select('pid').whereIn('tid', tids).groupBy('pid').havingRaw('count(distinct tid) = ?', [tids.length]);
  }

  /** the save's tag: by its id when it has one and it exists, else the site tag of the bank by name (any case) */
  async findForSave(id: number | null | undefined, name: string, oj: string, trx?: Knex.Transaction): Promise<number | undefined> {
    const db = this.db(trx);
    const byId = id ? await db<TagRow>(this.tags).where({ id }).first('id') : undefined;
    const existing = byId ?? await db<TagRow>(this.tags).whereRaw('lower(name) = ?', [name.toLowerCase()]).where({ oj }).whereNull('gid').first('id');
    return existing?.id;
  }

  /** a new site tag made by a save; answers its id */
  async insertForSave(fields: Pick<TagRow, 'name' | 'color' | 'oj'>, trx?: Knex.Transaction): Promise<number> {
    const [created] = await this.db(trx)(this.tags).insert(fields).returning<Array<Pick<TagRow, 'id'>>>('id');
    return created!.id;
  }

  /** a problem's tags become these */
  async setOfProblem(pid: number, tids: readonly number[], trx?: Knex.Transaction): Promise<void> {
    const db = this.db(trx);
    await db(this.problemTags).where({ pid }).del();
    if (tids.length) await db(this.problemTags).insert(tids.map((tid) => ({ pid, tid })));
  }
}
