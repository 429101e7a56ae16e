// The public service (shared/service.ts ProblemsService) over this plugin's tables.
import type { Knex, PluginContext } from '@oj/sdk';
import type { TestDataManifest } from '@oj/judge-worker/protocol';
import {
  PROBLEM_AUTH, PROBLEM_TYPE, problemScopePoint,
  type JudgeSettings, type ProblemsService, type ProblemSummary,
} from '../shared/service.ts';
import { extraFiles, toSummary, type ProblemRow } from './rows.ts';
import type { JudgeSpec } from './exchange/formats/model.ts';
import type { Tables } from './tables.ts';
import { mayView, maySubmit } from './visibility.ts';
import { parseExamples } from './examples.ts';
import { problemWriter } from './problem-write.ts';
import { problemAdmin } from './problem-admin.ts';
import { problemDetailOf } from './routes/problem-detail.ts';
import { likePattern, tagChipsOf } from './problem-queries.ts';

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

export function createProblemsService(ctx: PluginContext, db: Knex, t: Tables): ProblemsService {
  const row = (pid: number) => db(t.problem).where({ id: pid }).first() as Promise<ProblemRow | undefined>;
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
      return ((await db(t.problem).whereIn('id', ids)) as ProblemRow[]).map(toSummary);
    },
    async getByDisplayId(problemId) {
      const r = (await db(t.problem).where({ problemId }).first()) as ProblemRow | undefined;
      return r ? toSummary(r) : null;
    },
    async judgeSettings(pid) {
      if (!Number.isInteger(pid) || pid < 1) return null;
      const r = await row(pid);
      return r ? judgeSettingsOf(r) : null;
    },
    async allowedLanguages(pid) {
      const rows = await db(`${t.problemLanguage} as pl`).join(`${t.language} as l`, 'l.id', 'pl.lid')
        .where('pl.pid', pid).orderBy([{ column: 'l.seq' }, { column: 'l.id' }]).select('l.name');
      return rows.map((r: { name: string }) => r.name);
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
    saveProblem: problemWriter(ctx, t),
    async problemDetail(pid, viewer, scope) {
      if (!Number.isInteger(pid) || pid < 1 || pid > 2_147_483_647) return null;
      const r = await row(pid);
      return r ? problemDetailOf(ctx, db, t, r, viewer, scope ?? {}) : null;
    },
    async publicProblems({ keyword, exclude, offset, limit }) {
      const base = db(t.problem).where({ auth: PROBLEM_AUTH.public }).whereNull('gid');
      const word = keyword?.trim();
      if (word) base.where((w) => w.whereILike('problemId', likePattern(word)).orWhereILike('title', likePattern(word)));
      if (exclude?.length) base.whereNotIn('id', [...exclude]);
      const [{ n }] = (await base.clone().count({ n: '*' })) as { n: string | number }[];
      const rows = Number(n) ? ((await base.orderBy('problemId').offset(offset).limit(limit)) as ProblemRow[]) : [];
      return { records: rows.map(toSummary), total: Number(n) };
    },
    async tagChips(pids) {
      return Object.fromEntries(await tagChipsOf(db, t, pids));
    },
    ...problemAdmin(ctx, db, t),
  };
}

