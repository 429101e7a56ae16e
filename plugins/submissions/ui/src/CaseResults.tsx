// The test-case results of a submission (spec 2 §3 case result): every case in the default view,
// or the cases grouped by subtask when the problem judges by subtasks.
import { Collapse, Tabs, TabPane } from '@douyinfe/semi-ui';
import { formatMemory, formatTime, StatusTag } from '@oj/ui';
import { useTranslation } from 'react-i18next';
import type { AllCaseResult, CaseResult } from './api.js';

function CaseLine({ c, index }: { c: CaseResult; index: number }) {
  const { t } = useTranslation('submissions');
  return (
    <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }} data-testid="case-result" data-status={c.status}>
      <strong>{t('Case', { n: index + 1 })}</strong>
      <StatusTag status={c.status} />
      <span>{formatTime(c.time)}</span>
      <span>{formatMemory(c.memory)}</span>
      <span>{`${t('Score')}: ${c.score}`}</span>
    </span>
  );
}

/**
 * The case's data files, what the program printed, and under its own label the message of the
 * special judge or interactor (or the judge's note, e.g. a runtime error's exit code).
 */
function CaseData({ c, judgeMode }: { c: CaseResult; judgeMode: AllCaseResult['judgeMode'] }) {
  const { t } = useTranslation('submissions');
  const pre = { whiteSpace: 'pre-wrap', maxHeight: 200, overflow: 'auto' } as const;
  return (
    <div>
      <div>{`${t('Test_Data')}: `}<code>{c.inputData}</code>{' / '}<code>{c.outputData}</code></div>
      <div style={{ fontWeight: 600, marginTop: 8 }}>{t('User_Output')}</div>
      <pre className="oj-pre" style={pre} data-testid="case-user-output">{c.userOutput || '-'}</pre>
      {c.message && (
        <>
          <div style={{ fontWeight: 600, marginTop: 8 }}>{t(judgeMode === 'default' ? 'Judge_Message' : 'Checker_Message')}</div>
          <pre className="oj-pre" style={pre} data-testid="case-message">{c.message}</pre>
        </>
      )}
    </div>
  );
}

function CaseList({ cases, judgeMode }: { cases: CaseResult[]; judgeMode: AllCaseResult['judgeMode'] }) {
  return (
    <Collapse>
      {cases.map((c, i) => (
        <Collapse.Panel key={c.caseId} itemKey={String(c.caseId)} header={<CaseLine c={c} index={i} />}>
          <CaseData c={c} judgeMode={judgeMode} />
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

export function CaseResults({ result }: { result: AllCaseResult }) {
  const { t } = useTranslation('submissions');
  const subtasks = result.judgeCaseMode !== 'default' && result.subTaskJudgeCaseVoList.length > 0;
  if (!result.judgeCaseList.length) return null;
  return (
    <div className="oj-card" data-testid="case-results" style={{ marginTop: 16 }}>
      <div className="oj-card-title">{t('Test_Case_Results')}</div>
      <Tabs type="button" defaultActiveKey={subtasks ? 'subtask' : 'default'}>
        <TabPane tab={t('Default_View')} itemKey="default">
          <div data-testid="case-view-default"><CaseList cases={result.judgeCaseList} judgeMode={result.judgeMode} /></div>
        </TabPane>
        {subtasks && (
          <TabPane tab={t('Subtask_View')} itemKey="subtask">
            <div data-testid="case-view-subtask">
              {result.subTaskJudgeCaseVoList.map((s) => (
                <div key={s.groupNum} style={{ marginBottom: 12 }} data-testid="subtask-result">
                  <div style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '8px 0' }}>
                    <strong>{t('Subtask', { n: s.groupNum })}</strong>
                    <StatusTag status={s.status} />
                    <span>{t('Subtask_Passed', { ac: s.ac, total: s.total })}</span>
                    <span>{`${t('Score')}: ${s.score}`}</span>
                    <span>{formatTime(s.time)}</span>
                    <span>{formatMemory(s.memory)}</span>
                  </div>
                  <CaseList cases={s.subtaskDetailList} judgeMode={result.judgeMode} />
                </div>
              ))}
            </div>
          </TabPane>
        )}
      </Tabs>
    </div>
  );
}
