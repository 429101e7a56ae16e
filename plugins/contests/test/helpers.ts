// Shared steps of the contests tests: a site with the three plugins, contests in each phase
// written straight into the tables (the admin routes have their own tests), and their problems.
import type { TestSite } from '@oj/kernel/testing';

export const PLUGINS = [
  { package: '@oj/plugin-problems' },
  { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } },
  { package: '@oj/plugin-contests' },
];

export type Phase = 'scheduled' | 'running' | 'sealed' | 'ended' | 'frozen';
export const PHASES: readonly Phase[] = ['scheduled', 'running', 'sealed', 'ended'];

const HOUR = 3_600_000;

/**
 * start, end and seal of a two-hour contest in `phase` now; a sealed one froze 30 minutes ago and
 * stays sealed after its end; a frozen one ended an hour ago sealed, without the real rank after
 * the end (autoRealRank off)
 */
export function phaseTimes(phase: Phase, now = Date.now()): Record<string, unknown> {
  const start = phase === 'scheduled' ? now + HOUR : phase === 'ended' || phase === 'frozen' ? now - 3 * HOUR : now - HOUR;
  const end = start + 2 * HOUR;
  return {
    startTime: new Date(start), endTime: new Date(end), duration: (end - start) / 1000,
    ...(phase === 'sealed' ? { sealRank: true, sealRankTime: new Date(now - HOUR / 2), autoRealRank: true } : {}),
    ...(phase === 'frozen' ? { sealRank: true, sealRankTime: new Date(end - HOUR / 2), autoRealRank: false } : {}),
  };
}

export interface ContestFields {
  uid: string;
  author?: string;
  title?: string;
  phase?: Phase;
  [field: string]: unknown;
}

/** a contest row as the admin routes would save it */
export async function createContest(site: TestSite, { uid, author = 'author', title = 'Contest', phase = 'running', ...rest }: ContestFields): Promise<number> {
  const [row] = await site.db('contests_contest').insert({
    uid, author, title, description: `About ${title}`, type: 0, auth: 0, ...phaseTimes(phase), ...rest,
  }).returning('id');
  return (row as { id: number }).id;
}

export async function addContestProblem(site: TestSite, cid: number, pid: number, displayId: string, displayTitle = `Problem ${displayId}`, color: string | null = null): Promise<number> {
  const [row] = await site.db('contests_problem').insert({ cid, pid, displayId, displayTitle, color }).returning('id');
  return (row as { id: number }).id;
}

/**
 * rewrites a contest's row as the admin routes would: a new gmtModified, and every node told that
 * its settings changed (the node keeps a contest row up to a second for the board's many reads);
 * returns once this site has heard it
 */
export async function updateContest(site: TestSite, cid: number, fields: Record<string, unknown>): Promise<void> {
  await site.db('contests_contest').where({ id: cid }).update({ ...fields, gmtModified: new Date() });
  const heard = new Promise<void>((resolve) => {
    const off = site.kernel.bus.subscribe('contests.changed', (payload) => {
      if ((payload as { cid: number }).cid === cid) { off(); resolve(); }
    });
  });
  await site.kernel.bus.broadcast('contests.changed', { cid, what: 'settings' });
  await heard;
}

export async function register(site: TestSite, cid: number, uid: string): Promise<void> {
  await site.db('contests_register').insert({ cid, uid });
}

/** a judged contest record as the board writes it (for the counts and the admin helper) */
export async function addRecord(site: TestSite, r: { cid: number; uid: string; username: string; pid: number; cpid: number; displayId: string; submitId: number; status: number; time: number; firstBlood?: boolean }): Promise<number> {
  const [row] = await site.db('contests_record').insert({ submitTime: new Date(), score: null, useTime: null, checked: false, firstBlood: false, ...r }).returning('id');
  return (row as { id: number }).id;
}
