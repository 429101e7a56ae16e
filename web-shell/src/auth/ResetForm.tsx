import { Button, Toast } from '@douyinfe/semi-ui';
import { IconMail } from '@douyinfe/semi-icons';
import { api, RESET_EMAIL_WAIT_S, type LoginDialogMode } from '@oj/ui';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetEmailUntilAtom, useCountdown } from './countdown.js';
import { Field, type Errors } from './Field.js';
import { checkExists } from './RegisterForm.js';
import { captchaError, emailError } from './validation.js';

export function ResetForm({ switchTo }: { switchTo: (m: LoginDialogMode) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ email: '', captcha: '' });
  const [captcha, setCaptcha] = useState<kernelPayloads.Captcha | null>(null);
  const [errors, setErrors] = useState<Errors<'email' | 'captcha'>>({});
  const [busy, setBusy] = useState(false);
  const { left, start } = useCountdown(resetEmailUntilAtom);

  const fetchCaptcha = useCallback(async () => {
    try {
      const res = await api.call(kernelCalls.account.captcha);
      const img = res.data?.img ?? '';
      setCaptcha({ ...res.data, img: /^(data:|\/|https?:)/.test(img) ? img : `data:image/png;base64,${img}` });
    } catch {
      /* toast shown */
    }
  }, []);
  useEffect(() => void fetchCaptcha(), [fetchCaptcha]);

  async function blurEmail() {
    const e = emailError(form.email);
    if (!e && (await checkExists('email', form.email)) === false) setErrors((x) => ({ ...x, email: 'The_email_does_not_exists' }));
    else setErrors((x) => ({ ...x, email: e }));
  }

  async function submit() {
    const e = {
      email: emailError(form.email) ?? (errors.email === 'The_email_does_not_exists' ? errors.email : null),
      captcha: captchaError(form.captcha),
    };
    setErrors(e);
    if (e.email || e.captcha) return;
    setBusy(true);
    try {
      // no captcha shown yet: the server refuses the empty key and a new captcha is fetched
      await api.call(kernelCalls.account.applyResetPassword, { body: { ...form, captchaKey: captcha?.captchaKey ?? '' } });
      Toast.success(t('ResetPwd_Send_Email_Msg'));
      start(RESET_EMAIL_WAIT_S);
    } catch {
      // spec 1 §4: a failed reset clears the captcha and fetches a new one
      setForm((f) => ({ ...f, captcha: '' }));
      void fetchCaptcha();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="oj-auth-form" data-testid="reset-form">
      <Field name="email" value={form.email} onChange={(v) => setForm({ ...form, email: v })} onBlur={() => void blurEmail()} placeholder={t('Enter_Email')} error={errors.email} prefix={<IconMail />} />
      <div className="oj-code-row">
        <Field name="captcha" value={form.captcha} onChange={(v) => setForm({ ...form, captcha: v })} placeholder={t('Enter_Captcha')} error={errors.captcha} />
        {captcha?.img && <img className="oj-captcha" src={captcha.img} alt="captcha" title={t('Change_Captcha')} onClick={() => void fetchCaptcha()} data-testid="captcha-img" />}
      </div>
      <Button theme="solid" block size="large" loading={busy} disabled={left > 0} onClick={() => void submit()} data-testid="reset-submit">
        {left > 0 ? t('Resend_In', { s: left }) : t('Send_Reset_Email')}
      </Button>
      <div className="oj-auth-links">
        <a className="oj-link" onClick={() => switchTo('Login')}>{t('Remember_Password')}</a>
      </div>
    </div>
  );
}
