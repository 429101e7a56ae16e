// "Import a remote problem" into a training (reference import-remote-oj-problem): the remote judge
// and its problem id. The judges offered are the site's remote banks; a site without a remote
// judge plugin has none, so the name is typed and the server's refusal says why it cannot import.
import { Input, Modal, Select, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import type { Bank } from '@oj/plugin-problems/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage, importRemoteProblem, listRemoteBanks } from './api.js';
import { Field } from './Field.js';

/** the lengths ImportRemoteQuery (shared/admin-calls.ts) accepts */
const REMOTE_OJ_MAX = 50;
const REMOTE_PROBLEM_ID_MAX = 100;

export function RemoteImportDialog({ tid, onClose, onImported }: { tid: number; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation('trainings');
  const [banks, setBanks] = useState<Bank[]>([]);
  const [name, setName] = useState('');
  const [problemId, setProblemId] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    listRemoteBanks().then((b) => live && setBanks(b), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  const nameError = tried && !name.trim() ? t('TA_Remote_OJ_Required') : null;
  const idError = tried && !problemId.trim() ? t('TA_Remote_Problem_Required') : null;
  async function submit() {
    setTried(true);
    if (!name.trim() || !problemId.trim()) return;
    setBusy(true);
    try {
      Toast.success(doneMessage(await importRemoteProblem({ tid, name: name.trim(), problemId: problemId.trim() }), t('TA_Added')));
      onImported();
      onClose();
    } catch {
      /* the client showed the server's message (no remote judge, no such problem) */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('TA_Import_Remote')} visible onCancel={onClose} onOk={() => void submit()} okText={t('TA_Import')} cancelText={t('TA_Cancel')}
      confirmLoading={busy} width={440} style={{ maxWidth: 'calc(100vw - 24px)' }} okButtonProps={{ 'data-testid': 'remote-import-ok' } as ButtonProps}>
      <div data-testid="remote-import">
        <Field label={t('TA_Remote_OJ')} testId="remote-import-oj" error={nameError}>
          {banks.length > 0
            ? <Select value={name || undefined} onChange={(v) => setName(String(v ?? ''))} placeholder={t('TA_Remote_OJ')} style={{ width: '100%' }}
                optionList={banks.map((b) => ({ value: b.oj, label: b.name === b.oj ? b.oj : `${b.oj} (${b.name})` }))} />
            : <Input value={name} onChange={setName} maxLength={REMOTE_OJ_MAX} placeholder={t('TA_Remote_OJ_Placeholder')} />}
        </Field>
        <Field label={t('TA_Remote_Problem_ID')} testId="remote-import-problem-id" error={idError}>
          <Input value={problemId} onChange={setProblemId} onEnterPress={() => void submit()} maxLength={REMOTE_PROBLEM_ID_MAX} placeholder="1000" />
        </Field>
        {banks.length === 0 && <p className="oj-muted" style={{ margin: 0 }} data-testid="remote-import-none">{t('TA_Remote_None')}</p>}
      </div>
    </Modal>
  );
}
