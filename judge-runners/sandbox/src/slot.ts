// One sandbox slot: its helper process, its work dir and the runs made in it. Requests to the
// helper are serialised; a helper that died is restarted on the next request.
import { HelperProcess, encodeRun, type RawRunReport } from './helper-process.ts';
import { systemError, toRunResult } from './verdict.ts';
import {
  copyWorkFile, importWorkFile, readWorkFile, regularFilePath, removeWorkFile, splitName,
  workFileSize, writeWorkFile, type WorkDir,
} from './work-files.ts';
import type { FileReadResult, RunResult, RunSpec, SandboxSlot, WriteFileOptions } from './types.ts';

export const DEFAULT_ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/w', LANG: 'C.UTF-8' };
const MiB = 1024 * 1024;
const DEFAULT_MEMORY = 256 * MiB;
const DEFAULT_OUTPUT = 64 * MiB;
const DEFAULT_PROCESSES = 64;
const DEFAULT_READ_MAX = 64 * MiB;

export interface SlotConfig {
  index: number;
  workDir: string;
  rootMode: boolean;
  helperPath: string;
  helperArgs: string[];
  owner: WorkDir['owner'];
  onRelease: (slot: Slot) => Promise<void>;
}

/** Where an I/O name points: a work-dir file (checked) or /dev/null. */
function ioName(name: string): string {
  if (name === '/dev/null') return name;
  splitName(name); // throws on names outside the work dir
  return name.startsWith('/w/') ? name.slice(3) : name;
}

export class Slot implements SandboxSlot {
  readonly index: number;
  readonly workDir: string;
  private readonly dir: WorkDir;
  private helper: HelperProcess | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly config: SlotConfig) {
    this.index = config.index;
    this.workDir = config.workDir;
    this.dir = { root: config.workDir, owner: config.owner };
  }

  /** Starts the helper if it is not running; resolves once its container is ready. */
  async start(): Promise<void> {
    if (this.helper?.alive) return;
    const helper = new HelperProcess(this.config.helperPath, this.config.helperArgs);
    this.helper = helper;
    const ready = await helper.request<{ ready?: number }>(null);
    if (!ready.ready) throw new Error('@oj/sandbox: helper did not start');
  }

  async stop(): Promise<void> {
    await this.queue.catch(() => {});
    await this.helper?.stop();
    this.helper = null;
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => {});
    return next;
  }

  writeFile(name: string, data: string | Uint8Array, options?: WriteFileOptions): Promise<void> {
    return this.serial(() => writeWorkFile(this.dir, name, data, options?.mode, options?.programWritable));
  }

  importFile(hostPath: string, name: string, options?: { mode?: number }): Promise<void> {
    return this.serial(() => importWorkFile(this.dir, hostPath, name, options?.mode));
  }

  readFile(name: string, options?: { maxBytes?: number }): Promise<FileReadResult> {
    return this.serial(() => readWorkFile(this.dir, name, options?.maxBytes ?? DEFAULT_READ_MAX));
  }

  fileSize(name: string): Promise<number | null> {
    return this.serial(() => workFileSize(this.dir, name));
  }

  safeHostPath(name: string): Promise<string> {
    return this.serial(async () => {
      const path = await regularFilePath(this.dir, name);
      if (!path) throw new Error(`@oj/sandbox: ${name} is not a regular file in slot ${this.index}`);
      return path;
    });
  }

  removeFile(name: string): Promise<void> {
    return this.serial(() => removeWorkFile(this.dir, name));
  }

  copyTo(target: SandboxSlot, name: string, targetName = name, options?: { mode?: number }): Promise<void> {
    if (!(target instanceof Slot)) throw new Error('@oj/sandbox: copyTo needs a slot of a sandbox pool');
    return this.serial(() => copyWorkFile(this.dir, name, target.dir, targetName, options?.mode));
  }

  run(spec: RunSpec): Promise<RunResult> {
    return this.serial(() => this.runNow(spec, null));
  }

  /** Interactive side: stdin and stdout are FIFOs at these host paths (pool.runInteractive). */
  runPiped(spec: RunSpec, stdinFifo: string, stdoutFifo: string): Promise<RunResult> {
    return this.serial(() => this.runNow(spec, { stdinFifo, stdoutFifo }));
  }

  wipe(): Promise<void> {
    return this.serial(async () => {
      try {
        await this.start();
        const answer = await this.helper!.request<{ ok: number }>('wipe\nend\n');
        if (answer.ok) return;
      } catch { /* restart below */ }
      // A slot that cannot be wiped is rebuilt from scratch: its helper remounts the work dir.
      await this.helper?.stop();
      this.helper = null;
      await this.start();
    });
  }

  release(): Promise<void> {
    return this.config.onRelease(this);
  }

  private async runNow(spec: RunSpec, pipes: { stdinFifo: string; stdoutFifo: string } | null): Promise<RunResult> {
    if (!Array.isArray(spec.argv) || spec.argv.length === 0) throw new Error('@oj/sandbox: argv is empty');
    const l = spec.limits;
    const cpuTimeMs = l.cpuTimeMs;
    const limits = {
      cpuTimeMs,
      wallTimeMs: l.wallTimeMs ?? Math.max(3 * cpuTimeMs, cpuTimeMs + 2000),
      memoryBytes: l.memoryBytes ?? DEFAULT_MEMORY,
      outputBytes: l.outputBytes ?? DEFAULT_OUTPUT,
      processes: l.processes ?? DEFAULT_PROCESSES,
    };
    const fileSize = l.fileSizeBytes ?? limits.outputBytes;
    const stdout = pipes ? undefined : ioName(spec.stdout ?? '.stdout');
    const stderr = ioName(spec.stderr ?? '.stderr');
    let stdin: string | undefined;
    if (!pipes && spec.stdin && 'file' in spec.stdin) stdin = ioName(spec.stdin.file);
    if (!pipes && spec.stdin && 'data' in spec.stdin) {
      await writeWorkFile(this.dir, '.stdin', spec.stdin.data);
      stdin = '.stdin';
    }
    try {
      await this.start();
    } catch (e) {
      return systemError(`sandbox helper failed to start: ${(e as Error).message}`);
    }
    const env = Object.entries(spec.env ?? DEFAULT_ENV).map(([k, v]) => `${k}=${v}`);
    let report: RawRunReport;
    try {
      report = await this.helper!.request<RawRunReport>(encodeRun({
        argv: spec.argv, env, cwd: spec.cwd, stdin, stdout, stderr,
        stdinFifo: pipes?.stdinFifo, stdoutFifo: pipes?.stdoutFifo,
        cpuMs: cpuTimeMs, wallMs: limits.wallTimeMs, memBytes: limits.memoryBytes,
        procs: limits.processes, noFork: l.newProcesses === false ? 1 : 0,
        // stdout and other files share RLIMIT_FSIZE; the larger limit is the backstop and an
        // over-long stdout is caught by its size below.
        fsize: Math.max(fileSize, limits.outputBytes),
        nofile: l.openFiles ?? 64, stack: l.stackBytes ?? limits.memoryBytes,
      }));
    } catch (e) {
      return systemError((e as Error).message);
    }
    const outputBytes = stdout && stdout !== '/dev/null' ? (await workFileSize(this.dir, stdout)) ?? 0 : 0;
    let stderrExcerpt = '';
    if (stderr !== '/dev/null' && report.ok) {
      try {
        const r = await readWorkFile(this.dir, stderr, spec.stderrExcerptBytes ?? 4096);
        stderrExcerpt = r.data.toString('utf8');
      } catch { /* the program replaced its stderr file: no excerpt */ }
    }
    return toRunResult({ report, limits, rootMode: this.config.rootMode, outputBytes, stderrExcerpt });
  }
}
