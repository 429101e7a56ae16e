import { Button, Input, Modal, Select, Switch, Toast } from '@douyinfe/semi-ui';
import { api } from '@oj/ui';
import type { kernelPayloads } from '@oj/sdk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS } from './csv.js';

/** one row of the admin user list (kernelCalls.adminUsers.list) */
export type AdminUser = kernelPayloads.AdminUser;

/** the user's role as the list answers it (never a default: saving Edit sends it back) */
export function roleIdOf(u: AdminUser): number | undefined {
  return u.roles?.[0]?.id ?? u.roleId;
}

export function EditUser({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Record<string, string | number | boolean>>({});
  useEffect(() => {
    const type = user ? roleIdOf(user) : undefined;
    if (user && type !== undefined)
      setForm({ uid: user.uid, username: user.username, realname: user.realname ?? '', nickname: user.nickname ?? '', email: user.email ?? '', titleName: user.titleName ?? '', titleColor: user.titleColor ?? '', type, status: user.status ?? 0, setNewPwd: false, password: '' });
  }, [user]);
  const field = (k: string) => (
    <label className="oj-form-item" key={k}>
      <span>{t(`Field_${k}`)}</span>
      <Input value={String(form[k] ?? '')} onChange={(v) => setForm({ ...form, [k]: v })} data-testid={`edit-${k}`} />
    </label>
  );
  async function save() {
    try {
      await api.put('/api/admin/user/edit-user', form);
      Toast.success(t('Update_Successfully'));
      onSaved();
    } catch {
      /* toast shown */
    }
  }
  return (
    <Modal visible={!!user} title={t('Edit_User')} onCancel={onClose} width={520}
      footer={
        <>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button theme="solid" onClick={() => void save()} data-testid="edit-user-save">{t('Save')}</Button>
        </>
      }
    >
      <div data-testid="edit-user-dialog">
        {['username', 'realname', 'nickname', 'email', 'titleName', 'titleColor'].map(field)}
        <label className="oj-form-item">
          <span>{t('Field_role')}</span>
          <Select value={Number(form.type)} data-testid="edit-role" onChange={(v) => setForm({ ...form, type: Number(v) })} optionList={ROLE_IDS.map((id) => ({ value: id, label: t(`Role_${id}`) }))} style={{ width: '100%' }} />
        </label>
        <label className="oj-form-item">
          <span>{t('Field_status')}</span>
          <Switch checked={form.status === 0} onChange={(v) => setForm({ ...form, status: v ? 0 : 1 })} /> {form.status === 0 ? t('Status_Normal') : t('Status_Banned')}
        </label>
        <label className="oj-form-item">
          <span>{t('Set_New_Password')}</span>
          <Switch checked={!!form.setNewPwd} onChange={(v) => setForm({ ...form, setNewPwd: v })} />
        </label>
        {form.setNewPwd && field('password')}
      </div>
    </Modal>
  );
}
