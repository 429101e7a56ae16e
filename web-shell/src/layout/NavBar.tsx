import { Nav } from '@douyinfe/semi-ui';
import { websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pluginsAtom } from '../plugins/registry.js';
import { LanguageSelect } from './LanguageSelect.js';
import { buildNav, routeMode } from './navModel.js';
import { UserMenu } from './UserMenu.js';

export function NavBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const plugins = useAtomValue(pluginsAtom);
  const cfg = useAtomValue(websiteConfigAtom);
  const { mode, params } = routeMode(pathname, plugins);
  const entries = buildNav(plugins, mode, params, cfg);
  const here = pathname + search;
  const selected = entries
    .filter((e) => here === e.path || pathname === e.path.split('?')[0] || pathname.startsWith(`${e.path.split('?')[0]}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;

  return (
    <header className="oj-navbar" data-testid="navbar">
      <LanguageSelect>
        <span className="oj-logo" data-testid="logo">{cfg.shortName || 'OJ'}</span>
      </LanguageSelect>
      <Nav
        mode="horizontal"
        className="oj-nav"
        selectedKeys={selected ? [selected] : []}
        items={entries.map((e) => ({ itemKey: e.path, text: t(e.label, { ns: [e.ns, 'translation'] }), icon: e.icon }))}
        onSelect={({ itemKey }) => navigate(String(itemKey))}
      />
      <UserMenu />
    </header>
  );
}
