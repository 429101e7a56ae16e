// Reads shared by the public and admin calls: tags of many problems, lookups that fail with the
// spec's messages, and keyword matching.
import { OjError, type Knex } from '@oj/sdk';
import type { TagChip } from '../shared/service.ts';
import type { ProblemRow } from './rows.ts';
import type { Tables } from './tables.ts';

export async function tagChipsOf(db: Knex, t: Tables, pids: readonly number[]): Promise<Map<number, TagChip[]>> {
  const result = new Map<number, TagChip[]>();
  if (pids.length === 0) return result;
  const rows: Array<TagChip & { pid: number }> = await db(`${t.problemTag} as pt`).join(`${t.tag} as tg`, 'tg.id', 'pt.tid')
    .whereIn('pt.pid', pids).orderBy('tg.id').select('pt.pid', 'tg.id', 'tg.name', 'tg.color');
  for (const { pid, ...chip } of rows) result.set(pid, [...(result.get(pid) ?? []), chip]);
  return result;
}

export async function problemById(db: Knex, t: Tables, pid: number): Promise<ProblemRow> {
  const row = Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647 ? (await db(t.problem).where({ id: pid }).first()) as ProblemRow | undefined : undefined;
  if (!row) throw new OjError('PROBLEMS_NOT_FOUND', 404);
  return row;
}

/** a LIKE pattern matching `keyword` literally (the SDK's) */
export { likePattern } from '@oj/sdk';

/** a comma list of ids ("1,2,x" → [1, 2]); junk is dropped */
export function idList(value: string | number | undefined): number[] {
  if (value === undefined) return [];
  return [...new Set(String(value).split(',').map((s) => s.trim()).filter((s) => /^\d{1,9}$/.test(s)).map(Number))];
}

/** a filter value as a small integer, or undefined when missing or junk */
export function optionalInt(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const s = String(value).trim();
  return /^-?\d{1,9}$/.test(s) ? Number(s) : undefined;
}
