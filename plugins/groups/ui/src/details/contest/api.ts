// A group's contest calls (spec 3 §7 "Contests" under Groups): the shapes are the routes' own
// schemas (the groups plugin's shared/contest-calls.ts and the contests plugin's admin payloads).
// groupContestCalls() answers the contests plugin's admin pages with them (their scope).
import { api, type Page } from '@oj/ui';
import type { GroupAdminContestRow, GroupContestListQuery } from '@oj/plugin-groups/browser';
import type { ContestView } from '@oj/plugin-contests/browser';
import type { AdminAnnouncement, AdminContest, AdminContestBody, AdminContestProblem, ContestAdminCalls } from '@oj/plugin-contests/admin-ui';
import type { AdminProblem, CaseRow } from '@oj/plugin-problems/admin-form';

export type { ContestView, GroupAdminContestRow };

export const getGroupContests = (q: GroupContestListQuery) => api.get<Page<ContestView>>('/api/group/get-contest-list', { ...q });
export const getGroupAdminContests = (q: GroupContestListQuery) => api.get<Page<GroupAdminContestRow>>('/api/group/get-admin-contest-list', { ...q });
export const deleteGroupContest = (cid: number) => api.delete<null>('/api/group/contest', { cid });
export const changeGroupContestVisible = (cid: number, visible: boolean) =>
  api.put<null>('/api/group/change-contest-visible', undefined, { params: { cid, visible } });

/** the contest admin pages' calls for the contests of group `gid` */
export function groupContestCalls(gid: number): ContestAdminCalls {
  return {
    getContest: (cid) => api.get<AdminContest>('/api/group/contest', { cid }),
    createContest: (body: AdminContestBody) => api.post<ContestView>('/api/group/contest', { ...body, gid }),
    updateContest: (body: AdminContestBody) => api.put<null>('/api/group/contest', { ...body, gid }),
    listContestProblems: (cid, q) => api.get('/api/group/get-contest-problem-list', { cid, ...q }),
    getContestProblemRow: (cid, pid) => api.get<AdminContestProblem>('/api/group/contest-problem', { cid, pid }),
    updateContestProblem: (body) => api.put<null>('/api/group/contest-problem', body),
    addFromPublic: (body) => api.post<AdminContestProblem>('/api/group/add-contest-problem-from-public', body),
    createContestProblem: (body) => api.post<{ pid: number; cpid: number }>('/api/group/contest-problem', body),
    updateContestProblemWrite: (body) => api.put<null>('/api/group/contest-problem', body),
    removeContestProblem: (cid, pid) => api.delete<null>('/api/group/contest-problem', { cid, pid }),
    // the main set's public problems, as anyone lists them
    async listPublicProblems(q) {
      const res = await api.get<Page<{ pid: number; problemId: string; title: string }>>('/api/get-problem-list', { ...q });
      return { ...res, data: { ...res.data, records: res.data.records.map((p) => ({ id: p.pid, problemId: p.problemId, title: p.title })) } };
    },
    listAnnouncements: (cid, q) => api.get('/api/group/get-contest-announcement-list', { cid, ...q }),
    saveAnnouncement: (cid, announcement) => (announcement.id
      ? api.put<null>('/api/group/contest-announcement', { cid, announcement })
      : api.post<AdminAnnouncement>('/api/group/contest-announcement', { cid, announcement })),
    deleteAnnouncement: (cid, aid) => api.delete<null>('/api/group/contest-announcement', { cid, aid }),
    problemLanguages: async (_cid, pid) => (await api.get<Array<{ name: string }>>('/api/get-problem-languages', { pid })).data.map((l) => l.name),
    // a problem of the group as the group's admins read it
    getProblem: (pid) => api.get<AdminProblem>('/api/group/problem', { pid }),
    getCases: (pid) => api.get<CaseRow[]>('/api/group/get-problem-cases', { pid }),
    addFromOwner: (cid, problemId, displayId) => api.post<AdminContestProblem>('/api/group/add-contest-problem-from-group', undefined, { params: { cid, problemId, displayId } }),
  };
}
