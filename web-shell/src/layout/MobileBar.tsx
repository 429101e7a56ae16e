import { Button } from '@douyinfe/semi-ui';
import { IconMenu } from '@douyinfe/semi-icons';
import { ErrorBoundary, websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pluginsAtom } from '../plugins/registry.js';
import { LanguageSelect } from './LanguageSelect.js';
import { buildNav, routeMode, type ResolvedNav } from './navModel.js';
import type { DrawerItem } from './MobileDrawer.js';
import { UserMenu } from './UserMenu.js';

const MobileDrawer = lazy(() => import('./MobileDrawer.js'));

const GROUP_LABEL = { rank: 'NavBar_Rank', about: 'NavBar_About' } as const;

/** spec 1 §2.3: under 992 px an app bar and a drawer replace the top menu. */
export function MobileBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const plugins = useAtomValue(pluginsAtom);
  const cfg = useAtomValue(websiteConfigAtom);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { mode, params } = routeMode(pathname, plugins);
  const entries = buildNav(plugins, 'default', {}, cfg).filter((e) => e.mobile !== false);
  const modeEntries = mode === 'default' ? [] : buildNav(plugins, mode, params, cfg);
  const label = (e: ResolvedNav) => t(e.label, { ns: [e.ns, 'translation'] });

  const items: DrawerItem[] = [];
  for (const e of entries) {
    if (e.drawerGroup) {
      const key = `group:${e.drawerGroup}`;
      let group = items.find((i) => i.itemKey === key);
      if (!group) {
        group = { itemKey: key, text: t(GROUP_LABEL[e.drawerGroup]), items: [] };
        items.push(group);
      }
      group.items!.push({ itemKey: e.path, text: label(e) });
    } else items.push({ itemKey: e.path, text: label(e) });
  }
  for (const e of modeEntries) items.push({ itemKey: e.path, text: label(e) });

  return (
    <header className="oj-mobile-bar" data-testid="mobile-bar">
      <Button icon={<IconMenu />} theme="borderless" onClick={() => { setOpened(true); setOpen(true); }} aria-label={t('Menu')} data-testid="drawer-toggle" />
      <LanguageSelect>
        <span className="oj-logo">{cfg.shortName || 'OJ'}</span>
      </LanguageSelect>
      <UserMenu />
      {/* the drawer (Semi's SideSheet) loads when it is first opened */}
      {opened && (
        <ErrorBoundary name="shell">
        <Suspense fallback={null}>
          <MobileDrawer open={open} title={cfg.shortName || 'OJ'} items={items} pathname={pathname} onClose={() => setOpen(false)} onGo={(path) => { setOpen(false); navigate(path); }} />
        </Suspense>
        </ErrorBoundary>
      )}
    </header>
  );
}
