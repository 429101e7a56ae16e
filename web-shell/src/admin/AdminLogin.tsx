import { Button, Toast } from '@douyinfe/semi-ui';
import { api, ApiError, isAdminRoleAtom, refreshRoles, setSession } from '@oj/ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Field, type Errors } from '../auth/Field.js';
import { loginPasswordError, usernameError } from '../auth/validation.js';
import { SlideVerify } from '../auth/SlideVerify.js';

/** /admin/login: the admin area's own login. */
export default function AdminLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminRole = useAtomValue(isAdminRoleAtom);
  const [form, setForm] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors<'username' | 'password'>>({});
  const [busy, setBusy] = useState(false);
  // the server asks for the slide puzzle after failed logins (issue 9 §5); a solved one goes with the next try
  const [needPuzzle, setNeedPuzzle] = useState(false);
  const [puzzleKey, setPuzzleKey] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (adminRole) navigate('/admin/dashboard', { replace: true });
  }, [adminRole, navigate]);

  async function submit() {
    const e = { username: usernameError(form.username), password: loginPasswordError(form.password) };
    setErrors(e);
    if (e.username || e.password) return;
    if (needPuzzle && !puzzleKey) {
      Toast.warning(t('Please_Verify_First'));
      return;
    }
    setBusy(true);
    try {
      const res = await api.call(kernelCalls.account.adminLogin, { body: { ...form, puzzleKey } });
      const token = res.headers.get('authorization');
      if (!token) throw new Error('no token');
      setSession(token, res.data);
      await refreshRoles();
      Toast.success(t('Welcome_Back'));
      navigate('/admin/dashboard', { replace: true });
    } catch (err) {
      // the toast is shown by the API client
      if (err instanceof ApiError && err.body?.code === 'OJ_AUTH_PUZZLE_REQUIRED') setNeedPuzzle(true);
      setPuzzleKey(null);
      setRound((n) => n + 1);
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
        {needPuzzle && <SlideVerify key={round} onSuccess={setPuzzleKey} />}
        <Button theme="solid" block size="large" loading={busy} onClick={() => void submit()} data-testid="admin-login-submit">{t('Login_Btn')}</Button>
      </div>
    </div>
  );
}
