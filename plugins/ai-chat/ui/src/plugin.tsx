// The AI chat UI descriptor (spec 2): a tab on every problem page where the AI state call says
// the caller may chat (the problems plugin's 'problem.tabs' slot), and the super admin's AI
// settings page (spec 2 §2 admin child `aisetting`).
import { Toast } from '@douyinfe/semi-ui';
import { defineUiPlugin, type SlotWidget } from '@oj/ui';
import { PROBLEM_TABS_SLOT, type ProblemTabProps } from '@oj/plugin-problems/browser';
import { AiCallError, getAiChatState, placeOf } from './api.js';
import { en, zh } from './locales.js';

const aiChatTab: SlotWidget<ProblemTabProps> = {
  id: 'ai-chat',
  order: 10,
  title: 'Ai_Tab_Title',
  lazy: () => import('./chat/AiChatTab.js'),
  // spec 2 §5, §8: the tab is there when the AI state call answers true — for a visitor, when the AI
  // is on for this problem (the tab then asks them to log in); a failure hides it
  available: (p) => getAiChatState(placeOf(p)).catch((e: unknown) => {
    // spec 2 §6: a failed state call says so (the server's message, or the network one with '(404)')
    if (e instanceof AiCallError) Toast.error(e.message);
    return false;
  }),
};

export default defineUiPlugin({
  id: 'ai-chat',
  slots: { [PROBLEM_TABS_SLOT]: [aiChatTab] },
  adminRoutes: [{ path: '/admin/aisetting', lazy: () => import('./admin/AiSettingPage.js'), guard: { superAdmin: true } }],
  // spec 2 §2: among the site's general settings, for the super admin (the calls' rule)
  adminNav: [{ path: '/admin/aisetting', label: 'Ai_Admin_Nav', order: 16, superAdmin: true, group: 'Admin_General' }],
  locales: { 'en-US': en, 'zh-CN': zh },
});
