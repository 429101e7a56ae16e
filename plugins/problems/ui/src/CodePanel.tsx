// The problem page's editor pane (spec 2 §2, §3, §4, §5): language, theme, font size and tab size
// kept per problem and globally, the code template and Reset, the last accepted code, submit with
// the verdict panel, and the online test run.
import { Banner, Button, Select, Toast } from '@douyinfe/semi-ui';
import { CodeEditor, EDITOR_DEFAULTS, EDITOR_FONT_SIZES, EDITOR_TAB_SIZES, EDITOR_THEMES, isAuthenticatedAtom, openLoginDialog, confirmDialog } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLastAcCode, getProblemCodeTemplate, getProblemLanguages, submitCode, type ProblemDetail } from './api.js';
import { loadEditorState, saveEditorState, type ProblemEditorState } from './editorSettings.js';
import { submissionPath, type ProblemScope } from './scope.js';
import { parseExamples } from './status.js';
import { codeError } from './submitRules.js';
import { TestRunPanel } from './TestRunPanel.js';
import { SUBMITTING, useVerdict, VerdictPanel, type VerdictState } from './Verdict.js';
import { ANSWER_LANGUAGE } from '@oj/plugin-problems/limits';
import { languageLabel } from './languageLabel.js';

const ACCEPTED = 0;

/** the problem's templates by language name (get-problem-code-template), the detail's copy until they arrive */
function useTemplates(detail: ProblemDetail, scope: ProblemScope): Record<string, string> {
  const [templates, setTemplates] = useState(detail.codeTemplate);
  useEffect(() => {
    const pid = detail.problem.id;
    void Promise.all([getProblemCodeTemplate(pid, scope), getProblemLanguages(pid)]).then(
      ([tpl, langs]) => {
        const names = new Map(langs.data.map((l) => [l.id, l.name]));
        setTemplates(Object.fromEntries(tpl.data.filter((c) => names.has(c.lid)).map((c) => [names.get(c.lid)!, c.code])));
      },
      () => undefined,
    );
  }, [detail.problem.id, scope.cid, scope.tid, scope.gid]);
  return templates;
}

/** the editor as it is now, for the page's other tabs (an AI chat tab sends the code along) */
export interface EditorSnapshot {
  code: string;
  language: string;
}

export function CodePanel({ detail, onJudged, scope = {}, editorRef }: {
  detail: ProblemDetail;
  onJudged: () => void;
  /** a contest's, training's or group's problem: the submit says which */
  scope?: ProblemScope;
  /** kept up to date with the editor's code and language */
  editorRef?: { current: EditorSnapshot | null };
}) {
  const { t } = useTranslation('problems');
  const authed = useAtomValue(isAuthenticatedAtom);
  const p = detail.problem;
  const cid = scope.cid;
  // a contest's submission opens inside the contest, a group's inside the group
  const detailPath = cid || scope.gid ? (submitId: number) => submissionPath(scope, p.problemId, submitId) : undefined;
  const templates = useTemplates(detail, scope);
  const [state, setState] = useState<ProblemEditorState>(() => loadEditorState(p.problemId, detail.languages, detail.codeTemplate));
  const [submission, setSubmission] = useState<VerdictState | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [testOpen, setTestOpen] = useState(false);
  const verdict = useVerdict(submission, () => {
    setSubmitting(false);
    onJudged();
  }, cid ?? 0);

  useEffect(() => saveEditorState(p.problemId, state), [p.problemId, state]);
  if (editorRef) editorRef.current = { code: state.code, language: state.language };
  // what the user typed is kept at the keystroke, not after React's next render: a reload right
  // after typing (or a tab closed) finds it
  const latest = useRef(state);
  latest.current = state;
  const set = (patch: Partial<ProblemEditorState>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    saveEditorState(p.problemId, next);
    setState(next);
  };

  function changeLanguage(language: string) {
    // an untouched template follows the language; the user's own code stays
    const untouched = !state.code.trim() || Object.values(templates).includes(state.code);
    set({ language, ...(untouched ? { code: templates[language] ?? '' } : {}) });
  }

  function reset() {
    confirmDialog({
      title: t('Reset_Code'),
      content: t('Reset_Code_Confirm'),
      onOk: () => set({ code: templates[state.language] ?? '' }),
    });
  }

  function lastAccepted() {
    if (!authed) {
      Toast.warning(t('Please_Login_First'));
      return openLoginDialog('Login');
    }
    if (detail.myStatus !== ACCEPTED) return void Toast.error(t('Not_Passed_Yet'));
    confirmDialog({
      title: t('Last_Accepted_Code'),
      content: t('Last_Accepted_Confirm'),
      onOk: async () => {
        try {
          const r = await getLastAcCode(p.id, scope.cid);
          // the language is applied only if the problem still offers it
          set({ code: r.data.code, ...(detail.languages.includes(r.data.language) ? { language: r.data.language } : {}) });
        } catch {
          /* the client showed the message */
        }
      },
    });
  }

  async function submit() {
    if (!authed) {
      Toast.warning(t('Please_Login_First'));
      return openLoginDialog('Login');
    }
    const error = codeError(state.code);
    if (error) return void Toast.error(t(error));
    setSubmitting(true);
    setSubmission({ submitId: 0, status: SUBMITTING });
    try {
      const r = await submitCode(p.id, state.language, state.code, scope);
      Toast.success(t('Submit_Success'));
      setSubmission({ submitId: r.data.submitId, status: r.data.status });
    } catch {
      // spec 2 §7: a failed submit clears the flag and hides the status panel
      setSubmitting(false);
      setSubmission(null);
    }
  }

  const answers = state.language === ANSWER_LANGUAGE;
  return (
    <div className="oj-card" data-testid="code-panel">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 8 }}>
        <Select value={state.language} style={{ width: 200 }} prefix={t('Language')} optionList={detail.languages.map((l) => ({ value: l, label: languageLabel(l, t) }))} onChange={(v) => changeLanguage(String(v))} data-testid="code-language" />
        <Select value={state.theme} style={{ width: 190 }} prefix={t('Theme')} optionList={Object.keys(EDITOR_THEMES).map((th) => ({ value: th, label: th }))} onChange={(v) => set({ theme: String(v) })} data-testid="theme-select" />
        <Select value={state.fontSize} style={{ width: 170 }} prefix={t('Font_Size')} optionList={EDITOR_FONT_SIZES.map((n) => ({ value: n, label: `${n}px` }))} onChange={(v) => set({ fontSize: Number(v) })} data-testid="font-size-select" />
        <Select value={state.tabSize} style={{ width: 140 }} prefix={t('Tab_Size')} optionList={EDITOR_TAB_SIZES.map((n) => ({ value: n, label: String(n) }))} onChange={(v) => set({ tabSize: Number(v) })} data-testid="tab-size-select" />
        <Button onClick={reset} data-testid="reset-code">{t('Reset')}</Button>
        <Button onClick={lastAccepted} data-testid="last-ac-code">{t('Last_Accepted_Code')}</Button>
      </div>
      {answers && <Banner type="info" fullMode={false} closeIcon={null} description={t('Answer_Note')} style={{ marginBottom: 8 }} data-testid="answer-note" />}
      {/* the editor scrolls inside itself: its line layer, briefly wider while it measures, never widens the page */}
      <div data-testid="code-editor" style={{ overflow: 'hidden', minWidth: 0 }}>
        <CodeEditor value={state.code} onChange={(code) => set({ code })} language={state.language} theme={state.theme} fontSize={state.fontSize} tabSize={state.tabSize} height={EDITOR_DEFAULTS.height} />
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12, justifyContent: 'space-between' }}>
        {/* an answer is not a program: there is nothing to test-run */}
        {answers ? <span /> : <Button onClick={() => setTestOpen((o) => !o)} data-testid="toggle-test-run">{testOpen ? t('Hide_Test_Run') : t('Online_Test_Run')}</Button>}
        <Button theme="solid" loading={submitting} disabled={submitting} onClick={() => void submit()} data-testid="submit-code">
          {submitting ? t('Submitting') : t('Submit')}
        </Button>
      </div>
      {verdict && <VerdictPanel verdict={verdict} detailPath={detailPath} />}
      {testOpen && !answers && <TestRunPanel pid={p.id} language={state.language} code={state.code} examples={parseExamples(p.examples)} scope={scope} />}
    </div>
  );
}
