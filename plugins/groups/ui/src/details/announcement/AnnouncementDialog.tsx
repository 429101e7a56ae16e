// The full-screen create / edit dialog of a group announcement (spec 3 §2, §5): title and
// markdown content required (with a preview), the visibility switch.
import { Banner, Button, Input, Modal, Switch, TextArea, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { ApiError, Markdown } from '@oj/ui';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_STATUS, ANNOUNCEMENT_TITLE_MAX } from '@oj/plugin-groups/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAnnouncement, doneMessage, updateAnnouncement, type GroupAnnouncementView } from '../../api.js';
import type { Errors, FieldError } from '../../form.js';
import { FormRow, useFieldMessage } from '../../GroupForm.js';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';

interface Draft { title: string; content: string; visible: boolean }

function draftErrors(d: Draft): Errors<'title' | 'content'> {
  const out: Errors<'title' | 'content'> = {};
  const title = d.title.trim();
  const e = (key: string, max?: number): FieldError => ({ key, values: max ? { max } : undefined });
  if (!title) out.title = e('GROUPS_ANNOUNCEMENT_TITLE_REQUIRED');
  else if ([...title].length > ANNOUNCEMENT_TITLE_MAX) out.title = e('GROUPS_ANNOUNCEMENT_TITLE_TOO_LONG', ANNOUNCEMENT_TITLE_MAX);
  if (!d.content.trim()) out.content = e('GROUPS_ANNOUNCEMENT_CONTENT_REQUIRED');
  else if ([...d.content].length > ANNOUNCEMENT_CONTENT_MAX) out.content = e('GROUPS_ANNOUNCEMENT_CONTENT_TOO_LONG', ANNOUNCEMENT_CONTENT_MAX);
  return out;
}

export function AnnouncementDialog({ visible, editing, onClose, onSaved }: {
  visible: boolean;
  /** the announcement being edited; null to write a new one */
  editing: GroupAnnouncementView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const message = useFieldMessage();
  const { group } = useGroup();
  const [draft, setDraft] = useState<Draft>({ title: '', content: '', visible: true });
  const [tried, setTried] = useState(false);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (!visible) return;
    setTried(false);
    setPreview(false);
    setServerError(null);
    setDraft(editing ? { title: editing.title, content: editing.content, visible: editing.status === ANNOUNCEMENT_STATUS.visible } : { title: '', content: '', visible: true });
  }, [visible, editing]);

  const errors = tried ? draftErrors(draft) : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit() {
    setTried(true);
    setServerError(null);
    if (Object.keys(draftErrors(draft)).length) return;
    setSaving(true);
    const body = { gid: group.id, title: draft.title.trim(), content: draft.content, status: draft.visible ? ANNOUNCEMENT_STATUS.visible : ANNOUNCEMENT_STATUS.hidden };
    try {
      const res = editing ? await updateAnnouncement({ ...body, id: editing.id }) : await createAnnouncement(body);
      Toast.success(doneMessage(res, t(editing ? 'Group_Updated' : 'Group_Created')));
      onSaved();
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      visible={visible}
      title={t(editing ? 'Group_Announcement_Edit' : 'Group_Announcement_Create')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('Group_Save')}
      cancelText={t('Group_Cancel')}
      confirmLoading={saving}
      fullScreen
      style={{ maxWidth: '100vw' }}
      bodyStyle={{ overflow: 'auto' }}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'group-announcement-ok' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'group-announcement-cancel' } as ButtonProps}
    >
      <div className="oj-group-dialog-body" data-testid="group-announcement-dialog">
        {serverError && <Banner type="danger" description={serverError} closeIcon={null} style={{ marginBottom: 12 }} data-testid="group-announcement-server-error" />}
        <FormRow label={t('Group_Announcement_Title')} error={message(errors.title)} testId="group-announcement-form-title">
          <Input value={draft.title} onChange={(title) => set({ title })} maxLength={ANNOUNCEMENT_TITLE_MAX + 20} />
        </FormRow>
        <FormRow
          label={t('Group_Announcement_Content')}
          error={message(errors.content)}
          testId="group-announcement-form-content"
          extra={<Button size="small" theme="borderless" onClick={() => setPreview(!preview)} data-testid="group-announcement-preview-toggle">{t(preview ? 'Group_Write' : 'Group_Preview')}</Button>}
        >
          {preview ? (
            <div className="oj-group-preview" data-testid="group-announcement-preview">
              {draft.content.trim() ? <Markdown source={draft.content} /> : <span className="oj-muted">{t('Group_Nothing_To_Preview')}</span>}
            </div>
          ) : (
            <TextArea value={draft.content} onChange={(content) => set({ content })} autosize={{ minRows: 10, maxRows: 24 }} />
          )}
        </FormRow>
        <FormRow label={t('Group_Announcement_Visible')} required={false} testId="group-announcement-form-visible">
          <Switch checked={draft.visible} onChange={(v) => set({ visible: v })} aria-label={t('Group_Announcement_Visible')} data-testid="group-announcement-form-visible-switch" />
        </FormRow>
      </div>
    </Modal>
  );
}
