// The reference's problem zip (reference §4.6, HOJ ProblemFileManager): for each problem a
// `problem_<pid>.json` at the root and a folder of the same name with its test data files.
// The JSON holds {problem, languages, samples, codeTemplates, tags, judgeMode, userExtraFile,
// judgeExtraFile}; samples name the files of the folder.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { OjError } from '@oj/sdk';
import { ProblemFields, type ProblemInput } from '../problem-input.ts';
import type { ProblemRow } from '../../shared/rows.ts';
import { extraFiles } from '../problem-views.ts';

export const PackageJson = Type.Object({
  problem: Type.Record(Type.String(), Type.Unknown()),
  languages: Type.Optional(Type.Array(Type.String())),
  samples: Type.Optional(Type.Array(Type.Object({
    input: Type.String(),
    output: Type.String(),
    score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    groupNum: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  }))),
  codeTemplates: Type.Optional(Type.Array(Type.Object({ language: Type.String(), code: Type.String() }))),
  tags: Type.Optional(Type.Array(Type.String())),
  judgeMode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  userExtraFile: Type.Optional(Type.Unknown()),
  judgeExtraFile: Type.Optional(Type.Unknown()),
});
export type PackageJson = Static<typeof PackageJson>;

/** the problem fields a package carries (ids, groups and versions are the receiving site's) */
const CARRIED = Object.keys(ProblemFields.properties).filter((k) => k !== 'id');

export function packageOf(row: ProblemRow, languages: string[], samples: PackageJson['samples'], templates: { language: string; code: string }[], tags: string[]): PackageJson {
  const problem: Record<string, unknown> = {
    problemId: row.problemId, title: row.title, author: row.author, type: row.type, judgeMode: row.judgeMode,
    judgeCaseMode: row.judgeCaseMode, timeLimit: row.timeLimit, memoryLimit: row.memoryLimit, stackLimit: row.stackLimit,
    description: row.description, input: row.input, output: row.output, examples: row.examples, hint: row.hint,
    source: row.source, difficulty: row.difficulty, auth: row.auth, ioScore: row.ioScore, codeShare: row.codeShare,
    spjCode: row.spjCode, spjLanguage: row.spjLanguage, isRemoveEndBlank: row.isRemoveEndBlank,
    openCaseResult: row.openCaseResult, isFileIO: row.isFileIo, ioReadFileName: row.ioReadFileName,
    ioWriteFileName: row.ioWriteFileName, isRemote: row.isRemote,
  };
  return {
    problem, languages, samples, codeTemplates: templates, tags, judgeMode: row.judgeMode,
    userExtraFile: row.userExtraFile ? extraFiles(row.userExtraFile) : null,
    judgeExtraFile: row.judgeExtraFile ? extraFiles(row.judgeExtraFile) : null,
  };
}

function jsonText(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** A package's JSON as the admin form's input; `lidOf` maps language names (unknown ones are left out). */
export function inputOf(key: string, text: string, lidOf: (name: string) => number | undefined): ProblemInput {
  let parsed: unknown;
  try { parsed = JSON.parse(text); } catch { throw new OjError('PROBLEMS_IMPORT_INVALID', 400, { name: key }); }
  if (!Value.Check(PackageJson, parsed)) throw new OjError('PROBLEMS_IMPORT_INVALID', 400, { name: key });
  const pkg = parsed;
  const fields: Record<string, unknown> = {};
  for (const k of CARRIED) if (pkg.problem[k] !== undefined && pkg.problem[k] !== null) fields[k] = pkg.problem[k];
  fields.userExtraFile = jsonText(pkg.userExtraFile ?? pkg.problem.userExtraFile);
  fields.judgeExtraFile = jsonText(pkg.judgeExtraFile ?? pkg.problem.judgeExtraFile);
  const judgeMode = pkg.judgeMode ?? (fields.judgeMode as string | undefined);
  if (judgeMode) fields.judgeMode = judgeMode;
  if (!Value.Check(ProblemFields, fields)) throw new OjError('PROBLEMS_IMPORT_INVALID', 400, { name: key });
  const problem = fields as ProblemInput['problem'];
  const languages = (pkg.languages ?? []).filter((name) => lidOf(name) !== undefined).map((name) => ({ name }));
  return {
    problem,
    judgeMode: problem.judgeMode,
    languages,
    codeTemplates: (pkg.codeTemplates ?? []).flatMap((c) => {
      const lid = lidOf(c.language);
      return lid !== undefined && languages.some((l) => l.name === c.language) ? [{ lid, code: c.code }] : [];
    }),
    tags: [...new Map((pkg.tags ?? []).map((name) => [name.trim().toLowerCase(), { name: name.trim() }])).values()].filter((tag) => tag.name),
    isUploadTestCase: true,
    samples: (pkg.samples ?? []).map((s) => ({
      input: baseName(s.input),
      output: baseName(s.output),
      score: s.score == null ? null : Math.max(0, Math.round(s.score)),
      groupNum: s.groupNum ?? null,
    })),
  };
}
