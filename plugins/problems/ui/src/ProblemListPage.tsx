// /problem (spec 2 §2): keyword search, Show Tags, Reset, bank and level filters, tag chips, the
// user's status icons, AC-rate bars, the side panel and paging; every filter lives in the URL.
import { IconClose, IconHelpCircle, IconMinus, IconTick } from '@douyinfe/semi-icons';
import { Button, Checkbox, Input, Progress, Select, Table, Tag } from '@douyinfe/semi-ui';
import { isAuthenticatedAtom, JUDGE_STATUS, Pagination, pageParam, useIsMobile, type Page } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { getProblemList, getTagsAndClassification, getUserProblemStatus, type ProblemListRow, type TagChip, type ClassifiedTags } from './api.js';
import { ProblemSidePanel } from './ProblemSidePanel.js';
import { acRate, DIFFICULTY, PROBLEM_PAGE_SIZE } from './status.js';
import { useBanks } from './banks.js';
import { JudgeStatus } from '@oj/judge-engine/verdicts';

const SHOW_TAGS_KEY = 'oj-problem-list-show-tags';

function StatusIcon({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation('problems');
  if (status === null || status === undefined || status === JudgeStatus.NOT_SUBMITTED) return null;
  const title = t(JUDGE_STATUS[status]?.name ?? '', { ns: 'translation' });
  if (status === JudgeStatus.ACCEPTED) return <IconTick style={{ color: JUDGE_STATUS[JudgeStatus.ACCEPTED].color }} aria-label={title} data-testid="status-icon-ac" />;
  if (status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT) return <IconHelpCircle style={{ color: '#909399' }} aria-label={title} data-testid="status-icon-unknown" />;
  if (status === JudgeStatus.COMPILE_ERROR) return <IconMinus style={{ color: '#ff9900' }} aria-label={title} data-testid="status-icon-ce" />;
  return <IconClose style={{ color: '#ed3f14' }} aria-label={title} data-testid="status-icon-failed" />;
}

function TagList({ tags }: { tags: TagChip[] }) {
  return (
    <>
      {tags.map((tag) => (
        <Tag key={tag.id} style={{ marginRight: 4, ...(tag.color ? { color: '#fff', background: tag.color } : {}) }}>
          {tag.name}
        </Tag>
      ))}
    </>
  );
}

export default function ProblemListPage() {
  const { t } = useTranslation('problems');
  const banks = useBanks();
  const authed = useAtomValue(isAuthenticatedAtom);
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const current = pageParam(params.get('currentPage'), 1);
  const limit = pageParam(params.get('limit'), PROBLEM_PAGE_SIZE);
  const keyword = params.get('keyword') ?? '';
  const difficulty = params.get('difficulty');
  const oj = params.get('oj') ?? '';
  const tagIds = (params.get('tagId') ?? '').split(',').filter((s) => /^\d+$/.test(s));
  const [input, setInput] = useState(keyword);
  const [showTags, setShowTags] = useState(() => localStorage.getItem(SHOW_TAGS_KEY) === 'true');
  const [data, setData] = useState<Page<ProblemListRow> | null>(null);
  const [statuses, setStatuses] = useState<Record<string, { status: number }>>({});
  const [loading, setLoading] = useState(false);
  const [hovered, setHovered] = useState<ProblemListRow | null>(null);
  const [tagGroups, setTagGroups] = useState<ClassifiedTags[]>([]);

  useEffect(() => setInput(keyword), [keyword]);
  useEffect(() => void getTagsAndClassification(oj || 'ALL').then((r) => setTagGroups(r.data ?? []), () => setTagGroups([])), [oj]);
  useEffect(() => {
    setLoading(true);
    const level = difficulty !== null && /^[0-2]$/.test(difficulty) ? Number(difficulty) : undefined;
    void getProblemList({ currentPage: current, limit, keyword: keyword || undefined, difficulty: level, oj: oj || undefined, tagId: tagIds.join(',') || undefined })
      .then((r) => setData(r.data), () => {})
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  useEffect(() => {
    setStatuses({});
    const pids = data?.records.map((r) => r.pid) ?? [];
    if (!authed || pids.length === 0) return;
    void getUserProblemStatus(pids).then((r) => setStatuses(r.data ?? {}), () => {});
  }, [data, authed]);

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
  function changeShowTags(on: boolean) {
    setShowTags(on);
    localStorage.setItem(SHOW_TAGS_KEY, String(on));
  }

  const tagNames = new Map(tagGroups.flatMap((g) => g.tagList.map((tag) => [String(tag.id), tag.name] as const)));

  const columns = [
    ...(authed ? [{ title: '', dataIndex: 'pid', key: 'status', width: 40, render: (pid: number) => <StatusIcon status={statuses[pid]?.status} /> }] : []),
    { title: t('Problem_ID'), dataIndex: 'problemId', width: 120 },
    {
      title: t('Title'),
      dataIndex: 'title',
      render: (v: string, r: ProblemListRow) => (
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
    ...(showTags ? [{ title: t('Tags'), dataIndex: 'tags', key: 'tags', render: (v: TagChip[]) => <TagList tags={v} /> }] : []),
    { title: t('Total'), dataIndex: 'total', width: 80 },
    {
      title: t('AC_Rate'),
      dataIndex: 'ac',
      width: 170,
      render: (ac: number, r: ProblemListRow) => {
        const rate = acRate(ac, r.total);
        return <Progress percent={rate} showInfo format={() => `${rate.toFixed(2)}%`} aria-label={t('AC_Rate')} data-testid="ac-rate" />;
      },
    },
  ];

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexDirection: mobile ? 'column' : 'row' }}>
      <div className="oj-card" style={{ flex: 1, minWidth: 0, width: mobile ? '100%' : undefined }} data-testid="problem-list">
        <div className="oj-card-title">{t('Problem_List')}</div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', margin: '12px 0' }}>
          <Input value={input} onChange={setInput} onEnterPress={() => update({ keyword: input.trim() || null })} placeholder={t('Search_Keyword')} style={{ width: 260 }} data-testid="problem-search" />
          <Button onClick={() => update({ keyword: input.trim() || null })} data-testid="problem-search-button">{t('Search')}</Button>
          <Checkbox checked={showTags} onChange={(e) => changeShowTags(Boolean(e.target.checked))} data-testid="show-tags">
            {t('Show_Tags')}
          </Checkbox>
          <Button onClick={() => setParams(new URLSearchParams())} data-testid="problem-reset">{t('Reset')}</Button>
        </div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
          <Select
            value={oj || 'ALL'}
            style={{ width: 200 }}
            prefix={t('Problem_Bank')}
            optionList={[{ value: 'ALL', label: t('All') }, ...banks.map((b) => ({ value: b.oj, label: b.oj === 'ME' ? t('Mine') : b.name }))]}
            onChange={(v) => update({ oj: v === 'ALL' ? null : String(v), tagId: null })}
            data-testid="bank-filter"
          />
          <Select
            value={difficulty !== null && DIFFICULTY[Number(difficulty)] ? difficulty : 'all'}
            style={{ width: 160 }}
            prefix={t('Level')}
            optionList={[{ value: 'all', label: t('All') }, ...[0, 1, 2].map((d) => ({ value: String(d), label: t(DIFFICULTY[d].key) }))]}
            onChange={(v) => update({ difficulty: v === 'all' ? null : String(v) })}
            data-testid="level-filter"
          />
        </div>
        {tagIds.length > 0 && (
          <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center', marginBottom: 12 }} data-testid="tag-chips">
            <span className="oj-muted">{t('Tags')}:</span>
            {tagIds.map((id) => (
              <Tag key={id} color="blue" closable onClose={() => toggleTag(Number(id))} data-testid="tag-chip">
                {tagNames.get(id) ?? `#${id}`}
              </Tag>
            ))}
          </div>
        )}
        <Table
          pagination={false}
          rowKey="pid"
          loading={loading}
          dataSource={data?.records ?? []}
          columns={columns}
          empty={t('No_Problems')}
          onRow={(r?: ProblemListRow) => ({ onMouseEnter: () => setHovered(r ?? null), 'data-testid': 'problem-row' }) as Record<string, unknown>}
        />
        <Pagination total={data?.total ?? 0} current={current} pageSize={limit} onChange={(c, s) => update({ currentPage: String(c), limit: String(s) })} />
      </div>
      <div style={{ width: mobile ? '100%' : 300, flexShrink: 0 }} data-testid="problem-side">
        <ProblemSidePanel hovered={hovered} tagGroups={tagGroups} selectedTags={tagIds} onToggleTag={toggleTag} />
      </div>
    </div>
  );
}
