// A contest's problems as its admins change them (spec 3 §4/§5): the list with each problem's
// place, a problem written inside the contest through the bank's form rules (a contest problem,
// auth 3, of the contest's rule type), its place (display id, title, balloon), its removal, and a
// problem added by its display id there. The admin routes (admin-problem-routes.ts) and the
// service other plugins call for their own contests (group-calls.ts) both go through here. Who may
// is the caller's business.
import { badRequest, notFound, pageParams, type AuthUser, type PageOf, type PluginContext } from '@oj/sdk';
import { PROBLEM_AUTH, problemsService, type ProblemSummary, type ProblemWrite } from '@oj/plugin-problems/shared';
import {
  HEX_COLOR, type AdminContestProblem, type AdminContestProblemRow, type ContestProblemBody, type ContestProblemWrite,
} from '../shared/admin-calls.ts';
import type { ContestProblemRow, ContestRow, Contests } from './core.ts';
import type { ContestStore } from './stores/contests.ts';
import type { ContestRecordStore } from './stores/records.ts';

/** display ids as the problems plugin writes them: letters, digits, - and _ */
const DISPLAY_ID = /^[A-Za-z0-9_-]{1,100}$/;
const PROBLEM_PAGE_SIZE = 10;

function displayId(text: string | undefined | null): string {
  const id = text?.trim() ?? '';
  if (!id) throw badRequest('CONTESTS_DISPLAY_ID_REQUIRED');
  if (!DISPLAY_ID.test(id)) throw badRequest('CONTESTS_DISPLAY_ID_INVALID');
  return id;
}
function displayTitle(text: string | undefined | null): string {
  const title = text?.trim() ?? '';
  if (!title) throw badRequest('CONTESTS_DISPLAY_TITLE_REQUIRED');
  if (title.length > 255) throw badRequest('CONTESTS_DISPLAY_TITLE_TOO_LONG');
  return title;
}
function color(text: string | undefined | null): string | null {
  const c = text?.trim() ?? '';
  if (!c) return null;
  if (!HEX_COLOR.test(c)) throw badRequest('CONTESTS_COLOR_INVALID');
  return c;
}
export const problemView = (p: ContestProblemRow): AdminContestProblem => ({ id: p.id, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color });

/** GET …/get-problem-list: a page of the contest's problems and the place of each (by pid) */
export interface ContestProblemList {
  problemList: PageOf<AdminContestProblemRow>;
  contestProblemMap: Record<string, AdminContestProblem>;
}

/**
 * the write of a problem made inside the contest: auth 3 and the contest's type (spec 3 §4); the
 * rest as the bank's form sends it, checked by the problems plugin's own rules
 */
function problemWrite(c: ContestRow, body: ContestProblemWrite, by: string, current?: ProblemSummary): ProblemWrite {
  const { id: _id, ...fields } = body.problem;
  return {
    problem: { ...fields, judgeMode: body.judgeMode ?? fields.judgeMode, problemId: fields.problemId.trim(), auth: current?.auth ?? PROBLEM_AUTH.contest, type: c.type },
    cases: body.samples?.map((s) => ({ input: s.input, output: s.output, score: s.score ?? null, groupNum: s.groupNum ?? null })),
    isUploadTestCase: body.isUploadTestCase,
    uploadTestcaseDir: body.uploadTestcaseDir,
    languages: (body.languages ?? []).map((l) => l.name),
    tags: body.tags?.map((t) => t.name),
    by,
  };
}

/**
 * spec 3 §5: manual cases need at least one sample, uploaded ones an upload. A new problem brings
 * its test data; an edit that sends cases sends some (without any, the current ones stay).
 */
function checkCases(body: ContestProblemWrite, creating: boolean): void {
  const none = creating ? !body.samples?.length : body.samples?.length === 0;
  if (none) throw badRequest(body.isUploadTestCase ? 'CONTESTS_UPLOAD_REQUIRED' : 'CONTESTS_CASE_REQUIRED');
}

export class ContestProblemAdmin {
  constructor(
    private readonly ctx: PluginContext,
    private readonly contests: Contests,
    private readonly store: ContestStore,
    private readonly records: ContestRecordStore,
  ) {}

  private get problems() {
    return this.ctx.services.get(problemsService);
  }

  private async displayIdFree(cid: number, id: string, except = 0): Promise<void> {
    if (await this.store.displayIdTaken(cid, id, except)) throw badRequest('CONTESTS_DISPLAY_ID_EXISTS', { displayId: id });
  }

  /** the place of problem `pid` in contest `c`; "not found" when it is not there */
  async row(c: ContestRow, pid: number): Promise<ContestProblemRow> {
    const row = await this.store.problemByPid(c.id, pid);
    if (!row) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    return row;
  }

  async list(c: ContestRow, query: { currentPage?: number | string; limit?: number | string; keyword?: string }): Promise<ContestProblemList> {
    const rows = await this.contests.problems(c.id);
    const byPid = new Map((await this.problems.getProblemsByIds(rows.map((r) => r.pid))).map((p) => [p.pid, p]));
    const keyword = query.keyword?.trim().toLowerCase();
    const all = rows.flatMap((r) => {
      const p = byPid.get(r.pid);
      if (!p) return [];
      return [{
        id: p.pid, problemId: p.problemId, title: p.title, author: p.author, type: p.type, auth: p.auth, gid: p.gid,
        cpid: r.id, displayId: r.displayId, displayTitle: r.displayTitle, color: r.color,
      }];
    }).filter((r) => !keyword || [r.problemId, r.title, r.displayId, r.displayTitle].some((s) => s.toLowerCase().includes(keyword)));
    const page = pageParams(query, PROBLEM_PAGE_SIZE);
    const records = all.slice(page.offset, page.offset + page.size);
    return {
      problemList: { records, total: all.length, size: page.size, current: page.current, pages: Math.ceil(all.length / page.size) },
      contestProblemMap: Object.fromEntries(rows.map((r) => [String(r.pid), problemView(r)])),
    };
  }

  /** a new problem written inside the contest and placed in it; `gid`: it belongs to that group */
  async create(user: AuthUser, c: ContestRow, body: ContestProblemWrite, gid?: number): Promise<{ pid: number; cpid: number }> {
    const id = displayId(body.displayId ?? body.problem.problemId);
    const title = displayTitle(body.displayTitle || body.problem.title);
    const balloon = color(body.color);
    await this.displayIdFree(c.id, id);
    checkCases(body, true);
    // saveProblem updates the problem with the same display id: a new one must not take another's
    if (await this.problems.getByDisplayId(body.problem.problemId.trim())) throw badRequest('CONTESTS_PROBLEM_ID_EXISTS', { problemId: body.problem.problemId.trim() });
    const write = problemWrite(c, body, user.username);
    const { pid } = await this.problems.saveProblem(gid === undefined ? write : { ...write, gid });
    const row = await this.store.insertProblem({ cid: c.id, pid, displayId: id, displayTitle: title, color: balloon });
    await this.contests.problemsChanged(c.id);
    return { pid, cpid: row.id };
  }

  /** the contest problem's form saved over it: its problem id stays; its place changes when sent */
  async write(user: AuthUser, c: ContestRow, body: ContestProblemWrite): Promise<void> {
    if (body.problem.id === undefined) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    const row = await this.row(c, body.problem.id);
    const current = await this.problems.getProblem(row.pid);
    if (!current) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    // the write finds the problem by its display id: it stays the problem's
    if (body.problem.problemId.trim() !== current.problemId) throw badRequest('CONTESTS_PROBLEM_ID_FIXED');
    checkCases(body, false);
    const changes: Partial<ContestProblemRow> = {};
    if (body.displayId !== undefined) { changes.displayId = displayId(body.displayId); await this.displayIdFree(c.id, changes.displayId, row.id); }
    if (body.displayTitle !== undefined) changes.displayTitle = displayTitle(body.displayTitle);
    if (body.color !== undefined) changes.color = color(body.color);
    await this.problems.saveProblem(problemWrite(c, body, user.username, current));
    if (Object.keys(changes).length) await this.store.updateProblem(row.id, changes);
    await this.contests.problemsChanged(c.id);
  }

  /** the problem's place (the reference's ContestProblem: display id, title, balloon) by its own id */
  async place(c: ContestRow, body: ContestProblemBody): Promise<void> {
    const row = await this.store.problemById(body.id, c.id);
    if (!row) throw notFound('CONTESTS_PROBLEM_NOT_FOUND');
    const id = displayId(body.displayId ?? row.displayId);
    const title = displayTitle(body.displayTitle ?? row.displayTitle);
    const balloon = body.color === undefined ? row.color : color(body.color);
    await this.displayIdFree(c.id, id, row.id);
    await this.store.updateProblem(row.id, { displayId: id, displayTitle: title, color: balloon });
    await this.contests.problemsChanged(c.id);
  }

  /**
   * Removes the problem from the contest with the contest's records of it; the problem itself stays
   * in the bank (it may be used elsewhere).
   */
  async remove(c: ContestRow, pid: number): Promise<void> {
    const row = await this.row(c, pid);
    await this.store.transaction(async (trx) => {
      await this.records.deleteOfProblem(c.id, row.id, trx);
      await this.store.deleteProblem(row.id, trx);
    });
    await this.contests.problemsChanged(c.id);
  }

  /** spec 3 §5: a public problem of the main set, asked for its display id in the contest */
  async addPublic(c: ContestRow, pid: number, displayIdText: string | undefined): Promise<AdminContestProblem> {
    const id = displayId(displayIdText);
    const p = await this.problems.getProblem(pid);
    if (!p || p.auth !== PROBLEM_AUTH.public || p.gid !== null) throw badRequest('CONTESTS_PUBLIC_PROBLEM_ONLY');
    return this.add(c, p, id);
  }

  /** refuses a display id that is malformed or taken in the contest (checked before a remote import, which cannot be undone) */
  async checkDisplayId(c: ContestRow, displayIdText: string | undefined): Promise<void> {
    await this.displayIdFree(c.id, displayId(displayIdText));
  }

  /** a problem the caller has chosen (a group's own, found by the groups plugin), with its display id in the contest */
  async addChosen(c: ContestRow, p: ProblemSummary, displayIdText: string | undefined): Promise<AdminContestProblem> {
    return this.add(c, p, displayId(displayIdText));
  }

  private async add(c: ContestRow, p: ProblemSummary, id: string): Promise<AdminContestProblem> {
    if (await this.store.problemByPid(c.id, p.pid)) throw badRequest('CONTESTS_PROBLEM_ALREADY_ADDED');
    await this.displayIdFree(c.id, id);
    const row = await this.store.insertProblem({ cid: c.id, pid: p.pid, displayId: id, displayTitle: p.title, color: null });
    await this.contests.problemsChanged(c.id);
    return problemView(row);
  }
}
