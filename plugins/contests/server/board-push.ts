// Board pushes (shared/board.ts BOARD_PUSH_EVENT): each web node tells its own open streams what
// changed on its own boards, from every record it applies (its own verdicts and those the
// contests.changed broadcast brings). A running contest's open board (not sealed) goes out as a
// delta the page applies without reading (shared/board-delta.ts): page 1's order, ranks and
// awards, the changed rows, and the changed rows' places before — to every stream when the
// contest's outside board is open, else to its registered contestants' streams only. Anything
// else is `{ cid }` alone and the page reads its own view again (the read decides what the viewer
// may see). Pushes of one contest are at most one per window.
import type { PluginContext } from '@oj/sdk';
import { SCOREBOARD_DEFAULT_PAGE_SIZE } from '../shared/index.ts';
import { BOARD_PUSH_EVENT, type BoardDelta, type BoardKey, type BoardPushed } from '../shared/board.ts';
import { awardIndex, keyOf } from '../shared/board-delta.ts';
import { isSealedNow, type ContestRow, type Contests } from './core.ts';
import type { RegistrationStore } from './stores/registrations.ts';
import { OPEN_BOARD, type Boards } from './boards.ts';
import type { LiveBoard } from './board.ts';

/** a burst of verdicts (a judge node finishing several at once) goes out as one push */
const BOARD_PUSH_GATHER_MS = 30;
/** at most one push per contest in this window */
export const BOARD_PUSH_WINDOW_MS = 250;
/** how long a contest's registrations are kept for choosing who hears its deltas (a newer one hears `{ cid }` and reads) */
const REGISTERED_KEPT_MS = 5000;

interface Pending {
  /** the changed rows' keys before the window's first change ('star': a star user's) */
  was: Map<string, BoardKey | null | 'star'>;
  /** the changes' times from the start (s): one the sealed board hides is never pushed */
  times: number[];
  /** a change whose place before is not known here (or the contest was loaded again): no delta */
  plain: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

export class BoardPushes {
  private readonly pending = new Map<number, Pending>();
  /** when each contest's last push went out */
  private readonly sent = new Map<number, number>();
  private readonly registrations = new Map<number, { at: number; uids: Promise<ReadonlySet<string>> }>();

  constructor(
    private readonly ctx: PluginContext,
    private readonly contests: Contests,
    private readonly boards: Boards,
    private readonly registrationStore: RegistrationStore,
  ) {
    boards.onChange = (cid, uid, was, time) => this.changed(cid, uid, was, time);
    boards.onDrop = (cid) => { const p = this.pending.get(cid); if (p) p.plain = true; };
  }

  private changed(cid: number, uid: string, was: BoardKey | null | 'star' | 'unknown', time: number): void {
    let p = this.pending.get(cid);
    if (!p) this.pending.set(cid, (p = { was: new Map(), times: [], plain: false, timer: null }));
    if (was === 'unknown') p.plain = true;
    else if (!p.was.has(uid)) p.was.set(uid, was);
    p.times.push(time);
    if (p.timer) return;
    const wait = Math.max(BOARD_PUSH_GATHER_MS, (this.sent.get(cid) ?? 0) + BOARD_PUSH_WINDOW_MS - Date.now());
    p.timer = setTimeout(() => void this.send(cid).catch((err: unknown) => this.ctx.log.warn({ err, cid }, 'board push not sent')), wait);
    p.timer.unref();
  }

  private async send(cid: number): Promise<void> {
    const p = this.pending.get(cid);
    this.pending.delete(cid);
    if (!p) return;
    this.sent.set(cid, Date.now());
    const c = await this.contests.cached(cid);
    // only contests everyone may know of: every stream of the node hears it
    if (!c || !c.visible || c.gid != null) return;
    const now = Date.now();
    const sealed = isSealedNow(c, now);
    // what the sealed board hides is never pushed, not even as "changed"
    const shown = sealed && c.sealRankTime ? p.times.filter((t) => c.startTime.getTime() + t * 1000 < c.sealRankTime!.getTime()) : p.times;
    if (!shown.length) return;
    const running = now >= c.startTime.getTime() && now < c.endTime.getTime();
    const live = running && !sealed;
    // a running open board is built here now if it was not: the next change's place before is known
    const board = live ? await this.boards.board(c, OPEN_BOARD) : null;
    if (!board || p.plain) return this.ctx.push.toThisNode(BOARD_PUSH_EVENT, { cid } satisfies BoardPushed);
    const registered = c.openRank ? null : await this.registered(c);
    board.rows(); // every row placed: each contestant's stream gets their own row's rank and award
    const pushed: BoardPushed = { cid, delta: deltaOf(c, board, p.was) };
    const awards = pushed.delta!.awards;
    const each = (uid: string) => {
      const row = board.rowOf(uid);
      return row ? { mine: [row.rank, row.isWinAward && row.rank !== -1 ? awardIndex(keyOf(row), awards) : -1] } : undefined;
    };
    // the rows go only to those who may read the board: everyone when its outside board is open;
    // otherwise its registered contestants (the others hear `{ cid }` and their read decides)
    if (!registered) return this.ctx.push.toThisNode(BOARD_PUSH_EVENT, pushed, { each });
    this.ctx.push.toThisNode(BOARD_PUSH_EVENT, pushed, { to: (uid) => uid !== null && registered.has(uid), each });
    this.ctx.push.toThisNode(BOARD_PUSH_EVENT, { cid } satisfies BoardPushed, { to: (uid) => uid === null || !registered.has(uid) });
  }

  /** the contest's registered contestants as read at most a few seconds ago (none under an account limit: that is checked per read) */
  private registered(c: ContestRow): Promise<ReadonlySet<string>> {
    if (c.openAccountLimit) return Promise.resolve(new Set());
    const kept = this.registrations.get(c.id);
    if (kept && Date.now() - kept.at < REGISTERED_KEPT_MS) return kept.uids;
    if (this.registrations.size >= 64) this.registrations.clear();
    const uids = this.registrationStore.uids(c.id).then((list): ReadonlySet<string> => new Set(list));
    this.registrations.set(c.id, { at: Date.now(), uids });
    uids.catch(() => this.registrations.delete(c.id));
    return uids;
  }
}

/** what changed on the open board since the last push: page 1 placed, the changed rows, their keys before */
export function deltaOf(c: ContestRow, board: LiveBoard, was: ReadonlyMap<string, BoardKey | null | 'star'>): BoardDelta {
  const order = board.live();
  const size = SCOREBOARD_DEFAULT_PAGE_SIZE;
  const officials = board.officialPositions();
  const awards = board.awardBands().map(({ award, end }) => {
    const last = end - 1 < officials.length ? order[officials[end - 1]] : null;
    return { name: award.name, background: award.background, color: award.color, last: last ? keyOf(last) : null };
  });
  const page = board.placedAt(Array.from({ length: Math.min(size, order.length) }, (_, i) => i));
  const top = page.map((r): [string, number, number] => [r.uid, r.rank, r.isWinAward && r.rank !== -1 ? awardIndex(keyOf(r), awards) : -1]);
  const changed = [...was.keys()].map((uid) => board.rowOf(uid)).filter((r) => !!r);
  const rows = board.placedAt(changed.map((r) => board.position(r))) as BoardDelta['rows'];
  return {
    size, total: order.length, top, rows, awards, first: board.firstAcTimes(),
    was: [...was].filter((e): e is [string, BoardKey | null] => e[1] !== 'star'),
  };
}
