// /admin/problem/import-package (issue 31): problem packages of any format in — ICPC/Kattis,
// Polygon, FPS, QDUOJ, Hydro and the reference's zip — several files at once, one after the other,
// each with its upload progress, then per package what it became: the problems imported (linked to
// their edit pages) with what was taken and what was dropped and why, or the reason it was refused
// (a package goes in whole or not at all). The format is detected unless one is chosen. A package
// that ships solutions can then be verified (PackageVerify.tsx).
import { Button, Progress, Select, Tag } from '@douyinfe/semi-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PACKAGE_FORMAT_NAMES, problemFileCalls, type ImportPackageAnswer } from '@oj/plugin-problems/browser';
import { uploadZip } from './api.js';
import { PackageVerify } from './PackageVerify.js';

type Outcome =
  | { file: string; state: 'waiting' }
  | { file: string; state: 'uploading'; percent: number }
  | { file: string; state: 'imported'; answer: ImportPackageAnswer; upload: File; format: string | null }
  | { file: string; state: 'refused'; message: string };

function PackageResult({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('problems');
  return (
    <div className="oj-card" data-testid="package-result">
      <div className="oj-toolbar" style={{ justifyContent: 'space-between' }}>
        <strong style={{ overflowWrap: 'anywhere' }}>{outcome.file}</strong>
        {outcome.state === 'waiting' && <Tag>{t('PA_Package_Waiting')}</Tag>}
        {outcome.state === 'uploading' && <Tag color="blue">{t('PA_Package_Uploading')}</Tag>}
        {outcome.state === 'imported' && <Tag color="green">{t('PA_Package_Imported', { count: outcome.answer.problems.length })}</Tag>}
        {outcome.state === 'refused' && <Tag color="red">{t('PA_Package_Refused')}</Tag>}
      </div>
      {outcome.state === 'uploading' && <Progress percent={outcome.percent} showInfo aria-label={t('PA_Upload_Progress')} />}
      {outcome.state === 'refused' && <p role="alert" style={{ color: 'var(--semi-color-danger)', overflowWrap: 'anywhere' }}>{outcome.message}</p>}
      {outcome.state === 'imported' && outcome.answer.problems.map((p) => (
        <div key={p.pid} style={{ marginTop: 8 }} data-testid="package-problem">
          <div>
            <Link to={`/admin/problem/edit/${p.pid}`}>{p.problemId}</Link> {p.title} <Tag size="small">{p.format}</Tag>
            {p.solutions > 0 && <span style={{ color: '#888', marginLeft: 8 }}>{t('PA_Package_Solutions', { count: p.solutions })}</span>}
          </div>
          {p.taken.length > 0 && (
            <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
              {p.taken.map((line) => <li key={line}>{line}</li>)}
            </ul>
          )}
          {p.dropped.length > 0 && (
            <>
              <div style={{ color: '#b26a00' }}>{t('PA_Package_Dropped')}</div>
              <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
                {p.dropped.map((d) => <li key={`${d.item}|${d.reason}`}><code>{d.item}</code>: {d.reason}</li>)}
              </ul>
            </>
          )}
        </div>
      ))}
      {outcome.state === 'imported' && outcome.answer.problems.some((p) => p.solutions > 0) && <PackageVerify file={outcome.upload} format={outcome.format} />}
    </div>
  );
}

export default function PackageImport() {
  const { t } = useTranslation('problems');
  const input = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<string>('auto');
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [busy, setBusy] = useState(false);

  async function importAll(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    let list: Outcome[] = files.map((f) => ({ file: f.name, state: 'waiting' }));
    const show = (i: number, o: Outcome) => { list = list.map((x, j) => (j === i ? o : x)); setOutcomes(list); };
    setOutcomes(list);
    // one after the other: each package is saved whole or not at all, and its answer is its own
    for (const [i, file] of files.entries()) {
      show(i, { file: file.name, state: 'uploading', percent: 0 });
      try {
        const chosen = format === 'auto' ? null : format;
        const answer = await uploadZip(problemFileCalls.importPackage, file, (percent) => show(i, { file: file.name, state: 'uploading', percent }), { fields: chosen ? { format: chosen } : {} });
        show(i, { file: file.name, state: 'imported', answer, upload: file, format: chosen });
      } catch (err) {
        show(i, { file: file.name, state: 'refused', message: (err as Error).message || t('PA_Import_Failed') });
      }
    }
    setBusy(false);
    if (input.current) input.current.value = '';
  }

  return (
    <div data-testid="admin-package-import">
      <div className="oj-card">
        <div className="oj-card-title">{t('PA_Package_Import_Title')}</div>
        <p style={{ color: '#888', marginTop: 0 }}>{t('PA_Package_Import_Hint')}</p>
        <div className="oj-toolbar" style={{ flexWrap: 'wrap' }}>
          <Select value={format} onChange={(v) => setFormat(String(v))} style={{ width: 220 }} aria-label={t('PA_Package_Format')} data-testid="package-format">
            <Select.Option value="auto">{t('PA_Package_Format_Auto')}</Select.Option>
            {PACKAGE_FORMAT_NAMES.map((f) => <Select.Option key={f} value={f}>{t(`PA_Package_Format_${f}`)}</Select.Option>)}
          </Select>
          <input ref={input} type="file" accept=".zip,.xml" multiple hidden onChange={(e) => void importAll([...(e.target.files ?? [])])} data-testid="package-input" />
          <Button theme="solid" onClick={() => input.current?.click()} loading={busy}>{t('PA_Package_Choose')}</Button>
        </div>
      </div>
      {outcomes.map((o, i) => <PackageResult key={`${i}-${o.file}`} outcome={o} />)}
    </div>
  );
}
