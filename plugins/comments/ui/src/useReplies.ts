// The replies under the comments (spec 1 §2.10, §6): the one open reply box (answering a comment
// or one of its replies), sending a reply (it comes first, three shown), deleting one (confirmed;
// the first three refilled from the server), and "view all" / collapse of a comment's replies.
import { Toast } from '@douyinfe/semi-ui';
import { REPLIES_SHOWN } from '@oj/plugin-comments/browser';
import { confirmDialog } from '@oj/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteReply, getReplies, postReply, type AreaRef, type CommentView, type ReplyView } from './api.js';

/** what the open reply box answers: the comment itself, or one of its replies */
export interface ReplyTarget {
  commentId: number;
  type: 'Comment' | 'Reply';
  id: number;
  toUid: string | null;
  toName: string;
}

export interface ReplyDeps {
  area: AreaRef;
  authed: boolean;
  loginFirst: () => void;
  /** one comment of the list changed in place */
  patch: (id: number, change: (c: CommentView) => CommentView) => void;
}

export function useReplies({ area, authed, loginFirst, patch }: ReplyDeps) {
  const { t } = useTranslation('comments');
  /** comments whose every reply is loaded (view all) */
  const [allReplies, setAllReplies] = useState<Record<number, ReplyView[]>>({});
  const [target, setTarget] = useState<ReplyTarget | null>(null);

  /** the list starts again: no box open, nothing expanded */
  const reset = useCallback(() => {
    setAllReplies({});
    setTarget(null);
  }, []);

  /** opens the box, or closes it when it already answers the same */
  function openReply(next: ReplyTarget) {
    if (!authed) return loginFirst();
    setTarget((cur) => (cur && cur.type === next.type && cur.id === next.id ? null : next));
  }
  /** the comment is gone: so is a box under it */
  function commentRemoved(commentId: number) {
    if (target?.commentId === commentId) setTarget(null);
  }

  /** the comment's first replies again (after one was deleted, so three are shown while there are three) */
  async function refreshFirstReplies(commentId: number) {
    try {
      const res = await getReplies(area, commentId);
      patch(commentId, (x) => ({ ...x, replyList: res.data.slice(0, REPLIES_SHOWN), totalReplyNum: res.data.length }));
    } catch {
      /* shown */
    }
  }

  async function reply(content: string): Promise<boolean> {
    if (!target) return false;
    if (!authed) {
      loginFirst();
      return false;
    }
    const { commentId } = target;
    try {
      const res = await postReply(area, commentId, content, { type: target.type, id: target.id, toUid: target.toUid });
      Toast.success(t('Cm_Reply_Success'));
      const created = res.data;
      patch(commentId, (x) => ({ ...x, replyList: [created, ...x.replyList].slice(0, REPLIES_SHOWN), totalReplyNum: x.totalReplyNum + 1 }));
      setAllReplies((m) => (m[commentId] ? { ...m, [commentId]: [created, ...m[commentId]!] } : m));
      setTarget(null);
      return true;
    } catch {
      return false;
    }
  }

  function removeReply(c: CommentView, r: ReplyView) {
    confirmDialog({
      title: t('Cm_Delete_Reply_Title'),
      content: t('Cm_Delete_Reply_Content'),
      onOk: async () => {
        try {
          await deleteReply(area, r.id);
          Toast.success(t('Cm_Delete_Success'));
          if (target?.type === 'Reply' && target.id === r.id) setTarget(null);
          const left = c.totalReplyNum - 1;
          patch(c.id, (x) => ({ ...x, replyList: x.replyList.filter((y) => y.id !== r.id), totalReplyNum: Math.max(0, x.totalReplyNum - 1) }));
          setAllReplies((m) => (m[c.id] ? { ...m, [c.id]: m[c.id]!.filter((y) => y.id !== r.id) } : m));
          if (!allReplies[c.id] && left >= REPLIES_SHOWN) await refreshFirstReplies(c.id);
        } catch {
          /* the refusal was shown */
        }
      },
    });
  }

  async function expand(c: CommentView) {
    try {
      const res = await getReplies(area, c.id);
      setAllReplies((m) => ({ ...m, [c.id]: res.data }));
      patch(c.id, (x) => ({ ...x, totalReplyNum: res.data.length }));
    } catch {
      /* shown */
    }
  }

  const collapse = (c: CommentView) => setAllReplies((m) => {
    const next = { ...m };
    delete next[c.id];
    return next;
  });

  return {
    target,
    close: () => setTarget(null),
    /** every reply of the comment when expanded, else undefined */
    allOf: (c: CommentView): ReplyView[] | undefined => allReplies[c.id],
    reset, openReply, commentRemoved, reply, removeReply, expand, collapse,
  };
}

export type Replies = ReturnType<typeof useReplies>;
