// /problem (spec 2 §2): keyword search, level filter, tag chips, paging, AC rate, the user's status icon.
import { IconClose, IconHelpCircle, IconMinus, IconTick } from '@douyinfe/semi-icons';
import { Button, Input, Progress, Select, Table, Tag } from '@douyinfe/semi-ui';
import { isAuthenticatedAtom, JUDGE_STATUS, Pagination, pageParam, type Page } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { getAllTags, getProblemList, type ProblemRow, type TagChip } from './api.js';
import { DIFFICULTY, PROBLEM_PAGE_SIZE } from './status.js';

function StatusIcon({ status }: { status: number | null }) {
  const { t } = useTranslation('problems');
  if (status === null || status === -10) return null;
  const title = t(JUDGE_STATUS[status]?.name ?? '', { ns: 'translation' });
  if (status === 0) return <IconTick style={{ color: JUDGE_STATUS[0].color }} aria-label={title} data-testid="status-icon-ac" />;
  if (status === -5) return <IconHelpCircle style={{ color: '#909399' }} aria-label={title} />;
  if (status === -2) return <IconMinus style={{ color: '#ff9900' }} aria-label={title} />;
  return <IconClose style={{ color: '#ed3f14' }} aria-label={title} />;
}

export default function ProblemListPage() {
  const { t } = useTranslation('problems');
  const authed = useAtomValue(isAuthenticatedAtom);
  const [params, setParams] = useSearchParams();
  const current = pageParam(params.get('currentPage'), 1);
  const limit = pageParam(params.get('limit'), PROBLEM_PAGE_SIZE);
  const keyword = params.get('keyword') ?? '';
  const difficulty = params.get('difficulty');
  const tagIds = (params.get('tagId') ?? '').split(',').filter((s) => /^\d+$/.test(s));
  const [input, setInput] = useState(keyword);
  const [data, setData] = useState<Page<ProblemRow> | null>(null);
  const [tags, setTags] = useState<TagChip[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => void getAllTags().then((r) => setTags(r.data ?? []), () => {}), []);
  useEffect(() => {
    setLoading(true);
    void getProblemList({ currentPage: current, limit, keyword: keyword || undefined, difficulty: difficulty === null ? undefined : Number(difficulty), tagId: tagIds.join(',') || undefined })
      .then((r) => setData(r.data), () => {})
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, authed]);

  function update(next: Record<string, string | null>) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, v);
    }
    if (!('currentPage' in next)) p.delete('currentPage');
    setParams(p);
  }
  function toggleTag(id: number) {
    const s = new Set(tagIds);
    if (s.has(String(id))) s.delete(String(id));
    else s.add(String(id));
    update({ tagId: [...s].join(',') || null });
  }

  const columns = [
    ...(authed ? [{ title: '', dataIndex: 'myStatus', width: 40, render: (v: number | null) => <StatusIcon status={v} /> }] : []),
    { title: t('Problem_ID'), dataIndex: 'problemId', width: 120 },
    {
      title: t('Title'),
      dataIndex: 'title',
      render: (v: string, r: ProblemRow) => (
        <Link to={`/problem/${encodeURIComponent(r.problemId)}`} data-testid="problem-link">
          {v}
        </Link>
      ),
    },
    {
      title: t('Level'),
      dataIndex: 'difficulty',
      width: 90,
      render: (v: number) => (DIFFICULTY[v] ? <Tag style={{ color: '#fff', background: DIFFICULTY[v].color }}>{t(DIFFICULTY[v].key)}</Tag> : null),
    },
    {
      title: t('Tags'),
      dataIndex: 'tags',
      render: (v: TagChip[]) => v.map((tag) => <Tag key={tag.id} style={{ marginRight: 4, ...(tag.color ? { color: '#fff', background: tag.color } : {}) }}>{tag.name}</Tag>),
    },
    { title: t('Total'), dataIndex: 'total', width: 80 },
    {
      title: t('AC_Rate'),
      dataIndex: 'ac',
      width: 160,
      render: (ac: number, r: ProblemRow) => {
        const rate = r.total ? Math.round((ac / r.total) * 10000) / 100 : 0;
        return <Progress percent={rate} showInfo format={() => `${rate}%`} aria-label={t('AC_Rate')} />;
      },
    },
  ];

  return (
    <div className="oj-card" data-testid="problem-list">
      <div className="oj-card-title">{t('Problem_List')}</div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '12px 0' }}>
        <Input value={input} onChange={setInput} onEnterPress={() => update({ keyword: input.trim() || null })} placeholder={t('Search_Keyword')} style={{ width: 280 }} data-testid="problem-search" />
        <Button onClick={() => update({ keyword: input.trim() || null })}>{t('Search')}</Button>
        <Select
          value={difficulty ?? 'all'}
          style={{ width: 120 }}
          prefix={t('Level')}
          optionList={[{ value: 'all', label: t('All') }, ...[0, 1, 2].map((d) => ({ value: String(d), label: t(DIFFICULTY[d].key) }))]}
          onChange={(v) => update({ difficulty: v === 'all' ? null : String(v) })}
        />
        <Button
          onClick={() => {
            setInput('');
            setParams(new URLSearchParams());
          }}
        >
          {t('Reset')}
        </Button>
      </div>
      {tags.length > 0 && (
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', marginBottom: 12 }} data-testid="tag-chips">
          {tags.map((tag) => {
            const on = tagIds.includes(String(tag.id));
            return (
              <Tag key={tag.id} color={on ? 'blue' : 'white'} type={on ? 'solid' : 'ghost'} style={{ cursor: 'pointer' }} onClick={() => toggleTag(tag.id)}>
                {tag.name}
              </Tag>
            );
          })}
        </div>
      )}
      <Table pagination={false} rowKey="pid" loading={loading} dataSource={data?.records ?? []} columns={columns} empty={t('No_Problems')} />
      <Pagination total={data?.total ?? 0} current={current} pageSize={limit} onChange={(c, s) => update({ currentPage: String(c), limit: String(s) })} />
    </div>
  );
}
