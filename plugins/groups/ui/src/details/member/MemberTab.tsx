// The Member tab (spec 3 §2, §4, §6): a read-only table of the members (avatar, username, nickname,
// level, join date) for everyone who may enter; group admins get the applications (accept makes a
// member, refuse marks the application refused) and each member's level select and delete, within
// the limits of spec 3 §6 (member-rules.ts). After a change the group is reloaded (its count).
import { IconSearch } from '@douyinfe/semi-icons';
import { Button, Empty, Input, Select, Table, Toast } from '@douyinfe/semi-ui';
import { confirmDialog, Pagination, userInfoAtom } from '@oj/ui';
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
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [reload, setReload] = useState(0);
  const { page, current, setCurrent, loading, pageSize } = useMemberPage(getMemberList, group.id, keyword, reload);
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
    confirmDialog({
      title: t('Group_Remove_Member'),
      content: t('Group_Remove_Member_Confirm', { name: m.username }),
      okButtonProps: { type: 'danger' },
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

  const search = () => setKeyword(input.trim());
  return (
    <>
      {admin && <Applications onChanged={changed} reload={reload} />}
      <div className="oj-card" data-testid="group-members" aria-busy={loading}>
        <div className="oj-group-toolbar-row">
          <h2 className="oj-group-section-title" style={{ margin: 0 }}>{t('Group_Members')}</h2>
          <div className="oj-group-search">
            <Input prefix={<IconSearch />} value={input} onChange={setInput} onEnterPress={search} showClear onClear={() => setKeyword('')} placeholder={t('Group_Member_Search')} aria-label={t('Group_Member_Search')} data-testid="group-member-keyword" />
            <Button onClick={search}>{t('Group_Search')}</Button>
          </div>
        </div>
        <Table
          className="oj-group-table"
          size="small"
          rowKey="uid"
          pagination={false}
          loading={loading}
          dataSource={page?.records ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          empty={<Empty description={t('Group_No_Members')} />}
          onRow={(m?: GroupMemberView) => (m ? { 'data-testid': 'group-member-row', 'data-username': m.username } : {}) as Record<string, unknown>}
        />
        <Pagination total={page?.total ?? 0} current={current} pageSize={pageSize} fixedSize onChange={(c) => setCurrent(c)} />
      </div>
    </>
  );
}
