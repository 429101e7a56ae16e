// The applications to the group, for its admins (spec 3 §2 "admin view handles applications"): who
// applied, why, whether the application waits or was refused, when; accept makes a member (level
// 3), refuse marks it refused (level 2). A refused user may apply again.
import { Empty, Tag, Toast } from '@douyinfe/semi-ui';
import { PagedTable, RowActions } from '@oj/ui';
import { MEMBER_AUTH } from '@oj/plugin-groups/browser';
import { useTranslation } from 'react-i18next';
import { doneMessage, getApplyList, updateMember, type GroupMemberView } from '../../api.js';
import { levelKey, NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { dateColumn, userCell, type Column } from './columns.js';
import { ACCEPT, REFUSE } from './member-rules.js';
import { useMemberPage } from './useMemberPage.js';

export function Applications({ onChanged, reload }: { onChanged: () => Promise<void>; reload: number }) {
  const { t } = useTranslation(NS);
  const { group } = useGroup();
  const { list, pageSize } = useMemberPage(getApplyList, group.id, '', reload);

  async function decide(m: GroupMemberView, auth: number) {
    try {
      const res = await updateMember({ gid: group.id, uid: m.uid, auth });
      Toast.success(doneMessage(res, t(auth === ACCEPT ? 'Group_Accepted' : 'Group_Refused_Done')));
    } catch {
      /* the client showed the server's message */
    }
    await onChanged();
  }

  const columns: Column[] = [
    userCell(t('Group_Rank_User')),
    {
      title: t('Group_Apply_Reason'), dataIndex: 'reason',
      render: (_, m) => <span className="oj-group-cell-text" style={{ maxWidth: 280 }} data-testid="group-application-reason" data-user-content>{m.reason ?? ''}</span>,
    },
    {
      title: t('Group_Status'), dataIndex: 'auth', width: 90,
      render: (_, m) => <Tag color={m.auth === MEMBER_AUTH.refused ? 'red' : 'blue'} data-testid="group-application-status">{t(levelKey(m.auth))}</Tag>,
    },
    dateColumn(t('Group_Applied_At'), 'gmtModify'),
    {
      title: t('Group_Actions'), dataIndex: 'actions', width: 150,
      render: (_, m) => (
        <RowActions actions={[
          { label: t('Group_Accept'), testId: 'group-application-accept', solid: true, onClick: () => void decide(m, ACCEPT) },
          { label: t('Group_Refuse'), testId: 'group-application-refuse', danger: true, shown: m.auth === MEMBER_AUTH.applying, onClick: () => void decide(m, REFUSE) },
        ]} />
      ),
    },
  ];

  return (
    <div className="oj-card" data-testid="group-applications" aria-busy={list.loading}>
      <h2 className="oj-group-section-title">{t('Group_Applications')}</h2>
      <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={pageSize} pagerWhenNeeded rowKey="uid"
        empty={<Empty description={t('Group_No_Applications')} />} rowProps={(m) => ({ 'data-testid': 'group-application-row', 'data-username': m.username })} />
    </div>
  );
}
