// The Rank tab (spec 3 §2 Group rank): the group's members by their results on its problems, ACM
// (solved, then fewer submissions) or OI (score), 30 a page, searchable by username or nickname.
// Columns: rank, user (avatar, username, nickname, title), AC, total, AC rate, and score for OI.
import { IconSearch } from '@douyinfe/semi-icons';
import { Button, Empty, Input, Radio, RadioGroup, Table, Tag } from '@douyinfe/semi-ui';
import { Pagination, userInfoAtom, type Page } from '@oj/ui';
import { GROUP_RANK_PAGE_SIZE, GROUP_RANK_TYPE } from '@oj/plugin-groups/browser';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
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

type Column = { title: ReactNode; dataIndex: string; width?: number; align?: 'center'; render: (v: unknown, r: GroupRankRow, i: number) => ReactNode };

export default function RankTab() {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userInfoAtom);
  const { group } = useGroup();
  const [query, setQuery] = useState({ currentPage: 1, type: GROUP_RANK_TYPE.acm as number, searchUser: '' });
  const [input, setInput] = useState('');
  const [page, setPage] = useState<Page<GroupRankRow> | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    getGroupRank({ gid: group.id, currentPage: query.currentPage, limit: GROUP_RANK_PAGE_SIZE, type: query.type, searchUser: query.searchUser || undefined })
      .then((r) => live && setPage(r.data), () => undefined)
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [group.id, query]);

  const oi = query.type === GROUP_RANK_TYPE.oi;
  const search = () => setQuery((q) => ({ ...q, currentPage: 1, searchUser: input.trim() }));
  const offset = (query.currentPage - 1) * GROUP_RANK_PAGE_SIZE;
  const columns: Column[] = [
    { title: t('Group_Rank'), dataIndex: 'rank', width: 70, align: 'center', render: (_, __, i) => <span data-testid="group-rank-number">{offset + i + 1}</span> },
    { title: t('Group_Rank_User'), dataIndex: 'username', render: (_, r) => <UserCell row={r} /> },
    { title: 'AC', dataIndex: 'ac', width: 80, align: 'center', render: (_, r) => <b data-testid="group-rank-ac">{r.ac}</b> },
    { title: t('Group_Rank_Total'), dataIndex: 'total', width: 90, align: 'center', render: (_, r) => <span data-testid="group-rank-total">{r.total}</span> },
    { title: t('Group_Rank_Rate'), dataIndex: 'rate', width: 100, align: 'center', render: (_, r) => <span data-testid="group-rank-rate">{acRate(r.ac, r.total)}</span> },
    ...(oi ? [{ title: t('Group_Rank_Score'), dataIndex: 'score', width: 90, align: 'center' as const, render: (_: unknown, r: GroupRankRow) => <b data-testid="group-rank-score">{r.score}</b> }] : []),
  ];

  return (
    <div className="oj-card" data-testid="group-rank" aria-busy={loading}>
      <div className="oj-group-toolbar-row">
        <RadioGroup
          type="button"
          value={query.type}
          onChange={(e) => setQuery((q) => ({ ...q, currentPage: 1, type: Number(e.target.value) }))}
          aria-label={t('Group_Rank_Type')}
          data-testid="group-rank-type"
        >
          <Radio value={GROUP_RANK_TYPE.acm} data-testid="group-rank-acm">ACM</Radio>
          <Radio value={GROUP_RANK_TYPE.oi} data-testid="group-rank-oi">OI</Radio>
        </RadioGroup>
        <div className="oj-group-search">
          <Input prefix={<IconSearch />} value={input} onChange={setInput} onEnterPress={search} showClear onClear={() => setQuery((q) => ({ ...q, currentPage: 1, searchUser: '' }))} placeholder={t('Group_Rank_Search')} aria-label={t('Group_Rank_Search')} data-testid="group-rank-search" />
          <Button onClick={search} data-testid="group-rank-search-button">{t('Group_Search')}</Button>
        </div>
      </div>
      <Table
        className="oj-group-table"
        size="small"
        rowKey="uid"
        pagination={false}
        loading={loading}
        dataSource={page?.records ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        empty={<Empty description={t('Group_Rank_Empty')} />}
        onRow={(r?: GroupRankRow) => (r ? { 'data-testid': 'group-rank-row', 'data-username': r.username, style: me?.uid === r.uid ? { background: 'rgba(var(--semi-blue-0), 1)' } : undefined } : {}) as Record<string, unknown>}
      />
      <Pagination total={page?.total ?? 0} current={query.currentPage} pageSize={GROUP_RANK_PAGE_SIZE} fixedSize onChange={(c) => setQuery((q) => ({ ...q, currentPage: c }))} />
    </div>
  );
}
