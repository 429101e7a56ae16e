import { IconChevronDown, IconChevronUp } from '@douyinfe/semi-icons';
import { Button } from '@douyinfe/semi-ui';
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
  { path: '/admin/plugins', label: 'Admin_Plugins', order: 16, superAdmin: true, group: 'Admin_General', ns: 'translation' },
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
  // every group is open unless its title was clicked
  const [closed, setClosed] = useState<string[]>([]);
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
  const link = (i: Item) => (
    <Link key={i.itemKey} to={i.itemKey} className={`oj-admin-menu-item${i.itemKey === selected ? ' oj-admin-menu-item-selected' : ''}`} aria-current={i.itemKey === selected ? 'page' : undefined}>
      {i.text}
    </Link>
  );
  return (
    <div className="oj-admin" data-testid="admin-layout">
      <aside className={`oj-admin-side${menuOpen ? ' oj-admin-side-open' : ''}`}>
        <div className="oj-admin-brand">
          {t('Admin_Title')}
          <Button className="oj-admin-menu-toggle" theme="borderless" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)} data-testid="admin-menu-toggle">
            {t(menuOpen ? 'Admin_Menu_Close' : 'Admin_Menu')}
          </Button>
        </div>
        {/* a plain list, no animated sub-menus: a group a plugin adds late is open at once, and an item is
            never drawn inside a half-measured box (a click on it once landed on the next group's title) */}
        <nav className="oj-admin-menu" aria-label={t('Admin_Title')}>
          {items.map((i) => {
            if (!i.items) return link(i);
            const open = !closed.includes(i.itemKey);
            return (
              <div key={i.itemKey} className="oj-admin-menu-group">
                <button type="button" className="oj-admin-menu-group-title" aria-expanded={open} onClick={() => setClosed((c) => (open ? [...c, i.itemKey] : c.filter((k) => k !== i.itemKey)))}>
                  <span>{i.text}</span>
                  {open ? <IconChevronUp size="small" /> : <IconChevronDown size="small" />}
                </button>
                {open && i.items.map(link)}
              </div>
            );
          })}
        </nav>
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
