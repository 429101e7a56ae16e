import { useTranslation } from 'react-i18next';

export default function Introduction() {
  const { t } = useTranslation();
  return (
    <div className="oj-card oj-about" data-testid="introduction">
      <h2>{t('NavBar_Introduction')}</h2>
      <p>{t('Introduction_Text')}</p>
      <p>{t('Open_Source_Base')}</p>
    </div>
  );
}
