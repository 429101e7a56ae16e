// The statement of /problem/:problemID (spec 2 §2, §3, §9): title, level and tags, limits with the
// "Other languages 2×" rule, counts, the markdown sections, examples with copy, hint, source;
// under the title, the notices of other plugins ('problem.notice' slot).
import { IconCopy } from '@douyinfe/semi-icons';
import { Button, Descriptions, Tag, Toast } from '@douyinfe/semi-ui';
import { Markdown, Slot } from '@oj/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PROBLEM_NOTICE_SLOT, PROBLEM_TYPE, type ProblemNoticeProps } from '@oj/plugin-problems/browser';
import { ANSWER_LANGUAGE } from '@oj/plugin-problems/limits';
import type { ProblemDetail } from './api.js';
import { acRate, DIFFICULTY, hasOtherLimit, parseExamples } from './status.js';

/** `html`: the text is HTML a remote judge's page gave (sanitised when it was imported), rendered as such */
function Section({ title, source, testId, html = false }: { title: string; source: string | null; testId: string; html?: boolean }) {
  if (!source) return null;
  return (
    <section style={{ marginBottom: 16 }} data-testid={testId}>
      <h3>{title}</h3>
      <Markdown source={source} trusted={html} />
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('problems');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      Toast.success(t('Copied_Successfully'));
    } catch {
      // spec 2 §8: a copy failure shows 'Copied failed' in the success style
      Toast.success(t('Copied_Failed'));
    }
  }
  return <Button size="small" theme="borderless" icon={<IconCopy />} aria-label={t('Copy')} onClick={() => void copy()} data-testid="copy-example" />;
}

export function limitText(problemId: string, value: number, unit: string, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (!hasOtherLimit(problemId)) return `${value} ${unit}`;
  return t('Limit_With_Others', { main: `${value} ${unit}`, other: `${value * 2} ${unit}` });
}

export function ProblemStatement({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation('problems');
  const p = detail.problem;
  const examples = parseExamples(p.examples);
  const diff = DIFFICULTY[p.difficulty];
  const counts = detail.problemCount;
  const submissionsLink = `/status?problemID=${encodeURIComponent(p.problemId)}&completeProblemID=true`;
  // an output-only problem runs no program: no time or memory limit applies to what is submitted
  const answersOnly = detail.languages.length === 1 && detail.languages[0] === ANSWER_LANGUAGE;
  return (
    <div data-testid="problem-statement">
      <h2 data-testid="problem-title">
        {p.problemId} {p.title}
      </h2>
      {/* other plugins' notices about the problem (the remote judge: where it is judged, whether that site takes submissions now) */}
      <Slot<ProblemNoticeProps> name={PROBLEM_NOTICE_SLOT} props={{ problem: p }} />
      <div style={{ marginBottom: 12, display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {diff && <Tag style={{ color: '#fff', background: diff.color }} data-testid="problem-level">{t(diff.key)}</Tag>}
        <Tag>{p.type === PROBLEM_TYPE.oi ? 'OI' : 'ACM'}</Tag>
      </div>
      <Descriptions
        row
        size="small"
        data-testid="problem-limits"
        data={[
          ...(answersOnly ? [{ key: t('Submission_Kind'), value: <span data-testid="answers-only">{t('Answers_Only')}</span> }] : [
            { key: t('Time_Limit'), value: <span data-testid="time-limit">{limitText(p.problemId, p.timeLimit, 'ms', t)}</span> },
            { key: t('Memory_Limit'), value: <span data-testid="memory-limit">{limitText(p.problemId, p.memoryLimit, 'MB', t)}</span> },
          ]),
          ...(p.isFileIO ? [{ key: t('File_IO'), value: `${t('Input_File')}: ${p.ioReadFileName ?? ''} · ${t('Output_File')}: ${p.ioWriteFileName ?? ''}` }] : []),
          ...(p.author ? [{ key: t('Author'), value: <Link to={`/user-home?username=${encodeURIComponent(p.author)}`}>{p.author}</Link> }] : []),
        ]}
      />
      <div className="oj-muted" style={{ margin: '8px 0 16px' }} data-testid="problem-counts">
        {t('Submissions_Count', { n: counts.total })} · {t('Accepted_Count', { n: counts.ac })} · {t('AC_Rate')} {acRate(counts.ac, counts.total).toFixed(2)}% ·{' '}
        <Link to={submissionsLink} data-testid="problem-submissions-link">{t('View_Submissions')}</Link>
        {/* other plugins' links from the problem (the discussions plugin: the problem's discussions) */}
        <span className="oj-problem-links" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 12, marginLeft: 12, verticalAlign: 'middle' }}>
          <Slot name="problem.links" />
        </span>
      </div>
      <Section title={t('Description')} source={p.description} testId="problem-description" html={p.isRemote} />
      <Section title={t('Input')} source={p.input} testId="problem-input" html={p.isRemote} />
      <Section title={t('Output')} source={p.output} testId="problem-output" html={p.isRemote} />
      {examples.map((ex, i) => (
        <div key={i} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 12 }} data-testid="problem-example">
          <div style={{ flex: 1, minWidth: 180 }}>
            <h4>
              {t('Sample_Input')} {i + 1} <CopyButton text={ex.input} />
            </h4>
            <pre className="oj-pre">{ex.input}</pre>
          </div>
          <div style={{ flex: 1, minWidth: 180 }}>
            <h4>{t('Sample_Output')} {i + 1}</h4>
            <pre className="oj-pre">{ex.output}</pre>
          </div>
        </div>
      ))}
      <Section title={t('Hint')} source={p.hint} testId="problem-hint" html={p.isRemote} />
      <Section title={t('Source')} source={p.source} testId="problem-source" />
      {detail.tags.length > 0 && (
        <section data-testid="problem-tags">
          <h3>{t('Tags')}</h3>
          {detail.tags.map((tag) => (
            <Tag key={tag.id ?? tag.name} style={{ marginRight: 4, ...(tag.color ? { color: '#fff', background: tag.color } : {}) }}>
              {tag.name}
            </Tag>
          ))}
        </section>
      )}
    </div>
  );
}
