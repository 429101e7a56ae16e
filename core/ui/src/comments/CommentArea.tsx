import { Empty, Spin, Toast } from '@douyinfe/semi-ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, request } from '../api/client.js';
import { COMMENTS_PER_LOAD } from '../constants.js';
import { isAdminRoleAtom, isSuperAdminAtom, tokenAtom, userInfoAtom } from '../session/atoms.js';
import { CommentEditor } from './CommentEditor.js';
import { CommentItem } from './CommentItem.js';
import type { Comment, Reply, ReplyTarget } from './types.js';

export interface CommentAreaProps {
  /** Discussion id (discussion comments) ... */
  did?: number | string;
  /** ... or contest id (contest questions and answers). */
  cid?: number | string;
  /** Contest admin: the contest author, a super admin or a group root (computed by the contests plugin). */
  contestAdmin?: boolean;
  contestOwnerUid?: string;
}

/** spec 1 §2.10 comment area; §6 reply and delete rules. */
export function CommentArea({ did, cid, contestAdmin = false, contestOwnerUid }: CommentAreaProps) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const me = useAtomValue(userInfoAtom);
  const adminRole = useAtomValue(isAdminRoleAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const [comments, setComments] = useState<Comment[]>([]);
  const [likes, setLikes] = useState<Record<string, boolean>>({});
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const inContest = cid !== undefined && cid !== null;

  const load = useCallback(
    async (p: number, append: boolean) => {
      setLoading(true);
      try {
        const res = await api.get<{ commentList: { records: Comment[]; total: number }; commentLikeMap: Record<string, boolean> }>('/api/comments', {
          cid,
          did,
          limit: COMMENTS_PER_LOAD,
          currentPage: p,
        });
        const records = res.data?.commentList?.records ?? [];
        setComments((old) => (append ? [...old, ...records] : records));
        setLikes((old) => ({ ...(append ? old : {}), ...(res.data?.commentLikeMap ?? {}) }));
        setTotal(res.data?.commentList?.total ?? 0);
        setPage(p);
      } catch {
        /* loading state stops */
      } finally {
        setLoading(false);
      }
    },
    [cid, did],
  );

  // spec 1 §4: cleared and reloaded when the login state changes
  useEffect(() => {
    setComments([]);
    void load(1, false);
  }, [load, token]);

  const canReplyTo = (c: Comment) =>
    !inContest || c.fromUid === me?.uid || contestAdmin || (c.fromRole !== 'root' && c.fromUid !== contestOwnerUid);
  const canDelete = (fromUid: string) => !!me && (fromUid === me.uid || (inContest ? contestAdmin || superAdmin : adminRole));

  async function addComment(content: string) {
    try {
      const res = await api.post<Comment>('/api/comment', { content, cid, did });
      Toast.success(t('Comment_Successfully'));
      if (res.data && typeof res.data === 'object') {
        setComments((old) => [{ replyList: [], totalReplyNum: 0, likeNum: 0, ...(res.data as Partial<Comment>) } as Comment, ...old]);
        setTotal((n) => n + 1);
      } else void load(1, false);
      return true;
    } catch {
      return false;
    }
  }

  async function like(c: Comment) {
    const toLike = !likes[c.id];
    try {
      await api.get('/api/comment-like', { cid: c.id, toLike, sourceId: inContest ? cid : did, sourceType: inContest ? 'Contest' : 'Discussion' });
      setLikes((l) => ({ ...l, [c.id]: toLike }));
      setComments((list) => list.map((x) => (x.id === c.id ? { ...x, likeNum: x.likeNum + (toLike ? 1 : -1) } : x)));
    } catch {
      /* toast shown */
    }
  }

  async function remove(c: Comment) {
    try {
      await request('/api/comment', { method: 'DELETE', data: { id: c.id, fromUid: c.fromUid, did, cid } });
      Toast.success(t('Delete_successfully'));
      setComments((list) => list.filter((x) => x.id !== c.id));
      setTotal((n) => n - 1);
    } catch {
      /* toast shown */
    }
  }

  async function loadReplies(commentId: number) {
    try {
      const res = await api.get<Reply[]>('/api/reply', { commentId, cid });
      setComments((list) => list.map((x) => (x.id === commentId ? { ...x, replyList: res.data ?? [], totalReplyNum: (res.data ?? []).length } : x)));
    } catch {
      /* toast shown */
    }
  }

  async function reply(target: ReplyTarget, content: string) {
    try {
      await api.post('/api/reply', {
        reply: { commentId: target.commentId, content, toUid: target.toUid, toName: target.toName, toAvatar: target.toAvatar },
        did,
        cid,
        quoteId: target.quoteId,
        quoteType: target.quoteType,
      });
      Toast.success(t('Reply_Successfully'));
      await loadReplies(target.commentId);
      return true;
    } catch {
      return false;
    }
  }

  async function removeReply(c: Comment, r: Reply) {
    try {
      await request('/api/reply', { method: 'DELETE', data: { reply: r, did, cid } });
      Toast.success(t('Delete_successfully'));
      await loadReplies(c.id);
    } catch {
      /* toast shown */
    }
  }

  return (
    <div className="oj-comment-area" data-testid="comment-area">
      <CommentEditor onSubmit={addComment} />
      <div className="oj-comment-count">{t('Comments_Total', { total })}</div>
      <Spin spinning={loading}>
        {comments.length === 0 && !loading && <Empty description={t('No_Comments')} />}
        {comments.map((c) => (
          <CommentItem
            key={c.id}
            comment={c}
            liked={!!likes[c.id]}
            canReply={canReplyTo(c)}
            canDelete={canDelete}
            onLike={() => void like(c)}
            onDelete={() => void remove(c)}
            onDeleteReply={(r) => void removeReply(c, r)}
            onReply={reply}
            onLoadAllReplies={() => void loadReplies(c.id)}
          />
        ))}
      </Spin>
      {comments.length < total && (
        <a className="oj-link oj-load-more" onClick={() => void load(page + 1, true)}>
          {t('Load_More')}
        </a>
      )}
    </div>
  );
}
