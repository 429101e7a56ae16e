// Who wrote a comment or a reply: the avatar, the name linking to the profile, the role badge
// (SPA / ADM) and the title name in its colour (spec 1 §2.10).
import { Avatar } from '@douyinfe/semi-ui';
import { safeLink } from '@oj/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.,\s%]+\)|[a-z]{3,20})$/i;
const titleColour = (c: string | null) => (c && COLOUR.test(c.trim()) ? c.trim() : '#909399');

export function profileLink(uid: string, name: string) {
  return `/user-home?uid=${encodeURIComponent(uid)}&username=${encodeURIComponent(name)}`;
}

export function Author({ uid, name, role, titleName, titleColor }: {
  uid: string; name: string; role: string | null; titleName: string | null; titleColor: string | null;
}) {
  const { t } = useTranslation('comments');
  return (
    <>
      <Link to={profileLink(uid, name)} className="oj-cm-name" data-user-content data-testid="comment-author">
        {name}
      </Link>
      {role === 'root' && <span className="oj-cm-badge root" title={t('Cm_Badge_Root_Title')} data-testid="comment-badge">{t('Cm_Badge_Root')}</span>}
      {role === 'admin' && <span className="oj-cm-badge admin" title={t('Cm_Badge_Admin_Title')} data-testid="comment-badge">{t('Cm_Badge_Admin')}</span>}
      {titleName && (
        <span className="oj-cm-title-tag" style={{ background: titleColour(titleColor) }} title={titleName} data-user-content data-testid="comment-title-name">
          {titleName}
        </span>
      )}
    </>
  );
}

export function UserAvatar({ name, avatar, size }: { name: string; avatar: string | null; size: 'default' | 'extra-small' }) {
  return (
    <Avatar className="oj-cm-avatar" size={size} src={safeLink(avatar)} alt={name} style={{ flexShrink: 0 }}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
