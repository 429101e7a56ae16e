// /admin/contest/:contestId/teams: a team contest's teams for its admins (issue 16 §1) — each
// team's name, affiliation, members, room and seat (where balloons go), invite code and how many
// submissions it has; a team added or changed in a dialog, deleted (not one with submissions),
// and many added at once from CSV lines (all of them or none; the refusal names the line).
import { Banner, Button, Input, Modal, Table, Tag, TextArea, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog } from '@oj/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TEAM_AFFILIATION_MAX, TEAM_MEMBERS_MAX, TEAM_NAME_MAX, type AdminTeam } from '@oj/plugin-contests/browser';
import { deleteTeam, importTeams, listTeams, saveTeam } from './api.js';
import { useAdminContest } from './useAdminContest.js';

interface TeamDraft { id?: number; name: string; affiliation: string; members: string[]; room: string; seat: string }

const blank = (): TeamDraft => ({ name: '', affiliation: '', members: Array(TEAM_MEMBERS_MAX).fill(''), room: '', seat: '' });
const draftOf = (t: AdminTeam): TeamDraft => ({
  id: t.id, name: t.name, affiliation: t.affiliation, room: t.room, seat: t.seat,
  members: [...t.members.map((m) => m.username), ...Array(TEAM_MEMBERS_MAX).fill('')].slice(0, TEAM_MEMBERS_MAX),
});

export default function ContestTeamsAdmin() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const cid = Number(useParams().contestId);
  const contest = useAdminContest(cid);
  const [teams, setTeams] = useState<AdminTeam[] | null>(null);
  const [draft, setDraft] = useState<TeamDraft | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setTeams((await listTeams(cid)).data);
    } catch {
      setTeams([]);
    }
  }, [cid]);
  useEffect(() => void load(), [load]);

  async function save() {
    if (!draft) return;
    if (!draft.name.trim()) return setRefusal(t('Contest_Team_Name_Required'));
    setBusy(true);
    setRefusal(null);
    try {
      const r = await saveTeam({ cid, ...draft, members: draft.members.map((m) => m.trim()).filter(Boolean) }, { quiet: true });
      Toast.success(r.msg);
      setDraft(null);
      void load();
    } catch (e) {
      // the server's message in the dialog, which keeps what was typed
      setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  async function runImport() {
    if (csv === null) return;
    setBusy(true);
    setRefusal(null);
    try {
      const r = await importTeams(cid, csv, { quiet: true });
      Toast.success(r.msg);
      setCsv(null);
      void load();
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  function remove(team: AdminTeam) {
    confirmDialog({
      title: t('CA_Team_Delete_Title'),
      content: t('CA_Team_Delete_Confirm', { name: team.name }),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-team-delete' } as ButtonProps,
      onOk: async () => {
        try {
          const r = await deleteTeam(cid, team.id);
          Toast.success(r.msg);
          void load();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }

  const notTeam = contest !== null && !contest.teamMode;
  return (
    <div className="oj-card" data-testid="admin-contest-teams">
      <div className="oj-card-header">
        <div className="oj-card-title" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('CA_Teams_Title', { cid })}{contest && <> — <span data-user-content>{contest.title}</span></>}
        </div>
        <div className="oj-toolbar" style={{ marginBottom: 0 }}>
          <Button theme="solid" disabled={notTeam} onClick={() => { setRefusal(null); setDraft(blank()); }} data-testid="team-add">{t('CA_Team_Add')}</Button>
          <Button disabled={notTeam} onClick={() => { setRefusal(null); setCsv(''); }} data-testid="team-import">{t('CA_Team_Import')}</Button>
          <Button onClick={() => navigate('/admin/contest')}>{t('CA_Back')}</Button>
        </div>
      </div>
      {notTeam
        ? <Banner type="warning" closeIcon={null} description={t('CA_Teams_Not_Team')} data-testid="teams-not-team" />
        : <p className="oj-muted" style={{ marginTop: 0 }}>{t('CA_Teams_Note', { max: TEAM_MEMBERS_MAX })}</p>}
      <Table
        pagination={false}
        scroll={{ x: 900 }}
        rowKey="id"
        loading={teams === null}
        dataSource={teams ?? []}
        empty={t('Contest_Team_List_Empty')}
        columns={[
          { title: t('Contest_Team_Name'), dataIndex: 'name', render: (v: string) => <span data-testid="admin-team-name" data-user-content style={{ overflowWrap: 'anywhere' }}>{v}</span> },
          { title: t('CA_Team_Affiliation'), dataIndex: 'affiliation', render: (v: string) => <span data-user-content>{v}</span> },
          {
            title: t('Contest_Team_Members'), dataIndex: 'members',
            render: (_: unknown, r: AdminTeam) => <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>{r.members.map((m) => <Tag key={m.username} size="small">{m.username}</Tag>)}</span>,
          },
          { title: t('CA_Team_Place'), width: 130, render: (_: unknown, r: AdminTeam) => [r.room, r.seat].filter(Boolean).join(' · ') },
          { title: t('Contest_Team_Code'), dataIndex: 'inviteCode', width: 130, render: (v: string) => <code>{v}</code> },
          { title: t('CA_Team_Records'), dataIndex: 'records', width: 100 },
          {
            title: t('CA_Option'), width: 150,
            render: (_: unknown, r: AdminTeam) => (
              <div className="oj-toolbar" style={{ marginBottom: 0, gap: 6 }}>
                <Button size="small" onClick={() => { setRefusal(null); setDraft(draftOf(r)); }} data-testid="admin-team-edit">{t('CA_Edit')}</Button>
                <Button size="small" type="danger" disabled={r.records > 0} onClick={() => remove(r)} data-testid="admin-team-delete">{t('CA_Delete')}</Button>
              </div>
            ),
          },
        ]}
      />

      <Modal title={draft?.id ? t('CA_Team_Edit_Title') : t('CA_Team_Add')} visible={!!draft} onOk={() => void save()} onCancel={() => setDraft(null)} confirmLoading={busy}
        okText={t('CA_Save')} cancelText={t('CA_Cancel')} okButtonProps={{ 'data-testid': 'team-save' } as ButtonProps}>
        {draft && (
          <div data-testid="team-dialog">
            {refusal && <Banner type="danger" closeIcon={null} description={<span data-testid="team-error">{refusal}</span>} style={{ marginBottom: 12 }} />}
            <div className="oj-form-item"><span>{t('Contest_Team_Name')}</span>
              <Input value={draft.name} onChange={(name) => setDraft({ ...draft, name })} maxLength={TEAM_NAME_MAX + 10} data-testid="team-name" /></div>
            <div className="oj-form-item"><span>{t('CA_Team_Affiliation')}</span>
              <Input value={draft.affiliation} onChange={(affiliation) => setDraft({ ...draft, affiliation })} maxLength={TEAM_AFFILIATION_MAX} data-testid="team-affiliation" /></div>
            <div className="oj-form-item"><span>{t('CA_Team_Member_Usernames', { max: TEAM_MEMBERS_MAX })}</span>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 8 }}>
                {draft.members.map((m, i) => (
                  <Input key={i} value={m} placeholder={t('CA_Team_Member_N', { n: i + 1 })} aria-label={t('CA_Team_Member_N', { n: i + 1 })}
                    onChange={(v) => setDraft({ ...draft, members: draft.members.map((x, j) => (j === i ? v : x)) })} data-testid={`team-member-${i + 1}`} />
                ))}
              </div>
            </div>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 8 }}>
              <div className="oj-form-item"><span>{t('CA_Team_Room')}</span><Input value={draft.room} onChange={(room) => setDraft({ ...draft, room })} maxLength={50} data-testid="team-room" /></div>
              <div className="oj-form-item"><span>{t('CA_Team_Seat')}</span><Input value={draft.seat} onChange={(seat) => setDraft({ ...draft, seat })} maxLength={50} data-testid="team-seat" /></div>
            </div>
          </div>
        )}
      </Modal>

      <Modal title={t('CA_Team_Import')} visible={csv !== null} onOk={() => void runImport()} onCancel={() => setCsv(null)} confirmLoading={busy}
        okText={t('CA_Team_Import_Ok')} cancelText={t('CA_Cancel')} okButtonProps={{ 'data-testid': 'team-import-ok' } as ButtonProps}>
        {csv !== null && (
          <div data-testid="team-import-dialog">
            {refusal && <Banner type="danger" closeIcon={null} description={<span data-testid="team-import-error">{refusal}</span>} style={{ marginBottom: 12 }} />}
            <p className="oj-muted" style={{ marginTop: 0 }}>{t('CA_Team_Import_Hint')}</p>
            <pre style={{ background: 'var(--semi-color-fill-0)', padding: 8, borderRadius: 4, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}>
              {'Byte Me,North College,alice,bob,carol,Hall 1,A12\n"Team, Comma",,dave'}
            </pre>
            <TextArea value={csv} onChange={setCsv} autosize={{ minRows: 8, maxRows: 20 }} style={{ fontFamily: 'monospace' }} data-testid="team-import-text" />
          </div>
        )}
      </Modal>
    </div>
  );
}
