// The problems plugin's stored rows (knex camelCase of the problems_* columns), as the server's
// stores (server/stores/) read and write them. Type-only: the models pages see are models.ts.
import type { JudgeCaseMode, JudgeMode, ProblemAuth } from './models.ts';

/** problems_problem */
export interface ProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  type: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  examples: string | null;
  hint: string | null;
  source: string | null;
  isRemote: boolean;
  difficulty: number;
  auth: ProblemAuth;
  ioScore: number;
  codeShare: boolean;
  spjCode: string | null;
  spjLanguage: string | null;
  userExtraFile: string | null;
  judgeExtraFile: string | null;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isUploadCase: boolean;
  caseVersion: string;
  testDataManifest: string | null;
  testDataHash: string | null;
  modifiedUser: string | null;
  isGroup: boolean;
  gid: number | null;
  applyPublicProgress: number | null;
  isFileIo: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  /** JSON of server/exchange/formats/model.ts JudgeSpec (imported problems); null: the site's comparison and checker protocol */
  judgeSpec: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** problems_case: one test case of a problem, in `seq` order (file names when uploaded, the text when typed) */
export interface CaseRow {
  id: number;
  pid: number;
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
  seq: number;
}

/** problems_tag: the site's tags (no gid) and a group's own */
export interface TagRow {
  id: number;
  name: string;
  color: string | null;
  oj: string;
  gid: number | null;
  tcid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** problems_tag_classification */
export interface TagClassificationRow {
  id: number;
  name: string;
  oj: string;
  rank: number;
  gmtCreate: Date;
  gmtModified: Date;
}

/** problems_problem_tag: a tag on a problem */
export interface ProblemTagRow {
  pid: number;
  tid: number;
}

/** problems_language: the site's languages and each remote judge's (by `oj`) */
export interface LanguageRow {
  id: number;
  name: string;
  description: string;
  contentType: string;
  compileCommand: string;
  template: string;
  codeTemplate: string;
  isSpj: boolean;
  oj: string;
  seq: number;
}

/** problems_problem_language: a language a problem allows */
export interface ProblemLanguageRow {
  pid: number;
  lid: number;
}

/** problems_code_template: a problem's starting code in one of its languages */
export interface CodeTemplateRow {
  id: number;
  pid: number;
  lid: number;
  code: string;
  status: boolean;
}

/** problems_package_verify: one "Verify solutions" run (times in ms since the epoch) */
export interface VerifyRunRow {
  id: string;
  state: 'running' | 'done' | 'failed';
  total: number;
  judged: number;
  /** JSON of VerifyRunProblem[] */
  problems: string;
  errorCode: string | null;
  errorParams: string | null;
  startedAt: number | string;
  heartbeatAt: number | string;
  endedAt: number | string | null;
}
