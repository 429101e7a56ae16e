import { Button, Input, Modal, Select, Table, TextArea, Toast } from '@douyinfe/semi-ui';
import { api, formatDateTime, Pagination, request, type Page, confirmDialog } from '@oj/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextItem {
  id?: number;
  title: string;
  content: string;
  gmtCreate?: string;
  username?: string;
  [key: string]: unknown;
}

/** Title + markdown content records edited in a dialog: announcements and system notices. */
export function TextCrud({ endpoint, deleteParam, extraFields, extraColumns, extraActions, testId, newItem }: {
  endpoint: string;
  deleteParam: string;
  extraFields?: (item: TextItem, set: (patch: Partial<TextItem>) => void) => ReactNode;
  /** more buttons of a row; `reload` fetches the page again */
  extraActions?: (item: TextItem, reload: () => void) => ReactNode;
  extraColumns?: { title: string; dataIndex?: string; render?: (v: unknown, r: TextItem) => ReactNode }[];
  testId: string;
  newItem: TextItem;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ currentPage: 1, limit: 10 });
  const [data, setData] = useState<Page<TextItem> | null>(null);
  const [editing, setEditing] = useState<TextItem | null>(null);
  const load = useCallback(async () => {
    try {
      setData((await api.get<Page<TextItem>>(endpoint, page)).data);
    } catch {
      /* loading stops */
    }
  }, [endpoint, page]);
  useEffect(() => void load(), [load]);

  async function save() {
    if (!editing) return;
    try {
      if (editing.id) await api.put(endpoint, editing);
      else await api.post(endpoint, editing);
      Toast.success(t('Save_Successfully'));
      setEditing(null);
      void load();
    } catch {
      /* toast shown */
    }
  }
  function remove(item: TextItem) {
    confirmDialog({
      title: t('Delete'),
      content: t('Delete_Confirm'),
      onOk: async () => {
        try {
          await request(endpoint, { method: 'DELETE', params: { [deleteParam]: item.id } });
          Toast.success(t('Delete_successfully'));
          void load();
        } catch {
          /* toast shown */
        }
      },
    });
  }
  return (
    <div className="oj-card" data-testid={testId}>
      <div className="oj-toolbar">
        <Button theme="solid" onClick={() => setEditing({ ...newItem })}>{t('Create')}</Button>
      </div>
      <Table
        pagination={false}
        rowKey="id"
        dataSource={data?.records ?? []}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Title'), dataIndex: 'title' },
          ...(extraColumns ?? []),
          { title: t('Created_Time'), dataIndex: 'gmtCreate', render: (v: string) => formatDateTime(v) },
          {
            title: t('Option'),
            render: (_: unknown, r: TextItem) => (
              <>
                {extraActions?.(r, () => void load())}
                <Button size="small" onClick={() => setEditing({ ...r })}>{t('Edit')}</Button>{' '}
                <Button size="small" type="danger" onClick={() => remove(r)}>{t('Delete')}</Button>
              </>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={page.currentPage} pageSize={page.limit} onChange={(p, s) => setPage({ currentPage: p, limit: s })} />
      <Modal visible={!!editing} title={editing?.id ? t('Edit') : t('Create')} onCancel={() => setEditing(null)} onOk={() => void save()} width={640}>
        {editing && (
          <div>
            <label className="oj-form-item"><span>{t('Title')}</span><Input value={editing.title} onChange={(v) => setEditing({ ...editing, title: v })} data-testid="crud-title" /></label>
            <label className="oj-form-item"><span>{t('Content')}</span><TextArea value={editing.content} onChange={(v) => setEditing({ ...editing, content: v })} rows={8} data-testid="crud-content" /></label>
            {extraFields?.(editing, (patch) => setEditing({ ...editing, ...patch }))}
          </div>
        )}
      </Modal>
    </div>
  );
}

export { Select };
