import { Table, Tag } from '@douyinfe/semi-ui';
import { api, formatDateTime, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';

type Session = kernelPayloads.LoginSession;
type ServiceInfo = kernelPayloads.ServiceInfo;
type JudgeNode = kernelPayloads.JudgeNodeInfo;

const percent = (n: number) => `${n.toFixed(1)}%`;

/** Site figures, the admin's previous login, and the health of the web node, database and judge nodes. */
export default function Dashboard() {
  const { t } = useTranslation();
  const user = useAtomValue(userInfoAtom);
  const [info, setInfo] = useState<Record<string, unknown>>({});
  const [session, setSession] = useState<Session | null>(null);
  const [service, setService] = useState<ServiceInfo | null>(null);
  const [judges, setJudges] = useState<JudgeNode[] | null>(null);
  useEffect(() => {
    void api.call(kernelCalls.dashboard.info).then((r) => setInfo(r.data ?? {}), () => {});
    void api.call(kernelCalls.dashboard.sessions).then((r) => setSession(r.data ?? null), () => {});
    void api.call(kernelCalls.dashboard.serviceInfo, undefined, { quiet: true }).then((r) => setService(r.data), () => {});
    void api.call(kernelCalls.dashboard.judgeServiceInfo, undefined, { quiet: true }).then((r) => setJudges(r.data ?? []), () => {});
  }, []);
  const stats = Object.entries(info).filter(([, v]) => typeof v === 'number' || typeof v === 'string');
  return (
    <div data-testid="admin-dashboard">
      <div className="oj-card">
        <h3>{t('Admin_Welcome', { name: user?.username ?? '' })}</h3>
        {session && (
          <div data-testid="last-login">
            <span>{t('Last_Login', { time: formatDateTime(session.gmtCreate ?? ''), ip: session.ip ?? '-' })}</span>
            <div className="oj-muted">{session.userAgent}</div>
          </div>
        )}
        <div className="oj-stat-cards">
          {stats.map(([k, v]) => (
            <div key={k} className="oj-card oj-stat">
              <div className="oj-stat-num">{String(v)}</div>
              <div>{t(`Dashboard_${k}`, { defaultValue: k })}</div>
            </div>
          ))}
        </div>
      </div>
      {service && (
        <div className="oj-card" data-testid="service-health">
          <div className="oj-card-title">{t('Service_Health')}</div>
          <div>{t('Web_Node_Health', { name: service.web.name, cores: service.web.cores, cpu: percent(service.web.cpuLoad), memory: percent(service.web.memoryLoad) })}</div>
          <div>
            {t('Database')}: {service.database.up ? <Tag color="green">{t('Service_Up')}</Tag> : <Tag color="red">{t('Service_Down')}</Tag>}{' '}
            {t(`Database_Kind_${service.database.kind}`, { defaultValue: service.database.kind })}
          </div>
        </div>
      )}
      <div className="oj-card" data-testid="judge-nodes">
        <div className="oj-card-title">{t('Judge_Nodes')}</div>
        <Table
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={judges ?? []}
          empty={judges ? t('No_Judge_Node') : ''}
          columns={[
            { title: t('Judge_Node_Name'), dataIndex: 'name', render: (v: string) => <span data-testid="judge-node-name">{v}</span> },
            { title: t('Judge_Node_Cores'), dataIndex: 'cores' },
            { title: t('Judge_Node_Concurrency'), dataIndex: 'concurrency' },
            { title: t('Judge_Node_Cpu'), dataIndex: 'cpuLoad', render: (v: number) => percent(v) },
            { title: t('Judge_Node_Memory'), dataIndex: 'memoryLoad', render: (v: number) => percent(v) },
            { title: t('Judge_Node_Last_Seen'), dataIndex: 'lastSeen', render: (v: string) => formatDateTime(v) },
          ]}
        />
      </div>
    </div>
  );
}
