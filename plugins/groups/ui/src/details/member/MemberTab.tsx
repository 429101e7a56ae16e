// The Member tab (spec 3 §2, §4, §6): a read-only table of the members (avatar, username, nickname,
// level, join date) for everyone who may enter; group admins get the applications (accept makes a
// member, refuse marks the application refused) and each member's level select and delete, within
// the limits of spec 3 §6 (member-rules.ts). After a change the group is reloaded (its count).
import { Button, Empty, Select, Toast } from '@douyinfe/semi-ui';
import { confirmDanger, PagedTable, SearchBar, userInfoAtom, useSearchBox } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage, getMemberList, removeMember, updateMember, type GroupMemberView } from '../../api.js';
import { LevelTag, levelKey, MEMBER_LEVELS, NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { Applications } from './Applications.js';
import { dateColumn, userColumns, type Column } from './columns.js';
import { levelLocked, levelOptionLocked, mayRemove, viewerOf } from './member-rules.js';
import { useMemberPage } from './useMemberPage.js';

export default function MemberTab() {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userInfoAtom);
  const { group, access, reloadGroup } = useGroup();
  const [keyword, setKeyword] = useState('');
  const [reload, setReload] = useState(0);
  const { list, pageSize } = useMemberPage(getMemberList, group.id, keyword, reload);
  const viewer = viewerOf(me?.uid ?? '', access);
  const admin = access.admin;

  async function changed() {
    setReload((n) => n + 1);
    await reloadGroup();
  }

  async function setLevel(m: GroupMemberView, auth: number) {
    if (auth === m.auth) return;
    try {
      const res = await updateMember({ gid: group.id, uid: m.uid, auth });
      Toast.success(doneMessage(res, t('Group_Updated')));
    } catch {
      /* the client showed the server's message */
    }
    await changed();
  }

  function remove(m: GroupMemberView) {
    confirmDanger({
      title: t('Group_Remove_Member'),
      content: t('Group_Remove_Member_Confirm', { name: m.username }),
      onOk: async () => {
        const res = await removeMember(group.id, m.uid);
        Toast.success(doneMessage(res, t('Group_Member_Removed')));
        await changed();
      },
    });
  }

  const levelColumn: Column = admin ? {
    title: t('Group_Level'), dataIndex: 'auth', width: 150,
    render: (_, m) => (
      <Select
        size="small"
        value={m.auth}
        disabled={levelLocked(viewer, m, group.uid)}
        onChange={(v) => void setLevel(m, Number(v))}
        style={{ width: 130 }}
        optionList={MEMBER_LEVELS.map((level) => ({ value: level, label: t(levelKey(level)), disabled: levelOptionLocked(viewer, level) }))}
        aria-label={t('Group_Level')}
        data-testid="group-member-level-select"
      />
    ),
  } : { title: t('Group_Level'), dataIndex: 'auth', width: 110, render: (_, m) => <LevelTag auth={m.auth} /> };

  const columns: Column[] = [
    ...userColumns(t),
    levelColumn,
    dateColumn(t('Group_Join_Date'), 'gmtCreate'),
    ...(admin ? [{
      title: t('Group_Actions'), dataIndex: 'actions', width: 100,
      render: (_: unknown, m: GroupMemberView) => mayRemove(viewer, m, group.uid)
        ? <Button size="small" type="danger" onClick={() => remove(m)} data-testid="group-member-remove">{t('Group_Remove')}</Button>
        : null,
    }] : []),
  ];

  const box = useSearchBox(setKeyword);
  return (
    <>
      {admin && <Applications onChanged={changed} reload={reload} />}
      <div className="oj-card" data-testid="group-members" aria-busy={list.loading}>
        <div className="oj-group-toolbar-row">
          <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t('Group_Members')}</h2>
          <SearchBar className="oj-group-search" box={box} placeholder={t('Group_Member_Search')} ariaLabel={t('Group_Member_Search')}
            buttonLabel={t('Group_Search')} testId="group-member-keyword" />
        </div>
        <PagedTable className="oj-group-table" list={list} columns={columns} pageSize={pageSize} rowKey="uid" empty={<Empty description={t('Group_No_Members')} />}
          rowProps={(m) => ({ 'data-testid': 'group-member-row', 'data-username': m.username })} />
      </div>
    </>
  );
}
