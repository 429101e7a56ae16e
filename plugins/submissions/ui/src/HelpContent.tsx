// The help content of spec 2 §2 (Help page), shown on /introduction: the compilers with their A+B
// templates (GET /api/languages, this site's own judge only), what each result means, compile tips.
import { Collapse, Spin } from '@douyinfe/semi-ui';
import { StatusTag } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguages, type HelpLanguage } from './api.js';

/** the statuses explained, in the reference's order, with their explanation keys */
const EXPLAINED: [number, string][] = [
  [5, 'Explain_Pending'], [10, 'Explain_Submitted_Failed'], [6, 'Explain_Compiling'], [7, 'Explain_Judging'],
  [-2, 'Explain_Compile_Error'], [0, 'Explain_Accepted'], [8, 'Explain_Partial_Accepted'], [-3, 'Explain_Presentation_Error'],
  [-1, 'Explain_Wrong_Answer'], [1, 'Explain_Time_Limit_Exceeded'], [2, 'Explain_Memory_Limit_Exceeded'], [3, 'Explain_Runtime_Error'],
  [4, 'Explain_System_Error'], [-4, 'Explain_Cancelled'],
];
/** what a user must know about a language beyond its compiler line (the catalog's descriptions are technical) */
const LANGUAGE_NOTES: Record<string, string> = { Java: 'Tip_Java_Main', 'JavaScript Node': 'Note_Node_Stdin', Answer: 'Note_Answer' };
const TIPS = ['Tip_Stdin', 'Tip_Main_Return', 'Tip_Long_Long', 'Tip_Java_Main', 'Tip_No_Extra'];

export default function HelpContent() {
  const { t } = useTranslation('submissions');
  const [languages, setLanguages] = useState<HelpLanguage[] | null>(null);
  useEffect(() => {
    void getLanguages().then((r) => setLanguages(r.data.filter((l) => l.oj === 'ME')), () => setLanguages([]));
  }, []);
  return (
    <div className="oj-card" data-testid="help" style={{ marginTop: 16 }}>
      <h2>{t('Help')}</h2>
      <h3>{t('Compilers')}</h3>
      {languages === null ? (
        <Spin />
      ) : (
        <Collapse data-testid="help-compilers">
          {languages.map((l) => (
            <Collapse.Panel key={l.id} itemKey={String(l.id)} header={<span data-testid="help-language"><strong>{l.name === 'Answer' ? t('Language_Answer') : l.name}</strong> <code>{l.description}</code></span>}>
              {LANGUAGE_NOTES[l.name] && <div data-testid="help-note" style={{ marginBottom: 8 }}>{t(LANGUAGE_NOTES[l.name])}</div>}
              {/* a language with nothing to compile and no template (Answer) shows its note alone */}
              {l.compileCommand && <div>{`${t('Compile_Command')}: `}<code>{l.compileCommand}</code></div>}
              {l.template && <div style={{ fontWeight: 600, marginTop: 8 }}>{t('AB_Template')}</div>}
              {l.template && <pre className="oj-pre" style={{ whiteSpace: 'pre-wrap' }} data-testid="help-template">{l.template}</pre>}
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
      <h3>{t('Result_Explanations')}</h3>
      <dl data-testid="help-statuses">
        {EXPLAINED.map(([status, key]) => (
          <div key={status} style={{ display: 'flex', gap: 12, alignItems: 'baseline', margin: '6px 0' }}>
            <dt style={{ minWidth: 220 }}><StatusTag status={status} /></dt>
            <dd style={{ margin: 0 }}>{t(key)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('Compile_Tips')}</h3>
      <ul data-testid="help-tips">
        {TIPS.map((k) => <li key={k}>{t(k)}</li>)}
      </ul>
    </div>
  );
}
