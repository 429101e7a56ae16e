// Shared steps of the admin tests: the six roles of spec 3 §6's admin table and a valid contest form
// (the reference client's AdminContestVO).
import type { TestSite } from '@oj/kernel/testing';

export type AdminRole = 'visitor' | 'user' | 'otherProblemAdmin' | 'creator' | 'admin' | 'root';
export const ADMIN_ROLES: readonly AdminRole[] = ['visitor', 'user', 'otherProblemAdmin', 'creator', 'admin', 'root'];

export const MSG = {
  login: 'Please login first!',
  noPermission: 'Sorry, you do not have permission for this',
  adminOnly: 'Only this contest\'s administrators may do this',
  notFound: 'Sorry, this contest does not exist',
};

/** a user per role; the creator is a problem admin who makes the contests under test */
export async function adminUsers(site: TestSite): Promise<Record<AdminRole, { uid: string; token: string } | null>> {
  return {
    visitor: null,
    user: await site.userWithToken('plain1'),
    otherProblemAdmin: await site.userWithToken('padmin2', 'problem_admin'),
    creator: await site.userWithToken('padmin1', 'problem_admin'),
    admin: await site.userWithToken('admin1', 'admin'),
    root: await site.userWithToken('root1', 'root'),
  };
}

const HOUR = 3_600_000;

/** a valid two-hour ACM contest starting in an hour, as the admin form sends it */
export function contestForm(over: Record<string, unknown> = {}): Record<string, unknown> {
  const start = Date.now() + HOUR;
  return {
    title: 'Weekly Round', description: 'Solve them all', type: 0, auth: 0, pwd: '',
    startTime: new Date(start).toISOString(), endTime: new Date(start + 2 * HOUR).toISOString(),
    sealRank: false, sealRankTime: null, autoRealRank: true, visible: true, openPrint: false, openRank: false,
    allowEndSubmit: false, openAccountLimit: false, accountLimitRule: '', rankShowName: 'username',
    oiRankScoreType: 'Recent', starAccount: [], awardType: 0, awardConfigList: [],
    ...over,
  };
}

export async function createContestAs(site: TestSite, token: string, over: Record<string, unknown> = {}): Promise<number> {
  const r = await site.api<{ id: number }>('POST', '/api/admin/contest', { token, body: contestForm(over) });
  if (r.status !== 200) throw new Error(`create contest: ${r.msg}`);
  return r.data.id;
}
