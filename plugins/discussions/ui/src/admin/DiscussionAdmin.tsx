// /admin/discussion (spec 2 §2 "discussion and report handling", spec 3 §4, §6): for the admin
// roles, the site's discussions (disabled ones too) with the pinned and status switches that save at
// once, delete (confirmed, one or the checked rows), keyword search and paging; the reports with
// the handled switch; and, for the super admin, the categories' edit mode. The tab is in the URL.
import { IconDelete, IconSearch } from '@douyinfe/semi-icons';
import { Button, Input, Switch, Table, TabPane, Tabs, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, formatDateTime, isSuperAdminAtom, Pagination, useIsSmall, type Page } from '@oj/ui';
import { DISCUSSION_PAGE_SIZE, DISCUSSION_STATUS, REPORT_PAGE_SIZE } from '@oj/plugin-discussions/browser';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  adminDeleteDiscussions, adminListDiscussions, adminListReports, adminUpdateDiscussion, adminUpdateReport, doneMessage,
  type DiscussionReport, type DiscussionView,
} from '../api.js';
import { CategoryEditor } from '../CategoryEditor.js';
import { Author, CategoryTag, detailPath, NS } from '../meta.js';
import { DiscussionStyles } from '../styles.js';

/** the public page of a discussion, in a new tab (the admin stays on the list) */
function TitleLink({ id, title }: { id: number; title: string }) {
  return (
    <a href={detailPath(id)} target="_blank" rel="noopener noreferrer" className="oj-disc-title-cell" data-testid="admin-discussion-title" data-user-content>
      {title}
    </a>
  );
}

function DiscussionsTab() {
  const { t } = useTranslation(NS);
  const [query, setQuery] = useState({ currentPage: 1, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [data, setData] = useState<Page<DiscussionView> | null>(null);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData((await adminListDiscussions({ currentPage: query.currentPage, limit: DISCUSSION_PAGE_SIZE, keyword: query.keyword })).data);
    } catch {
      /* the client showed the message */
    } finally {
      setLoading(false);
    }
  }, [query]);
  useEffect(() => void load(), [load]);
  useEffect(() => setSelected([]), [query]);

  async function change(row: DiscussionView, patch: { topPriority?: boolean; status?: number }) {
    try {
      const res = await adminUpdateDiscussion({ id: row.id, ...patch });
      Toast.success(doneMessage(res, t('Discussion_Updated')));
      setData((d) => d && { ...d, records: d.records.map((r) => (r.id === row.id ? { ...r, ...patch } : r)) });
    } catch {
      /* the client showed the message; the switch stays as it was */
    }
  }

  function remove(ids: number[], title?: string) {
    if (ids.length === 0) return;
    confirmDialog({
      title: t('Discussion_Delete_Title'),
      content: title
        ? <span>{t('Discussion_Delete_Confirm')} <b data-user-content>{title}</b></span>
        : t('DA_Delete_Selected_Confirm', { n: ids.length }),
      okText: t('Discussion_Delete'),
      cancelText: t('Discussion_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: async () => {
        try {
          Toast.success(doneMessage(await adminDeleteDiscussions(ids), t('Discussion_Deleted')));
          setSelected([]);
          void load();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }
  const search = () => setQuery({ currentPage: 1, keyword: keyword.trim() });

  return (
    <div data-testid="admin-discussion-list">
      <div className="oj-toolbar">
        <Input
          value={keyword}
          onChange={setKeyword}
          onEnterPress={search}
          prefix={<IconSearch />}
          placeholder={t('DA_Search_Placeholder')}
          style={{ width: 280, maxWidth: '100%' }}
          showClear
          onClear={() => setQuery({ currentPage: 1, keyword: '' })}
          data-testid="admin-discussion-search"
          aria-label={t('DA_Search_Placeholder')}
        />
        <Button onClick={search} data-testid="admin-discussion-search-button">{t('Discussion_Search')}</Button>
        <Button type="danger" icon={<IconDelete />} disabled={selected.length === 0} onClick={() => remove(selected)} data-testid="admin-discussion-delete-selected">
          {t('DA_Delete_Selected', { n: selected.length })}
        </Button>
      </div>
      <Table
        className="oj-disc-admin-table"
        size="small"
        pagination={false}
        loading={loading}
        rowKey="id"
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        empty={t('Discussion_Empty')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected((keys ?? []).map(Number)),
        }}
        onRow={(r?: DiscussionView) => (r ? { 'data-testid': 'admin-discussion-row', 'data-did': r.id } : {}) as Record<string, unknown>}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Discussion_Title'), dataIndex: 'title', render: (v: string, r: DiscussionView) => <TitleLink id={r.id} title={v} /> },
          { title: t('DA_Author'), dataIndex: 'author', width: 150, render: (_: unknown, r: DiscussionView) => <Author d={r} avatar={false} /> },
          { title: t('Discussion_Category'), dataIndex: 'categoryName', width: 140, render: (v: string) => <CategoryTag name={v} /> },
          { title: t('DA_Created'), dataIndex: 'gmtCreate', width: 170, render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span> },
          {
            title: t('DA_Pinned'), dataIndex: 'topPriority', width: 80,
            render: (v: boolean, r: DiscussionView) => (
              <Switch checked={v} onChange={(on) => void change(r, { topPriority: on })} aria-label={t('DA_Pinned')} data-testid="admin-discussion-pinned" />
            ),
          },
          {
            title: t('DA_Status'), dataIndex: 'status', width: 130,
            render: (v: number, r: DiscussionView) => (
              <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' }}>
                <Switch
                  checked={v === DISCUSSION_STATUS.normal}
                  onChange={(on) => void change(r, { status: on ? DISCUSSION_STATUS.normal : DISCUSSION_STATUS.disabled })}
                  aria-label={t('DA_Status')}
                  data-testid="admin-discussion-status"
                />
                <span data-testid="admin-discussion-status-text">{t(v === DISCUSSION_STATUS.normal ? 'DA_Status_Normal' : 'DA_Status_Disabled')}</span>
              </span>
            ),
          },
          {
            title: t('DA_Option'), width: 90,
            render: (_: unknown, r: DiscussionView) => (
              <Button size="small" type="danger" onClick={() => remove([r.id], r.title)} data-testid="admin-discussion-delete">{t('Discussion_Delete')}</Button>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={DISCUSSION_PAGE_SIZE} fixedSize onChange={(currentPage) => setQuery({ ...query, currentPage })} />
    </div>
  );
}

function ReportsTab() {
  const { t } = useTranslation(NS);
  const [current, setCurrent] = useState(1);
  const [data, setData] = useState<Page<DiscussionReport> | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData((await adminListReports(current, REPORT_PAGE_SIZE)).data);
    } catch {
      /* the client showed the message */
    } finally {
      setLoading(false);
    }
  }, [current]);
  useEffect(() => void load(), [load]);

  async function handle(r: DiscussionReport, status: boolean) {
    try {
      Toast.success(doneMessage(await adminUpdateReport(r.id, status), t('Discussion_Updated')));
      setData((d) => d && { ...d, records: d.records.map((x) => (x.id === r.id ? { ...x, status } : x)) });
    } catch {
      /* the client showed the message */
    }
  }

  return (
    <div data-testid="admin-report-list">
      <Table
        className="oj-disc-admin-table"
        size="small"
        pagination={false}
        loading={loading}
        rowKey="id"
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        empty={t('DA_No_Reports')}
        onRow={(r?: DiscussionReport) => (r ? { 'data-testid': 'admin-report-row', 'data-report': r.id } : {}) as Record<string, unknown>}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Discussion_Title'), dataIndex: 'title', render: (v: string, r: DiscussionReport) => <TitleLink id={r.did} title={v} /> },
          { title: t('DA_Reporter'), dataIndex: 'reporter', width: 130, render: (v: string) => <span data-user-content data-testid="admin-report-reporter">{v}</span> },
          {
            title: t('DA_Report_Content'), dataIndex: 'content',
            render: (v: string) => <span data-user-content data-testid="admin-report-content" style={{ overflowWrap: 'anywhere', display: 'inline-block', minWidth: 160, maxWidth: 420 }}>{v}</span>,
          },
          { title: t('DA_Reported_At'), dataIndex: 'gmtCreate', width: 170, render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span> },
          {
            title: t('DA_Handled'), dataIndex: 'status', width: 120,
            render: (v: boolean, r: DiscussionReport) => (
              <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' }}>
                <Switch checked={v} onChange={(on) => void handle(r, on)} aria-label={t('DA_Handled')} data-testid="admin-report-handled" />
                <span data-testid="admin-report-status">{t(v ? 'DA_Handled' : 'DA_Unhandled')}</span>
              </span>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={current} pageSize={REPORT_PAGE_SIZE} fixedSize onChange={(c) => setCurrent(c)} />
    </div>
  );
}

const TABS = ['discussions', 'reports', 'categories'] as const;
type Tab = (typeof TABS)[number];

export default function DiscussionAdmin() {
  const { t } = useTranslation(NS);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const small = useIsSmall();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = TABS.find((x) => x === raw && (x !== 'categories' || superAdmin)) ?? 'discussions';
  return (
    <div className="oj-card" data-testid="admin-discussion" style={{ minWidth: 0 }}>
      <DiscussionStyles />
      <div className="oj-card-header">
        <div className="oj-card-title">{t('DA_Title')}</div>
      </div>
      <Tabs
        type="line"
        activeKey={tab}
        collapsible={small}
        onChange={(key) => setParams(key === 'discussions' ? {} : { tab: key })}
        data-testid="admin-discussion-tabs"
      >
        <TabPane itemKey="discussions" tab={<span data-testid="admin-tab-discussions">{t('DA_Tab_Discussions')}</span>}>
          {tab === 'discussions' && <DiscussionsTab />}
        </TabPane>
        <TabPane itemKey="reports" tab={<span data-testid="admin-tab-reports">{t('DA_Tab_Reports')}</span>}>
          {tab === 'reports' && <ReportsTab />}
        </TabPane>
        {superAdmin && (
          <TabPane itemKey="categories" tab={<span data-testid="admin-tab-categories">{t('DA_Tab_Categories')}</span>}>
            {tab === 'categories' && <div style={{ maxWidth: 560 }}><CategoryEditor /></div>}
          </TabPane>
        )}
      </Tabs>
    </div>
  );
}
