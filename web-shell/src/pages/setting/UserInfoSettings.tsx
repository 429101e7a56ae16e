import { Button, Input, Select, TextArea, Toast } from '@douyinfe/semi-ui';
import { api, userInfoAtom, type UserInfo } from '@oj/ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from './AvatarUpload.js';

const FIELDS = ['nickname', 'realname', 'school', 'number', 'github', 'blog', 'cfUsername'] as const;

/** spec 1 §2.7 user-info settings: profile fields and avatar. */
export function UserInfoSettings() {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userInfoAtom);
  const [form, setForm] = useState<Record<string, string>>(() => {
    const f: Record<string, string> = { gender: String(user?.gender ?? 'secrecy'), signature: String(user?.signature ?? '') };
    for (const k of FIELDS) f[k] = String(user?.[k] ?? '');
    return f;
  });
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const res = await api.post<UserInfo>('/api/change-userInfo', { ...form, uid: user?.uid, username: user?.username });
      const next = res.data && typeof res.data === 'object' && res.data.username ? res.data : ({ ...user, ...form } as UserInfo);
      setUser({ ...next, roleList: next.roleList ?? user?.roleList ?? [] });
      Toast.success(t('Update_Successfully'));
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="oj-settings-info">
      <AvatarUpload />
      <div className="oj-form-grid">
        {FIELDS.map((k) => (
          <label key={k} className="oj-form-item">
            <span>{t(`Field_${k}`)}</span>
            <Input value={form[k]} onChange={(v) => setForm({ ...form, [k]: v })} data-testid={`info-${k}`} />
          </label>
        ))}
        <label className="oj-form-item">
          <span>{t('Field_gender')}</span>
          <Select
            value={form.gender}
            onChange={(v) => setForm({ ...form, gender: String(v) })}
            optionList={['male', 'female', 'secrecy'].map((g) => ({ value: g, label: t(`Gender_${g}`) }))}
          />
        </label>
      </div>
      <label className="oj-form-item">
        <span>{t('Field_signature')}</span>
        <TextArea value={form.signature} onChange={(v) => setForm({ ...form, signature: v })} autosize />
      </label>
      <Button theme="solid" loading={busy} onClick={() => void save()} data-testid="save-info">{t('Save')}</Button>
    </div>
  );
}
