// How a problem compares output, with what each choice does (issue 28 item 6): every problem form
// (the bank's, a group's, a contest's) asks it with this one switch, so they can't disagree.
import { Switch } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';

export function EndBlankSwitch({ checked, onChange }: { checked: boolean; onChange: (isRemoveEndBlank: boolean) => void }) {
  const { t } = useTranslation('problems');
  return (
    <div className="oj-form-item" data-testid="field-isRemoveEndBlank">
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}><Switch checked={checked} onChange={onChange} aria-label={t('PA_Remove_End_Blank')} />{t('PA_Remove_End_Blank')}</label>
      <div className="oj-muted" style={{ fontSize: 12, marginTop: 4 }} data-testid="field-isRemoveEndBlank-help">{t('PA_Remove_End_Blank_Help')}</div>
    </div>
  );
}
