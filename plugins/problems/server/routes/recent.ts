// The home page's "latest updated problems" (spec 2 §2 Home, §7 Home; reference
// HomeController get-recent-updated-problem): the public main-set problems most recently changed.
import { mountCall, ok } from '@oj/sdk';
import { problemCalls } from '../../shared/browser.ts';
import type { Deps } from '../deps.ts';

/** reference: the home table lists 5 problems */
export const RECENT_PROBLEMS = 5;

export function recentRoutes({ ctx, stores }: Deps): void {
  mountCall(ctx.http, problemCalls.recent, { config: { public: true }, tags: ['problems'] }, async () => ok(await stores.problems.recentPublic(RECENT_PROBLEMS)));
}
