// A group's problem calls (spec 3 §7 "Problems" under Groups): the members' list, the admins' list
// and form, the authority and the request to make a problem public. The lists, the authority and
// the request are the routes' own calls (groupProblemCalls); the form's shapes are the routes' own
// schemas (shared/problem-calls.ts, the problems plugin's AdminProblem and the bank form's payload).
import { api } from '@oj/ui';
import type { AdminProblem } from '@oj/plugin-problems/browser';
import type { CaseRow, AdminProblem as FormProblem, ProblemSave } from '@oj/plugin-problems/admin-form';
import {
  groupProblemCalls, type GroupProblemApplyBody, type GroupProblemAuthBody, type GroupProblemListQuery, type GroupProblemRow,
} from '@oj/plugin-groups/browser';

export type { AdminProblem, GroupProblemRow };

export const getGroupProblems = (q: GroupProblemListQuery) => api.call(groupProblemCalls.list, { query: { ...q, keyword: q.keyword || undefined } });
export const getGroupAdminProblems = (q: GroupProblemListQuery) => api.call(groupProblemCalls.adminList, { query: { ...q, keyword: q.keyword || undefined } });

// the form's reads and writes (the bank form's own payload, with the group's id)
export const getGroupProblem = (pid: number) => api.get<FormProblem>('/api/group/problem', { pid });
export const getGroupProblemCases = (pid: number) => api.get<CaseRow[]>('/api/group/get-problem-cases', { pid });
/** creates the problem when the payload has no id, else updates it */
export function saveGroupProblem(gid: number, body: ProblemSave) {
  const data = { ...body, gid };
  return body.problem.id ? api.put<{ pid: number; problemId: string }>('/api/group/problem', data) : api.post<{ pid: number; problemId: string }>('/api/group/problem', data);
}
export const deleteGroupProblem = (pid: number) => api.delete<null>('/api/group/problem', { pid });

export const changeGroupProblemAuth = (body: GroupProblemAuthBody) => api.call(groupProblemCalls.setAuth, { body });
export const applyPublic = (body: GroupProblemApplyBody) => api.call(groupProblemCalls.applyPublic, { body });
