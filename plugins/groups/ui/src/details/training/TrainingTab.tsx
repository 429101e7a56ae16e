// The group's Training tab (spec 3 §2 "Group training list"): the members' list; for group admins
// the Create and Training Admin buttons, the admin list, the training form and a training's
// problems, each a view of this tab kept in the URL (views.ts). A training opens inside the group
// at /group/:groupID/training/:trainingID (the trainings plugin's page, mounted in routes.ts).
import { IconPlus } from '@douyinfe/semi-icons';
import { Button } from '@douyinfe/semi-ui';
import { TrainingStyles } from '@oj/plugin-trainings/parts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { TrainingAdminList } from './TrainingAdminList.js';
import { TrainingEditor } from './TrainingEditor.js';
import { TrainingList } from './TrainingList.js';
import { TrainingProblemAdmin } from './TrainingProblemAdmin.js';
import { trainingTabPath, viewOf } from './views.js';

export default function TrainingTab() {
  const { t } = useTranslation(NS);
  const { group, access } = useGroup();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // spec 3 §6: the admin views are the group admins' (the server refuses the others anyway)
  const { view, tid } = access.admin ? viewOf(params) : { view: 'list' as const, tid: 0 };
  const title = view === 'list' ? t('Group_Trainings') : t('Group_Training_Admin_Title');

  return (
    <div className="oj-card" data-testid="group-training-tab" data-view={view}>
      <TrainingStyles />
      <div className="oj-group-toolbar-row">
        <h2 className="oj-group-section-title" style={{ margin: 0 }}>{title}</h2>
        {access.admin && (
          <div className="oj-group-actions">
            {view !== 'create' && (
              <Button theme="solid" icon={<IconPlus />} onClick={() => navigate(trainingTabPath(group.id, 'create'))} data-testid="group-training-create">{t('Group_Training_Create')}</Button>
            )}
            {view === 'list'
              ? <Button onClick={() => navigate(trainingTabPath(group.id, 'admin'))} data-testid="group-training-admin">{t('Group_Training_Admin')}</Button>
              : <Button onClick={() => navigate(trainingTabPath(group.id))} data-testid="group-training-back-to-list">{t('Group_Training_Back_To_List')}</Button>}
          </div>
        )}
      </div>
      {view === 'list' && <TrainingList />}
      {view === 'admin' && <TrainingAdminList />}
      {view === 'create' && <TrainingEditor />}
      {view === 'edit' && <TrainingEditor key={tid} tid={tid} />}
      {view === 'problems' && <TrainingProblemAdmin key={tid} tid={tid} />}
    </div>
  );
}
