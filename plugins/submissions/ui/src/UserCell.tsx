// A rank row's user: the name linking to the profile, and the user's title as a coloured tag
// (the rank pages and the home page's AC rank; its own module so the home page does not load the rank page).
import { Tag } from '@douyinfe/semi-ui';
import { Link } from 'react-router-dom';
import type { RankRow } from './api.js';

export const userHome = (r: Pick<RankRow, 'uid' | 'username'>) => `/user-home?uid=${encodeURIComponent(r.uid)}&username=${encodeURIComponent(r.username)}`;

export function UserCell({ r }: { r: Pick<RankRow, 'uid' | 'username' | 'titleName' | 'titleColor'> }) {
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <Link to={userHome(r)} data-testid="rank-user">{r.username}</Link>
      {r.titleName && <Tag size="small" style={{ background: r.titleColor ?? undefined, color: r.titleColor ? '#fff' : undefined }}>{r.titleName}</Tag>}
    </span>
  );
}
