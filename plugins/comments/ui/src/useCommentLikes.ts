// Liking a comment (spec 1 §6): a visitor is asked to log in; one call at a time per comment; the
// count and the mark change in place when the server agrees.
import { useState } from 'react';
import { likeComment, type AreaRef, type CommentView } from './api.js';

export interface LikeDeps {
  area: AreaRef;
  authed: boolean;
  loginFirst: () => void;
  /** the comment is liked by this user (the list's likes map) */
  liked: (c: CommentView) => boolean;
  patch: (id: number, change: (c: CommentView) => CommentView) => void;
  setLiked: (id: number, liked: boolean) => void;
}

export function useCommentLikes({ area, authed, loginFirst, liked, patch, setLiked }: LikeDeps) {
  /** comments whose like call is under way */
  const [liking, setLiking] = useState<Record<number, boolean>>({});

  async function toggleLike(c: CommentView) {
    if (!authed) return loginFirst();
    if (liking[c.id]) return;
    const was = liked(c);
    setLiking((m) => ({ ...m, [c.id]: true }));
    try {
      await likeComment(area, c.id, !was);
      setLiked(c.id, !was);
      patch(c.id, (x) => ({ ...x, likeNum: Math.max(0, x.likeNum + (was ? -1 : 1)) }));
    } catch {
      /* the refusal was shown */
    } finally {
      setLiking((m) => ({ ...m, [c.id]: false }));
    }
  }

  return { liking: (c: CommentView) => !!liking[c.id], toggleLike };
}
