// /group/:groupID (spec 3 §2 GroupDetails, login required): the side card and the tabs Home,
// Problem, Training, Contest, Submission, Discussion (while group discussion is on), Member,
// Announcement (group admins), Setting (group root) and Rank, each a child route rendered below (a
// detail route under its list's tab). Every tab but Home stays disabled until the viewer may enter
// (a member, or a super admin: GET /api/get-group-access). The browser tab carries the group's name.
import { Empty, Spin, Tabs } from '@douyinfe/semi-ui';
import { ApiError, useIsSmall, websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getGroup, getGroupAccess, type GroupAccess, type GroupView } from '../api.js';
import { groupPath, NS } from '../meta.js';
import { GroupStyles } from '../styles.js';
import { GroupContext, type GroupState } from './context.js';
import { DISCUSSION_DETAIL, GROUP_DISCUSSION_SWITCH } from './discussion/routes.js';
import { SUBMISSION_DETAIL } from './problem/routes.js';
import { GROUP_TABS } from './routes.js';
import { SideCard } from './SideCard.js';

const NO_ACCESS: GroupAccess = { access: false, admin: false, root: false, owner: false, auth: 0 };

/** spec 3 §2: a detail route is on its list's tab */
const DETAIL_TABS: Record<string, string> = { [SUBMISSION_DETAIL]: GROUP_TABS.status, [DISCUSSION_DETAIL]: GROUP_TABS.discussion };

/** the tab a path is on: the first segment after /group/:id ('' for Home) */
function tabOf(pathname: string, gid: string): string {
  const first = pathname.slice(`/group/${gid}`.length).replace(/^\/+/, '').split('/')[0];
  return DETAIL_TABS[first] ?? first;
}

/** the group's name in the browser tab; after the shell has named the menu entry for this path */
function useGroupTitle(name: string | undefined) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const config = useAtomValue(websiteConfigAtom);
  useEffect(() => {
    if (!name) return;
    const site = config.shortName || config.name || 'OJ';
    // the shell's own title effect runs after this page's in the same commit
    queueMicrotask(() => { document.title = `${name} - ${site}`; });
  }, [name, pathname, config, i18n.language]);
}

export default function GroupDetailsPage() {
  const { t } = useTranslation(NS);
  const { groupID = '' } = useParams();
  const gid = /^\d{1,9}$/.test(groupID) ? Number(groupID) : 0;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const small = useIsSmall();
  const site = useAtomValue(websiteConfigAtom);
  const [group, setGroup] = useState<GroupView | null>(null);
  const [access, setAccess] = useState<GroupAccess | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reloadGroup = useCallback(async () => {
    if (!gid) return setError('');
    try {
      setGroup((await getGroup(gid)).data);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '');
    }
  }, [gid]);
  const reloadAccess = useCallback(async () => {
    if (!gid) return;
    setAccess(await getGroupAccess(gid).then((r) => r.data, () => NO_ACCESS));
  }, [gid]);

  useEffect(() => {
    setGroup(null);
    setAccess(null);
    setError(null);
    void Promise.all([reloadGroup(), reloadAccess()]);
  }, [reloadGroup, reloadAccess]);
  useGroupTitle(group?.name);

  const state = useMemo<GroupState | null>(() => (group && access ? {
    group, access, reloadGroup, reloadAccess, setGroup,
  } : null), [group, access, reloadGroup, reloadAccess]);

  if (error !== null) {
    return <div className="oj-card" data-testid="group-details"><Empty description={error || t('Group_Not_Found')} data-testid="group-not-found" /></div>;
  }
  if (!state || !group || !access) return <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div>;

  const tabs = [
    { key: GROUP_TABS.home, label: t('Group_Tab_Home'), show: true },
    { key: GROUP_TABS.problem, label: t('Group_Tab_Problem'), show: true },
    { key: GROUP_TABS.training, label: t('Group_Tab_Training'), show: true },
    { key: GROUP_TABS.contest, label: t('Group_Tab_Contest'), show: true },
    { key: GROUP_TABS.status, label: t('Group_Tab_Status'), show: true },
    // spec 3 §2: only while the site's group discussion area is on
    { key: GROUP_TABS.discussion, label: t('Group_Tab_Discussion'), show: site[GROUP_DISCUSSION_SWITCH] !== false },
    { key: GROUP_TABS.member, label: t('Group_Tab_Member'), show: true },
    // spec 3 §2, §6: the Announcement tab is the group admins', the Setting tab the group root's
    { key: GROUP_TABS.announcement, label: t('Group_Tab_Announcement'), show: access.admin },
    { key: GROUP_TABS.setting, label: t('Group_Tab_Setting'), show: access.root },
    { key: GROUP_TABS.rank, label: t('Group_Tab_Rank'), show: true },
  ].filter((x) => x.show);
  const active = tabOf(pathname, groupID);
  // a tab the site switched off: its route's guard sends the viewer home with the switch's message
  const switchedOff = active === GROUP_TABS.discussion && site[GROUP_DISCUSSION_SWITCH] === false;
  const allowed = active === GROUP_TABS.home || switchedOff || (access.access && tabs.some((x) => x.key === active));

  return (
    <GroupContext.Provider value={state}>
      <GroupStyles />
      <div className="oj-group-layout" data-testid="group-details" data-access={access.access}>
        <SideCard group={group} />
        <div>
          <div className="oj-card oj-group-tabs">
            <Tabs
              type="line"
              activeKey={active}
              // a phone scrolls the tabs in one line rather than wrapping them
              collapsible={small}
              onChange={(key) => navigate(groupPath(gid, key))}
              data-testid="group-tabs"
            >
              {tabs.map((x) => (
                <Tabs.TabPane
                  key={x.key}
                  itemKey={x.key}
                  tab={<span data-testid={`group-tab-${x.key || 'home'}`}>{x.label}</span>}
                  // spec 3 §2: the tabs open once the viewer may enter (Home always)
                  disabled={x.key !== GROUP_TABS.home && !access.access}
                />
              ))}
            </Tabs>
          </div>
          {allowed ? <Outlet /> : (
            <div className="oj-card" data-testid="group-locked">
              <Empty description={t(access.access ? 'Group_Tab_Forbidden' : 'Group_Locked')} />
            </div>
          )}
        </div>
      </div>
    </GroupContext.Provider>
  );
}
