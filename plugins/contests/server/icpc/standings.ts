// The scoreboard and awards of the ICPC API, from the site's live ACM board (board.ts) as the
// caller's role sees it: sealed for the public role while isSealedNow, the real one for the admin
// role; submissions after the end never count. Ranks are the board's (seconds, spec 3 §4); the
// minute fields are the board's seconds rounded down. Star (unofficial) users are hidden teams,
// off the scoreboard and its awards.
import type { AcmCell, AcmRankRow } from '../../shared/board.ts';
import { icpcRelTime, icpcTime, type IcpcAward, type IcpcScoreboard, type IcpcScoreboardRow } from '../../shared/icpc.ts';
import { countedAc, type RankRow } from '../rules.ts';
import type { BoardVariant } from '../rules.ts';
import type { IcpcView } from './view.ts';

/** the board variant a role reads: the public one sealed as the site's outside board is */
export const boardVariant = (view: IcpcView): BoardVariant => ({ sealed: !view.admin && view.sealed, containsEnd: false });

/** the first tiers of a contest's awards are its medals (by priority); further tiers keep their place */
const MEDALS = ['gold-medal', 'silver-medal', 'bronze-medal'];

const minutes = (seconds: number) => Math.floor(seconds / 60);

/** the board's rows that are teams on the scoreboard: ranked (not star users) and shown to the role */
function rankedRows(view: IcpcView, rows: readonly RankRow[]): AcmRankRow[] {
  return (rows as AcmRankRow[]).filter((r) => r.rank > 0 && view.teamShown(r.uid) && view.source.people.has(r.uid));
}

export function scoreboard(view: IcpcView, rows: readonly RankRow[]): IcpcScoreboard {
  const ranked = rankedRows(view, rows);
  const problems = view.source.problems;
  // tries not judged yet, per team and problem (the board holds judged ones only)
  const waiting = new Map<string, number>();
  for (const s of view.shownSubmissions()) {
    if (s.judgedAt) continue;
    const key = `${s.uid}\n${s.pid}`;
    waiting.set(key, (waiting.get(key) ?? 0) + 1);
  }
  const row = (uid: string, rank: number, cells: Record<string, AcmCell>, solved: number, totalSeconds: number): IcpcScoreboardRow => {
    let last: number | null = null;
    const list = problems.map((p) => {
      const cell = cells[p.displayId];
      const ok = !!cell && countedAc(cell);
      const pending = (cell?.tryNum ?? 0) + (ok ? 0 : waiting.get(`${uid}\n${p.pid}`) ?? 0);
      const entry = { problem_id: view.problemId(p.pid)!, num_judged: cell ? cell.errorNum + (ok ? 1 : 0) : 0, num_pending: pending, solved: ok };
      if (!ok) return entry;
      const time = minutes(cell.ACTime!);
      last = Math.max(last ?? 0, time);
      return { ...entry, time };
    });
    return { rank, team_id: uid, score: { num_solved: solved, total_time: minutes(totalSeconds), time: last }, problems: list };
  };
  const out = ranked.map((r) => row(r.uid, r.rank, r.submissionInfo, r.ac, r.totalTime));
  // the other teams on the scoreboard have solved nothing: they share the rank of the board's first such row
  const onBoard = new Set(ranked.map((r) => r.uid));
  const zero = ranked.find((r) => r.ac === 0);
  const zeroRank = zero ? zero.rank : ranked.length + 1;
  for (const team of view.teams()) {
    if (team.data.hidden || onBoard.has(team.data.id)) continue;
    out.push(row(team.data.id, zeroRank, {}, 0, 0));
  }
  // by rank, then by team name (the spec's order within a rank)
  const names = new Map(view.teams().map((t) => [t.data.id, t.data.name]));
  out.sort((a, b) => a.rank - b.rank || (names.get(a.team_id) ?? '').localeCompare(names.get(b.team_id) ?? '', 'en-US'));
  return { time: icpcTime(view.now), contest_time: icpcRelTime(view.now - view.start), state: view.state().data, rows: out };
}

export function awards(view: IcpcView, rows: readonly RankRow[]): IcpcAward[] {
  const ranked = rankedRows(view, rows);
  const c = view.source.contest;
  const out: IcpcAward[] = [{ id: 'winner', citation: 'Contest winner', team_ids: ranked.filter((r) => r.rank === 1 && r.ac > 0).map((r) => r.uid) }];
  if (c.awardType === 1 || c.awardType === 2) {
    const tiers = [...(c.awardConfig ?? [])].sort((a, b) => a.priority - b.priority);
    const given = new Set<string>();
    tiers.forEach((tier, i) => {
      // the board names a row's award; two tiers of one name share it (the first one lists its teams)
      const teamIds = given.has(tier.name) ? [] : ranked.filter((r) => r.isWinAward && r.awardName === tier.name).map((r) => r.uid);
      given.add(tier.name);
      out.push({ id: MEDALS[i] ?? `award-${i + 1}`, citation: tier.name, team_ids: teamIds });
    });
  }
  // first to solve: the earliest counted solve of each problem among the ranked teams
  for (const p of view.source.problems) {
    const problemId = view.problemId(p.pid)!;
    let first: number | null = null;
    for (const r of ranked) {
      const cell = r.submissionInfo[p.displayId];
      if (cell && countedAc(cell) && (first === null || cell.ACTime! < first)) first = cell.ACTime!;
    }
    const id = `first-to-solve-${problemId}`;
    out.push({
      id: id.length <= 36 ? id : `first-to-solve-cp${p.id}`,
      citation: `First to solve problem ${p.displayId}`,
      team_ids: first === null ? [] : ranked.filter((r) => { const cell = r.submissionInfo[p.displayId]; return !!cell && countedAc(cell) && cell.ACTime === first; }).map((r) => r.uid),
    });
  }
  return out;
}
