// The group page's side card (spec 3 §2): avatar, the name cut to about 26 character units (whole
// on hover), owner, auth tag, Hidden tag, creation date and the group's number.
import { formatDateTime, useIsMobile } from '@oj/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GroupView } from '../api.js';
import { AuthTag, GroupAvatar, HiddenTag, NS, truncateUnits, userHomePath } from '../meta.js';

/** spec 3 §2: the side card's name length, in character units (a wide character counts two) */
const SIDE_NAME_UNITS = 26;

export function SideCard({ group: g }: { group: GroupView }) {
  const { t } = useTranslation(NS);
  // under 992 px the card is a row above the tabs: a smaller avatar beside the facts
  const mobile = useIsMobile();
  return (
    <aside className="oj-card oj-group-side" data-testid="group-side">
      <GroupAvatar group={g} size={mobile ? 'large' : 'extra-large'} />
      <div className="oj-group-side-body">
        <h1 className="oj-group-side-name" title={g.name} data-testid="group-name" data-user-content>{truncateUnits(g.name, SIDE_NAME_UNITS)}</h1>
        <div className="oj-group-side-tags">
          <AuthTag auth={g.auth} />
          {!g.visible && <HiddenTag />}
        </div>
        <dl className="oj-group-facts">
          <dt>{t('Group_Owner')}</dt>
          <dd><Link to={userHomePath(g.owner, g.uid)} data-testid="group-owner" data-user-content>{g.owner}</Link></dd>
          <dt>{t('Group_Created_At')}</dt>
          <dd data-testid="group-created">{formatDateTime(g.gmtCreate)}</dd>
          <dt>{t('Group_Number')}</dt>
          <dd data-testid="group-number">{g.id}</dd>
          <dt>{t('Group_Member_Count')}</dt>
          <dd data-testid="group-member-count">{g.memberCount}</dd>
        </dl>
      </div>
    </aside>
  );
}
