// The public API of @oj/sandbox: a pool of pre-forked sandbox slots (sandbox-research.md §9).
// Each slot is one long-lived C helper holding a ready container (namespaces, read-only root,
// cgroup); a run costs one fork+exec inside it. Paths given to a slot ("names") are relative to
// the slot's work dir, which the sandboxed program sees as /w.
//
// Stability: part B (languages, engine, worker) codes against these names. Add, don't rename.

/** Verdict-level outcome of one run, first match wins (sandbox-research.md §9.3). */
export type RunStatus =
  | 'ok' // exited with code 0
  | 'time-limit' // CPU time over the limit, or killed by the wall clock (see `killedBy`)
  | 'memory-limit' // OOM-killed in the cgroup, or peak at the limit when killed
  | 'output-limit' // a file (stdout included) reached the output/file size limit
  | 'runtime-error' // non-zero exit code or a signal
  | 'system-error'; // the sandbox failed (helper error, exec of the program failed, ...)

/** Why the sandbox itself stopped a run early; null when the program ended on its own. */
export type KilledBy = 'cpu' | 'wall' | null;

export interface RunLimits {
  /** CPU time of all processes of the run, user + system. Verdicts use this clock. */
  cpuTimeMs: number;
  /** Wall clock, only to stop sleepers. Default max(3 × cpuTimeMs, cpuTimeMs + 2000). */
  wallTimeMs?: number;
  /** Memory of all processes (cgroup, includes tmpfs files the run writes). Default 256 MiB. */
  memoryBytes?: number;
  /**
   * Processes + threads alive at once, main threads included (the pids cgroup; RLIMIT_NPROC in
   * user mode). Default 64 (a JVM needs ~20 threads).
   */
  processes?: number;
  /**
   * Whether the program may start other processes (fork, vfork, posix_spawn, system()). false:
   * threads only, up to `processes` of them; any new process is refused with EPERM. Default true.
   */
  newProcesses?: boolean;
  /** Max size of the stdout file. Reaching it gives `output-limit`. Default 64 MiB. */
  outputBytes?: number;
  /** Max size of any other file the program writes (RLIMIT_FSIZE). Default = outputBytes. */
  fileSizeBytes?: number;
  /** Open file descriptors per process. Default 64. */
  openFiles?: number;
  /** Stack size. Default = memoryBytes (stack counts against memory anyway). */
  stackBytes?: number;
}

/** Where a run's stdin comes from. Default: /dev/null. */
export type StdinSource =
  | { file: string } // a file in the work dir
  | { data: string | Uint8Array }; // bytes, written to `.stdin` in the work dir first

export interface RunSpec {
  /** argv[0] must be an absolute path inside the sandbox (e.g. /usr/bin/gcc, /w/main). */
  argv: string[];
  /** The whole environment; nothing is inherited. Default PATH=/usr/bin:/bin, HOME=/w, LANG=C.UTF-8. */
  env?: Record<string, string>;
  /** Working directory, relative to the work dir. Default: the work dir itself. */
  cwd?: string;
  stdin?: StdinSource | null;
  /** File in the work dir for stdout (truncated first). Default `.stdout`. */
  stdout?: string;
  /** File in the work dir for stderr (truncated first). Default `.stderr`. */
  stderr?: string;
  limits: RunLimits;
  /** Bytes of stderr copied into `RunResult.stderrExcerpt`. Default 4096. */
  stderrExcerptBytes?: number;
}

export interface RunResult {
  status: RunStatus;
  /** Exit code when the program exited, else null. */
  exitCode: number | null;
  /** The signal that ended the program, e.g. { name: 'SIGSEGV', number: 11 }; else null. */
  signal: { name: string; number: number } | null;
  /** CPU time of the whole run (cgroup in root mode; rusage of the waited processes otherwise). */
  cpuTimeMs: number;
  wallTimeMs: number;
  /**
   * When the program ended (was reaped), in microseconds of the machine's monotonic clock: the same
   * clock for every slot of one machine, so the ends of two runs of a pair can be put in order
   * (wall times count from each run's own start). 0 for a run that never started.
   */
  endedAtUs: number;
  /** Peak memory in KiB (cgroup peak in root mode; max RSS in user mode). */
  memoryKb: number;
  /** Max RSS of the largest process, KiB — for diagnostics, the cgroup figure is the verdict one. */
  maxRssKb: number;
  killedBy: KilledBy;
  /** The program tried to have more than `processes` threads/processes at once and was refused (root mode). */
  taskLimitHit: boolean;
  /** Size of the stdout file after the run (pipes in interactive runs report 0). */
  outputBytes: number;
  /** First `stderrExcerptBytes` of stderr, decoded as UTF-8 (lossy). */
  stderrExcerpt: string;
  /** Human-readable detail for `system-error` (and for some limits), else empty. */
  message: string;
}

/** A read-only bind mount added to every slot's root. */
export interface ReadOnlyMount {
  hostPath: string;
  /** Absolute path inside the sandbox. Default: same as hostPath. */
  sandboxPath?: string;
}

export interface SandboxPoolOptions {
  /** Number of slots (parallel runs). Interactive pairs need two free slots. */
  slots: number;
  /** Host directory for the slots' work dirs. Default /var/lib/oj-sandbox (root) or a tmp dir (user mode). */
  baseDir?: string;
  /** uid/gid of slot i is firstUid + i (root mode). Default 60000. */
  firstUid?: number;
  /** Extra read-only mounts (a JDK outside /usr, a checker directory, ...). */
  readOnlyMounts?: ReadOnlyMount[];
  /** Size of each slot's work dir tmpfs (/w). Default 512 MiB. */
  workDirBytes?: number;
  /** Size of each slot's /tmp tmpfs. Default 256 MiB. */
  tmpDirBytes?: number;
  /** 'auto' = root mode when running as root, else user-namespace mode. */
  mode?: 'auto' | 'root' | 'user';
  /** Path of the compiled helper. Default: this package's dist/oj-sandbox. */
  helperPath?: string;
  /** Called with warnings (user mode). Default: console.warn. */
  onWarning?: (message: string) => void;
}

export interface FileReadResult {
  data: Buffer;
  /** Full size of the file; `data` holds at most maxBytes of it. */
  size: number;
  truncated: boolean;
}

export interface WriteFileOptions {
  mode?: number;
  programWritable?: boolean;
}

export interface SandboxSlot {
  readonly index: number;
  /** Host path of the work dir. Read through the slot's methods: they refuse symlinks. */
  readonly workDir: string;
  /**
   * Create or replace a regular file in the work dir. Parent dirs are created. The judge owns the
   * file (the program may read it, mode 0644) unless `programWritable`: then the slot's own user
   * owns it, so the next run in this slot may rewrite it (an interactor's output file).
   */
  writeFile(name: string, data: string | Uint8Array, options?: WriteFileOptions): Promise<void>;
  /** Copy a host file (e.g. a cached test input) into the work dir. */
  importFile(hostPath: string, name: string, options?: { mode?: number }): Promise<void>;
  /** Read a regular file from the work dir, at most maxBytes (default 64 MiB). */
  readFile(name: string, options?: { maxBytes?: number }): Promise<FileReadResult>;
  /** Size of a regular file in the work dir, or null if there is none. */
  fileSize(name: string): Promise<number | null>;
  /**
   * Host path of a regular file in the work dir after checking that no component is a symlink.
   * Valid only while the slot is idle (no run in progress).
   */
  safeHostPath(name: string): Promise<string>;
  removeFile(name: string): Promise<void>;
  /** Copy a file of this slot into another slot's work dir (e.g. the compiled binary). */
  copyTo(target: SandboxSlot, name: string, targetName?: string, options?: { mode?: number }): Promise<void>;
  /** Run one command. Files in the work dir stay for later runs until wipe() or release(). */
  run(spec: RunSpec): Promise<RunResult>;
  /** Empty the work dir and /tmp. */
  wipe(): Promise<void>;
  /** Wipe and give the slot back to the pool. */
  release(): Promise<void>;
}

/** One side of an interactive pair: its stdin and stdout are the pipes. */
export interface InteractiveSide {
  slot: SandboxSlot;
  spec: Omit<RunSpec, 'stdin' | 'stdout'>;
}

export interface InteractiveResult {
  /** `first`'s stdout feeds `second`'s stdin and vice versa. */
  first: RunResult;
  second: RunResult;
}

export interface SandboxPool {
  readonly mode: 'root' | 'user';
  /** cgroup version in use, or null in user mode. */
  readonly cgroupVersion: 1 | 2 | null;
  readonly size: number;
  /** Wait for a free slot (FIFO). The slot's work dir is empty. */
  acquire(options?: { signal?: AbortSignal }): Promise<SandboxSlot>;
  /** Same as slot.release(). */
  release(slot: SandboxSlot): Promise<void>;
  /** Two programs with cross-connected stdin/stdout, in two different slots, each with its own limits. */
  runInteractive(first: InteractiveSide, second: InteractiveSide): Promise<InteractiveResult>;
  /** Whether an absolute path (e.g. /usr/bin/javac) is an executable file inside the sandbox root. */
  hasBinary(sandboxPath: string): boolean;
  /** First `name` found as an executable on the sandbox PATH (/usr/local/bin:/usr/bin:/bin), or null. */
  findBinary(name: string): string | null;
  /** Stop all helpers, remove work dirs, cgroups and mounts. */
  close(): Promise<void>;
}

/** Entry point: starts `slots` helpers and resolves when all are ready. */
export type CreateSandboxPool = (options: SandboxPoolOptions) => Promise<SandboxPool>;
