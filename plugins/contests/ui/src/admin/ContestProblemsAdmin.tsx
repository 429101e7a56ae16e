// /admin/contest/:contestId/problems (spec 2 §2, spec 3 §5): the contest's problems with their
// display id, display title and balloon colour (edited in a dialog), removal (confirmed; root and
// problem admins, as the server allows), and "add from the public bank", which asks for the
// problem's display id in the contest, and, with a remote judge plugin, "import remote problem" (the
// judge, its problem id there and the display id). In another plugin's scope (scope.ts: a group's
// contest) it may also add one of the owner's own problems by its problem id, and edits only the
// problems it may.
import { Banner, Button, Input, Modal, Select, Table, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { ApiError, confirmDialog, Pagination, rolesAtom, ROLE, type Page } from '@oj/ui';
import type { Bank } from '@oj/plugin-problems/browser';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminContestProblemRow } from './api.js';
import { useContestAdminScope, type ContestAdminCalls } from './scope.js';

const PAGE_SIZE = 10;
type Editing = { id: number; pid: number; displayId: string; displayTitle: string; color: string };

export default function ContestProblemsAdmin() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const cid = Number(useParams().contestId);
  const roles = useAtomValue(rolesAtom);
  const scope = useContestAdminScope();
  const { calls, paths } = scope;
  const [query, setQuery] = useState({ currentPage: 1, limit: PAGE_SIZE });
  const [data, setData] = useState<Page<AdminContestProblemRow> | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [picking, setPicking] = useState(false);
  const [byId, setById] = useState(false);
  const [importing, setImporting] = useState(false);
  // the remote judges a plugin contributes: without one (or in a scope without the call) nothing is offered
  const [remoteBanks, setRemoteBanks] = useState<Bank[]>([]);
  useEffect(() => {
    let live = true;
    if (calls.importRemote && calls.listRemoteBanks) void calls.listRemoteBanks().then((b) => live && setRemoteBanks(b));
    return () => {
      live = false;
    };
  }, [calls]);
  const load = useCallback(async () => {
    try {
      setData((await calls.listContestProblems(cid, query)).data.problemList);
    } catch {
      /* the client showed the message */
    }
  }, [cid, query, calls]);
  useEffect(() => void load(), [load]);

  async function saveEdit() {
    if (!editing) return;
    try {
      await calls.updateContestProblem({ id: editing.id, cid, pid: editing.pid, displayId: editing.displayId.trim(), displayTitle: editing.displayTitle.trim(), color: editing.color.trim() || null });
      Toast.success(t('CA_Updated'));
      setEditing(null);
      void load();
    } catch {
      /* the client showed the message; the dialog stays open */
    }
  }
  function remove(row: AdminContestProblemRow) {
    confirmDialog({
      title: t('CA_Remove_Problem'),
      content: t('CA_Remove_Problem_Confirm', { displayId: row.displayId }),
      okText: t('CA_Remove'),
      cancelText: t('CA_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-remove' } as ButtonProps,
      onOk: async () => {
        try {
          await calls.removeContestProblem(cid, row.id);
          Toast.success(t('CA_Deleted'));
          void load();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }
  const canRemove = scope.canRemoveProblems ?? (roles.includes(ROLE.root) || roles.includes(ROLE.problemAdmin));

  return (
    <div className="oj-card" data-testid="admin-contest-problems">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('CA_Contest_Problems', { cid })}</div>
        <div className="oj-toolbar" style={{ marginBottom: 0 }}>
          <Button theme="solid" onClick={() => navigate(paths.problemCreate(cid))} data-testid="admin-contest-create-problem">{t('CA_Create_Problem')}</Button>
          <Button theme="solid" onClick={() => setPicking(true)} data-testid="admin-contest-add-public">{t('CA_Add_From_Public')}</Button>
          {calls.importRemote && remoteBanks.length > 0 && <Button theme="solid" onClick={() => setImporting(true)} data-testid="admin-contest-import-remote">{t('CA_Import_Remote')}</Button>}
          {calls.addFromOwner && <Button theme="solid" onClick={() => setById(true)} data-testid="admin-contest-add-own">{t('CA_Add_From_Group')}</Button>}
          <Button onClick={() => navigate(paths.list)}>{t('CA_Back')}</Button>
        </div>
      </div>
      <Table
        pagination={false}
        scroll={{ x: 860 }}
        rowKey="cpid"
        dataSource={data?.records ?? []}
        empty={t('CA_No_Problems')}
        columns={[
          { title: t('CA_Display_ID'), dataIndex: 'displayId', width: 110, render: (v: string) => <span data-testid="admin-contest-problem-display-id">{v}</span> },
          { title: t('CA_Display_Title'), dataIndex: 'displayTitle', render: (v: string) => <span data-user-content>{v}</span> },
          { title: t('CA_Problem'), dataIndex: 'problemId', width: 160, render: (v: string, r: AdminContestProblemRow) => <span data-user-content>{`${v} ${r.title}`}</span> },
          {
            title: t('CA_Balloon'), dataIndex: 'color', width: 110,
            render: (v: string | null) => (v ? <span className="oj-contest-balloon" style={{ display: 'inline-block', width: 18, height: 18, borderRadius: 9, background: v, verticalAlign: 'middle' }} title={v} /> : '-'),
          },
          {
            title: t('CA_Option'), width: 200,
            render: (_: unknown, row: AdminContestProblemRow) => (
              <div className="oj-toolbar" style={{ marginBottom: 0, gap: 6 }}>
                <Button size="small" onClick={() => setEditing({ id: row.cpid, pid: row.id, displayId: row.displayId, displayTitle: row.displayTitle, color: row.color ?? '' })} data-testid="admin-contest-problem-edit">{t('CA_Edit')}</Button>
                {(scope.canEditProblem?.(row) ?? true) && (
                  <Button size="small" onClick={() => navigate(paths.problemEdit(cid, row.id))} data-testid="admin-contest-problem-write">{t('CA_Edit_Problem')}</Button>
                )}
                {canRemove && <Button size="small" type="danger" onClick={() => remove(row)} data-testid="admin-contest-problem-remove">{t('CA_Remove')}</Button>}
              </div>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ currentPage, limit })} />
      <Modal title={t('CA_Edit_Contest_Problem')} visible={!!editing} onOk={() => void saveEdit()} onCancel={() => setEditing(null)} okText={t('CA_Save')} cancelText={t('CA_Cancel')} width={480}>
        {editing && (
          <div data-testid="contest-problem-dialog">
            <div className="oj-form-item"><span>{t('CA_Display_ID')}</span>
              <Input value={editing.displayId} maxLength={100} onChange={(displayId) => setEditing({ ...editing, displayId })} data-testid="contest-problem-display-id" /></div>
            <div className="oj-form-item"><span>{t('CA_Display_Title')}</span>
              <Input value={editing.displayTitle} maxLength={255} onChange={(displayTitle) => setEditing({ ...editing, displayTitle })} data-testid="contest-problem-display-title" /></div>
            <div className="oj-form-item"><span>{t('CA_Balloon')}</span>
              <Input value={editing.color} onChange={(color) => setEditing({ ...editing, color })} placeholder="#e6bf25" data-testid="contest-problem-color"
                prefix={<span style={{ display: 'inline-block', width: 12, height: 12, marginLeft: 6, background: editing.color || 'transparent' }} />} /></div>
          </div>
        )}
      </Modal>
      {picking && <PublicPicker cid={cid} onClose={() => setPicking(false)} onAdded={() => void load()} />}
      {importing && calls.importRemote && <RemoteImport cid={cid} banks={remoteBanks} importRemote={calls.importRemote} onClose={() => setImporting(false)} onAdded={() => void load()} />}
      {byId && calls.addFromOwner && <AddById cid={cid} add={calls.addFromOwner} onClose={() => setById(false)} onAdded={() => void load()} />}
    </div>
  );
}

/** the public bank, searchable; "Add" asks for the display id in the contest */
function PublicPicker({ cid, onClose, onAdded }: { cid: number; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation('contests');
  const [query, setQuery] = useState({ currentPage: 1, limit: PAGE_SIZE, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [data, setData] = useState<Page<{ id: number; problemId: string; title: string }> | null>(null);
  const [asking, setAsking] = useState<{ pid: number; problemId: string } | null>(null);
  const [displayId, setDisplayId] = useState('');
  const { calls } = useContestAdminScope();
  useEffect(() => {
    calls.listPublicProblems(query).then((r) => setData(r.data), () => undefined);
  }, [query, calls]);

  async function add() {
    if (!asking) return;
    try {
      await calls.addFromPublic({ cid, pid: asking.pid, displayId: displayId.trim() });
      Toast.success(t('CA_Added'));
      setAsking(null);
      setDisplayId('');
      onAdded();
    } catch {
      /* the client showed the message */
    }
  }
  const search = () => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() });

  return (
    <Modal title={t('CA_Add_From_Public')} visible onCancel={onClose} footer={null} width={720} data-testid="public-picker">
      <div className="oj-toolbar">
        <Input value={keyword} onChange={setKeyword} onEnterPress={search} placeholder={t('CA_Search_Placeholder')} style={{ width: 240, maxWidth: '100%' }} showClear data-testid="public-picker-search" />
        <Button onClick={search}>{t('Contest_Search')}</Button>
      </div>
      <Table
        pagination={false}
        size="small"
        rowKey="id"
        dataSource={data?.records ?? []}
        empty={t('CA_No_Problems')}
        columns={[
          { title: 'ID', dataIndex: 'problemId', width: 120 },
          { title: t('CA_Title'), dataIndex: 'title', render: (v: string) => <span data-user-content>{v}</span> },
          {
            title: '', width: 90,
            render: (_: unknown, p: { id: number; problemId: string }) => (
              <Button size="small" onClick={() => { setAsking({ pid: p.id, problemId: p.problemId }); setDisplayId(''); }} data-testid="public-picker-add">{t('CA_Add')}</Button>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} current={query.currentPage} pageSize={query.limit} onChange={(currentPage, limit) => setQuery({ ...query, currentPage, limit })} />
      <Modal title={t('CA_Display_ID_Prompt', { problemId: asking?.problemId ?? '' })} visible={!!asking} onOk={() => void add()} onCancel={() => setAsking(null)} okText={t('CA_Add')} cancelText={t('CA_Cancel')} width={400}>
        <Input value={displayId} onChange={setDisplayId} onEnterPress={() => void add()} maxLength={100} placeholder="A" data-testid="public-picker-display-id" />
      </Modal>
    </Modal>
  );
}

/** spec 3 §5: one of the owner's own problems (a group's) by its problem id, then its display id in the contest */
function AddById({ cid, add, onClose, onAdded }: { cid: number; add: (cid: number, problemId: string, displayId: string) => Promise<unknown>; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation('contests');
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  async function submit() {
    try {
      await add(cid, problemId.trim(), displayId.trim());
      Toast.success(t('CA_Added'));
      onAdded();
      onClose();
    } catch {
      /* the client showed the message; the dialog stays open */
    }
  }
  return (
    <Modal title={t('CA_Add_From_Group')} visible onOk={() => void submit()} onCancel={onClose} okText={t('CA_Add')} cancelText={t('CA_Cancel')} width={400}>
      <div data-testid="add-own-dialog">
        <div className="oj-form-item"><span>{t('CA_Problem_Id')}</span>
          <Input value={problemId} onChange={setProblemId} maxLength={255} data-testid="add-own-problem-id" /></div>
        <div className="oj-form-item"><span>{t('CA_Display_ID')}</span>
          <Input value={displayId} onChange={setDisplayId} onEnterPress={() => void submit()} maxLength={100} placeholder="A" data-testid="add-own-display-id" /></div>
      </div>
    </Modal>
  );
}

/** a remote judge's problem by its id there, and its display id in the contest; a refusal shows the server's words in the dialog and keeps what was typed */
function RemoteImport({ cid, banks, importRemote, onClose, onAdded }: {
  cid: number; banks: Bank[]; importRemote: NonNullable<ContestAdminCalls['importRemote']>; onClose: () => void; onAdded: () => void;
}) {
  const { t } = useTranslation('contests');
  const [name, setName] = useState(banks.length === 1 ? banks[0].oj : '');
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const missing = { name: !name.trim(), problemId: !problemId.trim(), displayId: !displayId.trim() };
  async function submit() {
    setTried(true);
    setRefusal(null);
    if (missing.name || missing.problemId || missing.displayId) return;
    setBusy(true);
    try {
      const res = await importRemote({ cid, name: name.trim(), problemId: problemId.trim(), displayId: displayId.trim() });
      Toast.success(res.msg && res.msg !== 'success' ? res.msg : t('CA_Added'));
      onAdded();
      onClose();
    } catch (e) {
      setRefusal(e instanceof ApiError && e.message ? e.message : t('CA_Import_Failed'));
    } finally {
      setBusy(false);
    }
  }
  const error = (on: boolean, key: string) => (tried && on ? <div className="oj-field-error">{t(key)}</div> : null);
  return (
    <Modal title={t('CA_Import_Remote')} visible onOk={() => void submit()} onCancel={onClose} okText={t('CA_Import')} cancelText={t('CA_Cancel')} confirmLoading={busy}
      width="min(440px, calc(100vw - 24px))" okButtonProps={{ 'data-testid': 'contest-remote-import-ok' } as ButtonProps}>
      <div data-testid="contest-remote-import">
        {refusal && <Banner type="danger" closeIcon={null} description={refusal} style={{ marginBottom: 12 }} data-testid="contest-remote-import-refusal" />}
        <div className="oj-form-item" data-testid="contest-remote-import-oj"><span>{t('CA_Remote_OJ')}</span>
          <Select value={name || undefined} onChange={(v) => setName(String(v ?? ''))} placeholder={t('CA_Remote_OJ')} style={{ width: '100%' }}
            optionList={banks.map((b) => ({ value: b.oj, label: <span data-user-content>{b.name === b.oj ? b.oj : `${b.name} (${b.oj})`}</span> }))} />
          {error(missing.name, 'CA_Remote_OJ_Required')}</div>
        <div className="oj-form-item" data-testid="contest-remote-import-problem-id"><span>{t('CA_Remote_Problem_ID')}</span>
          <Input value={problemId} onChange={setProblemId} maxLength={100} placeholder="1000" />
          {error(missing.problemId, 'CA_Remote_Problem_Required')}</div>
        <div className="oj-form-item" data-testid="contest-remote-import-display-id"><span>{t('CA_Display_ID')}</span>
          <Input value={displayId} onChange={setDisplayId} onEnterPress={() => void submit()} maxLength={100} placeholder="A" />
          {error(missing.displayId, 'CA_Remote_Display_ID_Required')}</div>
        <p className="oj-muted" style={{ margin: 0 }}>{t('CA_Remote_Import_Hint')}</p>
      </div>
    </Modal>
  );
}
