import { Avatar, Badge, Button, Dropdown } from '@douyinfe/semi-ui';
import { IconBell } from '@douyinfe/semi-icons';
import { isAdminRoleAtom, isAuthenticatedAtom, openLoginDialog, rolesAtom, unreadAtom, UNREAD_BADGE_CAP, userInfoAtom, websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { unreadTotal } from '../behaviour/unread.js';

export function badgeText(n: number): string | undefined {
  if (!n || n <= 0) return undefined;
  return n > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(n);
}

export const MESSAGE_TABS = [
  { type: 'discuss', label: 'DiscussMsg', key: 'comment' },
  { type: 'reply', label: 'ReplyMsg', key: 'reply' },
  { type: 'like', label: 'LikeMsg', key: 'like' },
  { type: 'sys', label: 'SysMsg', key: 'sys' },
  { type: 'mine', label: 'MineMsg', key: 'mine' },
] as const;

/** spec 1 §2.3: admin labels beside names. */
export function adminLabel(roles: string[]): string | null {
  if (roles.includes('root')) return 'SPA';
  if (roles.includes('admin')) return 'ADM';
  return null;
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(userInfoAtom);
  const roles = useAtomValue(rolesAtom);
  const adminRole = useAtomValue(isAdminRoleAtom);
  const unread = useAtomValue(unreadAtom);
  const cfg = useAtomValue(websiteConfigAtom);

  if (!authed || !user) {
    return (
      <div className="oj-user-menu">
        <Button theme="light" onClick={() => openLoginDialog('Login')} data-testid="nav-login">
          {t('Login')}
        </Button>
        {cfg.register !== false && (
          <Button theme="solid" onClick={() => openLoginDialog('Register')} data-testid="nav-register">
            {t('Register')}
          </Button>
        )}
      </div>
    );
  }
  const label = adminLabel(roles);
  return (
    <div className="oj-user-menu">
      <Dropdown
        render={
          <Dropdown.Menu>
            {MESSAGE_TABS.map((m) => (
              <Dropdown.Item key={m.type} onClick={() => navigate(`/message/${m.type}`)}>
                <span className="oj-msg-entry">{t(m.label)}</span>
                {badgeText(unread[m.key]) && <Badge count={badgeText(unread[m.key])} type="danger" />}
              </Dropdown.Item>
            ))}
          </Dropdown.Menu>
        }
      >
        <span className="oj-msg-bell" data-testid="nav-messages">
          <Badge count={badgeText(unreadTotal(unread))} type="danger">
            <IconBell size="large" />
          </Badge>
        </span>
      </Dropdown>
      <Dropdown
        render={
          <Dropdown.Menu>
            <Dropdown.Item onClick={() => navigate(`/user-home?uid=${encodeURIComponent(user.uid)}&username=${encodeURIComponent(user.username)}`)}>{t('NavBar_UserHome')}</Dropdown.Item>
            <Dropdown.Item onClick={() => navigate('/status?onlyMine=true')}>{t('NavBar_Submissions')}</Dropdown.Item>
            <Dropdown.Item onClick={() => navigate('/setting')}>{t('NavBar_Setting')}</Dropdown.Item>
            {adminRole && <Dropdown.Item onClick={() => window.open('/admin', '_blank')}>{t('NavBar_Management')}</Dropdown.Item>}
            <Dropdown.Divider />
            <Dropdown.Item onClick={() => navigate('/logout')} data-testid="nav-logout">{t('NavBar_Logout')}</Dropdown.Item>
          </Dropdown.Menu>
        }
      >
        <span className="oj-user-name" data-testid="nav-user">
          <Avatar size="small" src={user.avatar || undefined}>{user.username.slice(0, 1).toUpperCase()}</Avatar>
          <span>{user.username}</span>
          {label && <span className={`oj-admin-label oj-admin-${label}`}>{label}</span>}
        </span>
      </Dropdown>
    </div>
  );
}
