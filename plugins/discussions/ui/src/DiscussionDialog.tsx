// The create / edit dialog of a discussion (spec 3 §2, §4, §5): title, description, category and
// the markdown content with a preview. The browser checks the form's rules first (the field's
// label with "is required" / "can not exceed N characters"); a refusal of the server is shown in
// the dialog as well as in the client's toast. A post from a problem's list starts with "[pid] ".
// Full screen on a phone. Inside a group's area (area.ts) it writes through the group's calls.
import { Button, Input, Select, TextArea, Toast } from '@douyinfe/semi-ui';
import { FormDialog, Markdown, useFormSubmit, useIsSmall } from '@oj/ui';
import { DISCUSSION_DESCRIPTION_MAX, DISCUSSION_TITLE_MAX } from '@oj/plugin-discussions/browser';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createDiscussion, doneMessage, updateDiscussion, type DiscussionCategory, type DiscussionView } from './api.js';
import { useDiscussionArea } from './area.js';
import { draftErrors, titlePrefix, type Draft, type Field, type FieldError } from './form.js';
import { NS } from './meta.js';

const LABELS: Record<Field, string> = {
  title: 'Discussion_Title',
  description: 'Discussion_Description',
  categoryId: 'Discussion_Category',
  content: 'Discussion_Content',
};

function Row({ label, error, testId, children, extra }: { label: string; error?: string; testId: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="oj-form-item" data-testid={testId}>
      <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span><span style={{ color: 'var(--semi-color-danger)' }}>* </span>{label}</span>
        {extra}
      </span>
      {children}
      {error && <div className="oj-field-error" data-testid={`${testId}-error`}>{error}</div>}
    </div>
  );
}

export interface DiscussionDialogProps {
  visible: boolean;
  /** the discussion being edited; null to write a new one */
  editing: DiscussionView | null;
  /** a new post about this problem (display id) */
  pid?: string;
  categories: DiscussionCategory[];
  /** the default category of a new post (the list's filter) */
  defaultCategory?: number;
  onClose: () => void;
  onSaved: (created: DiscussionView | null) => void;
}

export function DiscussionDialog({ visible, editing, pid, categories, defaultCategory, onClose, onSaved }: DiscussionDialogProps) {
  const { t } = useTranslation(NS);
  const small = useIsSmall();
  const [draft, setDraft] = useState<Draft>({ title: '', description: '', content: '' });
  const [preview, setPreview] = useState(false);
  const form = useFormSubmit();
  const { reset } = form;
  const area = useDiscussionArea();

  useEffect(() => {
    if (!visible) return;
    reset();
    setPreview(false);
    setDraft(editing
      ? { id: editing.id, title: editing.title, description: editing.description, content: editing.content, categoryId: editing.categoryId }
      : { title: titlePrefix(pid), description: '', content: '', categoryId: defaultCategory });
  }, [visible, editing, pid, defaultCategory, reset]);

  const scopePid = editing ? editing.pid : pid;
  const errors = form.tried ? draftErrors(draft, scopePid) : {};
  const message = (field: Field, e?: FieldError) => (e ? t(e.key, { field: t(LABELS[field]), max: e.max }) : undefined);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  // the client showed the server's refusal as a toast; it stays in the dialog too
  const submit = () => form.submit(() => draftErrors(draft, scopePid), async () => {
    const body = { title: draft.title.trim(), description: draft.description.trim(), content: draft.content, categoryId: draft.categoryId! };
    if (editing) {
      const res = await (area?.update ?? updateDiscussion)({ ...body, id: editing.id });
      Toast.success(doneMessage(res, t('Discussion_Updated')));
      onSaved(null);
    } else {
      const res = await (area?.create ?? createDiscussion)({ ...body, ...(pid ? { pid } : {}) });
      Toast.success(doneMessage(res, t('Discussion_Posted')));
      onSaved(res.data);
    }
  });

  return (
    <FormDialog visible={visible} title={t(editing ? 'Discussion_Edit_Title' : 'Discussion_Create_Title')} form={form} onOk={() => void submit()} onCancel={onClose}
      okText={t(editing ? 'Discussion_Save' : 'Discussion_Post_Submit')} cancelText={t('Discussion_Cancel')} width={760} scrollWhenSmall
      testId="discussion-dialog" bodyTestId="discussion-dialog">
      <Row label={t('Discussion_Title')} error={message('title', errors.title)} testId="discussion-form-title">
        <Input value={draft.title} onChange={(title) => set({ title })} placeholder={t('Discussion_Title_Placeholder')} maxLength={DISCUSSION_TITLE_MAX + 20} />
      </Row>
      <Row label={t('Discussion_Description')} error={message('description', errors.description)} testId="discussion-form-description">
        <Input value={draft.description} onChange={(description) => set({ description })} placeholder={t('Discussion_Description_Placeholder')} maxLength={DISCUSSION_DESCRIPTION_MAX + 20} />
      </Row>
      <Row label={t('Discussion_Category')} error={message('categoryId', errors.categoryId)} testId="discussion-form-category">
        <Select
          value={draft.categoryId}
          onChange={(v) => set({ categoryId: Number(v) })}
          placeholder={t('Discussion_Category_Placeholder')}
          style={{ width: '100%' }}
          optionList={categories.map((c) => ({ value: c.id, label: <span data-user-content>{c.name}</span> }))}
          data-testid="discussion-form-category-select"
        />
      </Row>
      <Row
        label={t('Discussion_Content')}
        error={message('content', errors.content)}
        testId="discussion-form-content"
        extra={<Button size="small" theme="borderless" onClick={() => setPreview(!preview)} data-testid="discussion-preview-toggle">{t(preview ? 'Discussion_Write' : 'Discussion_Preview')}</Button>}
      >
        {preview ? (
          <div className="oj-disc-preview" data-testid="discussion-preview">
            {draft.content.trim() ? <Markdown source={draft.content} /> : <span className="oj-muted">{t('Discussion_Nothing_To_Preview')}</span>}
          </div>
        ) : (
          <TextArea
            value={draft.content}
            onChange={(content) => set({ content })}
            autosize={{ minRows: small ? 8 : 10, maxRows: 22 }}
            placeholder={t('Discussion_Content_Placeholder')}
          />
        )}
      </Row>
    </FormDialog>
  );
}
