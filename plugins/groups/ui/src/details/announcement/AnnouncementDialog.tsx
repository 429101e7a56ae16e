// The full-screen create / edit dialog of a group announcement (spec 3 §2, §5): title and
// markdown content required (with a preview), the visibility switch.
import { Button, Input, Switch, TextArea, Toast } from '@douyinfe/semi-ui';
import { FormDialog, Markdown, useFormSubmit } from '@oj/ui';
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
  const [preview, setPreview] = useState(false);
  const form = useFormSubmit();
  const { reset } = form;

  useEffect(() => {
    if (!visible) return;
    reset();
    setPreview(false);
    setDraft(editing ? { title: editing.title, content: editing.content, visible: editing.status === ANNOUNCEMENT_STATUS.visible } : { title: '', content: '', visible: true });
  }, [visible, editing, reset]);

  const errors = form.tried ? draftErrors(draft) : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => form.submit(() => draftErrors(draft), async () => {
    const body = { gid: group.id, title: draft.title.trim(), content: draft.content, status: draft.visible ? ANNOUNCEMENT_STATUS.visible : ANNOUNCEMENT_STATUS.hidden };
    const res = editing ? await updateAnnouncement({ ...body, id: editing.id }) : await createAnnouncement(body);
    Toast.success(doneMessage(res, t(editing ? 'Group_Updated' : 'Group_Created')));
    onSaved();
  });

  return (
    <FormDialog visible={visible} title={t(editing ? 'Group_Announcement_Edit' : 'Group_Announcement_Create')} form={form} onOk={() => void submit()} onCancel={onClose}
      okText={t('Group_Save')} cancelText={t('Group_Cancel')} fullScreen testId="group-announcement" bodyClassName="oj-group-dialog-body">
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
    </FormDialog>
  );
}
