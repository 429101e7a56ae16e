import { Button, Toast } from '@douyinfe/semi-ui';
import { api } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigForm } from './ConfigForm.js';

export default function SwitchPage() {
  const { t } = useTranslation();
  const [value, setValue] = useState<Record<string, unknown> | null>(null);
  useEffect(() => void api.get<Record<string, unknown>>('/api/admin/switch/info').then((r) => setValue(r.data ?? {}), () => {}), []);
  async function save() {
    try {
      await api.put('/api/admin/switch/update', value);
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
