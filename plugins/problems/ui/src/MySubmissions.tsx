// The problem page's My Submission tab (spec 2 §2, §9): the signed-in user's submissions of this
// problem, 10 a page; a row opens its detail, a link opens the submission list for the problem.
import { Button, Table } from '@douyinfe/semi-ui';
import { formatDateTime, formatMemory, isAuthenticatedAtom, openLoginDialog, type Page, Pagination, StatusTag } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { getMySubmissions, type SubmissionRow } from './api.js';
import { submissionPath, submissionsPath, type ProblemScope } from './scope.js';
import { MY_SUBMISSION_PAGE_SIZE } from './status.js';

export function MySubmissions({ problemId, refresh, scope = {} }: { problemId: string; refresh: number; scope?: ProblemScope }) {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<SubmissionRow> | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!authed) return;
    setLoading(true);
    void getMySubmissions(problemId, page, MY_SUBMISSION_PAGE_SIZE, { cid: scope.cid, gid: scope.gid })
      .then((r) => setData(r.data), () => {})
      .finally(() => setLoading(false));
  }, [authed, problemId, page, refresh, scope.cid, scope.gid]);

  if (!authed) {
    return (
      <div style={{ padding: 16 }} data-testid="my-submissions-login">
        <p>{t('Please_Login_First')}</p>
        <Button theme="solid" onClick={() => openLoginDialog('Login')}>{t('Login')}</Button>
      </div>
    );
  }
  const open = (r: SubmissionRow) => navigate(submissionPath(scope, problemId, r.submitId));
  const columns = [
    { title: t('Submit_Time'), dataIndex: 'submitTime', render: (v: string) => formatDateTime(v) },
    { title: t('Status'), dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
    { title: t('Time'), dataIndex: 'time', render: (v: number | null) => (v === null ? '-' : `${v} ms`) },
    { title: t('Memory'), dataIndex: 'memory', render: (v: number | null) => formatMemory(v) },
    { title: t('Language'), dataIndex: 'language' },
  ];
  return (
    <div data-testid="my-submissions">
      <Table
        size="small"
        pagination={false}
        rowKey="submitId"
        loading={loading}
        dataSource={data?.records ?? []}
        columns={columns}
        empty={t('No_Submissions')}
        onRow={(r?: SubmissionRow) => ({ onClick: () => r && open(r), style: { cursor: 'pointer' }, 'data-testid': 'my-submission-row' }) as Record<string, unknown>}
      />
      <Pagination total={data?.total ?? 0} current={page} pageSize={MY_SUBMISSION_PAGE_SIZE} fixedSize onChange={(c) => setPage(c)} />
      <Link to={submissionsPath(scope, problemId)} data-testid="all-submissions-link">
        {t('View_Submissions')}
      </Link>
    </div>
  );
}
