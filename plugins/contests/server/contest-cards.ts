// The contest list's cards (spec 3 §2 Contest list): a contest with its registered participants.
// The site's list and a group's list (group-calls.ts) show the same cards; the store
// (stores/contests.ts) reads them in the reference's order with their counts.
import type { PageOf } from '@oj/sdk';
import type { ContestView } from '../shared/index.ts';
import { toView } from './core.ts';
import type { CountedContestRow } from './stores/contests.ts';

export const cardView = (c: CountedContestRow, now: number): ContestView => ({ ...toView(c, now), count: Number(c.count ?? 0) });

/** a page of counted contests as cards */
export const cardPage = (page: PageOf<CountedContestRow>, now: number): PageOf<ContestView> => ({ ...page, records: page.records.map((c) => cardView(c, now)) });
