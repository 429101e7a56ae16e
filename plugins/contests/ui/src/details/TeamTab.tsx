// /contest/:contestID/team, the Team tab of a team contest (issue 16 §1): the caller's team —
// its members and the invite code to share, renamed or left before the start — or the forms to
// make a team or join one with a code; below, every team of the contest. Open before the start
// (teams form before a contest), unlike the other tabs.
import { Button, Empty, Input, Table, Tag, Toast } from '@douyinfe/semi-ui';
import { confirmDialog, copyText, Pagination, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_STATUS, TEAM_AFFILIATION_MAX, TEAM_NAME_MAX, TEAM_PAGE_SIZE, type MyTeam, type Team } from '@oj/plugin-contests/browser';
import { createTeam, getMyTeam, getTeams, joinTeam, leaveTeam, renameTeam, resetTeamCode } from './api.js';
import { useContest } from './context.js';

/** the form's own checks, as the server makes them (its message is the same) */
export function teamNameError(name: string): string | null {
  if (!name.trim()) return 'Contest_Team_Name_Required';
  if (name.trim().length > TEAM_NAME_MAX) return 'Contest_Team_Name_Too_Long';
  return null;
}

function Members({ team }: { team: Team }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {team.members.map((m) => <Tag key={m.username} size="small">{m.username}{m.realname ? ` (${m.realname})` : ''}</Tag>)}
    </span>
  );
}

function NameForm({ initial, submitLabel, onSubmit, testId }: {
  initial?: { name: string; affiliation: string }; submitLabel: string; testId: string;
  onSubmit(name: string, affiliation: string): Promise<void>;
}) {
  const { t } = useTranslation('contests');
  const [name, setName] = useState(initial?.name ?? '');
  const [affiliation, setAffiliation] = useState(initial?.affiliation ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    const e = teamNameError(name);
    setError(e);
    if (e) return;
    setBusy(true);
    try {
      await onSubmit(name.trim(), affiliation.trim());
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid={testId}>
      <Input value={name} onChange={(v) => { setName(v); if (error) setError(teamNameError(v)); }} maxLength={TEAM_NAME_MAX + 10} placeholder={t('Contest_Team_Name')}
        aria-label={t('Contest_Team_Name')} validateStatus={error ? 'error' : 'default'} data-testid={`${testId}-name`} />
      {error && <div role="alert" style={{ color: 'var(--semi-color-danger)', fontSize: 12 }} data-testid={`${testId}-error`}>{t(error, { max: TEAM_NAME_MAX })}</div>}
      <Input value={affiliation} onChange={setAffiliation} maxLength={TEAM_AFFILIATION_MAX} placeholder={t('Contest_Team_Affiliation')} aria-label={t('Contest_Team_Affiliation')} data-testid={`${testId}-affiliation`} />
      <div><Button theme="solid" loading={busy} onClick={() => void submit()} data-testid={`${testId}-submit`}>{submitLabel}</Button></div>
    </div>
  );
}

function JoinForm({ onJoined }: { onJoined(team: MyTeam): void }) {
  const { t } = useTranslation('contests');
  const { contest } = useContest();
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setError(!code.trim());
    if (!code.trim()) return;
    setBusy(true);
    try {
      const r = await joinTeam(contest.id, code);
      Toast.success(r.msg || t('Contest_Team_Joined'));
      onJoined(r.data);
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="team-join">
      <Input value={code} onChange={(v) => { setCode(v); setError(false); }} maxLength={32} placeholder={t('Contest_Team_Code')} aria-label={t('Contest_Team_Code')}
        validateStatus={error ? 'error' : 'default'} data-testid="team-join-code" style={{ fontFamily: 'monospace' }} />
      {error && <div role="alert" style={{ color: 'var(--semi-color-danger)', fontSize: 12 }}>{t('Contest_Team_Code_Required')}</div>}
      <div><Button loading={busy} onClick={() => void submit()} data-testid="team-join-submit">{t('Contest_Team_Join')}</Button></div>
    </div>
  );
}

function MyTeamCard({ team, onChange }: { team: MyTeam; onChange(team: MyTeam | null): void }) {
  const { t } = useTranslation('contests');
  const { contest } = useContest();
  const [editing, setEditing] = useState(false);
  async function copy() {
    if (await copyText(team.inviteCode)) Toast.success(t('Contest_Team_Code_Copied'));
  }
  async function reset() {
    try {
      const r = await resetTeamCode(contest.id);
      Toast.success(r.msg);
      onChange(r.data);
    } catch {
      /* the client showed the server's message */
    }
  }
  function leave() {
    confirmDialog({
      title: t('Contest_Team_Leave_Title'),
      content: team.members.length === 1 ? t('Contest_Team_Leave_Last') : t('Contest_Team_Leave_Confirm'),
      onOk: async () => {
        const r = await leaveTeam(contest.id);
        Toast.success(r.msg || t('Contest_Team_Left'));
        onChange(null);
      },
    });
  }
  return (
    <div data-testid="my-team">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8 }}>
        <span style={{ fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="my-team-name" data-user-content>{team.name}</span>
        {team.affiliation && <span style={{ color: 'var(--semi-color-text-2)', overflowWrap: 'anywhere' }} data-user-content>{team.affiliation}</span>}
      </div>
      <div style={{ marginTop: 8 }} data-testid="my-team-members"><Members team={team} /></div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 12 }}>
        <span>{t('Contest_Team_Code')}:</span>
        <code style={{ fontSize: 16, letterSpacing: 1 }} data-testid="my-team-code">{team.inviteCode}</code>
        <Button size="small" onClick={() => void copy()} data-testid="my-team-copy">{t('Contest_Team_Copy')}</Button>
        {team.open && <Button size="small" onClick={() => void reset()} data-testid="my-team-reset">{t('Contest_Team_New_Code')}</Button>}
      </div>
      <p style={{ color: 'var(--semi-color-text-2)', fontSize: 13 }}>
        {team.open ? t('Contest_Team_Share_Hint', { max: 3 }) : t('Contest_Team_Locked_Hint')}
      </p>
      {team.open && (
        editing ? (
          <NameForm initial={team} submitLabel={t('Contest_Team_Save')} testId="team-rename" onSubmit={async (name, affiliation) => {
            const r = await renameTeam(contest.id, name, affiliation);
            Toast.success(r.msg);
            setEditing(false);
            onChange(r.data);
          }} />
        ) : (
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={() => setEditing(true)} data-testid="my-team-edit">{t('Contest_Team_Edit')}</Button>
            <Button type="danger" onClick={leave} data-testid="my-team-leave">{t('Contest_Team_Leave')}</Button>
          </div>
        )
      )}
    </div>
  );
}

export default function TeamTab() {
  const { t } = useTranslation('contests');
  const { contest, status, isAdmin } = useContest();
  const me = useAtomValue(userInfoAtom);
  const [mine, setMine] = useState<MyTeam | null | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [teams, setTeams] = useState<{ records: Team[]; total: number } | null>(null);
  const loadTeams = useCallback(async () => {
    try {
      setTeams((await getTeams(contest.id, page, TEAM_PAGE_SIZE)).data);
    } catch {
      setTeams({ records: [], total: 0 });
    }
  }, [contest.id, page]);
  useEffect(() => { void loadTeams(); }, [loadTeams]);
  useEffect(() => {
    void getMyTeam(contest.id).then((r) => setMine(r.data ?? null), () => setMine(null));
  }, [contest.id]);
  const changed = (team: MyTeam | null) => {
    setMine(team);
    void loadTeams();
  };

  if (!contest.teamMode) return <div className="oj-card"><Empty description={t('Contest_Team_Not_Team_Contest')} /></div>;
  const ended = status === CONTEST_STATUS.ended;
  const author = !!me && me.uid === contest.uid;
  const columns = [
    { title: t('Contest_Team_Name'), dataIndex: 'name', render: (v: string) => <span data-user-content style={{ overflowWrap: 'anywhere' }}>{v}</span> },
    { title: t('Contest_Team_Affiliation'), dataIndex: 'affiliation', render: (v: string) => <span data-user-content>{v}</span> },
    { title: t('Contest_Team_Members'), dataIndex: 'members', render: (_: unknown, r: Team) => <Members team={r} /> },
  ];
  return (
    <>
      <div className="oj-card" data-testid="contest-team">
        <div className="oj-card-title">{t('Contest_Team_Mine')}</div>
        {mine === undefined ? null : mine ? (
          <MyTeamCard team={mine} onChange={changed} />
        ) : ended ? (
          <Empty description={t('Contest_Team_Ended')} />
        ) : author || isAdmin ? (
          <p style={{ color: 'var(--semi-color-text-2)' }} data-testid="team-admin-hint">{t('Contest_Team_Admin_Hint')}</p>
        ) : (
          <>
            <p style={{ color: 'var(--semi-color-text-2)', marginTop: 0 }}>{t('Contest_Team_None_Hint', { max: 3 })}</p>
            <div className="oj-team-forms" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 24 }}>
              <div>
                <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('Contest_Team_Create_Title')}</div>
                <NameForm submitLabel={t('Contest_Team_Create')} testId="team-create" onSubmit={async (name, affiliation) => {
                  const r = await createTeam(contest.id, name, affiliation);
                  Toast.success(r.msg);
                  changed(r.data);
                }} />
              </div>
              <div>
                <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('Contest_Team_Join_Title')}</div>
                <JoinForm onJoined={changed} />
              </div>
            </div>
          </>
        )}
      </div>
      <div className="oj-card" data-testid="contest-teams" style={{ minWidth: 0 }}>
        <div className="oj-card-title">{t('Contest_Team_All', { count: teams?.total ?? 0 })}</div>
        <Table size="small" pagination={false} rowKey="id" loading={!teams} dataSource={teams?.records ?? []} columns={columns} empty={t('Contest_Team_List_Empty')} scroll={{ x: 'max-content' }} />
        <Pagination total={teams?.total ?? 0} current={page} pageSize={TEAM_PAGE_SIZE} fixedSize onChange={setPage} />
      </div>
    </>
  );
}
