// The contestant's calls (spec 3 §7 "Contest", reference §2 Contests): the list, a contest's
// info and access, registration, its problems, announcements and printing. They go through the
// calls their routes are mounted from (`contestCalls`, `teamCalls`, shared/calls.ts); the problem
// statuses are the problems plugin's call.
import { api } from '@oj/ui';
import { contestCalls, teamCalls, type ContestView } from '@oj/plugin-contests/browser';
import { problemCalls } from '@oj/plugin-problems/browser';

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

export const getContestList = (q: ContestListQuery) => api.call(contestCalls.list, { query: { ...q, keyword: q.keyword || undefined } });
export const getContestInfo = (cid: number) => api.call(contestCalls.info, { query: { cid } });
/** the route answers { access } */
export const getContestAccess = (cid: number) => api.call(contestCalls.access, { query: { cid } }, { quiet: true }).then((r) => !!r.data?.access);
export const registerContest = (cid: number, password: string) => api.call(contestCalls.register, { body: { cid, password } });
export const getContestProblems = (cid: number, containsEnd = false) =>
  api.call(contestCalls.problems, { query: { cid, containsEnd: containsEnd || undefined } });
export const getContestProblemStatus = (cid: number, pidList: number[]) =>
  api.call(problemCalls.userStatus, { body: { pidList, isContestProblemList: true, cid } }, { quiet: true });
export const getContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  api.call(contestCalls.announcements, { query: { cid, currentPage, limit } });
export const getUnreadAnnouncements = (cid: number, readAnnouncementList: number[]) =>
  api.call(contestCalls.unreadAnnouncements, { body: { cid, readAnnouncementList } }, { quiet: true });
export const submitPrint = (cid: number, content: string) => api.call(contestCalls.print, { body: { cid, content } });

// team contests (issue 16 §1)
export const getTeams = (cid: number, currentPage: number, limit: number) => api.call(teamCalls.list, { query: { cid, currentPage, limit } }, { quiet: true });
export const getMyTeam = (cid: number) => api.call(teamCalls.mine, { query: { cid } }, { quiet: true });
export const createTeam = (cid: number, name: string, affiliation: string) => api.call(teamCalls.create, { body: { cid, name, affiliation } });
export const renameTeam = (cid: number, name: string, affiliation: string) => api.call(teamCalls.rename, { body: { cid, name, affiliation } });
export const joinTeam = (cid: number, inviteCode: string) => api.call(teamCalls.join, { body: { cid, inviteCode } });
export const leaveTeam = (cid: number) => api.call(teamCalls.leave, { body: { cid } });
export const resetTeamCode = (cid: number) => api.call(teamCalls.resetCode, { body: { cid } });
