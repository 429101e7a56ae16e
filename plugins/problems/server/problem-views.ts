// The models of shared/models.ts built from a stored problem row (shared/rows.ts ProblemRow).
import type { AdminProblem, ProblemStatement, ProblemSummary } from '../shared/service.ts';
import type { ProblemRow } from '../shared/rows.ts';
import type { JudgeSpec } from './exchange/formats/model.ts';

export function toStatement(row: ProblemRow): ProblemStatement {
  return {
    id: row.id, problemId: row.problemId, title: row.title, author: row.author, type: row.type,
    judgeMode: row.judgeMode, judgeCaseMode: row.judgeCaseMode,
    timeLimit: row.timeLimit, memoryLimit: row.memoryLimit, stackLimit: row.stackLimit,
    description: row.description, input: row.input, output: row.output, examples: row.examples,
    hint: row.hint, source: row.source, difficulty: row.difficulty, auth: row.auth, ioScore: row.ioScore,
    codeShare: row.codeShare, isRemote: row.isRemote, isRemoveEndBlank: row.isRemoveEndBlank,
    openCaseResult: row.openCaseResult, isFileIO: row.isFileIo, ioReadFileName: row.ioReadFileName,
    ioWriteFileName: row.ioWriteFileName, userExtraFile: row.userExtraFile, gid: row.gid,
    gmtCreate: row.gmtCreate, gmtModified: row.gmtModified,
  };
}

export function toAdminProblem(row: ProblemRow): AdminProblem {
  return {
    ...toStatement(row),
    spjCode: row.spjCode, spjLanguage: row.spjLanguage, judgeExtraFile: row.judgeExtraFile,
    isUploadCase: row.isUploadCase, caseVersion: row.caseVersion, modifiedUser: row.modifiedUser,
    isGroup: row.isGroup, applyPublicProgress: row.applyPublicProgress,
    validationPasses: specOf(row.judgeSpec).validationPasses ?? null,
    outputLimitMb: specOf(row.judgeSpec).outputLimitMb ?? null,
  };
}

/** the judge spec of an imported problem ({} for others) */
function specOf(judgeSpec: string | null): JudgeSpec {
  return judgeSpec ? JSON.parse(judgeSpec) as JudgeSpec : {};
}

export function toSummary(row: ProblemRow): ProblemSummary {
  return {
    pid: row.id, problemId: row.problemId, title: row.title, author: row.author, type: row.type,
    difficulty: row.difficulty, auth: row.auth, isRemote: row.isRemote, gid: row.gid,
    codeShare: row.codeShare, openCaseResult: row.openCaseResult, ioScore: row.ioScore,
    timeLimit: row.timeLimit, memoryLimit: row.memoryLimit,
  };
}

/** a JSON {name: content} column as a map (bad or empty JSON counts as no files) */
export function extraFiles(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
