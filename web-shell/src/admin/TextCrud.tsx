// A page of title + markdown content records edited in a dialog (admin announcements and system
// notices), generic over its group of typed calls: list by pages, create, update by id, remove.
import { Button, Input, Modal, Select, Table, TextArea, Toast } from '@douyinfe/semi-ui';
import { api, formatDateTime, Pagination, type Page, type TypedCall, confirmDialog } from '@oj/ui';
import type { PageQuery } from '@oj/sdk/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** what every row of the list has */
export interface TextRow {
  id: number;
  title: string;
  content: string;
  gmtCreate: Date | string;
}

/** what every create and update body has */
export interface TextBody {
  title: string;
  content: string;
}

/** the remove call's query: the row's id under the name the call takes */
export type IdQuery = Record<string, number>;

/** the page's calls, e.g. kernelCalls.announcements: rows are `Row`, edited as `Body`, removed by `RemoveQuery` */
export interface TextCalls<Row extends TextRow, Body extends TextBody, RemoveQuery extends IdQuery> {
  list: TypedCall<PageQuery, undefined, Page<Row>>;
  create: TypedCall<undefined, Body, unknown>;
  update: TypedCall<undefined, Body & { id: number }, unknown>;
  remove: TypedCall<RemoveQuery, undefined, unknown>;
}

/** the record in the dialog: a new one (no id) or a saved row's body */
interface Editing<Body> {
  id?: number;
  body: Body;
}

/** Title + markdown content records edited in a dialog: announcements and system notices. */
export function TextCrud<Row extends TextRow, Body extends TextBody, RemoveQuery extends IdQuery>({ calls, removeQuery, toBody, extraFields, extraColumns, extraActions, testId, newItem }: {
  calls: TextCalls<Row, Body, RemoveQuery>;
  /** the remove call's query for a row's id */
  removeQuery: (id: number) => RemoveQuery;
  /** what of a row the dialog edits and the update call sends back */
  toBody: (row: Row) => NoInfer<Body>;
  extraFields?: (item: Body, set: (patch: Partial<Body>) => void) => ReactNode;
  /** more buttons of a row; `reload` fetches the page again */
  extraActions?: (item: Row, reload: () => void) => ReactNode;
  extraColumns?: { title: string; dataIndex?: string; render?: (v: unknown, r: Row) => ReactNode }[];
  testId: string;
  newItem: NoInfer<Body>;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ currentPage: 1, limit: 10 });
  const [data, setData] = useState<Page<Row> | null>(null);
  const [editing, setEditing] = useState<Editing<Body> | null>(null);
  const list = calls.list;
  const load = useCallback(async () => {
    try {
      setData((await api.call(list, { query: page })).data);
    } catch {
      /* loading stops */
    }
  }, [list, page]);
  useEffect(() => void load(), [load]);

  async function save() {
    if (!editing) return;
    try {
      // a saved row sends its body and id only: the other fields of the row were stripped by the server anyway.
      // The calls are made as their TextCalls bounds (the generic bodies' inputs do not resolve here).
      if (editing.id) await api.call<undefined, TextBody & { id: number }, unknown>(calls.update, { body: { ...editing.body, id: editing.id } });
      else await api.call<undefined, TextBody, unknown>(calls.create, { body: editing.body });
      Toast.success(t('Save_Successfully'));
      setEditing(null);
      void load();
    } catch {
      /* toast shown */
    }
  }
  function remove(item: Row) {
    confirmDialog({
      title: t('Delete'),
      content: t('Delete_Confirm'),
      onOk: async () => {
        try {
          await api.call<IdQuery, undefined, unknown>(calls.remove, { query: removeQuery(item.id) });
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
        <Button theme="solid" onClick={() => setEditing({ body: { ...newItem } })}>{t('Create')}</Button>
      </div>
      <Table
        pagination={false}
        rowKey="id"
        dataSource={data?.records ?? []}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Title'), dataIndex: 'title' },
          ...(extraColumns ?? []),
          { title: t('Created_Time'), dataIndex: 'gmtCreate', render: (v: Date | string) => formatDateTime(v) },
          {
            title: t('Option'),
            render: (_: unknown, r: Row) => (
              <>
                {extraActions?.(r, () => void load())}
                <Button size="small" onClick={() => setEditing({ id: r.id, body: toBody(r) })}>{t('Edit')}</Button>{' '}
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
            <label className="oj-form-item"><span>{t('Title')}</span><Input value={editing.body.title} onChange={(v) => setEditing({ ...editing, body: { ...editing.body, title: v } })} data-testid="crud-title" /></label>
            <label className="oj-form-item"><span>{t('Content')}</span><TextArea value={editing.body.content} onChange={(v) => setEditing({ ...editing, body: { ...editing.body, content: v } })} rows={8} data-testid="crud-content" /></label>
            {extraFields?.(editing.body, (patch) => setEditing({ ...editing, body: { ...editing.body, ...patch } }))}
          </div>
        )}
      </Modal>
    </div>
  );
}

export { Select };
