// /status (spec 2 §2 Submission list): the mine/all switch, status, problem ID and author filters
// (all in the URL query), Refresh, the §2 columns, own rows highlighted, unfinished rows kept live,
// Submitted Failed rows resubmitted from their refresh icon, and for the super admin the rejudge
// column with the manual-judge dialog. At /contest/:contestID/submissions the same list shows that
// contest's submissions (spec 3 §2), its problems and details linked inside the contest; in a
// group's Submission tab (/group/:groupID/status) the group's, linked inside the group.
import { Button, Input, Select, Switch, Table, Toast } from '@douyinfe/semi-ui';
import { IconRefresh } from '@douyinfe/semi-icons';
import { formatDateTime, formatMemory, formatTime, isAuthenticatedAtom, isSuperAdminAtom, JUDGE_STATUS, type Page, pageParam, Pagination, StatusTag, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getContestSubmissionList, getSubmissionList, rejudge, resubmit, type Submission, type SubmissionRow } from './api.js';
import { ManualJudgeDialog } from './ManualJudgeDialog.js';
import { FILTER_STATUSES, NO_MANUAL_JUDGE, STATUS, SUBMISSION_PAGE_SIZE } from './status.js';
import { useLiveRows, type Live } from './useLiveRows.js';
import { detailPath, problemLink, useSubmissionScope } from './scope.js';

const MINE_STYLE = { background: 'rgba(25, 190, 107, 0.08)' };

export default function SubmissionListPage() {
  const { t } = useTranslation('submissions');
  const authed = useAtomValue(isAuthenticatedAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const me = useAtomValue(userInfoAtom);
  const [params, setParams] = useSearchParams();
  const scope = useSubmissionScope();
  const { cid, gid } = scope;
  const current = pageParam(params.get('currentPage'), 1);
  const limit = pageParam(params.get('limit'), SUBMISSION_PAGE_SIZE);
  // spec 2 §5: only-mine needs a login and clears the author filter
  const onlyMine = authed && params.get('onlyMine') === 'true';
  const statusRaw = params.get('status');
  const status = statusRaw !== null && statusRaw !== '' && Number.isInteger(Number(statusRaw)) && JUDGE_STATUS[Number(statusRaw)] ? Number(statusRaw) : undefined;
  const problemID = params.get('problemID') ?? '';
  // a problem page links here with its exact display id (completeProblemID)
  const completeProblemID = params.get('completeProblemID') === 'true' || undefined;
  const username = onlyMine ? '' : (params.get('username') ?? '');
  // spec 3 §2: with the after-contest switch the list includes submissions after the end
  const containsEnd = cid !== undefined && params.get('containsEnd') === 'true';
  const [problemInput, setProblemInput] = useState(problemID);
  const [authorInput, setAuthorInput] = useState(username);
  useEffect(() => setProblemInput(problemID), [problemID]);
  useEffect(() => setAuthorInput(username), [username]);

  const [page, setPage] = useState<Page<SubmissionRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const [judging, setJudging] = useState<SubmissionRow | null>(null);
  const [rows, patchRow] = useLiveRows(page?.records ?? null, me?.uid ?? null, cid ?? 0);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const filters = { currentPage: current, limit, onlyMine, status, problemID: problemID || undefined, completeProblemID, username: username || undefined };
      const r = cid !== undefined ? await getContestSubmissionList(cid, { ...filters, containsEnd }) : await getSubmissionList({ ...filters, gid });
      setPage(r.data);
    } catch {
      /* spec 2 §7: a failed list load only stops loading */
    } finally {
      setLoading(false);
    }
  }, [current, limit, onlyMine, status, problemID, completeProblemID, username, cid, gid, containsEnd]);
  useEffect(() => void load(), [load]);

  function update(next: Record<string, string | null>) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, v);
    }
    p.delete('currentPage');
    setParams(p);
  }

  function switchMine(v: boolean) {
    if (v && !authed) return void Toast.error(t('Please_Login_First'));
    update({ onlyMine: v ? 'true' : null, username: v ? null : params.get('username') });
  }

  const replaced = (next: Submission) => patchRow(next.submitId, { status: next.status, score: next.score, time: next.time, memory: next.memory, judger: next.judger, isManual: next.isManual });

  async function doResubmit(row: SubmissionRow) {
    try {
      const r = await resubmit(row.submitId);
      Toast.success(t('Resubmitted_Successfully'));
      replaced(r.data);
    } catch {
      /* toast shown */
    }
  }

  async function doRejudge(row: SubmissionRow) {
    try {
      const r = await rejudge(row.submitId);
      Toast.success(t('Rejudge_Success'));
      replaced(r.data);
    } catch {
      /* toast shown */
    }
  }

  const mayResubmit = (r: SubmissionRow) => r.status === STATUS.SUBMITTED_FAILED && (superAdmin || r.uid === me?.uid);

  const columns = [
    { title: t('Run_ID'), dataIndex: 'submitId', width: 90 },
    {
      title: t('Problem'), dataIndex: 'displayPid',
      render: (v: string, r: SubmissionRow) => {
        const shown = cid !== undefined ? (r.displayId ?? v) : v;
        // every problem has a title: none means it was deleted (its display id kept for its author and
        // admins), or it is masked from this viewer (no display id either)
        if (!r.title) return <span className="oj-muted" data-testid="problem-gone">{shown ? `${shown} ${t('Problem_Deleted')}` : t('Problem_Hidden')}</span>;
        return <Link to={problemLink(scope, shown)}>{`${shown} ${r.title}`}</Link>;
      },
    },
    {
      title: t('Status'), dataIndex: 'status',
      render: (v: number, r: Live<SubmissionRow>) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }} data-testid="row-status" data-status={v}>
          {mayResubmit(r) ? (
            <>
              <span style={{ cursor: 'pointer' }} onClick={() => void doResubmit(r)}><StatusTag status={v} /></span>
              <Button size="small" theme="borderless" icon={<IconRefresh />} aria-label={t('Resubmit')} onClick={() => void doResubmit(r)} data-testid="resubmit" />
            </>
          ) : (
            <StatusTag status={v} />
          )}
          {r.caseIndex !== undefined && r.caseCount ? <small>{t('Judging_Case', { index: r.caseIndex, count: r.caseCount })}</small> : null}
          {r.isManual ? <small data-testid="manual-mark">{t('Manual_Mark')}</small> : null}
        </span>
      ),
    },
    { title: t('Score'), dataIndex: 'score', render: (v: number | null) => v ?? '-' },
    { title: t('Time'), dataIndex: 'time', render: (v: number | null) => formatTime(v) },
    { title: t('Memory'), dataIndex: 'memory', render: (v: number | null) => formatMemory(v) },
    { title: t('Length'), dataIndex: 'length', render: (v: number) => `${v} B` },
    {
      title: t('Language'), dataIndex: 'language',
      render: (v: string, r: SubmissionRow) => <Link to={detailPath(scope, r.displayId ?? r.displayPid, r.submitId)} data-testid="detail-link">{v}</Link>,
    },
    { title: t('Judger'), dataIndex: 'judger', render: (v: string | null) => v ?? '-' },
    {
      title: t('Author'), dataIndex: 'username',
      render: (v: string) => <Link to={`/user-home?username=${encodeURIComponent(v)}`}>{v}</Link>,
    },
    { title: t('Submit_Time'), dataIndex: 'submitTime', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span> },
    ...(superAdmin
      ? [{
          title: t('Option'), dataIndex: 'rejudge',
          render: (_: unknown, r: SubmissionRow) => (
            <span style={{ display: 'inline-flex', gap: 4 }}>
              <Button size="small" onClick={() => void doRejudge(r)} data-testid="rejudge">{t('Rejudge')}</Button>
              <Button size="small" disabled={NO_MANUAL_JUDGE.includes(r.status)} onClick={() => setJudging(r)} data-testid="manual-judge">{t('Manual_Judge')}</Button>
            </span>
          ),
        }]
      : []),
  ];

  return (
    <div className="oj-card" data-testid="submission-list">
      <div className="oj-card-header" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <span className="oj-card-title">{t(cid !== undefined ? 'Contest_Status_List' : gid !== undefined ? 'Group_Status_List' : 'Status_List')}</span>
        <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t('All')}</span>
          <Switch checked={onlyMine} onChange={switchMine} data-testid="only-mine" />
          <span>{t('Only_Mine')}</span>
          <Select
            style={{ width: 200 }}
            value={status ?? 'all'}
            onChange={(v) => update({ status: v === 'all' ? null : String(v) })}
            optionList={[{ value: 'all', label: t('All') }, ...FILTER_STATUSES.map((s) => ({ value: s, label: t(JUDGE_STATUS[s].name, { ns: 'translation' }) }))]}
            data-testid="status-filter"
          />
          <Input
            style={{ width: 160 }}
            placeholder={t('Problem_ID')}
            value={problemInput}
            onChange={setProblemInput}
            onEnterPress={() => update({ problemID: problemInput.trim(), completeProblemID: null })}
            data-testid="problem-filter"
          />
          <Input
            style={{ width: 160 }}
            placeholder={t('Author')}
            value={authorInput}
            disabled={onlyMine}
            onChange={setAuthorInput}
            onEnterPress={() => update({ username: authorInput.trim() })}
            data-testid="author-filter"
          />
          <Button onClick={() => update({ problemID: problemInput.trim(), completeProblemID: null, username: onlyMine ? null : authorInput.trim() })} data-testid="search">{t('Search')}</Button>
          <Button icon={<IconRefresh />} onClick={() => void load()} data-testid="refresh">{t('Refresh')}</Button>
        </span>
      </div>
      <Table
        pagination={false}
        rowKey="submitId"
        scroll={{ x: 'max-content' }}
        loading={loading}
        dataSource={rows ?? []}
        empty={t('No_Submissions')}
        onRow={(r?: SubmissionRow) => (r ? { 'data-run-id': String(r.submitId), ...(me && r.uid === me.uid ? { style: MINE_STYLE, 'data-mine': 'true' } : {}) } : {})}
        columns={columns}
      />
      <Pagination total={page?.total ?? 0} current={current} pageSize={limit} onChange={(c, s) => setParams((p) => {
        const n = new URLSearchParams(p);
        n.set('currentPage', String(c));
        n.set('limit', String(s));
        return n;
      })} />
      <ManualJudgeDialog
        row={judging}
        onClose={() => setJudging(null)}
        onDone={(next) => {
          setJudging(null);
          replaced(next);
        }}
      />
    </div>
  );
}
