// /group (spec 3 §2 GroupList): the keyword, auth (all, public, protected, private) and "only mine"
// filters (mine needs a login), the page and the page size, all kept in the URL query (empty values
// dropped); a grid of group cards, 15 a page by default (9, 15, 30, 60, 120). Opening or creating a
// group needs a login (the warning and the login dialog); a created group opens at once.
import { IconPlus } from '@douyinfe/semi-icons';
import { Button, Empty, Select, Spin, Switch } from '@douyinfe/semi-ui';
import { isAuthenticatedAtom, pageParam, Pagination, SearchBar, useFilterParams, useKeywordInput, useLoaded } from '@oj/ui';
import { GROUP_AUTH, GROUP_PAGE_SIZE, GROUP_PAGE_SIZES } from '@oj/plugin-groups/browser';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getGroupList, type GroupView } from '../api.js';
import { groupPath, loginFirst, NS } from '../meta.js';
import { GroupStyles } from '../styles.js';
import { CreateGroupDialog } from './CreateGroupDialog.js';
import { GroupCard } from './GroupCard.js';

const ALL = 'all';
const AUTHS: readonly number[] = [GROUP_AUTH.public, GROUP_AUTH.protected, GROUP_AUTH.private];
const SIZES: readonly number[] = GROUP_PAGE_SIZES;

const authParam = (raw: string | null) => AUTHS.find((a) => String(a) === raw);
const limitParam = (raw: string | null) => SIZES.find((s) => String(s) === raw) ?? GROUP_PAGE_SIZE;

export default function GroupListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  // every filter change goes to the URL, empty values dropped, back to page 1
  const { params, update, keyword } = useFilterParams();
  const currentPage = pageParam(params.get('currentPage'), 1);
  const limit = limitParam(params.get('limit'));
  const auth = authParam(params.get('auth'));
  // "only mine" means nothing to a visitor
  const onlyMine = authed && params.get('onlyMine') === 'true';
  const [creating, setCreating] = useState(false);
  const search = useKeywordInput(keyword, update);

  // spec 3 §8: a failed load only stops loading
  const { data: page, loading } = useLoaded(
    () => getGroupList({ currentPage, limit, keyword: keyword || undefined, auth, onlyMine: onlyMine ? 'true' : undefined }),
    [currentPage, limit, keyword, auth, onlyMine, authed],
  );

  function open(g: GroupView) {
    if (!authed) return loginFirst();
    navigate(groupPath(g.id));
  }

  function create() {
    if (!authed) return loginFirst();
    setCreating(true);
  }

  const records = page?.records ?? [];
  return (
    <div data-testid="group-list" aria-busy={loading} style={{ minWidth: 0 }}>
      <GroupStyles />
      <div className="oj-card">
        <div className="oj-card-header">
          <span className="oj-card-title" style={{ marginBottom: 0 }}>{t('Group_List')}</span>
          <Button theme="solid" icon={<IconPlus />} onClick={create} data-testid="group-create">{t('Group_Create')}</Button>
        </div>
        <div className="oj-group-toolbar">
          <Select
            className="oj-group-auth-filter"
            prefix={t('Group_Auth')}
            value={auth ?? ALL}
            onChange={(v) => update({ auth: v === ALL ? undefined : Number(v) })}
            optionList={[
              { value: ALL, label: t('Group_All') },
              { value: GROUP_AUTH.public, label: t('Group_Auth_Public') },
              { value: GROUP_AUTH.protected, label: t('Group_Auth_Protected') },
              { value: GROUP_AUTH.private, label: t('Group_Auth_Private') },
            ]}
            data-testid="group-auth-filter"
          />
          <label className="oj-group-mine" title={authed ? undefined : t('Group_Login_First')}>
            <Switch checked={onlyMine} disabled={!authed} onChange={(v) => update({ onlyMine: v ? 'true' : undefined })} aria-label={t('Group_Only_Mine')} data-testid="group-only-mine" />
            <span>{t('Group_Only_Mine')}</span>
          </label>
          <SearchBar className="oj-group-search" box={search} placeholder={t('Group_Keyword')} ariaLabel={t('Group_Keyword')}
            buttonLabel={t('Group_Search')} testId="group-keyword" buttonTestId="group-search" />
        </div>
      </div>
      <div className="oj-card" data-testid="group-records">
        {loading && !page ? (
          <div style={{ textAlign: 'center', padding: 24 }}><Spin /></div>
        ) : records.length === 0 ? (
          <Empty description={t('Group_No_Groups')} data-testid="group-empty" style={{ padding: 24 }} />
        ) : (
          <div className="oj-group-grid">{records.map((g) => <GroupCard key={g.id} group={g} onOpen={open} />)}</div>
        )}
        <Pagination
          total={page?.total ?? 0}
          current={currentPage}
          pageSize={limit}
          pageSizes={[...SIZES]}
          onChange={(c, size) => update({ currentPage: c > 1 ? c : undefined, limit: size === GROUP_PAGE_SIZE ? undefined : size })}
        />
      </div>
      <CreateGroupDialog
        visible={creating}
        onClose={() => setCreating(false)}
        onCreated={(g) => {
          setCreating(false);
          navigate(groupPath(g.id));
        }}
      />
    </div>
  );
}
