// oj judge-local --lang "C++" --src a.cpp --tests DIR [--time-limit 1000] [--memory-limit 256]
//   [--spj checker.cpp | --interactive interactor.cpp] [--mode subtask_lowest]
//   [--io-file in.txt,out.txt] [--remove-end-blank] [--type acm|oi]
//   [--user-extra a.h,b.h] [--judge-extra testlib.h]
// Prints one JSON object: verdict, score, time, memory, per-case results, compiler message.
import { resolve } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { JudgeCaseMode } from '@oj/judge-engine';
import { defaultSlotCount, judgeLocal, openSandboxPool, type JudgeLocalOptions } from '@oj/judge-worker';
import { flagString, type ParsedArgs } from '../args.ts';

function required(args: ParsedArgs, name: string): string {
  const value = flagString(args, name);
  if (!value) throw new Error(`--${name} is required (oj judge-local --lang "C++" --src a.cpp --tests DIR)`);
  return value;
}

function positiveInt(args: ParsedArgs, name: string): number | undefined {
  const value = flagString(args, name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
  return n;
}

function fileList(args: ParsedArgs, name: string): string[] {
  return (flagString(args, name) ?? '').split(',').filter(Boolean).map((p) => resolve(p));
}

export function judgeLocalOptions(args: ParsedArgs): JudgeLocalOptions {
  const mode = flagString(args, 'mode');
  if (mode !== undefined && !Value.Check(JudgeCaseMode, mode)) {
    throw new Error('--mode must be default, subtask_lowest, subtask_average or ergodic_without_error');
  }
  const ioFile = flagString(args, 'io-file');
  let fileIO: JudgeLocalOptions['fileIO'];
  if (ioFile) {
    const [inputName, outputName] = ioFile.split(',');
    if (!inputName || !outputName) throw new Error('--io-file takes two names: input,output');
    fileIO = { inputName, outputName };
  }
  const type = flagString(args, 'type');
  if (type !== undefined && !['acm', 'oi'].includes(type.toLowerCase())) throw new Error('--type must be acm or oi');
  const spj = flagString(args, 'spj');
  const interactive = flagString(args, 'interactive');
  if (spj && interactive) throw new Error('give --spj or --interactive, not both');
  return {
    language: required(args, 'lang'),
    sourcePath: resolve(required(args, 'src')),
    testsDir: resolve(required(args, 'tests')),
    timeLimitMs: positiveInt(args, 'time-limit'),
    memoryLimitMb: positiveInt(args, 'memory-limit'),
    specialJudgePath: spj ? resolve(spj) : undefined,
    interactorPath: interactive ? resolve(interactive) : undefined,
    caseMode: mode as JudgeLocalOptions['caseMode'],
    fileIO,
    isRemoveEndBlank: args.flags['remove-end-blank'] === true || flagString(args, 'remove-end-blank') === 'true',
    problemType: type ? (type.toUpperCase() as 'ACM' | 'OI') : undefined,
    userExtraFilePaths: fileList(args, 'user-extra'),
    judgeExtraFilePaths: fileList(args, 'judge-extra'),
  };
}

export async function run(args: ParsedArgs): Promise<void> {
  const options = judgeLocalOptions(args);
  const pool = await openSandboxPool(defaultSlotCount());
  try {
    const report = await judgeLocal(pool, options);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await pool.close();
  }
}
