// A group's training form (spec 3 §3 "Group training form", §5): the site training form's own
// fields and rules (the trainings plugin's parts), checked in the browser before saving and by the
// server again; the category is one of the site's. A new training opens its problem list next.
import { Banner, Button, Spin, Toast } from '@douyinfe/semi-ui';
import { TrainingFormFields, toBody, useTrainingForm } from '@oj/plugin-trainings/parts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { doneMessage } from '../../api.js';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { createGroupTraining, getGroupTraining, updateGroupTraining, type GroupTrainingBody } from './api.js';
import { trainingTabPath } from './views.js';

export function TrainingEditor({ tid }: { tid?: number }) {
  const { t } = useTranslation(NS);
  const { t: tt } = useTranslation('trainings');
  const { group } = useGroup();
  const navigate = useNavigate();
  const { draft, set, categories, tried, saving, save: check } = useTrainingForm({
    tid,
    read: getGroupTraining,
    onMissing: () => navigate(trainingTabPath(group.id, 'admin'), { replace: true }),
    noCategoriesOnFailure: true,
    clearOnNewTraining: true,
  });

  if (!draft) return <div style={{ textAlign: 'center', padding: 24 }}><Spin /></div>;

  const save = () => check(async (d) => {
    const plain = toBody(d);
    // spec 3 §3: the group's training form carries the group
    const body: GroupTrainingBody = { ...plain, training: { ...plain.training, gid: group.id } };
    if (tid) {
      Toast.success(doneMessage(await updateGroupTraining(body), tt('TA_Updated')));
      navigate(trainingTabPath(group.id, 'admin'));
    } else {
      const res = await createGroupTraining(body);
      Toast.success(doneMessage(res, tt('TA_Created')));
      navigate(trainingTabPath(group.id, 'problems', res.data.id));
    }
  });

  return (
    <div data-testid="group-training-form">
      <h3 className="oj-group-section-title">{tt(tid ? 'TA_Edit_Training' : 'TA_Create_Training')}</h3>
      {categories?.length === 0 && (
        <Banner type="warning" closeIcon={null} description={t('Group_Training_No_Category')} style={{ marginBottom: 12 }} data-testid="group-training-no-category" />
      )}
      <TrainingFormFields draft={draft} onChange={set} tried={tried} categories={categories ?? []} />
      <div className="oj-group-actions" style={{ marginTop: 16 }}>
        <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="group-training-save">{tt('TA_Save')}</Button>
        {tid ? <Button onClick={() => navigate(trainingTabPath(group.id, 'problems', tid))}>{tt('TA_Training_Problems')}</Button> : null}
        <Button onClick={() => navigate(trainingTabPath(group.id, 'admin'))}>{tt('TA_Back')}</Button>
      </div>
    </div>
  );
}
