// The Home tab (spec 3 §2, §4): the markdown description (or "Not set yet"), the membership
// buttons, and for members and super admins the group's visible announcements. Disband is the
// owner's or a super admin's (confirmed; back to the list after); Exit a member's (confirmed; the
// group is reloaded); Apply a logged-in user's who has not applied (userAuth 0) or was refused (2);
// "Applying" shows while an application waits (1).
import { IconExit, IconDelete, IconUserAdd } from '@douyinfe/semi-icons';
import { Button, Tag, Toast } from '@douyinfe/semi-ui';
import { confirmDanger, Markdown, userInfoAtom } from '@oj/ui';
import { GROUP_AUTH, MEMBER_AUTH } from '@oj/plugin-groups/browser';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyToGroup, disbandGroup, doneMessage, exitGroup } from '../../api.js';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { AnnouncementBoard } from './AnnouncementBoard.js';
import { ApplyDialog } from './ApplyDialog.js';

function MembershipActions() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const me = useAtomValue(userInfoAtom);
  const { group, access, reloadGroup, reloadAccess } = useGroup();
  const [applying, setApplying] = useState(false);
  const isOwnerUser = !!me && me.uid === group.uid;
  const member = access.auth >= MEMBER_AUTH.member;

  async function joined() {
    setApplying(false);
    // spec 3 §4: after joining, what the viewer may open is asked again
    await Promise.all([reloadAccess(), reloadGroup()]);
  }

  /** spec 3 §4: a public group is joined at once; the others ask for a reason (and a private one its code) */
  async function apply() {
    if (group.auth !== GROUP_AUTH.public) return setApplying(true);
    try {
      const res = await applyToGroup({ gid: group.id });
      Toast.success(doneMessage(res, t('Group_Joined')));
      await joined();
    } catch {
      /* the client showed the server's message */
    }
  }

  function disband() {
    confirmDanger({
      title: t('Group_Disband'),
      content: t('Group_Disband_Confirm', { name: group.name }),
      onOk: async () => {
        const res = await disbandGroup(group.id);
        Toast.success(doneMessage(res, t('Group_Disbanded')));
        navigate('/group');
      },
    });
  }

  function exit() {
    confirmDanger({
      title: t('Group_Exit'),
      content: t('Group_Exit_Confirm', { name: group.name }),
      onOk: async () => {
        const res = await exitGroup(group.id);
        Toast.success(doneMessage(res, t('Group_Exited')));
        // spec 3 §4: exiting reloads the group (and what the viewer may open)
        await Promise.all([reloadGroup(), reloadAccess()]);
      },
    });
  }

  return (
    <div className="oj-group-actions" data-testid="group-home-actions">
      {(access.auth === 0 || access.auth === MEMBER_AUTH.refused) && !isOwnerUser && (
        <Button theme="solid" icon={<IconUserAdd />} onClick={() => void apply()} data-testid="group-apply">
          {t(access.auth === MEMBER_AUTH.refused ? 'Group_Apply_Again' : 'Group_Apply')}
        </Button>
      )}
      {access.auth === MEMBER_AUTH.applying && <Tag size="large" color="blue" data-testid="group-applying">{t('Group_Applying')}</Tag>}
      {access.auth === MEMBER_AUTH.refused && <Tag size="large" color="red" data-testid="group-refused">{t('Group_Refused')}</Tag>}
      {member && !isOwnerUser && (
        <Button type="warning" icon={<IconExit />} onClick={exit} data-testid="group-exit">{t('Group_Exit')}</Button>
      )}
      {access.owner && (
        <Button type="danger" icon={<IconDelete />} onClick={disband} data-testid="group-disband">{t('Group_Disband')}</Button>
      )}
      <ApplyDialog
        visible={applying}
        onClose={() => setApplying(false)}
        onDone={joined}
      />
    </div>
  );
}

export default function HomeTab() {
  const { t } = useTranslation(NS);
  const { group, access } = useGroup();
  return (
    <>
      <div className="oj-card" data-testid="group-home">
        <div className="oj-card-header">
          <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t('Group_Description')}</h2>
          <MembershipActions />
        </div>
        <div className="oj-group-description" data-testid="group-description">
          {group.description.trim() ? <Markdown source={group.description} /> : <span className="oj-muted">{t('Group_Not_Set_Yet')}</span>}
        </div>
      </div>
      {access.access && <AnnouncementBoard />}
    </>
  );
}
