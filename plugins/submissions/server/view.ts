// What a viewer sees of a submission: the row with its problem's title, and the code and error
// message only where spec 2 §6 allows (shared with code share on, the owner, an admin; contest
// rows as their scope decides). A problem the viewer may not see is not named: its title and
// display id are masked (issue 9 item 11: an admin's submission to a private problem).
import type { AuthUser, PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import { JudgeStatus, STATUSES_WITH_ERROR_MESSAGE } from '../shared/constants.ts';
import type { Submission, SubmissionRow } from '../shared/schemas.ts';
import { submissionScope } from '../shared/scope.ts';
import type { JudgeRow } from '../shared/rows.ts';

interface SwitchSettings { hideNonContestSubmissionCode: boolean }

/** what the caller already knows: the display id in its scope, the title, the problem (null: gone) */
export interface ViewExtra { displayId?: string | null; title?: string; problem?: ProblemSummary | null }

/** rows as everyone may see them, before masking for one viewer */
export interface ShownRows {
  rows: SubmissionRow[];
  /** problems of these rows that are not open to everyone (private, contest-only, a group's, gone) */
  restricted: number[];
}

/** what a viewer who may not see the problem gets in place of its title and display id */
export const HIDDEN_PROBLEM = { title: '', displayPid: '' } as const;

const openToAll = (p: ProblemSummary | undefined | null) => !!p && p.auth === PROBLEM_AUTH.public && p.gid === null;

/**
 * What one viewer may see of one submission (issue 28: one rule for every read). The author and
 * site admins see it whole; a practice row is everyone's (its code as spec 2 §6 says); a row of a
 * contest, training or group is seen as that scope says — a contest's entry rule, phase and seal,
 * a group's membership, a training's visibility. A row no scope claims (its plugin off) is its
 * author's and the admins' only.
 */
export interface Sight {
  /** false: the row is answered as a missing submission and left out of lists */
  see: boolean;
  /** the status shown (-5 during an OI seal) */
  status: number;
  /** run time, memory and score shown */
  usage: boolean;
  /** what the scope says of the code (undefined: the default rules decide) */
  code?: boolean;
}

const UNSEEN: Sight = { see: false, status: 0, usage: false };

export class SubmissionView {
  constructor(private readonly ctx: PluginContext) {}

  private scopeOf(row: Pick<JudgeRow, 'cid' | 'tid' | 'gid'>) {
    const ids = { cid: row.cid, tid: row.tid, gid: row.gid };
    return this.ctx.extensions(submissionScope).find((s) => s.claims(ids));
  }

  /** the one rule: what `viewer` may see of `row` */
  async sight(viewer: AuthUser | null, row: JudgeRow): Promise<Sight> {
    if (viewer && (viewer.uid === row.uid || this.ctx.perms.isAdmin(viewer))) return { see: true, status: row.status, usage: true, code: true };
    if (!row.cid && !row.tid && row.gid == null) return { see: true, status: row.status, usage: true };
    const scope = this.scopeOf(row);
    if (!scope) return UNSEEN;
    const s = await scope.sight(viewer, row);
    if (!s.see) return UNSEEN;
    return { see: true, status: s.status ?? row.status, usage: s.usage ?? true, code: s.code };
  }

  /** spec 2 §6 code visibility, given what the viewer may see of the row */
  async canSeeCode(viewer: AuthUser | null, row: JudgeRow, problem: ProblemSummary | null, sight?: Sight): Promise<boolean> {
    const seen = sight ?? (await this.sight(viewer, row));
    if (!seen.see) return false;
    if (seen.code !== undefined) return seen.code;
    // contest and group submissions are never code-shared: their scope decides (above)
    if (row.cid || row.gid != null) return false;
    if (!row.share || !problem?.codeShare) return false;
    const { hideNonContestSubmissionCode } = await this.ctx.settings.get<SwitchSettings>('switch');
    return !hideNonContestSubmissionCode;
  }

  /** the row as `viewer` sees it; null when it does not exist for them */
  async seen(row: JudgeRow, viewer: AuthUser | null, extra: ViewExtra = {}): Promise<Submission | null> {
    const sight = await this.sight(viewer, row);
    return sight.see ? this.one(row, viewer, extra, sight) : null;
  }

  /** the row as `viewer` sees it (the caller knows the viewer may see it: `seen` asks) */
  async one(row: JudgeRow, viewer: AuthUser | null, extra: ViewExtra = {}, known?: Sight): Promise<Submission> {
    const sight = known ?? (await this.sight(viewer, row));
    const problem = extra.problem !== undefined ? extra.problem : await this.ctx.services.get(problemsService).getProblem(row.pid);
    const code = await this.canSeeCode(viewer, row, problem, sight);
    const shown = this.full(row, sight, code, { ...extra, title: extra.title ?? problem?.title ?? '' });
    if (openToAll(problem) || (await this.maySeeProblem(viewer, row, new Map()))) return shown;
    return { ...shown, ...HIDDEN_PROBLEM, displayId: null };
  }

  /** what the author sees of a row, without asking anyone (its code, the stored status) */
  asOwner(row: JudgeRow, extra: ViewExtra = {}): Submission {
    return this.full(row, { see: true, status: row.status, usage: true }, true, { ...extra, title: extra.title ?? extra.problem?.title ?? '' });
  }

  private full(row: JudgeRow, sight: Sight, code: boolean, extra: ViewExtra & { title: string }): Submission {
    const status = sight.status;
    return {
      ...this.base(row, extra.title, sight),
      displayId: extra.displayId ?? null,
      code: code ? row.code : null,
      errorMessage: code && STATUSES_WITH_ERROR_MESSAGE.includes(status) ? row.errorMessage : null,
    };
  }

  /** rows as the viewer may see them: the rows that do not exist for the viewer are left out */
  async many(rows: JudgeRow[], viewer: AuthUser | null): Promise<SubmissionRow[]> {
    return this.masked(await this.unmasked(rows, viewer), viewer);
  }

  /**
   * The rows the viewer may see with their titles and shown statuses, and which problems need
   * masking. A practice page is kept per filter as a visitor (viewer null) sees it: a training's
   * rows show where the training is visible to everyone; `masked` then masks per viewer.
   */
  async unmasked(rows: JudgeRow[], viewer: AuthUser | null): Promise<ShownRows> {
    const problems = new Map((await this.ctx.services.get(problemsService).getProblemsByIds([...new Set(rows.map((r) => r.pid))])).map((p) => [p.pid, p]));
    const sights = await Promise.all(rows.map((row) => this.sight(viewer, row)));
    const shown = rows.flatMap((row, i) => (sights[i].see ? [{ ...this.base(row, problems.get(row.pid)?.title ?? '', sights[i]), displayId: null }] : []));
    return { rows: shown, restricted: [...new Set(rows.map((r) => r.pid))].filter((pid) => !openToAll(problems.get(pid))) };
  }

  /** `shown` with the problems the viewer may not see masked (admins, and authors on their own rows, see them) */
  async masked(shown: ShownRows, viewer: AuthUser | null): Promise<SubmissionRow[]> {
    if (shown.restricted.length === 0 || this.ctx.perms.isAdmin(viewer)) return shown.rows;
    const restricted = new Set(shown.restricted);
    const answers = new Map<string, Promise<boolean>>();
    return Promise.all(shown.rows.map(async (row) => {
      if (!restricted.has(row.pid) || (await this.maySeeProblem(viewer, row, answers))) return row;
      return { ...row, ...HIDDEN_PROBLEM };
    }));
  }

  /** the author of the row, or anyone the problem's scope (or the main set) lets see it; asked once per problem and scope */
  private maySeeProblem(viewer: AuthUser | null, row: Pick<JudgeRow, 'uid' | 'pid' | 'cid' | 'tid' | 'gid'>, answers: Map<string, Promise<boolean>>): Promise<boolean> {
    if (viewer && (viewer.uid === row.uid || this.ctx.perms.isAdmin(viewer))) return Promise.resolve(true);
    const scope = { cid: row.cid || undefined, tid: row.tid || undefined, gid: row.gid || undefined };
    const key = JSON.stringify([row.pid, scope]);
    let answer = answers.get(key);
    if (!answer) {
      answer = this.ctx.services.get(problemsService).canView(viewer, row.pid, scope);
      answers.set(key, answer);
    }
    return answer;
  }

  private base(row: JudgeRow, title: string, sight: Sight): Omit<SubmissionRow, 'displayId'> {
    // a result its scope keeps from this viewer (-5 during an OI seal) keeps its score and usage too
    const unknown = sight.status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT && row.status !== sight.status;
    const usage = sight.usage && !unknown;
    return {
      submitId: row.submitId, pid: row.pid, displayPid: row.displayPid, cid: row.cid, cpid: row.cpid, tid: row.tid, gid: row.gid,
      uid: row.uid, username: row.username, title, status: sight.status,
      score: unknown ? null : row.score, oiRankScore: unknown ? null : row.oiRankScore,
      time: usage ? row.time : null, memory: usage ? row.memory : null,
      length: row.length, language: row.language, judger: row.judger, isManual: row.isManual, submitTime: row.submitTime, share: row.share,
    };
  }
}
