// Sandbox limits of the judge's own steps, and how a problem's limits become a run's.
import type { RunLimits } from '@oj/sandbox';
import type { RunStep } from '@oj/judge-languages';

const MiB = 1024 * 1024;

/** CPU time allowed past the limit so an overrun is measured, then judged TLE (reference §4.1: +200 ms) */
export const TIME_LIMIT_GRACE_MS = 200;
/** stdout may be twice the expected answer, and at least this (reference §4.1: 32 MB) */
export const MIN_OUTPUT_LIMIT_BYTES = 32 * MiB;
/** bytes of the program's output kept in a case result */
export const USER_OUTPUT_EXCERPT_BYTES = 1024;
/** bytes of compiler output kept as the compile message */
export const COMPILE_MESSAGE_MAX_BYTES = 16 * 1024;
/** the files a compiler writes (binaries) */
export const COMPILE_FILE_LIMIT_BYTES = 256 * MiB;
/** reference §4.4: special judge limits */
export const CHECKER_LIMITS: RunLimits = { cpuTimeMs: 16_000, wallTimeMs: 48_000, memoryBytes: 512 * MiB, processes: 4, outputBytes: 16 * MiB };
/** wall-clock budget of a whole submission when the task does not give one */
export const DEFAULT_SUBMISSION_BUDGET_MS = 10 * 60_000;

/**
 * `run` is the language's run step: its thread and process limits (threads share the CPU time and
 * memory limits). The output limit is the problem's own when it has one (an ICPC package's
 * limits.output), else twice the expected answer and at least MIN_OUTPUT_LIMIT_BYTES.
 */
export function userRunLimits(
  timeLimitMs: number, memoryLimitMb: number, run: Pick<RunStep, 'processes' | 'threads'>, expectedOutputBytes: number, outputLimitMb?: number,
): RunLimits {
  const outputBytes = outputLimitMb !== undefined ? outputLimitMb * MiB : Math.max(MIN_OUTPUT_LIMIT_BYTES, 2 * expectedOutputBytes);
  return {
    cpuTimeMs: timeLimitMs + TIME_LIMIT_GRACE_MS,
    memoryBytes: memoryLimitMb * MiB,
    processes: run.threads ?? run.processes,
    newProcesses: run.processes > 1,
    outputBytes,
    fileSizeBytes: outputBytes,
  };
}

/** reference §4.5: the interactor gets 2× the user's CPU and 2× (memory + 100 MB) */
export function interactorLimits(user: RunLimits): RunLimits {
  return {
    cpuTimeMs: 2 * user.cpuTimeMs,
    wallTimeMs: 6 * user.cpuTimeMs + 2000,
    memoryBytes: 2 * ((user.memoryBytes ?? 256 * MiB) + 100 * MiB),
    processes: 4,
    outputBytes: user.outputBytes,
  };
}
