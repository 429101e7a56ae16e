// The training page's routes: /training/:trainingID and its tabs as child routes (spec 3 §2). The
// training's problem pages are the problems plugin's own routes (/training/:trainingID/problem/…).
import type { UiRoute } from '@oj/ui';

export const trainingDetailsRoute: UiRoute = {
  path: '/training/:trainingID',
  lazy: () => import('./TrainingDetailsPage.js'),
  // spec 3 §2: training details require login
  guard: { login: true },
  children: [
    { path: '', lazy: () => import('./IntroductionTab.js') },
    { path: 'problems', lazy: () => import('./ProblemsTab.js') },
    { path: 'rank', lazy: () => import('./RankTab.js') },
  ],
};
