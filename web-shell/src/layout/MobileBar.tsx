import { Button, Nav, SideSheet } from '@douyinfe/semi-ui';
import { IconMenu } from '@douyinfe/semi-icons';
import { websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pluginsAtom } from '../plugins/registry.js';
import { LanguageSelect } from './LanguageSelect.js';
import { buildNav, routeMode, type ResolvedNav } from './navModel.js';
import { UserMenu } from './UserMenu.js';

const GROUP_LABEL = { rank: 'NavBar_Rank', about: 'NavBar_About' } as const;

/** spec 1 §2.3: under 992 px an app bar and a drawer replace the top menu. */
export function MobileBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const plugins = useAtomValue(pluginsAtom);
  const cfg = useAtomValue(websiteConfigAtom);
  const [open, setOpen] = useState(false);
  const { mode, params } = routeMode(pathname, plugins);
  const entries = buildNav(plugins, 'default', {}, cfg).filter((e) => e.mobile !== false);
  const modeEntries = mode === 'default' ? [] : buildNav(plugins, mode, params, cfg);
  const label = (e: ResolvedNav) => t(e.label, { ns: [e.ns, 'translation'] });

  type Item = { itemKey: string; text: string; items?: Item[] };
  const items: Item[] = [];
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
      <Button icon={<IconMenu />} theme="borderless" onClick={() => setOpen(true)} aria-label={t('Menu')} data-testid="drawer-toggle" />
      <LanguageSelect>
        <span className="oj-logo">{cfg.shortName || 'OJ'}</span>
      </LanguageSelect>
      <UserMenu />
      <SideSheet visible={open} placement="left" width={260} title={cfg.shortName || 'OJ'} onCancel={() => setOpen(false)} bodyStyle={{ padding: 0 }}>
        <div data-testid="drawer">
          <Nav
            mode="vertical"
            items={items}
            defaultOpenKeys={['group:rank', 'group:about']}
            selectedKeys={[pathname]}
            onSelect={({ itemKey }) => {
              if (String(itemKey).startsWith('group:')) return;
              setOpen(false);
              navigate(String(itemKey));
            }}
            footer={{ collapseButton: false }}
          />
        </div>
      </SideSheet>
    </header>
  );
}
