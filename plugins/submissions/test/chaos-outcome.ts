// Shared steps of the chaos test's cases: the seeded generator, the codes submitted, and the check
// of the outcome a user would see — every submission finished with the verdict of its code, and
// the summaries equal to a recount of the saved rows (each result applied once).
import type { Test } from 'tap';
import type { TestSite } from '@oj/kernel/testing';
import { AB, detail } from './helpers.ts';

/** mulberry32: small seeded generator, so a failing run can be replayed */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Kind = 'pyAc' | 'pyWa' | 'cppAc' | 'cppWa';
export const KINDS: Record<Kind, { language: string; code: string; status: number }> = {
  pyAc: { language: 'Python3', code: AB.pyAc, status: 0 },
  pyWa: { language: 'Python3', code: AB.pyWa, status: -1 },
  cppAc: { language: 'C++', code: AB.cppAc, status: 0 },
  cppWa: { language: 'C++', code: AB.cppWa, status: -1 },
};
export const kindOfCode = (language: string, code: string) => (Object.keys(KINDS) as Kind[]).find((k) => KINDS[k].language === language && KINDS[k].code === code);
// C++ compiles take most of a judge's time on 2 cores: keep them a minority
export const MIX: Kind[] = ['pyAc', 'pyAc', 'pyAc', 'pyAc', 'pyAc', 'pyWa', 'pyWa', 'cppAc', 'cppWa', 'pyAc'];

export type SavedRow = { submitId: number; uid: string; pid: number; language: string; code: string; status: number };
const UNFINISHED = [5, 6, 7];
/** how long all submissions may take to finish once the chaos is over */
const FINISH_DEADLINE_MS = 280_000;

/** the saved submissions of these users once none is unfinished (or the deadline passed) */
export async function finishedRows(site: TestSite, uids: string[]): Promise<SavedRow[]> {
  const savedRows = () => site.db('submissions_judge').whereIn('uid', uids)
    .select('submitId', 'uid', 'pid', 'language', 'code', 'status').orderBy('submitId') as Promise<SavedRow[]>;
  const deadline = Date.now() + FINISH_DEADLINE_MS;
  for (;;) {
    const rows = await savedRows();
    if (!rows.some((r) => UNFINISHED.includes(r.status)) || Date.now() > deadline) return rows;
    await sleep(500);
  }
}

export interface Outcome {
  site: TestSite;
  rows: SavedRow[];
  users: { uid: string }[];
  pids: number[];
  rootToken: string;
  /** the judge names a verdict may come from */
  judgedBy: RegExp;
  /** today's counts before this case's submissions */
  todayBefore: { total: number; ac: number };
  /** shown when some submission is left unfinished */
  logs: () => string[];
}

export async function todayCounts(site: TestSite): Promise<{ total: number; ac: number }> {
  const week = await site.api<{ acCountList: number[]; totalCountList: number[] }>('GET', '/api/get-last-week-submission-statistics');
  return { total: week.data.totalCountList.at(-1) ?? 0, ac: week.data.acCountList.at(-1) ?? 0 };
}

/** none unfinished, each with its code's verdict, and every summary equal to a recount */
export async function checkOutcome(t: Test, o: Outcome): Promise<void> {
  const { site, rows } = o;
  const stuck = rows.filter((r) => UNFINISHED.includes(r.status));
  t.same(stuck.map((r) => r.submitId), [], 'no submission left Pending, Compiling or Judging');
  if (stuck.length) t.comment(o.logs().join('\n'));

  let wrong = 0;
  for (const r of rows) {
    const kind = kindOfCode(r.language, r.code);
    const seen = await detail(site, r.submitId, o.rootToken);
    if (!kind || seen.status !== KINDS[kind].status || !o.judgedBy.test(seen.judger ?? '')) {
      wrong++;
      const row = await site.db('submissions_judge').where({ submitId: r.submitId }).first('errorMessage', 'attempt', 'sweeps');
      t.fail(`submission ${r.submitId} (${kind}): status ${seen.status}, judger ${seen.judger}, attempt ${row?.attempt}, sweeps ${row?.sweeps}, message ${JSON.stringify(row?.errorMessage)}`);
    }
  }
  t.equal(wrong, 0, 'each submission has the verdict of its code');
  if (wrong) t.comment(o.logs().join('\n'));

  // the summaries equal a recount of the saved rows: nothing counted twice, nothing missed
  for (const pid of o.pids) {
    const mine = rows.filter((r) => r.pid === pid);
    const count = await site.db('submissions_problem_count').where({ pid }).first();
    t.match(count, {
      total: mine.length,
      ac: mine.filter((r) => r.status === 0).length,
      wa: mine.filter((r) => r.status === -1).length,
      se: mine.filter((r) => r.status === 4).length,
    }, `problem ${pid}: counts match the submissions`);
  }
  const rank = await site.api<{ records: { uid: string; ac: number; total: number }[] }>('GET', '/api/get-rank-list', { query: { type: 'ACM', limit: 50 } });
  for (const u of o.users) {
    const mine = rows.filter((r) => r.uid === u.uid);
    const solved = new Set(mine.filter((r) => r.status === 0).map((r) => r.pid)).size;
    const row = rank.data.records.find((r) => r.uid === u.uid);
    t.match(row ?? { ac: 0, total: 0 }, { ac: solved, total: mine.length }, `user ${u.uid}: rank line matches`);
  }
  const today = await todayCounts(site);
  t.equal(today.total - o.todayBefore.total, rows.length, "today's submissions");
  t.equal(today.ac - o.todayBefore.ac, rows.filter((r) => r.status === 0).length, "today's accepted");
}
