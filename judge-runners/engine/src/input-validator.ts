// Input validators of a problem package (issue 31): each test input checked before solutions are
// judged, as problemtools' verifyproblem and Polygon do. A validator is built like a special judge
// (C, C++ or Python 3, cached by source) and runs in a fresh slot with the special judge's limits,
// the input on its stdin:
//   kattis:  `validator [flags] < input`, exit 42 valid, 43 invalid, anything else its failure;
//   testlib: `validator [--testset T --group G] < input`, exit 0 valid, any other exit invalid
//            (testlib's ensure/quitf exit 3 with the reason on stderr); a signal or a limit is its failure.
import type { RunResult, SandboxPool, SandboxSlot } from '@oj/sandbox';
import { installArtifacts } from './artifacts.ts';
import type { CheckerProgram } from './checker-build.ts';
import { trimMessage } from './checker-verdict.ts';
import { environment } from './environment.ts';
import { KATTIS_EXIT } from './kattis-validator.ts';
import { CHECKER_LIMITS } from './limits.ts';
import { exitDescription } from './run-verdict.ts';

export type InputValidatorProtocol = 'kattis' | 'testlib';

/** what a validator said of one input: valid, invalid (the input's fault), or error (the validator's) */
export interface InputVerdict {
  result: 'valid' | 'INVALID' | 'ERROR';
  message: string;
}

const INPUT = 'input';
const STDOUT = '.validator.out';
const STDERR = '.validator.err';
const READ_BYTES = 64 * 1024;

export function inputVerdict(protocol: InputValidatorProtocol, run: RunResult, output: string): InputVerdict {
  const text = trimMessage(output);
  if (run.signal) return { result: 'ERROR', message: `input validator crashed: ${exitDescription(run)}${text ? `: ${text}` : ''}` };
  if (run.status !== 'ok' && run.status !== 'runtime-error') {
    return { result: 'ERROR', message: `input validator failed: ${run.status}${run.message ? ` (${run.message})` : ''}` };
  }
  if (protocol === 'testlib') return run.exitCode === 0 ? { result: 'valid', message: '' } : { result: 'INVALID', message: text || `exit code ${run.exitCode ?? '?'}` };
  if (run.exitCode === KATTIS_EXIT.ACCEPTED) return { result: 'valid', message: '' };
  if (run.exitCode === KATTIS_EXIT.WRONG_ANSWER) return { result: 'INVALID', message: text };
  return { result: 'ERROR', message: `input validator exited with code ${run.exitCode ?? '?'} (42 valid, 43 invalid)${text ? `: ${text}` : ''}` };
}

async function readText(slot: SandboxSlot, name: string): Promise<string> {
  try {
    return (await slot.readFile(name, { maxBytes: READ_BYTES })).data.toString('utf8');
  } catch {
    return '';
  }
}

/** runs a built validator on the input at `inputPath` (a host file) with `args` after its command */
export async function runInputValidator(
  pool: SandboxPool, program: CheckerProgram, extraFiles: Record<string, string>, protocol: InputValidatorProtocol, inputPath: string, args: readonly string[],
): Promise<InputVerdict> {
  const slot = await pool.acquire();
  try {
    await installArtifacts(slot, program.artifacts, extraFiles);
    await slot.importFile(inputPath, INPUT);
    const run = await slot.run({
      argv: [...program.argv, ...args], env: environment(program.env), stdin: { file: INPUT }, stdout: STDOUT, stderr: STDERR, limits: CHECKER_LIMITS,
    });
    // testlib and Kattis validators write their reason on stderr; some print it on stdout
    const said = [await readText(slot, STDERR), await readText(slot, STDOUT)].map((t) => t.trim()).filter(Boolean).join('\n');
    return inputVerdict(protocol, run, said);
  } finally {
    await slot.release();
  }
}
