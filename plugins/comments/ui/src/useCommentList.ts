// The comment area's top-level comments, ten at a time (spec 1 §2.10): the first page, the next
// page ("load more"), or everything loaded so far again after a write; the likes map that comes
// with them; and, on a new area or login state (spec 1 §4), an empty list loaded afresh. Answers
// of an older load (another area, another login) are dropped.
import { COMMENT_PAGE_SIZE } from '@oj/plugin-comments/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getComments, type AreaRef, type CommentView } from './api.js';

/** the largest page the server gives (a reload of everything loaded asks for it in one call) */
const MAX_RELOAD = 100;

export interface ListState {
  comments: CommentView[];
  likes: Record<string, boolean>;
  total: number;
  /** pages of COMMENT_PAGE_SIZE loaded */
  pages: number;
}

const EMPTY: ListState = { comments: [], likes: {}, total: 0, pages: 0 };

/** 'reset': the first page again; 'more': the next page; 'reload': everything loaded so far, fresh */
export type LoadMode = 'reset' | 'more' | 'reload';

/** `onReset`: what else the area forgets when its list starts again (open reply boxes, expanded replies) */
export function useCommentList(area: AreaRef, sessionKey: string, onReset: () => void) {
  const [list, setList] = useState<ListState>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  const listRef = useRef(list);
  listRef.current = list;
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  const { kind, id: areaId } = area;
  const load = useCallback(async (mode: LoadMode) => {
    const gen = mode === 'reset' ? ++generation.current : generation.current;
    const cur = listRef.current;
    let page = 1;
    let limit = COMMENT_PAGE_SIZE;
    let pages = 1;
    if (mode === 'more') {
      page = cur.pages + 1;
      pages = cur.pages + 1;
    } else if (mode === 'reload' && cur.pages > 1 && cur.pages * COMMENT_PAGE_SIZE <= MAX_RELOAD) {
      limit = cur.pages * COMMENT_PAGE_SIZE;
      pages = cur.pages;
    }
    if (mode === 'reset') {
      setList(EMPTY);
      resetRef.current();
    }
    setLoading(true);
    setFailed(false);
    try {
      const res = await getComments({ kind, id: areaId } as AreaRef, page, limit);
      if (gen !== generation.current) return;
      const { records, total } = res.data.commentList;
      setList((prev) => {
        if (mode !== 'more') return { comments: records, likes: { ...res.data.commentLikeMap }, total, pages };
        const seen = new Set(prev.comments.map((c) => c.id));
        return {
          comments: [...prev.comments, ...records.filter((c) => !seen.has(c.id))],
          likes: { ...prev.likes, ...res.data.commentLikeMap },
          total,
          pages,
        };
      });
    } catch {
      if (gen === generation.current) setFailed(true);
    } finally {
      if (gen === generation.current) setLoading(false);
    }
  }, [kind, areaId]);

  // spec 1 §4: a comment list is cleared and reloaded when the login state changes
  useEffect(() => {
    void load('reset');
  }, [load, sessionKey]);

  /** one comment changed in place (its likes, its first replies, its reply count) */
  const patch = useCallback((id: number, change: (c: CommentView) => CommentView) => {
    setList((prev) => ({ ...prev, comments: prev.comments.map((x) => (x.id === id ? change(x) : x)) }));
  }, []);
  const setLiked = useCallback((id: number, liked: boolean) => {
    setList((prev) => ({ ...prev, likes: { ...prev.likes, [String(id)]: liked } }));
  }, []);

  return { list, loading, failed, load, patch, setLiked };
}
