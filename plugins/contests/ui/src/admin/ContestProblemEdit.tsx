// /admin/contest/:contestId/problem/create and /admin/contest/:contestId/problem/:pid/edit (spec 3
// §4–§5, reference admin contest problem form): a problem written inside the contest — a contest
// problem of the bank (auth 3, the contest's rule) — with its display id, display title and balloon
// colour, and everything the bank's form asks: statement, limits, examples, languages, switches,
// the judge mode with its checker (compiled before saving), the IO mode, the test cases by hand or
// by an uploaded zip with their judge case mode, and extra files. The judge, IO, case and file
// parts are the bank form's own (@oj/plugin-problems/admin-form); the server checks every field
// with the bank's rules and answers in the page's language.
import { Banner, Button, Input, InputNumber, Select, Switch, TextArea, Toast } from '@douyinfe/semi-ui';
import {
  ANSWER_LANGUAGE, CaseEditor, CaseModeSelect, CheckerSection, downloadTestCases, EndBlankSwitch, ExtraFileEditor, FileIoEditor, getLanguages, languageLabel, languagesOfBank, LOCAL_BANK, problemBank,
  type AdminProblem, type Example, type FormState, type LanguageRow,
} from '@oj/plugin-problems/admin-form';
import { PROBLEM_TYPE } from '@oj/plugin-problems/browser';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Field } from './Field.js';
import { useContestAdminScope } from './scope.js';
import { contestProblemError, loadedDraft, newDraft, toWrite, type ContestProblemDraft } from './contest-problem-form.js';

const DIFFICULTIES = ['CA_Easy', 'CA_Mid', 'CA_Hard'];
const STYLE = '.oj-cp-pair { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; margin-bottom: 8px; }'
  + ' .oj-cp-pair .semi-input-textarea-wrapper { flex: 1 1 200px; min-width: 0; }'
  + ' .oj-cp-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 0 16px; }'
  + ' .oj-cp-switches { display: flex; flex-wrap: wrap; gap: 8px 24px; margin-bottom: 12px; } .oj-cp-switches label { display: inline-flex; gap: 8px; align-items: center; }';

function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return <div className="oj-card" data-testid={testId}><div className="oj-card-title" style={{ marginBottom: 12 }}>{title}</div>{children}</div>;
}

export default function ContestProblemEdit() {
  const { t } = useTranslation('contests');
  const { t: tp } = useTranslation('problems');
  const navigate = useNavigate();
  const params = useParams();
  const cid = Number(params.contestId);
  const pid = params.pid !== undefined ? Number(params.pid) : undefined;
  const editing = pid !== undefined;
  const { calls, paths } = useContestAdminScope();
  const [draft, setDraft] = useState<ContestProblemDraft | null>(null);
  const [languages, setLanguages] = useState<LanguageRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [langs, contest] = await Promise.all([getLanguages(), calls.getContest(cid)]);
        // a new contest problem is this site's: its program languages (an imported remote one keeps its
        // judge's); Answer, for output-only problems, is chosen by hand
        const names = languagesOfBank(langs.data, LOCAL_BANK).filter((l) => !l.isSpj && l.name !== ANSWER_LANGUAGE).map((l) => l.name);
        if (!live) return;
        setLanguages(langs.data);
        if (!editing) return setDraft(newDraft(contest.data.type, names));
        const [shown, problemLanguages, problem, cases] = await Promise.all([calls.getContestProblemRow(cid, pid), calls.problemLanguages(cid, pid), calls.getProblem(pid), calls.getCases(pid)]);
        if (live) setDraft(loadedDraft(shown.data, problem.data, cases.data, problemLanguages));
      } catch {
        /* the client showed the message */
      }
    })();
    return () => { live = false; };
  }, [cid, pid, editing, calls]);

  if (!draft) return <div className="oj-card" data-testid="contest-problem-edit" />;
  const { form } = draft;
  const p = form.problem;
  /** any change hides the last refusal: it may no longer hold */
  const set = (patch: Partial<ContestProblemDraft>) => { setDraft({ ...draft, ...patch }); setError(null); };
  const setForm = (patch: Partial<FormState>) => set({ form: { ...form, ...patch } });
  const setP = (patch: Partial<AdminProblem>) => setForm({ problem: { ...p, ...patch } });
  const setExample = (i: number, patch: Partial<Example>) => setForm({ examples: form.examples.map((e, j) => (j === i ? { ...e, ...patch } : e)) });

  async function save() {
    if (!draft) return;
    const rule = contestProblemError(draft);
    setError(rule);
    if (rule) return;
    setSaving(true);
    try {
      if (editing) await calls.updateContestProblemWrite(toWrite(cid, draft));
      else await calls.createContestProblem(toWrite(cid, draft));
      Toast.success(t(editing ? 'CA_Updated' : 'CA_Created'));
      navigate(paths.problems(cid));
    } catch {
      /* the client showed the server's message; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  async function download(problemId: number) {
    Toast.info(tp('PA_Downloading'));
    try {
      await downloadTestCases(problemId);
      Toast.success(tp('PA_Download_Success'));
    } catch {
      /* the client showed the message */
    }
  }

  const text = (key: 'description' | 'input' | 'output' | 'hint' | 'source', label: string, rows = 4) => (
    <Field label={label} testId={`cp-${key}`}>
      <TextArea rows={rows} value={p[key]} onChange={(v) => setP({ [key]: v })} />
    </Field>
  );
  const limit = (key: 'timeLimit' | 'memoryLimit' | 'stackLimit', label: string, testId: string, suffix: string) => (
    <Field label={label} testId={testId}><InputNumber min={1} value={Number.isNaN(p[key]) ? '' : p[key]} onChange={(v) => setP({ [key]: typeof v === 'number' ? v : Number.NaN })} suffix={suffix} /></Field>
  );
  const toggle = (key: 'codeShare' | 'openCaseResult', label: string) => (
    <label data-testid={`cp-${key}`}><Switch checked={p[key]} onChange={(v) => setP({ [key]: v })} aria-label={label} />{label}</label>
  );

  return (
    <div data-testid="contest-problem-edit">
      <style>{STYLE}</style>
      <div className="oj-card">
        <div className="oj-card-header">
          <span className="oj-card-title">{t(editing ? 'CA_Edit_Contest_Problem' : 'CA_Create_Contest_Problem')}</span>
          <Button onClick={() => navigate(paths.problems(cid))}>{t('CA_Back')}</Button>
        </div>
        <div className="oj-cp-grid">
          <Field label={t('CA_Display_ID')} testId="cp-display-id"><Input value={draft.displayId} onChange={(displayId) => set({ displayId })} /></Field>
          <Field label={t('CA_Display_Title')} testId="cp-display-title"><Input value={draft.displayTitle} onChange={(displayTitle) => set({ displayTitle })} /></Field>
          <Field label={t('CA_Balloon')} testId="cp-color"><input type="color" value={draft.color} onChange={(e) => set({ color: e.target.value })} aria-label={t('CA_Balloon')} /></Field>
          <Field label={t('CA_Problem_Id')} testId="cp-problem-id"><Input value={p.problemId} onChange={(problemId) => setP({ problemId })} disabled={editing} /></Field>
          <Field label={t('CA_Title')} testId="cp-title"><Input value={p.title} onChange={(title) => setP({ title })} /></Field>
          {limit('timeLimit', t('CA_Time_Limit'), 'cp-time', 'ms')}
          {limit('memoryLimit', t('CA_Memory_Limit'), 'cp-memory', 'MB')}
          {limit('stackLimit', t('CA_Stack_Limit'), 'cp-stack', 'MB')}
          <Field label={t('CA_Difficulty')} testId="cp-difficulty">
            <Select value={p.difficulty} onChange={(v) => setP({ difficulty: Number(v) })} optionList={DIFFICULTIES.map((k, i) => ({ value: i, label: t(k) }))} />
          </Field>
          {p.type === PROBLEM_TYPE.oi && (
            <Field label={tp('PA_IO_Score')} testId="cp-io-score">
              <InputNumber min={0} value={Number.isNaN(p.ioScore) ? '' : p.ioScore} onChange={(v) => setP({ ioScore: typeof v === 'number' ? v : Number.NaN })} />
            </Field>
          )}
        </div>
        {text('description', t('CA_Description'), 6)}
        {text('input', t('CA_Input_Description'))}
        {text('output', t('CA_Output_Description'))}
        <Field label={t('CA_Examples')} testId="cp-examples">
          {form.examples.map((e, i) => (
            <div key={i} className="oj-cp-pair" data-testid="cp-examples-row">
              <TextArea rows={2} value={e.input} onChange={(input) => setExample(i, { input })} placeholder={t('CA_Input')} aria-label={`${t('CA_Examples')} ${i + 1} ${t('CA_Input')}`} />
              <TextArea rows={2} value={e.output} onChange={(output) => setExample(i, { output })} placeholder={t('CA_Output')} aria-label={`${t('CA_Examples')} ${i + 1} ${t('CA_Output')}`} />
              {form.examples.length > 1 && <Button size="small" type="danger" onClick={() => setForm({ examples: form.examples.filter((_, j) => j !== i) })}>{t('CA_Remove')}</Button>}
            </div>
          ))}
          <Button size="small" onClick={() => setForm({ examples: [...form.examples, { input: '', output: '' }] })} data-testid="cp-examples-add">{t('CA_Add')}</Button>
        </Field>
        {text('hint', t('CA_Hint'), 3)}
        {text('source', t('CA_Source'), 2)}
        <Field label={t('CA_Languages')} testId="cp-languages">
          <Select multiple filter value={form.languages} onChange={(v) => setForm({ languages: v as string[] })} style={{ width: '100%' }}
            optionList={languagesOfBank(languages, problemBank(p, languages)).filter((l) => !l.isSpj).map((l) => ({ value: l.name, label: languageLabel(l.name, tp) }))} />
        </Field>
        <div className="oj-cp-switches">
          {toggle('codeShare', t('CA_Code_Share'))}
          {toggle('openCaseResult', t('CA_Open_Case_Result'))}
        </div>
        <EndBlankSwitch checked={p.isRemoveEndBlank} onChange={(isRemoveEndBlank) => setP({ isRemoveEndBlank })} />
      </div>

      <Section title={tp('PA_Judge_Mode')} testId="cp-judge-mode">
        <CheckerSection
          state={{ judgeMode: p.judgeMode, spjCode: p.spjCode, spjLanguage: p.spjLanguage, compiledCode: form.compiledCode }}
          languages={languages}
          judgeExtraFiles={form.judgeExtraFiles}
          onChange={({ compiledCode, ...patch }) => setForm({ problem: { ...p, ...patch }, compiledCode: compiledCode === undefined ? form.compiledCode : compiledCode })}
        />
      </Section>

      <Section title={tp('PA_IO_Mode')} testId="cp-io-mode">
        <FileIoEditor state={{ isFileIO: p.isFileIO, ioReadFileName: p.ioReadFileName, ioWriteFileName: p.ioWriteFileName }} onChange={setP} />
      </Section>

      <Section title={tp('PA_Test_Cases')} testId="cp-test-cases">
        <Field label={tp('PA_Judge_Case_Mode')}>
          <CaseModeSelect value={p.judgeCaseMode} onChange={(judgeCaseMode) => setP({ judgeCaseMode })} />
        </Field>
        <CaseEditor state={{ upload: form.upload, cases: form.cases, uploadDir: form.uploadDir }} onChange={setForm} />
        {editing && (
          <Button style={{ marginTop: 12 }} onClick={() => void download(pid)} data-testid="cp-download-cases">{t('CA_Download_Test_Data')}</Button>
        )}
      </Section>

      <Section title={tp('PA_Extra_Files')} testId="cp-extra-files">
        <Field label={tp('PA_User_Extra_Files')}><ExtraFileEditor files={form.userExtraFiles} onChange={(userExtraFiles) => setForm({ userExtraFiles })} testId="user-extra-files" /></Field>
        <Field label={tp('PA_Judge_Extra_Files')}><ExtraFileEditor files={form.judgeExtraFiles} onChange={(judgeExtraFiles) => setForm({ judgeExtraFiles })} testId="judge-extra-files" /></Field>
      </Section>

      <div className="oj-card">
        {error && <Banner type="danger" description={<span data-testid="cp-error">{t(error)}</span>} closeIcon={null} style={{ marginBottom: 12 }} />}
        <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="cp-save">{t('CA_Save')}</Button>
      </div>
    </div>
  );
}
