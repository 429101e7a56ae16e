import { Button, Toast } from '@douyinfe/semi-ui';
import { IconLock, IconMail, IconUser } from '@douyinfe/semi-icons';
import { api, REGISTER_CODE_WAIT_S, type LoginDialogMode } from '@oj/ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerCodeUntilAtom, useCountdown } from './countdown.js';
import { Field, type Errors } from './Field.js';
import { codeError, emailError, passwordAgainError, passwordError, usernameError } from './validation.js';

type K = 'username' | 'email' | 'password' | 'passwordAgain' | 'code';

export async function checkExists(field: 'username' | 'email', value: string): Promise<boolean | null> {
  try {
    const res = await api.call(kernelCalls.account.checkUsernameOrEmail, { body: { [field]: value } }, { quiet: true });
    return !!res.data?.[field];
  } catch {
    return null;
  }
}

export function RegisterForm({ switchTo }: { switchTo: (m: LoginDialogMode) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Record<K, string>>({ username: '', email: '', password: '', passwordAgain: '', code: '' });
  const [errors, setErrors] = useState<Errors<K>>({});
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const { left, start } = useCountdown(registerCodeUntilAtom);
  const set = (k: K) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  async function blurUsername() {
    const e = usernameError(form.username);
    if (!e && (await checkExists('username', form.username))) setErrors((x) => ({ ...x, username: 'The_username_already_exists' }));
    else setErrors((x) => ({ ...x, username: e }));
  }
  async function blurEmail() {
    const e = emailError(form.email);
    if (!e && (await checkExists('email', form.email))) setErrors((x) => ({ ...x, email: 'The_email_already_exists' }));
    else setErrors((x) => ({ ...x, email: e }));
  }

  async function sendCode() {
    if (emailError(form.email)) {
      Toast.error(t('Email_Check_Format'));
      return;
    }
    setSending(true);
    try {
      await api.call(kernelCalls.account.registerCode, { query: { email: form.email } });
      Toast.success(t('Register_Send_Email_Msg'));
      start(REGISTER_CODE_WAIT_S);
    } catch {
      /* toast shown */
    } finally {
      setSending(false);
    }
  }

  async function submit() {
    const e: Errors<K> = {
      username: usernameError(form.username) ?? (errors.username === 'The_username_already_exists' ? errors.username : null),
      email: emailError(form.email) ?? (errors.email === 'The_email_already_exists' ? errors.email : null),
      password: passwordError(form.password),
      passwordAgain: passwordAgainError(form.passwordAgain, form.password),
      code: codeError(form.code),
    };
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    setBusy(true);
    try {
      const { passwordAgain: _again, ...payload } = form; // passwordAgain is not sent (spec 1 §3)
      await api.call(kernelCalls.account.register, { body: payload });
      Toast.success(t('Thanks_for_registering'));
      switchTo('Login');
    } catch {
      setForm((f) => ({ ...f, code: '' })); // spec 1 §4: a failed register clears the code
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="oj-auth-form" data-testid="register-form">
      <Field name="username" value={form.username} onChange={set('username')} onBlur={() => void blurUsername()} placeholder={t('Enter_Username')} error={errors.username} prefix={<IconUser />} />
      <Field name="email" value={form.email} onChange={set('email')} onBlur={() => void blurEmail()} placeholder={t('Enter_Email')} error={errors.email} prefix={<IconMail />} />
      <Field name="password" type="password" value={form.password} onChange={set('password')} placeholder={t('Enter_Password')} error={errors.password} prefix={<IconLock />} />
      <Field name="passwordAgain" type="password" value={form.passwordAgain} onChange={set('passwordAgain')} placeholder={t('Enter_Password_Again')} error={errors.passwordAgain} prefix={<IconLock />} />
      <div className="oj-code-row">
        <Field name="code" value={form.code} onChange={set('code')} placeholder={t('Enter_Code')} error={errors.code} />
        <Button size="large" loading={sending} disabled={left > 0} onClick={() => void sendCode()} data-testid="send-code">
          {left > 0 ? t('Resend_In', { s: left }) : t('Send_Code')}
        </Button>
      </div>
      <Button theme="solid" block size="large" loading={busy} onClick={() => void submit()} data-testid="register-submit">
        {t('Register_Btn')}
      </Button>
      <div className="oj-auth-links">
        <a className="oj-link" onClick={() => switchTo('Login')}>{t('Already_Registered')}</a>
      </div>
    </div>
  );
}
