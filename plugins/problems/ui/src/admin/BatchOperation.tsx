// /admin/problem/batch-operation: export the selected problems as one zip in the reference's format,
// and import such a zip (reference §2 "Files": export-problem, import-problem), for every admin role (spec 2 §2).
import { Button, Input, Progress, Table, Toast } from '@douyinfe/semi-ui';
import { Pagination, type Page } from '@oj/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFileCalls } from '@oj/plugin-problems/browser';
import { exportProblems, listProblems, uploadZip, type AdminProblemRow } from './api.js';
import { PAGE_SIZE } from './ProblemListAdmin.js';

/** the server's limit of one export */
const MAX_EXPORT = 100;

function ImportZip({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('problems');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  async function upload(file: File | undefined) {
    if (!file) return;
    setPercent(0);
    try {
      await uploadZip(problemFileCalls.importProblem, file, setPercent);
      Toast.success(t('PA_Import_Success'));
      onDone();
    } catch (err) {
      Toast.error((err as Error).message || t('PA_Import_Failed'));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div className="oj-card" data-testid="problem-import">
      <div className="oj-card-title">{t('PA_Import_Problems')}</div>
      <div className="oj-toolbar">
        <input ref={input} type="file" accept=".zip" hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid="import-zip-input" />
        <Button theme="solid" onClick={() => input.current?.click()} loading={percent !== null}>{t('PA_Choose_Zip')}</Button>
        <span style={{ color: '#888' }}>{t('PA_Import_Hint')}</span>
      </div>
      {percent !== null && <Progress percent={percent} showInfo aria-label={t('PA_Upload_Progress')} />}
    </div>
  );
}

export default function BatchOperation() {
  const { t } = useTranslation('problems');
  const [query, setQuery] = useState({ currentPage: 1, limit: PAGE_SIZE, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [data, setData] = useState<Page<AdminProblemRow> | null>(null);
  const [selected, setSelected] = useState<AdminProblemRow[]>([]);
  const load = useCallback(async () => {
    try {
      setData((await listProblems(query)).data);
    } catch {
      /* loading stops */
    }
  }, [query]);
  useEffect(() => void load(), [load]);

  const pageIds = new Set((data?.records ?? []).map((r) => r.id));
  function select(rows: AdminProblemRow[]) {
    setSelected([...selected.filter((r) => !pageIds.has(r.id)), ...rows]);
  }
  async function exportSelected(format: 'hoj' | 'icpc' = 'hoj') {
    if (selected.length === 0) return void Toast.warning(t('PA_Select_Problems'));
    if (selected.length > MAX_EXPORT) return void Toast.warning(t('PA_Export_Too_Many', { max: MAX_EXPORT }));
    Toast.info(t('PA_Downloading'));
    try {
      await exportProblems(selected.map((r) => r.id), format);
      Toast.success(t('PA_Download_Success'));
    } catch {
      /* the client showed the message */
    }
  }

  return (
    <div data-testid="admin-batch">
      <div className="oj-card" data-testid="problem-export">
        <div className="oj-card-title">{t('PA_Export_Problems')}</div>
        <div className="oj-toolbar">
          <Input value={keyword} onChange={setKeyword} onEnterPress={() => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() })} placeholder={t('PA_Search_Placeholder')} style={{ width: 280 }} showClear />
          <Button onClick={() => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() })}>{t('PA_Search')}</Button>
          <Button theme="solid" onClick={() => void exportSelected()} data-testid="export-selected">{t('PA_Export_Selected', { count: selected.length })}</Button>
          <Button onClick={() => void exportSelected('icpc')} data-testid="export-selected-icpc">{t('PA_Export_Selected_Icpc')}</Button>
          {selected.length > 0 && <Button onClick={() => setSelected([])}>{t('PA_Clear_Selection')}</Button>}
        </div>
        <Table
          pagination={false}
          rowKey="id"
          dataSource={data?.records ?? []}
          rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, rows) => select((rows ?? []) as AdminProblemRow[]) }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: t('PA_Display_ID'), dataIndex: 'problemId', width: 120 },
            { title: t('PA_Title'), dataIndex: 'title' },
            { title: t('PA_Author'), dataIndex: 'author' },
          ]}
        />
        <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ ...query, currentPage, limit })} />
      </div>
      <ImportZip onDone={() => void load()} />
    </div>
  );
}
