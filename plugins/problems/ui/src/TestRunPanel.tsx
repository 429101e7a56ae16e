// The online test run (spec 2 §4, §5): custom input (at most 1000 characters) or a sample, the
// expected output, run, then read the result every second until it leaves pending; status, time,
// memory, output and stderr, and 'Pass Test Case n' when the run is a sample and its output matches;
// the server's note on what the run could not do (a multi-pass problem's run is its first pass only).
import { Button, Select, Tabs, TextArea, Toast } from '@douyinfe/semi-ui';
import { formatMemory, isAuthenticatedAtom, openLoginDialog, POLL_MAX, StatusTag, UNFINISHED_STATUSES } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTestJudgeResult, submitTestJudge, type TestJudgeResult } from './api.js';
import { codeError } from './submitRules.js';
import type { ProblemScope } from './scope.js';
import { TEST_INPUT_MAX, TEST_POLL_MS } from './status.js';

const ACCEPTED = 0;
const WRONG_ANSWER = -1;

interface Props {
  pid: number;
  language: string;
  code: string;
  examples: Array<{ input: string; output: string }>;
  /** a contest's, training's or group's problem runs in its scope */
  scope?: ProblemScope;
}

/** the sample an accepted run (its output matched the expected one) passes: same input and expected output (1-based, 0 for none) */
export function passedSample(r: TestJudgeResult, examples: Props['examples']): number {
  if (r.status !== ACCEPTED) return 0;
  const i = examples.findIndex((ex) => ex.input === r.userInput && ex.output === r.expectedOutput);
  return i + 1;
}

function ResultView({ result, examples }: { result: TestJudgeResult; examples: Props['examples'] }) {
  const { t } = useTranslation('problems');
  const spj = result.problemJudgeMode === 'spj';
  const passed = passedSample(result, examples);
  return (
    <div data-testid="test-result" data-status={result.status}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 8 }}>
        {spj && (result.status === ACCEPTED || result.status === WRONG_ANSWER) ? (
          <span data-testid="test-uncertain"><StatusTag status={ACCEPTED} /> <span className="oj-muted">{t('Uncertain_Answer')}</span></span>
        ) : (
          <StatusTag status={result.status} />
        )}
        {passed > 0 && <strong style={{ color: '#19be6b' }} data-testid="test-pass">{t('Pass_Test_Case', { n: passed })}</strong>}
        {result.time !== null && <span className="oj-muted">{t('Time')}: {result.time} ms</span>}
        {result.memory !== null && <span className="oj-muted">{t('Memory')}: {formatMemory(result.memory)}</span>}
      </div>
      {result.note && <p className="oj-muted" data-testid="test-note">{result.note}</p>}
      <h4>{t('Your_Output')}</h4>
      <pre className="oj-pre" data-testid="test-output">{result.userOutput ?? ''}</pre>
      {result.stderr && (
        <>
          <h4>{t('Stderr')}</h4>
          <pre className="oj-pre" style={{ color: '#ed3f14', whiteSpace: 'pre-wrap' }} data-testid="test-stderr">{result.stderr}</pre>
        </>
      )}
    </div>
  );
}

export function TestRunPanel({ pid, language, code, examples, scope }: Props) {
  const { t } = useTranslation('problems');
  const authed = useAtomValue(isAuthenticatedAtom);
  const [tab, setTab] = useState('input');
  const [input, setInput] = useState(examples[0]?.input ?? '');
  const [expected, setExpected] = useState(examples[0]?.output ?? '');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestJudgeResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function poll(key: string, n: number) {
    timer.current = setTimeout(() => {
      void getTestJudgeResult(key).then(
        (r) => {
          setResult(r.data);
          if (UNFINISHED_STATUSES.includes(r.data.status) && n + 1 < POLL_MAX) poll(key, n + 1);
          else setRunning(false);
        },
        () => setRunning(false), // spec 2 §7: a result failure stops loading
      );
    }, TEST_POLL_MS);
  }

  async function run() {
    if (!authed) {
      Toast.warning(t('Please_Login_First'));
      return openLoginDialog('Login');
    }
    const error = codeError(code);
    if (error) return void Toast.error(t(error));
    if (input.length > TEST_INPUT_MAX) return void Toast.error(t('Test_Input_Too_Long'));
    setRunning(true);
    setResult(null);
    setTab('result');
    try {
      const r = await submitTestJudge({ pid, language, code, userInput: input, expectedOutput: expected || null }, scope);
      poll(r.data, 0);
    } catch {
      // spec 2 §7: a start failure returns to the input tab
      setRunning(false);
      setTab('input');
    }
  }

  function chooseSample(i: number) {
    setInput(examples[i].input);
    setExpected(examples[i].output);
  }

  return (
    <div className="oj-card" style={{ marginTop: 12 }} data-testid="test-run-panel">
      <Tabs activeKey={tab} onChange={setTab} size="small">
        <Tabs.TabPane tab={t('Test_Input')} itemKey="input">
          {examples.length > 0 && (
            <Select
              placeholder={t('Choose_Sample')}
              style={{ width: 200, marginBottom: 8 }}
              optionList={examples.map((_, i) => ({ value: i, label: `${t('Sample_Input')} ${i + 1}` }))}
              onChange={(v) => chooseSample(Number(v))}
              data-testid="test-sample-select"
            />
          )}
          <TextArea value={input} onChange={setInput} maxCount={TEST_INPUT_MAX} rows={4} placeholder={t('Test_Input')} data-testid="test-input" />
          <div style={{ marginTop: 8 }}>{t('Expected_Output')}</div>
          <TextArea value={expected} onChange={setExpected} rows={3} placeholder={t('Expected_Output')} data-testid="test-expected" />
        </Tabs.TabPane>
        <Tabs.TabPane tab={t('Test_Result')} itemKey="result">
          {result ? <ResultView result={result} examples={examples} /> : <p className="oj-muted">{running ? t('Running') : t('No_Test_Result')}</p>}
        </Tabs.TabPane>
      </Tabs>
      <Button theme="solid" type="secondary" style={{ marginTop: 8 }} loading={running} disabled={running} onClick={() => void run()} data-testid="test-run">
        {t('Run')}
      </Button>
    </div>
  );
}
