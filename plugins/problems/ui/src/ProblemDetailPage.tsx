// /problem/:problemID (spec 2 §2): the statement, limits, the editor, submit and the polled verdict.
import { Button, Descriptions, Empty, Select, Spin, Tag, Toast } from '@douyinfe/semi-ui';
import { CodeEditor, isAuthenticatedAtom, Markdown, openLoginDialog, POLL_MAX, POLL_MS, StatusTag, UNFINISHED_STATUSES } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getProblemDetail, getSubmission, submitCode, type ProblemDetail, type Submission } from './api.js';
import { CODE_MAX, DIFFICULTY, parseExamples } from './status.js';

function Section({ title, source, testId }: { title: string; source: string | null; testId: string }) {
  if (!source) return null;
  return (
    <section style={{ marginBottom: 16 }} data-testid={testId}>
      <h3>{title}</h3>
      <Markdown source={source} />
    </section>
  );
}

export default function ProblemDetailPage() {
  const { t } = useTranslation('problems');
  const { problemID = '' } = useParams();
  const authed = useAtomValue(isAuthenticatedAtom);
  const [detail, setDetail] = useState<ProblemDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [language, setLanguage] = useState('');
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<Submission | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setDetail(null);
    setMissing(false);
    void getProblemDetail(problemID).then(
      (r) => {
        setDetail(r.data);
        const lang = r.data.languages[0] ?? '';
        setLanguage(lang);
        setCode(r.data.codeTemplate[lang] ?? '');
      },
      () => setMissing(true),
    );
  }, [problemID, authed]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function changeLanguage(lang: string) {
    setLanguage(lang);
    const tpl = detail?.codeTemplate[lang];
    if (tpl && (!code.trim() || Object.values(detail?.codeTemplate ?? {}).includes(code))) setCode(tpl);
  }

  function poll(submitId: number, n: number) {
    timer.current = setTimeout(() => {
      void getSubmission(submitId).then(
        (r) => {
          setResult(r.data.submission);
          if (UNFINISHED_STATUSES.includes(r.data.submission.status) && n + 1 < POLL_MAX) poll(submitId, n + 1);
          else {
            setSubmitting(false);
            void getProblemDetail(problemID).then((d) => setDetail(d.data), () => {});
          }
        },
        () => setSubmitting(false),
      );
    }, POLL_MS);
  }

  async function submit() {
    if (!authed) {
      Toast.warning(t('Please_Login_First'));
      return openLoginDialog('Login');
    }
    if (!code.trim()) return void Toast.error(t('Code_Empty'));
    if (code.length > CODE_MAX) return void Toast.error(t('Code_Too_Long'));
    if (!detail) return;
    setSubmitting(true);
    setResult({ submitId: 0, status: 9, score: null, time: null, memory: null, errorMessage: null, language });
    try {
      const r = await submitCode(detail.problem.id, language, code);
      Toast.success(t('Submit_Success'));
      setResult({ submitId: r.data.submitId, status: r.data.status ?? 5, score: null, time: null, memory: null, errorMessage: null, language });
      poll(r.data.submitId, 0);
    } catch {
      setSubmitting(false);
      setResult(null);
    }
  }

  if (missing) return <Empty description={t('Problem_Not_Found')} />;
  if (!detail) return <Spin tip={t('Loading')} />;
  const p = detail.problem;
  const examples = parseExamples(p.examples);
  const diff = DIFFICULTY[p.difficulty];

  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="problem-detail">
      <div className="oj-card" style={{ flex: '1 1 420px', minWidth: 0 }}>
        <h2 data-testid="problem-title">
          {p.problemId} {p.title}
        </h2>
        <div style={{ marginBottom: 12 }}>
          {diff && <Tag style={{ color: '#fff', background: diff.color, marginRight: 6 }}>{t(diff.key)}</Tag>}
          {detail.tags.map((tag) => (
            <Tag key={tag.id} style={{ marginRight: 4 }}>{tag.name}</Tag>
          ))}
        </div>
        <Descriptions
          row
          size="small"
          data={[
            { key: t('Time_Limit'), value: `${p.timeLimit} ms` },
            { key: t('Memory_Limit'), value: `${p.memoryLimit} MB` },
            ...(p.isFileIO ? [{ key: t('File_IO'), value: `${p.ioReadFileName ?? ''} / ${p.ioWriteFileName ?? ''}` }] : []),
            ...(p.author ? [{ key: t('Author'), value: p.author }] : []),
          ]}
        />
        <Section title={t('Description')} source={p.description} testId="problem-description" />
        <Section title={t('Input')} source={p.input} testId="problem-input" />
        <Section title={t('Output')} source={p.output} testId="problem-output" />
        {examples.map((ex, i) => (
          <div key={i} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 12 }} data-testid="problem-example">
            <div style={{ flex: 1, minWidth: 200 }}>
              <h4>{t('Sample_Input')} {i + 1}</h4>
              <pre className="oj-pre">{ex.input}</pre>
            </div>
            <div style={{ flex: 1, minWidth: 200 }}>
              <h4>{t('Sample_Output')} {i + 1}</h4>
              <pre className="oj-pre">{ex.output}</pre>
            </div>
          </div>
        ))}
        <Section title={t('Hint')} source={p.hint} testId="problem-hint" />
        <Section title={t('Source')} source={p.source} testId="problem-source" />
      </div>
      <div className="oj-card" style={{ flex: '1 1 580px', minWidth: 0 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
          <span>{t('Language')}</span>
          <Select value={language} style={{ width: 180 }} optionList={detail.languages.map((l) => ({ value: l, label: l }))} onChange={(v) => changeLanguage(String(v))} data-testid="language-select" />
        </div>
        <div data-testid="code-editor">
          <CodeEditor value={code} onChange={setCode} language={language} height={480} />
        </div>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
          <Button theme="solid" loading={submitting} disabled={submitting} onClick={() => void submit()} data-testid="submit-code">
            {submitting ? t('Submitting') : t('Submit')}
          </Button>
          {result && (
            <span data-testid="submit-verdict" data-status={result.status}>
              <StatusTag status={result.status} />
              {result.time !== null && !UNFINISHED_STATUSES.includes(result.status) && (
                <span className="oj-muted" style={{ marginLeft: 8 }}>
                  {t('Time')}: {result.time} ms · {t('Memory')}: {result.memory ?? 0} KB
                </span>
              )}
            </span>
          )}
        </div>
        {result?.errorMessage && (
          <pre className="oj-pre" style={{ marginTop: 8, whiteSpace: 'pre-wrap' }} data-testid="submit-error">
            {result.errorMessage}
          </pre>
        )}
      </div>
    </div>
  );
}
