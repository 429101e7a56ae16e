// One top-level comment: its author, content and time, the like button with its count, reply
// (with the reply count) where it may succeed, delete, its replies (three shown, "view all" and
// collapse) and the reply box when it answers this comment or one of its replies.
import { IconComment, IconDelete, IconLikeThumb } from '@douyinfe/semi-icons';
import { REPLIES_SHOWN } from '@oj/plugin-comments/browser';
import { useTranslation } from 'react-i18next';
import type { CommentView } from './api.js';
import { Editor } from './Editor.js';
import { Entry } from './Entry.js';
import { ReplyItem } from './ReplyItem.js';
import type { Replies } from './useReplies.js';

export interface CommentItemProps {
  c: CommentView;
  liked: boolean;
  /** its like call is under way */
  liking: boolean;
  onLike: () => void;
  /** shows reply actions here and under its replies */
  canReply: boolean;
  /** the user may delete what this user wrote */
  mayDelete: (uid: string) => boolean;
  onDelete: () => void;
  replies: Replies;
}

export function CommentItem({ c, liked, liking, onLike, canReply, mayDelete, onDelete, replies }: CommentItemProps) {
  const { t } = useTranslation('comments');
  const all = replies.allOf(c);
  const shown = all ?? c.replyList.slice(0, REPLIES_SHOWN);
  const target = replies.target;
  const actions = (
    <>
      <button
        type="button"
        className={`oj-cm-action${liked ? ' liked' : ''}`}
        aria-pressed={liked}
        title={liked ? t('Cm_Liked') : t('Cm_Like')}
        disabled={liking}
        onClick={onLike}
        data-testid="comment-like"
      >
        <IconLikeThumb size="small" />
        <span data-testid="comment-like-count">{c.likeNum}</span>
      </button>
      {canReply ? (
        <button type="button" className="oj-cm-action" data-testid="comment-reply"
          onClick={() => replies.openReply({ commentId: c.id, type: 'Comment', id: c.id, toUid: c.fromUid, toName: c.fromName })}>
          <IconComment size="small" />{t('Cm_Reply')}
          <span data-testid="comment-reply-count">{c.totalReplyNum}</span>
        </button>
      ) : (
        <span className="oj-cm-action" title={t('Cm_Replies')} style={{ cursor: 'default' }}>
          <IconComment size="small" /><span data-testid="comment-reply-count">{c.totalReplyNum}</span>
        </span>
      )}
      {mayDelete(c.fromUid) && (
        <button type="button" className="oj-cm-action danger" onClick={onDelete} data-testid="comment-delete">
          <IconDelete size="small" />{t('Cm_Delete')}
        </button>
      )}
    </>
  );
  return (
    <Entry kind="comment" entry={c} actions={actions}>
      {(shown.length > 0 || c.totalReplyNum > 0) && (
        <div className="oj-cm-replies">
          <ul className="oj-cm-list" data-testid="reply-list">
            {shown.map((r) => (
              <ReplyItem
                key={r.id}
                r={r}
                onReply={canReply ? () => replies.openReply({ commentId: c.id, type: 'Reply', id: r.id, toUid: r.fromUid, toName: r.fromName }) : undefined}
                onDelete={mayDelete(r.fromUid) ? () => replies.removeReply(c, r) : undefined}
              />
            ))}
          </ul>
          {!all && c.totalReplyNum > REPLIES_SHOWN && (
            <div className="oj-cm-more-replies">
              <button type="button" className="oj-cm-link" onClick={() => void replies.expand(c)} data-testid="replies-expand">
                {t('Cm_Expand_All', { count: c.totalReplyNum })}
              </button>
            </div>
          )}
          {all && all.length > REPLIES_SHOWN && (
            <div className="oj-cm-more-replies">
              <button type="button" className="oj-cm-link" onClick={() => replies.collapse(c)} data-testid="replies-collapse">
                {t('Cm_Collapse')}
              </button>
            </div>
          )}
        </div>
      )}
      {target && target.commentId === c.id && (
        <div className="oj-cm-reply-box" data-testid="reply-box">
          <Editor
            key={`${target.type}:${target.id}`}
            placeholder={t('Cm_Reply_Placeholder', { name: target.toName })}
            submitText={t('Cm_Reply_Submit')}
            onSubmit={replies.reply}
            onCancel={replies.close}
            autoFocus
            rows={3}
            testId="reply-editor"
          />
        </div>
      )}
    </Entry>
  );
}
