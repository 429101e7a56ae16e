// Issue 28 item 1 as one table: every read of a contest submission × caller × phase × contest kind,
// asserting what the caller sees of two accepted submissions of one contestant — one made early,
// one made late (after the seal time, in a sealed phase). One rule decides (SubmissionView.sight
// with the contest's scope): the author and the contest's and site's admins see both whole; a
// visitor sees neither; another caller sees what the contest's entry rule lets them, never a late
// row while the board is sealed to them, and no one else's run time while the contest runs.
import type { Test } from 'tap';
import type { TestSite } from '@oj/kernel/testing';
import { addContestProblem, createContest, phaseTimes, register, type Phase } from './helpers.ts';

export type Caller = 'visitor' | 'outsider' | 'other' | 'author' | 'admin' | 'root';
export const CALLERS: readonly Caller[] = ['visitor', 'outsider', 'other', 'author', 'admin', 'root'];
/** running; sealed (running, the seal on); frozen (ended, still sealed: no real rank after the end); ended (unsealed) */
export const VISIBILITY_PHASES: readonly Phase[] = ['running', 'sealed', 'frozen', 'ended'];
export type Kind = 'public' | 'private' | 'protected' | 'group';
const AUTH: Record<Kind, number> = { public: 0, private: 1, protected: 2, group: 1 };

const MINUTE = 60_000;
const ACCEPTED = 0;

export interface TableUsers {
  /** logged in, neither registered nor (for a group contest) a member */
  outsider: { uid: string; token: string };
  /** another registered contestant (a member of the group) */
  other: { uid: string; token: string };
  /** the contestant who made the submissions */
  author: { uid: string; token: string; username: string };
  /** the contest's own admin (its creator) */
  admin: { uid: string; token: string };
  /** the super admin */
  root: { uid: string; token: string };
}

interface Seen { early: boolean; late: boolean; usage: boolean }

/** what `caller` should see in `kind` at `phase` */
export function expected(kind: Kind, caller: Caller, phase: Phase): Seen {
  if (caller === 'author' || caller === 'admin' || caller === 'root') return { early: true, late: true, usage: true };
  if (caller === 'visitor') return { early: false, late: false, usage: false };
  // spec 3 §6: a private contest (and a group's) is entered by its registered contestants (members); a public or protected one by anyone logged in
  const enters = caller === 'other' || kind === 'public' || kind === 'protected';
  if (!enters) return { early: false, late: false, usage: false };
  const sealed = phase === 'sealed' || phase === 'frozen';
  return { early: true, late: !sealed, usage: phase !== 'running' && phase !== 'sealed' };
}

interface Row { cid: number; early: number; late: number }

/** a contest of `kind` in `phase` with the two submissions of `users.author` */
export async function contestWithRows(site: TestSite, users: TableUsers, kind: Kind, phase: Phase, gid: number | null, pid: number): Promise<Row> {
  const cid = await createContest(site, { uid: users.admin.uid, author: 'admin', title: `${kind} ${phase}`, phase, type: 0, auth: AUTH[kind], pwd: kind === 'public' ? null : 'pw', gid });
  const cpid = await addContestProblem(site, cid, pid, 'A');
  if (kind !== 'public') {
    await register(site, cid, users.author.uid);
    await register(site, cid, users.other.uid);
  }
  const times = phaseTimes(phase) as { startTime: Date; endTime: Date };
  const start = times.startTime.getTime();
  // late: ten minutes before the end of an ended contest, ten minutes ago in a running one (after a seal 30 minutes ago)
  const late = Math.min(times.endTime.getTime(), Date.now()) - 10 * MINUTE;
  const insert = async (at: number) => {
    const [r] = (await site.db('submissions_judge').insert({
      pid, displayPid: 'A', uid: users.author.uid, username: users.author.username, status: ACCEPTED, time: 15, memory: 1024, score: null,
      length: 10, code: 'int main(){}', language: 'C++', cid, cpid, tid: 0, gid, submitTime: new Date(at), share: false,
    }).returning('submitId')) as { submitId: number }[];
    return r!.submitId;
  };
  return { cid, early: await insert(start + 5 * MINUTE), late: await insert(late) };
}

type Token = string | undefined;
/** each read answers whether `submitId` is shown to the caller, and with its run time when it has one */
const READS: Record<string, (site: TestSite, token: Token, row: Row, submitId: number) => Promise<{ shown: boolean; time?: number | null; status?: number }>> = {
  async detail(site, token, _row, submitId) {
    const r = await site.api<{ submission: { status: number; time: number | null } }>('GET', '/api/get-submission-detail', { token, query: { submitId }, lang: 'en-US' });
    if (r.status === 200) return { shown: true, time: r.data.submission.time, status: r.data.submission.status };
    if (r.status !== 404) throw new Error(`detail answered ${r.status} ${r.msg}`);
    return { shown: false };
  },
  async 'case results'(site, token, _row, submitId) {
    const r = await site.api('GET', '/api/get-all-case-result', { token, query: { submitId }, lang: 'en-US' });
    if (r.status !== 200 && r.status !== 404) throw new Error(`case results answered ${r.status} ${r.msg}`);
    return { shown: r.status === 200 };
  },
  async 'status list'(site, token, row, submitId) {
    const r = await site.api<{ records: Array<{ submitId: number; time: number | null; status: number }> }>('GET', '/api/contest-submissions', { token, query: { contestID: row.cid, containsEnd: true }, lang: 'en-US' });
    if (r.status !== 200) return { shown: false };
    const found = r.data.records.find((x) => x.submitId === submitId);
    return found ? { shown: true, time: found.time, status: found.status } : { shown: false };
  },
  async 'contest status check'(site, token, row, submitId) {
    const r = await site.api<Record<string, { time: number | null; status: number }>>('POST', '/api/check-contest-submissions-status', { token, body: { cid: row.cid, submitIds: [submitId] }, lang: 'en-US' });
    const found = r.status === 200 ? r.data[String(submitId)] : undefined;
    return found ? { shown: true, time: found.time, status: found.status } : { shown: false };
  },
  async 'status check with cid'(site, token, row, submitId) {
    const r = await site.api<Record<string, { time: number | null; status: number }>>('POST', '/api/check-submissions-status', { token, body: { cid: row.cid, submitIds: [submitId] }, lang: 'en-US' });
    const found = r.status === 200 ? r.data[String(submitId)] : undefined;
    return found ? { shown: true, time: found.time, status: found.status } : { shown: false };
  },
  // the practice calls never show a contest's rows, whoever asks
  async 'practice status check'(site, token, _row, submitId) {
    const r = await site.api<Record<string, unknown>>('POST', '/api/check-submissions-status', { token, body: { submitIds: [submitId] }, lang: 'en-US' });
    return { shown: r.status === 200 && String(submitId) in r.data };
  },
  async 'practice list'(site, token, _row, submitId) {
    const r = await site.api<{ records: Array<{ submitId: number }> }>('GET', '/api/get-submission-list', { token, query: { limit: 100 }, lang: 'en-US' });
    return { shown: r.status === 200 && r.data.records.some((x) => x.submitId === submitId) };
  },
};
const PRACTICE_ONLY = new Set(['practice status check', 'practice list']);

/** runs every read × caller × phase of `kind` as a subtest */
export async function visibilityTable(t: Test, site: TestSite, users: TableUsers, kind: Kind, pid: number, gid: number | null = null): Promise<void> {
  const rows = new Map<Phase, Row>();
  for (const phase of VISIBILITY_PHASES) rows.set(phase, await contestWithRows(site, users, kind, phase, gid, pid));
  for (const [read, ask] of Object.entries(READS)) {
    for (const phase of VISIBILITY_PHASES) {
      const row = rows.get(phase)!;
      for (const caller of CALLERS) {
        const token = caller === 'visitor' ? undefined : users[caller].token;
        const want = expected(kind, caller, phase);
        for (const which of ['early', 'late'] as const) {
          const got = await ask(site, token, row, row[which]);
          const shown = PRACTICE_ONLY.has(read) ? false : want[which];
          const where = `${kind}, ${read}, ${caller}, ${phase}, ${which}`;
          t.equal(got.shown, shown, `${where}: ${shown ? 'shown' : 'not shown'}`);
          if (got.shown && got.status !== undefined) t.equal(got.status, ACCEPTED, `${where}: the verdict`);
          if (got.shown && got.time !== undefined) t.equal(got.time, want.usage ? 15 : null, `${where}: run time ${want.usage ? 'shown' : 'hidden while running'}`);
        }
      }
    }
  }
}
