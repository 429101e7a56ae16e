// The apply dialog (spec 3 §5 Join): a private group's code (exactly 6 characters) and a reason
// (5–100) for a group that is not public; the browser checks them first with the server's own
// messages. A wrong code is the server's to say (its message stays in the dialog).
import { Banner, Input, Modal, TextArea, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { ApiError, useIsSmall } from '@oj/ui';
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
  const small = useIsSmall();
  const message = useFieldMessage();
  const { group } = useGroup();
  const [draft, setDraft] = useState<ApplyDraft>({ code: '', reason: '' });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const needsCode = group.auth === GROUP_AUTH.private;

  useEffect(() => {
    if (!visible) return;
    setDraft({ code: '', reason: '' });
    setTried(false);
    setServerError(null);
  }, [visible]);

  const errors = tried ? applyErrors(group.auth, draft) : {};

  async function submit() {
    setTried(true);
    setServerError(null);
    if (Object.keys(applyErrors(group.auth, draft)).length) return;
    setSaving(true);
    try {
      const res = await applyToGroup({ gid: group.id, reason: draft.reason.trim(), ...(needsCode ? { code: draft.code.trim() } : {}) });
      Toast.success(doneMessage(res, t('Group_Applied')));
      onDone();
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      visible={visible}
      title={t('Group_Apply_Title', { name: group.name })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('Group_Apply_Submit')}
      cancelText={t('Group_Cancel')}
      confirmLoading={saving}
      width={520}
      fullScreen={small}
      style={small ? { maxWidth: '100vw' } : undefined}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'group-apply-ok' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'group-apply-cancel' } as ButtonProps}
    >
      <div data-testid="group-apply-dialog">
        {serverError && <Banner type="danger" description={serverError} closeIcon={null} style={{ marginBottom: 12 }} data-testid="group-apply-server-error" />}
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
      </div>
    </Modal>
  );
}
