// A group's contest calls (spec 3 §7 "Contests" under Groups): each is the route's own call (the
// groups plugin's shared/calls.ts, its shapes from shared/contest-calls.ts and the contests plugin's
// admin payloads; the problems' reads the problems plugin's calls and the group problem form's).
// groupContestCalls() answers the contests plugin's admin pages with them (their scope).
import { api } from '@oj/ui';
import { groupContestCalls as contestCalls, type GroupAdminContestRow, type GroupContestListQuery } from '@oj/plugin-groups/browser';
import type { ContestView } from '@oj/plugin-contests/browser';
import type { AdminContestBody, ContestAdminCalls } from '@oj/plugin-contests/admin-ui';
import { problemCalls } from '@oj/plugin-problems/browser';
import { getGroupProblem, getGroupProblemCases } from '../problem/api.js';

export type { ContestView, GroupAdminContestRow };

export const getGroupContests = (q: GroupContestListQuery) => api.call(contestCalls.list, { query: q });
export const getGroupAdminContests = (q: GroupContestListQuery) => api.call(contestCalls.adminList, { query: q });
export const deleteGroupContest = (cid: number) => api.call(contestCalls.remove, { query: { cid } });
export const changeGroupContestVisible = (cid: number, visible: boolean) =>
  api.call(contestCalls.setVisible, { query: { cid, visible } });

/** the contest admin pages' calls for the contests of group `gid` */
export function groupContestCalls(gid: number): ContestAdminCalls {
  return {
    getContest: (cid) => api.call(contestCalls.get, { query: { cid } }),
    createContest: (body: AdminContestBody) => api.call(contestCalls.create, { body: { ...body, gid } }),
    updateContest: (body: AdminContestBody) => api.call(contestCalls.update, { body: { ...body, gid } }),
    listContestProblems: (cid, q) => api.call(contestCalls.problems, { query: { cid, ...q } }),
    getContestProblemRow: (cid, pid) => api.call(contestCalls.problem, { query: { cid, pid } }),
    updateContestProblem: (body) => api.call(contestCalls.updateProblem, { body }),
    addFromPublic: (body) => api.call(contestCalls.addFromPublic, { body }),
    createContestProblem: (body) => api.call(contestCalls.createProblem, { body }),
    updateContestProblemWrite: (body) => api.call(contestCalls.updateProblem, { body }),
    removeContestProblem: (cid, pid) => api.call(contestCalls.removeProblem, { query: { cid, pid } }),
    // the main set's public problems, as anyone lists them
    async listPublicProblems(q) {
      const res = await api.call(problemCalls.list, { query: { ...q } });
      return { ...res, data: { ...res.data, records: res.data.records.map((p) => ({ id: p.pid, problemId: p.problemId, title: p.title })) } };
    },
    listAnnouncements: (cid, q) => api.call(contestCalls.announcements, { query: { cid, ...q } }),
    saveAnnouncement: (cid, announcement) => (announcement.id
      ? api.call(contestCalls.updateAnnouncement, { body: { cid, announcement } })
      : api.call(contestCalls.addAnnouncement, { body: { cid, announcement } })),
    deleteAnnouncement: (cid, aid) => api.call(contestCalls.removeAnnouncement, { query: { cid, aid } }),
    problemLanguages: async (_cid, pid) => (await api.call(problemCalls.problemLanguages, { query: { pid } })).data.map((l) => l.name),
    // a problem of the group as the group's admins read it
    getProblem: getGroupProblem,
    getCases: getGroupProblemCases,
    addFromOwner: (cid, problemId, displayId) => api.call(contestCalls.addFromGroup, { query: { cid, problemId, displayId } }),
  };
}
