// What a viewer sees of a submission: the row with its problem's title, and the code and error
// message only where spec 2 §6 allows (shared with code share on, the owner, an admin; contest
// rows as their scope decides).
import type { AuthUser, PluginContext } from '@oj/sdk';
import { problemsService, type ProblemSummary } from '@oj/plugin-problems/shared';
import { STATUSES_WITH_ERROR_MESSAGE } from '../shared/constants.ts';
import type { Submission, SubmissionRow } from '../shared/schemas.ts';
import { submissionScope } from '../shared/scope.ts';
import type { JudgeRow } from './tables.ts';

interface SwitchSettings { hideNonContestSubmissionCode: boolean }

/** what the caller already knows: the display id in its scope, the title, the problem (null: gone) */
export interface ViewExtra { displayId?: string | null; title?: string; problem?: ProblemSummary | null }

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
    return this.full(row, status, code, { ...extra, title: extra.title ?? problem?.title ?? '' });
  }

  /** what the author sees of a row, without asking anyone (its code, the stored status) */
  asOwner(row: JudgeRow, extra: ViewExtra = {}): Submission {
    return this.full(row, row.status, true, { ...extra, title: extra.title ?? extra.problem?.title ?? '' });
  }

  private full(row: JudgeRow, status: number, code: boolean, extra: ViewExtra & { title: string }): Submission {
    return {
      ...this.base(row, extra.title, status),
      displayId: extra.displayId ?? null,
      code: code ? row.code : null,
      errorMessage: code && STATUSES_WITH_ERROR_MESSAGE.includes(status) ? row.errorMessage : null,
    };
  }

  async many(rows: JudgeRow[], viewer: AuthUser | null): Promise<SubmissionRow[]> {
    const problems = await this.ctx.services.get(problemsService).getProblemsByIds([...new Set(rows.map((r) => r.pid))]);
    const titles = new Map(problems.map((p) => [p.pid, p.title]));
    return Promise.all(rows.map(async (row) => ({ ...this.base(row, titles.get(row.pid) ?? '', await this.shownStatus(viewer, row)), displayId: null })));
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
