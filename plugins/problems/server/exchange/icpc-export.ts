// A problem as an ICPC / Kattis problem package (issue 31 item 2), in the legacy layout every tool
// reads: problem.yaml (name, limits, validation, validator_flags), the statement as Markdown with
// Input / Output / Notes headings (read back into the same fields), the statement's examples as
// data/sample (judged, as the format wants), the other cases as data/secret — in groups, with
// their points, for an OI problem —, and a special judge or interactor as the output validator
// (its judge extra files beside it), and the input validators kept from an import (Kattis ones)
// with their arguments in testdata.yaml (a case whose arguments are not its folder's gets them in
// its own .yaml, the 2023-07 test case configuration). The readers (formats/icpc.ts) take it back
// unchanged.
import { ANSWER_LANGUAGE, engineLimits } from '@oj/judge-engine';
import { OjError } from '@oj/sdk';
import { parseExamples } from '../examples.ts';
import type { ProblemRow } from '../../shared/rows.ts';
import type { ZipItem } from '../test-data/zip-writer.ts';
import { PROBLEM_TYPE } from '../../shared/service.ts';
import type { JudgeSpec, TokenComparison } from './formats/model.ts';

export interface ExportCase { input: string; output: string; score: number | null; groupNum: number | null }

/** a YAML scalar: JSON's string form is valid YAML and keeps every character */
const scalar = (v: string | number) => (typeof v === 'number' ? String(v) : JSON.stringify(v));

/** the Kattis default validator's flags for a comparison */
export function flagsOf(c: TokenComparison): string[] {
  const flags: string[] = [];
  if (c.caseSensitive) flags.push('case_sensitive');
  if (c.spaceChangeSensitive) flags.push('space_change_sensitive');
  if (c.floatAbsoluteTolerance !== undefined) flags.push('float_absolute_tolerance', String(c.floatAbsoluteTolerance));
  if (c.floatRelativeTolerance !== undefined) flags.push('float_relative_tolerance', String(c.floatRelativeTolerance));
  return flags;
}

function statementOf(row: ProblemRow): string {
  const parts = [row.description?.trim() ?? ''];
  if (row.input?.trim()) parts.push(`## Input\n\n${row.input.trim()}`);
  if (row.output?.trim()) parts.push(`## Output\n\n${row.output.trim()}`);
  if (row.hint?.trim()) parts.push(`## Notes\n\n${row.hint.trim()}`);
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** an input validator's source file by its language (InputValidatorSpec.language) */
const INPUT_VALIDATOR_EXT: Record<string, string> = { C: 'c', 'C++': 'cpp', Python3: 'py' };

/**
 * The problem's kept input validators an ICPC tool can run (the Kattis protocol: a Polygon testlib
 * validator, exit 0 valid, would be misjudged there), each named as input_validators/<name>/ and
 * input_validator_args name it, and the arguments each gives a case (by its input file's name).
 */
function inputValidatorsOf(spec: JudgeSpec): { validators: Array<{ name: string; file: string; code: string; extraFiles: Record<string, string> }>; argsOf: (input: string) => Record<string, string[]> } {
  const kept = (spec.inputValidation?.validators ?? []).filter((v) => v.protocol === 'kattis');
  const taken = new Set<string>();
  const validators = kept.map((v) => {
    const stem = (v.path.split('/').pop() ?? 'validator').replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]/g, '_') || 'validator';
    let name = stem;
    for (let i = 2; taken.has(name); i++) name = `${stem}_${i}`;
    taken.add(name);
    return { name, path: v.path, file: `${name}.${INPUT_VALIDATOR_EXT[v.language] ?? 'cpp'}`, code: v.code, extraFiles: v.extraFiles ?? {} };
  });
  const inputs = new Map((spec.inputValidation?.inputs ?? []).map((i) => [i.name, i]));
  const argsOf = (input: string) => {
    const kept = inputs.get(input);
    return Object.fromEntries(validators.map((v) => [v.name, kept ? kept.argsByValidator?.[v.path] ?? kept.args : []]));
  };
  return { validators, argsOf };
}

/**
 * A test data folder's testdata.yaml lines for its input validators' arguments: the legacy
 * input_validator_flags when every validator gets the same, else the 2023-07 map of
 * input_validator_args by validator name (the legacy format has no per-validator form).
 */
function inputValidatorArgsYaml(args: Record<string, string[]>): string {
  const lists = Object.values(args);
  if (lists.length === 0) return '';
  if (sameForAll(lists)) return lists[0]!.length ? `input_validator_flags: ${scalar(lists[0]!.join(' '))}\n` : '';
  return argsMapYaml(args);
}

const sameForAll = (lists: string[][]) => lists.every((l) => JSON.stringify(l) === JSON.stringify(lists[0]));
const argsMapYaml = (args: Record<string, string[]>) => `input_validator_args:\n${Object.entries(args).map(([name, list]) => `  ${name}: ${JSON.stringify(list)}\n`).join('')}`;

/**
 * A case's own .yaml (2023-07 test case configuration) when its input validators' arguments are
 * not its folder's ('' when they are): a list when every validator gets the same, else the map.
 */
function caseSettingsYaml(args: Record<string, string[]>, folder: Record<string, string[]> | undefined): string {
  if (JSON.stringify(args) === JSON.stringify(folder ?? {})) return '';
  const lists = Object.values(args);
  return sameForAll(lists) ? `input_validator_args: ${JSON.stringify(lists[0])}\n` : argsMapYaml(args);
}

const CHECKER_FILE: Record<string, string> = { 'SPJ-C': 'validator.c', 'SPJ-C++': 'validator.cpp', 'SPJ-Python3': 'validator.py' };

/**
 * The package's files under `folder`: `caseData(name)` reads a case file of the problem's test data
 * (the typed cases' files are 1.in, 1.out… as exported today).
 */
export async function icpcPackage(
  folder: string, row: ProblemRow, cases: ExportCase[], caseData: (name: string) => Promise<Buffer>, languages: readonly string[] = [],
): Promise<ZipItem[]> {
  const items: ZipItem[] = [];
  const put = (path: string, data: string | Buffer) => items.push({ path: `${folder}/${path}`, data: typeof data === 'string' ? Buffer.from(data) : data });
  const spec = (row.judgeSpec ? JSON.parse(row.judgeSpec) : {}) as JudgeSpec;
  const oi = row.type === PROBLEM_TYPE.oi;

  const yaml = [`name: ${scalar(row.title)}`];
  if (row.author) yaml.push(`author: ${scalar(row.author)}`);
  if (row.source) yaml.push(`source: ${scalar(row.source)}`);
  // a problem taking answers alone (the language Answer) is a submit-answer one
  const answers = languages.length === 1 && languages[0] === ANSWER_LANGUAGE;
  const types = [...(oi ? ['scoring'] : []), ...(answers ? ['submit-answer'] : [])];
  if (types.length) yaml.push(`type: ${types.join(' ')}`);
  // a multi-pass problem's validator writes the next pass's input: only a custom one can be
  const passes = row.judgeMode !== 'default' ? spec.validationPasses : undefined;
  const validation = row.judgeMode === 'interactive' ? 'custom interactive' : row.judgeMode === 'spj' ? 'custom' : 'default';
  yaml.push(`validation: ${validation}${passes !== undefined ? ' multi-pass' : ''}`);
  const flags = row.judgeMode === 'default' ? (spec.comparison ? flagsOf(spec.comparison) : []) : spec.checkerFlags ?? [];
  // cases with flags of their own: the problem's go to data/testdata.yaml and each such case's to
  // its own .yaml, as whole lists (a reader adds validator_flags before both)
  const caseFlags = new Map(Object.entries(spec.caseJudging ?? {}).map(([input, own]) => [input, row.judgeMode === 'default'
    ? (own.comparison ? flagsOf(own.comparison) : flags) : own.checkerFlags ?? flags]));
  if (caseFlags.size) {
    if (flags.length) put('data/testdata.yaml', `output_validator_flags: ${scalar(flags.join(' '))}\n`);
  } else if (flags.length) yaml.push(`validator_flags: ${scalar(flags.join(' '))}`);
  /** a case's own .yaml: its input validators' arguments when not its folder's, its output validator's when its own */
  const ownYaml = (input: string, inputArgs: string) => {
    const own = caseFlags.get(input);
    return `${inputArgs}${own ? `output_validator_args: ${JSON.stringify(own)}\n` : ''}`;
  };
  yaml.push('limits:', `  time_limit: ${Math.max(1, row.timeLimit) / 1000}`, `  memory: ${row.memoryLimit}`);
  if (passes !== undefined) yaml.push(`  validation_passes: ${passes}`);
  put('problem_statement/problem.md', statementOf(row));

  // the examples are data/sample; a case equal to one of them is that sample, not written twice
  const examples = parseExamples(row.examples);
  // each sample's file name by its input and answer
  const sampleKeys = new Map<string, string>();
  for (const [i, ex] of examples.entries()) {
    const n = String(i + 1).padStart(2, '0');
    put(`data/sample/${n}.in`, ex.input);
    put(`data/sample/${n}.ans`, ex.output);
    if (!sampleKeys.has(`${ex.input}\u0000${ex.output}`)) sampleKeys.set(`${ex.input}\u0000${ex.output}`, n);
  }
  const inputValidators = inputValidatorsOf(spec);
  // each folder's input validator arguments: those of its first case; a case with others gets its own .yaml
  const folderArgs = new Map<string, Record<string, string[]>>();
  const argsIn = (folder: string, input: string, stem: string) => {
    const args = inputValidators.argsOf(input);
    if (!folderArgs.has(folder)) folderArgs.set(folder, args);
    const own = ownYaml(input, caseSettingsYaml(args, folderArgs.get(folder)));
    if (own) put(`${folder}/${stem}.yaml`, own);
  };
  const secret: Array<ExportCase & { inData: Buffer; ansData: Buffer }> = [];
  for (const c of cases) {
    const [inData, ansData] = await Promise.all([caseData(c.input), caseData(c.output)]);
    // an OI problem's sample is judged as a case of no points (its import makes it one): a case
    // with points stays in the secret data even when it equals a sample
    const sample = sampleKeys.get(`${inData.toString('utf8')}\u0000${ansData.toString('utf8')}`);
    if ((!oi || !c.score) && sample) {
      argsIn('data/sample', c.input, sample);
      continue;
    }
    secret.push({ ...c, inData, ansData });
  }
  // the output limit the judge applies, written out (an ICPC tool's default, 8 MiB, is lower than the
  // judge's own): the problem's, else twice the largest answer and at least 32 MiB
  if (!answers) {
    const largest = row.judgeMode === 'interactive' ? 0 : Math.max(0, ...secret.map((c) => c.ansData.length), ...examples.map((ex) => Buffer.byteLength(ex.output)));
    const mb = spec.outputLimitMb ?? Math.ceil(Math.max(engineLimits.MIN_OUTPUT_LIMIT_BYTES, 2 * largest) / (1024 * 1024));
    yaml.push(`  output: ${mb}`);
  }
  put('problem.yaml', `${yaml.join('\n')}\n`);
  const width = String(secret.length).length < 2 ? 2 : String(secret.length).length;
  if (!oi) {
    secret.forEach((c, i) => {
      const n = String(i + 1).padStart(width, '0');
      argsIn('data/secret', c.input, n);
      put(`data/secret/${n}.in`, c.inData);
      put(`data/secret/${n}.ans`, c.ansData);
    });
  } else {
    // points: a group per subtask (its cases all-or-nothing: the minimum), else each case its own
    const subtasks = row.judgeCaseMode === 'subtask_lowest' || row.judgeCaseMode === 'subtask_average';
    const groups = new Map<string, typeof secret>();
    // numbers padded alike: a package's groups are read in the order of their names (group10 after group9)
    const groupWidth = String(Math.max(0, ...secret.map((c) => c.groupNum ?? 0))).length;
    secret.forEach((c, i) => {
      const name = subtasks && c.groupNum != null ? `group${String(c.groupNum).padStart(groupWidth, '0')}` : `case${String(i + 1).padStart(width, '0')}`;
      groups.set(name, [...(groups.get(name) ?? []), c]);
    });
    for (const [name, members] of groups) {
      const points = subtasks ? Math.min(...members.map((c) => c.score ?? 0)) : members[0]!.score ?? 0;
      const groupArgs = inputValidators.argsOf(members[0]!.input);
      put(`data/secret/${name}/testdata.yaml`, `accept_score: ${points}\ngrader_flags: ${subtasks ? 'min' : 'sum'}\n${inputValidatorArgsYaml(groupArgs)}`);
      members.forEach((c, i) => {
        const n = String(i + 1).padStart(2, '0');
        const own = ownYaml(c.input, caseSettingsYaml(inputValidators.argsOf(c.input), groupArgs));
        if (own) put(`data/secret/${name}/${n}.yaml`, own);
        put(`data/secret/${name}/${n}.in`, c.inData);
        put(`data/secret/${name}/${n}.ans`, c.ansData);
      });
    }
  }

  for (const [folder, args] of folderArgs) {
    const text = inputValidatorArgsYaml(args);
    if (text) put(`${folder}/testdata.yaml`, text);
  }
  for (const v of inputValidators.validators) {
    put(`input_validators/${v.name}/${v.file}`, v.code);
    for (const [name, content] of Object.entries(v.extraFiles)) put(`input_validators/${v.name}/${name}`, content);
  }

  if (row.judgeMode !== 'default' && row.spjCode) {
    // an ICPC tool runs a validator by the Kattis protocol (exit 42/43); a testlib checker would be misjudged there
    if (spec.checkerProtocol !== 'kattis') throw new OjError('PROBLEMS_PACKAGE_EXPORT_CHECKER', 400, { problemId: row.problemId });
    const dir = row.judgeMode === 'interactive' ? 'output_validators/interactor' : 'output_validators/checker';
    put(`${dir}/${CHECKER_FILE[row.spjLanguage ?? ''] ?? 'validator.cpp'}`, row.spjCode);
    for (const [name, content] of Object.entries(row.judgeExtraFile ? JSON.parse(row.judgeExtraFile) as Record<string, string> : {})) put(`${dir}/${name}`, content);
  }
  return items;
}
