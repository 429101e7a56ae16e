// The scroll board's two calls (reference §5.3, `boardCalls` of shared/calls.ts), turned into what
// the resolver reads.
import { api } from '@oj/ui';
import { boardCalls } from '@oj/plugin-contests/browser';
import type { ResolverSubmission, ResolverUser } from './resolver.js';

export interface ScrollBoardData {
  title: string;
  problems: { displayId: string; color: string | null }[];
  users: ResolverUser[];
  submissions: ResolverSubmission[];
  /** seconds since the start from which submissions are sealed */
  sealAt: number;
}

export async function loadScrollBoard(cid: number, removeStar: boolean): Promise<ScrollBoardData> {
  // quiet: the page shows a failure once, in its own error card (issue 28 §8)
  const [info, subs] = await Promise.all([
    api.call(boardCalls.scrollInfo, { query: { cid } }, { quiet: true }),
    api.call(boardCalls.scrollSubmissions, { query: { cid, removeStar } }, { quiet: true }),
  ]);
  const start = new Date(info.data.startTime).getTime();
  const seal = info.data.sealRankTime ? new Date(info.data.sealRankTime).getTime() : new Date(info.data.endTime).getTime();
  const problems = (info.data.problemList ?? []).map((p) => ({ displayId: p.displayId, color: p.color ?? null }));
  const stars = new Set(info.data.starUserList ?? []);
  const users = new Map<string, ResolverUser>();
  for (const s of subs.data) if (!users.has(s.uid)) users.set(s.uid, { uid: s.uid, name: s.username, school: s.school, star: stars.has(s.username) });
  return { title: info.data.title ?? '', problems, users: [...users.values()], submissions: subs.data, sealAt: Math.floor((seal - start) / 1000) };
}
