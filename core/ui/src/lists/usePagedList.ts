// One page of a paged list, loaded again when its inputs change or when asked: the state behind
// every admin and member list (the current page, the answer, the loading flag), and the step after
// a row is removed (back one page when it was the last row of a page beyond the first).
import { useState, type DependencyList } from 'react';
import type { Envelope, Page } from '../api/client.js';
import { useLoaded } from './useLoaded.js';

export interface PagedList<T> {
  /** the page answered last; null before the first answer */
  page: Page<T> | null;
  current: number;
  setCurrent: (current: number) => void;
  loading: boolean;
  /** loads the current page again */
  refresh: () => void;
  /** after a row is removed: back one page when it was the page's last row (beyond page 1), else load again */
  removed: () => void;
}

/** Loads page `current` with `load` whenever it, `deps` or a refresh changes (see `useLoaded`). */
export function usePagedList<T>(
  load: (currentPage: number) => Promise<Envelope<Page<T>>>,
  deps: DependencyList,
  options?: { clearOnFailure?: boolean },
): PagedList<T> {
  const [current, setCurrent] = useState(1);
  const { data: page, loading, refresh } = useLoaded(() => load(current), [current, ...deps], options);
  const removed = () => {
    if (current > 1 && (page?.records.length ?? 0) <= 1) setCurrent(current - 1);
    else refresh();
  };
  return { page, current, setCurrent, loading, refresh, removed };
}
