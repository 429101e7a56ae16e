// The admin problem form: every field of the admin problem model (spec 2 §3), checked by the rules
// of spec 2 §5 before the save call: a broken rule's message shows at its field and above Save; the
// server's refusals (each rule with its field's own message) show above Save. The bank's pages
// (ProblemEdit.tsx) and a group's problem form (the groups plugin, spec 3 §5, inside a
// ProblemFormGroup) are this form with their own calls.
import { Banner, Button, Checkbox, Input, Select, Switch, TextArea, Toast } from '@douyinfe/semi-ui';
import { CodeEditor, Markdown } from '@oj/ui';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguages, PROBLEM_AUTHS, type AdminProblem, type LanguageRow, type ProblemAuth } from './api.js';
import { languagesOfBank, LOCAL_BANK, problemBank } from './bank-languages.js';
import { CaseEditor, CaseModeSelect } from './CaseEditor.js';
import { CheckerSection } from './CheckerSection.js';
import { EndBlankSwitch } from './EndBlankSwitch.js';
import { ExtraFileEditor } from './ExtraFileEditor.js';
import { FileIoEditor } from './FileIoEditor.js';
import { ProblemFormGroup } from './form-group.js';
import { loadForm, newForm, toSave, type ProblemFormCalls } from './form-io.js';
import { EXAMPLES_SUGGESTED, formError, RULE_FIELD, type FormState } from './form-model.js';
import { TagPicker } from './TagPicker.js';
import { languageLabel } from '../languageLabel.js';
import { PROBLEM_TYPE } from '@oj/plugin-problems/browser';

const AUTH_LABEL: Record<ProblemAuth, string> = { 1: 'PA_Auth_Public', 2: 'PA_Auth_Private', 3: 'PA_Auth_Contest' };
const LEVEL_LABEL = ['PA_Easy', 'PA_Mid', 'PA_Hard'];

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return <label className="oj-form-item" data-testid={testId}><span>{label}</span>{children}</label>;
}

function MarkdownField({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  const { t } = useTranslation('problems');
  const [preview, setPreview] = useState(false);
  return (
    <div className="oj-form-item" data-testid={testId}>
      <span>{label} <Button size="small" theme="borderless" onClick={() => setPreview(!preview)} data-testid={`${testId}-preview-toggle`}>{preview ? t('PA_Edit') : t('PA_Preview')}</Button></span>
      {preview ? <div className="oj-card" style={{ border: '1px solid #eee' }} data-testid={`${testId}-preview`}><Markdown source={value} /></div>
        : <TextArea value={value} onChange={onChange} autosize rows={4} data-testid={`${testId}-input`} />}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <div className="oj-card"><div className="oj-card-title">{title}</div>{children}</div>;
}

export interface ProblemFormProps {
  /** the problem to edit; null for a new one */
  pid: number | null;
  calls: ProblemFormCalls;
  /** the authorities offered (a group's problem is public or private: spec 3 §4) */
  auths?: readonly ProblemAuth[];
  /** written before the display id, which is saved with it (a group's short name: spec 3 §3) */
  idPrefix?: string;
  /** the input and output descriptions are required (spec 3 §5 "Group problem form") */
  requireIo?: boolean;
  onSaved(): void;
}

const withoutPrefix = (id: string, prefix: string) => (prefix && id.toLowerCase().startsWith(prefix.toLowerCase()) ? id.slice(prefix.length) : id);
/** issue 28 §13: an id typed with the prefix already in front is not prefixed again */
const withPrefix = (id: string, prefix: string) => (prefix && !id.toLowerCase().startsWith(prefix.toLowerCase()) ? `${prefix}${id}` : id);

export function ProblemForm({ pid, calls, auths = PROBLEM_AUTHS, idPrefix = '', requireIo = false, onSaved }: ProblemFormProps) {
  const { t } = useTranslation('problems');
  const gid = useContext(ProblemFormGroup);
  const [languages, setLanguages] = useState<LanguageRow[]>([]);
  const [form, setForm] = useState<FormState | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** the field the refusal is about, where its message also shows */
  const [errorField, setErrorField] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void (async () => {
      try {
        const langs = (await getLanguages()).data;
        setLanguages(langs);
        const loaded = pid ? await loadForm(pid, langs, calls, gid) : newForm(languagesOfBank(langs, LOCAL_BANK));
        setForm({ ...loaded, problem: { ...loaded.problem, problemId: withoutPrefix(loaded.problem.problemId, idPrefix) } });
      } catch {
        /* the client showed the message; the form stays unloaded */
      }
    })();
  }, [pid, calls, gid, idPrefix]);

  if (!form) return <div className="oj-card" data-testid="admin-problem-form-loading">{t('PA_Loading')}</div>;
  const p = form.problem;
  /**
   * any change hides the last refusal: it may no longer hold. Each change is made to the form as it
   * is then, not as this render saw it: a change that comes later (a checker compiled while the admin
   * typed a title) must not take back the ones made meanwhile
   */
  const change = (next: (current: FormState) => FormState) => {
    setForm((current) => (current ? next(current) : current));
    setError(null);
    setErrorField(null);
  };
  const fieldError = (field: string) => (errorField === field && error
    ? <div style={{ color: 'var(--semi-color-danger)', fontSize: 12, marginTop: 4 }} data-testid={`field-error-${field}`}>{error}</div> : null);
  const update = (patch: Partial<FormState>) => change((f) => ({ ...f, ...patch }));
  const setP = (patch: Partial<AdminProblem>) => change((f) => ({ ...f, problem: { ...f.problem, ...patch } }));
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  // a problem offers the languages of its bank: this site's, or for a remote problem its judge's
  const bankLanguages = languagesOfBank(languages, problemBank(p, languages));
  const userLanguages = bankLanguages.filter((l) => !l.isSpj);

  async function save() {
    if (!form) return;
    const rule = formError(form, { requireIo });
    if (rule) {
      // said at its field and above Save, where the admin is looking: no toast as well (it was said three times)
      setError(t(rule));
      setErrorField(RULE_FIELD[rule] ?? null);
      return;
    }
    setError(null);
    setErrorField(null);
    setSaving(true);
    try {
      const body = toSave(form, bankLanguages);
      await calls.save({ ...body, problem: { ...body.problem, problemId: withPrefix(body.problem.problemId, idPrefix) } });
      Toast.success(t(pid ? 'PA_Update_Success' : 'PA_Create_Success'));
      onSaved();
    } catch (err) {
      setError((err as Error).message || t('PA_Update_Failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div data-testid="admin-problem-form">
      <Section title={pid ? t('PA_Edit_Problem') : t('PA_Create_Problem')}>
        <div className="oj-form-grid">
          <Field label={t('PA_Display_ID')}><Input value={p.problemId} onChange={(problemId) => setP({ problemId })} prefix={idPrefix || undefined} data-testid="field-problemId" />{fieldError('problemId')}</Field>
          <Field label={t('PA_Title')}><Input value={p.title} onChange={(title) => setP({ title })} data-testid="field-title" />{fieldError('title')}</Field>
        </div>
        <MarkdownField label={t('PA_Description')} value={p.description} onChange={(description) => setP({ description })} testId="field-description" />
        {fieldError('description')}
        <MarkdownField label={t('PA_Input_Description')} value={p.input} onChange={(input) => setP({ input })} testId="field-input" />
        {fieldError('input')}
        <MarkdownField label={t('PA_Output_Description')} value={p.output} onChange={(output) => setP({ output })} testId="field-output" />
        {fieldError('output')}
        <div className="oj-form-grid">
          <Field label={t('PA_Time_Limit')}><Input value={Number.isNaN(p.timeLimit) ? '' : String(p.timeLimit)} onChange={(v) => setP({ timeLimit: num(v) })} suffix="ms" data-testid="field-timeLimit" /></Field>
          <Field label={t('PA_Memory_Limit')}><Input value={Number.isNaN(p.memoryLimit) ? '' : String(p.memoryLimit)} onChange={(v) => setP({ memoryLimit: num(v) })} suffix="MB" data-testid="field-memoryLimit" /></Field>
          <Field label={t('PA_Stack_Limit')}><Input value={Number.isNaN(p.stackLimit) ? '' : String(p.stackLimit)} onChange={(v) => setP({ stackLimit: num(v) })} suffix="MB" data-testid="field-stackLimit" /></Field>
          <Field label={t('PA_Level')}>
            <Select value={p.difficulty} onChange={(v) => setP({ difficulty: Number(v) })} style={{ width: '100%' }} optionList={LEVEL_LABEL.map((l, i) => ({ value: i, label: t(l) }))} data-testid="field-difficulty" />
          </Field>
          <Field label={t('PA_Type')}>
            <Select value={p.type} onChange={(v) => setP({ type: Number(v) })} style={{ width: '100%' }} optionList={[{ value: 0, label: 'ACM' }, { value: 1, label: 'OI' }]} data-testid="field-type" />
          </Field>
          {p.type === PROBLEM_TYPE.oi && <Field label={t('PA_IO_Score')}><Input value={Number.isNaN(p.ioScore) ? '' : String(p.ioScore)} onChange={(v) => setP({ ioScore: num(v) })} data-testid="field-ioScore" /></Field>}
          <Field label={t('PA_Auth')}>
            <Select value={p.auth} onChange={(v) => setP({ auth: v as ProblemAuth })} style={{ width: '100%' }} optionList={auths.map((a) => ({ value: a, label: t(AUTH_LABEL[a]) }))} data-testid="field-auth" />
          </Field>
          <Field label={t('PA_Source')}><Input value={p.source} onChange={(source) => setP({ source })} data-testid="field-source" />{fieldError('source')}</Field>
        </div>
        {fieldError('limits')}
        {p.outputLimitMb ? <div style={{ color: 'var(--semi-color-text-2)', marginBottom: 8 }} data-testid="output-limit">{t('PA_Output_Limit', { mb: p.outputLimitMb })}</div> : null}
        <div className="oj-toolbar">
          <Switch checked={p.codeShare} onChange={(codeShare) => setP({ codeShare })} /> {t('PA_Code_Shareable')}
          <Switch checked={p.openCaseResult} onChange={(openCaseResult) => setP({ openCaseResult })} /> {t('PA_Open_Case_Result')}
        </div>
        <EndBlankSwitch checked={p.isRemoveEndBlank} onChange={(isRemoveEndBlank) => setP({ isRemoveEndBlank })} />
        <Field label={t('PA_Languages')}>
          <Select multiple filter value={form.languages} onChange={(v) => update({ languages: v as string[] })} style={{ width: '100%' }}
            optionList={userLanguages.map((l) => ({ value: l.name, label: languageLabel(l.name, t) }))} data-testid="field-languages" />{fieldError('languages')}
        </Field>
        <Field label={t('PA_Tags')}><TagPicker tags={form.tags} onChange={(tags) => update({ tags })} />{fieldError('tags')}</Field>
      </Section>

      <Section title={t('PA_Examples')}>
        {form.examples.length > EXAMPLES_SUGGESTED && <Banner type="warning" description={t('PA_Examples_Suggested')} closeIcon={null} />}
        {form.examples.map((e, i) => (
          <div key={i} className="oj-card" style={{ border: '1px solid #eee' }} data-testid="example">
            <div className="oj-toolbar"><b>{t('PA_Example')} {i + 1}</b>
              <Button size="small" type="danger" onClick={() => update({ examples: form.examples.filter((_, j) => j !== i) })}>{t('PA_Delete')}</Button></div>
            <div className="oj-form-grid">
              <TextArea value={e.input} rows={3} placeholder={t('PA_Example_Input')} onChange={(input) => update({ examples: form.examples.map((x, j) => (j === i ? { ...x, input } : x)) })} data-testid="example-input" />
              <TextArea value={e.output} rows={3} placeholder={t('PA_Example_Output')} onChange={(output) => update({ examples: form.examples.map((x, j) => (j === i ? { ...x, output } : x)) })} data-testid="example-output" />
            </div>
          </div>
        ))}
        {fieldError('examples')}
        <Button size="small" onClick={() => update({ examples: [...form.examples, { input: '', output: '' }] })} data-testid="add-example">{t('PA_Add_Example')}</Button>
        <MarkdownField label={t('PA_Hint')} value={p.hint} onChange={(hint) => setP({ hint })} testId="field-hint" />
        {fieldError('hint')}
      </Section>

      <Section title={t('PA_Judge_Mode')}>
        <CheckerSection
          state={{ judgeMode: p.judgeMode, spjCode: p.spjCode, spjLanguage: p.spjLanguage, compiledCode: form.compiledCode }}
          languages={languages}
          judgeExtraFiles={form.judgeExtraFiles}
          onChange={({ compiledCode, ...patch }) => change((f) => ({ ...f, problem: { ...f.problem, ...patch }, compiledCode: compiledCode === undefined ? f.compiledCode : compiledCode }))}
        />
        {p.validationPasses ? <div style={{ color: 'var(--semi-color-text-2)', marginTop: 8 }} data-testid="multi-pass">{t('PA_Multi_Pass', { count: p.validationPasses })}</div> : null}
        {fieldError('checker')}
      </Section>

      <Section title={t('PA_IO_Mode')}>
        <FileIoEditor state={{ isFileIO: p.isFileIO, ioReadFileName: p.ioReadFileName, ioWriteFileName: p.ioWriteFileName }} onChange={setP} />
        {fieldError('fileIO')}
      </Section>

      <Section title={t('PA_Code_Templates')}>
        {form.languages.map((name) => {
          const tpl = form.templates.find((c) => c.language === name);
          const lang = bankLanguages.find((l) => l.name === name);
          return (
            <div key={name} data-testid="code-template">
              <Checkbox checked={!!tpl} onChange={(e) => update({
                templates: e.target.checked ? [...form.templates, { lid: lang?.id ?? 0, language: name, code: lang?.template ?? '', status: true }] : form.templates.filter((c) => c.language !== name),
              })}>{name}</Checkbox>
              {tpl && <CodeEditor value={tpl.code} language={name} height={200} onChange={(code) => update({ templates: form.templates.map((c) => (c.language === name ? { ...c, code } : c)) })} />}
            </div>
          );
        })}
        {fieldError('templates')}
      </Section>

      <Section title={t('PA_Test_Cases')}>
        <Field label={t('PA_Judge_Case_Mode')}>
          <CaseModeSelect value={p.judgeCaseMode} onChange={(judgeCaseMode) => setP({ judgeCaseMode })} />
        </Field>
        <CaseEditor state={{ upload: form.upload, cases: form.cases, uploadDir: form.uploadDir }} onChange={(c) => update(c)} />
        {fieldError('cases')}
      </Section>

      <Section title={t('PA_Extra_Files')}>
        <div className="oj-form-item"><span>{t('PA_User_Extra_Files')}</span><ExtraFileEditor files={form.userExtraFiles} onChange={(userExtraFiles) => update({ userExtraFiles })} testId="user-extra-files" /></div>
        <div className="oj-form-item"><span>{t('PA_Judge_Extra_Files')}</span><ExtraFileEditor files={form.judgeExtraFiles} onChange={(judgeExtraFiles) => update({ judgeExtraFiles })} testId="judge-extra-files" /></div>
        {fieldError('extraFiles')}
      </Section>

      <div className="oj-card">
        {error && <Banner type="danger" description={<span data-testid="form-error">{error}</span>} closeIcon={null} style={{ marginBottom: 12 }} />}
        <Button theme="solid" size="large" loading={saving} onClick={() => void save()} data-testid="problem-save">{t('PA_Save')}</Button>
      </div>
    </div>
  );
}
