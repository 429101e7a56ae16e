// The home page's "latest updated problems" (spec 2 §2 Home, §7 Home; reference
// HomeController get-recent-updated-problem): the public main-set problems most recently changed.
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '@oj/sdk';
import { PROBLEM_AUTH } from '../../shared/service.ts';
import { RecentProblem } from '../../shared/calls.ts';
import type { Deps } from '../deps.ts';

/** reference: the home table lists 5 problems */
export const RECENT_PROBLEMS = 5;

export function recentRoutes({ ctx, db, t }: Deps): void {
  ctx.http.get('/api/get-recent-updated-problem', {
    config: { public: true },
    schema: { tags: ['problems'], response: { 200: Envelope(Type.Array(RecentProblem)) } },
  }, async () => {
    const rows = await db(t.problem).where({ auth: PROBLEM_AUTH.public }).whereNull('gid')
      .orderBy([{ column: 'gmtModified', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(RECENT_PROBLEMS)
      .select('id as pid', 'problemId', 'title', 'type', 'gmtCreate', 'gmtModified');
    return ok(rows);
  });
}
