// The contest list's cards (spec 3 §2 Contest list): a contest with its registered participants,
// in the reference's order. The site's list and a group's list (group-calls.ts) show the same cards.
import type { Knex, PageOf, PageQuery } from '@oj/sdk';
import { pageParams, paginate } from '@oj/sdk';
import { CONTEST_LIST_PAGE_SIZE, type ContestView } from '../shared/index.ts';
import { T, toView, type ContestRow } from './core.ts';

type CountedRow = ContestRow & { count?: number | string };

/** the contests of `q` (aliased `c`) with their registered participants (count) */
export function withCount(db: Knex, q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.select('c.*', db(T.register).count('*').whereRaw('contests_register.cid = c.id').as('count'));
}

export const cardView = (c: CountedRow, now: number): ContestView => ({ ...toView(c, now), count: Number(c.count ?? 0) });

/** a page of the contests of `base` as cards: by status (scheduled, running, ended), then the latest start first (reference) */
export async function contestCards(db: Knex, base: Knex.QueryBuilder, query: PageQuery, now = Date.now()): Promise<PageOf<ContestView>> {
  const at = new Date(now);
  const page = await paginate<CountedRow>(base, pageParams(query, CONTEST_LIST_PAGE_SIZE), (rows) => withCount(db, rows)
    .orderByRaw('case when c.start_time > ? then 0 when c.end_time > ? then 1 else 2 end', [at, at])
    .orderBy('c.startTime', 'desc').orderBy('c.id', 'desc'));
  return { ...page, records: page.records.map((c) => cardView(c, now)) };
}
