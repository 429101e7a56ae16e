// The contest as one ICPC API client sees it now: each endpoint's objects built from the source
// (source.ts), with the moment each object last changed (`at`, the event feed's order). What the
// roles differ in:
// - the public role never sees a judgement (nor its type or runs) of a submission made during
//   the freeze while the board is sealed (isSealedNow: the seal time to the end, and after it
//   without autoRealRank); the admin role sees everything;
// - the public role sees no problems before the start, and not the contest author's nor the super
//   admins' submissions (they are not on the board either);
// - submission files (the source) are the admin role's.
import { createHash } from 'node:crypto';
import { builtInLanguages } from '@oj/judge-languages';
import { ACM_PENALTY_MINUTES } from '../../shared/index.ts';
import {
  ICPC_ID_PATTERN, icpcRelTime, icpcTime, type IcpcClarification, type IcpcContest, type IcpcJudgement, type IcpcJudgementType, type IcpcLanguage,
  type IcpcOrganization, type IcpcProblem, type IcpcRole, type IcpcRun, type IcpcState, type IcpcSubmission, type IcpcTeam,
} from '../../shared/icpc.ts';
import type { CaseVerdict, ContestSubmission } from '@oj/plugin-submissions/shared';
import { isSealedNow } from '../core.ts';
import { shownName } from '../rules.ts';
import { isRootAccount, type IcpcSource, type SourceProblem } from './source.ts';
import { JUDGEMENT_TYPES, isFinalVerdict, judgementTypeOf } from './verdicts.ts';

/** an object and when it last changed (ms) */
export interface Keyed<T> { data: T; at: number }

const ID = new RegExp(ICPC_ID_PATTERN);

/** a language name as an ICPC language ID: "C++ 17 With O2" → "cpp-17-with-o2", "C#" → "csharp" */
export function languageSlug(name: string): string {
  const slug = name.toLowerCase().replace(/\+/g, 'p').replace(/#/g, 'sharp').replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '').slice(0, 36).replace(/-+$/, '');
  return slug || 'language';
}

/** the file extension of each built-in language's source */
const EXTENSIONS = new Map(builtInLanguages.map((l) => [l.name, l.sourceFile.slice(l.sourceFile.lastIndexOf('.') + 1)]));
/** the class a Java submission's code starts in (the judge compiles Main.java) */
const JAVA_ENTRY_POINT = 'Main';

export class IcpcView {
  readonly admin: boolean;
  readonly start: number;
  readonly end: number;
  /** submissions from this moment to the end are made during the freeze; null: no freeze */
  readonly frozenFrom: number | null;
  /** the board is sealed now (the public role's frozen judgements are hidden) */
  readonly sealed: boolean;
  readonly modified: number;
  private readonly problemIds = new Map<number, string>();
  private readonly languageIds = new Map<string, string>();
  private readonly stars: ReadonlySet<string>;

  constructor(readonly source: IcpcSource, readonly role: IcpcRole, readonly now = Date.now()) {
    const c = source.contest;
    this.admin = role === 'admin';
    this.start = c.startTime.getTime();
    this.end = c.endTime.getTime();
    this.modified = c.gmtModified.getTime();
    const seal = c.sealRank && c.sealRankTime ? Math.max(c.sealRankTime.getTime(), this.start) : null;
    this.frozenFrom = seal !== null && seal < this.end ? seal : null;
    this.sealed = isSealedNow(c, now);
    this.stars = new Set(c.starAccount ?? []);
    const taken = new Set<string>();
    for (const p of source.problems) {
      const id = ID.test(p.displayId) && !taken.has(p.displayId) ? p.displayId : `cp${p.id}`;
      taken.add(id);
      this.problemIds.set(p.pid, id);
    }
    const names = [...new Set([...source.problems.flatMap((p) => p.languages), ...source.submissions.map((s) => s.language)])].sort();
    const usedIds = new Set<string>();
    for (const name of names) {
      let id = languageSlug(name);
      for (let n = 2; usedIds.has(id); n++) id = `${languageSlug(name).slice(0, 30)}-${n}`;
      usedIds.add(id);
      this.languageIds.set(name, id);
    }
  }

  get contestId(): string {
    return String(this.source.contest.id);
  }

  problemId(pid: number): string | undefined {
    return this.problemIds.get(pid);
  }

  problemIdOfDisplay(displayId: string): string | undefined {
    const p = this.source.problems.find((x) => x.displayId === displayId);
    return p ? this.problemIds.get(p.pid) : undefined;
  }

  /** the contest author and super admins: not on the board, and not shown to the public role */
  private offBoard(uid: string): boolean {
    return uid === this.source.contest.uid || isRootAccount(this.source.people.get(uid));
  }

  /** may this role see the team (and its submissions) */
  teamShown(uid: string): boolean {
    return this.admin || !this.offBoard(uid);
  }

  /** off the scoreboard: the author, super admins and star (unofficial) users */
  teamHidden(uid: string): boolean {
    return this.offBoard(uid) || this.stars.has(this.source.people.get(uid)?.username ?? '');
  }

  /** made during the freeze (from the seal time to the end) */
  frozen(s: ContestSubmission): boolean {
    return this.frozenFrom !== null && s.submitTime.getTime() >= this.frozenFrom && s.submitTime.getTime() < this.end;
  }

  /** may this role see the submission's judgement (its type and runs) */
  judgementShown(s: ContestSubmission): boolean {
    return this.admin || !this.frozen(s) || !this.sealed;
  }

  contest(): Keyed<IcpcContest> {
    const c = this.source.contest;
    return {
      at: this.modified,
      data: {
        id: this.contestId, name: c.title, formal_name: c.title, start_time: icpcTime(this.start), countdown_pause_time: null,
        duration: icpcRelTime(this.end - this.start),
        scoreboard_freeze_duration: this.frozenFrom !== null ? icpcRelTime(this.end - this.frozenFrom) : null,
        scoreboard_thaw_time: this.frozenFrom !== null && c.autoRealRank ? icpcTime(this.end) : null,
        scoreboard_type: 'pass-fail', penalty_time: ACM_PENALTY_MINUTES,
      },
    };
  }

  private kept: ReturnType<IcpcView['readMoments']> | null = null;

  /** the moments of the state, in ms (null: not yet) */
  moments() {
    return (this.kept ??= this.readMoments());
  }

  private readMoments() {
    const started = this.now >= this.start ? this.start : null;
    const frozen = this.frozenFrom !== null && this.now >= this.frozenFrom ? this.frozenFrom : null;
    const ended = this.now >= this.end ? this.end : null;
    // thawed once the board is no longer sealed after the end: at the end with autoRealRank, else when the settings changed
    const thawed = frozen !== null && ended !== null && !this.sealed ? (this.source.contest.autoRealRank ? this.end : Math.max(this.end, this.modified)) : null;
    // final once the contest ended and every submission made in it is judged
    let lastVerdict = this.end;
    let pending = false;
    for (const s of this.source.submissions) {
      if (!s.judgedAt) pending = true;
      else lastVerdict = Math.max(lastVerdict, s.judgedAt.getTime());
    }
    const finalized = ended !== null && !pending ? lastVerdict : null;
    return { started, frozen, ended, thawed, finalized };
  }

  state(): Keyed<IcpcState> {
    const m = this.moments();
    const time = (ms: number | null) => (ms === null ? null : icpcTime(ms));
    return {
      at: Math.max(this.modified, ...Object.values(m).filter((v): v is number => v !== null)),
      // end_of_updates stays null: a rejudge or an admin's change may still come
      data: { started: time(m.started), frozen: time(m.frozen), ended: time(m.ended), thawed: time(m.thawed), finalized: time(m.finalized), end_of_updates: null },
    };
  }

  judgementTypes(): Keyed<IcpcJudgementType>[] {
    return JUDGEMENT_TYPES.map((data) => ({ data, at: this.source.contest.gmtCreate.getTime() }));
  }

  languages(): Keyed<IcpcLanguage>[] {
    return [...this.languageIds].map(([name, id]) => ({
      at: this.modified,
      data: { id, name, entry_point_required: false, extensions: EXTENSIONS.has(name) ? [EXTENSIONS.get(name)!] : [] },
    }));
  }

  problems(): Keyed<IcpcProblem>[] {
    // the public role sees the problems from the start on
    if (!this.admin && this.now < this.start) return [];
    const at = this.admin ? this.modified : Math.max(this.modified, this.start);
    return this.source.problems.map((p: SourceProblem, ordinal) => {
      const hex = p.color && /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/.test(p.color) ? p.color : null;
      return {
        at,
        data: {
          id: this.problemIds.get(p.pid)!, label: p.displayId, name: p.displayTitle, ordinal,
          ...(hex ? { rgb: hex } : p.color ? { color: p.color } : {}),
          time_limit: (p.summary?.timeLimit ?? 0) / 1000, test_data_count: p.testCount,
        },
      };
    });
  }

  /** when a team joined: it registered, or made its first submission */
  private joined(): Map<string, number> {
    const joined = new Map<string, number>();
    for (const [uid, at] of this.source.registered) joined.set(uid, at.getTime());
    for (const s of this.source.submissions) {
      const at = s.submitTime.getTime();
      if (!(at >= (joined.get(s.uid) ?? Infinity))) joined.set(s.uid, at);
    }
    return joined;
  }

  teams(): Keyed<IcpcTeam>[] {
    const out: Keyed<IcpcTeam>[] = [];
    for (const [uid, at] of this.joined()) {
      const u = this.source.people.get(uid);
      if (!u || !this.teamShown(uid)) continue;
      out.push({
        at: Math.max(at, this.modified),
        data: {
          id: uid, label: u.username, name: shownName(this.source.contest, u), display_name: null,
          organization_id: u.school?.trim() ? organizationId(u.school.trim()) : null, hidden: this.teamHidden(uid),
        },
      });
    }
    return out.sort((a, b) => a.at - b.at || (a.data.id < b.data.id ? -1 : 1));
  }

  /** the schools of the shown teams, each from when its first team joined */
  organizations(): Keyed<IcpcOrganization>[] {
    const byId = new Map<string, Keyed<IcpcOrganization>>();
    for (const team of this.teams()) {
      const school = this.source.people.get(team.data.id)?.school?.trim();
      if (!school || !team.data.organization_id) continue;
      const had = byId.get(team.data.organization_id);
      if (!had || team.at < had.at) byId.set(team.data.organization_id, { at: team.at, data: { id: team.data.organization_id, name: school, formal_name: school } });
    }
    return [...byId.values()];
  }

  /** the submissions this role sees */
  shownSubmissions(): ContestSubmission[] {
    return this.source.submissions.filter((s) => this.teamShown(s.uid));
  }

  submissions(): Keyed<IcpcSubmission>[] {
    const cid = this.contestId;
    return this.shownSubmissions().map((s) => {
      const language = this.languageIds.get(s.language)!;
      return {
        at: s.submitTime.getTime(),
        data: {
          id: String(s.submitId), language_id: language, problem_id: this.problemIds.get(s.pid)!, team_id: s.uid,
          time: icpcTime(s.submitTime), contest_time: icpcRelTime(s.submitTime.getTime() - this.start),
          entry_point: language === 'java' ? this.source.entryPoints.get(s.submitId) ?? JAVA_ENTRY_POINT : null,
          files: this.admin ? [{ href: `contests/${cid}/submissions/${s.submitId}/files`, mime: 'application/zip', filename: 'files.zip' }] : [],
        },
      };
    });
  }

  /** when this role's judgement of `s` last changed: its verdict, or when the freeze stopped hiding it */
  private judgementAt(s: ContestSubmission): number {
    const at = s.judgedAt ? s.judgedAt.getTime() : s.submitTime.getTime();
    if (this.admin) return at;
    const c = this.source.contest;
    // a submission from the seal time on may have been hidden: shown to the public since the thaw (or the settings change that unsealed it)
    if (c.sealRankTime && s.submitTime.getTime() >= c.sealRankTime.getTime()) return Math.max(at, this.moments().thawed ?? this.modified);
    return at;
  }

  /** one judgement per submission (its current verdict), for the submissions whose judgement this role sees */
  judgements(): Keyed<IcpcJudgement>[] {
    return this.shownSubmissions().filter((s) => this.judgementShown(s)).map((s) => {
      const done = s.judgedAt && isFinalVerdict(s.status) ? s.judgedAt.getTime() : null;
      return {
        at: this.judgementAt(s),
        data: {
          id: String(s.submitId), submission_id: String(s.submitId), judgement_type_id: done === null ? null : judgementTypeOf(s.status),
          start_time: icpcTime(s.submitTime), start_contest_time: icpcRelTime(s.submitTime.getTime() - this.start),
          end_time: done === null ? null : icpcTime(done), end_contest_time: done === null ? null : icpcRelTime(done - this.start),
          max_run_time: done !== null && s.time !== null ? s.time / 1000 : null,
        },
      };
    });
  }

  /** the judged submissions whose runs this role sees (their per-case results are read for runs()) */
  runSubmissions(): ContestSubmission[] {
    return this.shownSubmissions().filter((s) => s.judgedAt && isFinalVerdict(s.status) && this.judgementShown(s));
  }

  /** the test cases of the judgements this role sees, one run per case in judging order */
  runs(cases: ReadonlyMap<number, readonly CaseVerdict[]>): Keyed<IcpcRun>[] {
    return this.runSubmissions().flatMap((s) => {
      const done = s.judgedAt!.getTime();
      const at = this.judgementAt(s);
      return (cases.get(s.submitId) ?? []).map((r, i) => ({
        at,
        data: {
          id: `${s.submitId}-${i + 1}`, judgement_id: String(s.submitId), ordinal: i + 1, judgement_type_id: judgementTypeOf(r.status),
          time: icpcTime(done), contest_time: icpcRelTime(done - this.start), run_time: r.time / 1000,
        },
      }));
    });
  }

  /** the contest's visible announcements, sent to every team */
  clarifications(): Keyed<IcpcClarification>[] {
    return this.source.announcements.map((a) => ({
      at: a.gmtModified.getTime(),
      data: {
        id: String(a.id), from_team_id: null, to_team_id: null, reply_to_id: null, problem_id: null,
        text: a.title.trim() ? `${a.title}\n\n${a.content}` : a.content,
        time: icpcTime(a.gmtCreate), contest_time: icpcRelTime(a.gmtCreate.getTime() - this.start),
      },
    }));
  }
}

/** a school as an organization ID: stable, whatever its name is written in */
export function organizationId(school: string): string {
  return `org-${createHash('sha256').update(school).digest('hex').slice(0, 16)}`;
}
