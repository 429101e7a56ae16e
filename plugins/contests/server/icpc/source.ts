// What the ICPC Contest API is built from, read for one contest at a time: its problems (with the
// problems plugin's limits, languages and test case counts), its submissions within the contest's
// time (the submissions plugin's reads, without code), who registered, who they are, and the
// visible announcements. A read is kept a moment (many feed clients, one read); a change of the
// contest (settings, problems, a verdict: the contests.changed broadcast) drops it.
import { ROLE_IDS, type PluginContext, type PublicUser } from '@oj/sdk';
import { builtInLanguages, forSource } from '@oj/judge-languages';
import { problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import { submissionsService, type CaseVerdict, type ContestSubmission } from '@oj/plugin-submissions/shared';
import { CONTEST_CHANGED_CHANNEL, type ContestChanged } from '../../shared/index.ts';
import type { ContestProblemRow, ContestRow, Contests } from '../core.ts';
import type { AnnouncementStore } from '../stores/announcements.ts';
import type { ContestRecordStore } from '../stores/records.ts';
import type { RegistrationStore } from '../stores/registrations.ts';
import type { TeamStore } from '../stores/teams.ts';
import { teamKey } from '../../shared/teams.ts';

export interface SourceProblem extends ContestProblemRow {
  summary: ProblemSummary | null;
  languages: string[];
  testCount: number;
}

export interface SourceAnnouncement { id: number; title: string; content: string; gmtCreate: Date; gmtModified: Date }

export interface IcpcSource {
  contest: ContestRow;
  /** in display order */
  problems: SourceProblem[];
  /** made within the contest's time to one of its problems, in submit order */
  submissions: ContestSubmission[];
  /** when each registered user registered */
  registered: Map<string, Date>;
  /** everyone registered or with a submission */
  people: Map<string, PublicUser>;
  announcements: SourceAnnouncement[];
  /**
   * the program a submission's code names, for the languages whose code names it (Java's public
   * class: the ICPC entry point, and the file name its source is compiled from)
   */
  entryPoints: Map<number, string>;
}

/** languages whose code may name its program (Java), by their stored name */
const NAMED_PROGRAMS = new Map(builtInLanguages.filter((l) => l.programName).map((l) => [l.name, l]));

/** the program name `code` gives in `language` (null: a language whose program has a fixed name) */
export function programOf(language: string, code: string): string | null {
  const def = NAMED_PROGRAMS.get(language);
  if (!def) return null;
  const file = forSource(def, code).sourceFile;
  return file.slice(0, file.lastIndexOf('.'));
}

/** entry points remembered per node (a submission's code never changes) */
const MAX_KEPT_ENTRY_POINTS = 200_000;

/** how long one read of a contest serves every caller (ms) */
const SOURCE_KEPT_MS = 1000;
/**
 * how long its problems' limits, languages and test case counts are kept (ms): counting the cases
 * reads the test data, and open feeds read the contest every few seconds. A change of the
 * contest's problems drops them at once; a change in the problem bank shows within this time.
 */
const PROBLEMS_KEPT_MS = 30_000;

/** the stores an ICPC source reads besides the contest */
export interface IcpcSourceStores {
  announcements: AnnouncementStore;
  records: ContestRecordStore;
  registrations: RegistrationStore;
  teams: TeamStore;
}

interface Kept<T> { at: number; modified: number; value: Promise<T> }

/** a value kept for `ttl` ms while the contest's modification time stays */
function keep<T>(map: Map<number, Kept<T>>, c: ContestRow, ttl: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const kept = map.get(c.id);
  if (kept && now - kept.at < ttl && kept.modified === c.gmtModified.getTime()) return kept.value;
  if (map.size > 100) map.clear();
  const value = load();
  map.set(c.id, { at: now, modified: c.gmtModified.getTime(), value });
  value.catch(() => map.delete(c.id));
  return value;
}

export class IcpcSources {
  private readonly kept = new Map<number, Kept<IcpcSource>>();
  private readonly problemsKept = new Map<number, Kept<SourceProblem[]>>();
  private readonly entryPoints = new Map<number, string>();

  constructor(private readonly ctx: PluginContext, private readonly contests: Contests, private readonly stores: IcpcSourceStores) {
    ctx.bus.subscribe(CONTEST_CHANGED_CHANNEL, (payload) => {
      const change = payload as ContestChanged;
      this.kept.delete(change.cid);
      if (change.what !== 'record') this.problemsKept.delete(change.cid);
    });
  }

  /** the contest's data as of at most a second ago */
  read(contest: ContestRow): Promise<IcpcSource> {
    return keep(this.kept, contest, SOURCE_KEPT_MS, () => this.load(contest));
  }

  /** the per-case results of these submissions' verdicts (the runs) */
  cases(submitIds: readonly number[]): Promise<Map<number, CaseVerdict[]>> {
    return submitIds.length ? this.ctx.services.get(submissionsService).caseResults(submitIds) : Promise.resolve(new Map());
  }

  /** the contest's problems with the problems plugin's limits, languages and test case counts */
  private async loadProblems(c: ContestRow): Promise<SourceProblem[]> {
    const problemRows = await this.contests.problems(c.id);
    const problems = this.ctx.services.get(problemsService);
    const summaries = new Map((await problems.getProblemsByIds(problemRows.map((p) => p.pid))).map((p) => [p.pid, p]));
    const withDetails: SourceProblem[] = [];
    for (const p of problemRows) {
      const [languages, cases] = await Promise.all([problems.allowedLanguages(p.pid), problems.problemCases(p.pid)]);
      withDetails.push({ ...p, summary: summaries.get(p.pid) ?? null, languages, testCount: cases.length });
    }
    return withDetails;
  }

  private async load(c: ContestRow): Promise<IcpcSource> {
    const withDetails = await keep(this.problemsKept, c, PROBLEMS_KEPT_MS, () => this.loadProblems(c));
    const pids = new Set(withDetails.map((p) => p.pid));
    const start = c.startTime.getTime();
    const end = c.endTime.getTime();
    // the contest's own submissions: within its time (before-start tries and after-end ones stay off, as on the board)
    const submissions = (await this.ctx.services.get(submissionsService).contestSubmissions(c.id))
      .filter((s) => pids.has(s.pid) && s.submitTime.getTime() >= start && s.submitTime.getTime() < end);
    const entryPoints = await this.entryPointsOf(submissions);
    const announcements: SourceAnnouncement[] = await this.stores.announcements.visible(c.id);
    if (c.teamMode) return { contest: c, problems: withDetails, ...(await this.teamsOf(c, submissions)), announcements, entryPoints };
    const registered = new Map((await this.stores.registrations.registered(c.id)).map((r) => [r.uid, r.gmtCreate]));
    const uids = [...new Set([...registered.keys(), ...submissions.map((s) => s.uid)])];
    const people = new Map<string, PublicUser>();
    for (let i = 0; i < uids.length; i += 5000) for (const u of await this.ctx.users.byIds(uids.slice(i, i + 5000))) people.set(u.uid, u);
    return {
      contest: c, problems: withDetails, submissions: submissions.filter((s) => people.has(s.uid)), registered, people, announcements, entryPoints,
    };
  }

  /** the entry points of the submissions in a language whose code names its program; the code read once per submission */
  private async entryPointsOf(submissions: ContestSubmission[]): Promise<Map<number, string>> {
    const named = submissions.filter((s) => NAMED_PROGRAMS.has(s.language));
    const unread = named.filter((s) => !this.entryPoints.has(s.submitId)).map((s) => s.submitId);
    if (this.entryPoints.size + unread.length > MAX_KEPT_ENTRY_POINTS) this.entryPoints.clear();
    for (let i = 0; i < unread.length; i += 1000) {
      const codes = await this.ctx.services.get(submissionsService).code(unread.slice(i, i + 1000));
      for (const [submitId, c] of codes) this.entryPoints.set(submitId, programOf(c.language, c.code) ?? '');
    }
    return new Map(named.flatMap((s) => {
      const entry = this.entryPoints.get(s.submitId);
      return entry ? [[s.submitId, entry] as const] : [];
    }));
  }

  /**
   * A team contest's API teams are its teams (id `t<id>`, as on the board; the affiliation is the
   * organization), each from when it was made; a submission is its team's: the team its record
   * keeps, or, not judged yet, the submitter's team now. A try outside any team is left out.
   */
  private async teamsOf(c: ContestRow, submissions: ContestSubmission[]): Promise<Pick<IcpcSource, 'submissions' | 'registered' | 'people'>> {
    const teams = await this.stores.teams.made(c.id);
    const recorded = new Map((await this.stores.records.teamSubmissions(c.id)).map((r) => [r.submitId, r.teamId]));
    const memberOf = new Map((await this.stores.teams.memberships(c.id)).map((m) => [m.uid, m.teamId]));
    const registered = new Map<string, Date>();
    const people = new Map<string, PublicUser>();
    for (const t of teams) {
      const key = teamKey(t.id);
      registered.set(key, t.gmtCreate);
      people.set(key, {
        uid: key, username: t.name, nickname: null, realname: null, school: t.affiliation || null, gender: 'secrecy', github: null, blog: null,
        avatar: null, signature: null, titleName: null, titleColor: null, roleId: ROLE_IDS.default_user, status: 0, gmtCreate: t.gmtCreate,
      });
    }
    const owned: ContestSubmission[] = [];
    for (const s of submissions) {
      const teamId = recorded.get(s.submitId) ?? memberOf.get(s.uid);
      if (teamId !== undefined && people.has(teamKey(teamId))) owned.push({ ...s, uid: teamKey(teamId) });
    }
    return { submissions: owned, registered, people };
  }
}

/** a super admin's account: never on the board (reference §5.1) */
export const isRootAccount = (u: PublicUser | undefined) => u?.roleId === ROLE_IDS.root;
