// /admin/training/create and /admin/training/:trainingId/edit (spec 3 §3 Training, §5): title,
// rank, category, auth and its password, visibility and the markdown description. The browser
// checks spec 3 §5's rules before saving (each message under its field); the server checks them
// again and its refusals are shown as the client shows every refusal. With no category on the
// site, an alert sends the admin to the category page first (spec 3 §8).
import { Button, Modal, Toast } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { createTraining, doneMessage, updateTraining } from './api.js';
import { toBody } from './training-form.js';
import { TrainingFormFields } from './TrainingFormFields.js';
import { useTrainingForm } from './useTrainingForm.js';

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
  const { draft, set, categories, tried, saving, save: check } = useTrainingForm({ tid: editing ? Number(trainingId) : undefined });

  if (!draft) return <div className="oj-card" data-testid="admin-training-edit" />;

  const save = () => check(async (d) => {
    if (editing) {
      Toast.success(doneMessage(await updateTraining(toBody(d)), t('TA_Updated')));
    } else {
      const res = await createTraining(toBody(d));
      Toast.success(doneMessage(res, t('TA_Created')));
      navigate(`/admin/training/${res.data.id}/problems`);
    }
  });

  return (
    <div className="oj-card" data-testid="admin-training-edit">
      <div className="oj-card-header">
        <div className="oj-card-title">{t(editing ? 'TA_Edit_Training' : 'TA_Create_Training')}</div>
        {editing && <Button onClick={() => navigate(`/admin/training/${trainingId}/problems`)} data-testid="training-to-problems">{t('TA_Training_Problems')}</Button>}
      </div>
      <TrainingFormFields draft={draft} onChange={set} tried={tried} categories={categories ?? []} />
      <div className="oj-toolbar" style={{ marginTop: 16 }}>
        <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="training-save">{t('TA_Save')}</Button>
        <Button onClick={() => navigate('/admin/training')}>{t('TA_Back')}</Button>
      </div>
      {categories?.length === 0 && <NoCategoryAlert />}
    </div>
  );
}
