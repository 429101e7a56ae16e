// The super admin's manual-judge dialog (spec 2 §4 judge administration): a status of the manual
// choices and a score; Modify is disabled while Pending, Cancel Judge once Cancelled.
import { Button, InputNumber, Modal, Select, Toast } from '@douyinfe/semi-ui';
import { JUDGE_STATUS } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelJudge, manualJudge, type Submission, type SubmissionRow } from './api.js';
import { MANUAL_JUDGE_STATUSES, STATUS } from './status.js';

interface Props {
  row: SubmissionRow | null;
  onClose(): void;
  onDone(next: Submission): void;
}

export function ManualJudgeDialog({ row, onClose, onDone }: Props) {
  const { t } = useTranslation('submissions');
  const [status, setStatus] = useState<number>(STATUS.ACCEPTED);
  const [score, setScore] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!row) return;
    setStatus(MANUAL_JUDGE_STATUSES.includes(row.status) ? row.status : STATUS.ACCEPTED);
    setScore(row.score ?? undefined);
  }, [row]);

  async function run(action: () => Promise<{ data: Submission }>, success: string) {
    setBusy(true);
    try {
      const r = await action();
      Toast.success(t(success));
      onDone(r.data);
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  function modify() {
    if (!row) return;
    if (score !== undefined && (!Number.isInteger(score) || score < 0)) return void Toast.error(t('Score_Invalid'));
    void run(() => manualJudge(row.submitId, status, score), 'Update_Success');
  }

  return (
    <Modal
      visible={!!row}
      title={row ? t('Manual_Judge_Title', { submitId: row.submitId }) : ''}
      onCancel={onClose}
      footer={
        <div data-testid="manual-judge-footer">
          <Button onClick={onClose}>{t('Close')}</Button>
          <Button type="danger" loading={busy} disabled={!row || row.status === STATUS.CANCELLED} onClick={() => row && void run(() => cancelJudge(row.submitId), 'Cancel_Success')} data-testid="cancel-judge">
            {t('Cancel_Judge')}
          </Button>
          <Button theme="solid" loading={busy} disabled={!row || row.status === STATUS.PENDING} onClick={modify} data-testid="manual-judge-modify">
            {t('Modify')}
          </Button>
        </div>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 12, alignItems: 'center' }} data-testid="manual-judge-dialog">
        <span>{t('Status')}</span>
        <Select
          value={status}
          onChange={(v) => setStatus(Number(v))}
          optionList={MANUAL_JUDGE_STATUSES.map((s) => ({ value: s, label: t(JUDGE_STATUS[s].name, { ns: 'translation' }) }))}
          data-testid="manual-judge-status"
        />
        <span>{t('Score')}</span>
        <InputNumber value={score} min={0} precision={0} onChange={(v) => setScore(v === '' || v === undefined ? undefined : Number(v))} data-testid="manual-judge-score" />
      </div>
    </Modal>
  );
}
