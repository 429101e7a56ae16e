// The contest admin calls (reference §2 "Admin" contest rows); their payload types come from the
// contract (shared/admin-calls.ts, through the browser entry).
import { api, type Page, type RequestOptions } from '@oj/ui';
import type {
  AdminAnnouncement, AdminContest, AdminContestBody, AdminContestProblem, AdminContestProblemRow, AdminContestRow, ContestProblemWrite, ContestView,
} from '../../../shared/browser.ts';
import type { AdminTeam, ContestTokenRole, IcpcTokenIssued, IcpcTokenView } from '../../../shared/browser.ts';
import { LOCAL_OJ, type Bank, type ProblemDetail } from '@oj/plugin-problems/browser';

export type { AdminAnnouncement, AdminContest, AdminContestBody, AdminContestProblem, AdminContestProblemRow, AdminContestRow, ContestProblemWrite };

export const listContests = (q: { currentPage: number; limit: number; keyword?: string }) => api.get<Page<AdminContestRow>>('/api/admin/contest/get-contest-list', q);
export const getContest = (cid: number) => api.get<AdminContest>('/api/admin/contest', { cid });
export const createContest = (body: AdminContestBody) => api.post<ContestView>('/api/admin/contest', body);
export const updateContest = (body: AdminContestBody) => api.put<null>('/api/admin/contest', body);
export const deleteContest = (cid: number) => api.delete<null>('/api/admin/contest', { cid });
export const cloneContest = (cid: number) => api.get<ContestView>('/api/admin/contest/clone', { cid });
export const changeVisible = (cid: number, visible: boolean) => api.put<null>(`/api/admin/contest/change-contest-visible?cid=${cid}&visible=${visible}`);
/** spec 3 §7: the contest's accepted code as a zip, by user or by problem */
export const downloadAcSubmissions = (cid: number, excludeAdmin: boolean, splitType: 'user' | 'problem') =>
  api.download('/api/file/download-contest-ac-submission', { cid, excludeAdmin, splitType }, `contest_${cid}_ac_submissions.zip`);

export const listContestProblems = (cid: number, q: { currentPage: number; limit: number; keyword?: string }) =>
  api.get<{ problemList: Page<AdminContestProblemRow>; contestProblemMap: Record<string, AdminContestProblem> }>('/api/admin/contest/get-problem-list', { cid, ...q });
/** a problem's place in the contest (display id, title, balloon); refused to others than the contest's admins */
export const getContestProblemRow = (cid: number, pid: number) => api.get<AdminContestProblem>('/api/admin/contest/contest-problem', { cid, pid });
export const updateContestProblem = (body: { id: number; cid: number; pid: number; displayId: string; displayTitle: string; color: string | null }) =>
  api.put<null>('/api/admin/contest/contest-problem', body);
export const addFromPublic = (body: { cid: number; pid: number; displayId: string }) => api.post<AdminContestProblem>('/api/admin/contest/add-problem-from-public', body);
export const createContestProblem = (body: ContestProblemWrite) => api.post<{ pid: number; cpid: number }>('/api/admin/contest/problem', body);
/** a problem of the contest as its form edits it (the problem page's detail) */
export const getContestProblem = (cid: number, pid: number) => api.get<ProblemDetail>('/api/admin/contest/problem', { cid, pid });
export const updateContestProblemWrite = (body: ContestProblemWrite) => api.put<null>('/api/admin/contest/problem', body);
export const removeContestProblem = (cid: number, pid: number) => api.delete<null>('/api/admin/contest/problem', { cid, pid });
/** a remote judge's problem (reference import-remote-oj-problem): imported into the main set (or found imported) and added with its display id; quiet: the dialog shows a refusal */
export const importRemoteProblem = (q: { cid: number; name: string; problemId: string; displayId: string }) =>
  api.get<AdminContestProblem>('/api/admin/contest/import-remote-oj-problem', q, { quiet: true });
/** the remote judges a plugin contributes (the problems plugin's banks, this site's own left out) */
export const listRemoteBanks = () =>
  api.get<Bank[]>('/api/problems/banks', undefined, { quiet: true }).then((r) => r.data.filter((b) => b.oj !== LOCAL_OJ), () => [] as Bank[]);
/** the public bank (the problems plugin's admin list, public problems only) */
export const listPublicProblems = (q: { currentPage: number; limit: number; keyword?: string }) =>
  api.get<Page<{ id: number; problemId: string; title: string }>>('/api/admin/problem/get-problem-list', { ...q, auth: 1 });

export const listAnnouncements = (cid: number, q: { currentPage: number; limit: number }) => api.get<Page<AdminAnnouncement>>('/api/admin/contest/announcement', { cid, ...q });
export const saveAnnouncement = (cid: number, announcement: { id?: number; title: string; content: string; status: number }) =>
  (announcement.id ? api.put<null>('/api/admin/contest/announcement', { cid, announcement }) : api.post<AdminAnnouncement>('/api/admin/contest/announcement', { cid, announcement }));
export const deleteAnnouncement = (aid: number) => api.delete<null>('/api/admin/contest/announcement', { aid });

/** the contest's ICPC Contest API tokens (newest first, revoked ones too); issuing answers the token this once */
export const listIcpcTokens = (cid: number) => api.get<IcpcTokenView[]>('/api/admin/contest/icpc-token', { cid });
export const issueIcpcToken = (body: { cid: number; role: ContestTokenRole; name: string }, opts?: RequestOptions) => api.post<IcpcTokenIssued>('/api/admin/contest/icpc-token', body, opts);
export const revokeIcpcToken = (id: number) => api.delete<null>('/api/admin/contest/icpc-token', { id });

// a team contest's teams (issue 16 §1)
export const listTeams = (cid: number) => api.get<AdminTeam[]>('/api/admin/contest/teams', { cid });
export const saveTeam = (body: { cid: number; id?: number; name: string; affiliation: string; members: string[]; room: string; seat: string }, opts?: RequestOptions) =>
  (body.id ? api.put<{ id: number }>('/api/admin/contest/team', body, opts) : api.post<{ id: number }>('/api/admin/contest/team', body, opts));
export const deleteTeam = (cid: number, id: number) => api.delete<null>('/api/admin/contest/team', { cid, id });
export const importTeams = (cid: number, text: string, opts?: RequestOptions) => api.post<{ count: number }>('/api/admin/contest/teams/import', { cid, text }, opts);
