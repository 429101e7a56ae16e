import { Button, Checkbox, Input, Table, Tag, Toast } from '@douyinfe/semi-ui';
import { api, formatDateTime, Pagination, type Page, confirmDialog } from '@oj/ui';
import { useCallback, useEffect, useState } from 'react';
import { kernelCalls } from '@oj/sdk/shared';
import { useTranslation } from 'react-i18next';
import { EditUser, roleIdOf, type AdminUser } from './users/EditUser.js';
import { GenerateUsers } from './users/GenerateUsers.js';
import { ImportUsers } from './users/ImportUsers.js';

export default function Users() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ keyword: '', onlyAdmin: false, currentPage: 1, limit: 10 });
  const [data, setData] = useState<Page<AdminUser> | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await api.call(kernelCalls.adminUsers.list, { query });
      setData(res.data);
    } catch {
      /* loading stops */
    } finally {
      setLoading(false);
    }
  }, [query]);
  useEffect(() => void load(), [load]);

  function remove(ids: string[]) {
    confirmDialog({
      title: t('Delete_User'),
      content: t('Delete_Confirm'),
      onOk: async () => {
        try {
          await api.call(kernelCalls.adminUsers.remove, { body: { ids } });
          Toast.success(t('Delete_successfully'));
          setSelected([]);
          void load();
        } catch {
          /* toast shown */
        }
      },
    });
  }

  return (
    <div data-testid="admin-users">
      <div className="oj-card">
        <div className="oj-toolbar">
          <Input placeholder={t('Search_User')} value={query.keyword} onChange={(v) => setQuery({ ...query, keyword: v, currentPage: 1 })} style={{ width: 220 }} showClear />
          <Checkbox checked={query.onlyAdmin} onChange={(e) => setQuery({ ...query, onlyAdmin: !!e.target.checked, currentPage: 1 })}>{t('Only_Admin')}</Checkbox>
          <Button type="danger" disabled={selected.length === 0} onClick={() => remove(selected)}>{t('Delete_Selected')}</Button>
        </div>
        <Table
          loading={loading}
          pagination={false}
          rowKey="uid"
          dataSource={data?.records ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected((keys ?? []).map(String)) }}
          columns={[
            { title: t('Field_username'), dataIndex: 'username', render: (v: string) => <span data-testid="user-row-name">{v}</span> },
            { title: t('Field_realname'), dataIndex: 'realname' },
            { title: t('Field_email'), dataIndex: 'email' },
            { title: t('Created_Time'), dataIndex: 'gmtCreate', render: (v: string) => formatDateTime(v) },
            { title: t('Field_role'), render: (_: unknown, u: AdminUser) => <Tag data-testid="user-row-role">{t(`Role_${roleIdOf(u)}`)}</Tag> },
            { title: t('Field_status'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="red">{t('Status_Banned')}</Tag> : <Tag color="green">{t('Status_Normal')}</Tag>) },
            {
              title: t('Option'),
              render: (_: unknown, u: AdminUser) => (
                <>
                  <Button size="small" onClick={() => setEditing(u)} data-testid={`edit-user-${u.username}`}>{t('Edit')}</Button>{' '}
                  <Button size="small" type="danger" onClick={() => remove([u.uid])}>{t('Delete')}</Button>
                </>
              ),
            },
          ]}
        />
        <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(p, s) => setQuery({ ...query, currentPage: p, limit: s })} />
      </div>
      <ImportUsers onDone={() => void load()} />
      <GenerateUsers onDone={() => void load()} />
      <EditUser user={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void load(); }} />
    </div>
  );
}
