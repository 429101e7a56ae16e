// The contest list's cards (spec 3 §2 Contest list): a contest with its registered participants,
// in the reference's order. The site's list and a group's list (group-calls.ts) show the same cards.
import type { Knex, PageOf, PageQuery } from '@oj/sdk';
import { pageParams, paginate } from '@oj/sdk';
import { CONTEST_LIST_PAGE_SIZE, type ContestView } from '../shared/index.ts';
import { T, toView, type ContestRow } from './core.ts';

type CountedRow = ContestRow & { count?: number | string };

/**
 * The contests of `q` (aliased `c`) with their participants (count): the registered users and, in a
 * team contest, the members of its teams (a public team contest has no registrations), each once.
 */
export function withCount(db: Knex, q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.select('c.*', db.raw(
    `(select count(*) from (select r.uid from ${T.register} r where r.cid = c.id union select m.uid from ${T.teamMember} m where m.cid = c.id and c.team_mode) p) as count`,
  ));
}

/** one contest's participants, counted by `withCount` */
export async function participantCount(db: Knex, cid: number): Promise<number> {
  const row = (await withCount(db, db(`${T.contest} as c`).where('c.id', cid)).first()) as CountedRow | undefined;
  return Number(row?.count ?? 0);
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
