// The live scoreboard: a contest's records grouped once (RecordStore) and a board per variant
// (LiveBoard) kept up to date record by record with the rules of rules.ts. boards.ts keeps, per
// web node, a contest's records in memory and its live boards (sealed or not, with or without the
// after-end submissions); each verdict's record (the contests.changed broadcast carries it)
// changes one cell and moves one row, so a board read is a page cut, not a recount.
import { CONTEST_TYPE } from '../shared/index.ts';
import type { AcmRankRow, OiRankRow } from '../shared/board.ts';
import type { ContestRow } from './core.ts';
import {
  acmCell, acmOrder, acmTotals, blankRow, byTime, compact, countedAc, oiCell, oiOrder, placeRows, sameResult, solvedOf,
  type BoardRecord, type BoardVariant, type Person, type RankRow, type RecordRow,
} from './rules.ts';

export * from './rules.ts';

/**
 * A contest's records grouped by user, then by display id, each list in (time, submitId) order:
 * held once per contest and shared by its boards (sealed or not, with the after-end submissions
 * or not), which read the lists and never copy them.
 */
export class RecordStore {
  readonly byUser = new Map<string, Map<string, BoardRecord[]>>();

  constructor(records: Iterable<BoardRecord> = []) {
    for (const r of records) this.list(r.uid, r.displayId).push(r);
    for (const byProblem of this.byUser.values()) for (const list of byProblem.values()) if (list.length > 1) list.sort(byTime);
  }

  /** a record read in (time, submitId) order: appended without sorting */
  add(r: BoardRecord): void {
    this.list(r.uid, r.displayId).push(r);
  }

  private list(uid: string, displayId: string): BoardRecord[] {
    let byProblem = this.byUser.get(uid);
    if (!byProblem) this.byUser.set(uid, (byProblem = new Map()));
    let list = byProblem.get(displayId);
    if (!list) byProblem.set(displayId, (list = []));
    return list;
  }

  /** a new or changed record; false when it changes nothing (the same record twice) */
  put(r: BoardRecord): boolean {
    const list = this.list(r.uid, r.displayId);
    const i = list.findIndex((x) => x.submitId === r.submitId);
    if (i >= 0) {
      const old = list[i];
      if (old.status === r.status && old.score === r.score && old.useTime === r.useTime && old.time === r.time) return false;
      list[i] = r;
    } else list.push(r);
    list.sort(byTime);
    return true;
  }

  recs(uid: string, displayId: string): readonly BoardRecord[] {
    return this.byUser.get(uid)?.get(displayId) ?? [];
  }
}

interface Entry { row: RankRow; acTimes: Map<string, number | null> }

/**
 * A contest's board for one variant, kept up to date record by record: a new or changed record
 * recomputes only its user's cell on its problem and that user's totals, and moves the user's row
 * to its new place; ranks, awards and first-AC marks are placed again when the board is next read. Each placement has a `version`; what
 * reads derive from the placed rows (the rows without stars) is kept per version.
 */
export class LiveBoard {
  private readonly users = new Map<string, Entry>();
  private readonly order: RankRow[] = [];
  /** ACM: the earliest counted AC time of each problem */
  private readonly firstAc = new Map<string, number>();
  /** ACM: problems whose first AC moved since the last placement (their cells' isFirstAC are set again) */
  private readonly firstMoved = new Set<string>();
  private dirty = true;
  private readonly oi: boolean;
  private readonly store: RecordStore;
  /** the star (unofficial) users' names, and their rows once they are on the board */
  private readonly stars: ReadonlySet<string>;
  private readonly starRows = new Set<RankRow>();
  /** bumped at each change of the rows (a cell, a placement): what was derived from an older one is stale */
  version = 0;
  private derived: { version: number; noStars?: number[]; starPositions?: number[] } = { version: -1 };

  constructor(private readonly c: ContestRow, private readonly v: BoardVariant, private readonly people: ReadonlyMap<string, Person>, records: readonly RecordRow[] | RecordStore) {
    this.oi = c.type === CONTEST_TYPE.oi;
    this.stars = new Set(c.starAccount ?? []);
    this.store = records instanceof RecordStore ? records : new RecordStore(records.map(compact));
    for (const [uid, byProblem] of this.store.byUser) {
      if (!people.has(uid)) continue;
      const entry = this.entry(uid);
      for (const [displayId, recs] of byProblem) this.cell(entry, displayId, recs);
      this.totals(entry.row);
      if (this.shown(entry.row)) this.order.push(entry.row);
    }
    this.order.sort(this.compare);
  }

  private readonly compare = (a: RankRow, b: RankRow) => (this.oi ? oiOrder(a as OiRankRow, b as OiRankRow) : acmOrder(a as AcmRankRow, b as AcmRankRow));

  private entry(uid: string): Entry {
    let entry = this.users.get(uid);
    if (!entry) {
      const base = blankRow(this.people.get(uid)!);
      const row: RankRow = this.oi ? { ...base, totalScore: 0, totalTime: 0, submissionInfo: {}, timeInfo: {} } : { ...base, ac: 0, totalTime: 0, submissionInfo: {} };
      entry = { row, acTimes: new Map() };
      this.users.set(uid, entry);
      if (this.stars.has(row.username)) this.starRows.add(row);
    }
    return entry;
  }

  /** a user is on the board once one of their records counts */
  private shown(row: RankRow): boolean {
    for (const _ in row.submissionInfo) return true;
    return false;
  }

  private cell(entry: Entry, displayId: string, recs: readonly BoardRecord[]): void {
    if (this.oi) {
      const row = entry.row as OiRankRow;
      const cell = oiCell(this.c, recs, this.v);
      if (cell) {
        row.submissionInfo[displayId] = cell.score;
        row.timeInfo[displayId] = cell.useTime;
        entry.acTimes.set(displayId, cell.acTime);
      } else {
        delete row.submissionInfo[displayId];
        delete row.timeInfo[displayId];
        entry.acTimes.delete(displayId);
      }
      return;
    }
    const row = entry.row as AcmRankRow;
    const before = row.submissionInfo[displayId];
    const cell = acmCell(this.c, recs, this.v);
    if (cell) row.submissionInfo[displayId] = cell;
    else delete row.submissionInfo[displayId];
    // the first AC of the problem: lower it at once; a lost AC that held it makes it counted again
    const first = this.firstAc.get(displayId);
    if (cell && countedAc(cell) && (first === undefined || cell.ACTime! < first)) this.firstAc.set(displayId, cell.ACTime!);
    else if (before && countedAc(before) && before.ACTime === first && !(cell && countedAc(cell) && cell.ACTime === first)) this.recountFirst(displayId);
    if (this.firstAc.get(displayId) !== first) this.firstMoved.add(displayId);
    else if (cell) cell.isFirstAC = countedAc(cell) && cell.ACTime === first;
  }

  private recountFirst(displayId: string): void {
    let min: number | undefined;
    for (const { row } of this.users.values()) {
      const cell = (row as AcmRankRow).submissionInfo[displayId];
      if (cell && countedAc(cell) && (min === undefined || cell.ACTime! < min)) min = cell.ACTime!;
    }
    if (min === undefined) this.firstAc.delete(displayId);
    else this.firstAc.set(displayId, min);
  }

  private totals(row: RankRow): void {
    if (!this.oi) return acmTotals(row as AcmRankRow);
    const r = row as OiRankRow;
    const acTimes = this.users.get(r.uid)!.acTimes;
    r.totalScore = 0;
    r.totalTime = 0;
    for (const [displayId, score] of Object.entries(r.submissionInfo)) {
      r.totalScore += score;
      r.totalTime += acTimes.get(displayId) ?? 0;
    }
  }

  /** where `row` is in the order (by its key at the time it was placed there), or -1 */
  private indexOf(row: RankRow): number {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(this.order[mid], row) < 0) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.order.length; i++) if (this.order[i] === row) return i;
    return this.order.indexOf(row);
  }

  /** a judged record, new or changed, on a board that keeps its own records */
  apply(r: RecordRow | BoardRecord): void {
    const record = compact(r);
    if (this.store.put(record)) this.update(record.uid, record.displayId);
  }

  /** the store's records of one user on one problem changed: recompute that cell and move the row */
  update(uid: string, displayId: string): void {
    if (!this.people.has(uid)) return;
    const entry = this.entry(uid);
    const row = entry.row;
    // take the row out under its old key, change it, put it back under the new one
    const at = this.shown(row) ? this.indexOf(row) : -1;
    if (at >= 0) this.order.splice(at, 1);
    this.cell(entry, displayId, this.store.recs(uid, displayId));
    this.totals(row);
    if (this.shown(row)) {
      let lo = 0;
      let hi = this.order.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.compare(this.order[mid], row) <= 0) lo = mid + 1;
        else hi = mid;
      }
      this.order.splice(lo, 0, row);
    }
    this.dirty = true;
    this.version += 1;
  }

  /**
   * The rows best first, ranked (shared: do not change them). A read after a change places them
   * again: ranks and awards in one pass, and the first-AC marks of the problems whose first AC
   * moved (a cell's own mark is set when it is computed).
   */
  rows(): RankRow[] {
    if (this.dirty) {
      this.settleFirstAc();
      placeRows(this.c, this.order);
      this.dirty = false;
      this.version += 1;
    }
    return this.order;
  }

  /** the first-AC marks of the problems whose first AC moved (rare: a new earliest AC, or one lost) */
  private settleFirstAc(): void {
    for (const displayId of this.firstMoved) {
      const first = this.firstAc.get(displayId);
      for (const row of this.order) {
        const cell = (row as AcmRankRow).submissionInfo[displayId];
        if (cell) cell.isFirstAC = countedAc(cell) && cell.ACTime === first;
      }
    }
    this.firstMoved.clear();
  }

  /**
   * The rows at these positions of the order, each placed as placeRows would place it over the
   * whole board (rank, award) — without placing the other 20,000: what a page read needs after a
   * verdict. The order itself is always current; ranks of other rows may be stale until rows().
   */
  placedAt(positions: readonly number[]): RankRow[] {
    if (this.firstMoved.size) this.settleFirstAc();
    const stars = this.starPositions();
    const below = (p: number) => { let n = 0; for (const s of stars) if (s < p) n += 1; else break; return n; };
    const bands = this.awardBands();
    return positions.map((p) => {
      const row = this.order[p];
      row.isWinAward = false;
      row.awardName = null;
      row.awardBackground = null;
      row.awardColor = null;
      if (this.starRows.has(row)) {
        row.rank = -1;
        return row;
      }
      // equal results share the rank of the first of them: one more than the official rows above
      let q = p;
      while (q > 0 && sameResult(this.order[q - 1], row)) q -= 1;
      row.rank = q - below(q) + 1;
      if (bands.length && solvedOf(row) > 0) {
        // every official row above solved at least as much: this row is the e-th to get an award
        const e = p - below(p);
        const band = bands.find((b) => e < b.end);
        if (band) {
          row.isWinAward = true;
          row.awardName = band.award.name;
          row.awardBackground = band.award.background;
          row.awardColor = band.award.color;
        }
      }
      return row;
    });
  }

  /**
   * The awards in priority order (reference §5.1: type 1 a percentage of the ranked rows, type 2
   * fixed counts), each with the official position its band ends before.
   */
  awardBands(): Array<{ award: ContestRow['awardConfig'][number]; end: number }> {
    if (this.c.awardType !== 1 && this.c.awardType !== 2) return [];
    const ranked = this.order.length - this.starPositions().length;
    let end = 0;
    return [...(this.c.awardConfig ?? [])].sort((a, b) => a.priority - b.priority)
      .map((award) => ({ award, end: (end += this.c.awardType === 1 ? Math.ceil((ranked * award.num) / 100) : award.num) }));
  }

  /** the positions of the star users' rows in the order, ascending (kept until the rows change) */
  private starPositions(): number[] {
    const d = this.fresh();
    return (d.starPositions ??= [...this.starRows].filter((r) => this.shown(r)).map((r) => this.indexOf(r)).sort((a, b) => a - b));
  }

  /** ACM: the first counted AC time of each solved problem (empty for OI) */
  firstAcTimes(): Record<string, number> {
    return Object.fromEntries(this.firstAc);
  }

  /** is this row a star (unofficial) user's */
  isStar(row: RankRow): boolean {
    return this.starRows.has(row);
  }

  /** the rows in their current order, not placed (placedAt places the ones a read shows) */
  live(): readonly RankRow[] {
    return this.order;
  }

  /** where a row on the board is in the order (rows of the same order key by identity) */
  position(row: RankRow): number {
    return this.indexOf(row);
  }

  /** the placed row of one user, or undefined when they are not on the board */
  rowOf(uid: string): RankRow | undefined {
    const entry = this.users.get(uid);
    return entry && this.shown(entry.row) ? entry.row : undefined;
  }

  private fresh() {
    if (this.derived.version !== this.version) this.derived = { version: this.version };
    return this.derived;
  }

  /** has a star user a row on the board */
  hasStars(): boolean {
    return this.starPositions().length > 0;
  }

  /** the positions of the rows that are not star users', kept until the rows change */
  officialPositions(): number[] {
    const d = this.fresh();
    if (!d.noStars) {
      const stars = new Set(this.starPositions());
      d.noStars = [];
      for (let p = 0; p < this.order.length; p++) if (!stars.has(p)) d.noStars.push(p);
    }
    return d.noStars;
  }
}

/** the rows of an ACM board, best first (reference calcACMRank), not yet ranked */
export function acmRows(c: ContestRow, records: readonly RecordRow[], people: ReadonlyMap<string, Person>, v: BoardVariant): AcmRankRow[] {
  const board = new LiveBoard({ ...c, type: CONTEST_TYPE.acm }, v, people, records);
  return board.rows() as AcmRankRow[];
}

/** the rows of an OI board, best first (reference getOIOrderRank: Recent or Highest per problem), not yet ranked */
export function oiRows(c: ContestRow, records: readonly RecordRow[], people: ReadonlyMap<string, Person>, v: BoardVariant): OiRankRow[] {
  const board = new LiveBoard({ ...c, type: CONTEST_TYPE.oi }, v, people, records);
  return board.rows() as OiRankRow[];
}
