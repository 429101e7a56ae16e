// Rankings and home widgets (spec 2 §2 Home and Rankings, §7; reference RankController and
// HomeController), read from the summary tables kept by summaries.ts.
import { Type } from '@sinclair/typebox';
import { Envelope, Page, likePattern, ok, pageParams, paginate, type PluginContext } from '@oj/sdk';
import { LAST_WEEK_DAYS, RANK_PAGE_SIZE, RECENT_AC_RANK_DAYS, RECENT_AC_RANK_SIZE } from '../shared/constants.ts';
import { RankListQuery, RankRow, RecentAcRow, WeekStatistics } from '../shared/schemas.ts';
import { T, dayOf } from './tables.ts';

const USER_COLUMNS = ['u.uid', 'u.username', 'u.avatar', 'u.titleName', 'u.titleColor'];
const DAY_MS = 86_400_000;

function pastDays(count: number): string[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => dayOf(new Date(now - (count - 1 - i) * DAY_MS)));
}

export function rankRoutes(ctx: PluginContext): void {
  ctx.http.get('/api/get-rank-list', {
    config: { public: true },
    schema: { tags: ['rank'], querystring: RankListQuery, response: { 200: Envelope(Page(RankRow)) } },
  }, async (request) => {
    const q = request.query;
    const oi = q.type === 'OI' || q.type === 1 || q.type === '1';
    const base = ctx.db(`${T.userStat} as s`).join(`${ctx.users.table} as u`, 'u.uid', 's.uid').where('s.total', '>', 0).where('u.status', 0);
    const search = q.searchUser?.trim();
    if (search) {
      const like = likePattern(search);
      base.where((w) => w.whereILike('u.username', like).orWhereILike('u.nickname', like).orWhereILike('u.realname', like));
    }
    const page = await paginate<Record<string, unknown>>(base, pageParams(q, RANK_PAGE_SIZE), (b) => {
      b.select(...USER_COLUMNS, 'u.nickname', 'u.signature', 's.ac', 's.total', 's.score');
      // ACM: solved problems, then fewer submissions; OI: the sum of best rank scores (spec 2 §9)
      return oi
        ? b.orderBy([{ column: 's.score', order: 'desc' }, { column: 's.ac', order: 'desc' }, { column: 'u.username' }])
        : b.orderBy([{ column: 's.ac', order: 'desc' }, { column: 's.total', order: 'asc' }, { column: 'u.username' }]);
    });
    return ok(page as never);
  });

  ctx.http.get('/api/get-recent-seven-ac-rank', {
    config: { public: true },
    schema: { tags: ['home'], response: { 200: Envelope(Type.Array(RecentAcRow)) } },
  }, async () => {
    const [from] = pastDays(RECENT_AC_RANK_DAYS);
    const rows = await ctx.db(`${T.acDay} as a`).join(`${ctx.users.table} as u`, 'u.uid', 'a.uid')
      .where('a.day', '>=', from).where('u.status', 0)
      .groupBy(USER_COLUMNS).select(...USER_COLUMNS, ctx.db.raw('count(distinct a.pid)::int as ac'))
      .orderBy([{ column: 'ac', order: 'desc' }, { column: 'u.username' }]).limit(RECENT_AC_RANK_SIZE);
    return ok(rows as never);
  });

  ctx.http.get('/api/get-last-week-submission-statistics', {
    config: { public: true },
    schema: { tags: ['home'], querystring: Type.Object({ forceRefresh: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])) }), response: { 200: Envelope(WeekStatistics) } },
  }, async () => {
    const days = pastDays(LAST_WEEK_DAYS);
    const rows = (await ctx.db(T.day).where('day', '>=', days[0]).select(ctx.db.raw("to_char(day, 'YYYY-MM-DD') as day"), 'total', 'ac')) as { day: string; total: number; ac: number }[];
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return ok({
      dateStr: days,
      acCountList: days.map((d) => byDay.get(d)?.ac ?? 0),
      totalCountList: days.map((d) => byDay.get(d)?.total ?? 0),
    });
  });
}
