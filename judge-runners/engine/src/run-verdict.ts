// The verdict of a user's run before its output is looked at (sandbox research §9.3, reference
// §4.1): null means it ran cleanly and the output decides.
import type { RunResult } from '@oj/sandbox';
import type { LanguageDefinition } from '@oj/judge-languages';
import { JudgeStatus } from './verdicts.ts';

export interface RunVerdict {
  status: number;
  message: string;
}

export const OUTPUT_LIMIT_MESSAGE = 'Output limit exceeded';

/** signals with several names: the one users know (SIGIOT is SIGABRT's alias) */
const USUAL_SIGNAL_NAMES: Record<number, string> = { 6: 'SIGABRT', 29: 'SIGIO', 31: 'SIGSYS' };

export function exitDescription(run: RunResult): string {
  if (run.signal) return USUAL_SIGNAL_NAMES[run.signal.number] ?? run.signal.name;
  return `exit code ${run.exitCode ?? '?'}`;
}

export function runVerdict(
  run: RunResult,
  limits: { timeLimitMs: number; memoryLimitMb: number; outputBytes?: number },
  language: LanguageDefinition,
): RunVerdict | null {
  if (run.status === 'system-error') return { status: JudgeStatus.SYSTEM_ERROR, message: run.message || 'sandbox failure' };
  // a full output file means the flood is the cause, whatever followed: runtimes that ignore
  // SIGXFSZ (Python) fail on EFBIG, and some (Java, Go) spin on the failing writes until TLE
  const outputFull = run.status === 'output-limit' || (limits.outputBytes !== undefined && run.outputBytes >= limits.outputBytes);
  // spec 2 §3 has no output-limit code: like the reference it is a Runtime Error, named as such
  if (outputFull) return { status: JudgeStatus.RUNTIME_ERROR, message: OUTPUT_LIMIT_MESSAGE };
  // memory first: a program pressed against its memory cap can spend the CPU limit in the kernel's
  // reclaim or its runtime's collector before it is killed, and the cap is then the cause
  const atMemoryCap = run.status === 'memory-limit' || run.memoryKb >= limits.memoryLimitMb * 1024;
  const outOfMemory = atMemoryCap
    || (run.status === 'runtime-error' && language.memoryErrorMarkers.some((m) => run.stderrExcerpt.includes(m)));
  if (outOfMemory) return { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: '' };
  if (run.status === 'time-limit' || run.cpuTimeMs > limits.timeLimitMs) {
    return { status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: run.killedBy === 'wall' ? 'Wall time limit exceeded (the program was idle)' : '' };
  }
  if (run.status === 'runtime-error') {
    // the sandbox names a cause it saw (the thread limit refusing a pthread_create): keep it
    const cause = run.message ? ` (${run.message})` : '';
    return { status: JudgeStatus.RUNTIME_ERROR, message: `${exitDescription(run)}${cause}` };
  }
  return null;
}
