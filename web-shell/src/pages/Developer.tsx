import { useTranslation } from 'react-i18next';

export default function Developer() {
  const { t } = useTranslation();
  return (
    <div className="oj-card oj-about" data-testid="developer">
      <h2>{t('NavBar_Developer')}</h2>
      <p>{t('Developer_Text')}</p>
      <p>{t('Open_Source_Base')}</p>
    </div>
  );
}
