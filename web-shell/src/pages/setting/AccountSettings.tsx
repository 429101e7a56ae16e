import { Button, Toast } from '@douyinfe/semi-ui';
import { api, REGISTER_CODE_WAIT_S, userInfoAtom } from '@oj/ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type Errors } from '../../auth/Field.js';
import { emailError, passwordAgainError, passwordError } from '../../auth/validation.js';
import { atom } from 'jotai';
import { useCountdown } from '../../auth/countdown.js';

const changeEmailUntilAtom = atom(0);

/** spec 1 §2.7 account settings: change password; change e-mail with a code. */
export function AccountSettings() {
  const { t } = useTranslation();
  const [user, setUser] = useAtom(userInfoAtom);
  const [pw, setPw] = useState({ oldPassword: '', newPassword: '', again: '' });
  const [pwErr, setPwErr] = useState<Errors<'oldPassword' | 'newPassword' | 'again'>>({});
  const [mail, setMail] = useState({ password: '', newEmail: '', code: '' });
  const [mailErr, setMailErr] = useState<Errors<'password' | 'newEmail' | 'code'>>({});
  const { left, start } = useCountdown(changeEmailUntilAtom);

  async function changePassword() {
    const e = {
      oldPassword: pw.oldPassword ? null : 'Old_Password_Required',
      newPassword: passwordError(pw.newPassword) ?? (pw.newPassword === pw.oldPassword ? 'New_Password_Same_As_Old' : null),
      again: passwordAgainError(pw.again, pw.newPassword),
    };
    setPwErr(e);
    if (Object.values(e).some(Boolean)) return;
    try {
      await api.call(kernelCalls.profile.changePassword, { body: { oldPassword: pw.oldPassword, newPassword: pw.newPassword } });
      Toast.success(t('Update_Successfully'));
      setPw({ oldPassword: '', newPassword: '', again: '' });
    } catch {
      /* toast shown */
    }
  }

  async function sendCode() {
    const e = emailError(mail.newEmail) ?? (mail.newEmail === user?.email ? 'New_Email_Same_As_Old' : null);
    setMailErr((x) => ({ ...x, newEmail: e }));
    if (e) return;
    try {
      await api.call(kernelCalls.profile.changeEmailCode, { query: { email: mail.newEmail } });
      Toast.success(t('Change_Email_Code_Sent'));
      start(REGISTER_CODE_WAIT_S);
    } catch {
      /* toast shown */
    }
  }

  async function changeEmail() {
    const e = {
      password: mail.password ? null : 'Old_Password_Required',
      newEmail: emailError(mail.newEmail) ?? (mail.newEmail === user?.email ? 'New_Email_Same_As_Old' : null),
      code: mail.code ? null : 'Code_Check_Required',
    };
    setMailErr(e);
    if (Object.values(e).some(Boolean)) return;
    try {
      await api.call(kernelCalls.profile.changeEmail, { body: mail });
      Toast.success(t('Update_Successfully'));
      if (user) setUser({ ...user, email: mail.newEmail });
      setMail({ password: '', newEmail: '', code: '' });
    } catch {
      /* toast shown */
    }
  }

  return (
    <div className="oj-settings-account">
      <section>
        <h4>{t('Change_Password')}</h4>
        <Field name="oldPassword" type="password" value={pw.oldPassword} onChange={(v) => setPw({ ...pw, oldPassword: v })} placeholder={t('Old_Password')} error={pwErr.oldPassword} />
        <Field name="newPassword" type="password" value={pw.newPassword} onChange={(v) => setPw({ ...pw, newPassword: v })} placeholder={t('New_Password')} error={pwErr.newPassword} />
        <Field name="again" type="password" value={pw.again} onChange={(v) => setPw({ ...pw, again: v })} placeholder={t('Enter_Password_Again')} error={pwErr.again} />
        <Button theme="solid" onClick={() => void changePassword()} data-testid="change-password">{t('Change_Password')}</Button>
      </section>
      <section>
        <h4>{t('Change_Email')}</h4>
        <p className="oj-muted">{t('Current_Email')}: {user?.email || '--'}</p>
        <Field name="mailPassword" type="password" value={mail.password} onChange={(v) => setMail({ ...mail, password: v })} placeholder={t('Current_Password')} error={mailErr.password} />
        <Field name="newEmail" value={mail.newEmail} onChange={(v) => setMail({ ...mail, newEmail: v })} placeholder={t('New_Email')} error={mailErr.newEmail} />
        <div className="oj-code-row">
          <Field name="emailCode" value={mail.code} onChange={(v) => setMail({ ...mail, code: v })} placeholder={t('Enter_Code')} error={mailErr.code} />
          <Button disabled={left > 0} onClick={() => void sendCode()}>{left > 0 ? t('Resend_In', { s: left }) : t('Send_Code')}</Button>
        </div>
        <Button theme="solid" onClick={() => void changeEmail()}>{t('Change_Email')}</Button>
        <p className="oj-muted">{t('Change_Mobile_Note')}</p>
      </section>
    </div>
  );
}
