// The import page's "Verify solutions" (issue 31 item 3): the package just imported is sent again
// — the page still holds the file, the server keeps nothing between the two calls — and the
// solutions it ships are judged as `oj problem verify` judges them. The answer is a table per
// problem (solution, expected, got, as expected or not), with the time limit used when the package
// gives none. Before them the package's input validators check every test input: a count, and a
// list of the inputs one did not accept (invalid, or the validator failed) with its message.
// The upload answers a run's id at once; the page then polls the run (verify-poll.ts: until it is
// done or failed, or the page is left; a failed poll or two are asked again), showing each solution
// as it is judged and how many are.
import { Button, Table, Tag } from '@douyinfe/semi-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  problemFileCalls, type VerifiedPackageInput, type VerifiedPackageProblem, type VerifiedPackageSolution, type VerifyPackageAnswer,
  type VerifyPackageState,
} from '@oj/plugin-problems/browser';
import { getVerifyRun, uploadZip } from './api.js';
import { pollVerifyRun } from './verify-poll.js';

type Verification =
  | { state: 'idle' }
  | { state: 'verifying'; run: VerifyPackageState | null }
  | { state: 'done'; answer: VerifyPackageAnswer }
  | { state: 'failed'; message: string; /** the run the page lost contact with (it may go on): asked again by the button */ lostRun?: string };

function ResultCell({ row }: { row: VerifiedPackageSolution }) {
  const { t } = useTranslation('problems');
  if (row.result === 'ok') return <Tag color="green">{t('PA_Package_Verify_Ok')}</Tag>;
  if (row.result === 'MISMATCH') {
    return (
      <>
        <Tag color="red">{t('PA_Package_Verify_Mismatch')}</Tag>
        {row.note && <div style={{ color: '#888', fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.note}</div>}
      </>
    );
  }
  return (
    <>
      <Tag>{t('PA_Package_Verify_Skipped')}</Tag>
      <div style={{ color: '#888', fontSize: 12 }}>
        {row.language ? t('PA_Package_Verify_No_Language', { language: row.language }) : t('PA_Package_Verify_Unknown_Language')}
      </div>
    </>
  );
}

/** what the input validators found: valid of all, and each input not accepted */
function CheckedInputs({ inputs }: { inputs: NonNullable<VerifiedPackageProblem['inputs']> }) {
  const { t } = useTranslation('problems');
  const bad = new Set(inputs.failed.map((f) => f.path)).size;
  return (
    <div style={{ marginTop: 4 }} data-testid="package-verified-inputs">
      <Tag color={bad ? 'red' : 'green'} data-testid="package-verified-inputs-summary">
        {t('PA_Package_Verify_Inputs', { valid: inputs.inputs - bad, inputs: inputs.inputs, validators: inputs.validators })}
      </Tag>
      {/* a list, not a table: each input's line wraps on a phone, its message under it */}
      {inputs.failed.length > 0 && (
        <ul style={{ margin: '4px 0 8px', paddingLeft: 20 }}>
          {inputs.failed.map((row: VerifiedPackageInput) => (
            <li key={`${row.path}\u0000${row.validator}`} data-testid="package-verified-input" style={{ overflowWrap: 'anywhere', marginBottom: 4 }}>
              <code>{row.path}</code>{' '}
              <Tag color="red" size="small">{row.result === 'INVALID' ? t('PA_Package_Verify_Invalid') : t('PA_Package_Verify_Validator_Error')}</Tag>{' '}
              <span style={{ color: '#888' }}>{t('PA_Package_Verify_By_Validator', { validator: row.validator })}</span>
              {row.note && <div style={{ color: '#888', fontSize: 12, whiteSpace: 'pre-wrap' }}>{row.note}</div>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** while judging: how many of the solutions are judged, and each one judged so far */
function VerifyProgress({ run }: { run: VerifyPackageState }) {
  const { t } = useTranslation('problems');
  const lines = run.problems.flatMap((p) => p.solutions);
  return (
    <div style={{ marginTop: 8 }} data-testid="package-verify-progress">
      <p style={{ margin: '4px 0' }} data-testid="package-verify-progress-line">
        {t('PA_Package_Verify_Progress', { judged: run.judged, total: run.total })}
      </p>
      {lines.length > 0 && (
        <ul style={{ margin: '4px 0 8px', paddingLeft: 20 }}>
          {lines.map((row) => (
            <li key={row.path} data-testid="package-verify-progress-solution" style={{ overflowWrap: 'anywhere' }}>
              <code>{row.path}</code> {row.expected} → {row.got ?? '–'} <ResultCell row={row} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VerifiedTable({ answer }: { answer: VerifyPackageAnswer }) {
  const { t } = useTranslation('problems');
  return (
    <>
      {answer.problems.map((p) => {
        const judged = p.solutions.filter((s) => s.result !== 'skipped');
        const good = judged.filter((s) => s.result === 'ok').length;
        const skipped = p.solutions.length - judged.length;
        return (
          <div key={p.source} style={{ marginTop: 8 }} data-testid="package-verified">
            <div>
              <strong>{p.title}</strong>{' '}
              <Tag color={good === judged.length ? 'green' : 'red'} data-testid="package-verified-summary">
                {skipped ? t('PA_Package_Verify_Summary_Skipped', { good, judged: judged.length, skipped }) : t('PA_Package_Verify_Summary', { good, judged: judged.length })}
              </Tag>
            </div>
            {p.inputs && <CheckedInputs inputs={p.inputs} />}
            {p.timeLimit.message && <p style={{ color: '#888', margin: '4px 0', overflowWrap: 'anywhere' }}>{p.timeLimit.message}</p>}
            {/* full width on a desktop; on a phone the table keeps its columns readable and scrolls sideways */}
            <div style={{ overflowX: 'auto' }}>
            <Table
              size="small" pagination={false} rowKey="path" dataSource={p.solutions} style={{ minWidth: 520 }}
              columns={[
                { title: t('PA_Package_Verify_Path'), dataIndex: 'path', render: (path: string) => <code style={{ overflowWrap: 'anywhere' }}>{path}</code> },
                { title: t('PA_Package_Verify_Expected'), dataIndex: 'expected', width: 90 },
                { title: t('PA_Package_Verify_Got'), dataIndex: 'got', width: 80, render: (got: string | null) => got ?? '–' },
                { title: t('PA_Package_Verify_Result'), dataIndex: 'result', width: 150, render: (_: unknown, row: VerifiedPackageSolution) => <ResultCell row={row} /> },
              ]}
            />
            </div>
          </div>
        );
      })}
    </>
  );
}

/** the button, then the verdicts of the package's solutions (or why they could not be judged) */
export function PackageVerify({ file, format }: { file: File; format: string | null }) {
  const { t } = useTranslation('problems');
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });

  // set when the page is left, so the polling stops
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => { left.current = true; };
  }, []);

  async function poll(verifyId: string) {
    const end = await pollVerifyRun(verifyId, {
      getRun: async (id) => (await getVerifyRun(id)).data,
      wait: (ms) => new Promise((resolve) => { setTimeout(resolve, ms); }),
      active: () => !left.current,
      progress: (run) => setVerification({ state: 'verifying', run }),
    });
    if (!end || left.current) return;
    if (end.state === 'done') setVerification(end);
    else if (end.lost) setVerification({ state: 'failed', message: t('PA_Package_Verify_Lost'), lostRun: verifyId });
    else setVerification({ state: 'failed', message: end.message || t('PA_Package_Verify_Failed') });
  }

  /** the run the page lost contact with, followed again (no new run: the server judges one at a time) */
  async function resume(verifyId: string) {
    setVerification({ state: 'verifying', run: null });
    await poll(verifyId);
  }

  async function verify() {
    setVerification({ state: 'verifying', run: null });
    try {
      const { verifyId } = await uploadZip(problemFileCalls.verifyPackage, file, () => {}, { fields: format ? { format } : {} });
      await poll(verifyId);
    } catch (err) {
      setVerification({ state: 'failed', message: (err as Error).message || t('PA_Package_Verify_Failed') });
    }
  }

  return (
    <div style={{ marginTop: 8 }} data-testid="package-verify">
      <Button onClick={() => void verify()} loading={verification.state === 'verifying'} data-testid="package-verify-button">
        {verification.state === 'verifying' ? t('PA_Package_Verifying') : t('PA_Package_Verify')}
      </Button>
      {verification.state === 'verifying' && verification.run && <VerifyProgress run={verification.run} />}
      {verification.state === 'failed' && <p role="alert" style={{ color: 'var(--semi-color-danger)', overflowWrap: 'anywhere' }}>{verification.message}</p>}
      {verification.state === 'failed' && verification.lostRun && (
        <Button size="small" onClick={() => void resume(verification.lostRun!)} data-testid="package-verify-resume">{t('PA_Package_Verify_Resume')}</Button>
      )}
      {verification.state === 'done' && <VerifiedTable answer={verification.answer} />}
    </div>
  );
}
