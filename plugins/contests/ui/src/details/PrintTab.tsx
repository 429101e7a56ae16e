// The Print tab (spec 3 §2, §5): a textarea whose content is required and at least 50 characters;
// a sent request says "Submit code successfully" and clears the form.
import { Button, TextArea, Toast } from '@douyinfe/semi-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_MIN_LENGTH } from '@oj/plugin-contests/browser';
import { submitPrint } from './api.js';
import { useContest } from './context.js';

export function printError(content: string): string | null {
  if (!content.trim()) return 'Contest_Print_Required';
  if (content.length < PRINT_MIN_LENGTH) return 'Contest_Print_Too_Short';
  return null;
}

export default function PrintTab() {
  const { t } = useTranslation('contests');
  const { contest } = useContest();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    const e = printError(content);
    setError(e);
    if (e) return;
    setBusy(true);
    try {
      await submitPrint(contest.id, content);
      Toast.success(t('Contest_Print_Success'));
      setContent('');
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="oj-card" data-testid="contest-print">
      <div className="oj-card-title">{t('Contest_Print_Title')}</div>
      <p style={{ color: 'var(--semi-color-text-2)', marginTop: 0 }}>{t('Contest_Print_Hint', { count: PRINT_MIN_LENGTH })}</p>
      <TextArea
        value={content}
        onChange={(v) => { setContent(v); if (error) setError(printError(v)); }}
        autosize={{ minRows: 10, maxRows: 30 }}
        validateStatus={error ? 'error' : 'default'}
        style={{ fontFamily: 'monospace' }}
        placeholder={t('Contest_Print_Placeholder')}
        data-testid="contest-print-content"
      />
      {error && <div role="alert" style={{ color: 'var(--semi-color-danger)', fontSize: 12, marginTop: 4 }} data-testid="contest-print-error">{t(error, { count: PRINT_MIN_LENGTH })}</div>}
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Button theme="solid" loading={busy} onClick={() => void submit()} data-testid="contest-print-submit">{t('Contest_Print_Submit')}</Button>
      </div>
    </div>
  );
}
