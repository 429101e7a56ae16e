// The public service (shared/service.ts ProblemsService) over this plugin's stores.
import type { PluginContext } from '@oj/sdk';
import type { TestDataManifest } from '@oj/judge-worker/protocol';
import {
  PROBLEM_TYPE, problemScopePoint,
  type JudgeSettings, type ProblemsService, type ProblemSummary,
} from '../shared/service.ts';
import type { ProblemRow } from '../shared/rows.ts';
import { extraFiles, toSummary } from './problem-views.ts';
import type { JudgeSpec } from './exchange/formats/model.ts';
import type { ProblemStores } from './stores/index.ts';
import { mayView, maySubmit } from './visibility.ts';
import { parseExamples } from './examples.ts';
import { problemWriter } from './problem-write.ts';
import { problemAdmin } from './problem-admin.ts';
import { problemDetailOf } from './problem-detail.ts';

/** what of an imported problem's judge spec goes into its judge task: all but the input validators (kept for verify and export) */
function judgedBy(json: string | null): Omit<JudgeSpec, 'inputValidation'> {
  if (!json) return {};
  const { inputValidation: _kept, ...judged } = JSON.parse(json) as JudgeSpec;
  return judged;
}

export function judgeSettingsOf(row: ProblemRow): JudgeSettings {
  const manifest = JSON.parse(row.testDataManifest ?? 'null') as TestDataManifest | null;
  const userExtraFiles = extraFiles(row.userExtraFile);
  const judgeExtraFiles = extraFiles(row.judgeExtraFile);
  const needsChecker = row.judgeMode !== 'default' && row.spjCode && row.spjLanguage;
  return {
    pid: row.id,
    problemId: row.problemId,
    task: {
      problemType: row.type === PROBLEM_TYPE.oi ? 'OI' : 'ACM',
      timeLimitMs: row.timeLimit,
      memoryLimitMb: row.memoryLimit,
      judgeMode: row.judgeMode,
      judgeCaseMode: row.judgeCaseMode,
      isRemoveEndBlank: row.isRemoveEndBlank,
      fileIO: row.isFileIo && row.ioReadFileName && row.ioWriteFileName ? { inputName: row.ioReadFileName, outputName: row.ioWriteFileName } : null,
      ioScore: row.ioScore,
      userExtraFiles,
      judgeExtraFiles,
      ...(needsChecker ? { checker: { language: row.spjLanguage!, code: row.spjCode! } } : {}),
      // an imported problem's comparison or checker protocol (exchange/formats/model.ts JudgeSpec)
      ...judgedBy(row.judgeSpec),
    },
    testData: { problemId: row.id, version: row.caseVersion, hash: manifest?.hash ?? row.testDataHash ?? '' },
  };
}

export function createProblemsService(ctx: PluginContext, stores: ProblemStores): ProblemsService {
  const { problems } = stores;
  const row = (pid: number) => problems.byId(pid);
  const summary = async (pid: number): Promise<ProblemSummary | null> => {
    if (!Number.isInteger(pid) || pid < 1 || pid > 2_147_483_647) return null;
    const r = await row(pid);
    return r ? toSummary(r) : null;
  };
  return {
    getProblem: summary,
    async getProblemsByIds(pids) {
      const ids = [...new Set(pids)].filter((p) => Number.isInteger(p) && p > 0 && p <= 2_147_483_647);
      if (ids.length === 0) return [];
      return (await problems.byIds(ids)).map(toSummary);
    },
    async getByDisplayId(problemId) {
      const r = await problems.byDisplayId(problemId);
      return r ? toSummary(r) : null;
    },
    async judgeSettings(pid) {
      if (!Number.isInteger(pid) || pid < 1) return null;
      const r = await row(pid);
      return r ? judgeSettingsOf(r) : null;
    },
    async allowedLanguages(pid) {
      return stores.languages.namesOf(pid);
    },
    async samples(pid) {
      const r = await row(pid);
      return r ? parseExamples(r.examples) : [];
    },
    async canView(user, pid, scope) {
      const problem = await summary(pid);
      return !!problem && mayView(ctx.extensions(problemScopePoint), user, problem, scope);
    },
    async canSubmit(user, pid, scope) {
      const problem = await summary(pid);
      return !!problem && maySubmit(ctx.extensions(problemScopePoint), user, problem, scope);
    },
    saveProblem: problemWriter(ctx, stores),
    async problemDetail(pid, viewer, scope) {
      if (!Number.isInteger(pid) || pid < 1 || pid > 2_147_483_647) return null;
      const r = await row(pid);
      return r ? problemDetailOf(ctx, stores, r, viewer, scope ?? {}) : null;
    },
    async publicProblems({ keyword, exclude, offset, limit }) {
      const { rows, total } = await problems.publicSlice(keyword?.trim(), exclude, offset, limit);
      return { records: rows.map(toSummary), total };
    },
    async tagChips(pids) {
      return Object.fromEntries(await stores.tags.chipsOf(pids));
    },
    ...problemAdmin(ctx, stores),
  };
}

