// The scroll board's reveal (spec 3 §2 /scrollBoard, reference §5.3): an ACM board as it stood at
// the seal, whose sealed submissions are then unfrozen one problem at a time — always the lowest
// ranked user with a sealed problem first, that user's leftmost sealed problem — until the board is
// the final one. Medals go to the top ranks once everyone from there down is final. Pure: the page
// only draws what this module says.

/** the statuses that cost penalty (reference §5.1: WA, PE, TLE, MLE, RE); others are not counted */
const PENALISED = new Set([-1, -3, 1, 2, 3]);
const ACCEPTED = 0;
const PENALTY_SECONDS = 20 * 60;

export interface ResolverSubmission {
  uid: string;
  displayId: string;
  status: number;
  /** seconds since the contest start */
  time: number;
}

export interface ResolverUser {
  uid: string;
  name: string;
  school?: string | null;
  avatar?: string | null;
  /** star users are shown without a rank and get no medal */
  star?: boolean;
}

export interface ResolverCell {
  solved: boolean;
  /** seconds since the start of the accepted try */
  acTime: number | null;
  /** penalised tries before the AC (or in all, while unsolved) */
  wrong: number;
  /** sealed tries not revealed yet */
  pending: number;
  /** the first to solve this problem */
  firstBlood: boolean;
}

export interface ResolverRow {
  user: ResolverUser;
  solved: number;
  /** seconds: AC times plus 20 minutes per penalised try before them */
  penalty: number;
  cells: Record<string, ResolverCell>;
  /** 1-based, ties shared; null for star users */
  rank: number | null;
  /** 0 gold, 1 silver, 2 bronze, once the row is final */
  medal: number | null;
}

export interface ResolverState {
  problems: string[];
  rows: ResolverRow[];
  /** the row whose sealed cell is opened next (uid), null when all is revealed */
  cursor: string | null;
  done: boolean;
}

interface Sealed {
  uid: string;
  displayId: string;
  subs: ResolverSubmission[];
}

export class Resolver {
  private readonly rows = new Map<string, ResolverRow>();
  private readonly sealed = new Map<string, Sealed>();
  private readonly firstSolve = new Map<string, number>();
  private readonly medals: number[];

  /**
   * @param sealAt seconds since the start from which submissions are sealed
   * @param medals how many gold, silver and bronze medals (counted in ranked users)
   */
  constructor(readonly problems: string[], users: ResolverUser[], submissions: ResolverSubmission[], sealAt: number, medals: number[]) {
    this.medals = medals.map((m) => Math.max(0, Math.floor(m)));
    for (const user of users) {
      this.rows.set(user.uid, { user, solved: 0, penalty: 0, cells: {}, rank: null, medal: null });
    }
    const ordered = [...submissions].sort((a, b) => a.time - b.time);
    for (const s of ordered) {
      const row = this.rows.get(s.uid);
      if (!row || !problems.includes(s.displayId)) continue;
      const cell = (row.cells[s.displayId] ??= { solved: false, acTime: null, wrong: 0, pending: 0, firstBlood: false });
      if (cell.solved) continue;
      if (s.time >= sealAt) {
        const key = `${s.uid}\u0000${s.displayId}`;
        const entry = this.sealed.get(key) ?? { uid: s.uid, displayId: s.displayId, subs: [] };
        entry.subs.push(s);
        this.sealed.set(key, entry);
        cell.pending++;
      } else this.apply(row, cell, s);
    }
    this.rank();
  }

  private apply(row: ResolverRow, cell: ResolverCell, s: ResolverSubmission): void {
    if (cell.solved) return;
    if (s.status === ACCEPTED) {
      cell.solved = true;
      cell.acTime = s.time;
      row.solved++;
      row.penalty += s.time + cell.wrong * PENALTY_SECONDS;
      const first = this.firstSolve.get(s.displayId);
      if (first === undefined || s.time < first) this.firstSolve.set(s.displayId, s.time);
    } else if (PENALISED.has(s.status)) cell.wrong++;
  }

  /** ACM order: solved desc, penalty asc; equal rows share a rank; star users after ranks are given */
  private rank(): ResolverRow[] {
    const list = [...this.rows.values()].sort((a, b) => b.solved - a.solved || a.penalty - b.penalty || a.user.name.localeCompare(b.user.name));
    let given = 0;
    let prev: ResolverRow | null = null;
    for (const row of list) {
      if (row.user.star) {
        row.rank = null;
        continue;
      }
      given++;
      row.rank = prev && prev.solved === row.solved && prev.penalty === row.penalty ? prev.rank : given;
      prev = row;
    }
    for (const row of list) {
      for (const [id, cell] of Object.entries(row.cells)) cell.firstBlood = cell.solved && cell.acTime === this.firstSolve.get(id);
    }
    this.awardFinalRows(list);
    return list;
  }

  private pendingOf(uid: string): Sealed | undefined {
    for (const id of this.problems) {
      const s = this.sealed.get(`${uid}\u0000${id}`);
      if (s) return s;
    }
    return undefined;
  }

  /** rows from the bottom up that have nothing sealed left, and nothing sealed below them, keep their medal */
  private awardFinalRows(list: ResolverRow[]): void {
    const thresholds = this.medals.reduce<number[]>((acc, m) => [...acc, (acc.at(-1) ?? 0) + m], []);
    let finalFromHere = true;
    for (let i = list.length - 1; i >= 0; i--) {
      const row = list[i];
      if (this.pendingOf(row.user.uid)) finalFromHere = false;
      row.medal = null;
      if (!finalFromHere || row.rank === null || row.solved === 0) continue;
      const medal = thresholds.findIndex((limit) => row.rank! <= limit);
      row.medal = medal >= 0 ? medal : null;
    }
  }

  state(): ResolverState {
    const rows = this.rank();
    const cursorRow = [...rows].reverse().find((r) => this.pendingOf(r.user.uid));
    return { problems: this.problems, rows, cursor: cursorRow?.user.uid ?? null, done: !cursorRow };
  }

  /** reveals the next sealed cell; returns false when nothing was left */
  step(): boolean {
    const { cursor } = this.state();
    if (!cursor) return false;
    const sealed = this.pendingOf(cursor)!;
    const row = this.rows.get(cursor)!;
    const cell = row.cells[sealed.displayId];
    for (const s of sealed.subs) this.apply(row, cell, s);
    cell.pending = 0;
    this.sealed.delete(`${sealed.uid}\u0000${sealed.displayId}`);
    return true;
  }
}
