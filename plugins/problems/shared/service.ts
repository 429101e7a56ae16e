// The problems plugin's public contract: the service other plugins call (submissions, contests,
// trainings, groups) and the extension points they fill. Stable: add, never change.
//
//   const problems = ctx.services.get(problemsService);
//   const settings = await problems.judgeSettings(pid);      // → JudgeJob.task + testData
//   ctx.extend(problemStatusPoint, { statuses, counts });      // submissions fills myStatus and counts
//   ctx.extend(problemScopePoint, contestScope);               // contests say who sees contest problems
import { Type, type Static } from '@sinclair/typebox';
import { defineExtensionPoint, defineServiceRef, type AuthUser, type PageOf } from '@oj/sdk';
import { JudgeTask, type JudgeCaseMode as EngineJudgeCaseMode, type JudgeMode as EngineJudgeMode } from '@oj/judge-engine';
import { TestDataRef } from '@oj/judge-worker/protocol';
import { ProblemAuth, type AdminProblem, type Tag, type JudgeCaseMode, type JudgeMode, type ProblemCase, type ProblemCount, type ProblemDetail, type TagChip } from './models.ts';
import type { ProblemInput } from './problem-input.ts';
import type { BankLanguage, ProblemWrite } from './write.ts';
import type { RemoteBank } from './models.ts';

export * from './models.ts';
export type * from './write.ts';
/** the stored rows the server's stores (server/stores/) read */
export type * from './rows.ts';
export { TestDataRef };

// the problem model's judge modes (models.ts, written out for pages) are the engine's own
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const judgeModesAreTheEngines: [Same<JudgeMode, EngineJudgeMode>, Same<JudgeCaseMode, EngineJudgeCaseMode>] = [true, true];
void judgeModesAreTheEngines;

/** What other plugins need to know about a problem (no statement text). */
export const ProblemSummary = Type.Object({
  pid: Type.Integer(),
  /** the display id, e.g. "1000" */
  problemId: Type.String(),
  title: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  /** 0 ACM, 1 OI */
  type: Type.Integer(),
  difficulty: Type.Integer(),
  auth: ProblemAuth,
  isRemote: Type.Boolean(),
  /** the group the problem belongs to, null for the main problem set */
  gid: Type.Union([Type.Integer(), Type.Null()]),
  codeShare: Type.Boolean(),
  /** whether users see per-case results */
  openCaseResult: Type.Boolean(),
  ioScore: Type.Integer(),
  timeLimit: Type.Integer({ description: 'ms' }),
  memoryLimit: Type.Integer({ description: 'MB' }),
});
export type ProblemSummary = Static<typeof ProblemSummary>;

/** Everything a JudgeJob needs from the problem: the task without the submission's language and code, and the test data. */
export const JudgeSettings = Type.Object({
  pid: Type.Integer(),
  problemId: Type.String(),
  task: Type.Omit(JudgeTask, ['language', 'code', 'budgetMs']),
  testData: TestDataRef,
});
export type JudgeSettings = Static<typeof JudgeSettings>;

/** Where a problem is being looked at: inside a contest, a training or a group (all absent: the main problem set). */
export interface ProblemScope {
  cid?: number;
  tid?: number;
  gid?: number;
}

/** A user's state on one problem (spec 2 §7 user problem status: status, and score in contests). */
export interface ProblemStatus {
  status: number;
  score?: number | null;
}

export interface ProblemsService {
  getProblem(pid: number): Promise<ProblemSummary | null>;
  /** in no particular order; unknown ids are left out */
  getProblemsByIds(pids: readonly number[]): Promise<ProblemSummary[]>;
  /** by display id (problemId), e.g. "1000" */
  getByDisplayId(problemId: string): Promise<ProblemSummary | null>;
  /** null when the problem does not exist */
  judgeSettings(pid: number): Promise<JudgeSettings | null>;
  /** the language names users may submit in (spec 2 §7 problem languages) */
  allowedLanguages(pid: number): Promise<string[]>;
  /** the statement's sample pairs (test run matches a result to them) */
  samples(pid: number): Promise<Array<{ input: string; output: string }>>;
  /** admins see everything; others public problems, or what a scope resolver allows */
  canView(user: AuthUser | null, pid: number, scope?: ProblemScope): Promise<boolean>;
  /** may the user submit to this problem in this scope (permissions and switches are the caller's business) */
  canSubmit(user: AuthUser | null, pid: number, scope?: ProblemScope): Promise<boolean>;
  /**
   * Creates, or updates the problem with the same display id, with its test data (remote import,
   * package import, group problems; shared/write.ts). The admin form's rules apply; a mistake is an
   * OjError with the form's message.
   */
  saveProblem(write: ProblemWrite): Promise<{ pid: number; created: boolean }>;
  /**
   * What GET /api/get-problem-detail answers for this problem (statement, counts, tags, languages,
   * templates), the viewer's status taken in `scope`; null when there is no such problem. It does not
   * check who may see it: the caller does (a contest shows its problems by its own rules).
   */
  problemDetail(pid: number, viewer: AuthUser | null, scope?: ProblemScope): Promise<ProblemDetail | null>;
  /** the tags of these problems, by pid (a training's problem list); problems without tags are left out */
  tagChips(pids: readonly number[]): Promise<Record<number, TagChip[]>>;
  /**
   * A page of the main set's public problems (a training's "add from public" dialog): the keyword
   * matches the display id or the title, `exclude` leaves problems out; by display id.
   */
  publicProblems(query: { keyword?: string; exclude?: readonly number[]; offset: number; limit: number }): Promise<{ records: ProblemSummary[]; total: number }>;

  // For a plugin that owns problems of its own (the groups plugin), once it has decided who may:
  /** the problem as the admin form reads it; null when there is none */
  adminProblem(pid: number): Promise<AdminProblem | null>;
  /**
   * Creates (no `input.problem.id`) or edits a problem of group `gid` through the admin form's
   * rules (ProblemInput, the payload of POST /api/admin/problem); a problem of another group or
   * of the main set is "not found". Mistakes are OjErrors with the form's messages.
   */
  saveGroupProblem(user: AuthUser, gid: number, input: ProblemInput): Promise<{ pid: number; problemId: string }>;
  /** deletes a problem and its test data (problems.deleted is emitted) */
  deleteProblem(pid: number): Promise<void>;
  /** 1 public, 2 private, 3 contest */
  setProblemAuth(user: AuthUser, pid: number, auth: number): Promise<void>;
  /** the request to publish a group's problem: 1 applying, 2 approved, 3 refused, null none; approved (`publish`) moves it to the main set, public */
  setApplyPublic(pid: number, progress: number | null, opts?: { publish?: boolean }): Promise<void>;
  /** the problem's stored test cases (typed data, or file names when uploaded) */
  problemCases(pid: number): Promise<ProblemCase[]>;
  /** the tags the admin form offers for a problem of group `gid`: this site's bank's tags and the group's own */
  groupTags(gid: number): Promise<Tag[]>;
  /** a page of the problems of group `gid` (null: the main set; 'any': every group's), newest first, as the admin form reads them */
  groupProblems(gid: number | null | 'any', query: { currentPage?: number | string; limit?: number | string; keyword?: string }, opts: { auth?: number; applyPublicProgress?: number; pageSize?: number }): Promise<PageOf<AdminProblem>>;
}

export const problemsService = defineServiceRef<ProblemsService>('problems');

/**
 * Contests, trainings and groups decide about problems inside their scope. A resolver answers
 * true or false for scopes it owns and undefined otherwise; any false refuses, any true allows.
 */
export interface ProblemScopeResolver {
  canView(user: AuthUser | null, problem: ProblemSummary, scope: ProblemScope): Promise<boolean | undefined>;
  canSubmit?(user: AuthUser | null, problem: ProblemSummary, scope: ProblemScope): Promise<boolean | undefined>;
  /**
   * The problems of a contest or training the resolver owns, in their order, with their display ids
   * there (the focus-mode problem bar); undefined for scopes it does not own. Throw an OjError when
   * the user may not see them.
   */
  problemBar?(user: AuthUser, scope: ProblemScope): Promise<Array<{ pid: number; problemId: string; title: string }> | undefined>;
}
export const problemScopePoint = defineExtensionPoint<ProblemScopeResolver>('problems.scope');

/**
 * Filled by the submissions plugin: the caller's status per problem (list icons, myStatus,
 * user problem status) and each problem's verdict counts.
 */
export interface ProblemStatusProvider {
  /** by pid; problems never submitted are left out */
  statuses(uid: string, pids: readonly number[], scope?: ProblemScope): Promise<Record<number, ProblemStatus>>;
  /** by pid; problems without submissions may be left out (they count zero) */
  counts(pids: readonly number[]): Promise<Record<number, ProblemCount>>;
}
export const problemStatusPoint = defineExtensionPoint<ProblemStatusProvider>('problems.status');

/**
 * A remote judge's bank with its languages (issue 11 §3 open registries): contributed by the
 * remote judge plugins. Its banks appear in the bank filter (GET /api/problems/banks, the `oj`
 * of list and tag calls), and its languages are added to the language list under its name once the
 * site is up, for its problems to allow (saveProblem({ oj, languages })).
 */
export interface RemoteOj extends RemoteBank {
  languages?: readonly BankLanguage[];
}
export const remoteOjPoint = defineExtensionPoint<RemoteOj>('problems.remote-oj');

/**
 * A remote judge plugin imports one of its judge's problems into the main set: the "import remote
 * problem" of the training and contest admin pages (reference import-remote-oj-problem). Answers the
 * problem's pid (the one already imported, if any); throws an OjError with a clear message when the
 * judge does not know the problem or cannot be reached.
 */
export interface RemoteProblemImporter {
  /** the judge's short name, e.g. 'HDU' (a client's name matches it in any case) */
  oj: string;
  importProblem(problemId: string, by: AuthUser): Promise<number>;
}
export const remoteImportPoint = defineExtensionPoint<RemoteProblemImporter>('problems.remote-import');
