// One reply under a comment: its author, the arrow to whom it answers (or "deleted user"), the
// content, the time, and reply / delete where they may succeed.
import { IconComment, IconDelete } from '@douyinfe/semi-icons';
import { formatDateTime, Markdown } from '@oj/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReplyView } from './api.js';
import { Author, UserAvatar, profileLink } from './Author.js';

export interface ReplyItemProps {
  r: ReplyView;
  /** shows the reply action (it answers this reply) */
  onReply?: () => void;
  /** shows the delete action */
  onDelete?: () => void;
}

export function ReplyItem({ r, onReply, onDelete }: ReplyItemProps) {
  const { t } = useTranslation('comments');
  return (
    <li className="oj-cm-reply" data-testid="reply-item" data-id={r.id}>
      <UserAvatar name={r.fromName} avatar={r.fromAvatar} size="extra-small" />
      <div className="oj-cm-body">
        <div className="oj-cm-author">
          <Author uid={r.fromUid} name={r.fromName} role={r.fromRole} titleName={r.fromTitleName} titleColor={r.fromTitleColor} />
          <span className="oj-cm-arrow" title={t('Cm_Reply_Arrow')} aria-label={t('Cm_Reply_Arrow')}>→</span>
          {r.toUid && r.toName ? (
            <Link to={profileLink(r.toUid, r.toName)} className="oj-cm-name" data-user-content data-testid="reply-to">{r.toName}</Link>
          ) : (
            <span className="oj-muted" data-testid="reply-to">{t('Cm_Deleted_User')}</span>
          )}
        </div>
        <div className="oj-cm-content" data-user-content data-testid="reply-content">
          <Markdown source={r.content} trusted={r.fromRole != null} />
        </div>
        <div className="oj-cm-actions">
          <span className="oj-cm-time">{formatDateTime(r.gmtCreate)}</span>
          {onReply && (
            <button type="button" className="oj-cm-action" data-testid="reply-reply" onClick={onReply}>
              <IconComment size="small" />{t('Cm_Reply')}
            </button>
          )}
          {onDelete && (
            <button type="button" className="oj-cm-action danger" onClick={onDelete} data-testid="reply-delete">
              <IconDelete size="small" />{t('Cm_Delete')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
