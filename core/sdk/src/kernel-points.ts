// Extension points the kernel owns. Plugins contribute with ctx.extend(point, impl).
import { defineExtensionPoint } from './refs.ts';

export interface ProfileStats {
  /** number of submissions */
  total?: number;
  rating?: number | null;
  solvedList?: string[];
  scoreList?: number[];
  solvedGroupByDifficulty?: Record<string, unknown[]>;
}

export interface ProfileContributor {
  /** numbers for the profile cards of `uid` (spec 1 §2.6) */
  stats?(uid: string): Promise<ProfileStats>;
  /** submissions per day between two dates (YYYY-MM-DD, inclusive) for the heatmap */
  activity?(uid: string, from: string, to: string): Promise<{ date: string; count: number }[]>;
}
export const profilePoint = defineExtensionPoint<ProfileContributor>('kernel.profile');

/** Answers "is `uid` an admin of group `gid`?" — contributed by the groups plugin. */
export type GroupAdminCheck = (uid: string, gid: number) => Promise<boolean>;
export const groupAdminPoint = defineExtensionPoint<GroupAdminCheck>('kernel.group-admin');

/**
 * Adds figures to the admin dashboard. The reference's own are `todayJudgeNum` (submissions
 * today) and `recentContestNum` (contests in the next 14 days); the kernel answers 0 for them
 * while no plugin gives them.
 */
export type DashboardContributor = () => Promise<Record<string, unknown>>;
export const dashboardPoint = defineExtensionPoint<DashboardContributor>('kernel.dashboard');
