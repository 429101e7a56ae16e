// The full-screen Create Group dialog (spec 3 §2 GroupList, §5 "Group create"): the browser checks
// the form's rules first (the server's own messages); a refusal of the server (a name taken, the
// creation limits) stays in the dialog as well as in the client's toast.
import { Toast } from '@douyinfe/semi-ui';
import { FormDialog, useFormSubmit } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGroup, doneMessage, type GroupView } from '../api.js';
import { EMPTY_GROUP, groupBody, groupErrors, type GroupDraft } from '../form.js';
import { GroupForm } from '../GroupForm.js';
import { NS } from '../meta.js';

export function CreateGroupDialog({ visible, onClose, onCreated }: { visible: boolean; onClose: () => void; onCreated: (group: GroupView) => void }) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState<GroupDraft>(EMPTY_GROUP);
  const form = useFormSubmit();
  const { reset } = form;
  // a fresh form each time it opens
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!visible) return;
    setDraft(EMPTY_GROUP);
    reset();
    setGeneration((n) => n + 1);
  }, [visible, reset]);

  const submit = () => form.submit(() => groupErrors(draft), async () => {
    const res = await createGroup(groupBody(draft));
    Toast.success(doneMessage(res, t('Group_Created')));
    onCreated(res.data);
  });

  return (
    <FormDialog visible={visible} title={t('Group_Create')} form={form} onOk={() => void submit()} onCancel={onClose}
      okText={t('Group_Create_Submit')} cancelText={t('Group_Cancel')} fullScreen testId="group-create" bodyClassName="oj-group-dialog-body">
      <GroupForm key={generation} draft={draft} onChange={setDraft} tried={form.tried} testId="group-form" />
    </FormDialog>
  );
}
