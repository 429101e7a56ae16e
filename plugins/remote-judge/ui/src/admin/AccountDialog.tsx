// Adding or editing an account of the pool: its site, username, password and session cookie
// (both write-only: the dialog says whether one is stored, and an empty field keeps it), proxy (its
// user name and password write-only too: the same proxy saved without them keeps them) and
// whether it is used. A refusal (a bad proxy, a duplicate) shows the server's words in the dialog,
// and everything typed stays.
import { Banner, Input, Modal, Select, Switch, TextArea, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { PROXY_MAX, SECRET_MAX, USERNAME_MAX } from '@oj/plugin-remote-judge/browser';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage, NS, refusalOf, savePoolAccount, type AdminAccount, type AdminSite } from '../api.js';

export function Field({ label, hint, error, children, testId }: { label: ReactNode; hint?: ReactNode; error?: string | null; children: ReactNode; testId?: string }) {
  return (
    <div className="oj-rj-field" data-testid={testId}>
      <span>{label}</span>
      {children}
      {error && <small className="oj-rj-error" data-testid={testId ? `${testId}-error` : undefined}>{error}</small>}
      {hint && <small>{hint}</small>}
    </div>
  );
}

export function AccountDialog({ account, sites, defaultOj, onSaved, onCancel }: {
  /** the account to edit; null adds one */
  account: AdminAccount | null;
  sites: AdminSite[];
  /** the site a new account is for at first (the filter's) */
  defaultOj?: string;
  onSaved(saved: AdminAccount): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(NS);
  const [oj, setOj] = useState(account?.oj ?? defaultOj ?? sites[0]?.oj ?? '');
  const [username, setUsername] = useState(account?.username ?? '');
  const [password, setPassword] = useState('');
  const [cookie, setCookie] = useState('');
  const [proxy, setProxy] = useState(account?.proxy ?? '');
  const [enabled, setEnabled] = useState(account?.enabled ?? true);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const editing = account !== null;

  const siteError = tried && !oj ? t('Rj_Site_Required') : null;
  const userError = tried && !username.trim() ? t('Rj_Username_Required') : null;
  const secretError = tried && !editing && !password && !cookie.trim() ? t('Rj_Password_Or_Cookie') : null;

  async function save() {
    setTried(true);
    setRefusal(null);
    if (!oj || !username.trim() || (!editing && !password && !cookie.trim())) return;
    setBusy(true);
    try {
      const res = await savePoolAccount({
        ...(editing ? { id: account.id } : {}),
        oj, username: username.trim(), enabled, proxy: proxy.trim() || null,
        ...(password ? { password } : {}),
        ...(cookie.trim() ? { cookie: cookie.trim() } : {}),
      });
      Toast.success(doneMessage(res, t('Rj_Save')));
      onSaved(res.data);
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(false);
    }
  }

  const stored = (has: boolean | undefined) => (editing ? ` · ${t(has ? 'Rj_Secret_Set' : 'Rj_Secret_Not_Set')}` : '');
  return (
    <Modal
      title={t(editing ? 'Rj_Edit_Account' : 'Rj_Add_Account')}
      visible
      onCancel={onCancel}
      onOk={() => void save()}
      okText={t('Rj_Save')}
      cancelText={t('Rj_Cancel')}
      confirmLoading={busy}
      width="min(560px, calc(100vw - 24px))"
      okButtonProps={{ 'data-testid': 'rj-account-ok' } as ButtonProps}
    >
      <div data-testid="rj-account-dialog">
        {refusal && <Banner className="oj-rj-refusal" type="danger" closeIcon={null} description={refusal} data-testid="rj-account-refusal" />}
        <Field label={t('Rj_Site')} error={siteError} testId="rj-account-oj">
          <Select value={oj || undefined} onChange={(v) => setOj(String(v ?? ''))} style={{ width: '100%' }} placeholder={t('Rj_Site')}
            optionList={sites.map((s) => ({ value: s.oj, label: <span data-user-content>{`${s.name} (${s.oj})`}</span> }))} />
        </Field>
        <Field label={t('Rj_Username')} error={userError} testId="rj-account-username">
          <Input value={username} onChange={setUsername} maxLength={USERNAME_MAX} autoComplete="off" />
        </Field>
        <Field label={`${t('Rj_Password')}${stored(account?.hasPassword)}`} hint={editing ? t('Rj_Secret_Hint') : undefined} error={secretError} testId="rj-account-password">
          <Input mode="password" value={password} onChange={setPassword} maxLength={SECRET_MAX} autoComplete="new-password" placeholder={editing ? t('Rj_Unchanged') : undefined} />
        </Field>
        <Field label={`${t('Rj_Cookie')}${stored(account?.hasCookie)}`} hint={t('Rj_Cookie_Hint')} testId="rj-account-cookie">
          <TextArea value={cookie} onChange={setCookie} maxLength={SECRET_MAX} autosize={{ minRows: 2, maxRows: 5 }} placeholder={editing ? t('Rj_Unchanged') : 'name=value; name2=value2'} />
        </Field>
        <Field label={`${t('Rj_Proxy')}${account?.proxyHasCredentials ? ` · ${t('Rj_Proxy_Credentials')}` : ''}`}
          hint={<>{t('Rj_Proxy_Hint')}{editing && <><br />{t('Rj_Proxy_Credentials_Hint')}</>}</>} testId="rj-account-proxy">
          <Input value={proxy} onChange={setProxy} maxLength={PROXY_MAX} placeholder="http://proxy.example.com:3128" autoComplete="off" />
        </Field>
        <Field label={t('Rj_Enabled')} testId="rj-account-enabled">
          <Switch checked={enabled} onChange={setEnabled} aria-label={t('Rj_Enabled')} />
        </Field>
      </div>
    </Modal>
  );
}
