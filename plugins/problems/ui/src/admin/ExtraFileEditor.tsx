// The extra-file editor of spec 2 §2 "Other screens": a name and a content per file. The problem
// form uses it twice: files given to the user's program and files given to the judge program.
import { Button, Input, TextArea } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { ExtraFile } from './form-model.js';

export function ExtraFileEditor({ files, onChange, testId }: { files: ExtraFile[]; onChange: (files: ExtraFile[]) => void; testId: string }) {
  const { t } = useTranslation('problems');
  const set = (i: number, patch: Partial<ExtraFile>) => onChange(files.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div data-testid={testId}>
      {files.map((f, i) => (
        <div key={i} className="oj-card" style={{ border: '1px solid #eee' }} data-testid="extra-file">
          <div className="oj-toolbar">
            <Input value={f.name} onChange={(name) => set(i, { name })} placeholder={t('PA_File_Name')} style={{ width: 260 }} data-testid="extra-file-name" />
            <Button type="danger" size="small" onClick={() => onChange(files.filter((_, j) => j !== i))}>{t('PA_Delete')}</Button>
          </div>
          <TextArea value={f.content} onChange={(content) => set(i, { content })} rows={5} placeholder={t('PA_File_Content')} data-testid="extra-file-content" />
        </div>
      ))}
      <Button size="small" onClick={() => onChange([...files, { name: '', content: '' }])} data-testid={`${testId}-add`}>{t('PA_Add_File')}</Button>
    </div>
  );
}
