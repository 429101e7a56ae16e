// What every group screen shows the same way (spec 3 §3, §9): the group's avatar (a letter when it
// has none), its auth tag, the Hidden tag, a member's level, a user's home link, the login warning,
// and the side card's name cut to about 26 character units.
import { IconEyeClosed, IconLock } from '@douyinfe/semi-icons';
import { Avatar, Tag, Toast } from '@douyinfe/semi-ui';
import type { AvatarProps } from '@douyinfe/semi-ui/lib/es/avatar';
import { formatDateTime, i18n, openLoginDialog } from '@oj/ui';
import { GROUP_AUTH, MEMBER_AUTH } from '@oj/plugin-groups/browser';
import { useTranslation } from 'react-i18next';
import type { GroupView } from './api.js';

export const NS = 'groups';

export const groupPath = (gid: number, tab = '') => `/group/${gid}${tab ? `/${tab}` : ''}`;

/** a user's home (spec 1 §2.3: query username, and uid when known) */
export const userHomePath = (username: string, uid?: string) =>
  `/user-home?${uid ? `uid=${encodeURIComponent(uid)}&` : ''}username=${encodeURIComponent(username)}`;

/** spec 3 §6: a visitor is told to log in, and the login dialog opens */
export function loginFirst(): void {
  Toast.warning(i18n.t('Group_Login_First', { ns: NS }));
  openLoginDialog('Login');
}

/** a character's width in units: 2 for wide (CJK, emoji) characters, 1 otherwise */
const units = (ch: string) => (ch.codePointAt(0)! > 0xff ? 2 : 1);

/** spec 3 §2 side card: the name cut to `max` character units, with an ellipsis when cut */
export function truncateUnits(text: string, max: number): string {
  let used = 0;
  let out = '';
  for (const ch of text) {
    used += units(ch);
    if (used > max) return `${out}…`;
    out += ch;
  }
  return out;
}

const AUTH_LOOK: Record<number, { key: string; color: 'green' | 'orange' | 'red' }> = {
  [GROUP_AUTH.public]: { key: 'Group_Auth_Public', color: 'green' },
  [GROUP_AUTH.protected]: { key: 'Group_Auth_Protected', color: 'orange' },
  [GROUP_AUTH.private]: { key: 'Group_Auth_Private', color: 'red' },
};

export function AuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation(NS);
  const look = AUTH_LOOK[auth] ?? AUTH_LOOK[GROUP_AUTH.public];
  return (
    <Tag color={look.color} prefixIcon={auth === GROUP_AUTH.private ? <IconLock /> : undefined} data-testid="group-auth" data-auth={auth}>
      {t(look.key)}
    </Tag>
  );
}

export function HiddenTag() {
  const { t } = useTranslation(NS);
  return <Tag color="grey" prefixIcon={<IconEyeClosed />} data-testid="group-hidden">{t('Group_Hidden')}</Tag>;
}

export const MEMBER_LEVELS = [MEMBER_AUTH.applying, MEMBER_AUTH.refused, MEMBER_AUTH.member, MEMBER_AUTH.admin, MEMBER_AUTH.root] as const;
export const levelKey = (auth: number) => `Group_Level_${auth}`;
const LEVEL_COLOR: Record<number, 'blue' | 'red' | 'green' | 'orange' | 'violet'> = { 1: 'blue', 2: 'red', 3: 'green', 4: 'orange', 5: 'violet' };

export function LevelTag({ auth }: { auth: number }) {
  const { t } = useTranslation(NS);
  return <Tag color={LEVEL_COLOR[auth] ?? 'grey'} data-testid="group-member-level" data-level={auth}>{t(levelKey(auth))}</Tag>;
}

/** the group's avatar, or its name's first letter on a colour of its own */
export function GroupAvatar({ group, size = 'large' }: { group: Pick<GroupView, 'id' | 'name' | 'avatar'>; size?: AvatarProps['size'] }) {
  const colors: AvatarProps['color'][] = ['light-blue', 'cyan', 'green', 'orange', 'violet', 'pink', 'amber', 'teal'];
  return (
    <Avatar shape="square" size={size} src={group.avatar || undefined} alt={group.name} color={colors[group.id % colors.length]} style={{ flex: 'none' }} data-testid="group-avatar">
      {[...group.name][0]?.toUpperCase() ?? '?'}
    </Avatar>
  );
}

/** a user's avatar: the picture, or the name's first letter */
export function UserAvatar({ username, avatar, size = 'small' }: { username: string; avatar: string | null; size?: AvatarProps['size'] }) {
  return (
    <Avatar size={size} src={avatar || undefined} alt={username} style={{ flex: 'none' }}>
      {username.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** a readable colour for text on a user's title colour */
export function textOn(color: string): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return '#fff';
  const h = m[1].length === 3 ? m[1].split('').map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return r * 0.299 + g * 0.587 + b * 0.114 > 160 ? '#1c1f23' : '#fff';
}

/** a date over its time, so that a table's date columns stay narrow */
export function DateTime({ value }: { value: string | Date }) {
  const [date, time] = formatDateTime(value).split(' ');
  return <span className="oj-group-datetime"><span>{date}</span><span>{time}</span></span>;
}
