// "Add from group problems" of a group training's problems (spec 3 §5: adding from the group needs
// the problem ID entered): one of the group's public problems by its display id.
import { Button, Input, Modal, Toast } from '@douyinfe/semi-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage } from '../../api.js';
import { NS } from '../../meta.js';
import { addGroupTrainingProblemFromGroup } from './api.js';

export function AddFromGroupDialog({ tid, onClose, onAdded }: { tid: number; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation(NS);
  const { t: tt } = useTranslation('trainings');
  const [problemId, setProblemId] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function add() {
    const id = problemId.trim();
    if (!id) return setError(t('Group_Training_Problem_ID_Required'));
    setError('');
    setBusy(true);
    try {
      Toast.success(doneMessage(await addGroupTrainingProblemFromGroup(tid, id), tt('TA_Added')));
      onAdded();
      setProblemId('');
    } catch {
      /* the client showed the server's message (not the group's, already in, private) */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('Group_Training_Add_From_Group')}
      visible
      onCancel={onClose}
      width={480}
      style={{ maxWidth: 'calc(100vw - 24px)' }}
      footer={(
        <div className="oj-group-actions" style={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{tt('TA_Cancel')}</Button>
          <Button theme="solid" loading={busy} onClick={() => void add()} data-testid="group-training-add-group-submit">{tt('TA_Add')}</Button>
        </div>
      )}
    >
      <div data-testid="group-training-add-group">
        <label className="oj-group-form-label" htmlFor="group-training-problem-id">{t('Group_Training_Group_Problem_ID')}</label>
        <Input
          id="group-training-problem-id"
          value={problemId}
          onChange={(v) => { setProblemId(v); if (v.trim()) setError(''); }}
          onEnterPress={() => void add()}
          validateStatus={error ? 'error' : 'default'}
          data-testid="group-training-problem-id"
        />
        {error && <div className="oj-field-error" role="alert">{error}</div>}
        <p className="oj-muted" style={{ marginBottom: 0 }}>{t('Group_Training_Group_Problem_Hint')}</p>
      </div>
    </Modal>
  );
}
