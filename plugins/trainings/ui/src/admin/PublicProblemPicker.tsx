// The "add from the public bank" dialog of a training's problems page: public problems not yet in
// the training (get-problem-list with queryExisted=false), searchable and paged; "Add" puts one at
// the end of the training and takes it off this list. The calls are the site's admin calls unless
// the page showing it gives its own (a group's training: /api/group/**).
import { Button, Input, Modal, Table, Toast } from '@douyinfe/semi-ui';
import { Pagination, type Envelope, type Page } from '@oj/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, addProblemFromPublic, doneMessage, listTrainingProblems, type AdminTrainingProblemRow } from './api.js';

/** what the picker asks the server: a page of public problems not yet in the training, and adding one */
export interface PublicPickerCalls {
  list(q: { currentPage: number; limit: number; keyword: string }): Promise<Page<AdminTrainingProblemRow>>;
  add(pid: number): Promise<Envelope<unknown>>;
}

const siteCalls = (tid: number): PublicPickerCalls => ({
  list: async (q) => (await listTrainingProblems(tid, { ...q, queryExisted: false })).data.problemList,
  add: (pid) => addProblemFromPublic({ tid, pid }),
});

export function PublicProblemPicker({ tid, onClose, onAdded, calls }: { tid: number; onClose: () => void; onAdded: () => void; calls?: PublicPickerCalls }) {
  const { t } = useTranslation('trainings');
  const [{ list, add: addOne }] = useState(() => calls ?? siteCalls(tid));
  const [query, setQuery] = useState({ currentPage: 1, limit: ADMIN_PAGE_SIZE, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [data, setData] = useState<Page<AdminTrainingProblemRow> | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const load = useCallback(async () => {
    try {
      setData(await list(query));
    } catch {
      /* a failed load only stops */
    }
  }, [list, query]);
  useEffect(() => void load(), [load]);

  async function add(row: AdminTrainingProblemRow) {
    setAdding(row.id);
    try {
      Toast.success(doneMessage(await addOne(row.id), t('TA_Added')));
      onAdded();
      void load();
    } catch {
      /* the client showed the message */
    } finally {
      setAdding(null);
    }
  }
  const search = () => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() });

  return (
    <Modal title={t('TA_Add_From_Public')} visible onCancel={onClose} footer={null} width={720} style={{ maxWidth: 'calc(100vw - 24px)' }}>
      <div data-testid="public-picker">
        <div className="oj-toolbar">
          <Input value={keyword} onChange={setKeyword} onEnterPress={search} placeholder={t('TA_Problem_Search_Placeholder')} style={{ width: 240, maxWidth: '100%' }} showClear data-testid="public-picker-search" />
          <Button onClick={search} data-testid="public-picker-search-button">{t('TA_Search')}</Button>
        </div>
        <Table
          pagination={false}
          size="small"
          rowKey="id"
          dataSource={data?.records ?? []}
          empty={t('TA_No_Public_Problems')}
          columns={[
            { title: t('TA_Problem_ID'), dataIndex: 'problemId', width: 120, render: (v: string) => <span data-user-content data-testid="public-picker-problem-id">{v}</span> },
            { title: t('TA_Title'), dataIndex: 'title', render: (v: string) => <span data-user-content>{v}</span> },
            {
              title: t('TA_Option'), width: 90,
              render: (_: unknown, row: AdminTrainingProblemRow) => (
                <Button size="small" loading={adding === row.id} onClick={() => void add(row)} data-testid="public-picker-add">{t('TA_Add')}</Button>
              ),
            },
          ]}
        />
        <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ ...query, currentPage, limit })} />
      </div>
    </Modal>
  );
}
