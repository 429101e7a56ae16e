// The boards of every contest on a web node (board.ts has the rules and the live board): a
// contest's records read once, then each verdict's record applied to its live boards, here and,
// through the contests.changed broadcast, on the other nodes.
import { ROLE_IDS, type PluginContext, type PublicUser } from '@oj/sdk';
import { CONTEST_CHANGED_CHANNEL, type ContestChanged } from '../shared/index.ts';
import { LiveBoard, RecordStore, compact, type BoardRecord, type BoardVariant, type Person, type RankRow, type RecordRow } from './board.ts';
import type { ContestRow } from './core.ts';
import { teamIdOf, teamKey } from '../shared/teams.ts';
import { keyOf } from '../shared/board-delta.ts';
import type { BoardKey } from '../shared/board.ts';
import { ContestRecordStore } from './stores/records.ts';
import { TeamStore } from './stores/teams.ts';

/** one contest's records and people in memory, and its live boards by variant */
interface ContestState {
  /** the contest row the state was built for (a settings change has another gmtModified) */
  modified: number;
  /** the judged records, grouped by user and problem, shared by the boards */
  store: RecordStore;
  people: Map<string, Person>;
  /** the uids asked of the users service (people holds those who may be on the board) */
  asked: Set<string>;
  /** a team contest: rows are teams (records made outside any team are not on the board) */
  teamMode: boolean;
  boards: Map<string, LiveBoard>;
}

/** the variant every contestant sees while the board is not sealed (the one a push's delta describes) */
export const OPEN_BOARD: BoardVariant = { sealed: false, containsEnd: false };
const variantKey = (v: BoardVariant) => `${v.sealed ? 1 : 0}:${v.containsEnd ? 1 : 0}`;

/**
 * A row changed on this node's boards: its user (row key), its place on the open board before
 * (its key; null: not on the board; 'star': a star user's; 'unknown': that board was not built
 * here) and the record's time from the start (s).
 */
export type BoardChangeListener = (cid: number, uid: string, was: BoardKey | null | 'star' | 'unknown', time: number) => void;

/** contests kept in memory at once; the least recently loaded go first */
const KEPT_CONTESTS = 32;

/**
 * The boards of every contest on this web node. A contest's judged records are read from the
 * database once; after that each verdict's record (records.ts applies it here and broadcasts it
 * to the other nodes) changes one cell of each live board, so neither a verdict nor a read ever
 * recounts the contest.
 */
export class Boards {
  private readonly states = new Map<number, Promise<ContestState>>();
  /** told of every change of a row and every contest dropped (board-push.ts) */
  onChange: BoardChangeListener = () => {};
  onDrop: (cid: number) => void = () => {};

  constructor(
    private readonly ctx: PluginContext,
    private readonly records = new ContestRecordStore(ctx),
    private readonly teams = new TeamStore(ctx),
  ) {
    ctx.bus.subscribe(CONTEST_CHANGED_CHANNEL, (payload) => {
      const change = payload as ContestChanged & { record?: RecordWire };
      if (change.what === 'record' && change.record) void this.apply(change.cid, fromWire(change.record));
      else this.drop(change.cid);
    });
  }

  /** forget one contest (settings, problems or people changed): the next read loads it again */
  drop(cid: number): void {
    this.states.delete(cid);
    this.onDrop(cid);
  }

  /** a judged record, new or changed (idempotent: the same record twice changes nothing more) */
  async apply(cid: number, r: RecordRow | BoardRecord): Promise<void> {
    const pending = this.states.get(cid);
    const state = pending ? await pending.catch(() => null) : null;
    // not loaded here: the next read reads it with this record
    if (!state) return this.onChange(cid, r.uid, 'unknown', Number(r.time));
    if (state.teamMode && teamIdOf(r.uid) === null && !('teamId' in r && r.teamId)) return;
    const record = compact(r);
    if (!state.store.put(record)) return;
    const open = state.boards.get(variantKey(OPEN_BOARD));
    const before = open?.rowOf(record.uid);
    const was = !open ? 'unknown' : !before ? null : open.isStar(before) ? 'star' : keyOf(before);
    if (state.asked.has(record.uid)) {
      for (const board of state.boards.values()) board.update(record.uid, record.displayId);
      this.onChange(cid, record.uid, was, record.time);
      return;
    }
    // a newcomer: while their name is asked for, more of their records may come (and boards may be
    // built without them); once they are known, every problem of theirs is counted on every board.
    // The change is told only then: a push built while the name was being asked for would not
    // carry the newcomer's row, and their verdict would show on the pages only at a later read
    await this.askPeople(state, [record.uid]);
    const problems = [...(state.store.byUser.get(record.uid)?.keys() ?? [])];
    for (const board of state.boards.values()) for (const displayId of problems) board.update(record.uid, displayId);
    this.onChange(cid, record.uid, was, record.time);
  }

  /** the ranked rows of the contest as `variant` sees it (shared: do not change them) */
  async rows(c: ContestRow, variant: BoardVariant): Promise<RankRow[]> {
    return (await this.board(c, variant)).rows();
  }

  /** the live board of the contest as `variant` sees it (rows() places all its rows, placedAt() those a page shows) */
  async board(c: ContestRow, variant: BoardVariant): Promise<LiveBoard> {
    let pending = this.states.get(c.id);
    let state = pending ? await pending.catch(() => null) : null;
    if (!state || state.modified !== c.gmtModified.getTime()) {
      pending = this.load(c);
      this.states.set(c.id, pending);
      pending.catch(() => this.states.delete(c.id));
      while (this.states.size > KEPT_CONTESTS) this.states.delete(this.states.keys().next().value!);
      state = await pending;
    }
    const key = variantKey(variant);
    let board = state.boards.get(key);
    if (!board) state.boards.set(key, (board = new LiveBoard(c, variant, state.people, state.store)));
    return board;
  }

  private async load(c: ContestRow): Promise<ContestState> {
    // One row per user with their records written out in (time, submitId) order, fields apart by
    // U+001F and records by U+001E: 20,000 rows to parse instead of 500,000 (the read is most of
    // a cold build), and each user's lists come out already in the order the rules read them.
    const rows = await this.records.boardLines(c);
    const store = new RecordStore();
    for (const { uid, recs } of rows) {
      for (const line of recs.split('\u001e')) {
        const f = line.split('\u001f');
        // an empty score or run time is a null one
        store.add({ uid, displayId: f[0], submitId: Number(f[1]), status: Number(f[2]), time: Number(f[3]), score: f[4] ? Number(f[4]) : null, useTime: f[5] ? Number(f[5]) : null });
      }
    }
    const state: ContestState = { modified: c.gmtModified.getTime(), store, people: new Map(), asked: new Set([c.uid]), boards: new Map(), teamMode: c.teamMode };
    await this.askPeople(state, [...store.byUser.keys()]);
    return state;
  }

  /** who is on the board: not the contest's author (never asked), not a super admin (reference §5.1) */
  private async askPeople(state: ContestState, uids: string[]): Promise<void> {
    const asked = uids.filter((uid) => !state.asked.has(uid));
    for (const uid of asked) state.asked.add(uid);
    // a team's row: its name, its affiliation as the school, its members
    const teamIds = asked.map(teamIdOf).filter((id): id is number => id !== null);
    for (let i = 0; i < teamIds.length; i += 5000) {
      const slice = teamIds.slice(i, i + 5000);
      const rows = await this.teams.named(slice);
      const members = await this.teams.membersOf(slice);
      for (const t of rows) {
        state.people.set(teamKey(t.id), {
          uid: teamKey(t.id), username: t.name, nickname: null, realname: null, school: t.affiliation || null, gender: null, avatar: null,
          members: (members.get(t.id) ?? []).map((m) => m.username),
        });
      }
    }
    const wanted = asked.filter((uid) => teamIdOf(uid) === null);
    for (let i = 0; i < wanted.length; i += 5000) {
      for (const u of (await this.ctx.users.byIds(wanted.slice(i, i + 5000))) as PublicUser[]) {
        if (u.roleId === ROLE_IDS.root) continue;
        state.people.set(u.uid, { uid: u.uid, username: u.username, nickname: u.nickname, realname: u.realname, school: u.school, gender: u.gender, avatar: u.avatar });
      }
    }
  }
}

/** a record as the broadcast carries it (JSON: the submit time as a string) */
export type RecordWire = Omit<RecordRow, 'submitTime'> & { submitTime: string };
export const toWire = (r: RecordRow): RecordWire => ({ ...r, time: Number(r.time), submitTime: new Date(r.submitTime).toISOString() });
const fromWire = (r: RecordWire): RecordRow => ({ ...r, submitTime: new Date(r.submitTime) });

