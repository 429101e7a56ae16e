// The comment area (spec 1 §2.10, §5, §6): the editor (or, for a visitor, a login prompt), the
// top-level comments ten at a time with a load-more link, each with its author, content, likes,
// time, replies (three shown, "view all" loads the rest) and its actions. The server decides who
// may do what; the area shows an action only to whom it may succeed (props `moderator` and
// `mayReply`, from the widget that knows the area). The list is cleared and reloaded when the
// login state changes (spec 1 §4). The parts: the list and its pages (useCommentList), the
// replies (useReplies), likes (useCommentLikes), the composer and a comment's item.
import { Button, Empty, Spin, Toast } from '@douyinfe/semi-ui';
import { confirmDialog, isAuthenticatedAtom, openLoginDialog, tokenAtom, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteComment, postComment, type AreaRef, type CommentView } from './api.js';
import { CommentItem } from './CommentItem.js';
import { Composer } from './Composer.js';
import { CommentStyles } from './styles.js';
import { useCommentLikes } from './useCommentLikes.js';
import { useCommentList } from './useCommentList.js';
import { useReplies } from './useReplies.js';

export interface CommentAreaProps {
  area: AreaRef;
  /** may delete anyone's comments and replies here (admin roles on discussions, contest admins) */
  moderator: boolean;
  /** may reply under this comment (spec 1 §6: in contests, not always) */
  mayReply(c: CommentView): boolean;
  /** a line under the title */
  hint?: ReactNode;
}

export function CommentArea({ area, moderator, mayReply, hint }: CommentAreaProps) {
  const { t } = useTranslation('comments');
  const authed = useAtomValue(isAuthenticatedAtom);
  const token = useAtomValue(tokenAtom);
  const me = useAtomValue(userInfoAtom);
  const sessionKey = `${token ? 'in' : 'out'}:${me?.uid ?? ''}`;

  function loginFirst() {
    Toast.warning(t('Cm_Login_First'));
    openLoginDialog('Login');
  }

  // the replies change comments of the list in place; the list, started again, forgets the replies' state
  const replies = useReplies({ area, authed, loginFirst, patch: (id, change) => comments.patch(id, change) });
  const comments = useCommentList(area, sessionKey, replies.reset);
  const { list, loading, failed, load } = comments;
  const likes = useCommentLikes({
    area, authed, loginFirst,
    liked: (c) => !!list.likes[String(c.id)],
    patch: comments.patch,
    setLiked: comments.setLiked,
  });

  const mine = (uid: string) => !!me && me.uid === uid;
  const mayDelete = (uid: string) => authed && (mine(uid) || moderator);

  async function comment(content: string): Promise<boolean> {
    if (!authed) {
      loginFirst();
      return false;
    }
    try {
      await postComment(area, content);
      Toast.success(t('Cm_Comment_Success'));
      await load('reload');
      return true;
    } catch {
      return false;
    }
  }

  function removeComment(c: CommentView) {
    confirmDialog({
      title: t('Cm_Delete_Comment_Title'),
      content: t('Cm_Delete_Comment_Content'),
      onOk: async () => {
        try {
          await deleteComment(c.id);
          Toast.success(t('Cm_Delete_Success'));
          replies.commentRemoved(c.id);
          await load('reload');
        } catch {
          /* the refusal was shown */
        }
      },
    });
  }

  const { comments: shown, total } = list;
  return (
    <section className="oj-cm" data-testid="comment-area" aria-busy={loading}>
      <CommentStyles />
      <div className="oj-cm-head">
        <h3>{t('Cm_Title')}</h3>
        <span className="oj-muted" data-testid="comments-total">{t('Cm_Total', { count: total })}</span>
      </div>
      {hint && <p className="oj-muted oj-cm-hint">{hint}</p>}
      <Composer authed={authed} onSubmit={comment} loginFirst={loginFirst} />
      {failed && shown.length === 0 ? (
        <Empty description={t('Cm_Load_Failed')}>
          <Button onClick={() => void load('reset')} data-testid="comments-retry">{t('Cm_Retry')}</Button>
        </Empty>
      ) : shown.length === 0 && !loading ? (
        <div data-testid="comments-empty"><Empty description={t('Cm_Empty')} /></div>
      ) : (
        <Spin spinning={loading && shown.length === 0}>
          <ul className="oj-cm-list" data-testid="comment-list">
            {shown.map((c) => (
              <CommentItem
                key={c.id}
                c={c}
                liked={!!list.likes[String(c.id)]}
                liking={likes.liking(c)}
                onLike={() => void likes.toggleLike(c)}
                // a visitor sees the reply action too (it asks them to log in); a user only where it may succeed
                canReply={!authed || mayReply(c)}
                mayDelete={mayDelete}
                onDelete={() => removeComment(c)}
                replies={replies}
              />
            ))}
          </ul>
        </Spin>
      )}
      {shown.length > 0 && (
        <div className="oj-cm-footer">
          {shown.length < total ? (
            <Button theme="borderless" loading={loading} onClick={() => void load('more')} data-testid="comments-more">{t('Cm_Load_More')}</Button>
          ) : (
            <span className="oj-muted" data-testid="comments-no-more">{t('Cm_No_More')}</span>
          )}
        </div>
      )}
    </section>
  );
}
