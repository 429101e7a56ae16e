import { Button, Table, Toast } from '@douyinfe/semi-ui';
import { api } from '@oj/ui';
import { useRef, useState } from 'react';
import { kernelCalls } from '@oj/sdk/shared';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, parseUserCsv } from './csv.js';

export function ImportUsers({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<string[][]>([]);
  const input = useRef<HTMLInputElement>(null);
  async function pick(file: File | undefined) {
    if (!file) return;
    setRows(parseUserCsv(await file.text()));
  }
  async function submit() {
    try {
      await api.call(kernelCalls.adminUsers.insertBatch, { body: { users: rows } });
      Toast.success(t('Import_Successfully'));
      setRows([]);
      onDone();
    } catch {
      /* toast shown */
    }
  }
  return (
    <div className="oj-card" data-testid="import-users">
      <div className="oj-card-title">{t('Import_User')}</div>
      <p className="oj-muted">{t('Import_User_Tips')}</p>
      <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={(e) => void pick(e.target.files?.[0])} />
      <Button onClick={() => input.current?.click()}>{t('Choose_File')}</Button>{' '}
      <Button theme="solid" disabled={rows.length === 0} onClick={() => void submit()}>{t('Upload_All')}</Button>
      {rows.length > 0 && (
        <Table
          size="small"
          pagination={{ pageSize: 10 }}
          dataSource={rows.map((r, i) => ({ key: i, ...Object.fromEntries(IMPORT_COLUMNS.map((c, j) => [c, r[j]])) }))}
          columns={IMPORT_COLUMNS.map((c) => ({ title: t(`Field_${c}`), dataIndex: c }))}
        />
      )}
    </div>
  );
}
