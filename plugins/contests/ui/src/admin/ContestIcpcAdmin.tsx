// /admin/contest/:contestId/icpc: the contest's ICPC Contest API (docs/api.md "ICPC Contest API")
// for its admins — the API's base URL and event feed, the tokens that open it (name, role, first
// characters, who issued it and when, last use, revoked or not), issuing one (shown once, in a
// dialog, to copy) and revoking one (confirmed). The calls are /api/admin/contest/icpc-token
// (server/icpc/token-routes.ts): a signed-in user who administers the contest; only an ACM contest
// may have tokens, which the server says when it refuses.
import { Banner, Button, Input, Modal, Radio, RadioGroup, Table, Tag, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog, copyText, formatDateTime } from '@oj/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { CONTEST_TYPE, ICPC_API_VERSION, ICPC_API_VERSION_URL, CONTEST_TOKEN_ROLES, ONSITE_TOKEN_ROLES, type ContestTokenRole, type IcpcTokenIssued, type IcpcTokenView } from '@oj/plugin-contests/browser';
import { issueIcpcToken, listIcpcTokens, revokeIcpcToken } from './api.js';
import { useAdminContest } from './useAdminContest.js';

const NAME_MAX = 100;

/** a URL (or the token) on one line that wraps anywhere on a phone, with its copy button */
function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('contests');
  async function copy() {
    if (await copyText(value)) Toast.success(t('CA_Icpc_Copied'));
    else Toast.error(t('CA_Icpc_Copy_Failed'));
  }
  return (
    <div className="oj-form-item">
      <span>{label}</span>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <code data-testid={testId} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', wordBreak: 'break-all', background: 'var(--semi-color-fill-0)', padding: '4px 8px', borderRadius: 4 }}>{value}</code>
        <Button size="small" onClick={() => void copy()} data-testid={`${testId}-copy`}>{t('CA_Icpc_Copy')}</Button>
      </div>
    </div>
  );
}

export default function ContestIcpcAdmin() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const cid = Number(useParams().contestId);
  const contest = useAdminContest(cid);
  const [tokens, setTokens] = useState<IcpcTokenView[] | null>(null);
  const [draft, setDraft] = useState<{ name: string; role: ContestTokenRole } | null>(null);
  const [issuing, setIssuing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [issued, setIssued] = useState<IcpcTokenIssued | null>(null);

  const load = useCallback(async () => {
    try {
      setTokens((await listIcpcTokens(cid)).data);
    } catch {
      /* the client showed the message */
    }
  }, [cid]);
  useEffect(() => void load(), [load]);

  async function issue() {
    if (!draft) return;
    setIssuing(true);
    setRefusal(null);
    try {
      const res = await issueIcpcToken({ cid, role: draft.role, name: draft.name }, { quiet: true });
      setDraft(null);
      setIssued(res.data);
      void load();
    } catch (e) {
      // the server's message, in the dialog (the call is quiet: no toast over it), which keeps what was typed
      setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setIssuing(false);
    }
  }
  function revoke(token: IcpcTokenView) {
    confirmDialog({
      title: t('CA_Icpc_Revoke_Title'),
      content: t('CA_Icpc_Revoke_Confirm', { name: token.name, hint: token.hint }),
      okText: t('CA_Icpc_Revoke'),
      cancelText: t('CA_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-revoke' } as ButtonProps,
      onOk: async () => {
        try {
          await revokeIcpcToken(token.id);
          Toast.success(t('CA_Icpc_Revoked'));
          void load();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }

  const base = `${location.origin}/api/icpc/contests/${cid}`;
  const isOi = contest?.type === CONTEST_TYPE.oi;
  return (
    <div className="oj-card" data-testid="admin-contest-icpc">
      <div className="oj-card-header">
        <div className="oj-card-title" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('CA_Icpc_Title', { cid })}{contest && <> — <span data-user-content>{contest.title}</span></>}
        </div>
        <div className="oj-toolbar" style={{ marginBottom: 0 }}>
          <Button theme="solid" onClick={() => { setRefusal(null); setDraft({ name: '', role: isOi ? 'printer' : 'public' }); }} data-testid="icpc-issue">{t('CA_Icpc_Issue')}</Button>
          <Button onClick={() => navigate('/admin/contest')}>{t('CA_Back')}</Button>
        </div>
      </div>
      <p className="oj-muted" data-testid="icpc-note" style={{ marginTop: 0 }}>
        {t('CA_Icpc_Note', { version: ICPC_API_VERSION })}{' '}
        <a href={ICPC_API_VERSION_URL} target="_blank" rel="noopener noreferrer">{t('CA_Icpc_Spec')}</a>
      </p>
      {isOi && <Banner type="warning" closeIcon={null} description={t('CA_Icpc_Oi')} style={{ marginBottom: 12 }} data-testid="icpc-oi" />}
      <Copyable label={t('CA_Icpc_Base_Url')} value={base} testId="icpc-base-url" />
      <Copyable label={t('CA_Icpc_Feed_Url')} value={`${base}/event-feed`} testId="icpc-feed-url" />
      <p className="oj-muted">{t('CA_Icpc_Auth_Hint')}</p>

      <div className="oj-card-title" style={{ margin: '16px 0 8px' }}>{t('CA_Icpc_Tokens')}</div>
      <Table
        pagination={false}
        scroll={{ x: 900 }}
        rowKey="id"
        loading={tokens === null}
        dataSource={tokens ?? []}
        empty={t('CA_Icpc_No_Tokens')}
        columns={[
          { title: t('CA_Icpc_Name'), dataIndex: 'name', render: (v: string) => <span data-testid="icpc-token-name" data-user-content>{v}</span> },
          { title: t('CA_Icpc_Role'), dataIndex: 'role', width: 90, render: (v: ContestTokenRole) => <Tag color={v === 'admin' ? 'orange' : v === 'printer' ? 'purple' : v === 'balloon' ? 'pink' : 'blue'}>{t(`CA_Icpc_Role_${v}`)}</Tag> },
          { title: t('CA_Icpc_Hint'), dataIndex: 'hint', width: 140, render: (v: string) => <code data-testid="icpc-token-hint">{v}…</code> },
          {
            title: t('CA_Created_Time'), dataIndex: 'gmtCreate', width: 170,
            render: (v: string, r: IcpcTokenView) => <>{formatDateTime(v)}{r.createdBy && <div className="oj-muted">{r.createdBy}</div>}</>,
          },
          { title: t('CA_Icpc_Last_Used'), dataIndex: 'lastUsedAt', width: 160, render: (v: string | null) => (v ? formatDateTime(v) : <span className="oj-muted">{t('CA_Icpc_Never')}</span>) },
          {
            title: t('Contest_Filter_Status'), dataIndex: 'revokedAt', width: 130,
            render: (v: string | null) => (v
              ? <span data-testid="icpc-token-status"><Tag color="grey">{t('CA_Icpc_Revoked_Tag')}</Tag><div className="oj-muted">{formatDateTime(v)}</div></span>
              : <span data-testid="icpc-token-status"><Tag color="green">{t('CA_Icpc_Active')}</Tag></span>),
          },
          {
            title: t('CA_Option'), width: 90,
            render: (_: unknown, r: IcpcTokenView) => (r.revokedAt ? null
              : <Button size="small" type="danger" onClick={() => revoke(r)} data-testid="icpc-token-revoke">{t('CA_Icpc_Revoke')}</Button>),
          },
        ]}
      />

      <Modal title={t('CA_Icpc_Issue')} visible={!!draft} onOk={() => void issue()} onCancel={() => setDraft(null)} confirmLoading={issuing}
        okText={t('CA_Icpc_Issue_Ok')} cancelText={t('CA_Cancel')} okButtonProps={{ 'data-testid': 'icpc-issue-ok' } as ButtonProps}>
        {draft && (
          <div data-testid="icpc-issue-dialog">
            {refusal && <Banner type="danger" closeIcon={null} description={<span data-testid="icpc-issue-error">{refusal}</span>} style={{ marginBottom: 12 }} />}
            <div className="oj-form-item"><span>{t('CA_Icpc_Name')}</span>
              <Input value={draft.name} onChange={(name) => setDraft({ ...draft, name })} maxLength={NAME_MAX} placeholder={t('CA_Icpc_Name_Placeholder')} data-testid="icpc-issue-name" /></div>
            <div className="oj-form-item"><span>{t('CA_Icpc_Role')}</span>
              <RadioGroup direction="vertical" value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value as ContestTokenRole })} aria-label={t('CA_Icpc_Role')}>
                {CONTEST_TOKEN_ROLES.map((role) => (
                  <Radio key={role} value={role} disabled={isOi && !(ONSITE_TOKEN_ROLES as readonly string[]).includes(role)} extra={t(`CA_Icpc_Role_${role}_Tip`)} data-testid={`icpc-issue-role-${role}`}>{t(`CA_Icpc_Role_${role}`)}</Radio>
                ))}
              </RadioGroup>
            </div>
          </div>
        )}
      </Modal>

      <Modal title={t('CA_Icpc_Issued_Title')} visible={!!issued} onCancel={() => setIssued(null)} maskClosable={false}
        footer={<Button theme="solid" onClick={() => setIssued(null)} data-testid="icpc-issued-done">{t('CA_Icpc_Done')}</Button>}>
        {issued && (
          <div data-testid="icpc-issued-dialog">
            <Banner type="warning" closeIcon={null} description={t('CA_Icpc_Once')} style={{ marginBottom: 12 }} />
            <Copyable label={`${issued.name} · ${t(`CA_Icpc_Role_${issued.role}`)}`} value={issued.token} testId="icpc-issued-token" />
            {issued.role === 'balloon' && <Copyable label={t('CA_Icpc_Balloon_Page')} value={`${window.location.origin}/balloons/${cid}`} testId="icpc-balloon-page" />}
          </div>
        )}
      </Modal>
    </div>
  );
}
