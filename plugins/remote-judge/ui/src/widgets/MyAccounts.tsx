// The settings page's "Remote judge accounts" (the shell's 'setting.sections' slot): every remote
// site with its state and the account the user bound there (username, whether a password or a
// cookie is stored, the last error the site gave), a bind / re-bind dialog (site, username, a
// password or a session cookie) and unbind (confirmed). A refusal shows the server's words in the
// dialog and keeps what was typed.
import { Banner, Button, Input, Modal, RadioGroup, Radio, Select, Spin, Tag, TextArea, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { SECRET_MAX, USERNAME_MAX } from '@oj/plugin-remote-judge/browser';
import { confirmDialog, formatDateTime } from '@oj/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../admin/AccountDialog.js';
import { bindMyAccount, doneMessage, getMyAccounts, getSites, NS, refusalOf, unbindMyAccount, type MyAccount, type PublicSite } from '../api.js';
import { RjStyles, StateTag } from '../styles.js';

export default function MyAccounts() {
  const { t } = useTranslation(NS);
  const [sites, setSites] = useState<PublicSite[] | null>(null);
  const [mine, setMine] = useState<MyAccount[]>([]);
  const [binding, setBinding] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [s, m] = await Promise.all([getSites(), getMyAccounts()]);
      setSites(s);
      setMine(m);
    } catch {
      setSites((s) => s ?? []);
    }
  }, []);
  useEffect(() => void load(), [load]);

  // a site without remote judges has nothing to bind: the section is not shown
  if (sites && sites.length === 0) return null;

  function unbind(site: PublicSite) {
    confirmDialog({
      title: t('Rj_Unbind_Title', { site: site.name }),
      content: t('Rj_Unbind_Confirm', { site: site.name }),
      okText: t('Rj_Unbind'),
      cancelText: t('Rj_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'rj-confirm' } as ButtonProps,
      onOk: async () => {
        try {
          const res = await unbindMyAccount(site.oj);
          Toast.success(doneMessage(res, t('Rj_Unbind')));
          void load();
        } catch {
          /* the client showed the server's message */
        }
      },
    });
  }

  return (
    <section className="oj-card oj-rj" style={{ gap: 8 }} data-testid="rj-my-accounts">
      <RjStyles />
      <h3>{t('Rj_My_Accounts')}</h3>
      <p className="oj-muted oj-rj-hint">{t('Rj_My_Accounts_Hint')}</p>
      {!sites ? <Spin /> : (
        <div className="oj-rj-sites">
          {sites.map((s) => {
            const a = mine.find((m) => m.oj === s.oj);
            return (
              <div className="oj-rj-site" key={s.oj} data-testid="rj-my-site" data-oj={s.oj} data-bound={a ? 'true' : 'false'}>
                <div className="oj-rj-site-title">
                  <span data-user-content>{s.name}</span>
                  <StateTag state={s.state} size="small" />
                </div>
                <div className="oj-rj-site-main">
                  <div className="oj-rj-site-body">
                    {a ? (
                      <>
                        <span data-testid="rj-my-bound">{t('Rj_Bound_As', { username: a.username })}</span>
                        <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
                          {a.hasPassword && <Tag color="blue" size="small">{t('Rj_Has_Password')}</Tag>}
                          {a.hasCookie && <Tag color="cyan" size="small">{t('Rj_Has_Cookie')}</Tag>}
                        </span>
                        {a.lastError && <span className="oj-rj-error" data-user-content data-testid="rj-my-error">{a.lastError}</span>}
                        <span className="oj-rj-small">{t('Rj_Bound_Updated', { time: formatDateTime(a.gmtModified) })}</span>
                      </>
                    ) : <span className="oj-muted">{t('Rj_Not_Bound')}</span>}
                  </div>
                  <div className="oj-rj-site-actions">
                    <Button size="small" theme={a ? 'light' : 'solid'} onClick={() => setBinding(s.oj)} data-testid="rj-my-bind">{t(a ? 'Rj_Rebind' : 'Rj_Bind')}</Button>
                    {a && <Button size="small" type="danger" onClick={() => unbind(s)} data-testid="rj-my-unbind">{t('Rj_Unbind')}</Button>}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      )}
      {binding && sites && (
        <BindDialog sites={sites} mine={mine} oj={binding} onCancel={() => setBinding(null)} onBound={() => { setBinding(null); void load(); }} />
      )}
    </section>
  );
}

function BindDialog({ sites, mine, oj: first, onCancel, onBound }: { sites: PublicSite[]; mine: MyAccount[]; oj: string; onCancel(): void; onBound(): void }) {
  const { t } = useTranslation(NS);
  const [oj, setOj] = useState(first);
  const current = mine.find((m) => m.oj === oj);
  const [username, setUsername] = useState(current?.username ?? '');
  const [way, setWay] = useState<'password' | 'cookie'>(current?.hasCookie && !current.hasPassword ? 'cookie' : 'password');
  const [secret, setSecret] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const site = sites.find((s) => s.oj === oj);
  // the server keeps the stored secret when the same account is bound again without one
  const keeps = !!current && current.username === username.trim();

  function pick(next: string) {
    setOj(next);
    const bound = mine.find((m) => m.oj === next);
    setUsername(bound?.username ?? username);
    setRefusal(null);
  }

  async function bind() {
    setTried(true);
    setRefusal(null);
    if (!username.trim() || (!secret.trim() && !keeps)) return;
    setBusy(true);
    try {
      const res = await bindMyAccount({ oj, username: username.trim(), ...(secret.trim() ? { [way]: way === 'cookie' ? secret.trim() : secret } : {}) });
      Toast.success(doneMessage(res, t('Rj_Bind')));
      onBound();
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('Rj_Bind_Title', { site: site?.name ?? oj })}
      visible
      onCancel={onCancel}
      onOk={() => void bind()}
      okText={t(current ? 'Rj_Rebind' : 'Rj_Bind')}
      cancelText={t('Rj_Cancel')}
      confirmLoading={busy}
      width="min(520px, calc(100vw - 24px))"
      okButtonProps={{ 'data-testid': 'rj-bind-ok' } as ButtonProps}
    >
      <div data-testid="rj-bind-dialog">
        {refusal && <Banner className="oj-rj-refusal" type="danger" closeIcon={null} description={refusal} data-testid="rj-bind-refusal" />}
        <Field label={t('Rj_Site')} testId="rj-bind-oj">
          <Select value={oj} onChange={(v) => pick(String(v))} style={{ width: '100%' }}
            optionList={sites.map((s) => ({ value: s.oj, label: <span data-user-content>{s.name}</span> }))} />
        </Field>
        <Field label={t('Rj_Username')} error={tried && !username.trim() ? t('Rj_Username_Required') : null} testId="rj-bind-username">
          <Input value={username} onChange={setUsername} maxLength={USERNAME_MAX} autoComplete="off" />
        </Field>
        <Field label={t('Rj_Login_With')} testId="rj-bind-way">
          <RadioGroup type="button" value={way} onChange={(e) => { setWay(e.target.value as 'password' | 'cookie'); setSecret(''); }}>
            <Radio value="password">{t('Rj_Use_Password')}</Radio>
            <Radio value="cookie">{t('Rj_Use_Cookie')}</Radio>
          </RadioGroup>
        </Field>
        {way === 'password' ? (
          <Field label={t('Rj_Password')} hint={keeps ? t('Rj_Rebind_Keep') : undefined} error={tried && !secret && !keeps ? t('Rj_Password_Or_Cookie') : null} testId="rj-bind-password">
            <Input mode="password" value={secret} onChange={setSecret} maxLength={SECRET_MAX} autoComplete="new-password" placeholder={keeps ? t('Rj_Unchanged') : undefined} />
          </Field>
        ) : (
          <Field label={t('Rj_Cookie')} hint={`${t('Rj_Cookie_Hint')}${keeps ? ` ${t('Rj_Rebind_Keep')}` : ''}`} error={tried && !secret.trim() && !keeps ? t('Rj_Password_Or_Cookie') : null} testId="rj-bind-cookie">
            <TextArea value={secret} onChange={setSecret} maxLength={SECRET_MAX} autosize={{ minRows: 2, maxRows: 5 }} placeholder={keeps ? t('Rj_Unchanged') : 'name=value; name2=value2'} />
          </Field>
        )}
      </div>
    </Modal>
  );
}
