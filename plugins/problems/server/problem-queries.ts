// Helpers of the public and admin calls: the lookup that fails with the spec's message, keyword
// matching and the parsing of list filters.
import { OjError } from '@oj/sdk';
import type { ProblemRow } from '../shared/rows.ts';
import type { ProblemStore } from './stores/problems.ts';

/** a problem by id, or the spec's not-found message (an id out of range is not looked up) */
export async function problemById(problems: ProblemStore, pid: number): Promise<ProblemRow> {
  const row = Number.isInteger(pid) && pid > 0 && pid <= 2_147_483_647 ? await problems.byId(pid) : undefined;
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
