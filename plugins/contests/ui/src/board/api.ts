// The board screens' calls (spec 3 §7, reference §2 Contests): the in-contest and outside
// scoreboards, the scroll board, the admin helper, admin print, rejudge and the rank download.
import { api, currentLanguage, type Page } from '@oj/ui';
import type { Static } from '@sinclair/typebox';
import type { AcInfo as AcInfoSchema, AcmCell, AcmRankRow, ContestPrint, ContestProblem, ContestView, OiRankRow } from '../../../shared/browser.ts';

export type { ContestView };
export type AcmCellInfo = AcmCell;
export type { AcmRankRow, OiRankRow };
export type RankRow = AcmRankRow | OiRankRow;

export type { ContestProblem };
export type AcInfo = Static<typeof AcInfoSchema>;
export type PrintJob = Static<typeof ContestPrint>;

export interface RankQuery {
  cid: number;
  currentPage: number;
  limit: number;
  forceRefresh: boolean;
  removeStar: boolean;
  concernedList: string[];
  keyword: string;
  containsEnd: boolean;
}

const body = (q: RankQuery) => ({ ...q, keyword: q.keyword || undefined });

export const getContestRank = (q: RankQuery) => api.post<Page<RankRow>>('/api/get-contest-rank', body(q), { quiet: true });
export const getOutsideBoard = (q: RankQuery) => api.post<Page<RankRow>>('/api/get-contest-outside-scoreboard', body(q), { quiet: true });
export const getContestInfo = (cid: number) => api.get<ContestView>('/api/get-contest-info', { cid });
export const getContestProblems = (cid: number, containsEnd = false) => api.get<ContestProblem[]>('/api/get-contest-problem', { cid, containsEnd: containsEnd || undefined });
export const getOutsideInfo = (cid: number) => api.get<{ contest: ContestView; problemList: ContestProblem[] }>('/api/get-contest-outsize-info', { cid });
export const downloadRank = (cid: number, q: { forceRefresh: boolean; removeStar: boolean; containEnd: boolean }) =>
  api.download('/api/file/download-contest-rank', { cid, ...q }, `contest_${cid}_rank.csv`);

export const getAcInfo = (cid: number, currentPage: number, limit: number) => api.get<Page<AcInfo>>('/api/get-contest-ac-info', { cid, currentPage, limit });
export const checkAcInfo = (cid: number, id: number, checked: boolean) => api.put('/api/check-contest-ac-info', { cid, id, checked });

export const getPrints = (cid: number, currentPage: number, limit: number) => api.get<Page<PrintJob>>('/api/get-contest-print', { cid, currentPage, limit });
export const checkPrint = (cid: number, id: number) => api.put('/api/check-contest-print-status', undefined, { params: { id, cid } });
export const requeuePrint = (cid: number, id: number) => api.put('/api/admin/contest/print-requeue', undefined, { params: { id, cid } });
export const downloadPrint = (id: number) => api.download('/api/file/download-contest-print-text', { id }, `print_${id}.txt`);

export const rejudgeContestProblem = (cid: number, pid: number) => api.get('/api/admin/judge/rejudge-contest-problem', { cid, pid });

// ---- the balloon runner page (server/balloons.ts) ----

export type { Balloon, BalloonList, BalloonState, Seat } from '../../../shared/browser.ts';
import type { BalloonList as BalloonListT, BalloonState as BalloonStateT, Seat as SeatT } from '../../../shared/browser.ts';

export interface BalloonFilter { state: BalloonStateT; room?: string; problem?: string; currentPage: number; limit: number }

/** the page's answer, whoever called: the envelope's status and message with the data */
export interface RunnerAnswer<T> { status: number; msg: string; data: T | null }

/**
 * A runner's call. With a balloon token it goes straight to the server with only that token (no
 * site session: a refused token must not sign anyone out); without one, as the signed-in admin.
 */
async function runnerCall<T>(method: 'GET' | 'PUT', url: string, token: string | null, params: Record<string, string | number | undefined>, body?: unknown): Promise<RunnerAnswer<T>> {
  if (!token) {
    try {
      const res = method === 'GET' ? await api.get<T>(url, params, { quiet: true }) : await api.put<T>(url, body, { quiet: true });
      return { status: 200, msg: res.msg, data: res.data };
    } catch (e) {
      const b = (e as { body?: { status?: number; msg?: string } | null }).body;
      return { status: b?.status ?? 500, msg: b?.msg ?? (e instanceof Error ? e.message : String(e)), data: null };
    }
  }
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const res = await fetch(`${url}${method === 'GET' ? `?${query}` : ''}`, {
    method,
    headers: { 'X-Contest-Token': token, 'Accept-Language': currentLanguage(), Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json().catch(() => null)) as { status?: number; msg?: string; data?: T } | null;
  return { status: env?.status ?? res.status, msg: env?.msg ?? res.statusText, data: env?.data ?? null };
}

export const getBalloons = (cid: number, f: BalloonFilter, token: string | null) =>
  runnerCall<BalloonListT>('GET', '/api/contest/balloons', token, { cid, state: f.state, room: f.room, problem: f.problem, currentPage: f.currentPage, limit: f.limit });
export const deliverBalloon = (cid: number, id: number, delivered: boolean, token: string | null) =>
  runnerCall<null>('PUT', '/api/contest/balloons/deliver', token, {}, { cid, id, delivered });
export const getSeats = (cid: number) => api.get<SeatT[]>('/api/admin/contest/seats', { cid }, { quiet: true });
export const putSeats = (cid: number, text: string) => api.put<{ count: number }>('/api/admin/contest/seats', { cid, text }, { quiet: true });
