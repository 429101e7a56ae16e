// A waiting problem's statement for its examiner (the admin page cannot open it inside its group):
// description, input, output, examples and hint as the problem page renders them.
import { Modal } from '@douyinfe/semi-ui';
import { Markdown, useIsSmall } from '@oj/ui';
import { parseExamples } from '@oj/plugin-problems/admin-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../meta.js';
import type { AdminProblem } from './api.js';

function Section({ title, source }: { title: string; source: string | null }) {
  return source ? <section><h4>{title}</h4><Markdown source={source} /></section> : null;
}

export function ProblemPreview({ problem, onClose }: { problem: AdminProblem | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { t: tp } = useTranslation('problems');
  const small = useIsSmall();
  return (
    <Modal visible={!!problem} title={problem ? <span data-user-content>{`${problem.problemId} ${problem.title}`}</span> : ''} onCancel={onClose} footer={null}
      width={760} fullScreen={small} style={small ? { maxWidth: '100vw' } : undefined} bodyStyle={{ overflow: 'auto' }}>
      {problem && (
        <div data-testid="group-problem-preview" style={{ overflowWrap: 'anywhere' }}>
          <p className="oj-muted">{t('GPA_Limits', { time: problem.timeLimit, memory: problem.memoryLimit })}</p>
          <Section title={tp('Problem_Description')} source={problem.description} />
          <Section title={tp('Input')} source={problem.input} />
          <Section title={tp('Output')} source={problem.output} />
          {parseExamples(problem.examples).map((e, i) => (
            <section key={i}>
              <h4>{t('GPA_Example', { n: i + 1 })}</h4>
              <pre className="oj-pre">{e.input}</pre>
              <pre className="oj-pre">{e.output}</pre>
            </section>
          ))}
          <Section title={tp('Hint')} source={problem.hint} />
        </div>
      )}
    </Modal>
  );
}
