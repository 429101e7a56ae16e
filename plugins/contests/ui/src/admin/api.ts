// The contest admin calls (reference §2 "Admin" contest rows), made through the calls their routes
// are mounted from (`contestAdminCalls`, shared/calls.ts): the path, the query, the body and the
// answer's type come from there. The problems plugin's routes go through its calls (`problemCalls`)
// where it defines one.
import { api, type RequestOptions } from '@oj/ui';
import { contestAdminCalls } from '@oj/plugin-contests/browser';
import type {
  AdminAnnouncement, AdminContest, AdminContestBody, AdminContestProblem, AdminContestProblemRow, AdminContestRow, ContestProblemWrite, ContestTokenRole,
} from '@oj/plugin-contests/browser';
import { LOCAL_OJ, adminProblemCalls, problemCalls, type Bank } from '@oj/plugin-problems/browser';

export type { AdminAnnouncement, AdminContest, AdminContestBody, AdminContestProblem, AdminContestProblemRow, AdminContestRow, ContestProblemWrite };

const calls = contestAdminCalls;

export const listContests = (q: { currentPage: number; limit: number; keyword?: string }) => api.call(calls.list, { query: q });
export const getContest = (cid: number) => api.call(calls.get, { query: { cid } });
export const createContest = (body: AdminContestBody) => api.call(calls.create, { body });
export const updateContest = (body: AdminContestBody) => api.call(calls.update, { body });
export const deleteContest = (cid: number) => api.call(calls.remove, { query: { cid } });
export const cloneContest = (cid: number) => api.call(calls.clone, { query: { cid } });
export const changeVisible = (cid: number, visible: boolean) => api.call(calls.setVisible, { query: { cid, visible } });
/** spec 3 §7: the contest's accepted code as a zip, by user or by problem */
export const downloadAcSubmissions = (cid: number, excludeAdmin: boolean, splitType: 'user' | 'problem') =>
  api.download('/api/file/download-contest-ac-submission', { cid, excludeAdmin, splitType }, `contest_${cid}_ac_submissions.zip`);

export const listContestProblems = (cid: number, q: { currentPage: number; limit: number; keyword?: string }) =>
  api.call(calls.problems, { query: { cid, ...q } });
/** a problem's place in the contest (display id, title, balloon); refused to others than the contest's admins */
export const getContestProblemRow = (cid: number, pid: number) => api.call(calls.contestProblem, { query: { cid, pid } });
export const updateContestProblem = (body: { id: number; cid: number; pid: number; displayId: string; displayTitle: string; color: string | null }) =>
  api.call(calls.placeProblem, { body });
export const addFromPublic = (body: { cid: number; pid: number; displayId: string }) => api.call(calls.addFromPublic, { body });
export const createContestProblem = (body: ContestProblemWrite) => api.call(calls.createProblem, { body });
/**
 * a problem of the contest as its form edits it. With the contest named the route answers the
 * problem page's detail only; the call's answer also admits the reference's row (asked without the
 * contest), so a reader tells the two apart (`'languages' in data`).
 */
export const getContestProblem = (cid: number, pid: number) => api.call(calls.problem, { query: { cid, pid } });
export const updateContestProblemWrite = (body: ContestProblemWrite) => api.call(calls.updateProblem, { body });
export const removeContestProblem = (cid: number, pid: number) => api.call(calls.removeProblem, { query: { cid, pid } });
/** a remote judge's problem (reference import-remote-oj-problem): imported into the main set (or found imported) and added with its display id; quiet: the dialog shows a refusal */
export const importRemoteProblem = (q: { cid: number; name: string; problemId: string; displayId: string }) =>
  api.call(calls.importRemote, { query: q }, { quiet: true });
/** the remote judges a plugin contributes (the problems plugin's banks, this site's own left out) */
export const listRemoteBanks = () =>
  api.call(problemCalls.banks, undefined, { quiet: true }).then((r) => r.data.filter((b) => b.oj !== LOCAL_OJ), () => [] as Bank[]);
/** the public bank (the problems plugin's admin list, public problems only) */
export const listPublicProblems = (q: { currentPage: number; limit: number; keyword?: string }) =>
  api.call(adminProblemCalls.list, { query: { ...q, auth: 1 } });

export const listAnnouncements = (cid: number, q: { currentPage: number; limit: number }) => api.call(calls.announcements, { query: { cid, ...q } });
export const saveAnnouncement = (cid: number, announcement: { id?: number; title: string; content: string; status: number }) =>
  (announcement.id ? api.call(calls.updateAnnouncement, { body: { cid, announcement } }) : api.call(calls.addAnnouncement, { body: { cid, announcement } }));
export const deleteAnnouncement = (aid: number) => api.call(calls.removeAnnouncement, { query: { aid } });

/** the contest's ICPC Contest API tokens (newest first, revoked ones too); issuing answers the token this once */
export const listIcpcTokens = (cid: number) => api.call(calls.icpcTokens, { query: { cid } });
export const issueIcpcToken = (body: { cid: number; role: ContestTokenRole; name: string }, opts?: RequestOptions) => api.call(calls.issueIcpcToken, { body }, opts);
export const revokeIcpcToken = (id: number) => api.call(calls.revokeIcpcToken, { query: { id } });

// a team contest's teams (issue 16 §1)
export const listTeams = (cid: number) => api.call(calls.teams, { query: { cid } });
export const saveTeam = (body: { cid: number; id?: number; name: string; affiliation: string; members: string[]; room: string; seat: string }, opts?: RequestOptions) =>
  (body.id ? api.call(calls.updateTeam, { body }, opts) : api.call(calls.addTeam, { body }, opts));
export const deleteTeam = (cid: number, id: number) => api.call(calls.removeTeam, { query: { cid, id } });
export const importTeams = (cid: number, text: string, opts?: RequestOptions) => api.call(calls.importTeams, { body: { cid, text } }, opts);
