// The Overview tab (spec 3 §2): the description, and the password form for a non-public contest
// the user has no access to (not for contest admins); a right password registers the user. While
// the board is frozen, the banner says so above the description.
import { Button, Input, Toast } from '@douyinfe/semi-ui';
import { Markdown } from '@oj/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_AUTH } from '@oj/plugin-contests/browser';
import { FrozenBanner } from '../board/FrozenBanner.js';
import { registerContest } from './api.js';
import { useContest } from './context.js';

function PasswordForm() {
  const { t } = useTranslation('contests');
  const { contest, onRegistered } = useContest();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    // spec 3 §5: the contest password must not be empty
    if (!password) return setError(t('Contest_Password_Required'));
    setError('');
    setBusy(true);
    try {
      await registerContest(contest.id, password);
      Toast.success(t('Contest_Register_Success'));
      onRegistered();
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }
  return (
    <div data-testid="contest-password-form" style={{ marginTop: 16, maxWidth: 420 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Input
          mode="password"
          value={password}
          onChange={(v) => { setPassword(v); if (v) setError(''); }}
          onEnterPress={() => void submit()}
          placeholder={t('Contest_Password_Placeholder')}
          validateStatus={error ? 'error' : 'default'}
          style={{ flex: '1 1 200px' }}
          data-testid="contest-password"
        />
        <Button theme="solid" loading={busy} onClick={() => void submit()} data-testid="contest-register">{t('Contest_Enter')}</Button>
      </div>
      {error && <div role="alert" style={{ color: 'var(--semi-color-danger)', fontSize: 12, marginTop: 4 }} data-testid="contest-password-error">{error}</div>}
    </div>
  );
}

export default function OverviewTab() {
  const { contest, access, isAdmin } = useContest();
  const needsPassword = contest.auth !== CONTEST_AUTH.public && !access && !isAdmin;
  return (
    <div className="oj-card" data-testid="contest-overview" style={{ minWidth: 0, overflowX: 'auto' }}>
      <FrozenBanner contest={contest} isAdmin={isAdmin} />
      <Markdown source={contest.description} />
      {needsPassword && <PasswordForm />}
    </div>
  );
}
