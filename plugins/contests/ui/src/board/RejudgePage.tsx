// /contest/:contestID/rejudge (spec 3 §2, super admin only): the contest's problems, each with a
// button that rejudges every submission of that problem in this contest.
import { Button, Table, Toast } from '@douyinfe/semi-ui';
import { confirmDialog } from '@oj/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getContestProblems, rejudgeContestProblem, type ContestProblem } from './api.js';
import { BoardShell, useContestData } from './page.js';

export default function RejudgePage() {
  const { t } = useTranslation('contests');
  const cid = Number(useParams().contestID);
  const data = useContestData(cid, async () => (await getContestProblems(cid)).data ?? []);
  const [busy, setBusy] = useState<number | null>(null);

  function ask(p: ContestProblem) {
    confirmDialog({ title: t('Board_Rejudge_Confirm_Title'), content: t('Board_Rejudge_Confirm', { problem: p.displayId }), onOk: () => void rejudge(p) });
  }

  async function rejudge(p: ContestProblem) {
    setBusy(p.pid);
    try {
      const res = await rejudgeContestProblem(cid, p.pid);
      Toast.success(res.msg || t('Board_Rejudge_Success'));
    } catch {
      /* the toast says why */
    } finally {
      setBusy(null);
    }
  }

  const columns = [
    { title: t('Board_Rejudge_Display_ID'), dataIndex: 'displayId', width: 100 },
    { title: t('Board_Rejudge_Title'), dataIndex: 'displayTitle' },
    {
      title: t('Board_Rejudge_Option'), dataIndex: 'pid', width: 140,
      render: (_: number, p: ContestProblem) => (
        <Button size="small" type="danger" loading={busy === p.pid} onClick={() => ask(p)} data-testid="rejudge-problem">{t('Board_Rejudge_Button')}</Button>
      ),
    },
  ];
  return (
    <BoardShell state={data} testId="contest-rejudge">
      <div className="oj-admin-list-head"><span className="oj-card-title">{t('Board_Rejudge_Page_Title')}</span></div>
      <Table className="oj-board-table" size="small" pagination={false} rowKey="pid" dataSource={data.value ?? []} columns={columns} empty={t('Board_Rejudge_Empty')} scroll={{ x: 'max-content' }} />
    </BoardShell>
  );
}
