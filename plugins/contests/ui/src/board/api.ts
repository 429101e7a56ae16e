// The board screens' calls (spec 3 §7, reference §2 Contests): the in-contest and outside
// scoreboards, the scroll board, the admin helper, admin print, rejudge and the rank download.
// They go through the calls their routes are mounted from (shared/calls.ts), except the downloads
// (files). The two rank calls' rows are typed exactly (AcmRankRow | OiRankRow) by their calls,
// whose schema is the rows' loose form the routes write the page ahead with.
import { api, currentLanguage, type CallInput, type TypedCall } from '@oj/ui';
import type { Static } from '@sinclair/typebox';
import { boardCalls, contestAdminCalls, contestCalls } from '@oj/plugin-contests/browser';
import type {
  AcInfo as AcInfoSchema, AcmCell, AcmRankRow, ContestPrint, ContestProblem, ContestView, OiRankRow, RankBody,
} from '@oj/plugin-contests/browser';

export type { ContestView };
export type AcmCellInfo = AcmCell;
export type { AcmRankRow, OiRankRow };
export type RankRow = AcmRankRow | OiRankRow;

export type { ContestProblem };
export type AcInfo = Static<typeof AcInfoSchema>;
export type PrintJob = Static<typeof ContestPrint>;

/**
 * the board's query as the page keeps it: the rank calls' body (shared RankBody) with every field
 * given, the page and its size as numbers (the body also takes them as text)
 */
export type RankQuery = { [K in Exclude<keyof RankBody, 'currentPage' | 'limit'>]-?: NonNullable<RankBody[K]> } & { currentPage: number; limit: number };

const body = (q: RankQuery): RankBody => ({ ...q, keyword: q.keyword || undefined });

export const getContestRank = (q: RankQuery) => api.call(boardCalls.rank, { body: body(q) }, { quiet: true });
export const getOutsideBoard = (q: RankQuery) => api.call(boardCalls.outsideRank, { body: body(q) }, { quiet: true });
export const getContestInfo = (cid: number) => api.call(contestCalls.info, { query: { cid } });
export const getContestProblems = (cid: number, containsEnd = false) => api.call(contestCalls.problems, { query: { cid, containsEnd: containsEnd || undefined } });
export const getOutsideInfo = (cid: number) => api.call(boardCalls.outsideInfo, { query: { cid } });
export const downloadRank = (cid: number, q: { forceRefresh: boolean; removeStar: boolean; containEnd: boolean }) =>
  api.download('/api/file/download-contest-rank', { cid, ...q }, `contest_${cid}_rank.csv`);

export const getAcInfo = (cid: number, currentPage: number, limit: number) => api.call(boardCalls.acInfo, { query: { cid, currentPage, limit } });
export const checkAcInfo = (cid: number, id: number, checked: boolean) => api.call(boardCalls.checkAcInfo, { body: { cid, id, checked } });

export const getPrints = (cid: number, currentPage: number, limit: number) => api.call(boardCalls.prints, { query: { cid, currentPage, limit } });
export const checkPrint = (cid: number, id: number) => api.call(boardCalls.checkPrint, { query: { id, cid } });
export const requeuePrint = (cid: number, id: number) => api.call(boardCalls.requeuePrint, { query: { id, cid } });
export const downloadPrint = (id: number) => api.download('/api/file/download-contest-print-text', { id }, `print_${id}.txt`);

export const rejudgeContestProblem = (cid: number, pid: number) => api.call(contestAdminCalls.rejudgeProblem, { query: { cid, pid } });

// ---- the balloon runner page (server/balloons.ts) ----

export type { Balloon, BalloonList, BalloonState, Seat } from '@oj/plugin-contests/browser';
import type { BalloonState as BalloonStateT } from '@oj/plugin-contests/browser';

export interface BalloonFilter { state: BalloonStateT; room?: string; problem?: string; currentPage: number; limit: number }

/** the page's answer, whoever called: the envelope's status and message with the data */
export interface RunnerAnswer<T> { status: number; msg: string; data: T | null }

/**
 * A runner's call, typed by the call the route is mounted from (its path, method, query, body and
 * answer). With a balloon token it goes straight to the server with only that token (no site
 * session: a refused token must not sign anyone out); without one, as the signed-in admin.
 */
async function runnerCall<Q extends Record<string, string | number | undefined> | undefined, B, T>(
  call: TypedCall<Q, B, T>, token: string | null, input: CallInput<Q, B>,
): Promise<RunnerAnswer<T>> {
  const { method, path: url } = call;
  const { query: params, body } = input as { query?: Q; body?: B };
  if (!token) {
    try {
      const res = await api.call(call, input, { quiet: true });
      return { status: 200, msg: res.msg, data: res.data };
    } catch (e) {
      const b = (e as { body?: { status?: number; msg?: string } | null }).body;
      return { status: b?.status ?? 500, msg: b?.msg ?? (e instanceof Error ? e.message : String(e)), data: null };
    }
  }
  const query = new URLSearchParams(Object.entries(params ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const res = await fetch(`${url}${method === 'GET' ? `?${query}` : ''}`, {
    method,
    headers: { 'X-Contest-Token': token, 'Accept-Language': currentLanguage(), Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json().catch(() => null)) as { status?: number; msg?: string; data?: T } | null;
  return { status: env?.status ?? res.status, msg: env?.msg ?? res.statusText, data: env?.data ?? null };
}

export const getBalloons = (cid: number, f: BalloonFilter, token: string | null) =>
  runnerCall(boardCalls.balloons, token, { query: { cid, state: f.state, room: f.room, problem: f.problem, currentPage: f.currentPage, limit: f.limit } });
export const deliverBalloon = (cid: number, id: number, delivered: boolean, token: string | null) =>
  runnerCall(boardCalls.deliverBalloon, token, { body: { cid, id, delivered } });
export const getSeats = (cid: number) => api.call(contestAdminCalls.seats, { query: { cid } }, { quiet: true });
export const putSeats = (cid: number, text: string) => api.call(contestAdminCalls.putSeats, { body: { cid, text } }, { quiet: true });
