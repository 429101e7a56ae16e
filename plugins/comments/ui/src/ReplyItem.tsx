// One reply under a comment: its author, the arrow to whom it answers (or "deleted user"), the
// content, the time, and reply / delete where they may succeed.
import { IconComment, IconDelete } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReplyView } from './api.js';
import { profileLink } from './Author.js';
import { Entry } from './Entry.js';

export interface ReplyItemProps {
  r: ReplyView;
  /** shows the reply action (it answers this reply) */
  onReply?: () => void;
  /** shows the delete action */
  onDelete?: () => void;
}

export function ReplyItem({ r, onReply, onDelete }: ReplyItemProps) {
  const { t } = useTranslation('comments');
  const to = (
    <>
      <span className="oj-cm-arrow" title={t('Cm_Reply_Arrow')} aria-label={t('Cm_Reply_Arrow')}>→</span>
      {r.toUid && r.toName ? (
        <Link to={profileLink(r.toUid, r.toName)} className="oj-cm-name" data-user-content data-testid="reply-to">{r.toName}</Link>
      ) : (
        <span className="oj-muted" data-testid="reply-to">{t('Cm_Deleted_User')}</span>
      )}
    </>
  );
  const actions = (
    <>
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
    </>
  );
  return <Entry kind="reply" entry={r} afterAuthor={to} actions={actions} />;
}
