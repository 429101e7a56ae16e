// Where the Training tab's screens live: the list at /group/:groupID/training, the admin screens as
// a `view` of it (admin list, create, edit and problems of one training, kept in the URL so the
// browser's Back returns to the previous one), and a training's own page inside the group.
import { GROUP_TABS } from '../routes.js';

export type TrainingScreen = 'list' | 'admin' | 'create' | 'edit' | 'problems';
const VIEWS: readonly TrainingScreen[] = ['list', 'admin', 'create', 'edit', 'problems'];

export const trainingTabPath = (gid: number, view: TrainingScreen = 'list', tid?: number) => {
  const q = new URLSearchParams();
  if (view !== 'list') q.set('view', view);
  if (tid) q.set('tid', String(tid));
  const query = q.toString();
  return `/group/${gid}/${GROUP_TABS.training}${query ? `?${query}` : ''}`;
};

/** spec 3 §2: a group's training opens inside the group */
export const groupTrainingPath = (gid: number, tid: number) => `/group/${gid}/${GROUP_TABS.training}/${tid}`;

export function viewOf(params: URLSearchParams): { view: TrainingScreen; tid: number } {
  const raw = params.get('view');
  const view = VIEWS.find((v) => v === raw) ?? 'list';
  const tid = /^\d{1,9}$/.test(params.get('tid') ?? '') ? Number(params.get('tid')) : 0;
  // an edit or a problem list without its training is the admin list
  return (view === 'edit' || view === 'problems') && !tid ? { view: 'admin', tid: 0 } : { view, tid };
}
