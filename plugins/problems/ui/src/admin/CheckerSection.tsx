// The judge mode block of the problem form: general, special judge or interactive; for the last
// two the judge program's language and code and a Compile button (compile-spj / compile-interactive).
import { Button, Radio, RadioGroup, Select, Toast } from '@douyinfe/semi-ui';
import { ApiError, CodeEditor } from '@oj/ui';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compileChecker, JUDGE_MODES, type JudgeMode, type LanguageRow } from './api.js';
import type { ExtraFile } from './form-model.js';
import { ProblemFormGroup } from './form-group.js';

const MODE_LABEL: Record<JudgeMode, string> = { default: 'PA_Judge_General', spj: 'PA_Judge_Special', interactive: 'PA_Judge_Interactive' };

/**
 * The judge program's language as the admin reads it: the language rows are SPJ-C / SPJ-C++ (the
 * stored spjLanguage, kept as the reference's), shown as INTERACTIVE-C / INTERACTIVE-C++ for an
 * interactor (reference §4.5, the judge's own names).
 */
export function programLabel(language: string, judgeMode: JudgeMode): string {
  return judgeMode === 'interactive' ? language.replace(/^SPJ-/, 'INTERACTIVE-') : language;
}

export interface CheckerState { judgeMode: JudgeMode; spjCode: string | null; spjLanguage: string | null; compiledCode: string | null }

export function CheckerSection({ state, languages, judgeExtraFiles, onChange }: {
  state: CheckerState;
  languages: LanguageRow[];
  judgeExtraFiles: ExtraFile[];
  onChange: (patch: Partial<CheckerState>) => void;
}) {
  const { t } = useTranslation('problems');
  const gid = useContext(ProblemFormGroup);
  const [compiling, setCompiling] = useState(false);
  const [compileError, setCompileError] = useState<string | null>(null);
  const checkers = languages.filter((l) => l.isSpj);

  async function compile() {
    if (state.judgeMode === 'default') return;
    if (!state.spjCode?.trim() || !state.spjLanguage) {
      Toast.error(t('PA_Spj_Required'));
      return;
    }
    setCompiling(true);
    setCompileError(null);
    const code = state.spjCode;
    try {
      await compileChecker(state.judgeMode, { code, language: state.spjLanguage, extraFiles: Object.fromEntries(judgeExtraFiles.map((f) => [f.name.trim(), f.content])) }, gid);
      onChange({ compiledCode: code });
      Toast.success(t('PA_Compile_Success'));
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      const detail = typeof body?.data === 'string' ? body.data : '';
      setCompileError([(err as Error).message || t('PA_Compile_Failed'), detail].filter(Boolean).join('\n'));
    } finally {
      setCompiling(false);
    }
  }

  return (
    <div data-testid="checker-section">
      <RadioGroup name="judgeMode" value={state.judgeMode} onChange={(e) => onChange({ judgeMode: e.target.value as JudgeMode })} style={{ marginBottom: 12 }}>
        {JUDGE_MODES.map((m) => <Radio key={m} value={m} data-testid={`judge-mode-${m}`}>{t(MODE_LABEL[m])}</Radio>)}
      </RadioGroup>
      {state.judgeMode !== 'default' && (
        <div>
          <div className="oj-toolbar">
            <Select value={state.spjLanguage ?? undefined} placeholder={t('PA_Checker_Language')} style={{ width: 200 }} data-testid="checker-language"
              optionList={checkers.map((l) => ({ value: l.name, label: programLabel(l.name, state.judgeMode) }))} onChange={(v) => onChange({ spjLanguage: String(v) })} />
            <Button theme="solid" loading={compiling} onClick={() => void compile()} data-testid="checker-compile">{t('PA_Compile')}</Button>
            {state.spjCode && state.compiledCode === state.spjCode && <span style={{ color: '#3bb346' }} data-testid="checker-compiled">{t('PA_Compiled')}</span>}
          </div>
          <div data-testid="checker-code">
            <CodeEditor value={state.spjCode ?? ''} language={state.spjLanguage ?? 'C++'} height={320} onChange={(spjCode) => onChange({ spjCode })} />
          </div>
          {compileError && <pre className="oj-compile-error" style={{ color: '#e54d42', whiteSpace: 'pre-wrap' }} data-testid="checker-compile-error">{compileError}</pre>}
        </div>
      )}
    </div>
  );
}
