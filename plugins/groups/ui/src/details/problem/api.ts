// A group's problem calls (spec 3 §7 "Problems" under Groups): the members' list, the admins' list
// and form, the authority and the request to make a problem public. Each is the route's own call
// (groupProblemCalls), its shapes the route's own schemas (shared/problem-calls.ts, the problems
// plugin's AdminProblem and the bank form's payload). The form holds the problem as the bank's form
// does (formProblem).
import { api, type Envelope } from '@oj/ui';
import type { AdminProblem } from '@oj/plugin-problems/browser';
import { formProblem, type AdminProblem as FormProblem, type ProblemSave } from '@oj/plugin-problems/admin-form';
import {
  groupProblemCalls, type GroupProblemApplyBody, type GroupProblemAuthBody, type GroupProblemListQuery, type GroupProblemRow,
} from '@oj/plugin-groups/browser';

export type { AdminProblem, GroupProblemRow };

export const getGroupProblems = (q: GroupProblemListQuery) => api.call(groupProblemCalls.list, { query: { ...q, keyword: q.keyword || undefined } });
export const getGroupAdminProblems = (q: GroupProblemListQuery) => api.call(groupProblemCalls.adminList, { query: { ...q, keyword: q.keyword || undefined } });

// the form's reads and writes (the bank form's own payload, with the group's id)
export async function getGroupProblem(pid: number): Promise<Envelope<FormProblem>> {
  const res = await api.call(groupProblemCalls.get, { query: { pid } });
  return { ...res, data: formProblem(res.data) };
}
export const getGroupProblemCases = (pid: number) => api.call(groupProblemCalls.cases, { query: { pid } });
/** creates the problem when the payload has no id, else updates it */
export function saveGroupProblem(gid: number, body: ProblemSave) {
  const data = { ...body, gid };
  return body.problem.id ? api.call(groupProblemCalls.update, { body: data }) : api.call(groupProblemCalls.create, { body: data });
}
export const deleteGroupProblem = (pid: number) => api.call(groupProblemCalls.remove, { query: { pid } });

export const changeGroupProblemAuth = (body: GroupProblemAuthBody) => api.call(groupProblemCalls.setAuth, { body });
export const applyPublic = (body: GroupProblemApplyBody) => api.call(groupProblemCalls.applyPublic, { body });
