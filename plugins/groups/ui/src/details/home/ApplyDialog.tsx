// The apply dialog (spec 3 §5 Join): a private group's code (exactly 6 characters) and a reason
// (5–100) for a group that is not public; the browser checks them first with the server's own
// messages. A wrong code is the server's to say (its message stays in the dialog).
import { Input, TextArea, Toast } from '@douyinfe/semi-ui';
import { FormDialog, useFormSubmit } from '@oj/ui';
import { APPLY_REASON, GROUP_AUTH, GROUP_CODE_LENGTH } from '@oj/plugin-groups/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyToGroup, doneMessage } from '../../api.js';
import { applyErrors, type ApplyDraft } from '../../form.js';
import { FormRow, useFieldMessage } from '../../GroupForm.js';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';

export function ApplyDialog({ visible, onClose, onDone }: { visible: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const message = useFieldMessage();
  const { group } = useGroup();
  const [draft, setDraft] = useState<ApplyDraft>({ code: '', reason: '' });
  const form = useFormSubmit();
  const { reset } = form;
  const needsCode = group.auth === GROUP_AUTH.private;

  useEffect(() => {
    if (!visible) return;
    setDraft({ code: '', reason: '' });
    reset();
  }, [visible, reset]);

  const errors = form.tried ? applyErrors(group.auth, draft) : {};

  const submit = () => form.submit(() => applyErrors(group.auth, draft), async () => {
    const res = await applyToGroup({ gid: group.id, reason: draft.reason.trim(), ...(needsCode ? { code: draft.code.trim() } : {}) });
    Toast.success(doneMessage(res, t('Group_Applied')));
    onDone();
  });

  return (
    <FormDialog visible={visible} title={t('Group_Apply_Title', { name: group.name })} form={form} onOk={() => void submit()} onCancel={onClose}
      okText={t('Group_Apply_Submit')} cancelText={t('Group_Cancel')} width={520} testId="group-apply">
      {needsCode && (
        <FormRow label={t('Group_Code')} error={message(errors.code)} testId="group-apply-code">
          <Input
            value={draft.code}
            onChange={(code) => setDraft((d) => ({ ...d, code }))}
            placeholder={t('Group_Code_Placeholder', { n: GROUP_CODE_LENGTH })}
            maxLength={GROUP_CODE_LENGTH * 2}
          />
        </FormRow>
      )}
      <FormRow label={t('Group_Apply_Reason')} error={message(errors.reason)} testId="group-apply-reason">
        <TextArea
          value={draft.reason}
          onChange={(reason) => setDraft((d) => ({ ...d, reason }))}
          autosize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('Group_Length_Hint', APPLY_REASON)}
          maxCount={APPLY_REASON.max}
        />
      </FormRow>
    </FormDialog>
  );
}
