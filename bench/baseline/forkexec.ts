// The C fork+exec+wait baseline of P1 and P2 (TARGETS.md), built with the system gcc and driven
// line by line, so a bench can interleave its runs with the sandbox's in the same process.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SOURCE = join(import.meta.dirname, 'forkexec.c');

/** A+B in C, the program every bench runs (in the sandbox and in the baseline alike). */
export const APLUSB = '#include <stdio.h>\nint main(void){long a,b;if(scanf("%ld %ld",&a,&b)!=2)return 1;printf("%ld\\n",a+b);return 0;}\n';

export interface ForkExecBaseline {
  /** One run with input "a b": its time in ms, measured inside the C program. */
  run(a: number, b: number): Promise<number>;
  /** `runs` runs (input "i 2i"), `parallel` at once: elapsed ms for all of them. */
  batch(runs: number, parallel: number): Promise<number>;
  close(): void;
}

/** Builds bench/baseline/forkexec.c into `dir` and starts it on `binary`. */
export function startForkExec(dir: string, binary: string): ForkExecBaseline {
  const exe = join(dir, 'forkexec');
  execFileSync('gcc', ['-O2', '-Wall', '-o', exe, SOURCE]);
  const child = spawn(exe, [binary], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) for (const w of waiting.splice(0)) w('fail');
  });
  const ask = (command: string) => new Promise<number>((resolve, reject) => {
    waiting.push((line) => (/^\d+$/.test(line) ? resolve(Number(line) / 1e6) : reject(new Error(`forkexec: ${command} failed`))));
    child.stdin.write(`${command}\n`);
  });
  return {
    run: (a, b) => ask(`run ${a} ${b}`),
    batch: (runs, parallel) => ask(`batch ${runs} ${parallel}`),
    close: () => child.stdin.end(),
  };
}
