// The Record List tab (spec 3 §2 Training rank): search by Enter or the button; the sequence, the
// user (avatar, Own for the viewer, Girl, school), the real name (sent to training admins only),
// total AC with the total run time, and one column per problem with the judge status's short code
// and the run time. AC counts open the user's accepted submissions, cells the user's submissions
// of that problem, headers the problem in the training, names the user's home. Female rows and the
// viewer's own row are tinted. 30 a page, with sizes (spec 3 §9).
import { IconFemale, IconSearch } from '@douyinfe/semi-icons';
import { Avatar, Button, Empty, Input, Table, Tag, Tooltip } from '@douyinfe/semi-ui';
import { JUDGE_STATUS, Pagination, userInfoAtom, type Page } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { TRAINING_RANK_PAGE_SIZE } from '@oj/plugin-trainings/browser';
import { getTrainingProblems, getTrainingRank, type TrainingProblem, type TrainingRankRow } from '../api.js';
import { TrainingStyles } from '../styles.js';
import { userHomePath } from '../trainingMeta.js';
import { useTraining } from './context.js';
import { trainingProblemPath } from './ProblemsTab.js';

const ACCEPTED = 0;
const FEMALE = 'female';
const ROW_TINT = { own: 'rgba(var(--semi-blue-0), 1)', female: 'rgba(var(--semi-pink-0), 1)' };

const statusPath = (q: Record<string, string | number>) =>
  `/status?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()}`;

function UserCell({ row, own }: { row: TrainingRankRow; own: boolean }) {
  const { t } = useTranslation('trainings');
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 150 }} data-user-content>
      <Avatar size="small" src={row.avatar || undefined} alt={row.username} style={{ flex: 'none' }}>{row.username.slice(0, 1).toUpperCase()}</Avatar>
      <div style={{ minWidth: 0 }}>
        <div style={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link to={userHomePath(row.username, row.uid)} data-testid="rank-user">{row.username}</Link>
          {own && <Tag size="small" color="blue" data-testid="rank-own">{t('Training_Rank_Own')}</Tag>}
          {row.gender === FEMALE && <Tag size="small" color="pink" prefixIcon={<IconFemale />} data-testid="rank-girl">{t('Training_Rank_Girl')}</Tag>}
        </div>
        {row.school && <div className="oj-muted" style={{ fontSize: 12, maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.school}</div>}
      </div>
    </div>
  );
}

/** one problem's cell: the best verdict's short code, and the fastest accepted run */
function ProblemCell({ cell, onOpen }: { cell: TrainingRankRow['submissionInfo'][string] | undefined; onOpen: () => void }) {
  const { t } = useTranslation('trainings');
  if (!cell) return null;
  const info = JUDGE_STATUS[cell.status];
  const ac = cell.status === ACCEPTED;
  return (
    <Tooltip content={t(info?.name ?? 'Status_Not_Submitted', { ns: 'translation' })}>
      <button
        type="button"
        onClick={onOpen}
        data-testid="rank-cell-status"
        data-status={cell.status}
        style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', display: 'inline-flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.3, font: 'inherit' }}
      >
        <b style={{ color: info?.color }}>{info?.short || '?'}</b>
        {ac && cell.runTime !== null && <span style={{ fontSize: 12, color: 'var(--semi-color-text-2)' }}>{t('Training_Rank_Ms', { ms: cell.runTime })}</span>}
      </button>
    </Tooltip>
  );
}

export default function RankTab() {
  const { t } = useTranslation('trainings');
  const { training, path } = useTraining();
  const navigate = useNavigate();
  const me = useAtomValue(userInfoAtom);
  const [problems, setProblems] = useState<TrainingProblem[]>([]);
  const [page, setPage] = useState<Page<TrainingRankRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const [query, setQuery] = useState({ currentPage: 1, limit: TRAINING_RANK_PAGE_SIZE, keyword: '' });
  const [input, setInput] = useState('');

  useEffect(() => {
    let live = true;
    getTrainingProblems(training.id).then((r) => live && setProblems(r.data.records), () => live && setProblems([]));
    return () => { live = false; };
  }, [training.id]);
  useEffect(() => {
    let live = true;
    setLoading(true);
    getTrainingRank(training.id, query.currentPage, query.limit, query.keyword)
      .then((r) => live && setPage(r.data), () => undefined)
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [training.id, query]);

  const search = () => setQuery((q) => ({ ...q, currentPage: 1, keyword: input.trim() }));
  const records = page?.records ?? [];
  const showRealname = records.some((r) => !!r.realname);
  type Column = { title: ReactNode; dataIndex: string; key?: string; width?: number; align?: 'center'; render: (v: unknown, r: TrainingRankRow) => ReactNode };
  const columns: Column[] = [
    { title: '#', dataIndex: 'rank', width: 56, align: 'center', render: (_, r) => <span data-testid="rank-number">{r.rank}</span> },
    { title: t('Training_Rank_User'), dataIndex: 'username', width: 200, render: (_, r) => <UserCell row={r} own={!!me && me.uid === r.uid} /> },
    ...(showRealname ? [{ title: t('Training_Rank_Realname'), dataIndex: 'realname', width: 110, render: (_: unknown, r: TrainingRankRow) => <span data-testid="rank-realname" data-user-content>{r.realname ?? ''}</span> }] : []),
    {
      title: t('Training_Rank_AC'), dataIndex: 'ac', width: 110, align: 'center',
      render: (_, r) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.3 }}>
          <Link to={statusPath({ username: r.username, status: ACCEPTED })} data-testid="rank-ac"><b>{r.ac}</b></Link>
          <span style={{ fontSize: 12, color: 'var(--semi-color-text-2)', whiteSpace: 'nowrap' }} data-testid="rank-total-time">{t('Training_Rank_Ms', { ms: r.totalRunTime })}</span>
        </span>
      ),
    },
    ...problems.map((p) => ({
      title: (
        <Tooltip content={p.title}>
          <Link to={trainingProblemPath(path, p.problemId)} data-testid="rank-problem-head" style={{ whiteSpace: 'nowrap' }}>{p.problemId}</Link>
        </Tooltip>
      ),
      dataIndex: `p:${p.problemId}`,
      width: 80,
      align: 'center' as const,
      render: (_: unknown, r: TrainingRankRow) => (
        <span data-testid={`rank-cell-${p.problemId}`}>
          <ProblemCell cell={r.submissionInfo[p.problemId]} onOpen={() => navigate(statusPath({ username: r.username, problemID: p.problemId }))} />
        </span>
      ),
    })),
  ];

  const rowStyle = (r: TrainingRankRow): CSSProperties | undefined =>
    me && me.uid === r.uid ? { background: ROW_TINT.own } : r.gender === FEMALE ? { background: ROW_TINT.female } : undefined;

  return (
    <div className="oj-card" data-testid="training-rank" style={{ minWidth: 0 }}>
      <TrainingStyles />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12, maxWidth: 420 }}>
        <Input
          prefix={<IconSearch />}
          value={input}
          onChange={setInput}
          onEnterPress={search}
          placeholder={t('Training_Rank_Search_Placeholder')}
          aria-label={t('Training_Rank_Search_Placeholder')}
          style={{ flex: '1 1 200px', minWidth: 0 }}
          data-testid="rank-search"
        />
        <Button onClick={search} data-testid="rank-search-button">{t('Training_Search')}</Button>
      </div>
      <Table
        className="oj-training-table"
        size="small"
        rowKey="uid"
        pagination={false}
        loading={loading}
        dataSource={records}
        columns={columns}
        scroll={{ x: 'max-content' }}
        empty={<Empty description={t('Training_Rank_Empty')} />}
        onRow={(r?: TrainingRankRow) => (r ? { style: rowStyle(r), 'data-testid': 'rank-row', 'data-username': r.username, 'data-own': me?.uid === r.uid ? 'true' : undefined } : {}) as Record<string, unknown>}
      />
      <Pagination
        total={page?.total ?? 0}
        current={query.currentPage}
        pageSize={query.limit}
        onChange={(currentPage, limit) => setQuery((q) => ({ ...q, currentPage, limit }))}
      />
    </div>
  );
}
