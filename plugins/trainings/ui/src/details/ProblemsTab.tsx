// The Problem List tab (spec 3 §2 Training problem list): the user's status (a tick once
// accepted, a minus once tried, nothing before, -10), problem id, title, difficulty, tags (a
// Show/Hide toggle, blue unless the tag has its colour) and the AC-rate bar ac/total. A row opens
// the problem inside the training.
import { IconMinus, IconTick } from '@douyinfe/semi-icons';
import { Button, Empty, Progress, Table, Tag, Tooltip } from '@douyinfe/semi-ui';
import { JUDGE_STATUS } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getTrainingProblems, type TrainingProblem } from '../api.js';
import { TrainingStyles } from '../styles.js';
import { useTraining } from './context.js';

const ACCEPTED = 0;
const NOT_SUBMITTED = -10;
const SHOW_TAGS_KEY = 'oj-training-problems-show-tags';

/** the problem levels (0 easy, 1 mid, 2 hard) in the colours the problem list uses */
const DIFFICULTY: Record<number, { key: string; color: string }> = {
  0: { key: 'Training_Difficulty_Easy', color: '#19be6b' },
  1: { key: 'Training_Difficulty_Mid', color: '#ff9900' },
  2: { key: 'Training_Difficulty_Hard', color: '#ed3f14' },
};

/** a problem's page inside the training page at `trainingPath` */
export const trainingProblemPath = (trainingPath: string, problemId: string) => `${trainingPath}/problem/${encodeURIComponent(problemId)}`;

function StatusIcon({ status }: { status: number }) {
  const { t } = useTranslation('trainings');
  if (status === NOT_SUBMITTED) return null;
  const name = t(JUDGE_STATUS[status]?.name ?? 'Status_Not_Submitted', { ns: 'translation' });
  return (
    <Tooltip content={name}>
      {status === ACCEPTED
        ? <IconTick style={{ color: 'var(--semi-color-success)' }} aria-label={name} data-testid="problem-status" data-status={status} />
        : <IconMinus style={{ color: 'var(--semi-color-danger)' }} aria-label={name} data-testid="problem-status" data-status={status} />}
    </Tooltip>
  );
}

/** the AC rate ac/total, 2 decimals */
function AcRate({ ac, total }: { ac: number; total: number }) {
  const { t } = useTranslation('trainings');
  const percent = total ? Math.round((ac / total) * 10_000) / 100 : 0;
  return (
    <Tooltip content={`${ac}/${total}`}>
      <div className="oj-training-percent" data-testid="problem-ac-rate" data-ac={ac} data-total={total}>
        <Progress percent={percent} showInfo format={() => `${percent.toFixed(2)}%`} aria-label={t('Training_AC_Rate')} />
      </div>
    </Tooltip>
  );
}

export default function ProblemsTab() {
  const { t } = useTranslation('trainings');
  const { training, path } = useTraining();
  const navigate = useNavigate();
  const [rows, setRows] = useState<TrainingProblem[] | null>(null);
  const [showTags, setShowTags] = useState(() => localStorage.getItem(SHOW_TAGS_KEY) === 'true');
  useEffect(() => {
    let live = true;
    getTrainingProblems(training.id).then((r) => live && setRows(r.data.records), () => live && setRows([]));
    return () => { live = false; };
  }, [training.id]);
  function toggleTags() {
    setShowTags(!showTags);
    localStorage.setItem(SHOW_TAGS_KEY, String(!showTags));
  }

  const open = (p: TrainingProblem) => navigate(trainingProblemPath(path, p.problemId));
  const columns = [
    { title: '', dataIndex: 'myStatus', width: 40, render: (v: number) => <StatusIcon status={v} /> },
    { title: t('Training_Problem_ID'), dataIndex: 'problemId', width: 110, render: (v: string) => <b style={{ whiteSpace: 'nowrap' }}>{v}</b> },
    { title: t('Training_Problem_Title'), dataIndex: 'title', render: (v: string) => <span style={{ overflowWrap: 'anywhere' }} data-user-content>{v}</span> },
    {
      title: t('Training_Difficulty'), dataIndex: 'difficulty', width: 90,
      render: (v: number) => (DIFFICULTY[v] ? <Tag style={{ color: '#fff', background: DIFFICULTY[v].color }} data-testid="problem-difficulty">{t(DIFFICULTY[v].key)}</Tag> : null),
    },
    ...(showTags ? [{
      title: t('Training_Tags'), dataIndex: 'tags', key: 'tags',
      render: (tags: TrainingProblem['tags']) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }} data-testid="problem-tags">
          {tags.map((tag) => (
            <Tag key={tag.id} color={tag.color ? undefined : 'blue'} style={tag.color ? { color: '#fff', background: tag.color } : undefined}><span data-user-content>{tag.name}</span></Tag>
          ))}
        </span>
      ),
    }] : []),
    { title: t('Training_AC_Rate'), dataIndex: 'ac', width: 200, render: (ac: number, p: TrainingProblem) => <AcRate ac={ac} total={p.total} /> },
  ];
  return (
    <div className="oj-card" data-testid="training-problems" style={{ minWidth: 0 }}>
      <TrainingStyles />
      <div className="oj-card-header">
        <span className="oj-card-title" style={{ marginBottom: 0 }}>{t('Training_Tab_Problems')}</span>
        <Button size="small" onClick={toggleTags} aria-pressed={showTags} data-testid="training-tags-toggle">
          {t(showTags ? 'Training_Hide_Tags' : 'Training_Show_Tags')}
        </Button>
      </div>
      <Table
        className="oj-training-table"
        size="small"
        rowKey="pid"
        pagination={false}
        loading={rows === null}
        dataSource={rows ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        empty={<Empty description={t('Training_No_Problems')} />}
        onRow={(p?: TrainingProblem) => (p ? { onClick: () => open(p), style: { cursor: 'pointer' }, 'data-testid': 'training-problem-row', 'data-problem-id': p.problemId } : {}) as Record<string, unknown>}
      />
    </div>
  );
}
