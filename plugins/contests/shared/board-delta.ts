// A board push's delta applied by the open page (browser-safe; the server's board-push.ts writes
// the delta). Page 1 at the delta's size is rebuilt from the delta's list of (uid, rank, award)
// and the rows the page already has or the push carries; on top, the caller's own row takes the
// rank and award its push gave it, and the followed users' rows are moved by what crossed them.
// Whatever the delta cannot say exactly asks for a read instead (null): another page or size, a
// search, the stars taken out, a row the page has never seen, or a move of a followed row just
// after a read (the read may already count it).
import type { AcmRankRow, BoardDelta, BoardKey, BoardPushed, OiRankRow } from './board.ts';

type Row = AcmRankRow | OiRankRow;

/** a page of the board as the rank calls answer it */
export interface BoardPage<R extends Row = Row> { records: R[]; total: number; size: number; current: number; pages: number }

/** what the page shows: its page, size, search, star switch, the followed users and the caller */
export interface BoardView { currentPage: number; limit: number; keyword: string; removeStar: boolean; concerned: readonly string[]; me: string | null }

export const keyOf = (r: Row): BoardKey => ['ac' in r ? r.ac : r.totalScore, r.totalTime, r.username];

/** the board's order (the server's acmOrder and oiOrder): more solved or score, then less time, then the name */
export const keyOrder = (a: BoardKey, b: BoardKey): number => b[0] - a[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);

/** a result strictly better than `than` (what a rank counts: equal results share a rank) */
const better = (k: BoardKey | null | undefined, than: BoardKey) => !!k && (k[0] > than[0] || (k[0] === than[0] && k[1] < than[1]));

/** how many official rows of the delta crossed `row` from below (+1 each) or from above (-1 each) */
function crossings(row: Row, d: BoardDelta, now: ReadonlyMap<string, Row>): number {
  const own = keyOf(row);
  let moved = 0;
  for (const [uid, was] of d.was) {
    if (uid === row.uid) continue;
    const after = now.get(uid);
    moved += Number(better(after && after.rank !== -1 ? keyOf(after) : null, own)) - Number(better(was, own));
  }
  return moved;
}

function awardFields(d: BoardDelta, i: number): Pick<Row, 'isWinAward' | 'awardName' | 'awardBackground' | 'awardColor'> {
  const a = i >= 0 ? d.awards[i] : undefined;
  return a ? { isWinAward: true, awardName: a.name, awardBackground: a.background, awardColor: a.color } : { isWinAward: false, awardName: null, awardBackground: null, awardColor: null };
}

/** the award of an official row by its key: the first whose last row is not before it (only to rows that solved something) */
export function awardIndex(key: BoardKey, awards: BoardDelta['awards']): number {
  if (key[0] <= 0) return -1;
  return awards.findIndex((a) => a.last === null || keyOrder(key, a.last) <= 0);
}

/** the row in the list at this rank and award: the same object when nothing changes (most rows of most pushes) */
function placed(row: Row, rank: number, award: ReturnType<typeof awardFields>): Row {
  if (row.rank === rank && !row.isConcerned && row.isWinAward === award.isWinAward && row.awardName === award.awardName
    && row.awardBackground === award.awardBackground && row.awardColor === award.awardColor) return row;
  return { ...row, rank, isConcerned: false, ...award };
}

/** an ACM row with its cells' first-AC marks as the delta says (the same row when none changes) */
function marked(row: Row, first: BoardDelta['first']): Row {
  if (!('ac' in row)) return row;
  let cells: AcmRankRow['submissionInfo'] | null = null;
  for (const [displayId, cell] of Object.entries(row.submissionInfo)) {
    const isFirstAC = cell.isAC && !cell.isAfterContest && cell.ACTime === first[displayId];
    if (isFirstAC !== cell.isFirstAC) (cells ??= { ...row.submissionInfo })[displayId] = { ...cell, isFirstAC };
  }
  return cells ? { ...row, submissionInfo: cells } : row;
}

/**
 * The page with the delta applied, or null when it must be read again. `fresh`: the page was read
 * since the last delta it applied, so a move the delta reports may already be in its ranks.
 * `mine`: the caller's own row's rank and award as the push gave them.
 */
export function applyBoardDelta<R extends Row>(page: BoardPage<R>, d: BoardDelta, view: BoardView, fresh: boolean, mine?: readonly [number, number]): BoardPage<R> | null {
  if (view.currentPage !== 1 || view.limit !== d.size || view.keyword.trim() || view.removeStar) return null;
  const known = new Map<string, Row>();
  for (const r of page.records) known.set(r.uid, r);
  const now = new Map<string, Row>();
  for (const r of d.rows as Row[]) now.set(r.uid, r);
  const gone = new Set(d.was.map(([uid]) => uid).filter((uid) => !now.has(uid)));

  const listed: Row[] = [];
  for (const [uid, rank, award] of d.top) {
    const base = now.get(uid) ?? known.get(uid);
    if (!base) return null;
    listed.push(marked(placed(base, rank, awardFields(d, award)), d.first));
  }
  const inList = new Map(listed.map((r) => [r.uid, r]));

  const wanted = new Set(view.concerned);
  if (view.me) wanted.add(view.me);
  const onTop: Row[] = [];
  for (const uid of wanted) {
    let row = inList.get(uid) ?? now.get(uid);
    if (!row) {
      const before = known.get(uid);
      // not on the board (a row that comes onto it is in the delta), or no longer on it
      if (!before || gone.has(uid)) continue;
      if (before.rank === -1) row = before;
      else if (uid === view.me && mine) row = { ...before, rank: mine[0], ...awardFields(d, mine[1]) };
      else {
        const moved = crossings(before, d, now);
        if (moved !== 0 && fresh) return null;
        row = { ...before, rank: before.rank + moved, ...awardFields(d, awardIndex(keyOf(before), d.awards)) };
      }
    }
    onTop.push(marked({ ...row, isConcerned: true }, d.first));
  }
  onTop.sort((a, b) => keyOrder(keyOf(a), keyOf(b)));
  return { ...page, records: [...onTop, ...listed] as R[], total: d.total, size: d.size, current: 1, pages: Math.max(1, Math.ceil(d.total / d.size)) };
}

/**
 * An open board page as it follows the pushes (useBoard and bench/cluster drive it): a push's
 * delta is applied at once; one that comes while a read is on its way is also held and applied
 * to the read's answer (a push without a delta then asks for another read, since the answer may
 * be older than the change).
 */
export class FollowedBoard<R extends Row = Row> {
  page: BoardPage<R> | null = null;
  private fresh = true;
  private reading = false;
  private held: BoardPushed[] = [];
  private missed = false;

  /** a read starts (what was held for an earlier read is in this one's answer) */
  readStarts(): void {
    this.reading = true;
    this.held = [];
    this.missed = false;
  }

  /** the read's answer, with what was held applied to it; false when the page must read again */
  readAnswered(page: BoardPage<R>, view: BoardView): boolean {
    this.reading = false;
    this.page = page;
    this.fresh = true;
    const held = this.held;
    this.held = [];
    if (this.missed) return false;
    return held.every((d) => this.apply(d, view));
  }

  readFailed(): void {
    this.reading = false;
  }

  /**
   * A push for this board: 'applied' (the page changed), 'held' (a read is on its way: kept for
   * its answer, and shown at once when the page shown can take it too) or 'read' (read again).
   */
  pushed(d: BoardPushed, view: BoardView): 'applied' | 'held' | 'read' {
    if (this.reading) {
      if (d.delta) this.held.push(d);
      else this.missed = true;
      return d.delta && this.apply(d, view) ? 'applied' : 'held';
    }
    return this.apply(d, view) ? 'applied' : 'read';
  }

  private apply(d: BoardPushed, view: BoardView): boolean {
    const next = d.delta && this.page ? applyBoardDelta(this.page, d.delta, view, this.fresh, d.mine) : null;
    if (!next) return false;
    this.page = next;
    this.fresh = false;
    return true;
  }
}
