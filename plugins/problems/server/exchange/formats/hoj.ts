// The reference's own zip (problem-package.ts, reference §4.6): problem_<id>.json with a folder of
// the same name holding its test files. Read with problem-package.ts's inputOf, unchanged: every
// language the JSON names is kept here (the importer keeps those this site has).
import { OjError } from '@oj/sdk';
import { TEST_FILE_NAME } from '../../test-data/layout.ts';
import { inputOf } from '../problem-package.ts';
import { Report, blankProblem, finish, jsonValue, map, refuse } from './common.ts';
import type { ImportedProblem } from './model.ts';
import type { PackageDir } from './package-dir.ts';

/** the keys (file names without .json) of the root's JSON files that have a folder of the same name */
export async function hojKeys(pkg: PackageDir): Promise<string[]> {
  const entries = await pkg.list();
  const dirs = new Set(entries.filter((e) => e.kind === 'dir').map((e) => e.name));
  return entries.filter((e) => e.kind === 'file' && e.name.endsWith('.json') && dirs.has(e.name.slice(0, -5))).map((e) => e.name.slice(0, -5));
}

/** one problem of the zip: `key`.json and the folder `key`/ */
export async function readHoj(pkg: PackageDir, source: string, key: string): Promise<ImportedProblem> {
  const file = `${key}.json`;
  const text = (await pkg.readText(file))!;
  const raw = map(jsonValue(text, file)) ?? {};
  // every language of the package gets a number so inputOf keeps them all, with their templates
  const names = Array.isArray(raw.languages) ? raw.languages.filter((l): l is string => typeof l === 'string') : [];
  let input;
  try {
    input = inputOf(key, text, (name) => (names.includes(name) ? names.indexOf(name) : undefined));
  } catch (err) {
    if (err instanceof OjError && err.code === 'PROBLEMS_IMPORT_INVALID') throw refuse('HOJ_INVALID', { file });
    throw err;
  }
  const problem = blankProblem(source, 'hoj');
  const report = new Report(problem.report);
  problem.problem = { ...input.problem };
  problem.languages = (input.languages ?? []).map((l) => l.name);
  problem.codeTemplates = (input.codeTemplates ?? []).map((t) => ({ language: names[t.lid], code: t.code }));
  problem.tags = (input.tags ?? []).map((t) => t.name);
  for (const c of input.samples ?? []) {
    for (const name of [c.input, c.output]) {
      if (!TEST_FILE_NAME.test(name)) throw refuse('HOJ_INVALID', { file: `${key}/${name}` });
      if (problem.files.has(name)) continue;
      const path = await pkg.resolve(`${key}/${name}`);
      if (!path || !(await pkg.isFile(`${key}/${name}`))) throw refuse('FILE_MISSING', { file: `${key}/${name}` });
      problem.files.set(name, path);
    }
    problem.cases.push({ input: c.input, output: c.output, score: c.score ?? null, groupNum: c.groupNum ?? null, sample: false });
  }
  if (problem.cases.length === 0) await pairFolder(pkg, key, problem);
  report.take('CASES_FROM', { count: problem.cases.length, folder: `${key}/` });
  return finish(problem, file);
}

/** a JSON listing no case: the folder's X.in with X.out or X.ans, as the test data upload pairs them */
async function pairFolder(pkg: PackageDir, key: string, problem: ImportedProblem): Promise<void> {
  const files = (await pkg.list(key)).filter((e) => e.kind === 'file');
  const names = new Set(files.map((f) => f.name));
  const inputs = files.filter((f) => f.name.endsWith('.in') && TEST_FILE_NAME.test(f.name)).sort((a, b) => a.name.length - b.name.length || (a.name < b.name ? -1 : 1));
  for (const input of inputs) {
    const stem = input.name.slice(0, -3);
    const output = [`${stem}.out`, `${stem}.ans`].find((n) => names.has(n) && TEST_FILE_NAME.test(n));
    if (!output) throw refuse('NO_ANSWER', { file: input.path, answer: `${key}/${stem}.out` });
    problem.files.set(input.name, (await pkg.resolve(input.path))!);
    problem.files.set(output, (await pkg.resolve(`${key}/${output}`))!);
    problem.cases.push({ input: input.name, output, score: null, groupNum: null, sample: false });
  }
}
