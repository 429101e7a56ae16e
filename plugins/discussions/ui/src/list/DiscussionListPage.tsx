// /discussion and /discussion/:problemID (spec 3 §2 Discussions): the posts (pinned first) with
// their author, category, counts and time, 10 a page; the categories beside them (a row of chips on
// a phone); search, the mine / all toggle and the page in the URL query (empty values dropped).
// "Post" opens the create dialog (a visitor is told to log in and gets the login dialog); in a
// problem's list the new post is about that problem. The super admin edits the categories here.
import { IconEdit, IconPlus } from '@douyinfe/semi-icons';
import { Button, Empty, Modal, Radio, RadioGroup, Spin } from '@douyinfe/semi-ui';
import { isAuthenticatedAtom, isSuperAdminAtom, pageParam, Pagination, SearchBar, useFilterParams, useKeywordInput, useLoaded } from '@oj/ui';
import { DISCUSSION_PAGE_SIZE } from '@oj/plugin-discussions/browser';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { getCategories, getDiscussionList, type DiscussionCategory } from '../api.js';
import { CategoryEditor } from '../CategoryEditor.js';
import { DiscussionDialog } from '../DiscussionDialog.js';
import { DiscussionItem } from '../DiscussionItem.js';
import { loginFirst, NS } from '../meta.js';
import { DiscussionStyles } from '../styles.js';

const idParam = (raw: string | null): number | undefined => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

function Categories({ categories, selected, onSelect, onEdit }: { categories: DiscussionCategory[]; selected?: number; onSelect: (id?: number) => void; onEdit?: () => void }) {
  const { t } = useTranslation(NS);
  const item = (key: string, label: ReactNode, active: boolean, pick: () => void) => (
    <button key={key} type="button" className="oj-disc-cat" aria-pressed={active} onClick={pick} data-testid="discussion-category-filter" data-active={active}>
      {label}
    </button>
  );
  return (
    <div className="oj-card oj-disc-side" data-testid="discussion-categories">
      <div className="oj-card-header" style={{ marginBottom: 8 }}>
        <span className="oj-card-title" style={{ marginBottom: 0 }}>{t('Discussion_Categories')}</span>
        {onEdit && <Button size="small" theme="borderless" icon={<IconEdit />} onClick={onEdit} data-testid="discussion-categories-edit">{t('Discussion_Edit')}</Button>}
      </div>
      <nav className="oj-disc-cats" aria-label={t('Discussion_Categories')}>
        {item('all', t('Discussion_All'), selected === undefined, () => onSelect(undefined))}
        {categories.map((c) => item(String(c.id), <span data-user-content>{c.name}</span>, selected === c.id, () => onSelect(c.id)))}
      </nav>
    </div>
  );
}

export default function DiscussionListPage() {
  const { t } = useTranslation(NS);
  const { problemID } = useParams();
  const pid = problemID?.trim() || undefined;
  const authed = useAtomValue(isAuthenticatedAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  // every filter change goes to the URL, empty values dropped, back to page 1
  const { params, update, keyword } = useFilterParams();
  const currentPage = pageParam(params.get('currentPage'), 1);
  const cid = idParam(params.get('cid'));
  const onlyMine = params.get('onlyMine') === 'true';
  const [categories, setCategories] = useState<DiscussionCategory[]>([]);
  const [posting, setPosting] = useState(false);
  const [editingCategories, setEditingCategories] = useState(false);
  const search = useKeywordInput(keyword, update);

  const loadCategories = useCallback(() => getCategories().then((r) => setCategories(r.data ?? []), () => setCategories([])), []);
  useEffect(() => void loadCategories(), [loadCategories]);

  // a failed load shows no posts (the client said why)
  const { data: page, loading, refresh } = useLoaded(
    () => getDiscussionList({ currentPage, limit: DISCUSSION_PAGE_SIZE, keyword, cid, pid, onlyMine }),
    [currentPage, keyword, cid, pid, onlyMine, authed],
    { clearOnFailure: true },
  );

  function post() {
    if (!authed) return loginFirst(true);
    setPosting(true);
  }

  function mine(value: boolean) {
    if (value && !authed) return loginFirst(true);
    update({ onlyMine: value ? 'true' : undefined });
  }

  const records = page?.records ?? [];
  return (
    <div data-testid="discussion-list" aria-busy={loading} style={{ minWidth: 0 }}>
      <DiscussionStyles />
      <div className="oj-disc-layout">
        <div>
          <div className="oj-card">
            <div className="oj-card-header">
              <div className="oj-disc-heading">
                <h2 data-testid="discussion-list-title">{pid ? t('Discussion_Problem_List', { pid }) : t('Discussion_List')}</h2>
                {pid && (
                  <>
                    <Link to={`/problem/${encodeURIComponent(pid)}`} data-testid="discussion-back-problem">{t('Discussion_Back_To_Problem')}</Link>
                    <Link to="/discussion" data-testid="discussion-all-link">{t('Discussion_All_Discussions')}</Link>
                  </>
                )}
              </div>
              <Button theme="solid" icon={<IconPlus />} onClick={post} data-testid="discussion-post">{t('Discussion_Post')}</Button>
            </div>
            <div className="oj-disc-toolbar">
              <RadioGroup type="button" value={onlyMine ? 'mine' : 'all'} onChange={(e) => mine(e.target.value === 'mine')} data-testid="discussion-mine-toggle" aria-label={t('Discussion_Mine_Toggle')}>
                <Radio value="all">{t('Discussion_All')}</Radio>
                <Radio value="mine">{t('Discussion_Mine')}</Radio>
              </RadioGroup>
              <SearchBar className="oj-disc-search" box={search} placeholder={t('Discussion_Keyword')} ariaLabel={t('Discussion_Keyword')}
                buttonLabel={t('Discussion_Search')} testId="discussion-keyword" buttonTestId="discussion-search" />
            </div>
          </div>
          <div className="oj-card" data-testid="discussion-records">
            {loading && !page ? (
              <div style={{ textAlign: 'center', padding: 24 }}><Spin /></div>
            ) : records.length === 0 ? (
              <Empty description={t('Discussion_Empty')} data-testid="discussion-empty" style={{ padding: 24 }} />
            ) : (
              records.map((d) => <DiscussionItem key={d.id} d={d} />)
            )}
            <Pagination
              total={page?.total ?? 0}
              current={currentPage}
              pageSize={DISCUSSION_PAGE_SIZE}
              fixedSize
              onChange={(c) => update({ currentPage: c > 1 ? c : undefined })}
            />
          </div>
        </div>
        <Categories
          categories={categories}
          selected={cid}
          onSelect={(id) => update({ cid: id })}
          onEdit={superAdmin ? () => setEditingCategories(true) : undefined}
        />
      </div>
      <DiscussionDialog
        visible={posting}
        editing={null}
        pid={pid}
        categories={categories}
        defaultCategory={cid}
        onClose={() => setPosting(false)}
        onSaved={() => {
          setPosting(false);
          // the new post is first (after the pinned ones) on the first page without a keyword
          if (currentPage > 1 || keyword) update({ currentPage: undefined, keyword: undefined });
          else refresh();
        }}
      />
      <Modal
        visible={editingCategories}
        title={t('Discussion_Edit_Categories')}
        onCancel={() => setEditingCategories(false)}
        footer={null}
        width={520}
        data-testid="discussion-categories-dialog"
      >
        {editingCategories && (
          <CategoryEditor
            onSaved={(list) => {
              setCategories(list);
              setEditingCategories(false);
              refresh();
            }}
          />
        )}
      </Modal>
    </div>
  );
}
