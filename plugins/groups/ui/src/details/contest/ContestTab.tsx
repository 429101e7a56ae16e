// The group's Contest tab (spec 3 "Group contest list"): the members' cards as in the contest list
// (a card opens the site's contest page, which serves the group's members); for group admins the
// Create and Contest Admin buttons and the admin list; and, for the group root or a contest's
// creator, the contests plugin's own admin pages — the contest form, its problems (from the public
// set, from the group by problem id, a new one of the group), the contest problem form and its
// announcements — working through the group's calls (their scope). Each screen is a route
// (routes.ts), so the browser's Back returns to the previous one.
import { IconPlus } from '@douyinfe/semi-icons';
import { Button, Empty, Spin } from '@douyinfe/semi-ui';
import { Pagination, usePagedList } from '@oj/ui';
import { CONTEST_LIST_PAGE_SIZE } from '@oj/plugin-contests/browser';
import {
  ContestAdminScopeContext, ContestAnnouncementsAdmin, ContestCard, ContestEdit, ContestProblemEdit, ContestProblemsAdmin, type ContestAdminScope,
} from '@oj/plugin-contests/admin-ui';
import { ProblemFormGroup } from '@oj/plugin-problems/admin-form';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { getGroupContests, groupContestCalls } from './api.js';
import { ContestAdminList } from './ContestAdminList.js';
import { contestTabPaths } from './routes.js';

/** the tab's heading, with the admins' buttons */
function Heading({ admin }: { admin: boolean }) {
  const { t } = useTranslation(NS);
  const { group, access } = useGroup();
  const navigate = useNavigate();
  const paths = contestTabPaths(group.id);
  return (
    <div className="oj-group-toolbar-row">
      <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t(admin ? 'Group_Contest_Admin' : 'Group_Contests')}</h2>
      {access.admin && (
        <div className="oj-group-actions">
          <Button theme="solid" icon={<IconPlus />} onClick={() => navigate(paths.create)} data-testid="group-contest-create">{t('Group_Contest_Create')}</Button>
          {admin
            ? <Button onClick={() => navigate(paths.home)} data-testid="group-contest-back-to-list">{t('Group_Contest_Back_To_List')}</Button>
            : <Button onClick={() => navigate(paths.list)} data-testid="group-contest-admin">{t('Group_Contest_Admin')}</Button>}
        </div>
      )}
    </div>
  );
}

/** /group/:groupID/contest: the group's visible contests as cards, 10 a page */
export function ContestListView() {
  const { t } = useTranslation(NS);
  const { group } = useGroup();
  const navigate = useNavigate();
  // a failed load only stops loading (spec 3 §8)
  const { page, current, setCurrent, loading } = usePagedList((currentPage) => getGroupContests({ gid: group.id, currentPage, limit: CONTEST_LIST_PAGE_SIZE }), [group.id]);

  return (
    <div data-testid="group-contest-tab" data-view="list" aria-busy={loading} style={{ minWidth: 0 }}>
      <div className="oj-card"><Heading admin={false} /></div>
      {loading && !page ? (
        <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div>
      ) : (page?.records.length ?? 0) === 0 ? (
        <div className="oj-card"><Empty description={t('Group_No_Contests')} data-testid="group-contest-empty" /></div>
      ) : (
        page!.records.map((c) => <ContestCard key={c.id} contest={c} onOpen={(x) => navigate(`/contest/${x.id}`)} />)
      )}
      <Pagination total={page?.total ?? 0} current={current} pageSize={CONTEST_LIST_PAGE_SIZE} fixedSize onChange={setCurrent} />
    </div>
  );
}

/** /group/:groupID/contest/admin: every contest of the group (group admins) */
export function ContestAdminView() {
  const { t } = useTranslation(NS);
  const { access } = useGroup();
  if (!access.admin) return <div className="oj-card"><Empty description={t('Group_Tab_Forbidden')} /></div>;
  return (
    <div className="oj-card" data-testid="group-contest-tab" data-view="admin">
      <Heading admin />
      <ContestAdminList />
    </div>
  );
}

/** the contests plugin's admin pages, for this group's contests: the group's calls and paths */
function GroupContestScope({ children, view }: { children: ReactNode; view: string }) {
  const { group } = useGroup();
  const scope = useMemo<ContestAdminScope>(() => {
    const paths = contestTabPaths(group.id);
    return {
      calls: groupContestCalls(group.id),
      paths: { list: paths.list, problems: paths.problems, problemCreate: paths.problemCreate, problemEdit: paths.problemEdit, announcements: paths.announcements },
      // spec 3 §6: the group root or the contest's creator manages its problems (the server decides); only the group's own are edited here
      canRemoveProblems: true,
      canEditProblem: (row) => row.gid === group.id,
    };
  }, [group.id]);
  return (
    <ContestAdminScopeContext.Provider value={scope}>
      {/* a new problem's test data and checker go through the group's calls */}
      <ProblemFormGroup.Provider value={group.id}>
        <div data-testid="group-contest-tab" data-view={view} style={{ minWidth: 0 }}>{children}</div>
      </ProblemFormGroup.Provider>
    </ContestAdminScopeContext.Provider>
  );
}

export const ContestFormView = () => <GroupContestScope view="form"><ContestEdit /></GroupContestScope>;
export const ContestProblemsView = () => <GroupContestScope view="problems"><ContestProblemsAdmin /></GroupContestScope>;
export const ContestProblemFormView = () => <GroupContestScope view="problem-form"><ContestProblemEdit /></GroupContestScope>;
export const ContestAnnouncementsView = () => <GroupContestScope view="announcements"><ContestAnnouncementsAdmin /></GroupContestScope>;
