// The member tables' common columns: avatar, username (to the user's home), nickname, date.
import type { TableColumn } from '@oj/ui';
import { Link } from 'react-router-dom';
import type { GroupMemberView } from '../../api.js';
import { DateTime, UserAvatar, userHomePath } from '../../meta.js';

export type Column = TableColumn<GroupMemberView>;

export function userColumns(t: (key: string) => string): Column[] {
  return [
    { title: t('Group_Avatar'), dataIndex: 'avatar', width: 64, render: (_, m) => <UserAvatar username={m.username} avatar={m.avatar} /> },
    {
      title: t('Group_Username'), dataIndex: 'username',
      render: (_, m) => <Link to={userHomePath(m.username, m.uid)} className="oj-group-cell-text" style={{ minWidth: 80 }} data-testid="group-member-username" data-user-content>{m.username}</Link>,
    },
    {
      title: t('Group_Nickname'), dataIndex: 'nickname',
      render: (_, m) => <span className="oj-group-cell-text" style={{ minWidth: 80 }} data-user-content>{m.nickname ?? ''}</span>,
    },
  ];
}

/** the user in one cell (avatar, username, nickname under it), where a table has many columns */
export const userCell = (title: string): Column => ({
  title, dataIndex: 'username',
  render: (_, m) => (
    <span className="oj-group-user">
      <UserAvatar username={m.username} avatar={m.avatar} />
      <span className="oj-group-user-names">
        <Link to={userHomePath(m.username, m.uid)} data-testid="group-member-username" data-user-content>{m.username}</Link>
        {m.nickname && <span className="oj-muted" data-user-content>{m.nickname}</span>}
      </span>
    </span>
  ),
});

export const dateColumn = (title: string, field: 'gmtCreate' | 'gmtModify'): Column => ({
  title, dataIndex: field, width: 110, render: (_, m) => <DateTime value={m[field]} />,
});
