// The board's calls (spec 3 §7, reference §5): the in-contest rank, the public outside
// scoreboard and its contest info, the scroll board's two calls and the rank download. Rows come
// from board.ts; who may see which board is decided here with access.ts.
import { FileBytes, OjError, mountCall, ok, type AuthUser, type PluginContext } from '@oj/sdk';
import { CONTEST_STATUS, CONTEST_TYPE, SCOREBOARD_DEFAULT_PAGE_SIZE, SCOREBOARD_PAGE_SIZES, type ContestView } from '../shared/index.ts';
import { problemsService } from '@oj/plugin-problems/shared';
import { JudgeStatus } from '@oj/plugin-submissions/shared';
import { RankDownloadQuery, type RankBody } from '../shared/board.ts';
import { boardCalls } from '../shared/calls.ts';
import { rowKey, sealedFor, shownName, type LiveBoard, type RankRow } from './board.ts';
import type { FastifyReply } from 'fastify';
import type { Boards } from './boards.ts';
import { statusOf, toView, truthy, type ContestRow } from './core.ts';
import type { ContestAccess } from './access.ts';
import type { ContestRecordStore } from './stores/records.ts';

const MAX_BOARD_PAGE = Math.max(...SCOREBOARD_PAGE_SIZES);
/**
 * The rank routes are mounted from their calls (boardCalls.rank, .outsideRank): path, body and the
 * answer's schema (the rows' loose form, fast to serialise) come from there. Their handlers send
 * the page written out ahead by the route's own serializer (`answer`, kept per page) as that text:
 * a string with a JSON content type goes out as it is, not serialised again.
 */
const JSON_TEXT = 'application/json; charset=utf-8';

/** what a board search matches (shown name and school, lower case), kept per row object (a board's rows live as long as it) */
const searchTexts = new WeakMap<RankRow, string>();
function searchText(c: ContestRow, r: RankRow): string {
  let text = searchTexts.get(r);
  if (text === undefined) searchTexts.set(r, (text = `${shownName(c, r)}\u0000${r.school ?? ''}`.toLowerCase()));
  return text;
}

/**
 * A page of the board for one caller: the keyword filter, then the followed and own rows on top of
 * page 1. Rows are chosen by their positions in the board's order and only those are placed (rank
 * and award as over the whole board): a read after a verdict costs the page, not the contest.
 */
function pageOf(c: ContestRow, board: LiveBoard, body: RankBody, viewer: AuthUser | null) {
  const { size, current } = pageSize(body);
  const order = board.live();
  const keyword = body.keyword?.trim().toLowerCase();
  const removeStar = !!body.removeStar && board.hasStars();
  // the matching positions; null: all of them
  let positions: readonly number[] | null = null;
  if (keyword) {
    const found: number[] = [];
    for (let p = 0; p < order.length; p++) if (searchText(c, order[p]).includes(keyword) && !(removeStar && board.isStar(order[p]))) found.push(p);
    positions = found;
  } else if (removeStar) positions = board.officialPositions();
  const total = positions ? positions.length : order.length;
  const from = (current - 1) * size;
  const slice = positions ? positions.slice(from, from + size) : Array.from({ length: Math.max(0, Math.min(size, order.length - from)) }, (_, i) => from + i);
  const records: RankRow[] = board.placedAt(slice);
  if (current === 1) records.unshift(...rowsOnTop(c, board, body, viewer));
  return { records, total, size, current, pages: Math.max(1, Math.ceil(total / size)) };
}

/** the followed users' and the caller's rows that go on top of page 1, found by uid (not by a walk of the board), in the board's order */
function rowsOnTop(c: ContestRow, board: LiveBoard, body: RankBody, viewer: AuthUser | null): RankRow[] {
  const keyword = body.keyword?.trim().toLowerCase();
  const removeStar = !!body.removeStar && board.hasStars();
  const top = [...concerned(body, viewer)].map((uid) => board.rowOf(uid))
    .filter((r): r is RankRow => !!r && !(removeStar && board.isStar(r)) && (!keyword || searchText(c, r).includes(keyword)))
    .map((r) => board.position(r))
    .sort((x, y) => x - y);
  return board.placedAt(top).map((r) => ({ ...r, isConcerned: true }));
}

function pageSize(body: RankBody): { size: number; current: number } {
  const asked = Number(body.limit);
  const size = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_BOARD_PAGE) : SCOREBOARD_DEFAULT_PAGE_SIZE;
  const askedPage = Number(body.currentPage);
  return { size, current: Number.isInteger(askedPage) && askedPage > 0 ? askedPage : 1 };
}

/** the uids whose rows go on top of page 1: the followed users and the caller */
function concerned(body: RankBody, viewer: AuthUser | null): Set<string> {
  const wanted = new Set(body.concernedList ?? []);
  if (viewer) wanted.add(viewer.uid);
  return wanted;
}

/**
 * Pages that are the same for everyone (no search; page 1 only when nobody's row goes on top), kept
 * written out per board until its rows change: a read sends the kept text as it is.
 */
const written = new WeakMap<LiveBoard, { version: number; pages: Map<string, string> }>();
function writtenPage(board: LiveBoard, key: string, write: () => string): string {
  let kept = written.get(board);
  if (!kept || kept.version !== board.version) written.set(board, (kept = { version: board.version, pages: new Map() }));
  let text = kept.pages.get(key);
  if (text === undefined) kept.pages.set(key, (text = write()));
  return text;
}

/** the board page as the answer's text: kept when it is the same for everyone */
function answer(c: ContestRow, board: LiveBoard, body: RankBody, viewer: AuthUser | null, reply: FastifyReply): string {
  const { size, current } = pageSize(body);
  const write = () => reply.serialize(ok(pageOf(c, board, body, viewer))) as string;
  if (body.keyword?.trim()) return write();
  const everyone = { ...body, concernedList: [] };
  const page = writtenPage(board, `${current}|${size}|${body.removeStar ? 1 : 0}`, () => reply.serialize(ok(pageOf(c, board, everyone, null))) as string);
  const top = current === 1 ? rowsOnTop(c, board, body, viewer) : [];
  if (!top.length) return page;
  // page 1 with rows on top (a contestant on the board, the followed users): the kept page with
  // those rows written in front of its own (a read after a verdict places and writes only them)
  return withRowsOnTop(page, reply.serialize(ok({ records: top, total: 0, size, current, pages: 1 })) as string) ?? write();
}

const RECORDS_OPEN = '"records":[';
const RECORDS_CLOSE = '],"total":';
/**
 * The kept page's text with the rows of `tops` (a page written by the same serializer) in front of
 * its records; null when either text is not of the page's shape. The markers cannot occur inside a
 * written string (its quotes are escaped), so the first opening and the last closing are the array's.
 */
export function withRowsOnTop(page: string, tops: string): string | null {
  const at = page.indexOf(RECORDS_OPEN);
  const from = tops.indexOf(RECORDS_OPEN);
  const to = tops.lastIndexOf(RECORDS_CLOSE);
  if (at < 0 || from < 0 || to < from || page.lastIndexOf(RECORDS_CLOSE) < at) return null;
  const rows = tops.slice(from + RECORDS_OPEN.length, to);
  if (!rows) return page;
  const rest = page.slice(at + RECORDS_OPEN.length);
  return `${page.slice(0, at + RECORDS_OPEN.length)}${rows}${rest.startsWith(']') ? '' : ','}${rest}`;
}

export function rankRoutes(ctx: PluginContext, access: ContestAccess, boards: Boards, records: ContestRecordStore): void {
  async function liveBoard(c: ContestRow, viewer: AuthUser | null, body: { forceRefresh?: unknown; containsEnd?: unknown }): Promise<LiveBoard> {
    const admin = await access.isAdmin(viewer, c);
    return boards.board(c, { sealed: sealedFor(c, admin, truthy(body.forceRefresh)), containsEnd: truthy(body.containsEnd) });
  }
  const board = async (c: ContestRow, viewer: AuthUser | null, body: { forceRefresh?: unknown; containsEnd?: unknown }): Promise<readonly RankRow[]> =>
    (await liveBoard(c, viewer, body)).rows();
  mountCall(ctx.http, boardCalls.rank, { config: { auth: true }, tags: ['contests'] }, async (request, reply) => {
    const user = request.user!;
    const { contest: c } = await access.enter(user, request.body.cid, Date.now(), true);
    return reply.type(JSON_TEXT).send(answer(c, await liveBoard(c, user, request.body), request.body, user, reply));
  });

  mountCall(ctx.http, boardCalls.outsideRank, { config: { public: true }, tags: ['contests'] }, async (request, reply) => {
    const viewer = request.user ?? null;
    const c = await access.outsideBoard(viewer, request.body.cid);
    return reply.type(JSON_TEXT).send(answer(c, await liveBoard(c, viewer, request.body), request.body, viewer, reply));
  });

  mountCall(ctx.http, boardCalls.outsideInfo, { config: { public: true }, tags: ['contests'] }, async (request) => {
    const c = await access.outsideBoard(request.user ?? null, request.query.cid);
    const problems = await access.contests.problems(c.id);
    const contest: ContestView = toView(c);
    const typeOf = new Map((await ctx.services.get(problemsService).getProblemsByIds(problems.map((p) => p.pid))).map((p) => [p.pid, p.type]));
    return ok({
      contest,
      problemList: problems.map((p) => ({ id: p.id, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color, ac: null, total: null, myStatus: JudgeStatus.NOT_SUBMITTED, score: null, type: typeOf.get(p.pid) ?? c.type })),
    });
  });

  /** the scroll board (reference §5.3): an ended ACM contest with a sealed board, to those who may see its outside board */
  async function scrollable(viewer: AuthUser | null, cid: number): Promise<ContestRow> {
    const c = await access.outsideBoard(viewer, cid);
    if (c.type !== CONTEST_TYPE.acm || !c.sealRank || statusOf(c) !== CONTEST_STATUS.ended) throw new OjError('CONTESTS_SCROLL_BOARD_UNAVAILABLE');
    return c;
  }

  mountCall(ctx.http, boardCalls.scrollInfo, { config: { public: true }, tags: ['contests'] }, async (request) => {
    const c = await scrollable(request.user ?? null, request.query.cid);
    const problems = await access.contests.problems(c.id);
    return ok({
      id: c.id, title: c.title, startTime: c.startTime.toISOString(), endTime: c.endTime.toISOString(),
      sealRankTime: c.sealRankTime ? c.sealRankTime.toISOString() : null, rankShowName: c.rankShowName,
      problemCount: problems.length,
      problemList: problems.map((p) => ({ displayId: p.displayId, color: p.color })),
      balloonColor: Object.fromEntries(problems.filter((p) => p.color).map((p) => [p.displayId, p.color!])),
      starUserList: c.starAccount ?? [],
    });
  });

  mountCall(ctx.http, boardCalls.scrollSubmissions, { config: { public: true }, tags: ['contests'] }, async (request) => {
    const c = await scrollable(request.user ?? null, request.query.cid);
    // the people of the real board (not its author, not super admins), without the stars when asked
    const onBoard = new Map((await boards.rows(c, { sealed: false, containsEnd: false })).map((r) => [r.uid, r]));
    const stars = new Set(c.starAccount ?? []);
    const replayed = await records.replay(c);
    const removeStar = truthy(request.query.removeStar);
    return ok(replayed.flatMap((r) => {
      // a team contest's submission is its team's (the board's row key)
      const key = c.teamMode ? (r.teamId ? rowKey(r) : null) : r.uid;
      const person = key === null ? undefined : onBoard.get(key);
      if (!person || (removeStar && stars.has(person.username))) return [];
      return [{
        uid: person.uid, username: person.username, nickname: person.nickname, realname: person.realname, school: person.school,
        displayId: r.displayId, status: r.status!, time: Number(r.time), submitTime: r.submitTime.toISOString(),
      }];
    }));
  });

  // reference: an Excel file; here CSV (UTF-8 with a BOM, so spreadsheet programs read Chinese names)
  ctx.http.get('/api/file/download-contest-rank', {
    config: { auth: true },
    schema: { tags: ['files'], querystring: RankDownloadQuery, produces: ['text/csv'], response: { 200: FileBytes } },
  }, async (request, reply) => {
    const user = request.user!;
    const c = await access.administer(user, request.query.cid);
    const rows = (await board(c, user, { forceRefresh: request.query.forceRefresh, containsEnd: request.query.containEnd }))
      .filter((r) => !(truthy(request.query.removeStar) && r.rank === -1));
    const problems = await access.contests.problems(c.id);
    const t = (key: string) => ctx.i18n.t(request.locale, key);
    const acm = c.type === CONTEST_TYPE.acm;
    const head = [t('CONTESTS_CSV_RANK'), t('CONTESTS_CSV_USERNAME'), t('CONTESTS_CSV_NAME'), t('CONTESTS_CSV_SCHOOL'),
      acm ? t('CONTESTS_CSV_SOLVED') : t('CONTESTS_CSV_SCORE'), acm ? t('CONTESTS_CSV_PENALTY') : t('CONTESTS_CSV_TIME'), ...problems.map((p) => p.displayId)];
    const lines = [head];
    for (const r of rows) {
      const cells = problems.map((p) => {
        if ('ac' in r) {
          const cell = r.submissionInfo[p.displayId];
          if (!cell) return '';
          if (cell.isAC) return `${Math.floor((cell.ACTime ?? 0) / 60)}${cell.errorNum ? ` (-${cell.errorNum})` : ''}${cell.isAfterContest ? '*' : ''}`;
          return cell.tryNum ? `? (${cell.errorNum + cell.tryNum})` : `-${cell.errorNum}`;
        }
        const score = r.submissionInfo[p.displayId];
        return score === undefined ? '' : String(score);
      });
      lines.push([
        r.rank === -1 ? '*' : String(r.rank), r.username, shownName(c, r), r.school ?? '',
        'ac' in r ? String(r.ac) : String(r.totalScore), 'ac' in r ? String(Math.floor(r.totalTime / 60)) : String(r.totalTime), ...cells,
      ]);
    }
    const csv = `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="contest_${c.id}_rank.csv"`);
    return reply.send(csv);
  });
}

/** one CSV field: quoted when needed, and never read as a formula by a spreadsheet */
function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) && !/^-\d+$/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
