import { Button, Toast } from '@douyinfe/semi-ui';
import { api } from '@oj/ui';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigForm } from './ConfigForm.js';

export default function SwitchPage() {
  const { t } = useTranslation();
  const [value, setValue] = useState<kernelPayloads.SwitchView | null>(null);
  useEffect(() => void api.call(kernelCalls.config.switches).then((r) => setValue(r.data), () => {}), []);
  async function save() {
    if (!value) return;
    try {
      await api.call(kernelCalls.config.setSwitches, { body: value });
      Toast.success(t('Save_Successfully'));
    } catch {
      /* toast shown */
    }
  }
  return (
    <div className="oj-card" data-testid="admin-switch">
      <div className="oj-card-title">{t('Admin_Switch')}</div>
      {value && <ConfigForm value={value} onChange={setValue} />}
      <Button theme="solid" onClick={() => void save()}>{t('Save')}</Button>
    </div>
  );
}
