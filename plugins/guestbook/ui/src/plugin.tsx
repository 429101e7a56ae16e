// The guestbook's UI descriptor: a page, a menu entry, a home widget, an admin page, its strings.
import { defineUiPlugin } from '@oj/ui';
import { en, zh } from './locales.js';

export default defineUiPlugin({
  id: 'guestbook',
  routes: [{ path: '/guestbook', lazy: () => import('./GuestbookPage.js') }],
  nav: [{ path: '/guestbook', label: 'Guestbook', order: 90 }],
  adminRoutes: [{ path: '/admin/guestbook', lazy: () => import('./AdminPage.js') }],
  adminNav: [{ path: '/admin/guestbook', label: 'Guestbook_Admin', order: 80 }],
  slots: { 'home.side': [{ id: 'latest', order: 10, lazy: () => import('./HomeWidget.js') }] },
  locales: { 'en-US': en, 'zh-CN': zh },
});
