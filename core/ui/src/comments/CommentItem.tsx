import { Avatar, Button, Tag } from '@douyinfe/semi-ui';
import { confirmDialog } from '../confirm.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLIES_SHOWN } from '../constants.js';
import { formatDateTime } from '../time.js';
import { CommentEditor } from './CommentEditor.js';
import type { Comment, Reply, ReplyTarget } from './types.js';

export function RoleBadge({ role }: { role?: string }) {
  if (role === 'root') return <Tag color="red" size="small">SPA</Tag>;
  if (role === 'admin') return <Tag color="orange" size="small">ADM</Tag>;
  return null;
}

function Author({ name, avatar, role, titleName, titleColor }: { name: string; avatar?: string; role?: string; titleName?: string; titleColor?: string }) {
  return (
    <span className="oj-comment-author">
      <Avatar size="small" src={avatar || undefined} alt={name}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <a className="oj-link" href={`/user-home?username=${encodeURIComponent(name)}`}>
        {name}
      </a>
      <RoleBadge role={role} />
      {titleName && (
        <Tag size="small" style={{ background: titleColor, color: '#fff' }}>
          {titleName}
        </Tag>
      )}
    </span>
  );
}

export interface CommentItemProps {
  comment: Comment;
  liked: boolean;
  canReply: boolean;
  canDelete: (fromUid: string) => boolean;
  onLike: () => void;
  onDelete: () => void;
  onDeleteReply: (reply: Reply) => void;
  onReply: (target: ReplyTarget, content: string) => Promise<boolean>;
  onLoadAllReplies: () => void;
}

export function CommentItem(p: CommentItemProps) {
  const { t } = useTranslation();
  const c = p.comment;
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [expanded, setExpanded] = useState(false);
  const replies = expanded ? c.replyList : c.replyList.slice(0, REPLIES_SHOWN);

  function confirmDelete(run: () => void) {
    confirmDialog({ title: t('Delete'), content: t('Delete_Confirm'), onOk: run });
  }

  return (
    <div className="oj-comment" data-testid="comment">
      <Author name={c.fromName} avatar={c.fromAvatar} role={c.fromRole} titleName={c.fromTitleName} titleColor={c.fromTitleColor} />
      <div className="oj-comment-content">{c.content}</div>
      <div className="oj-comment-actions oj-muted">
        <span>{formatDateTime(c.gmtCreate)}</span>
        <Button size="small" theme="borderless" type={p.liked ? 'primary' : 'tertiary'} onClick={p.onLike}>
          👍 {c.likeNum}
        </Button>
        {p.canReply && (
          <Button size="small" theme="borderless" onClick={() => setTarget({ commentId: c.id, toUid: c.fromUid, toName: c.fromName, toAvatar: c.fromAvatar, quoteId: c.id, quoteType: 'Comment' })}>
            {t('Reply')} ({c.totalReplyNum})
          </Button>
        )}
        {p.canDelete(c.fromUid) && (
          <Button size="small" theme="borderless" type="danger" onClick={() => confirmDelete(p.onDelete)}>
            {t('Delete')}
          </Button>
        )}
      </div>
      {replies.length > 0 && (
        <div className="oj-replies">
          {replies.map((r) => (
            <div key={r.id} className="oj-reply">
              <Author name={r.fromName} avatar={r.fromAvatar} role={r.fromRole} titleName={r.fromTitleName} titleColor={r.fromTitleColor} />
              <span className="oj-muted"> {t('Reply_To')} @{r.toName}: </span>
              <span>{r.content}</span>
              <div className="oj-comment-actions oj-muted">
                <span>{formatDateTime(r.gmtCreate)}</span>
                {p.canReply && (
                  <Button size="small" theme="borderless" onClick={() => setTarget({ commentId: c.id, toUid: r.fromUid, toName: r.fromName, toAvatar: r.fromAvatar, quoteId: r.id, quoteType: 'Reply' })}>
                    {t('Reply')}
                  </Button>
                )}
                {p.canDelete(r.fromUid) && (
                  <Button size="small" theme="borderless" type="danger" onClick={() => confirmDelete(() => p.onDeleteReply(r))}>
                    {t('Delete')}
                  </Button>
                )}
              </div>
            </div>
          ))}
          {!expanded && c.totalReplyNum > REPLIES_SHOWN && (
            <a
              className="oj-link"
              onClick={() => {
                setExpanded(true);
                p.onLoadAllReplies();
              }}
            >
              {t('View_All_Replies', { count: c.totalReplyNum })}
            </a>
          )}
        </div>
      )}
      {target && (
        <CommentEditor
          autoFocus
          placeholder={`${t('Reply_To')} @${target.toName}`}
          onSubmit={async (content) => {
            const ok = await p.onReply(target, content);
            if (ok) setTarget(null);
            return ok;
          }}
        />
      )}
    </div>
  );
}
