// The contestant's calls (spec 3 §7 "Contest", reference §2 Contests): the list, a contest's
// info and access, registration, its problems, announcements and printing.
import { api, type Page } from '@oj/ui';
import type { ContestView, MyTeam, Team } from '../../../shared/browser.ts';

export type { ContestView };

export interface ContestListQuery {
  currentPage: number;
  limit: number;
  status?: number;
  type?: number;
  keyword?: string;
}

/** spec 3 §3 Contest problem; ac and total are null without real-time permission (spec 3 §6) */
export interface ContestProblemRow {
  id?: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color?: string | null;
  ac: number | null;
  total: number | null;
  myStatus?: number | null;
  score?: number | null;
}

export interface ContestAnnouncement {
  id: number;
  title: string;
  content: string;
  username?: string;
  gmtCreate: string;
}

export const getContestList = (q: ContestListQuery) => api.get<Page<ContestView>>('/api/get-contest-list', { ...q, keyword: q.keyword || undefined });
export const getContestInfo = (cid: number) => api.get<ContestView>('/api/get-contest-info', { cid });
/** the reference answers { access }; a bare boolean is read the same */
export const getContestAccess = (cid: number) =>
  api.get<{ access: boolean } | boolean>('/api/get-contest-access', { cid }, { quiet: true }).then((r) => (typeof r.data === 'boolean' ? r.data : !!r.data?.access));
export const registerContest = (cid: number, password: string) => api.post('/api/register-contest', { cid, password });
export const getContestProblems = (cid: number, containsEnd = false) => api.get<ContestProblemRow[]>('/api/get-contest-problem', { cid, containsEnd: containsEnd || undefined });
export const getContestProblemStatus = (cid: number, pidList: number[]) =>
  api.post<Record<string, { status: number; score?: number | null }>>('/api/get-user-problem-status', { pidList, isContestProblemList: true, cid }, { quiet: true });
export const getContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  api.get<Page<ContestAnnouncement>>('/api/get-contest-announcement', { cid, currentPage, limit });
export const getUnreadAnnouncements = (cid: number, readAnnouncementList: number[]) =>
  api.post<ContestAnnouncement[]>('/api/get-contest-not-read-announcement', { cid, readAnnouncementList }, { quiet: true });
export const submitPrint = (cid: number, content: string) => api.post('/api/submit-print-text', { cid, content });

// team contests (issue 16 §1)
export const getTeams = (cid: number, currentPage: number, limit: number) => api.get<Page<Team>>('/api/contest/teams', { cid, currentPage, limit }, { quiet: true });
export const getMyTeam = (cid: number) => api.get<MyTeam | null>('/api/contest/my-team', { cid }, { quiet: true });
export const createTeam = (cid: number, name: string, affiliation: string) => api.post<MyTeam>('/api/contest/team', { cid, name, affiliation });
export const renameTeam = (cid: number, name: string, affiliation: string) => api.put<MyTeam>('/api/contest/team', { cid, name, affiliation });
export const joinTeam = (cid: number, inviteCode: string) => api.post<MyTeam>('/api/contest/team/join', { cid, inviteCode });
export const leaveTeam = (cid: number) => api.post<null>('/api/contest/team/leave', { cid });
export const resetTeamCode = (cid: number) => api.post<MyTeam>('/api/contest/team/reset-code', { cid });
