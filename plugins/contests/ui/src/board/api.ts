// The board screens' calls (spec 3 §7, reference §2 Contests): the in-contest and outside
// scoreboards, the scroll board, the admin helper, admin print, rejudge and the rank download.
import { api, type Page } from '@oj/ui';
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
export const downloadPrint = (id: number) => api.download('/api/file/download-contest-print-text', { id }, `print_${id}.txt`);

export const rejudgeContestProblem = (cid: number, pid: number) => api.get('/api/admin/judge/rejudge-contest-problem', { cid, pid });
