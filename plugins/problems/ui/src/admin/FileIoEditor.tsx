// The read-write mode of the problem form (spec 2 §3): standard IO, or file IO with the names of
// the files the user's program reads and writes (both required when on, spec 2 §5).
import { Input, Radio, RadioGroup } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';

export interface FileIoState { isFileIO: boolean; ioReadFileName: string | null; ioWriteFileName: string | null }

export function FileIoEditor({ state, onChange }: { state: FileIoState; onChange: (patch: Partial<FileIoState>) => void }) {
  const { t } = useTranslation('problems');
  return (
    <div data-testid="file-io-editor">
      <RadioGroup name="ioMode" value={state.isFileIO ? 'file' : 'std'} onChange={(e) => onChange({ isFileIO: e.target.value === 'file' })}>
        <Radio value="std" data-testid="io-std">{t('PA_Standard_IO')}</Radio>
        <Radio value="file" data-testid="io-file">{t('PA_File_IO')}</Radio>
      </RadioGroup>
      {state.isFileIO && (
        <div className="oj-form-grid" style={{ marginTop: 12 }}>
          <label className="oj-form-item"><span>{t('PA_Input_File_Name')}</span>
            <Input value={state.ioReadFileName ?? ''} onChange={(ioReadFileName) => onChange({ ioReadFileName })} data-testid="field-ioRead" /></label>
          <label className="oj-form-item"><span>{t('PA_Output_File_Name')}</span>
            <Input value={state.ioWriteFileName ?? ''} onChange={(ioWriteFileName) => onChange({ ioWriteFileName })} data-testid="field-ioWrite" /></label>
        </div>
      )}
    </div>
  );
}
