// "Import remote problem" in the admin problem list's header (the problems plugin's
// 'problems.admin.actions' slot; reference import-remote-oj-problem): a remote judge (the banks
// GET /api/problems/banks lists, this site's own left out) and its problem id. Shown only when a
// remote bank is listed. A refusal (no such problem, the judge is down) shows the server's words
// in the dialog and keeps what was typed; an import toasts the server's message and the list goes
// back to page 1, loaded anew.
import { Banner, Button, Input, Modal, Select, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import type { Bank, ProblemAdminActionsProps } from '@oj/plugin-problems/browser';
import { ApiError } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage, importRemoteProblem, NS } from '../api.js';
import { remoteBanksOfPage } from '../banks.js';

/** the length the import call accepts */
const REMOTE_PROBLEM_ID_MAX = 100;

export default function ImportRemoteProblem({ onImported }: ProblemAdminActionsProps) {
  const { t } = useTranslation(NS);
  const [banks, setBanks] = useState<Bank[]>([]);
  const [importing, setImporting] = useState(false);
  useEffect(() => {
    let live = true;
    void remoteBanksOfPage().then((b) => live && setBanks(b));
    return () => {
      live = false;
    };
  }, []);

  // without a remote judge there is nothing to import from
  if (banks.length === 0) return null;
  return (
    <>
      <Button onClick={() => setImporting(true)} data-testid="admin-problem-import-remote">{t('Rj_Import_Remote')}</Button>
      {importing && <ImportDialog banks={banks} onClose={() => setImporting(false)} onImported={onImported} />}
    </>
  );
}

function ImportDialog({ banks, onClose, onImported }: { banks: Bank[]; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState(banks.length === 1 ? banks[0].oj : '');
  const [problemId, setProblemId] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const nameError = tried && !name.trim() ? t('Rj_Remote_OJ_Required') : null;
  const idError = tried && !problemId.trim() ? t('Rj_Remote_Problem_Required') : null;
  async function submit() {
    setTried(true);
    setRefusal(null);
    if (!name.trim() || !problemId.trim()) return;
    setBusy(true);
    try {
      const res = await importRemoteProblem({ name: name.trim(), problemId: problemId.trim() });
      Toast.success(doneMessage(res, t('Rj_Import_Success')));
      onImported();
      onClose();
    } catch (e) {
      // the server's words, or "Import failed" when there are none (a network failure)
      setRefusal(e instanceof ApiError && e.message ? e.message : t('Rj_Import_Failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('Rj_Import_Remote')} visible onCancel={onClose} onOk={() => void submit()} okText={t('Rj_Import')} cancelText={t('Rj_Cancel')}
      confirmLoading={busy} width="min(440px, calc(100vw - 24px))" okButtonProps={{ 'data-testid': 'remote-import-ok' } as ButtonProps}>
      <div data-testid="remote-import">
        {refusal && <Banner type="danger" closeIcon={null} description={refusal} style={{ marginBottom: 12 }} data-testid="remote-import-refusal" />}
        <div className="oj-form-item" data-testid="remote-import-oj">
          <span>{t('Rj_Remote_OJ')}</span>
          <Select value={name || undefined} onChange={(v) => setName(String(v ?? ''))} placeholder={t('Rj_Remote_OJ')} style={{ width: '100%' }}
            optionList={banks.map((b) => ({ value: b.oj, label: <span data-user-content>{b.name === b.oj ? b.oj : `${b.name} (${b.oj})`}</span> }))} />
          {nameError && <div className="oj-field-error">{nameError}</div>}
        </div>
        <div className="oj-form-item" data-testid="remote-import-problem-id">
          <span>{t('Rj_Remote_Problem_ID')}</span>
          <Input value={problemId} onChange={setProblemId} onEnterPress={() => void submit()} maxLength={REMOTE_PROBLEM_ID_MAX} placeholder="1000" />
          {idError && <div className="oj-field-error">{idError}</div>}
        </div>
        <p className="oj-muted" style={{ margin: 0 }}>{t('Rj_Remote_Import_Hint')}</p>
      </div>
    </Modal>
  );
}
