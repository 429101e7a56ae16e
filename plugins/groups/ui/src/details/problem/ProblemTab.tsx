// The group's Problem tab (spec 3 §2 "Group problem tab"): the members' list; for group admins the
// Create and Problem Admin buttons, the admin table and the problem form, each a view of this tab
// kept in the URL (views.ts). A problem opens inside the group at /group/:groupID/problem/:problemID
// (the problems plugin's page in the group's scope).
import { IconPlus } from '@douyinfe/semi-icons';
import { Button } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { GroupProblemForm } from './GroupProblemForm.js';
import { ProblemAdminList } from './ProblemAdminList.js';
import { ProblemList } from './ProblemList.js';
import { problemTabPath, viewOf } from './views.js';

/** the form's own title says create or edit; above it the tab says where it is */
const TITLES = { list: 'Group_Problems', admin: 'Group_Problem_Admin', create: 'Group_Problem_Admin', edit: 'Group_Problem_Admin' } as const;

export default function ProblemTab() {
  const { t } = useTranslation(NS);
  const { group, access } = useGroup();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // spec 3 §6: the admin views are the group admins' (the server refuses the others anyway)
  const { view, pid } = access.admin ? viewOf(params) : { view: 'list' as const, pid: 0 };
  const form = view === 'create' || view === 'edit';

  return (
    <div className={form ? 'oj-group-problem-form' : 'oj-card'} data-testid="group-problem-tab" data-view={view}>
      <div className={form ? 'oj-card oj-group-toolbar-row' : 'oj-group-toolbar-row'}>
        <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t(TITLES[view])}</h2>
        {access.admin && (
          <div className="oj-group-actions">
            {view !== 'create' && (
              <Button theme="solid" icon={<IconPlus />} onClick={() => navigate(problemTabPath(group.id, 'create'))} data-testid="group-problem-create">{t('Group_Problem_Create')}</Button>
            )}
            {view === 'list'
              ? <Button onClick={() => navigate(problemTabPath(group.id, 'admin'))} data-testid="group-problem-admin">{t('Group_Problem_Admin')}</Button>
              : <Button onClick={() => navigate(problemTabPath(group.id, form ? 'admin' : 'list'))} data-testid="group-problem-back">{t(form ? 'Group_Problem_Back_To_Admin' : 'Group_Problem_Back_To_List')}</Button>}
          </div>
        )}
      </div>
      {view === 'list' && <ProblemList />}
      {view === 'admin' && <ProblemAdminList />}
      {form && <GroupProblemForm key={pid} pid={view === 'edit' ? pid : null} />}
    </div>
  );
}
