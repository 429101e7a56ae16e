import { Button, Toast } from '@douyinfe/semi-ui';
import { api, isAdminRoleAtom, refreshRoles, setSession, type UserInfo } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Field, type Errors } from '../auth/Field.js';
import { passwordError, usernameError } from '../auth/validation.js';

/** /admin/login: the admin area's own login. */
export default function AdminLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminRole = useAtomValue(isAdminRoleAtom);
  const [form, setForm] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors<'username' | 'password'>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (adminRole) navigate('/admin/dashboard', { replace: true });
  }, [adminRole, navigate]);

  async function submit() {
    const e = { username: usernameError(form.username), password: passwordError(form.password) };
    setErrors(e);
    if (e.username || e.password) return;
    setBusy(true);
    try {
      const res = await api.post<UserInfo>('/api/admin/login', form);
      const token = res.headers.get('authorization');
      if (!token) throw new Error('no token');
      setSession(token, res.data);
      await refreshRoles();
      Toast.success(t('Welcome_Back'));
      navigate('/admin/dashboard', { replace: true });
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="oj-admin-login" data-testid="admin-login">
      <div className="oj-card">
        <h2>{t('Admin_Login_Title')}</h2>
        <Field name="username" value={form.username} onChange={(v) => setForm({ ...form, username: v })} placeholder={t('Enter_Username')} error={errors.username} onEnter={() => void submit()} />
        <Field name="password" type="password" value={form.password} onChange={(v) => setForm({ ...form, password: v })} placeholder={t('Enter_Password')} error={errors.password} onEnter={() => void submit()} />
        <Button theme="solid" block size="large" loading={busy} onClick={() => void submit()} data-testid="admin-login-submit">{t('Login_Btn')}</Button>
      </div>
    </div>
  );
}
