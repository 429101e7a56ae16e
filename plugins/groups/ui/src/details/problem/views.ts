// Where the Problem tab's screens live: the members' list at /group/:groupID/problem, the admin
// screens as a `view` of it (the admin list, create, edit one problem; in the URL so that Back
// returns to the previous one), and a problem's own page inside the group (spec 3 §2).
import { PROBLEM_TAB } from './routes.js';

export type ProblemScreen = 'list' | 'admin' | 'create' | 'edit';
const VIEWS: readonly ProblemScreen[] = ['list', 'admin', 'create', 'edit'];

export const problemTabPath = (gid: number, view: ProblemScreen = 'list', pid?: number) => {
  const q = new URLSearchParams();
  if (view !== 'list') q.set('view', view);
  if (pid) q.set('pid', String(pid));
  const query = q.toString();
  return `/group/${gid}/${PROBLEM_TAB}${query ? `?${query}` : ''}`;
};

/** spec 3 §2: problem/{problemID} inside the group (its display id) */
export const groupProblemPath = (gid: number, problemId: string) => `/group/${gid}/${PROBLEM_TAB}/${encodeURIComponent(problemId)}`;

export function viewOf(params: URLSearchParams): { view: ProblemScreen; pid: number } {
  const raw = params.get('view');
  const view = VIEWS.find((v) => v === raw) ?? 'list';
  const pid = /^\d{1,9}$/.test(params.get('pid') ?? '') ? Number(params.get('pid')) : 0;
  // an edit without its problem is the admin list
  return view === 'edit' && !pid ? { view: 'admin', pid: 0 } : { view, pid };
}
