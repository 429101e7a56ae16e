// What a viewer sees of a submission: the row with its problem's title, and the code and error
// message only where spec 2 §6 allows (shared with code share on, the owner, an admin; contest
// rows as their scope decides). A problem the viewer may not see is not named: its title and
// display id are masked (issue 9 item 11: an admin's submission to a private problem).
import type { AuthUser, PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import { JudgeStatus, STATUSES_WITH_ERROR_MESSAGE } from '../shared/constants.ts';
import type { Submission, SubmissionRow } from '../shared/schemas.ts';
import { submissionScope } from '../shared/scope.ts';
import type { JudgeRow } from './tables.ts';

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

export class SubmissionView {
  constructor(private readonly ctx: PluginContext) {}

  private scopeOf(row: JudgeRow) {
    const ids = { cid: row.cid, tid: row.tid, gid: row.gid };
    return row.cid || row.gid ? this.ctx.extensions(submissionScope).find((s) => s.claims(ids)) : undefined;
  }

  /** spec 2 §6 code visibility */
  async canSeeCode(viewer: AuthUser | null, row: JudgeRow, problem: ProblemSummary | null): Promise<boolean> {
    if (viewer && (viewer.uid === row.uid || this.ctx.perms.isAdmin(viewer))) return true;
    if (row.cid || row.gid) {
      // contest submissions are never code-shared; their scope decides (contest creator, group root)
      return (await this.scopeOf(row)?.canSeeCode?.(viewer, row)) ?? false;
    }
    if (!row.share || !problem?.codeShare) return false;
    const { hideNonContestSubmissionCode } = await this.ctx.settings.get<SwitchSettings>('switch');
    return !hideNonContestSubmissionCode;
  }

  async shownStatus(viewer: AuthUser | null, row: JudgeRow): Promise<number> {
    const scope = this.scopeOf(row);
    return scope?.shownStatus ? scope.shownStatus(viewer, row) : row.status;
  }

  async one(row: JudgeRow, viewer: AuthUser | null, extra: ViewExtra = {}): Promise<Submission> {
    const problem = extra.problem !== undefined ? extra.problem : await this.ctx.services.get(problemsService).getProblem(row.pid);
    const code = await this.canSeeCode(viewer, row, problem);
    const status = await this.shownStatus(viewer, row);
    const shown = this.full(row, status, code, { ...extra, title: extra.title ?? problem?.title ?? '' });
    if (openToAll(problem) || (await this.maySeeProblem(viewer, row, new Map()))) return shown;
    return { ...shown, ...HIDDEN_PROBLEM, displayId: null };
  }

  /** what the author sees of a row, without asking anyone (its code, the stored status) */
  asOwner(row: JudgeRow, extra: ViewExtra = {}): Submission {
    return this.full(row, row.status, true, { ...extra, title: extra.title ?? extra.problem?.title ?? '' });
  }

  private full(row: JudgeRow, status: number, code: boolean, extra: ViewExtra & { title: string }): Submission {
    // a result its scope keeps from this viewer (-5 during an OI seal) keeps its score and usage too
    const unknown = status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT && row.status !== status ? { score: null, oiRankScore: null, time: null, memory: null } : {};
    return {
      ...this.base(row, extra.title, status),
      ...unknown,
      displayId: extra.displayId ?? null,
      code: code ? row.code : null,
      errorMessage: code && STATUSES_WITH_ERROR_MESSAGE.includes(status) ? row.errorMessage : null,
    };
  }

  /** rows as the viewer may see them */
  async many(rows: JudgeRow[], viewer: AuthUser | null): Promise<SubmissionRow[]> {
    return this.masked(await this.unmasked(rows, viewer), viewer);
  }

  /** the rows with their titles and shown statuses, and which problems need masking (kept per page) */
  async unmasked(rows: JudgeRow[], viewer: AuthUser | null): Promise<ShownRows> {
    const problems = new Map((await this.ctx.services.get(problemsService).getProblemsByIds([...new Set(rows.map((r) => r.pid))])).map((p) => [p.pid, p]));
    const shown = await Promise.all(rows.map(async (row) => ({ ...this.base(row, problems.get(row.pid)?.title ?? '', await this.shownStatus(viewer, row)), displayId: null })));
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

  private base(row: JudgeRow, title: string, status: number): Omit<SubmissionRow, 'displayId'> {
    return {
      submitId: row.submitId, pid: row.pid, displayPid: row.displayPid, cid: row.cid, cpid: row.cpid, tid: row.tid, gid: row.gid,
      uid: row.uid, username: row.username, title, status, score: row.score, oiRankScore: row.oiRankScore, time: row.time,
      memory: row.memory, length: row.length, language: row.language, judger: row.judger, isManual: row.isManual,
      submitTime: row.submitTime, share: row.share,
    };
  }
}
