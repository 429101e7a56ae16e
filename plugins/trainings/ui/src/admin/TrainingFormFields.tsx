// The training form's fields (spec 3 §3 Training, §5): title, rank, category, auth and its
// password, visibility and the markdown description with its preview, each with the message of
// the rule it breaks once a save was tried. The site's admin form (TrainingEdit) and a group's
// training form (the groups plugin, through @oj/plugin-trainings/pages) both show these.
import { Button, InputNumber, Input, Radio, RadioGroup, Select, Switch, TextArea } from '@douyinfe/semi-ui';
import { Markdown } from '@oj/ui';
import { TRAINING_AUTH, TRAINING_PASSWORD_MAX, TRAINING_TITLE_MAX, type TrainingAuth } from '@oj/plugin-trainings/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingCategory } from './api.js';
import { Field } from './Field.js';
import { FORM_LIMITS, trainingErrors, type TrainingDraft, type TrainingField } from './training-form.js';

export interface TrainingFormFieldsProps {
  draft: TrainingDraft;
  onChange(patch: Partial<TrainingDraft>): void;
  /** a save was tried: the rules' messages show, and follow the edits from then on */
  tried: boolean;
  /** the site's categories (the form requires one) */
  categories: TrainingCategory[];
}

export function TrainingFormFields({ draft, onChange: set, tried, categories }: TrainingFormFieldsProps) {
  const { t } = useTranslation('trainings');
  const [preview, setPreview] = useState(false);
  const errors = tried ? trainingErrors(draft) : {};
  const errorOf = (field: TrainingField) => (errors[field] ? t(errors[field]!, FORM_LIMITS) : null);
  const isPrivate = draft.auth === TRAINING_AUTH.private;
  return (
    <>
      <Field label={t('TA_Title')} testId="training-title" error={errorOf('title')}>
        <Input value={draft.title} onChange={(title) => set({ title })} maxLength={TRAINING_TITLE_MAX} placeholder={t('TA_Title')} />
      </Field>
      <div className="oj-form-grid">
        <Field label={t('TA_Rank')} testId="training-rank" error={errorOf('rank')}>
          {/* no min/max: a value out of range is shown with its message instead of being changed silently */}
          <InputNumber value={draft.rank} onChange={(rank) => set({ rank })} style={{ width: '100%' }} aria-label={t('TA_Rank')} />
          <div className="oj-muted">{t('TA_Rank_Tip', FORM_LIMITS)}</div>
        </Field>
        <Field label={t('TA_Category')} testId="training-category" error={errorOf('categoryId')}>
          <Select value={draft.categoryId ?? undefined} onChange={(v) => set({ categoryId: v === undefined ? null : Number(v) })} placeholder={t('TA_Category_Placeholder')}
            style={{ width: '100%' }} aria-label={t('TA_Category')}
            optionList={categories.map((c) => ({
              value: c.id,
              label: <span className="oj-toolbar" style={{ marginBottom: 0, gap: 6, flexWrap: 'nowrap' }}><span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: c.color, flexShrink: 0 }} /><span data-user-content>{c.name}</span></span>,
            }))} />
        </Field>
      </div>
      <div className="oj-form-grid">
        <Field label={t('TA_Auth')} testId="training-auth">
          <RadioGroup value={draft.auth} onChange={(e) => set({ auth: e.target.value as TrainingAuth })}>
            <Radio value={TRAINING_AUTH.public}>{t('TA_Auth_Public')}</Radio>
            <Radio value={TRAINING_AUTH.private}>{t('TA_Auth_Private')}</Radio>
          </RadioGroup>
        </Field>
        {isPrivate && (
          <Field label={t('TA_Password')} testId="training-password" error={errorOf('privatePwd')}>
            <Input value={draft.privatePwd} onChange={(privatePwd) => set({ privatePwd })} maxLength={TRAINING_PASSWORD_MAX} placeholder={t('TA_Password')} />
          </Field>
        )}
        <Field label={t('TA_Visible')} testId="training-visible">
          <div className="oj-toolbar" style={{ marginBottom: 0, gap: 8 }}>
            <Switch checked={draft.status} onChange={(status) => set({ status })} aria-label={t('TA_Visible')} />
            <span className="oj-muted">{t(draft.status ? 'TA_Visible_On' : 'TA_Visible_Off')}</span>
          </div>
        </Field>
      </div>
      <Field
        label={<>{t('TA_Description')} <Button size="small" theme="borderless" onClick={() => setPreview(!preview)} data-testid="training-description-preview-toggle">{t(preview ? 'TA_Edit' : 'TA_Preview')}</Button></>}
        testId="training-description" error={errorOf('description')}>
        {preview
          ? <div className="oj-card" style={{ border: '1px solid #eee', marginBottom: 0 }} data-testid="training-description-preview"><Markdown source={draft.description} /></div>
          : <TextArea value={draft.description} onChange={(description) => set({ description })} autosize={{ minRows: 6, maxRows: 20 }} placeholder={t('TA_Description_Tip')} />}
      </Field>
    </>
  );
}
