// The full-screen Create Group dialog (spec 3 §2 GroupList, §5 "Group create"): the browser checks
// the form's rules first (the server's own messages); a refusal of the server (a name taken, the
// creation limits) stays in the dialog as well as in the client's toast.
import { Banner, Modal, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { ApiError } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGroup, doneMessage, type GroupView } from '../api.js';
import { EMPTY_GROUP, groupBody, groupErrors, type GroupDraft } from '../form.js';
import { GroupForm } from '../GroupForm.js';
import { NS } from '../meta.js';

export function CreateGroupDialog({ visible, onClose, onCreated }: { visible: boolean; onClose: () => void; onCreated: (group: GroupView) => void }) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState<GroupDraft>(EMPTY_GROUP);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // a fresh form each time it opens
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!visible) return;
    setDraft(EMPTY_GROUP);
    setTried(false);
    setServerError(null);
    setGeneration((n) => n + 1);
  }, [visible]);

  async function submit() {
    setTried(true);
    setServerError(null);
    if (Object.keys(groupErrors(draft)).length) return;
    setSaving(true);
    try {
      const res = await createGroup(groupBody(draft));
      Toast.success(doneMessage(res, t('Group_Created')));
      onCreated(res.data);
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      visible={visible}
      title={t('Group_Create')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('Group_Create_Submit')}
      cancelText={t('Group_Cancel')}
      confirmLoading={saving}
      fullScreen
      style={{ maxWidth: '100vw' }}
      bodyStyle={{ overflow: 'auto' }}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'group-create-ok' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'group-create-cancel' } as ButtonProps}
    >
      <div className="oj-group-dialog-body" data-testid="group-create-dialog">
        {serverError && <Banner type="danger" description={serverError} closeIcon={null} style={{ marginBottom: 12 }} data-testid="group-create-server-error" />}
        <GroupForm key={generation} draft={draft} onChange={setDraft} tried={tried} testId="group-form" />
      </div>
    </Modal>
  );
}
