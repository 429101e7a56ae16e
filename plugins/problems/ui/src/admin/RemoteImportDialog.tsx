// "Import remote problem" of the admin problem list (reference import-remote-oj-problem): a remote
// judge (the banks GET /api/problems/banks lists, this site's own left out) and its problem id.
// The call belongs to the remote judge plugin; the list offers the button only when it lists a
// remote bank. A refusal (no such problem, the judge is down) shows the server's words in the
// dialog and keeps what was typed; an import toasts the server's message.
import { Banner, Input, Modal, Select, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { api, ApiError } from '@oj/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bank } from '@oj/plugin-problems/browser';

/** the length the import call accepts */
const REMOTE_PROBLEM_ID_MAX = 100;

export const importRemoteProblem = (q: { name: string; problemId: string }) =>
  api.get<{ pid: number; problemId: string }>('/api/admin/problem/import-remote-oj-problem', q, { quiet: true });

export function RemoteImportDialog({ banks, onClose, onImported }: { banks: Bank[]; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation('problems');
  const [name, setName] = useState(banks.length === 1 ? banks[0].oj : '');
  const [problemId, setProblemId] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const nameError = tried && !name.trim() ? t('PA_Remote_OJ_Required') : null;
  const idError = tried && !problemId.trim() ? t('PA_Remote_Problem_Required') : null;
  async function submit() {
    setTried(true);
    setRefusal(null);
    if (!name.trim() || !problemId.trim()) return;
    setBusy(true);
    try {
      const res = await importRemoteProblem({ name: name.trim(), problemId: problemId.trim() });
      Toast.success(res.msg && res.msg !== 'success' ? res.msg : t('PA_Import_Success'));
      onImported();
      onClose();
    } catch (e) {
      setRefusal(e instanceof ApiError && e.message ? e.message : t('PA_Import_Failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('PA_Import_Remote')} visible onCancel={onClose} onOk={() => void submit()} okText={t('PA_Import')} cancelText={t('PA_Cancel')}
      confirmLoading={busy} width="min(440px, calc(100vw - 24px))" okButtonProps={{ 'data-testid': 'remote-import-ok' } as ButtonProps}>
      <div data-testid="remote-import">
        {refusal && <Banner type="danger" closeIcon={null} description={refusal} style={{ marginBottom: 12 }} data-testid="remote-import-refusal" />}
        <div className="oj-form-item" data-testid="remote-import-oj">
          <span>{t('PA_Remote_OJ')}</span>
          <Select value={name || undefined} onChange={(v) => setName(String(v ?? ''))} placeholder={t('PA_Remote_OJ')} style={{ width: '100%' }}
            optionList={banks.map((b) => ({ value: b.oj, label: <span data-user-content>{b.name === b.oj ? b.oj : `${b.name} (${b.oj})`}</span> }))} />
          {nameError && <div className="oj-field-error">{nameError}</div>}
        </div>
        <div className="oj-form-item" data-testid="remote-import-problem-id">
          <span>{t('PA_Remote_Problem_ID')}</span>
          <Input value={problemId} onChange={setProblemId} onEnterPress={() => void submit()} maxLength={REMOTE_PROBLEM_ID_MAX} placeholder="1000" />
          {idError && <div className="oj-field-error">{idError}</div>}
        </div>
        <p className="oj-muted" style={{ margin: 0 }}>{t('PA_Remote_Import_Hint')}</p>
      </div>
    </Modal>
  );
}
