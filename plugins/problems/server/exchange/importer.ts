// Saving read packages (issue 31 item 1): every problem of one archive goes in, or none does. The
// readers (formats/) have already refused what breaks a rule; here each problem becomes the admin
// form's input — its display id (the package's own when free, else a free one, said in the
// report), its languages, templates and checker mapped to this site's — and is saved with its test
// files. A save that fails takes back the problems of the archive saved before it.
import { readFile, rm } from 'node:fs/promises';
import { OjError, type AuthUser } from '@oj/sdk';
import { checkerLanguageFor } from '@oj/judge-languages';
import { LOCAL_OJ } from '../../shared/service.ts';
import { DISPLAY_ID_PATTERN } from '../../shared/limits.ts';
import type { ProblemInput } from '../problem-input.ts';
import { saveProblem, type SaveTarget } from '../problem-save.ts';
import { programLanguages } from '../languages.ts';
import { folderFiles } from '../test-data/folder-store.ts';
import type { CaseFiles } from '../test-data/data-store.ts';
import { ATTACHMENT_LINK, type Dropped, type ImportedProblem, type JudgeSpec, type PackageFormat, type ReportLine } from './formats/model.ts';
import { line } from './formats/common.ts';

/** what one problem of an archive became */
export interface ImportedOutcome {
  source: string;
  format: PackageFormat;
  pid: number;
  problemId: string;
  title: string;
  /** the report: lines to put in words (report-text.ts) */
  taken: ReportLine[];
  dropped: Dropped[];
  /** solutions shipped with it (`oj problem verify` judges them) */
  solutions: number;
}

const DISPLAY_ID = new RegExp(DISPLAY_ID_PATTERN);

/** the case files of a read problem: its `files` map (never a path outside it) */
function filesOf(problem: ImportedProblem): CaseFiles {
  return {
    async read(name) {
      const path = problem.files.get(name);
      if (!path) return null;
      const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
      return folderFiles(path.slice(0, slash)).read(path.slice(slash + 1));
    },
  };
}

/** how the problem is judged beyond its fields, with the package's input validators kept beside (null: nothing to keep) */
function judgeSpecOf(problem: ImportedProblem): JudgeSpec | null {
  const spec: JudgeSpec = { ...problem.judge, ...(problem.inputValidation ? { inputValidation: problem.inputValidation } : {}) };
  return Object.keys(spec).length ? spec : null;
}

/** a free display id: the package's own, else one made from its title or source, numbered when taken */
async function freeId(target: SaveTarget, wanted: string, fallback: string, claimed: Set<string>): Promise<string> {
  const taken = async (id: string) => claimed.has(id.toLowerCase()) || await target.stores.problems.displayIdTakenAnyCase(id);
  const base = DISPLAY_ID.test(wanted) ? wanted : fallback.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+|-+$/g, '').slice(0, 90) || 'P';
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const id = `${base.slice(0, 90)}-${n}`;
    if (!(await taken(id))) return id;
  }
}

/** the admin form's input for one read problem, with what this site cannot take added to its report */
async function inputOf(target: SaveTarget, problem: ImportedProblem, problemId: string, dropped: Dropped[]): Promise<ProblemInput> {
  const languages = await target.stores.languages.programsOf(LOCAL_OJ);
  const lidOf = (name: string) => languages.find((l) => l.name === name)?.id;
  const chosen = problem.languages.filter((name) => {
    if (lidOf(name) !== undefined) return true;
    dropped.push({ item: line('ITEM_LANGUAGE', { name }), reason: line('LANGUAGE_NOT_HERE') });
    return false;
  });
  const fields = { ...problem.problem, problemId };
  if (fields.judgeMode && fields.judgeMode !== 'default' && fields.spjLanguage) {
    const checker = checkerLanguageFor(fields.spjLanguage);
    if (!checker) throw new OjError('PROBLEMS_PACKAGE_CHECKER_LANGUAGE', 400, { file: problem.source, language: fields.spjLanguage });
    fields.spjLanguage = checker.name;
  }
  // none named (or none this site has): every language of the site, as the admin form starts
  const allowed = chosen.length ? chosen : programLanguages(languages).map((l) => l.name);
  return {
    problem: fields,
    judgeMode: fields.judgeMode,
    languages: allowed.map((name) => ({ name })),
    codeTemplates: problem.codeTemplates.flatMap((c) => {
      const lid = lidOf(c.language);
      if (lid !== undefined && allowed.includes(c.language)) return [{ lid, code: c.code }];
      dropped.push({ item: line('ITEM_CODE_TEMPLATE', { language: c.language }), reason: line('TEMPLATE_LANGUAGE_NOT_ALLOWED') });
      return [];
    }),
    tags: [...new Map(problem.tags.map((name) => [name.trim().toLowerCase(), { name: name.trim() }])).values()].filter((tag) => tag.name),
    isUploadTestCase: true,
    samples: problem.cases.map((c) => ({ input: c.input, output: c.output, score: c.score, groupNum: c.groupNum })),
  };
}

/** stores one attachment (an image or a file the statement links) and answers its public URL */
export type StoreAttachment = (name: string, bytes: Buffer) => Promise<string>;

const TEXT_FIELDS = ['description', 'input', 'output', 'hint'] as const;

/**
 * The statement's attachments stored and its `oj-attachment://name` links pointed at them; one
 * the text does not link (a LaTeX original, a testing tool) is listed at the end of the hint.
 */
async function withAttachments(problem: ImportedProblem, store: StoreAttachment, dropped: Dropped[]): Promise<ImportedProblem['problem']> {
  const fields = { ...problem.problem };
  if (problem.attachments.length === 0) return fields;
  const urls = new Map<string, string>();
  for (const a of problem.attachments) {
    try {
      urls.set(a.name, await store(a.name, await readFile(a.path)));
    } catch (err) {
      dropped.push({ item: line('ITEM_ATTACHMENT', { name: a.name }), reason: line('ATTACHMENT_NOT_STORED', { why: err instanceof OjError ? err.code : String(err) }) });
    }
  }
  const linked = new Set<string>();
  for (const key of TEXT_FIELDS) {
    const text = fields[key];
    if (!text) continue;
    fields[key] = text.replace(ATTACHMENT_LINK, (whole, name: string) => {
      const url = urls.get(name);
      if (!url) return whole;
      linked.add(name);
      return url;
    });
  }
  const rest = [...urls].filter(([name]) => !linked.has(name));
  if (rest.length) fields.hint = [fields.hint?.trim(), rest.map(([name, url]) => `- [${name}](${url})`).join('\n')].filter(Boolean).join('\n\n');
  return fields;
}

/**
 * Saves the problems of one archive, all or none; `deleteProblem` takes one back (the admin's
 * delete: its row, cases and test data). Answers what each became.
 */
export async function saveArchive(
  target: SaveTarget, user: Pick<AuthUser, 'username'>, problems: readonly ImportedProblem[],
  deleteProblem: (pid: number) => Promise<void>, storeAttachment: StoreAttachment,
): Promise<ImportedOutcome[]> {
  if (problems.length === 0) throw new OjError('PROBLEMS_IMPORT_EMPTY');
  const saved: ImportedOutcome[] = [];
  const claimed = new Set<string>();
  try {
    for (const problem of problems) {
      const dropped = [...problem.report.dropped];
      const taken = [...problem.report.taken];
      const problemId = await freeId(target, problem.problem.problemId, problem.problem.title || problem.source, claimed);
      if (problem.problem.problemId && problemId !== problem.problem.problemId) taken.push(line('DISPLAY_ID_TAKEN', { id: problemId, wanted: problem.problem.problemId }));
      claimed.add(problemId.toLowerCase());
      const input = await inputOf(target, { ...problem, problem: await withAttachments(problem, storeAttachment, dropped) }, problemId, dropped);
      const pid = await saveProblem(target, user, input, undefined, filesOf(problem), { judgeSpec: judgeSpecOf(problem) });
      saved.push({ source: problem.source, format: problem.format, pid, problemId, title: problem.problem.title, taken, dropped, solutions: problem.solutions.length });
    }
    return saved;
  } catch (err) {
    for (const done of saved.reverse()) await deleteProblem(done.pid).catch(() => {});
    throw err;
  } finally {
    // what the readers wrote (FPS test data and images, QDUOJ's empty answers)
    for (const dir of new Set(problems.map((p) => p.workDir).filter((d): d is string => !!d))) await rm(dir, { recursive: true, force: true });
  }
}
