// /discussion-detail/:discussionID (spec 3 §2 Discussions "Detail"): the title, the author (avatar,
// SPA / ADM badge, title), category, problem, times and counts, the markdown content, the like
// toggle and the report dialog (login first), edit for the author, delete for the author or an
// admin role (confirmed), and below it the comments (the comments plugin's `discussion.comments`
// slot). A missing or disabled discussion shows the server's message. Mounted inside a group
// (/group/:groupID/discussion-detail/:discussionID, area.ts) it edits and deletes through the
// group's calls, the group's admins delete too, and its links stay in the group.
import { IconArrowLeft, IconDelete, IconEdit, IconFlag, IconLikeThumb } from '@douyinfe/semi-icons';
import { Banner, Button, Empty, Spin, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import {
  ApiError, confirmDialog, formatDateTime, isAdminRoleAtom, isAuthenticatedAtom, Markdown, Slot, userInfoAtom,
} from '@oj/ui';
import { DISCUSSION_STATUS } from '@oj/plugin-discussions/browser';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { deleteDiscussion, doneMessage, getCategories, getDiscussion, likeDiscussion, type DiscussionCategory, type DiscussionView } from '../api.js';
import { useDiscussionArea } from '../area.js';
import { DiscussionDialog } from '../DiscussionDialog.js';
import { Author, CategoryTag, listPath, loginFirst, NS, PinnedTag, ProblemTag } from '../meta.js';
import { DiscussionStyles } from '../styles.js';
import { ReportDialog } from './ReportDialog.js';

export default function DiscussionDetailPage() {
  const { t } = useTranslation(NS);
  const { discussionID = '' } = useParams();
  const did = /^\d{1,10}$/.test(discussionID) ? Number(discussionID) : 0;
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  const me = useAtomValue(userInfoAtom);
  const adminRole = useAtomValue(isAdminRoleAtom);
  const [d, setD] = useState<DiscussionView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [liking, setLiking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [categories, setCategories] = useState<DiscussionCategory[]>([]);
  const area = useDiscussionArea();
  const listOf = area ? area.listPath : listPath;

  const load = useCallback(async () => {
    if (!did) return setError(t('Discussion_Not_Found'));
    try {
      setD((await getDiscussion(did)).data);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('Discussion_Not_Found'));
    }
  }, [did, t]);
  useEffect(() => {
    setD(null);
    setError(null);
    void load();
    // a login or logout changes what the caller liked and may do
  }, [load, authed]);

  if (error !== null) {
    return (
      <div className="oj-card" data-testid="discussion-detail-error">
        <Empty description={<span data-testid="discussion-detail-message">{error}</span>} style={{ padding: 24 }} />
        <div style={{ textAlign: 'center' }}><Link to={listOf()}>{t('Discussion_Back_To_List')}</Link></div>
      </div>
    );
  }
  if (!d) return <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div>;

  const isAuthor = !!me && me.uid === d.uid;
  // spec 3 §6: the author or an admin role; in a group, its admins (the server decides)
  const mayDelete = isAuthor || (area ? area.moderator : adminRole);

  async function toggleLike() {
    if (!d) return;
    if (!authed) return loginFirst(false);
    const toLike = !d.hasLike;
    setLiking(true);
    try {
      const res = await likeDiscussion(d.id, toLike);
      Toast.success(doneMessage(res, t(toLike ? 'Discussion_Liked' : 'Discussion_Unliked')));
      setD({ ...d, hasLike: toLike, likeNum: Math.max(0, d.likeNum + (toLike ? 1 : -1)) });
    } catch {
      /* the client showed the message */
    } finally {
      setLiking(false);
    }
  }

  function report() {
    if (!authed) return loginFirst(false);
    setReporting(true);
  }

  function edit() {
    void getCategories().then((r) => setCategories(r.data ?? []), () => undefined);
    setEditing(true);
  }

  function remove() {
    if (!d) return;
    const target = d;
    confirmDialog({
      title: t('Discussion_Delete_Title'),
      content: <span>{t('Discussion_Delete_Confirm')} <b data-user-content>{target.title}</b></span>,
      okText: t('Discussion_Delete'),
      cancelText: t('Discussion_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: async () => {
        try {
          Toast.success(doneMessage(await (area?.remove ?? deleteDiscussion)(target.id), t('Discussion_Deleted')));
          navigate(listOf(target.pid));
        } catch {
          /* the client showed the message */
        }
      },
    });
  }

  const modified = d.gmtModified && d.gmtModified !== d.gmtCreate && new Date(d.gmtModified).getTime() - new Date(d.gmtCreate).getTime() > 1000;

  return (
    <div data-testid="discussion-detail" data-did={d.id} style={{ minWidth: 0 }}>
      <DiscussionStyles />
      <div className="oj-card oj-disc-detail">
        <div style={{ marginBottom: 8 }}>
          <Link to={listOf(d.pid)} data-testid="discussion-back"><IconArrowLeft size="small" /> {t(d.pid ? 'Discussion_Back_To_Problem_List' : 'Discussion_Back_To_List')}</Link>
        </div>
        {d.status === DISCUSSION_STATUS.disabled && (
          <Banner type="warning" description={t('Discussion_Disabled_Notice')} closeIcon={null} style={{ marginBottom: 12 }} data-testid="discussion-disabled" />
        )}
        <div className="oj-disc-item-title" style={{ marginBottom: 8 }}>
          {d.topPriority && <PinnedTag />}
          {d.pid && <ProblemTag pid={d.pid} />}
          <CategoryTag name={d.categoryName} />
        </div>
        <h1 data-testid="discussion-detail-title" data-user-content>{d.title}</h1>
        <p className="oj-disc-desc" style={{ WebkitLineClamp: 'unset', display: 'block' }} data-testid="discussion-detail-description" data-user-content>{d.description}</p>
        <div className="oj-disc-meta">
          <Author d={d} />
          <span style={{ whiteSpace: 'nowrap' }} data-testid="discussion-detail-time">{t('Discussion_Posted_At', { time: formatDateTime(d.gmtCreate) })}</span>
          {modified && <span style={{ whiteSpace: 'nowrap' }} data-testid="discussion-detail-modified">{t('Discussion_Modified_At', { time: formatDateTime(d.gmtModified) })}</span>}
          <span style={{ whiteSpace: 'nowrap' }} data-testid="discussion-detail-views">{t('Discussion_View_Count', { n: d.viewNum })}</span>
        </div>
        <div className="oj-disc-actions">
          <Button
            icon={<IconLikeThumb />}
            theme={d.hasLike ? 'solid' : 'light'}
            type="primary"
            loading={liking}
            onClick={() => void toggleLike()}
            aria-pressed={d.hasLike}
            data-testid="discussion-like"
            data-liked={d.hasLike}
          >
            {t(d.hasLike ? 'Discussion_Liked_Button' : 'Discussion_Like')}
            <span data-testid="discussion-like-count" style={{ marginLeft: 6, fontVariantNumeric: 'tabular-nums' }}>{d.likeNum}</span>
          </Button>
          <Button icon={<IconFlag />} type="warning" theme="light" onClick={report} data-testid="discussion-report">{t('Discussion_Report')}</Button>
          {isAuthor && <Button icon={<IconEdit />} theme="light" onClick={edit} data-testid="discussion-edit">{t('Discussion_Edit')}</Button>}
          {mayDelete && <Button icon={<IconDelete />} type="danger" theme="light" onClick={remove} data-testid="discussion-delete">{t('Discussion_Delete')}</Button>}
        </div>
        <div className="oj-disc-content" data-testid="discussion-content">
          {/* a post by an admin role keeps the wider allow-list it was stored with (spec 3 §6) */}
          <Markdown source={d.content} trusted={d.role != null} />
        </div>
      </div>
      <div data-testid="discussion-comments">
        <Slot name="discussion.comments" />
      </div>
      <ReportDialog did={d.id} visible={reporting} onClose={() => setReporting(false)} />
      <DiscussionDialog
        visible={editing}
        editing={d}
        categories={categories.length ? categories : [{ id: d.categoryId, name: d.categoryName }]}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void load();
        }}
      />
    </div>
  );
}
