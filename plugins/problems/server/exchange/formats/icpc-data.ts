// ICPC / Kattis test data: data/sample then data/secret, each folder's cases and groups in
// lexicographic order of their base names (the spec's order), nested groups flattened into case
// names like secret-group1-01.in. The first folders under data/secret are the problem's groups;
// for a scoring problem their testdata.yaml / test_group.yaml give the points: legacy
// accept_score with grader_flags min|sum, 2023-07 scoring {score, aggregation pass-fail|sum|min}.
// A case's own .yaml (2023-07 "Test Case Configuration", secret/foo.yaml beside foo.in) gives its
// input validators' arguments, replacing its groups'; its output validator arguments are checked
// against the problem's one set (icpc.ts); its other keys are reported, each with why.
import { PROBLEM_TYPE } from '../../../shared/models.ts';
import { FileNames, Report, fullScore, line, map, refuse, splitScore, str, yamlMap } from './common.ts';
import type { ImportedCase, ImportedProblem } from './model.ts';
import type { PackageDir } from './package-dir.ts';
import { byCodeUnits } from './package-dir.ts';

export interface RawCase {
  /** path relative to data/ without extension: secret/group1/01 */
  base: string;
  input: string;
  answer: string;
  sample: boolean;
  /** the first folder under data/secret holding the case, '' for one directly in secret */
  group: string;
  /** the nearest testdata.yaml / test_group.yaml above the case, merged from data/ down, then its own .yaml's input_validator_args */
  config: Record<string, unknown>;
  /** the case's own .yaml, and its output_validator_args when it gives some */
  settings?: { file: string; outputValidatorArgs?: unknown };
}

export interface IcpcData {
  cases: RawCase[];
  /** sample .interaction files, shown in the statement */
  interactions: string[];
  /** the configuration of each group folder (and of secret itself under '') */
  groupConfigs: Map<string, Record<string, unknown>>;
  /** data/testdata.yaml or test_group.yaml */
  rootConfig: Record<string, unknown>;
}

const CONFIG_FILES = ['test_group.yaml', 'testdata.yaml'];
const ANNOTATIONS = new Set(['desc', 'hint', 'png', 'jpg', 'jpeg', 'svg', 'out', 'statement', 'download']);
/** keys of a case's .yaml the spec defines and this site has no use for (it shows no hints, runs no visualizers) */
const CASE_KEYS_NOT_USED = new Set(['full_feedback', 'hint', 'description', 'input_visualizer_args', 'output_visualizer_args']);

/** a case's own .yaml: the keys the judge honours, the others reported with why */
async function caseSettings(pkg: PackageDir, file: string, report: Report): Promise<{ inputValidatorArgs?: unknown; outputValidatorArgs?: unknown }> {
  const own = yamlMap((await pkg.readText(file)) ?? '', file);
  const kept: { inputValidatorArgs?: unknown; outputValidatorArgs?: unknown } = {};
  for (const [key, value] of Object.entries(own)) {
    if (key === 'input_validator_args') kept.inputValidatorArgs = value;
    else if (key === 'output_validator_args') kept.outputValidatorArgs = value;
    else report.drop(`${file} ${key}`, key === 'args' ? 'CASE_ARGS_UNSUPPORTED' : CASE_KEYS_NOT_USED.has(key) ? 'NOT_USED' : 'CASE_KEY_UNKNOWN');
  }
  return kept;
}

async function configOf(pkg: PackageDir, dir: string): Promise<Record<string, unknown> | null> {
  for (const name of CONFIG_FILES) {
    const text = await pkg.readText(`${dir}/${name}`);
    if (text !== null) return yamlMap(text, `${dir}/${name}`);
  }
  return null;
}

interface WalkState {
  pkg: PackageDir;
  report: Report;
  data: IcpcData;
}

/** one folder of data/: its cases and subfolders, in the order of their base names */
async function walk(state: WalkState, dir: string, group: string, inherited: Record<string, unknown>): Promise<void> {
  const { pkg, report, data } = state;
  const own = await configOf(pkg, dir);
  const config = own ? { ...inherited, ...own } : inherited;
  const entries = await pkg.list(dir);
  const files = new Set(entries.filter((e) => e.kind === 'file').map((e) => e.name));
  const items: Array<{ key: string; dir?: string; input?: string }> = [];
  for (const entry of entries) {
    if (entry.kind === 'dir') {
      if (entry.name.endsWith('.files')) report.drop(entry.path, 'CASE_FILES_UNSUPPORTED');
      else items.push({ key: entry.name, dir: entry.path });
    } else if (entry.name.endsWith('.in')) {
      items.push({ key: entry.name.slice(0, -3), input: entry.path });
    }
  }
  for (const entry of entries.filter((e) => e.kind === 'file')) {
    const stem = entry.name.replace(/\.[^.]*$/, '');
    const ext = entry.name.slice(stem.length + 1);
    if (ext === 'ans' && !files.has(`${stem}.in`)) report.drop(entry.path, 'ANSWER_WITHOUT_INPUT');
    else if (ext === 'interaction' && dir.startsWith('data/sample')) data.interactions.push(entry.path);
    else if (ext === 'yaml' && !CONFIG_FILES.includes(entry.name)) {
      if (!files.has(`${stem}.in`)) report.drop(entry.path, 'CASE_SETTINGS_WITHOUT_INPUT');
    }
    else if (ext !== 'in' && ext !== 'ans' && !ANNOTATIONS.has(ext) && !CONFIG_FILES.includes(entry.name)) {
      report.drop(entry.path, 'NOT_TEST_DATA');
    }
  }
  items.sort((a, b) => byCodeUnits(a.key, b.key));
  for (const item of items) {
    if (item.dir) {
      const top = dir === 'data/secret' ? item.key : group;
      if (dir === 'data/secret') data.groupConfigs.set(item.key, { ...config, ...((await configOf(pkg, item.dir)) ?? {}) });
      await walk(state, item.dir, top, config);
      continue;
    }
    const answer = `${item.input!.slice(0, -3)}.ans`;
    if (!files.has(`${item.key}.ans`)) throw refuse('NO_ANSWER', { file: item.input!, answer });
    const file = `${item.input!.slice(0, -3)}.yaml`;
    const own = files.has(`${item.key}.yaml`) ? await caseSettings(pkg, file, report) : null;
    // the case's input_validator_args replace its groups' (a legacy input_validator_flags too)
    const { input_validator_flags: _flags, ...unflagged } = config;
    const caseConfig = own?.inputValidatorArgs !== undefined ? { ...unflagged, input_validator_args: own.inputValidatorArgs } : config;
    data.cases.push({
      base: item.input!.slice(5, -3), input: item.input!, answer, sample: dir.startsWith('data/sample'), group, config: caseConfig,
      ...(own ? { settings: { file, ...(own.outputValidatorArgs !== undefined ? { outputValidatorArgs: own.outputValidatorArgs } : {}) } } : {}),
    });
  }
}

export async function readIcpcData(pkg: PackageDir, report: Report): Promise<IcpcData> {
  if (!(await pkg.isDir('data'))) throw refuse('FILE_MISSING', { file: 'data/' });
  const rootConfig = (await configOf(pkg, 'data')) ?? {};
  const data: IcpcData = { cases: [], interactions: [], groupConfigs: new Map(), rootConfig };
  const state = { pkg, report, data };
  for (const entry of await pkg.list('data')) {
    if (entry.kind === 'dir' && entry.name !== 'sample' && entry.name !== 'secret') {
      report.drop(`data/${entry.name}/`, entry.name.includes('valid') ? 'VALIDATOR_DATA_NOT_JUDGED' : 'NOT_A_DATA_GROUP');
    }
  }
  if (await pkg.isDir('data/sample')) await walk(state, 'data/sample', 'sample', rootConfig);
  if (await pkg.isDir('data/secret')) {
    const secretConfig = await configOf(pkg, 'data/secret');
    data.groupConfigs.set('', { ...rootConfig, ...(secretConfig ?? {}) });
    await walk(state, 'data/secret', '', rootConfig);
  }
  return data;
}

/** a case's flat file names: secret/group1/01 → secret-group1-01.in / .ans */
export function nameCases(data: IcpcData, names: FileNames): Array<RawCase & { inName: string; ansName: string }> {
  return data.cases.map((c) => {
    const stem = c.base.split('/').join('-');
    return { ...c, inName: names.take(`${stem}.in`), ansName: names.take(`${stem}.ans`) };
  });
}

interface GroupScore {
  name: string;
  aggregation: 'min' | 'sum';
  /** each case's points, in order */
  scores: number[];
}

const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number(str(value));
  return Number.isFinite(n) ? n : fallback;
};

/** legacy: a case scores its accept_score; a group aggregates by its grader_flags (min or sum) */
function legacyGroups(data: IcpcData, report: Report): GroupScore[] {
  const groups = new Map<string, GroupScore>();
  for (const c of data.cases.filter((x) => !x.sample)) {
    const config = data.groupConfigs.get(c.group) ?? c.config;
    const flags = (str(config.grader_flags) ?? '').split(/\s+/);
    const aggregation = flags.includes('min') ? 'min' : 'sum';
    for (const flag of flags.filter((f) => f === 'avg' || f === 'max')) report.drop(line('ITEM_GRADER_FLAG', { flag, group: c.group || 'secret' }), 'GRADER_FLAG_AS_SUM');
    if (str(config.grading) === 'custom') report.drop(`grading: custom (${c.group || 'secret'})`, 'CUSTOM_GRADER');
    const group = groups.get(c.group) ?? { name: c.group, aggregation, scores: [] };
    group.scores.push(num(c.config.accept_score, 1));
    groups.set(c.group, group);
  }
  return [...groups.values()];
}

/** 2023-07: secret scores 100 by default; a group pass-fail (default), min or sum of its score */
function draftGroups(data: IcpcData, report: Report): GroupScore[] {
  const secret = map(data.groupConfigs.get('')?.scoring) ?? {};
  const total = num(secret.score, 100);
  const names = [...new Set(data.cases.filter((c) => !c.sample).map((c) => c.group))];
  const declared = names.map((n) => (n === '' ? null : map(data.groupConfigs.get(n)?.scoring)?.score));
  const unset = declared.filter((s) => s === undefined || s === 'unbounded').length;
  const given = declared.reduce<number>((sum, s) => sum + (typeof s === 'number' ? s : 0), 0);
  const shares = splitScore(Math.max(0, total - given), unset);
  if (unset && names.some((n) => n !== '')) report.take('GROUPS_SHARE_REST', { total });
  return names.map((name, i) => {
    const count = data.cases.filter((c) => !c.sample && c.group === name).length;
    if (name === '') {
      const aggregation = str(secret.aggregation) === 'min' ? 'min' : 'sum';
      return { name, aggregation, scores: aggregation === 'min' ? Array(count).fill(total) : splitScore(total, count) };
    }
    const scoring = map(data.groupConfigs.get(name)?.scoring) ?? {};
    const score = typeof declared[i] === 'number' ? (declared[i] as number) : shares.shift() ?? 0;
    const aggregation = str(scoring.aggregation) ?? 'pass-fail';
    if (aggregation === 'sum') return { name, aggregation: 'sum', scores: splitScore(score, count) };
    return { name, aggregation: 'min', scores: Array(count).fill(score) };
  });
}

/**
 * The problem's cases with groups and, for a scoring problem, points: groups scored by their
 * minimum become subtasks (judgeCaseMode subtask_lowest, each case carrying the group's points);
 * the cases of a group scored by sum become subtasks of their own; samples score nothing.
 */
export function scoreCases(problem: ImportedProblem, data: IcpcData, named: Array<RawCase & { inName: string; ansName: string }>, scoring: boolean, legacy: boolean, report: Report): void {
  const groupNames = [...new Set(named.filter((c) => !c.sample).map((c) => c.group))];
  const grouped = groupNames.some((g) => g !== '');
  if (!scoring) {
    const first = named.some((c) => c.sample) ? 2 : 1;
    const numberOf = (c: RawCase) => (!grouped ? null : c.sample ? 1 : groupNames.indexOf(c.group) + first);
    problem.cases = named.map((c) => ({ input: c.inName, output: c.ansName, score: null, groupNum: numberOf(c), sample: c.sample }));
    if (grouped) report.take('SECRET_GROUPS', { count: groupNames.length, groups: groupNames.map((g) => g || 'secret').join(', ') });
    return;
  }
  // a 2023-07 package may still write legacy testdata.yaml keys (accept_score, grader_flags)
  const configs = [...data.groupConfigs.values()];
  const legacyKeys = !configs.some((c) => c.scoring !== undefined) && configs.some((c) => c.accept_score !== undefined || c.grader_flags !== undefined);
  const groups = legacy || legacyKeys ? legacyGroups(data, report) : draftGroups(data, report);
  const bySubtask = groups.some((g) => g.aggregation === 'min');
  const cases: ImportedCase[] = named.filter((c) => c.sample).map((c) => ({ input: c.inName, output: c.ansName, score: 0, groupNum: bySubtask ? 1 : null, sample: true }));
  let next = cases.length ? 2 : 1;
  for (const group of groups) {
    const members = named.filter((c) => !c.sample && c.group === group.name);
    const shared = next;
    if (!bySubtask || group.aggregation === 'min') next++;
    members.forEach((c, i) => {
      const score = group.scores[i] ?? 0;
      if (!Number.isInteger(score)) report.drop(line('ITEM_POINTS', { of: c.input }), 'POINTS_ROUNDED', { points: score, rounded: Math.round(score) });
      const groupNum = !bySubtask ? (grouped ? shared : null) : group.aggregation === 'min' ? shared : next++;
      cases.push({ input: c.inName, output: c.ansName, score: Math.max(0, Math.round(score)), groupNum, sample: false });
    });
  }
  problem.cases = cases;
  const total = fullScore(cases, bySubtask);
  problem.problem.type = PROBLEM_TYPE.oi;
  problem.problem.ioScore = total;
  problem.problem.judgeCaseMode = bySubtask ? 'subtask_lowest' : 'default';
  const described = groups.map((g) => {
    const points = g.aggregation === 'min' ? g.scores[0] ?? 0 : g.scores.reduce((a, b) => a + b, 0);
    return line(g.aggregation === 'min' ? 'GROUP_ALL_OR_NOTHING' : 'GROUP_PER_CASE', { group: g.name || 'secret', points: Math.round(points) });
  });
  report.take('SCORING', { total, groups: described });
}
