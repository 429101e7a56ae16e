// Admin → Remote judges (the super admin): the sites with their health (state, failures in a row,
// the last error and success, pool accounts, submit limit), each switched on or off and, while it
// is unavailable, marked available again; and the account pool, of every site or of one, with
// add, edit (password and cookie write-only), switch and delete (confirmed).
import { IconDelete, IconEdit, IconPlus, IconRefresh } from '@douyinfe/semi-icons';
import { Button, Select, Spin, Switch, Table, Tag, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, formatDateTime } from '@oj/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deletePoolAccount, doneMessage, getAdminSites, getPoolAccounts, NS, resetSite, savePoolAccount, switchSite, type AdminAccount, type AdminSite,
} from '../api.js';
import { RjStyles, StateTag } from '../styles.js';
import { AccountDialog } from './AccountDialog.js';

type Column<R> = { title: ReactNode; dataIndex: string; width?: number; fixed?: 'left' | 'right'; render: (v: unknown, r: R) => ReactNode };

/** a time, or "Never" */
function When({ at }: { at: string | null }) {
  const { t } = useTranslation(NS);
  return at ? <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span> : <span className="oj-muted">{t('Rj_Never')}</span>;
}

/** an error text of a remote site (its own words, often English): cut to one line, whole in its title */
function ErrorText({ text, at }: { text: string | null; at?: string | null }) {
  const { t } = useTranslation(NS);
  if (!text) return <span className="oj-muted">{t('Rj_None')}</span>;
  return (
    <span className="oj-rj-stack">
      <span className="oj-rj-clamp oj-rj-error" title={text} data-user-content data-testid="rj-last-error">{text}</span>
      {at && <span className="oj-rj-small">{formatDateTime(at)}</span>}
    </span>
  );
}

export default function RemoteJudgePage() {
  const { t } = useTranslation(NS);
  const [sites, setSites] = useState<AdminSite[] | null>(null);
  const [accounts, setAccounts] = useState<AdminAccount[] | null>(null);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<{ account: AdminAccount | null } | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  const loadSites = useCallback(() => getAdminSites().then(setSites, () => setSites((s) => s ?? [])), []);
  const loadAccounts = useCallback(() => getPoolAccounts(filter).then(setAccounts, () => setAccounts((a) => a ?? [])), [filter]);
  useEffect(() => void loadSites(), [loadSites]);
  useEffect(() => void loadAccounts(), [loadAccounts]);

  const nameOf = (oj: string) => sites?.find((s) => s.oj === oj)?.name ?? oj;

  async function setEnabled(site: AdminSite, enabled: boolean) {
    const run = async () => {
      setSwitching(site.oj);
      try {
        const res = await switchSite(site.oj, enabled);
        setSites(res.data);
        Toast.success(doneMessage(res, t('Rj_Save')));
      } catch {
        /* the client showed the server's message */
      } finally {
        setSwitching(null);
      }
    };
    if (enabled) return run();
    confirmDialog({
      title: t('Rj_Switch_Off_Title', { site: site.name }),
      content: t('Rj_Switch_Off_Confirm'),
      okButtonProps: { type: 'danger', 'data-testid': 'rj-confirm' } as ButtonProps,
      onOk: run,
    });
  }

  function markAvailable(site: AdminSite) {
    confirmDialog({
      title: t('Rj_Mark_Available_Title', { site: site.name }),
      content: t('Rj_Mark_Available_Confirm'),
      okButtonProps: { 'data-testid': 'rj-confirm' } as ButtonProps,
      onOk: async () => {
        try {
          const res = await resetSite(site.oj);
          setSites(res.data);
          Toast.success(doneMessage(res, t('Rj_Save')));
        } catch {
          /* the client showed the server's message */
        }
      },
    });
  }

  async function setAccountEnabled(a: AdminAccount, enabled: boolean) {
    try {
      // only the switch changes: an absent password, cookie and proxy stay as they are
      const res = await savePoolAccount({ id: a.id, oj: a.oj, username: a.username, enabled });
      setAccounts((list) => list?.map((x) => (x.id === a.id ? res.data : x)) ?? null);
      Toast.success(doneMessage(res, t('Rj_Save')));
      void loadSites();
    } catch (e) {
      Toast.error((e as Error).message || t('Rj_Failed'));
    }
  }

  function removeAccount(a: AdminAccount) {
    confirmDialog({
      title: t('Rj_Delete_Account'),
      content: t('Rj_Delete_Account_Confirm', { site: nameOf(a.oj), username: a.username }),
      okText: t('Rj_Delete'),
      cancelText: t('Rj_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'rj-confirm' } as ButtonProps,
      onOk: async () => {
        try {
          const res = await deletePoolAccount(a.id);
          Toast.success(doneMessage(res, t('Rj_Delete')));
          void loadAccounts();
          void loadSites();
        } catch {
          /* the client showed the server's message */
        }
      },
    });
  }

  if (!sites) return <div className="oj-card"><Spin /></div>;

  const siteColumns: Column<AdminSite>[] = [
    {
      title: t('Rj_Site'), dataIndex: 'name',
      render: (_, s) => (
        <span className="oj-rj-stack">
          <span style={{ fontWeight: 600 }} data-user-content>{s.name}</span>
          <code className="oj-rj-small" title={s.baseUrl}>{s.oj}</code>
        </span>
      ),
    },
    {
      title: t('Rj_State'), dataIndex: 'state',
      render: (_, s) => (
        <span className="oj-rj-stack" title={t(`Rj_State_Hint_${s.state}`)}>
          <span><StateTag state={s.state} /></span>
          {s.state === 'unavailable' && s.openUntil && <span className="oj-rj-small" style={{ whiteSpace: 'nowrap' }}>{t('Rj_Retry_At', { time: formatDateTime(s.openUntil) })}</span>}
          {s.state === 'unavailable' && (
            <span><Button size="small" type="warning" onClick={() => markAvailable(s)} data-testid="rj-site-reset">{t('Rj_Mark_Available')}</Button></span>
          )}
        </span>
      ),
    },
    {
      title: t('Rj_Enabled'), dataIndex: 'enabled',
      render: (_, s) => (
        <Switch size="small" checked={s.enabled} loading={switching === s.oj} onChange={(v) => void setEnabled(s, v)} aria-label={t('Rj_Site_Switch', { site: s.name })} data-testid="rj-site-enabled" />
      ),
    },
    { title: t('Rj_Failures'), dataIndex: 'failures', render: (_, s) => <span data-testid="rj-site-failures" className={s.failures ? 'oj-rj-error' : undefined}>{s.failures}</span> },
    { title: t('Rj_Last_Error'), dataIndex: 'lastError', render: (_, s) => <ErrorText text={s.lastError} at={s.lastErrorAt} /> },
    { title: t('Rj_Last_Ok'), dataIndex: 'lastOkAt', render: (_, s) => <When at={s.lastOkAt} /> },
    {
      title: t('Rj_Pool_Accounts'), dataIndex: 'accounts',
      render: (_, s) => (
        <Button size="small" theme="borderless" onClick={() => setFilter(s.oj)} aria-label={t('Rj_Show_Accounts', { site: s.name })} data-testid="rj-site-accounts">
          {s.accounts}
        </Button>
      ),
    },
    {
      title: t('Rj_Submit_Limit'), dataIndex: 'submitLimit',
      render: (_, s) => (s.submitLimit
        ? <span style={{ whiteSpace: 'nowrap' }}>{t('Rj_Submit_Limit_Value', { max: s.submitLimit.max, seconds: s.submitLimit.windowSeconds })}</span>
        : <span className="oj-muted">{t('Rj_No_Limit')}</span>),
    },
  ];

  const accountColumns: Column<AdminAccount>[] = [
    { title: t('Rj_Site'), dataIndex: 'oj', render: (_, a) => <code title={nameOf(a.oj)}>{a.oj}</code> },
    { title: t('Rj_Username'), dataIndex: 'username', render: (_, a) => <span className="oj-rj-cell" style={{ maxWidth: 180 }} title={a.username} data-user-content data-testid="rj-account-name">{a.username}</span> },
    {
      title: t('Rj_Enabled'), dataIndex: 'enabled',
      render: (_, a) => <Switch size="small" checked={a.enabled} onChange={(v) => void setAccountEnabled(a, v)} aria-label={t('Rj_Enabled')} data-testid="rj-account-row-enabled" />,
    },
    { title: t('Rj_Proxy'), dataIndex: 'proxy', render: (_, a) => (a.proxy ? <span className="oj-rj-cell" style={{ maxWidth: 180 }} title={a.proxy} data-user-content>{a.proxy}</span> : <span className="oj-muted">{t('Rj_None')}</span>) },
    {
      title: t('Rj_Secret'), dataIndex: 'secret',
      render: (_, a) => (
        <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }} data-testid="rj-account-secret">
          {a.hasPassword && <Tag color="blue" size="small">{t('Rj_Has_Password')}</Tag>}
          {a.hasCookie && <Tag color="cyan" size="small">{t('Rj_Has_Cookie')}</Tag>}
          {!a.hasPassword && !a.hasCookie && <Tag color="red" size="small">{t('Rj_No_Secret')}</Tag>}
        </span>
      ),
    },
    { title: t('Rj_Busy'), dataIndex: 'busy', render: (_, a) => (a.busy ? <Tag color="orange" size="small">{t('Rj_Busy_Now')}</Tag> : <span className="oj-muted">{t('Rj_Idle')}</span>) },
    { title: t('Rj_Submits'), dataIndex: 'submits', render: (_, a) => a.submits },
    { title: t('Rj_Last_Error'), dataIndex: 'lastError', render: (_, a) => <ErrorText text={a.lastError} /> },
    { title: t('Rj_Last_Used'), dataIndex: 'lastUsedAt', render: (_, a) => <When at={a.lastUsedAt} /> },
    {
      title: t('Rj_Actions'), dataIndex: 'actions',
      render: (_, a) => (
        <span style={{ display: 'inline-flex', gap: 4 }}>
          <Button size="small" theme="borderless" icon={<IconEdit />} aria-label={t('Rj_Edit_Account')} onClick={() => setEditing({ account: a })} data-testid="rj-account-edit" />
          <Button size="small" theme="borderless" type="danger" icon={<IconDelete />} aria-label={t('Rj_Delete_Account')} onClick={() => removeAccount(a)} data-testid="rj-account-delete" />
        </span>
      ),
    },
  ];

  return (
    <div className="oj-rj" data-testid="rj-admin">
      <RjStyles />
      <section className="oj-card">
        <div className="oj-rj-head">
          <h3>{t('Rj_Sites')}</h3>
          <Button icon={<IconRefresh />} onClick={() => { void loadSites(); void loadAccounts(); }} data-testid="rj-refresh">{t('Rj_Refresh')}</Button>
        </div>
        <p className="oj-muted oj-rj-hint">{t('Rj_Sites_Hint')}</p>
        <Table className="oj-rj-table" size="small" rowKey="oj" pagination={false} dataSource={sites} columns={siteColumns} scroll={{ x: 'max-content' }} empty={t('Rj_No_Sites')}
          onRow={(r?: AdminSite) => (r ? { 'data-testid': 'rj-site-row', 'data-oj': r.oj, 'data-state': r.state } : {}) as Record<string, unknown>} />
      </section>
      <section className="oj-card">
        <div className="oj-rj-head">
          <h3>{t('Rj_Accounts')}</h3>
          <div className="oj-rj-tools">
            <Select value={filter} onChange={(v) => setFilter(String(v ?? ''))} style={{ width: 200, maxWidth: '100%' }} prefix={t('Rj_Filter_Site')} data-testid="rj-account-filter"
              optionList={[{ value: '', label: t('Rj_All_Sites') }, ...sites.map((s) => ({ value: s.oj, label: <span data-user-content>{s.name}</span> }))]} />
            <Button theme="solid" icon={<IconPlus />} disabled={sites.length === 0} onClick={() => setEditing({ account: null })} data-testid="rj-account-add">{t('Rj_Add_Account')}</Button>
          </div>
        </div>
        <p className="oj-muted oj-rj-hint">{t('Rj_Accounts_Hint')}</p>
        <Table className="oj-rj-table" size="small" rowKey="id" pagination={false} dataSource={accounts ?? []} loading={accounts === null} columns={accountColumns} scroll={{ x: 'max-content' }} empty={t('Rj_No_Accounts')}
          onRow={(r?: AdminAccount) => (r ? { 'data-testid': 'rj-account-row', 'data-oj': r.oj, 'data-username': r.username } : {}) as Record<string, unknown>} />
      </section>
      {editing && (
        <AccountDialog
          account={editing.account}
          sites={sites}
          defaultOj={filter || undefined}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void loadAccounts();
            void loadSites();
          }}
        />
      )}
    </div>
  );
}
