// /acm-rank and /oi-rank (spec 2 §2 Rankings): the top-10 bar chart, a search box, the rank table
// (user → /user-home?uid=&username=, AC count → /status?username=&status=0) and paging with a
// page-size selector (30 default). Page, size and search live in the URL query.
import { Button, Input, Table } from '@douyinfe/semi-ui';
import { Pagination, pageParam, type Page } from '@oj/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { getRankList, type RankRow, type RankType } from './api.js';
import { Chart } from './Chart.js';
import { RANK_CHART_USERS, RANK_PAGE_SIZE, RANK_PAGE_SIZES } from './status.js';
import { UserCell } from './UserCell.js';

export { UserCell };

/** spec 2 §9: AC rate from ac and total, 2 decimals */
function acRate(r: RankRow): string {
  return r.total ? `${((r.ac / r.total) * 100).toFixed(2)}%` : '0.00%';
}

function TopChart({ type }: { type: RankType }) {
  const { t } = useTranslation('submissions');
  const [top, setTop] = useState<RankRow[]>([]);
  useEffect(() => {
    void getRankList(type, 1, RANK_CHART_USERS).then((r) => setTop(r.data.records), () => setTop([]));
  }, [type]);
  const option = useMemo(() => ({
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: type === 'ACM' ? [t('AC'), t('Total')] : [t('Total_Score')] },
    grid: { left: 40, right: 20, bottom: 60, top: 40 },
    xAxis: { type: 'category', data: top.map((r) => r.username), axisLabel: { interval: 0, rotate: top.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: type === 'ACM'
      ? [
          { name: t('AC'), type: 'bar', barMaxWidth: 48, data: top.map((r) => r.ac), itemStyle: { color: '#19be6b' } },
          { name: t('Total'), type: 'bar', barMaxWidth: 48, data: top.map((r) => r.total), itemStyle: { color: '#2d8cf0' } },
        ]
      : [{ name: t('Total_Score'), type: 'bar', barMaxWidth: 48, data: top.map((r) => r.score), itemStyle: { color: '#2d8cf0' } }],
  }), [top, type, t]);
  return (
    <div className="oj-card" style={{ marginBottom: 16 }}>
      <div className="oj-card-title">{t('Top_Users', { count: RANK_CHART_USERS })}</div>
      <Chart option={option} height={320} testId="rank-chart" />
    </div>
  );
}

function RankPage({ type }: { type: RankType }) {
  const { t } = useTranslation('submissions');
  const [params, setParams] = useSearchParams();
  const current = pageParam(params.get('currentPage'), 1);
  const limit = pageParam(params.get('limit'), RANK_PAGE_SIZE);
  const searchUser = params.get('searchUser') ?? '';
  const [input, setInput] = useState(searchUser);
  const [page, setPage] = useState<Page<RankRow> | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => setInput(searchUser), [searchUser]);

  useEffect(() => {
    setLoading(true);
    getRankList(type, current, limit, searchUser.trim())
      .then((r) => setPage(r.data), () => undefined)
      .finally(() => setLoading(false));
  }, [type, current, limit, searchUser]);

  function go(next: { currentPage?: number; limit?: number; searchUser?: string }) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === '' || v === undefined) p.delete(k);
      else p.set(k, String(v));
    }
    setParams(p);
  }

  const first = (current - 1) * limit;
  const columns = [
    { title: t('Rank'), dataIndex: 'rank', width: 80, render: (_: unknown, __: RankRow, i: number) => first + i + 1 },
    { title: t('User'), dataIndex: 'username', render: (_: string, r: RankRow) => <UserCell r={r} /> },
    { title: t('Nickname'), dataIndex: 'nickname', render: (v: string | null) => v ?? '' },
    { title: t('Signature'), dataIndex: 'signature', render: (v: string | null) => <span style={{ color: 'var(--semi-color-text-2)' }}>{v ?? ''}</span> },
    ...(type === 'OI' ? [{ title: t('Total_Score'), dataIndex: 'score' }] : []),
    {
      title: t('AC'), dataIndex: 'ac',
      render: (v: number, r: RankRow) => <Link to={`/status?username=${encodeURIComponent(r.username)}&status=0`} data-testid="rank-ac">{v}</Link>,
    },
    { title: t('Total'), dataIndex: 'total' },
    { title: t('AC_Rate'), dataIndex: 'rate', render: (_: unknown, r: RankRow) => acRate(r) },
  ];

  return (
    <div data-testid={type === 'ACM' ? 'acm-rank' : 'oi-rank'}>
      <TopChart type={type} />
      <div className="oj-card">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
          <span className="oj-card-title">{t(type === 'ACM' ? 'ACM_Rank' : 'OI_Rank')}</span>
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Input style={{ width: 280 }} placeholder={t('Search_User')} value={input} onChange={setInput} onEnterPress={() => go({ searchUser: input.trim(), currentPage: undefined })} data-testid="rank-search" />
            <Button onClick={() => go({ searchUser: input.trim(), currentPage: undefined })}>{t('Search')}</Button>
          </span>
        </div>
        <Table pagination={false} rowKey="uid" loading={loading} dataSource={page?.records ?? []} empty={t('No_Rank')} columns={columns} data-testid="rank-table" />
        <Pagination total={page?.total ?? 0} current={current} pageSize={limit} pageSizes={RANK_PAGE_SIZES} onChange={(c, s) => go({ currentPage: c, limit: s })} />
      </div>
    </div>
  );
}

export function AcmRankPage() {
  return <RankPage type="ACM" />;
}

export function OiRankPage() {
  return <RankPage type="OI" />;
}
