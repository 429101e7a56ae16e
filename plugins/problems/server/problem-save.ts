// Creating and editing a problem (the admin form, imports): the spec's rules (spec 2 §5 "Admin"),
// then the row, its languages, code templates, tags and test cases in one transaction, and the
// test data swapped in with the row (test-data/data-store.ts).
import { OjError, type AuthUser, type Knex, type MarkdownService } from '@oj/sdk';
import { evenScores } from '@oj/judge-engine';
import { LOCAL_OJ, PROBLEM_AUTH, PROBLEM_TYPE, type JudgeCaseMode, type JudgeMode } from '../shared/service.ts';
import type { CaseInput, ProblemInput } from './problem-input.ts';
import { PROBLEM_DEFAULTS } from './limits.ts';
import { ANSWER_LANGUAGE } from '../shared/limits.ts';
import type { ProblemRow } from '../shared/rows.ts';
import type { JudgeSpec } from './exchange/formats/model.ts';
import type { ProblemStores } from './stores/index.ts';
import type { ProblemFields } from './stores/problems.ts';
import { TEST_FILE_NAME } from './test-data/layout.ts';
import { makeManifest, nextVersion, sameContent, type TestDataManifest } from './test-data/manifest.ts';
import type { CaseFiles, CaseSource, TestDataStore } from './test-data/data-store.ts';

export interface SaveTarget {
  stores: ProblemStores;
  /** where test data and staged uploads live (the data dir or the shared store) */
  testData: TestDataStore;
  /** the statement's markdown is sanitised before it is stored (spec R5) */
  markdown: MarkdownService;
}

/**
 * Where a problem belongs, set by other plugins through the write service (remote import, group
 * problems); the admin form leaves it as it is (a new problem: this site's bank, no group).
 */
export interface ProblemPlacement {
  /** the bank of its languages and new tags: ME, or a remote judge's short name */
  oj?: string;
  isRemote?: boolean;
  gid?: number | null;
  /** (imports) how the output is judged beyond the form's fields; the form leaves it as it is */
  judgeSpec?: JudgeSpec | null;
}

/**
 * The judge spec an edit keeps: the stored one, less its checker protocol and flags once the
 * checker they were for is replaced (a Kattis validator's flags mean nothing to a new testlib checker).
 * A multi-pass problem keeps its passes and the Kattis protocol: only a Kattis validator asks for
 * a pass (nextpass.in), so its replacement is one too. New test data (`casesReplaced`: an upload,
 * or typed cases) drops what the package said of its own cases, by their file names: each case's
 * own output validator arguments, and the input validators with the arguments of each input (a
 * new 1.in is not the package's 1.in).
 */
function keptJudgeSpec(existing: ProblemRow | undefined, spjCode: string | null, casesReplaced: boolean): JudgeSpec | null {
  if (!existing?.judgeSpec) return null;
  const stored = JSON.parse(existing.judgeSpec) as JudgeSpec;
  const { caseJudging: _cases, inputValidation: _inputs, ...problemWide } = stored;
  const spec = casesReplaced ? problemWide : stored;
  if (existing.spjCode === spjCode) return Object.keys(spec).length ? spec : null;
  const { checkerProtocol, checkerFlags: _flags, ...rest } = spec;
  if (rest.validationPasses !== undefined && checkerProtocol) return { ...rest, checkerProtocol };
  return Object.keys(rest).length ? rest : null;
}

const specText = (spec: JudgeSpec | null): string | null => (spec && Object.keys(spec).length ? JSON.stringify(spec) : null);

/** where the files of uploaded cases come from: a fresh upload, an import, or the problem's own data */
type CaseOrigin = { kind: 'typed' } | { kind: 'files'; files: CaseFiles };

function extraFileJson(json: string | null | undefined): string | null {
  if (json == null || json.trim() === '') return null;
  let parsed: unknown;
  try { parsed = JSON.parse(json); } catch { throw new OjError('PROBLEMS_EXTRA_FILE_REQUIRED'); }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new OjError('PROBLEMS_EXTRA_FILE_REQUIRED');
  const entries = Object.entries(parsed as Record<string, unknown>);
  for (const [name, content] of entries) {
    if (!TEST_FILE_NAME.test(name) || typeof content !== 'string' || content === '') throw new OjError('PROBLEMS_EXTRA_FILE_REQUIRED');
  }
  return entries.length ? JSON.stringify(Object.fromEntries(entries)) : null;
}

function checkCases(samples: CaseInput[], type: number, judgeCaseMode: JudgeCaseMode, uploaded: boolean): void {
  for (const c of samples) {
    if (type === PROBLEM_TYPE.oi && (c.score == null || !Number.isInteger(c.score) || c.score < 0)) throw new OjError('PROBLEMS_SCORE_INVALID');
    // spec 2 §5: a non-default judge case mode needs a subtask group number
    if (judgeCaseMode !== 'default' && (c.groupNum == null || c.groupNum < 1)) throw new OjError('PROBLEMS_GROUP_NUM_REQUIRED');
    if (uploaded && (!TEST_FILE_NAME.test(c.input) || !TEST_FILE_NAME.test(c.output))) throw new OjError('PROBLEMS_CASE_FILE_MISSING', 400, { name: `${c.input} / ${c.output}` });
  }
}

function caseSources(samples: CaseInput[], origin: CaseOrigin): CaseSource[] {
  const missing = evenScores(Math.max(1, samples.length));
  return samples.map((c, i) => {
    const score = c.score ?? missing[i];
    const groupNum = c.groupNum ?? null;
    if (origin.kind === 'typed') {
      return { inputName: `${i + 1}.in`, outputName: `${i + 1}.out`, score, groupNum, readInput: async () => Buffer.from(c.input), readOutput: async () => Buffer.from(c.output) };
    }
    const read = (name: string) => async () => {
      const data = await origin.files.read(name);
      if (!data) throw new OjError('PROBLEMS_CASE_FILE_MISSING', 400, { name });
      return data;
    };
    return { inputName: c.input, outputName: c.output, score, groupNum, readInput: read(c.input), readOutput: read(c.output) };
  });
}

function liveManifest(row: ProblemRow): TestDataManifest | null {
  return row.testDataManifest ? (JSON.parse(row.testDataManifest) as TestDataManifest) : null;
}

async function languageIds(stores: ProblemStores, input: ProblemInput, oj: string): Promise<number[]> {
  const chosen = input.languages ?? [];
  if (chosen.length === 0) throw new OjError('PROBLEMS_LANGUAGES_REQUIRED');
  const rows = await stores.languages.programsOf(oj);
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  // an output-only problem takes answers only: beside a program language, Answer would let a
  // contestant type a program problem's expected output instead of a program
  if (chosen.some((l) => l.name === ANSWER_LANGUAGE) && chosen.some((l) => l.name !== ANSWER_LANGUAGE)) throw new OjError('PROBLEMS_LANGUAGE_ANSWER_ALONE');
  return [...new Set(chosen.map((l) => {
    const id = byName.get(l.name);
    if (id === undefined) throw new OjError('PROBLEMS_LANGUAGE_UNKNOWN', 400, { name: l.name });
    return id;
  }))];
}

async function tagIds(trx: Knex.Transaction, stores: ProblemStores, input: ProblemInput, oj: string): Promise<number[]> {
  const tags = input.tags ?? [];
  const names = tags.map((tag) => tag.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) throw new OjError('PROBLEMS_TAG_DUPLICATE');
  const ids: number[] = [];
  for (const tag of tags) {
    const name = tag.name.trim();
    if (!name) throw new OjError('PROBLEMS_TAG_NAME_REQUIRED');
    const existing = await stores.tags.findForSave(tag.id, name, oj, trx);
    if (existing !== undefined) { ids.push(existing); continue; }
    ids.push(await stores.tags.insertForSave({ name, color: tag.color ?? null, oj }, trx));
  }
  return [...new Set(ids)];
}

/**
 * Creates (no `existing`) or edits a problem; returns its id. `user`: who changes it (the
 * modifier, and the author when none is given). `filesFrom`: an import's case files.
 */
export async function saveProblem(target: SaveTarget, user: Pick<AuthUser, 'username'>, input: ProblemInput, existing?: ProblemRow, filesFrom?: CaseFiles, placement: ProblemPlacement = {}): Promise<number> {
  const { stores, testData } = target;
  const oj = placement.oj ?? LOCAL_OJ;
  const gid = placement.gid !== undefined ? placement.gid : existing?.gid ?? null;
  const p = input.problem;
  const statement = (md: string | null | undefined) => (md == null ? null : target.markdown.sanitize(md));
  const judgeMode: JudgeMode = input.judgeMode ?? p.judgeMode ?? existing?.judgeMode ?? 'default';
  const judgeCaseMode: JudgeCaseMode = p.judgeCaseMode ?? existing?.judgeCaseMode ?? 'default';
  const type = p.type ?? existing?.type ?? PROBLEM_TYPE.acm;

  if (await stores.problems.displayIdTaken(p.problemId, existing?.id ?? 0)) throw new OjError('PROBLEMS_DISPLAY_ID_EXISTS', 400, { problemId: p.problemId });

  const isFileIO = p.isFileIO ?? existing?.isFileIo ?? false;
  const ioRead = isFileIO ? (p.ioReadFileName ?? '').trim() : null;
  const ioWrite = isFileIO ? (p.ioWriteFileName ?? '').trim() : null;
  if (isFileIO && (!ioRead || !ioWrite || !TEST_FILE_NAME.test(ioRead) || !TEST_FILE_NAME.test(ioWrite))) throw new OjError('PROBLEMS_FILE_IO_NAMES');

  let spjCode = p.spjCode ?? null;
  let spjLanguage = p.spjLanguage ?? null;
  if (judgeMode === 'default') { spjCode = null; spjLanguage = null; }
  else {
    if (!spjCode?.trim() || !spjLanguage) throw new OjError('PROBLEMS_SPJ_REQUIRED');
    if (!(await stores.languages.checkerExists(spjLanguage))) throw new OjError('PROBLEMS_LANGUAGE_UNKNOWN', 400, { name: spjLanguage });
  }

  const lids = await languageIds(stores, input, oj);
  for (const template of input.codeTemplates ?? []) {
    if (!template.code.trim()) throw new OjError('PROBLEMS_CODE_TEMPLATE_EMPTY');
    if (!lids.includes(template.lid)) throw new OjError('PROBLEMS_TEMPLATE_LANGUAGE');
  }
  if (new Set((input.codeTemplates ?? []).map((c) => c.lid)).size !== (input.codeTemplates ?? []).length) throw new OjError('PROBLEMS_TEMPLATE_LANGUAGE');

  const userExtraFile = extraFileJson(p.userExtraFile);
  const judgeExtraFile = extraFileJson(p.judgeExtraFile);

  // the test cases: new ones when samples are sent, else the current ones again
  const uploaded = input.isUploadTestCase ?? existing?.isUploadCase ?? false;
  let samples: CaseInput[];
  let origin: CaseOrigin;
  /** the problem's stored case files go on as they are (keptJudgeSpec) */
  let casesKept = false;
  if (input.samples) {
    samples = input.samples;
    if (!uploaded) origin = { kind: 'typed' };
    else if (filesFrom) origin = { kind: 'files', files: filesFrom };
    else if (input.uploadTestcaseDir) {
      // the upload may have reached another web node: it is looked up in the store, not on this node
      const files = await testData.uploads.files(input.uploadTestcaseDir);
      if (!files) throw new OjError('PROBLEMS_UPLOAD_EXPIRED');
      origin = { kind: 'files', files };
    } else if (existing?.isUploadCase) {
      origin = { kind: 'files', files: testData.live(existing.id, liveManifest(existing)) };
      casesKept = true;
    } else throw new OjError('PROBLEMS_UPLOAD_EXPIRED');
  } else if (existing) {
    samples = await stores.cases.fieldsOf(existing.id);
    origin = existing.isUploadCase ? { kind: 'files', files: testData.live(existing.id, liveManifest(existing)) } : { kind: 'typed' };
    casesKept = true;
  } else {
    samples = [];
    origin = { kind: 'typed' };
  }
  checkCases(samples, type, judgeCaseMode, origin.kind === 'files');

  const fields: ProblemFields = {
    problemId: p.problemId,
    title: p.title.trim(),
    author: p.author ?? existing?.author ?? user.username,
    type,
    judgeMode,
    judgeCaseMode,
    timeLimit: p.timeLimit ?? existing?.timeLimit ?? PROBLEM_DEFAULTS.timeLimit,
    memoryLimit: p.memoryLimit ?? existing?.memoryLimit ?? PROBLEM_DEFAULTS.memoryLimit,
    stackLimit: p.stackLimit ?? existing?.stackLimit ?? PROBLEM_DEFAULTS.stackLimit,
    description: statement(p.description),
    input: statement(p.input),
    output: statement(p.output),
    // the examples are <input>/<output> pairs, shown as text, never as markdown
    examples: p.examples ?? null,
    hint: statement(p.hint),
    source: p.source ?? null,
    difficulty: p.difficulty ?? existing?.difficulty ?? 0,
    auth: p.auth ?? existing?.auth ?? PROBLEM_AUTH.public,
    ioScore: p.ioScore ?? existing?.ioScore ?? PROBLEM_DEFAULTS.ioScore,
    codeShare: p.codeShare ?? existing?.codeShare ?? true,
    spjCode,
    spjLanguage,
    userExtraFile,
    judgeExtraFile,
    isRemoveEndBlank: p.isRemoveEndBlank ?? existing?.isRemoveEndBlank ?? PROBLEM_DEFAULTS.isRemoveEndBlank,
    openCaseResult: p.openCaseResult ?? existing?.openCaseResult ?? true,
    isUploadCase: origin.kind === 'files',
    isFileIo: isFileIO,
    ioReadFileName: ioRead,
    ioWriteFileName: ioWrite,
    modifiedUser: user.username,
    isRemote: placement.isRemote ?? existing?.isRemote ?? false,
    judgeSpec: specText(placement.judgeSpec !== undefined ? placement.judgeSpec : keptJudgeSpec(existing, spjCode, !casesKept)),
    gid,
    isGroup: gid != null,
  };

  // the files first (a store that fails leaves the problem as it was), then the row swaps them in
  let staged = await testData.stage(existing?.id ?? 0, caseSources(samples, origin));
  try {
    const pid = await stores.problems.transaction(async (trx) => {
      const pid = existing ? existing.id : await stores.problems.insert(fields, trx);
      const previous = existing?.testDataManifest ? JSON.parse(existing.testDataManifest) as TestDataManifest : null;
      const content = { judgeMode, judgeCaseMode, cases: staged.cases, files: staged.files };
      const version = previous && previous.problemId === pid && sameContent(previous, content) ? previous.version : nextVersion(existing?.caseVersion);
      const manifest = makeManifest(pid, version, content);
      await stores.problems.update(pid, { ...fields, caseVersion: version, testDataManifest: JSON.stringify(manifest), testDataHash: manifest.hash }, trx);

      await stores.languages.setOfProblem(pid, lids, trx);
      if (input.codeTemplates || !existing) {
        const templates = (input.codeTemplates ?? []).map((c) => ({ pid, lid: c.lid, code: c.code, status: c.status ?? true }));
        await stores.languages.replaceTemplates(pid, templates, trx);
      } else {
        await stores.languages.dropTemplatesNotIn(pid, lids, trx);
      }
      if (input.tags || !existing) {
        const tids = await tagIds(trx, stores, input, oj);
        await stores.tags.setOfProblem(pid, tids, trx);
      }
      await stores.cases.replace(pid, samples.map((c, i) => ({ input: c.input, output: c.output, score: staged.cases[i].score, groupNum: c.groupNum ?? null })), trx);
      await testData.publish(pid, staged, { judgeMode, judgeCaseMode, version });
      staged = { ...staged, dir: '' };
      return pid;
    });
    if (input.uploadTestcaseDir && input.samples && uploaded) await testData.uploads.drop(input.uploadTestcaseDir);
    return pid;
  } finally {
    if (staged.dir) await testData.discard(staged);
  }
}
