// /admin/training/create and /admin/training/:trainingId/edit (spec 3 §3 Training, §5): title,
// rank, category, auth and its password, visibility and the markdown description. The browser
// checks spec 3 §5's rules before saving (each message under its field); the server checks them
// again and its refusals are shown as the client shows every refusal. With no category on the
// site, an alert sends the admin to the category page first (spec 3 §8).
import { Button, InputNumber, Input, Modal, Radio, RadioGroup, Select, Switch, TextArea, Toast } from '@douyinfe/semi-ui';
import { Markdown } from '@oj/ui';
import { TRAINING_AUTH, TRAINING_PASSWORD_MAX, TRAINING_TITLE_MAX, type TrainingAuth } from '@oj/plugin-trainings/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createTraining, doneMessage, getTraining, listCategories, updateTraining, type TrainingCategory } from './api.js';
import { Field } from './Field.js';
import { FORM_LIMITS, fromTraining, newDraft, toBody, trainingErrors, type TrainingDraft, type TrainingField } from './training-form.js';

export const CATEGORY_PAGE = '/admin/training/category';

/** spec 3 §8: no category yet — the form cannot be saved, so the only way on is the category page */
function NoCategoryAlert() {
  const { t } = useTranslation('trainings');
  const navigate = useNavigate();
  return (
    <Modal visible title={t('TA_No_Category_Title')} closable={false} maskClosable={false} width={440} style={{ maxWidth: 'calc(100vw - 24px)' }}
      footer={<Button theme="solid" onClick={() => navigate(CATEGORY_PAGE)} data-testid="training-no-category-go">{t('TA_Go_Category')}</Button>}>
      <p style={{ margin: 0 }} data-testid="training-no-category">{t('TA_No_Category_Text')}</p>
    </Modal>
  );
}

export default function TrainingEdit() {
  const { t } = useTranslation('trainings');
  const navigate = useNavigate();
  const { trainingId } = useParams();
  const editing = trainingId !== undefined;
  const [draft, setDraft] = useState<TrainingDraft | null>(editing ? null : newDraft());
  const [categories, setCategories] = useState<TrainingCategory[] | null>(null);
  /** the rules' messages show once a save was tried, and follow the edits from then on */
  const [tried, setTried] = useState(false);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setTried(false);
    if (!editing) setDraft(newDraft());
    // the site's categories (a group's own belong to the group's pages)
    listCategories().then((r) => live && setCategories(r.data.filter((c) => c.gid === null)), () => undefined);
    if (editing) getTraining(Number(trainingId)).then((r) => live && setDraft(fromTraining(r.data)), () => undefined);
    return () => {
      live = false;
    };
  }, [editing, trainingId]);

  if (!draft) return <div className="oj-card" data-testid="admin-training-edit" />;
  const set = (patch: Partial<TrainingDraft>) => setDraft({ ...draft, ...patch });
  const errors = tried ? trainingErrors(draft) : {};
  const errorOf = (field: TrainingField) => (errors[field] ? t(errors[field]!, FORM_LIMITS) : null);
  const isPrivate = draft.auth === TRAINING_AUTH.private;

  async function save() {
    if (!draft) return;
    setTried(true);
    const first = Object.values(trainingErrors(draft))[0];
    if (first) return void Toast.error(t(first, FORM_LIMITS));
    setSaving(true);
    try {
      if (editing) {
        Toast.success(doneMessage(await updateTraining(toBody(draft)), t('TA_Updated')));
      } else {
        const res = await createTraining(toBody(draft));
        Toast.success(doneMessage(res, t('TA_Created')));
        navigate(`/admin/training/${res.data.id}/problems`);
      }
    } catch {
      /* the client showed the server's message; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="oj-card" data-testid="admin-training-edit">
      <div className="oj-card-header">
        <div className="oj-card-title">{t(editing ? 'TA_Edit_Training' : 'TA_Create_Training')}</div>
        {editing && <Button onClick={() => navigate(`/admin/training/${trainingId}/problems`)} data-testid="training-to-problems">{t('TA_Training_Problems')}</Button>}
      </div>
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
            optionList={(categories ?? []).map((c) => ({
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
      <div className="oj-toolbar" style={{ marginTop: 16 }}>
        <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="training-save">{t('TA_Save')}</Button>
        <Button onClick={() => navigate('/admin/training')}>{t('TA_Back')}</Button>
      </div>
      {categories?.length === 0 && <NoCategoryAlert />}
    </div>
  );
}
