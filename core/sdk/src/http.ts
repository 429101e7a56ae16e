// Server-side helpers for routes: the success envelope and paging (spec 1 §7). Kernel and
// plugins use the same ones, so every list pages the same way.
import type { Knex } from 'knex';
import type { PageOf, PageQuery } from './shared/schema.ts';

export const SUCCESS = 'success';

export function ok<T>(data: T, msg = SUCCESS): { status: 200; msg: string; data: T } {
  return { status: 200, msg, data };
}

export const MAX_PAGE_SIZE = 100;

export interface PageParams { current: number; size: number; offset: number }

function toInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) ? n : undefined;
}

/** Bad or missing paging values fall back: page 1, the route's default size; sizes are capped at 100. */
export function pageParams(query: PageQuery, defaultSize: number): PageParams {
  const current = Math.max(1, toInt(query.currentPage) ?? 1);
  const asked = toInt(query.limit);
  const size = asked && asked > 0 ? Math.min(asked, MAX_PAGE_SIZE) : defaultSize;
  return { current, size, offset: (current - 1) * size };
}

/** Runs a list query as one page: `base` holds the filters; `rows` adds the columns and order. */
export async function paginate<T>(
  base: Knex.QueryBuilder,
  params: PageParams,
  rows: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<PageOf<T>> {
  const [{ count }] = (await base.clone().clearSelect().clearOrder().count({ count: '*' })) as { count: string | number }[];
  const total = Number(count);
  const records = total === 0 ? [] : ((await rows(base.clone()).limit(params.size).offset(params.offset)) as T[]);
  return { records, total, size: params.size, current: params.current, pages: Math.ceil(total / params.size) };
}

/** a keyword as an ILIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
