// One group in the GroupList grid (spec 3 §2): avatar, name (cut with an ellipsis, the whole name
// on hover), owner link, brief, member count, auth tag, Hidden tag and creation date. The card
// opens the group (a visitor is told to log in first).
import { IconUserGroup } from '@douyinfe/semi-icons';
import { formatDate } from '@oj/ui';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GroupView } from '../api.js';
import { AuthTag, GroupAvatar, HiddenTag, NS, userHomePath } from '../meta.js';

export function GroupCard({ group: g, onOpen }: { group: GroupView; onOpen: (g: GroupView) => void }) {
  const { t } = useTranslation(NS);
  const key = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    onOpen(g);
  };
  return (
    <div
      className="oj-group-card"
      role="link"
      tabIndex={0}
      onClick={() => onOpen(g)}
      onKeyDown={key}
      data-testid="group-card"
      data-gid={g.id}
    >
      <div className="oj-group-card-head">
        <GroupAvatar group={g} />
        <div className="oj-group-card-title">
          <div className="oj-group-card-name" title={g.name} data-testid="group-card-name" data-user-content>{g.name}</div>
          <div className="oj-group-card-owner">
            {t('Group_Owner')}:{' '}
            <Link to={userHomePath(g.owner, g.uid)} onClick={(e) => e.stopPropagation()} data-testid="group-card-owner" data-user-content>{g.owner}</Link>
          </div>
        </div>
      </div>
      <div className="oj-group-card-brief" data-testid="group-card-brief" data-user-content>{g.brief}</div>
      <div className="oj-group-card-foot">
        <AuthTag auth={g.auth} />
        {!g.visible && <HiddenTag />}
        <span className="oj-group-card-count" title={t('Group_Member_Count')} data-testid="group-card-members">
          <IconUserGroup size="small" /> {t('Group_Members_N', { count: g.memberCount })}
        </span>
        <span className="oj-group-card-date" title={t('Group_Created_At')} data-testid="group-card-date">{formatDate(g.gmtCreate)}</span>
      </div>
    </div>
  );
}
