// The site's examination of group problems (spec 2 §2 admin group-problem/apply; reference
// AdminGroupProblemController): the requests waiting and their approval or refusal, the routes' own
// calls (groupProblemAdminCalls).
import { api } from '@oj/ui';
import type { AdminProblem } from '@oj/plugin-problems/browser';
import { groupProblemAdminCalls, type GroupProblemApplyQuery, type GroupProblemProgressBody } from '@oj/plugin-groups/browser';

export type { AdminProblem };

export const getApplyRequests = (q: GroupProblemApplyQuery) => api.call(groupProblemAdminCalls.requests, { query: { ...q, keyword: q.keyword || undefined } });
export const changeApplyProgress = (body: GroupProblemProgressBody) => api.call(groupProblemAdminCalls.setProgress, { body });
