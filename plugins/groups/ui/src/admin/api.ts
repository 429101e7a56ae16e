// The site's examination of group problems (spec 2 §2 admin group-problem/apply; reference
// AdminGroupProblemController): the requests waiting and their approval or refusal.
import { api, type Page } from '@oj/ui';
import type { AdminProblem } from '@oj/plugin-problems/browser';
import type { GroupProblemApplyQuery, GroupProblemProgressBody } from '@oj/plugin-groups/browser';

export type { AdminProblem };

export const getApplyRequests = (q: GroupProblemApplyQuery) => api.get<Page<AdminProblem>>('/api/admin/group-problem/list', { ...q, keyword: q.keyword || undefined });
export const changeApplyProgress = (body: GroupProblemProgressBody) => api.put<null>('/api/admin/group-problem/change-progress', body);
