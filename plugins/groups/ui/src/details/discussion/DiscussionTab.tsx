// The group's Discussion tab (spec 3 §2 "Group discussion list"; discussion and
// discussion/{problemID}, only while openGroupDiscussion is on): the group's posts, all or one
// problem's; Post opens the discussions plugin's dialog (a post from a problem's list is about that
// problem); group admins switch to the admin view (?view=admin) with the status and top switches.
// A post opens at /group/:groupID/discussion-detail/:discussionID.
import { IconPlus } from '@douyinfe/semi-icons';
import { Button } from '@douyinfe/semi-ui';
import { DiscussionAreaContext, DiscussionDialog, DiscussionStyles, getCategories, type DiscussionCategory } from '@oj/plugin-discussions/parts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { groupProblemPath } from '../problem/views.js';
import { discussionListPath, useGroupDiscussionArea } from './area.js';
import { DiscussionAdminList } from './DiscussionAdminList.js';
import { DiscussionList } from './DiscussionList.js';

export default function DiscussionTab() {
  const { t } = useTranslation(NS);
  const { group, access } = useGroup();
  const { problemID } = useParams();
  const pid = problemID?.trim() || undefined;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const area = useGroupDiscussionArea();
  // spec 3 §6: the admin view is the group admins' (the server refuses the others anyway)
  const admin = access.admin && params.get('view') === 'admin';
  const [categories, setCategories] = useState<DiscussionCategory[]>([]);
  const [posting, setPosting] = useState(false);
  const [reload, setReload] = useState(0);
  useEffect(() => {
    void getCategories().then((r) => setCategories(r.data ?? []), () => setCategories([]));
  }, []);
  const list = discussionListPath(group.id, pid);

  return (
    <DiscussionAreaContext.Provider value={area}>
      <DiscussionStyles />
      <div className="oj-card" data-testid="group-discussion-tab" data-view={admin ? 'admin' : 'list'}>
        <div className="oj-group-toolbar-row">
          <div className="oj-disc-heading">
            <h2 className="oj-group-section-title" style={{ margin: 0 }} data-testid="group-discussion-title">
              {t(admin ? 'Group_Discussion_Admin' : pid ? 'Group_Discussion_Problem_List' : 'Group_Discussions', { pid })}
            </h2>
            {pid && (
              <>
                <Link to={groupProblemPath(group.id, pid)} data-testid="group-discussion-back-problem">{t('Group_Discussion_Back_To_Problem')}</Link>
                <Link to={discussionListPath(group.id)} data-testid="group-discussion-all">{t('Group_Discussion_All')}</Link>
              </>
            )}
          </div>
          <div className="oj-group-actions">
            <Button theme="solid" icon={<IconPlus />} onClick={() => setPosting(true)} data-testid="group-discussion-post">{t('Group_Discussion_Post')}</Button>
            {access.admin && (admin
              ? <Button onClick={() => navigate(list)} data-testid="group-discussion-back">{t('Group_Discussion_Back_To_List')}</Button>
              : <Button onClick={() => navigate(`${list}?view=admin`)} data-testid="group-discussion-admin">{t('Group_Discussion_Admin')}</Button>)}
          </div>
        </div>
        {admin ? <DiscussionAdminList pid={pid} reload={reload} /> : <DiscussionList pid={pid} reload={reload} />}
      </div>
      <DiscussionDialog
        visible={posting}
        editing={null}
        pid={pid}
        categories={categories}
        onClose={() => setPosting(false)}
        onSaved={() => {
          setPosting(false);
          setReload((n) => n + 1);
        }}
      />
    </DiscussionAreaContext.Provider>
  );
}
