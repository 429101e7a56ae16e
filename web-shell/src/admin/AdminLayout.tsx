import { Button, Nav } from '@douyinfe/semi-ui';
import { isSuperAdminAtom, permissionsAtom, rolesAtom, userInfoAtom, websiteConfigAtom, type AdminNavEntry } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading.js';
import { pluginsAtom } from '../plugins/registry.js';
import { holds } from '../router/guardRules.js';

const KERNEL_NAV: (AdminNavEntry & { ns: string })[] = [
  { path: '/admin/dashboard', label: 'Admin_Dashboard', order: 0, ns: 'translation' },
  { path: '/admin/user', label: 'Admin_User', order: 10, superAdmin: true, group: 'Admin_General', ns: 'translation' },
  { path: '/admin/announcement', label: 'Admin_Announcement', order: 11, superAdmin: true, group: 'Admin_General', ns: 'translation' },
  { path: '/admin/notice', label: 'Admin_Notice', order: 12, superAdmin: true, group: 'Admin_General', ns: 'translation' },
  { path: '/admin/conf', label: 'Admin_Conf', order: 13, superAdmin: true, group: 'Admin_General', ns: 'translation' },
  { path: '/admin/switch', label: 'Admin_Switch', order: 14, superAdmin: true, group: 'Admin_General', ns: 'translation' },
  { path: '/admin/mail-outbox', label: 'Admin_Mail_Outbox', order: 15, superAdmin: true, group: 'Admin_General', ns: 'translation' },
];

/** The admin frame: its menu is the kernel's pages plus every plugin's adminNav. */
export function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const plugins = useAtomValue(pluginsAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const roles = useAtomValue(rolesAtom);
  const permissions = useAtomValue(permissionsAtom);
  const switches = useAtomValue(websiteConfigAtom);
  const user = useAtomValue(userInfoAtom);
  // on a phone the menu folds under a button above the page (issue 10 item 11), closed after each choice
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  const entries = [...KERNEL_NAV, ...plugins.flatMap((p) => (p.descriptor?.adminNav ?? []).map((n) => ({ ...n, ns: p.id })))]
    // the same rule shape as the server's routes: an entry shows only where its page's calls are allowed
    .filter((e) => (superAdmin || !e.superAdmin) && holds(e, roles, permissions) === true && (!e.switch || switches[e.switch] !== false))
    .sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
  type Item = { itemKey: string; text: string; items?: Item[] };
  const items: Item[] = [];
  for (const e of entries) {
    const item = { itemKey: e.path, text: t(e.label, { ns: [e.ns, 'translation'] }) };
    if (!e.group) items.push(item);
    else {
      let g = items.find((i) => i.itemKey === `group:${e.group}`);
      if (!g) items.push((g = { itemKey: `group:${e.group}`, text: t(e.group, { ns: [e.ns, 'translation'] }), items: [] }));
      g.items!.push(item);
    }
  }
  const selected = entries.filter((e) => pathname.startsWith(e.path)).sort((a, b) => b.path.length - a.path.length)[0]?.path;
  const groupKeys = items.filter((i) => i.items).map((i) => String(i.itemKey));
  return (
    <div className="oj-admin" data-testid="admin-layout">
      <aside className={`oj-admin-side${menuOpen ? ' oj-admin-side-open' : ''}`}>
        <div className="oj-admin-brand">
          {t('Admin_Title')}
          <Button className="oj-admin-menu-toggle" theme="borderless" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)} data-testid="admin-menu-toggle">
            {t(menuOpen ? 'Admin_Menu_Close' : 'Admin_Menu')}
          </Button>
        </div>
        <Nav
          // every group starts open, also one a plugin adds after the first paint (its UI loads later)
          key={groupKeys.join('|')}
          mode="vertical"
          items={items}
          selectedKeys={selected ? [selected] : []}
          defaultOpenKeys={groupKeys}
          onSelect={({ itemKey }) => !String(itemKey).startsWith('group:') && navigate(String(itemKey))}
          footer={{ collapseButton: false }}
        />
      </aside>
      <section className="oj-admin-body">
        <header className="oj-admin-header">
          <span>{user?.username}</span>
          <Link to="/home">{t('Back_To_Site')}</Link>
          <Link to="/logout">{t('NavBar_Logout')}</Link>
        </header>
        <div className="oj-admin-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </section>
    </div>
  );
}
