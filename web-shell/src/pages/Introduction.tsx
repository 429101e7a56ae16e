import { useTranslation } from 'react-i18next';
import { Slot } from '../plugins/Slot.js';

export default function Introduction() {
  const { t } = useTranslation();
  return (
    <>
      <div className="oj-card oj-about" data-testid="introduction">
        <h2>{t('NavBar_Introduction')}</h2>
        <p>{t('Introduction_Text')}</p>
        <p>{t('Open_Source_Base')}</p>
      </div>
      <Slot name="introduction.main" />
    </>
  );
}
