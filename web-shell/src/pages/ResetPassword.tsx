import { Button, Toast } from '@douyinfe/semi-ui';
import { api, openLoginDialog } from '@oj/ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Field, type Errors } from '../auth/Field.js';
import { checkExists } from '../auth/RegisterForm.js';
import { passwordAgainError, passwordError } from '../auth/validation.js';

/** spec 1 §2.5 */
export default function ResetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const username = query.get('username') ?? '';
  const code = query.get('code') ?? '';
  const [form, setForm] = useState({ password: '', passwordAgain: '' });
  const [errors, setErrors] = useState<Errors<'username' | 'password' | 'passwordAgain'>>({});
  const [busy, setBusy] = useState(false);

  async function checkUser() {
    if (!username) setErrors((e) => ({ ...e, username: 'Username_Check_Required' }));
    else if ((await checkExists('username', username)) === false) setErrors((e) => ({ ...e, username: 'The_username_does_not_exist' }));
  }

  async function submit() {
    const e = {
      username: username ? (errors.username ?? null) : 'Username_Check_Required',
      password: passwordError(form.password),
      passwordAgain: passwordAgainError(form.passwordAgain, form.password),
    };
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    setBusy(true);
    try {
      await api.call(kernelCalls.account.resetPassword, { body: { username, password: form.password, code } });
      Toast.success(t('Reset_Password_Success'));
      navigate('/');
      openLoginDialog('Login');
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="oj-card oj-narrow" data-testid="reset-password-page">
      <h2>{t('Reset_Password')}</h2>
      <Field name="username" value={username} onChange={() => {}} onBlur={() => void checkUser()} readonly placeholder={t('Enter_Username')} error={errors.username} />
      <Field name="code" value={code} onChange={() => {}} readonly placeholder={t('Enter_Code')} />
      <Field name="password" type="password" value={form.password} onChange={(v) => setForm({ ...form, password: v })} placeholder={t('Enter_New_Password')} error={errors.password} />
      <Field name="passwordAgain" type="password" value={form.passwordAgain} onChange={(v) => setForm({ ...form, passwordAgain: v })} placeholder={t('Enter_Password_Again')} error={errors.passwordAgain} />
      <Button theme="solid" block size="large" loading={busy} onClick={() => void submit()}>
        {t('Reset_Password')}
      </Button>
    </div>
  );
}
