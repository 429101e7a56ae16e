// The admin's edit-user dialog: name, e-mail, title, role, status and a new password, saved with
// kernelCalls.adminUsers.edit.
import { Button, Input, Modal, Select, Switch, Toast } from '@douyinfe/semi-ui';
import { api } from '@oj/ui';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_IDS } from './csv.js';

/** one row of the admin user list (kernelCalls.adminUsers.list) */
export type AdminUser = kernelPayloads.AdminUser;

/** the user's role as the list answers it (never a default: saving Edit sends it back) */
export function roleIdOf(u: AdminUser): number | undefined {
  return u.roles?.[0]?.id ?? u.roleId;
}

type EditForm = kernelPayloads.EditUserBody;
/** the fields edited as text */
type TextField = 'username' | 'realname' | 'nickname' | 'email' | 'titleName' | 'titleColor' | 'password';

/** a role the edit call takes (the list answers only these) */
function roleOf(value: unknown): EditForm['type'] | undefined {
  return ROLE_IDS.find((id) => id === value);
}

export function EditUser({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  // null until the user's row is in (the call needs all of it)
  const [form, setForm] = useState<EditForm | null>(null);
  const patch = (p: Partial<EditForm>) => setForm(form && { ...form, ...p });
  useEffect(() => {
    const type = user ? roleOf(roleIdOf(user)) : undefined;
    // status: 0 normal, 1 banned (the only two a user has)
    if (user && type !== undefined)
      setForm({ uid: user.uid, username: user.username, realname: user.realname ?? '', nickname: user.nickname ?? '', email: user.email ?? '', titleName: user.titleName ?? '', titleColor: user.titleColor ?? '', type, status: user.status === 1 ? 1 : 0, setNewPwd: false, password: '' });
  }, [user]);
  const field = (k: TextField) => (
    <label className="oj-form-item" key={k}>
      <span>{t(`Field_${k}`)}</span>
      <Input value={String(form?.[k] ?? '')} onChange={(v) => patch({ [k]: v })} data-testid={`edit-${k}`} />
    </label>
  );
  async function save() {
    if (!form) return;
    try {
      await api.call(kernelCalls.adminUsers.edit, { body: form });
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
        {(['username', 'realname', 'nickname', 'email', 'titleName', 'titleColor'] as const).map(field)}
        <label className="oj-form-item">
          <span>{t('Field_role')}</span>
          <Select value={form?.type} data-testid="edit-role" onChange={(v) => {
            const type = roleOf(v);
            if (type !== undefined) patch({ type });
          }} optionList={ROLE_IDS.map((id) => ({ value: id, label: t(`Role_${id}`) }))} style={{ width: '100%' }} />
        </label>
        <label className="oj-form-item">
          <span>{t('Field_status')}</span>
          <Switch checked={form?.status === 0} onChange={(v) => patch({ status: v ? 0 : 1 })} /> {form?.status === 0 ? t('Status_Normal') : t('Status_Banned')}
        </label>
        <label className="oj-form-item">
          <span>{t('Set_New_Password')}</span>
          <Switch checked={!!form?.setNewPwd} onChange={(v) => patch({ setNewPwd: v })} />
        </label>
        {form?.setNewPwd && field('password')}
      </div>
    </Modal>
  );
}
