import { IconLanguage } from '@douyinfe/semi-icons';
import { safeLink, websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGE_NAMES, LanguageSelect } from './LanguageSelect.js';
import { siteDescription, siteName, siteRecord } from './siteText.js';

export function Footer() {
  const { t, i18n } = useTranslation();
  const cfg = useAtomValue(websiteConfigAtom);
  return (
    <footer className="oj-footer" data-testid="footer">
      <div className="oj-footer-cols">
        {/* the site's name and description are what its admin wrote, in whatever language (a fresh
            site's built-in defaults in the reader's) */}
        <div data-user-content>
          <h4>{siteName(cfg.name, t)}</h4>
          <p>{siteDescription(cfg.description, t)}</p>
        </div>
        <div>
          <h4>{t('Service')}</h4>
          <p>
            <Link to="/status">{t('Judging_Queue')}</Link>
          </p>
        </div>
        <div>
          <h4>{t('About')}</h4>
          <p>
            <Link to="/introduction">{t('NavBar_Introduction')}</Link> · <Link to="/developer">{t('NavBar_Developer')}</Link>
          </p>
        </div>
      </div>
      <div className="oj-footer-line">
        <a href={safeLink(cfg.recordUrl) ?? '#'} target="_blank" rel="noreferrer" data-user-content>
          {siteRecord(cfg.recordName, t)}
        </a>
        {' · '}
        {t('Powered_by')}{' '}
        <a href={safeLink(cfg.projectUrl) ?? '#'} target="_blank" rel="noreferrer">
          {cfg.projectName || 'OJ'}
        </a>
        {' · '}
        <LanguageSelect>
          <IconLanguage /> {LANGUAGE_NAMES[i18n.language as 'zh-CN'] ?? i18n.language}
        </LanguageSelect>
      </div>
    </footer>
  );
}
