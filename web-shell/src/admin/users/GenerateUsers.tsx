import { Button, InputNumber, Input, Toast } from '@douyinfe/semi-ui';
import { api, GENERATED_PASSWORD_MAX, GENERATED_PASSWORD_MIN } from '@oj/ui';
import { useState } from 'react';
import { kernelCalls } from '@oj/sdk/shared';
import { useTranslation } from 'react-i18next';

export function GenerateUsers({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ prefix: '', suffix: '', number_from: 1, number_to: 10, password_length: 8 });
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (form.number_from > form.number_to) {
      Toast.warning(t('Generate_Range_Error'));
      return;
    }
    setBusy(true);
    try {
      const res = await api.call(kernelCalls.adminUsers.generate, { body: form });
      const key = res.data?.key;
      Toast.success(t('Generate_Successfully'));
      onDone();
      if (key) await api.download('/api/file/generate-user-excel', { key }, `users-${key.split('.')[0]}.csv`);
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="oj-card" data-testid="generate-users">
      <div className="oj-card-title">{t('Generate_User')}</div>
      <div className="oj-form-grid">
        <label className="oj-form-item"><span>{t('Prefix')}</span><Input value={form.prefix} onChange={(v) => setForm({ ...form, prefix: v })} /></label>
        <label className="oj-form-item"><span>{t('Suffix')}</span><Input value={form.suffix} onChange={(v) => setForm({ ...form, suffix: v })} /></label>
        <label className="oj-form-item"><span>{t('Start_Number')}</span><InputNumber value={form.number_from} min={0} onChange={(v) => setForm({ ...form, number_from: Number(v) })} /></label>
        <label className="oj-form-item"><span>{t('End_Number')}</span><InputNumber value={form.number_to} min={0} onChange={(v) => setForm({ ...form, number_to: Number(v) })} /></label>
        <label className="oj-form-item"><span>{t('Password_Length')}</span><InputNumber value={form.password_length} min={GENERATED_PASSWORD_MIN} max={GENERATED_PASSWORD_MAX} onChange={(v) => setForm({ ...form, password_length: Number(v) })} /></label>
      </div>
      <Button theme="solid" loading={busy} onClick={() => void submit()}>{t('Generate_And_Export')}</Button>
    </div>
  );
}
