// Rankings and home widgets (spec 2 §2 Home and Rankings, §7; reference RankController and
// HomeController), read from the summary tables kept by summaries.ts.
import { Type } from '@sinclair/typebox';
import { Envelope, Page, ok, pageParams, type PluginContext } from '@oj/sdk';
import { PROBLEM_TYPE } from '@oj/plugin-problems/shared';
import { LAST_WEEK_DAYS, RANK_PAGE_SIZE, RECENT_AC_RANK_DAYS, RECENT_AC_RANK_SIZE } from '../shared/constants.ts';
import { RankListQuery, RankRow, RecentAcRow, WeekStatistics } from '../shared/schemas.ts';
import { dayOf, type SummaryStore } from './stores/index.ts';

const DAY_MS = 86_400_000;

function pastDays(count: number): string[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => dayOf(new Date(now - (count - 1 - i) * DAY_MS)));
}

export function rankRoutes(ctx: PluginContext, summaries: SummaryStore): void {
  ctx.http.get('/api/get-rank-list', {
    config: { public: true },
    schema: { tags: ['rank'], querystring: RankListQuery, response: { 200: Envelope(Page(RankRow)) } },
  }, async (request) => {
    const q = request.query;
    const oi = q.type === 'OI' || q.type === PROBLEM_TYPE.oi || q.type === String(PROBLEM_TYPE.oi);
    return ok(await summaries.rankPage(q.searchUser?.trim(), oi, pageParams(q, RANK_PAGE_SIZE)));
  });

  ctx.http.get('/api/get-recent-seven-ac-rank', {
    config: { public: true },
    schema: { tags: ['home'], response: { 200: Envelope(Type.Array(RecentAcRow)) } },
  }, async () => {
    const [from] = pastDays(RECENT_AC_RANK_DAYS);
    return ok(await summaries.recentAc(from!, RECENT_AC_RANK_SIZE));
  });

  ctx.http.get('/api/get-last-week-submission-statistics', {
    config: { public: true },
    schema: { tags: ['home'], querystring: Type.Object({ forceRefresh: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])) }), response: { 200: Envelope(WeekStatistics) } },
  }, async () => {
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
