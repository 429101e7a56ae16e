import { Banner, Button } from '@douyinfe/semi-ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pluginsAtom, reloadPlugin } from './registry.js';

export function PluginNotices() {
  const { t } = useTranslation();
  const [plugins, setPlugins] = useAtom(pluginsAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const failed = plugins.filter((p) => p.error);
  if (failed.length === 0) return null;
  return (
    <div className="oj-plugin-notices">
      {failed.map((p) => (
        <Banner
          key={p.id}
          type="warning"
          data-testid="plugin-notice"
          description={
            <span>
              {t('Plugin_Failed', { id: p.id })}{' '}
              <Button
                size="small"
                loading={busy === p.id}
                onClick={async () => {
                  setBusy(p.id);
                  const next = await reloadPlugin(p);
                  setBusy(null);
                  setPlugins((list) => list.map((x) => (x.id === p.id ? next : x)));
                }}
              >
                {t('Retry')}
              </Button>
            </span>
          }
        />
      ))}
    </div>
  );
}
