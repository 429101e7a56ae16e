// The test cases of the problem form: typed by hand (input, output, score, subtask group), or a
// zip uploaded with a progress bar (reference §4.6) whose listed cases keep editable scores and
// groups; and the judge case mode that decides how they add up.
import { Button, Input, Progress, Radio, RadioGroup, Select, Table, TextArea, Toast } from '@douyinfe/semi-ui';
import { useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFileCalls } from '@oj/plugin-problems/browser';
import { JUDGE_CASE_MODES, uploadZip, type JudgeCaseMode } from './api.js';
import type { CaseDraft } from './form-model.js';
import { ProblemFormGroup } from './form-group.js';

export interface CaseState { upload: boolean; cases: CaseDraft[]; uploadDir: string | null }

const CASE_MODE_LABEL: Record<JudgeCaseMode, string> = {
  default: 'PA_Case_Mode_Default', subtask_lowest: 'PA_Case_Mode_Subtask_Lowest', subtask_average: 'PA_Case_Mode_Subtask_Average', ergodic_without_error: 'PA_Case_Mode_Ergodic',
};

/** spec 2 §3 judge case modes: a mode other than default needs each case's subtask group */
export function CaseModeSelect({ value, onChange }: { value: JudgeCaseMode; onChange: (mode: JudgeCaseMode) => void }) {
  const { t } = useTranslation('problems');
  return (
    <Select value={value} onChange={(v) => onChange(v as JudgeCaseMode)} style={{ width: '100%', maxWidth: 280 }}
      optionList={JUDGE_CASE_MODES.map((m) => ({ value: m, label: t(CASE_MODE_LABEL[m]) }))} data-testid="field-judgeCaseMode" />
  );
}

function CaseNumbers({ c, onChange }: { c: CaseDraft; onChange: (patch: Partial<CaseDraft>) => void }) {
  const { t } = useTranslation('problems');
  return (
    <>
      <Input value={c.score} onChange={(score) => onChange({ score })} placeholder={t('PA_Score')} style={{ width: 90 }} data-testid="case-score" />
      <Input value={c.groupNum} onChange={(groupNum) => onChange({ groupNum })} placeholder={t('PA_Group_Num')} style={{ width: 110 }} data-testid="case-group" />
    </>
  );
}

function TypedCases({ cases, onChange }: { cases: CaseDraft[]; onChange: (cases: CaseDraft[]) => void }) {
  const { t } = useTranslation('problems');
  const set = (i: number, patch: Partial<CaseDraft>) => onChange(cases.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <div data-testid="typed-cases">
      {cases.map((c, i) => (
        <div key={i} className="oj-card" style={{ border: '1px solid #eee' }} data-testid="typed-case">
          <div className="oj-toolbar">
            <b>#{i + 1}</b>
            <CaseNumbers c={c} onChange={(patch) => set(i, patch)} />
            <Button size="small" type="danger" onClick={() => onChange(cases.filter((_, j) => j !== i))}>{t('PA_Delete')}</Button>
          </div>
          <div className="oj-form-grid">
            <TextArea value={c.input} onChange={(input) => set(i, { input })} rows={3} placeholder={t('PA_Case_Input')} data-testid="case-input" />
            <TextArea value={c.output} onChange={(output) => set(i, { output })} rows={3} placeholder={t('PA_Case_Output')} data-testid="case-output" />
          </div>
        </div>
      ))}
      <Button size="small" onClick={() => onChange([...cases, { input: '', output: '', score: '', groupNum: '' }])} data-testid="add-case">{t('PA_Add_Case')}</Button>
    </div>
  );
}

function UploadedCaseList({ state, onChange }: { state: CaseState; onChange: (s: CaseState) => void }) {
  const { t } = useTranslation('problems');
  const gid = useContext(ProblemFormGroup);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  async function upload(file: File | undefined) {
    if (!file) return;
    setPercent(0);
    try {
      const res = await uploadZip(problemFileCalls.uploadTestCaseZip, file, setPercent, gid ? { query: { gid } } : {});
      setPercent(100);
      onChange({ upload: true, uploadDir: res.fileListDir, cases: res.fileList.map((f) => ({ input: f.input, output: f.output, score: '', groupNum: '' })) });
      Toast.success(t('PA_Upload_Success'));
    } catch (err) {
      setPercent(null);
      Toast.error((err as Error).message || t('PA_Upload_Failed'));
    } finally {
      if (input.current) input.current.value = '';
    }
  }
  const set = (i: number, patch: Partial<CaseDraft>) => onChange({ ...state, cases: state.cases.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <div data-testid="uploaded-cases">
      <div className="oj-toolbar">
        <input ref={input} type="file" accept=".zip" hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid="case-zip-input" />
        <Button onClick={() => input.current?.click()}>{t('PA_Choose_Zip')}</Button>
        <span style={{ color: '#888' }}>{t('PA_Zip_Hint')}</span>
      </div>
      {percent !== null && (
        <div data-testid="upload-progress" data-percent={percent}>
          <Progress percent={percent} showInfo aria-label={t('PA_Upload_Progress')} />
        </div>
      )}
      {state.cases.length > 0 && (
        <Table
          pagination={false}
          size="small"
          rowKey={(r?: CaseDraft) => `${r?.input}/${r?.output}`}
          dataSource={state.cases}
          columns={[
            { title: '#', width: 50, render: (_: unknown, __: CaseDraft, i: number) => i + 1 },
            { title: t('PA_Case_Input'), dataIndex: 'input', render: (v: string) => <span data-testid="uploaded-case-input">{v}</span> },
            { title: t('PA_Case_Output'), dataIndex: 'output' },
            { title: `${t('PA_Score')} / ${t('PA_Group_Num')}`, width: 280, render: (_: unknown, c: CaseDraft, i: number) => <div className="oj-toolbar" style={{ marginBottom: 0, flexWrap: 'nowrap' }}><CaseNumbers c={c} onChange={(patch) => set(i, patch)} /></div> },
          ]}
        />
      )}
    </div>
  );
}

export function CaseEditor({ state, onChange }: { state: CaseState; onChange: (s: CaseState) => void }) {
  const { t } = useTranslation('problems');
  return (
    <div data-testid="case-editor">
      <RadioGroup name="caseSource" value={state.upload ? 'zip' : 'typed'} onChange={(e) => onChange({ upload: e.target.value === 'zip', cases: [], uploadDir: null })} style={{ marginBottom: 12 }}>
        <Radio value="typed" data-testid="cases-typed">{t('PA_Cases_Typed')}</Radio>
        <Radio value="zip" data-testid="cases-zip">{t('PA_Cases_Zip')}</Radio>
      </RadioGroup>
      {state.upload ? <UploadedCaseList state={state} onChange={onChange} /> : <TypedCases cases={state.cases} onChange={(cases) => onChange({ ...state, cases })} />}
    </div>
  );
}
