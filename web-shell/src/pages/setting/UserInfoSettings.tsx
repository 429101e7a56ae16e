// The user-info settings tab (spec 1 §2.7): the profile fields and the avatar, saved with
// kernelCalls.profile.changeUserInfo.
import { Button, Input, Select, TextArea, Toast } from '@douyinfe/semi-ui';
import { api, userInfoAtom, type UserInfo } from '@oj/ui';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from './AvatarUpload.js';

const FIELDS = ['nickname', 'realname', 'school', 'number', 'github', 'blog', 'cfUsername'] as const;
/** the genders the form offers */
const GENDERS = ['male', 'female', 'secrecy'] as const;

/** the form: the fields of the call's body it shows, each filled */
type InfoForm = Required<Pick<kernelPayloads.UserInfoPatch, (typeof FIELDS)[number] | 'gender' | 'signature'>>;

/** a gender the body takes; a profile without one (or with another) shows secrecy */
function genderOf(value: unknown): InfoForm['gender'] {
  return GENDERS.find((g) => g === value) ?? 'secrecy';
}

/** spec 1 §2.7 user-info settings: profile fields and avatar. */
export function UserInfoSettings() {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userInfoAtom);
  const [form, setForm] = useState<InfoForm>(() => {
    const text = (k: (typeof FIELDS)[number] | 'signature') => String(user?.[k] ?? '');
    return {
      nickname: text('nickname'), realname: text('realname'), school: text('school'), number: text('number'),
      github: text('github'), blog: text('blog'), cfUsername: text('cfUsername'), gender: genderOf(user?.gender), signature: text('signature'),
    };
  });
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      // the form's fields only: the uid and username the old client also sent are stripped by the server
      const res = await api.call(kernelCalls.profile.changeUserInfo, { body: form });
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
            <Input value={form[k] ?? ''} onChange={(v) => setForm({ ...form, [k]: v })} data-testid={`info-${k}`} />
          </label>
        ))}
        <label className="oj-form-item">
          <span>{t('Field_gender')}</span>
          <Select
            value={form.gender}
            onChange={(v) => setForm({ ...form, gender: genderOf(v) })}
            optionList={GENDERS.map((g) => ({ value: g, label: t(`Gender_${g}`) }))}
          />
        </label>
      </div>
      <label className="oj-form-item">
        <span>{t('Field_signature')}</span>
        <TextArea value={form.signature ?? ''} onChange={(v) => setForm({ ...form, signature: v })} autosize />
      </label>
      <Button theme="solid" loading={busy} onClick={() => void save()} data-testid="save-info">{t('Save')}</Button>
    </div>
  );
}
