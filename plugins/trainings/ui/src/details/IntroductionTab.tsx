// The introduction tab (spec 3 §2): the password form when a private training is locked for the
// user (spec 3 §6: no access, not an admin), then the training's number, auth, category, problem
// count, author, last update and its markdown description (rendered by the kit's sanitising
// Markdown: no raw HTML outside its allow-list, no unsafe links).
import { Button, Input, Toast } from '@douyinfe/semi-ui';
import { formatDateTime, Markdown } from '@oj/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { registerTraining } from '../api.js';
import { AuthTag, CategoryTag, userHomePath } from '../trainingMeta.js';
import { useTraining } from './context.js';

function PasswordForm() {
  const { t } = useTranslation('trainings');
  const { training, onRegistered } = useTraining();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    // spec 3 §5: the training password must not be empty
    if (!password.trim()) return setError(t('Training_Password_Required'));
    setError('');
    setBusy(true);
    try {
      const r = await registerTraining(training.id, password);
      // the server's message is the success text in the user's language
      Toast.success(r.msg && r.msg !== 'success' ? r.msg : t('Training_Register_Success'));
      onRegistered();
    } catch {
      /* the client showed the server's message (a wrong password) */
    } finally {
      setBusy(false);
    }
  }
  return (
    <div data-testid="training-password-form" style={{ marginBottom: 16, maxWidth: 460 }}>
      <div style={{ marginBottom: 8 }}>{t('Training_Password_Hint')}</div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Input
          mode="password"
          value={password}
          onChange={(v) => { setPassword(v); if (v) setError(''); }}
          onEnterPress={() => void submit()}
          placeholder={t('Training_Password_Placeholder')}
          aria-label={t('Training_Password_Placeholder')}
          validateStatus={error ? 'error' : 'default'}
          style={{ flex: '1 1 200px' }}
          data-testid="training-password"
        />
        <Button theme="solid" loading={busy} onClick={() => void submit()} data-testid="training-register">{t('Training_Enter')}</Button>
      </div>
      {error && <div role="alert" style={{ color: 'var(--semi-color-danger)', fontSize: 12, marginTop: 4 }} data-testid="training-password-error">{error}</div>}
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      <span className="oj-muted">{label}</span>
      <span data-testid={testId} style={{ overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}

export default function IntroductionTab() {
  const { t } = useTranslation('trainings');
  const { training: tr, locked } = useTraining();
  return (
    <div className="oj-card" data-testid="training-introduction" style={{ minWidth: 0 }}>
      {locked && <PasswordForm />}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12, marginBottom: 16 }} data-testid="training-facts">
        <Fact label={t('Training_Number')} testId="training-rank">{tr.rank}</Fact>
        <Fact label={t('Training_Auth')} testId="training-fact-auth"><AuthTag auth={tr.auth} /></Fact>
        <Fact label={t('Training_Category')} testId="training-fact-category">{tr.categoryName ? <CategoryTag name={tr.categoryName} color={tr.categoryColor} /> : '-'}</Fact>
        <Fact label={t('Training_Total_Problems')} testId="training-problem-count">{tr.problemCount}</Fact>
        <Fact label={t('Training_Author')} testId="training-author"><Link to={userHomePath(tr.author)} data-user-content>{tr.author}</Link></Fact>
        <Fact label={t('Training_Last_Update')} testId="training-last-update">{formatDateTime(tr.gmtModified)}</Fact>
      </div>
      <div style={{ overflowX: 'auto', minWidth: 0, borderTop: '1px solid var(--semi-color-border)', paddingTop: 4 }} data-testid="training-description">
        <Markdown source={tr.description} />
      </div>
    </div>
  );
}
