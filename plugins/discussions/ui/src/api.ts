// The discussion calls (spec 3 §7 "Discussion", the admin discussion paths of spec 2): they go
// through the calls their routes are mounted from (`discussionCalls`, `discussionAdminCalls`,
// shared/calls.ts), so the shapes are the routes' own schemas, never written here by hand.
// A refused call is shown by the client (the server's message, already in the caller's language).
import { api, type Envelope } from '@oj/ui';
import {
  discussionAdminCalls, discussionCalls, type AdminDiscussionBody, type CategoryListBody, type DiscussionBody, type DiscussionCategory,
  type DiscussionListQuery, type DiscussionReport, type DiscussionView,
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

export const getCategories = () => api.call(discussionCalls.categories, undefined, { quiet: true });
/** the super admin saves the whole list: an entry without id is new, one left out is removed */
export const saveCategories = (list: CategoryListBody) => api.call(discussionCalls.saveCategories, { body: list });

export const getDiscussionList = (q: ListFilter) => api.call(discussionCalls.list, { query: listQuery(q) });
/** quiet: the page shows a missing or disabled discussion's message itself */
export const getDiscussion = (did: number) => api.call(discussionCalls.detail, { query: { did } }, { quiet: true });
export const createDiscussion = (body: DiscussionBody) => api.call(discussionCalls.create, { body });
export const updateDiscussion = (body: DiscussionBody) => api.call(discussionCalls.update, { body });
export const deleteDiscussion = (did: number) => api.call(discussionCalls.remove, { query: { did } });
export const likeDiscussion = (did: number, toLike: boolean) => api.call(discussionCalls.like, { query: { did, toLike } });
export const reportDiscussion = (did: number, content: string) => api.call(discussionCalls.report, { body: { did, content } });

// the admin calls (root, admin, problem admin)
export const adminListDiscussions = (q: ListFilter) => api.call(discussionAdminCalls.list, { query: listQuery(q) });
export const adminUpdateDiscussion = (body: AdminDiscussionBody) => api.call(discussionAdminCalls.update, { body });
export const adminDeleteDiscussions = (ids: number[]) => api.call(discussionAdminCalls.remove, { body: ids });
export const adminListReports = (currentPage: number, limit: number) => api.call(discussionAdminCalls.reports, { query: { currentPage, limit } });
export const adminUpdateReport = (id: number, status: boolean) => api.call(discussionAdminCalls.updateReport, { body: { id, status } });
