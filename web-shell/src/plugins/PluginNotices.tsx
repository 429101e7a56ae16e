import { Banner, Button } from '@douyinfe/semi-ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pluginsAtom, reloadPlugin } from './registry.js';
import { IncompatiblePluginError } from './sharedVersions.js';

export function PluginNotices() {
  const { t } = useTranslation();
  const [plugins, setPlugins] = useAtom(pluginsAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const failed = plugins.filter((p) => p.error);
  if (failed.length === 0) return null;
  return (
    <div className="oj-plugin-notices">
      {failed.map((p) => p.error instanceof IncompatiblePluginError ? (
        // built for another major of a shared package: trying again cannot help, the operator must install another build
        <Banner
          key={p.id}
          type="warning"
          data-testid="plugin-notice"
          description={t('Plugin_Incompatible', { id: p.id, pkg: p.error.mismatch.pkg, wanted: p.error.mismatch.wanted, present: p.error.mismatch.present })}
        />
      ) : (
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
