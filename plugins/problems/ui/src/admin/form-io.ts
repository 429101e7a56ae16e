// The problem form's data in and out (spec 2 §3 admin problem model): a new problem's defaults,
// the form as the calls read an existing problem, and the save payload (the reference's ProblemDTO).
// The bank's page and a group's problem form (the groups plugin) share them.
import type { Envelope } from '@oj/ui';
import {
  getCodeTemplates, getProblemLanguages, getProblemTags, NEW_PROBLEM_LIMITS, NEW_PROBLEM_REMOVES_END_BLANK,
  type AdminProblem, type CaseRow, type LanguageRow, type ProblemSave,
} from './api.js';
import { caseDraft, formatExamples, formatExtraFiles, parseExamples, parseExtraFiles, toCaseRow, type FormState } from './form-model.js';
import { ANSWER_LANGUAGE } from '@oj/plugin-problems/limits';

/** where the form reads and writes the problem: the bank's admin calls, or a group's */
export interface ProblemFormCalls {
  getProblem(pid: number): Promise<Envelope<AdminProblem>>;
  getCases(pid: number): Promise<Envelope<CaseRow[]>>;
  /** creates the problem when the payload has no id, else updates it */
  save(body: ProblemSave): Promise<unknown>;
}

export function newProblem(): AdminProblem {
  return {
    problemId: '', title: '', type: 0, judgeMode: 'default', judgeCaseMode: 'default', ...NEW_PROBLEM_LIMITS,
    description: '', input: '', output: '', examples: '', hint: '', source: '', difficulty: 0, auth: 1, codeShare: true,
    spjCode: null, spjLanguage: null, userExtraFile: null, judgeExtraFile: null, isRemoveEndBlank: NEW_PROBLEM_REMOVES_END_BLANK, openCaseResult: true,
    isFileIO: false, ioReadFileName: null, ioWriteFileName: null,
  };
}

/** a new problem allows every program language (Answer, for output-only problems, is chosen by hand) */
export function newForm(languages: LanguageRow[]): FormState {
  return {
    problem: newProblem(), examples: [{ input: '', output: '' }], languages: languages.filter((l) => !l.isSpj && l.name !== ANSWER_LANGUAGE).map((l) => l.name), templates: [], tags: [],
    userExtraFiles: [], judgeExtraFiles: [], upload: false, cases: [], uploadDir: null, compiledCode: null,
  };
}

/** the problem's form as `calls` read it; `gid`: a group's problem, whose public reads ask inside the group */
export async function loadForm(pid: number, languages: LanguageRow[], calls: Pick<ProblemFormCalls, 'getProblem' | 'getCases'>, gid: number | null = null): Promise<FormState> {
  const scope = gid ?? undefined;
  const [problem, cases, langs, templates, tags] = await Promise.all([
    calls.getProblem(pid), calls.getCases(pid), getProblemLanguages(pid), getCodeTemplates(pid, scope), getProblemTags(pid, scope),
  ]);
  const p = problem.data;
  const nameOf = (lid: number) => languages.find((l) => l.id === lid)?.name ?? '';
  return {
    problem: { ...p, description: p.description ?? '', input: p.input ?? '', output: p.output ?? '', examples: p.examples ?? '', hint: p.hint ?? '', source: p.source ?? '' },
    examples: parseExamples(p.examples),
    languages: langs.data.map((l) => l.name),
    templates: templates.data.map((c) => ({ ...c, language: nameOf(c.lid) })),
    tags: tags.data.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
    userExtraFiles: parseExtraFiles(p.userExtraFile),
    judgeExtraFiles: parseExtraFiles(p.judgeExtraFile),
    upload: !!p.isUploadCase,
    cases: cases.data.map(caseDraft),
    uploadDir: null,
    compiledCode: p.spjCode,
  };
}

export function toSave(s: FormState, languages: LanguageRow[]): ProblemSave {
  const lid = (name: string) => languages.find((l) => l.name === name)!.id;
  return {
    problem: {
      ...s.problem, problemId: s.problem.problemId.trim(), title: s.problem.title.trim(), examples: formatExamples(s.examples.filter((e) => e.input || e.output)),
      userExtraFile: formatExtraFiles(s.userExtraFiles), judgeExtraFile: formatExtraFiles(s.judgeExtraFiles),
      ioReadFileName: s.problem.isFileIO ? s.problem.ioReadFileName?.trim() ?? null : null, ioWriteFileName: s.problem.isFileIO ? s.problem.ioWriteFileName?.trim() ?? null : null,
    },
    samples: s.cases.map(toCaseRow),
    isUploadTestCase: s.upload,
    uploadTestcaseDir: s.uploadDir,
    judgeMode: s.problem.judgeMode,
    languages: s.languages.map((name) => ({ id: lid(name), name })),
    codeTemplates: s.templates.map((c) => ({ lid: lid(c.language), code: c.code, status: c.status })),
    tags: s.tags,
  };
}
