import { Button, Toast } from '@douyinfe/semi-ui';
import { IconLock, IconUser } from '@douyinfe/semi-icons';
import { api, ApiError, LOGIN_FAILS_BEFORE_PUZZLE, loginFailCountAtom, refreshRoles, setSession, websiteConfigAtom, type LoginDialogMode } from '@oj/ui';
import { kernelCalls } from '@oj/sdk/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type Errors } from './Field.js';
import { SlideVerify } from './SlideVerify.js';
import { loginPasswordError, usernameError } from './validation.js';

export function LoginForm({ onDone, switchTo }: { onDone: () => void; switchTo: (m: LoginDialogMode) => void }) {
  const { t } = useTranslation();
  const cfg = useAtomValue(websiteConfigAtom);
  const [fails, setFails] = useAtom(loginFailCountAtom);
  const [form, setForm] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors<'username' | 'password'>>({});
  const [busy, setBusy] = useState(false);
  // a puzzle solved on the server; it lets one login try through
  const [puzzleKey, setPuzzleKey] = useState<string | null>(null);
  // the server asks for the puzzle too (failures from this address or on this account elsewhere)
  const [serverAsks, setServerAsks] = useState(false);
  const [round, setRound] = useState(0);
  const needPuzzle = fails >= LOGIN_FAILS_BEFORE_PUZZLE || serverAsks;

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
      const res = await api.call(kernelCalls.account.login, { body: { ...form, puzzleKey } });
      const token = res.headers.get('authorization');
      if (!token) throw new Error('no token');
      setSession(token, res.data);
      setFails(0);
      void refreshRoles();
      Toast.success(t('Welcome_Back'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.body?.code === 'OJ_AUTH_PUZZLE_REQUIRED') setServerAsks(true);
      else setFails((n) => n + 1);
      setPuzzleKey(null);
      setRound((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="oj-auth-form" data-testid="login-form">
      <Field name="username" value={form.username} onChange={(v) => setForm({ ...form, username: v })} placeholder={t('Enter_Username')} error={errors.username} prefix={<IconUser />} onEnter={() => void submit()} />
      <Field name="password" type="password" value={form.password} onChange={(v) => setForm({ ...form, password: v })} placeholder={t('Enter_Password')} error={errors.password} prefix={<IconLock />} onEnter={() => void submit()} />
      {needPuzzle && <SlideVerify key={round} onSuccess={setPuzzleKey} />}
      <Button theme="solid" block size="large" loading={busy} onClick={() => void submit()} data-testid="login-submit">
        {t('Login_Btn')}
      </Button>
      <div className="oj-auth-links">
        {cfg.register !== false && <a className="oj-link" onClick={() => switchTo('Register')}>{t('No_Account')}</a>}
        <a className="oj-link" onClick={() => switchTo('ResetPwd')}>{t('Forget_Password')}</a>
      </div>
    </div>
  );
}
