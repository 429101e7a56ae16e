// The discussion calls (spec 3 §7 "Discussion", the admin discussion paths of spec 2): the shapes
// are the routes' own schemas (shared/discussion.ts, shared/calls.ts), never written here by hand.
// A refused call is shown by the client (the server's message, already in the caller's language).
import { api, request, type Envelope, type Page } from '@oj/ui';
import type {
  AdminDiscussionBody, CategoryListBody, DiscussionBody, DiscussionCategory, DiscussionListQuery, DiscussionReport, DiscussionView,
} from '@oj/plugin-discussions/browser';

export type { DiscussionCategory, DiscussionReport, DiscussionView };

/** the list's filters as the URL keeps them */
export interface ListFilter {
  currentPage: number;
  limit: number;
  keyword?: string;
  /** the category id */
  cid?: number;
  /** a problem's display id */
  pid?: string;
  onlyMine?: boolean;
}

const listQuery = (q: ListFilter): DiscussionListQuery => ({
  currentPage: q.currentPage,
  limit: q.limit,
  keyword: q.keyword || undefined,
  cid: q.cid,
  pid: q.pid || undefined,
  onlyMine: q.onlyMine ? 'true' : undefined,
});

/** the kernel's answer when a write names no message of its own */
const PLAIN_SUCCESS = 'success';
/** a write's toast: the server's translated message, or the page's own */
export const doneMessage = (res: Envelope<unknown>, fallback: string) => (res.msg && res.msg !== PLAIN_SUCCESS ? res.msg : fallback);

export const getCategories = () => api.get<DiscussionCategory[]>('/api/discussion-category', undefined, { quiet: true });
/** the super admin saves the whole list: an entry without id is new, one left out is removed */
export const saveCategories = (list: CategoryListBody) => api.post<DiscussionCategory[]>('/api/discussion-category', list);

export const getDiscussionList = (q: ListFilter) => api.get<Page<DiscussionView>>('/api/get-discussion-list', { ...listQuery(q) });
/** quiet: the page shows a missing or disabled discussion's message itself */
export const getDiscussion = (did: number) => api.get<DiscussionView>('/api/get-discussion-detail', { did }, { quiet: true });
export const createDiscussion = (body: DiscussionBody) => api.post<DiscussionView>('/api/discussion', body);
export const updateDiscussion = (body: DiscussionBody) => api.put<null>('/api/discussion', body);
export const deleteDiscussion = (did: number) => api.delete<null>('/api/discussion', { did });
export const likeDiscussion = (did: number, toLike: boolean) => api.get<null>('/api/discussion-like', { did, toLike });
export const reportDiscussion = (did: number, content: string) => api.post<null>('/api/discussion-report', { did, content });

// the admin calls (root, admin, problem admin)
export const adminListDiscussions = (q: ListFilter) => api.get<Page<DiscussionView>>('/api/admin/discussion', { ...listQuery(q) });
export const adminUpdateDiscussion = (body: AdminDiscussionBody) => api.put<null>('/api/admin/discussion', body);
export const adminDeleteDiscussions = (ids: number[]) => request<null>('/api/admin/discussion', { method: 'DELETE', data: ids });
export const adminListReports = (currentPage: number, limit: number) => api.get<Page<DiscussionReport>>('/api/admin/discussion-report', { currentPage, limit });
export const adminUpdateReport = (id: number, status: boolean) => api.put<null>('/api/admin/discussion-report', { id, status });
