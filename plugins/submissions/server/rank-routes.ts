// Rankings and home widgets (spec 2 §2 Home and Rankings, §7; reference RankController and
// HomeController), read from the summary tables kept by summaries.ts.
import { mountCall, ok, pageParams, type PluginContext } from '@oj/sdk';
import { PROBLEM_TYPE } from '@oj/plugin-problems/shared';
import { LAST_WEEK_DAYS, RANK_PAGE_SIZE, RECENT_AC_RANK_DAYS, RECENT_AC_RANK_SIZE } from '../shared/constants.ts';
import { rankCalls } from '../shared/calls.ts';
import { dayOf, type SummaryStore } from './stores/index.ts';

const DAY_MS = 86_400_000;

function pastDays(count: number): string[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => dayOf(new Date(now - (count - 1 - i) * DAY_MS)));
}

export function rankRoutes(ctx: PluginContext, summaries: SummaryStore): void {
  mountCall(ctx.http, rankCalls.list, { config: { public: true }, tags: ['rank'] }, async (request) => {
    const q = request.query;
    const oi = q.type === 'OI' || q.type === PROBLEM_TYPE.oi || q.type === String(PROBLEM_TYPE.oi);
    return ok(await summaries.rankPage(q.searchUser?.trim(), oi, pageParams(q, RANK_PAGE_SIZE)));
  });

  mountCall(ctx.http, rankCalls.recentAc, { config: { public: true }, tags: ['home'] }, async () => {
    const [from] = pastDays(RECENT_AC_RANK_DAYS);
    return ok(await summaries.recentAc(from!, RECENT_AC_RANK_SIZE));
  });

  mountCall(ctx.http, rankCalls.weekStatistics, { config: { public: true }, tags: ['home'] }, async () => {
    const days = pastDays(LAST_WEEK_DAYS);
    const rows = await summaries.daysFrom(days[0]!);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return ok({
      dateStr: days,
      acCountList: days.map((d) => byDay.get(d)?.ac ?? 0),
      totalCountList: days.map((d) => byDay.get(d)?.total ?? 0),
    });
  });
}
