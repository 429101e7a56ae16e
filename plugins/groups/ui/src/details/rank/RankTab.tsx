// The Rank tab (spec 3 §2 Group rank): the group's members by their results on its problems, ACM
// (solved, then fewer submissions) or OI (score), 30 a page, searchable by username or nickname.
// Columns: rank, user (avatar, username, nickname, title), AC, total, AC rate, and score for OI.
import { Empty, Radio, RadioGroup, Tag } from '@douyinfe/semi-ui';
import { PagedTable, SearchBar, usePagedList, userInfoAtom, useSearchBox, type TableColumn } from '@oj/ui';
import { GROUP_RANK_PAGE_SIZE, GROUP_RANK_TYPE } from '@oj/plugin-groups/browser';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getGroupRank, type GroupRankRow } from '../../api.js';
import { NS, textOn, UserAvatar, userHomePath } from '../../meta.js';
import { useGroup } from '../context.js';

/** spec 3 §3: the rating is the AC rate, to 2 decimals */
export const acRate = (ac: number, total: number) => (total > 0 ? `${((ac / total) * 100).toFixed(2)}%` : '0.00%');

function UserCell({ row }: { row: GroupRankRow }) {
  return (
    <span className="oj-group-user" style={{ minWidth: 160 }}>
      <UserAvatar username={row.username} avatar={row.avatar} />
      <span className="oj-group-user-names">
        <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link to={userHomePath(row.username, row.uid)} data-testid="group-rank-user" data-user-content>{row.username}</Link>
          {row.titleName && (
            <Tag size="small" style={row.titleColor ? { background: row.titleColor, color: textOn(row.titleColor) } : undefined} data-testid="group-rank-title">
              <span data-user-content>{row.titleName}</span>
            </Tag>
          )}
        </span>
        {row.nickname && <span className="oj-muted" data-user-content>{row.nickname}</span>}
      </span>
    </span>
  );
}

export default function RankTab() {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userInfoAtom);
  const { group } = useGroup();
  const [type, setType] = useState<number>(GROUP_RANK_TYPE.acm);
  const [searchUser, setSearchUser] = useState('');
  const list = usePagedList(
    (currentPage) => getGroupRank({ gid: group.id, currentPage, limit: GROUP_RANK_PAGE_SIZE, type, searchUser: searchUser || undefined }),
    [group.id, type, searchUser],
  );
  /** a new type or search starts again from page 1 */
  const requery = (next: { type?: number; searchUser?: string }) => {
    if (next.type !== undefined) setType(next.type);
    if (next.searchUser !== undefined) setSearchUser(next.searchUser);
    list.setCurrent(1);
  };

  const oi = type === GROUP_RANK_TYPE.oi;
  const box = useSearchBox((searchUser) => requery({ searchUser }));
  const offset = (list.current - 1) * GROUP_RANK_PAGE_SIZE;
  const columns: TableColumn<GroupRankRow>[] = [
    { title: t('Group_Rank'), dataIndex: 'rank', width: 70, align: 'center', render: (_, __, i) => <span data-testid="group-rank-number">{offset + i + 1}</span> },
    { title: t('Group_Rank_User'), dataIndex: 'username', render: (_, r) => <UserCell row={r} /> },
    { title: 'AC', dataIndex: 'ac', width: 80, align: 'center', render: (_, r) => <b data-testid="group-rank-ac">{r.ac}</b> },
    { title: t('Group_Rank_Total'), dataIndex: 'total', width: 90, align: 'center', render: (_, r) => <span data-testid="group-rank-total">{r.total}</span> },
    { title: t('Group_Rank_Rate'), dataIndex: 'rate', width: 100, align: 'center', render: (_, r) => <span data-testid="group-rank-rate">{acRate(r.ac, r.total)}</span> },
    ...(oi ? [{ title: t('Group_Rank_Score'), dataIndex: 'score', width: 90, align: 'center' as const, render: (_: unknown, r: GroupRankRow) => <b data-testid="group-rank-score">{r.score}</b> }] : []),
  ];

  return (
    <div className="oj-card" data-testid="group-rank" aria-busy={list.loading}>
      <div className="oj-group-toolbar-row">
        <RadioGroup
          type="button"
          value={type}
          onChange={(e) => requery({ type: Number(e.target.value) })}
          aria-label={t('Group_Rank_Type')}
          data-testid="group-rank-type"
        >
          <Radio value={GROUP_RANK_TYPE.acm} data-testid="group-rank-acm">ACM</Radio>
          <Radio value={GROUP_RANK_TYPE.oi} data-testid="group-rank-oi">OI</Radio>
        </RadioGroup>
        <SearchBar className="oj-group-search" box={box} placeholder={t('Group_Rank_Search')} ariaLabel={t('Group_Rank_Search')}
          buttonLabel={t('Group_Search')} testId="group-rank-search" buttonTestId="group-rank-search-button" />
      </div>
      <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={GROUP_RANK_PAGE_SIZE} rowKey="uid" empty={<Empty description={t('Group_Rank_Empty')} />}
        rowProps={(r) => ({ 'data-testid': 'group-rank-row', 'data-username': r.username, style: me?.uid === r.uid ? { background: 'rgba(var(--semi-blue-0), 1)' } : undefined })} />
    </div>
  );
}
