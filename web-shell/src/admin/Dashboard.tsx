import { Table } from '@douyinfe/semi-ui';
import { api, formatDateTime, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Session {
  id?: number;
  ip?: string;
  userAgent?: string;
  gmtCreate?: string;
}

export default function Dashboard() {
  const { t } = useTranslation();
  const user = useAtomValue(userInfoAtom);
  const [info, setInfo] = useState<Record<string, unknown>>({});
  const [sessions, setSessions] = useState<Session[]>([]);
  useEffect(() => {
    void api.get<Record<string, unknown>>('/api/admin/dashboard/get-dashboard-info').then((r) => setInfo(r.data ?? {}), () => {});
    void api.post<Session[] | { records: Session[] }>('/api/admin/dashboard/get-sessions').then(
      (r) => setSessions(Array.isArray(r.data) ? r.data : (r.data?.records ?? [])),
      () => {},
    );
  }, []);
  const stats = Object.entries(info).filter(([, v]) => typeof v === 'number' || typeof v === 'string');
  return (
    <div data-testid="admin-dashboard">
      <div className="oj-card">
        <h3>{t('Admin_Welcome', { name: user?.username ?? '' })}</h3>
        <div className="oj-stat-cards">
          {stats.map(([k, v]) => (
            <div key={k} className="oj-card oj-stat">
              <div className="oj-stat-num">{String(v)}</div>
              <div>{t(`Dashboard_${k}`, { defaultValue: k })}</div>
            </div>
          ))}
        </div>
      </div>
      <div className="oj-card">
        <div className="oj-card-title">{t('Recent_Sessions')}</div>
        <Table
          size="small"
          pagination={false}
          dataSource={sessions}
          rowKey={(r) => String(r?.id ?? `${r?.ip}${r?.gmtCreate}`)}
          columns={[
            { title: t('Login_Time'), dataIndex: 'gmtCreate', render: (v: string) => formatDateTime(v) },
            { title: 'IP', dataIndex: 'ip' },
            { title: t('User_Agent'), dataIndex: 'userAgent' },
          ]}
        />
      </div>
    </div>
  );
}
