// The browser tab says where the user is (issue 10 item 9): the menu entry the page belongs to,
// then the site's short name — "Problem - OJ", "题目 - OJ" — and only the site's name elsewhere.
import { websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { buildNav, routeMode } from '../layout/navModel.js';
import { pluginsAtom } from '../plugins/registry.js';

export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const plugins = useAtomValue(pluginsAtom);
  const config = useAtomValue(websiteConfigAtom);
  useEffect(() => {
    const site = config.shortName || config.name || 'OJ';
    const { mode, params } = routeMode(pathname, plugins);
    const entry = buildNav(plugins, mode, params, {})
      .map((e) => ({ ...e, path: e.path.split('?')[0] }))
      .filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0];
    document.title = entry ? `${t(entry.label, { ns: [entry.ns, 'translation'] })} - ${site}` : site;
  }, [pathname, plugins, config, t, i18n.language]);
}
