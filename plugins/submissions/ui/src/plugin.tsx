// The submissions UI descriptor: the submission list, its main-menu entry, its strings.
import { defineUiPlugin } from '@oj/ui';
import { en, zh } from './locales.js';

export default defineUiPlugin({
  id: 'submissions',
  routes: [{ path: '/status', lazy: () => import('./SubmissionListPage.js') }],
  nav: [{ path: '/status', label: 'Status', order: 40 }],
  locales: { 'en-US': en, 'zh-CN': zh },
});
