// /training (spec 3 §2 Training list): keyword, category and auth filters with the page in the URL
// (empty values dropped); a table of rank number, title, auth, category in its colour, the user's
// progress (not for visitors, spec 3 §6), problem count, AC count, author and last update, 15 a
// page. Opening a training needs a login ("Please login first" and the login dialog).
import { Empty, Select, Table, Toast } from '@douyinfe/semi-ui';
import { formatDateTime, isAuthenticatedAtom, openLoginDialog, pageParam, Pagination, SearchBar, useFilterParams, useKeywordInput, useLoaded } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { TRAINING_AUTH, TRAINING_LIST_PAGE_SIZE, type TrainingAuth } from '@oj/plugin-trainings/browser';
import { getTrainingCategories, getTrainingList, type TrainingCategory, type TrainingView } from '../api.js';
import { TrainingStyles } from '../styles.js';
import { AuthTag, CategoryTag, categoryStyle, PercentBar, progressPercent, userHomePath } from '../trainingMeta.js';

const AUTHS: readonly TrainingAuth[] = [TRAINING_AUTH.public, TRAINING_AUTH.private];
const ALL = 'all';

const authParam = (raw: string | null): TrainingAuth | undefined => AUTHS.find((a) => a === raw);
const idParam = (raw: string | null): number | undefined => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/** spec 3 §2: the category filter as chips in each category's colour ("All" first) */
function CategoryChips({ categories, selected, onSelect }: { categories: TrainingCategory[]; selected?: number; onSelect: (id?: number) => void }) {
  const { t } = useTranslation('trainings');
  if (!categories.length) return null;
  const chip = (key: string, label: ReactNode, active: boolean, color: string | null, pick: () => void) => (
    <button
      key={key}
      type="button"
      aria-pressed={active}
      onClick={pick}
      style={{
        border: '1px solid var(--semi-color-border)',
        borderRadius: 4,
        padding: '2px 10px',
        fontSize: 13,
        lineHeight: '20px',
        cursor: 'pointer',
        background: 'var(--semi-color-bg-0)',
        color: 'var(--semi-color-text-0)',
        ...categoryStyle(color),
        outline: active ? '2px solid var(--semi-color-primary)' : undefined,
        outlineOffset: 1,
        fontWeight: active ? 600 : undefined,
        maxWidth: '100%',
        overflowWrap: 'anywhere',
      }}
      data-testid="training-category-chip"
      data-active={active}
    >
      {label}
    </button>
  );
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 4 }} aria-label={t('Training_Category')} data-testid="training-category-chips">
      <span className="oj-muted">{t('Training_Category')}:</span>
      {chip(ALL, t('Training_All'), selected === undefined, null, () => onSelect(undefined))}
      {categories.map((c) => chip(String(c.id), <span data-user-content>{c.name}</span>, selected === c.id, c.color, () => onSelect(selected === c.id ? undefined : c.id)))}
    </div>
  );
}

export default function TrainingListPage() {
  const { t } = useTranslation('trainings');
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  // spec 3 §2: every filter change goes to the URL, empty values dropped, back to page 1
  const { params, update, keyword } = useFilterParams({ dropEmpty: true });
  const currentPage = pageParam(params.get('currentPage'), 1);
  const categoryId = idParam(params.get('categoryId'));
  const auth = authParam(params.get('auth'));
  const [categories, setCategories] = useState<TrainingCategory[]>([]);
  const search = useKeywordInput(keyword, update);
  useEffect(() => void getTrainingCategories().then((r) => setCategories(r.data ?? []), () => setCategories([])), []);

  // spec 3 §8: a failed load only stops loading
  const { data: page, loading } = useLoaded(
    () => getTrainingList({ currentPage, limit: TRAINING_LIST_PAGE_SIZE, keyword, categoryId, auth }),
    [currentPage, keyword, categoryId, auth, authed],
  );

  /** spec 3 §2: a training's page needs a login */
  function open(training: TrainingView, e?: MouseEvent) {
    e?.preventDefault();
    if (!authed) {
      Toast.warning(t('Training_Login_First'));
      openLoginDialog('Login');
      return;
    }
    navigate(`/training/${training.id}`);
  }

  const columns = [
    { title: t('Training_Number'), dataIndex: 'rank', width: 80, render: (v: number) => <span data-testid="training-rank">{v}</span> },
    {
      title: t('Training_Title'), dataIndex: 'title',
      render: (v: string, r: TrainingView) => (
        <a href={`/training/${r.id}`} onClick={(e) => open(r, e)} data-testid="training-title" data-user-content style={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{v}</a>
      ),
    },
    { title: t('Training_Auth'), dataIndex: 'auth', width: 100, render: (v: TrainingAuth) => <AuthTag auth={v} /> },
    { title: t('Training_Category'), dataIndex: 'categoryName', width: 130, render: (_: unknown, r: TrainingView) => <CategoryTag name={r.categoryName} color={r.categoryColor} /> },
    // spec 3 §6: visitors see no progress
    ...(authed ? [{
      title: t('Training_Progress'), dataIndex: 'acCount', key: 'progress', width: 200,
      render: (_: unknown, r: TrainingView) => <PercentBar percent={progressPercent(r.acCount, r.problemCount, 0)} label={t('Training_Progress')} testId="training-progress" />,
    }] : []),
    { title: t('Training_Problem_Count'), dataIndex: 'problemCount', width: 100, render: (v: number) => <span data-testid="training-problem-count">{v}</span> },
    { title: t('Training_AC_Count'), dataIndex: 'acCount', key: 'ac', width: 90, render: (v: number) => <span data-testid="training-ac-count">{authed ? v : '-'}</span> },
    {
      title: t('Training_Author'), dataIndex: 'author', width: 120,
      render: (v: string) => <Link to={userHomePath(v)} data-testid="training-author" data-user-content>{v}</Link>,
    },
    { title: t('Training_Last_Update'), dataIndex: 'gmtModified', width: 170, render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span> },
  ];

  return (
    <div data-testid="training-list" aria-busy={loading} style={{ minWidth: 0 }}>
      <TrainingStyles />
      <div className="oj-card" style={{ minWidth: 0 }}>
        <div className="oj-card-header">
          <span className="oj-card-title" style={{ marginBottom: 0 }}>{t('Training_List')}</span>
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', maxWidth: '100%' }}>
            <Select
              style={{ width: 150 }}
              prefix={t('Training_Auth')}
              value={auth ?? ALL}
              onChange={(v) => update({ auth: v === ALL ? undefined : String(v) })}
              optionList={[
                { value: ALL, label: t('Training_All') },
                { value: TRAINING_AUTH.public, label: t('Training_Auth_Public') },
                { value: TRAINING_AUTH.private, label: t('Training_Auth_Private') },
              ]}
              data-testid="training-auth-filter"
            />
            <SearchBar inputStyle={{ width: 200, maxWidth: '100%' }} box={search} placeholder={t('Training_Keyword')}
              buttonLabel={t('Training_Search')} testId="training-keyword" buttonTestId="training-search" />
          </span>
        </div>
        <CategoryChips categories={categories} selected={categoryId} onSelect={(id) => update({ categoryId: id })} />
      </div>
      <div className="oj-card" style={{ minWidth: 0 }}>
        <Table
          className="oj-training-table"
          size="small"
          rowKey="id"
          pagination={false}
          loading={loading}
          dataSource={page?.records ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          empty={<Empty description={t('Training_No_Trainings')} data-testid="training-empty" />}
          onRow={(r?: TrainingView) => (r ? { 'data-testid': 'training-row', 'data-tid': r.id } : {}) as Record<string, unknown>}
        />
        <Pagination
          total={page?.total ?? 0}
          current={currentPage}
          pageSize={TRAINING_LIST_PAGE_SIZE}
          fixedSize
          onChange={(c) => update({ currentPage: c > 1 ? c : undefined })}
        />
      </div>
    </div>
  );
}
