// /admin/contest/:contestId/problem/create and /admin/contest/:contestId/problem/:pid/edit (spec 3
// §4, reference admin contest problem form): a problem written inside the contest — a contest
// problem of the bank (auth 3, the contest's rule) — with its display id, display title and balloon
// colour. Statement, limits, examples, languages and switches; test cases when it is created (an
// edit keeps the test data). The server checks every field and answers in the page's language;
// the bank's own form (Admin → Problems) offers the rest (special judges, uploaded test data).
import { Banner, Button, Input, InputNumber, Select, Switch, TextArea, Toast } from '@douyinfe/semi-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Field } from './Field.js';
import { createContestProblem, getContest, getContestProblem, listContestProblems, listLanguages, updateContestProblemWrite, type ContestProblemWrite } from './api.js';

interface Pair { input: string; output: string; score: number | null }

interface Draft {
  displayId: string; displayTitle: string; color: string;
  problemId: string; title: string; timeLimit: number; memoryLimit: number; stackLimit: number; difficulty: number;
  description: string; input: string; output: string; hint: string; source: string;
  codeShare: boolean; isRemoveEndBlank: boolean; openCaseResult: boolean;
  examples: Pair[]; cases: Pair[]; languages: string[];
}

const DIFFICULTIES = ['CA_Easy', 'CA_Mid', 'CA_Hard'];

/**
 * Spec 3 §5 (the problem form): in a contest the display id and display title are required, so are
 * the title and the input and output descriptions; at least one language; a new problem's test
 * cases each have an input or an output, and in OI a score that is a non-negative integer.
 * The message key of the first broken rule, or null.
 */
export function contestProblemError(d: Draft, creating: boolean, oi: boolean): string | null {
  if (!d.displayId.trim()) return 'CA_Need_Display_Id';
  if (!d.displayTitle.trim()) return 'CA_Need_Display_Title';
  if (creating && !d.problemId.trim()) return 'CA_Need_Problem_Id';
  if (!d.title.trim()) return 'CA_Need_Title';
  if (!d.input.trim() || !d.output.trim()) return 'CA_Need_Input_Output';
  if (d.languages.length === 0) return 'CA_Need_Language';
  if (creating) {
    if (d.cases.length === 0 || d.cases.some((c) => !c.input && !c.output)) return 'CA_Need_Case';
    if (oi && d.cases.some((c) => c.score === null || !Number.isInteger(c.score) || c.score < 0)) return 'CA_Need_Case_Score';
  }
  return null;
}

function newDraft(languages: string[]): Draft {
  return {
    displayId: '', displayTitle: '', color: '#3498db', problemId: '', title: '', timeLimit: 1000, memoryLimit: 256, stackLimit: 128, difficulty: 0,
    description: '', input: '', output: '', hint: '', source: '', codeShare: false, isRemoveEndBlank: true, openCaseResult: false,
    examples: [{ input: '', output: '', score: null }], cases: [{ input: '', output: '', score: null }], languages,
  };
}

/** the statement's examples as the problem stores them: <input>…</input><output>…</output> pairs */
const formatExamples = (pairs: Pair[]) => pairs.filter((p) => p.input || p.output).map((p) => `<input>${p.input}</input><output>${p.output}</output>`).join('');
function parseExamples(text: string | null): Pair[] {
  const pairs = [...(text ?? '').matchAll(/<input>([\s\S]*?)<\/input><output>([\s\S]*?)<\/output>/g)].map((m) => ({ input: m[1], output: m[2], score: null }));
  return pairs.length ? pairs : [{ input: '', output: '', score: null }];
}


export default function ContestProblemEdit() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const params = useParams();
  const cid = Number(params.contestId);
  const pid = params.pid !== undefined ? Number(params.pid) : undefined;
  const editing = pid !== undefined;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [allLanguages, setAllLanguages] = useState<string[]>([]);
  /** an OI contest's test cases carry scores */
  const [oi, setOi] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [langs, contest] = await Promise.all([listLanguages(), getContest(cid)]);
        const names = langs.data.filter((l) => !l.isSpj).map((l) => l.name);
        if (!live) return;
        setAllLanguages(names);
        setOi(contest.data.type === 1);
        if (!editing) return setDraft(newDraft(names));
        const [{ data: { problem: p, languages } }, list] = await Promise.all([getContestProblem(cid, pid), listContestProblems(cid, { currentPage: 1, limit: 1 })]);
        const shown = list.data.contestProblemMap[String(pid)];
        if (!live) return;
        setDraft({
          ...newDraft(languages), displayId: shown?.displayId ?? '', displayTitle: shown?.displayTitle ?? '', color: shown?.color ?? '#3498db',
          problemId: p.problemId, title: p.title, timeLimit: p.timeLimit, memoryLimit: p.memoryLimit, stackLimit: p.stackLimit, difficulty: p.difficulty,
          description: p.description ?? '', input: p.input ?? '', output: p.output ?? '', hint: p.hint ?? '', source: p.source ?? '',
          codeShare: p.codeShare, isRemoveEndBlank: p.isRemoveEndBlank, openCaseResult: p.openCaseResult, examples: parseExamples(p.examples), cases: [],
        });
      } catch {
        /* the client showed the message */
      }
    })();
    return () => { live = false; };
  }, [cid, pid, editing]);

  if (!draft) return <div className="oj-card" data-testid="contest-problem-edit" />;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setPair = (key: 'examples' | 'cases', i: number, patch: Partial<Pair>) => set({ [key]: draft[key].map((p, j) => (j === i ? { ...p, ...patch } : p)) });

  async function save() {
    if (!draft) return;
    const rule = contestProblemError(draft, !editing, oi);
    setError(rule);
    if (rule) return;
    const body: ContestProblemWrite = {
      cid, displayId: draft.displayId.trim(), displayTitle: draft.displayTitle.trim() || undefined, color: draft.color || null,
      problem: {
        ...(editing ? { id: pid } : {}), problemId: draft.problemId.trim(), title: draft.title.trim(),
        description: draft.description, input: draft.input, output: draft.output, examples: formatExamples(draft.examples), hint: draft.hint, source: draft.source,
        timeLimit: draft.timeLimit, memoryLimit: draft.memoryLimit, stackLimit: draft.stackLimit, difficulty: draft.difficulty,
        codeShare: draft.codeShare, isRemoveEndBlank: draft.isRemoveEndBlank, openCaseResult: draft.openCaseResult,
      },
      languages: draft.languages.map((name) => ({ name })),
      ...(editing ? {} : { samples: draft.cases.map((c) => ({ input: c.input, output: c.output, score: c.score, groupNum: null })) }),
    };
    setSaving(true);
    try {
      if (editing) await updateContestProblemWrite(body);
      else await createContestProblem(body);
      Toast.success(t(editing ? 'CA_Updated' : 'CA_Created'));
      navigate(`/admin/contest/${cid}/problems`);
    } catch {
      /* the client showed the server's message; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  const pairs = (key: 'examples' | 'cases', label: string, withScore: boolean) => (
    <Field label={label} testId={`cp-${key}`}>
      {draft[key].map((p, i) => (
        <div key={i} className="oj-cp-pair" data-testid={`cp-${key}-row`}>
          <TextArea rows={2} value={p.input} onChange={(v) => setPair(key, i, { input: v })} placeholder={t('CA_Input')} aria-label={`${label} ${i + 1} ${t('CA_Input')}`} />
          <TextArea rows={2} value={p.output} onChange={(v) => setPair(key, i, { output: v })} placeholder={t('CA_Output')} aria-label={`${label} ${i + 1} ${t('CA_Output')}`} />
          {withScore && <InputNumber min={0} max={1000} value={p.score ?? undefined} onChange={(v) => setPair(key, i, { score: typeof v === 'number' ? v : null })} placeholder={t('CA_Score')} style={{ width: 110 }} />}
          {draft[key].length > 1 && <Button size="small" type="danger" onClick={() => set({ [key]: draft[key].filter((_, j) => j !== i) })}>{t('CA_Remove')}</Button>}
        </div>
      ))}
      <Button size="small" onClick={() => set({ [key]: [...draft[key], { input: '', output: '', score: null }] })} data-testid={`cp-${key}-add`}>{t('CA_Add')}</Button>
    </Field>
  );
  const text = (key: 'description' | 'input' | 'output' | 'hint' | 'source', label: string, rows = 4) => (
    <Field label={label} testId={`cp-${key}`}>
      <TextArea rows={rows} value={draft[key]} onChange={(v) => set({ [key]: v })} />
    </Field>
  );

  return (
    <div className="oj-card" data-testid="contest-problem-edit">
      <style>{'.oj-cp-pair { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; margin-bottom: 8px; } .oj-cp-pair .semi-input-textarea-wrapper { flex: 1 1 200px; min-width: 0; } .oj-cp-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 0 16px; }'}</style>
      <div className="oj-card-header">
        <span className="oj-card-title">{t(editing ? 'CA_Edit_Contest_Problem' : 'CA_Create_Contest_Problem')}</span>
        <Button onClick={() => navigate(`/admin/contest/${cid}/problems`)}>{t('CA_Back')}</Button>
      </div>
      <div className="oj-cp-grid">
        <Field label={t('CA_Display_ID')} testId="cp-display-id"><Input value={draft.displayId} onChange={(v) => set({ displayId: v })} /></Field>
        <Field label={t('CA_Display_Title')} testId="cp-display-title"><Input value={draft.displayTitle} onChange={(v) => set({ displayTitle: v })}  /></Field>
        <Field label={t('CA_Balloon')} testId="cp-color"><input type="color" value={draft.color} onChange={(e) => set({ color: e.target.value })} aria-label={t('CA_Balloon')} /></Field>
        <Field label={t('CA_Problem_Id')} testId="cp-problem-id"><Input value={draft.problemId} onChange={(v) => set({ problemId: v })} disabled={editing} /></Field>
        <Field label={t('CA_Title')} testId="cp-title"><Input value={draft.title} onChange={(v) => set({ title: v })} /></Field>
        <Field label={t('CA_Time_Limit')} testId="cp-time"><InputNumber min={1} value={draft.timeLimit} onChange={(v) => set({ timeLimit: Number(v) || 0 })} suffix="ms" /></Field>
        <Field label={t('CA_Memory_Limit')} testId="cp-memory"><InputNumber min={1} value={draft.memoryLimit} onChange={(v) => set({ memoryLimit: Number(v) || 0 })} suffix="MB" /></Field>
        <Field label={t('CA_Stack_Limit')} testId="cp-stack"><InputNumber min={1} value={draft.stackLimit} onChange={(v) => set({ stackLimit: Number(v) || 0 })} suffix="MB" /></Field>
        <Field label={t('CA_Difficulty')} testId="cp-difficulty">
          <Select value={draft.difficulty} onChange={(v) => set({ difficulty: Number(v) })} optionList={DIFFICULTIES.map((k, i) => ({ value: i, label: t(k) }))} />
        </Field>
      </div>
      {text('description', t('CA_Description'), 6)}
      {text('input', t('CA_Input_Description'))}
      {text('output', t('CA_Output_Description'))}
      {pairs('examples', t('CA_Examples'), false)}
      {text('hint', t('CA_Hint'), 3)}
      {text('source', t('CA_Source'), 2)}
      <Field label={t('CA_Languages')} testId="cp-languages">
        <Select multiple filter value={draft.languages} onChange={(v) => set({ languages: v as string[] })} optionList={allLanguages.map((n) => ({ value: n, label: n }))} style={{ width: '100%' }} />
      </Field>
      <div className="oj-cp-grid">
        <Field label={t('CA_Code_Share')}><Switch checked={draft.codeShare} onChange={(v) => set({ codeShare: v })} aria-label={t('CA_Code_Share')} /></Field>
        <Field label={t('CA_Remove_End_Blank')}><Switch checked={draft.isRemoveEndBlank} onChange={(v) => set({ isRemoveEndBlank: v })} aria-label={t('CA_Remove_End_Blank')} /></Field>
        <Field label={t('CA_Open_Case_Result')}><Switch checked={draft.openCaseResult} onChange={(v) => set({ openCaseResult: v })} aria-label={t('CA_Open_Case_Result')} /></Field>
      </div>
      {editing ? <p className="oj-muted" data-testid="cp-cases-kept">{t('CA_Cases_Kept')}</p> : pairs('cases', t('CA_Test_Cases'), oi)}
      {error && <Banner type="danger" description={<span data-testid="cp-error">{t(error)}</span>} closeIcon={null} style={{ marginBottom: 12 }} />}
      <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="cp-save">{t('CA_Save')}</Button>
    </div>
  );
}
