// The home page's "latest updated problems" (spec 2 §2 Home, §7 Home; reference
// HomeController get-recent-updated-problem): the public main-set problems most recently changed.
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '@oj/sdk';
import { RecentProblem } from '../../shared/calls.ts';
import type { Deps } from '../deps.ts';

/** reference: the home table lists 5 problems */
export const RECENT_PROBLEMS = 5;

export function recentRoutes({ ctx, stores }: Deps): void {
  ctx.http.get('/api/get-recent-updated-problem', {
    config: { public: true },
    schema: { tags: ['problems'], response: { 200: Envelope(Type.Array(RecentProblem)) } },
  }, async () => ok(await stores.problems.recentPublic(RECENT_PROBLEMS)));
}
