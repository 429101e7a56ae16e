import { Table, Tag } from '@douyinfe/semi-ui';
import { api } from '@oj/ui';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** one row of GET /api/admin/plugins (core/kernel/src/routes/admin-plugins.ts) */
export type AdminPlugin = kernelPayloads.AdminPluginInfo;

const TRUST_COLOUR: Record<AdminPlugin['trust'], 'green' | 'blue' | 'orange'> = { signed: 'green', 'built-in': 'blue', 'allowed-unsigned': 'orange' };

/** The plugins the site runs: whose code each is (its signature) and what it declares. Super admin only. */
export default function Plugins() {
  const { t } = useTranslation();
  const [plugins, setPlugins] = useState<AdminPlugin[] | null>(null);
  useEffect(() => {
    api.call(kernelCalls.adminPlugins.list).then((r) => setPlugins(r.data), () => setPlugins([]));
  }, []);
  const listed = (label: string, names: string[]) => (names.length ? <div>{t(label, { names: names.join(', ') })}</div> : null);
  return (
    <div className="oj-card" data-testid="admin-plugins">
      <div className="oj-card-title">{t('Admin_Plugins')}</div>
      <p className="oj-muted">{t('Plugins_Hint')}</p>
      <Table
        loading={plugins === null}
        pagination={false}
        rowKey="id"
        dataSource={plugins ?? []}
        columns={[
          {
            title: t('Plugins_Plugin'), dataIndex: 'id',
            render: (_: string, p: AdminPlugin) => (
              <div data-testid={`plugin-${p.id}`}>
                {/* identifiers, not interface text */}
                <b><code>{p.id}</code></b> {p.version}
                <div className="oj-muted"><code>{p.package ?? ''}</code></div>
              </div>
            ),
          },
          {
            title: t('Plugins_Signature'), dataIndex: 'trust',
            render: (_: string, p: AdminPlugin) => (
              <div data-testid={`plugin-trust-${p.id}`}>
                <Tag color={TRUST_COLOUR[p.trust]}>{t(`Plugins_Trust_${p.trust}`, { publisher: p.publisher ?? '' })}</Tag>
                {p.reason && <div className="oj-muted">{p.reason}</div>}
              </div>
            ),
          },
          { title: t('Plugins_Sdk'), dataIndex: 'sdkRange', render: (v: string | null) => v ?? t('Plugins_Sdk_None') },
          {
            title: t('Plugins_Declares'), dataIndex: 'routes',
            render: (_: number, p: AdminPlugin) => (
              <div data-testid={`plugin-declares-${p.id}`}>
                <div>{t('Plugins_Routes', { count: p.routes })}</div>
                <div>{p.tablePrefix ? t('Plugins_Tables', { prefix: p.tablePrefix }) : t('Plugins_No_Tables')}</div>
                {/* paths are identifiers, not interface text */}
                {p.declaredPaths.length > 0 && (
                  <div data-testid={`plugin-paths-${p.id}`}>
                    {t('Plugins_Paths')}{p.declaredPaths.map((path, i) => <span key={path}>{i ? ', ' : ' '}<code>{path}</code></span>)}
                  </div>
                )}
                {listed('Plugins_Permissions', p.permissions)}
                {listed('Plugins_Requires', p.requires)}
                {listed('Plugins_Switches', p.switches)}
                {listed('Plugins_Settings', p.settings)}
                {listed('Plugins_Secrets', p.secrets)}
                {listed('Plugins_Commands', p.commands)}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
