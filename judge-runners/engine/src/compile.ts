// Compiling a source file in a sandbox slot (compilation is untrusted work too: reference §4.1
// limits, compile-time bombs end as Compile Error).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SandboxPool } from '@oj/sandbox';
import { compileCommand, type LanguageDefinition } from '@oj/judge-languages';
import { installArtifacts, matchesPattern, type Artifacts } from './artifacts.ts';
import { environment } from './environment.ts';
import { COMPILE_FILE_LIMIT_BYTES, COMPILE_MESSAGE_MAX_BYTES } from './limits.ts';
import { JudgeStatus } from './verdicts.ts';

export type CompileOutcome =
  | { ok: true; artifacts: Artifacts; message: string }
  | { ok: false; status: number; message: string };

const MiB = 1024 * 1024;
const COMPILER_STDOUT = '.compile.out';
const COMPILER_STDERR = '.compile.err';

/** folders below the work dir a compile step's files are looked for in, and files in all (a Java program's packages) */
const FOLDERS_MAX = 200;
const FILES_MAX = 2000;

/**
 * The files of a work dir as paths below it, the folders' too when `deep`: real folders only (the
 * compiler is untrusted work; a symlink is never followed), a bounded number of them.
 */
async function workDirFiles(root: string, deep: boolean): Promise<string[]> {
  if (!deep) return readdir(root);
  const files: string[] = [];
  const folders = [''];
  for (let seen = 0; folders.length && seen < FOLDERS_MAX; seen++) {
    const folder = folders.shift()!;
    for (const entry of await readdir(join(root, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) folders.push(path);
      else if (entry.isFile() && files.push(path) >= FILES_MAX) return files;
    }
  }
  return files;
}

export async function compileSource(
  pool: SandboxPool,
  language: LanguageDefinition,
  code: string,
  extraFiles: Record<string, string> = {},
  /** names among extraFiles compiled with the source, after it in the compile command */
  otherSources: readonly string[] = [],
): Promise<CompileOutcome> {
  // what every program of the language contains (Java's main method): missing, no compiler run can help
  const required = language.requiredInSource;
  if (required && !new RegExp(required.pattern, 'm').test(code)) return { ok: false, status: JudgeStatus.COMPILE_ERROR, message: required.message };
  const slot = await pool.acquire();
  try {
    await installArtifacts(slot, [{ name: language.sourceFile, data: Buffer.from(code), mode: 0o644 }], extraFiles);
    const command = compileCommand(language);
    let message = '';
    if (command && language.compile) {
      const sources = otherSources.filter((name) => name in extraFiles);
      const at = command.argv.indexOf(language.sourceFile);
      const argv = sources.length && at >= 0 ? [...command.argv.slice(0, at + 1), ...sources, ...command.argv.slice(at + 1)] : command.argv;
      const run = await slot.run({
        argv,
        env: environment(command.env),
        stdout: COMPILER_STDOUT,
        stderr: COMPILER_STDERR,
        limits: {
          cpuTimeMs: language.compile.cpuMs,
          wallTimeMs: language.compile.wallMs,
          memoryBytes: language.compile.memoryMb * MiB,
          processes: language.compile.processes,
          outputBytes: 4 * MiB,
          fileSizeBytes: COMPILE_FILE_LIMIT_BYTES,
        },
      });
      const out = await slot.readFile(COMPILER_STDOUT, { maxBytes: COMPILE_MESSAGE_MAX_BYTES });
      const err = await slot.readFile(COMPILER_STDERR, { maxBytes: COMPILE_MESSAGE_MAX_BYTES });
      message = (out.data.toString('utf8') + err.data.toString('utf8')).slice(0, COMPILE_MESSAGE_MAX_BYTES);
      if (run.status === 'system-error') return { ok: false, status: JudgeStatus.SYSTEM_ERROR, message: run.message || 'sandbox failure while compiling' };
      if (run.status === 'time-limit') return { ok: false, status: JudgeStatus.COMPILE_ERROR, message: `${message}\nCompile time limit exceeded`.trim() };
      if (run.status === 'memory-limit') return { ok: false, status: JudgeStatus.COMPILE_ERROR, message: `${message}\nCompile memory limit exceeded`.trim() };
      if (run.status === 'output-limit') return { ok: false, status: JudgeStatus.COMPILE_ERROR, message: `${message}\nCompiler output limit exceeded`.trim() };
      if (run.status !== 'ok') return { ok: false, status: JudgeStatus.COMPILE_ERROR, message: message || `compiler ended with ${run.signal?.name ?? `exit code ${run.exitCode}`}` };
    }
    if ((await slot.fileSize(language.exeFile)) === null) {
      return { ok: false, status: JudgeStatus.COMPILE_ERROR, message: `${message}\nThe compiler produced no ${language.exeFile}`.trim() };
    }
    const patterns = language.runFiles ?? [language.exeFile];
    const names = (await workDirFiles(slot.workDir, patterns.some((p) => p.startsWith('**/')))).filter((n) => patterns.some((p) => matchesPattern(n, p)));
    const artifacts: Artifacts = [];
    for (const name of names) {
      const file = await slot.readFile(name, { maxBytes: COMPILE_FILE_LIMIT_BYTES });
      artifacts.push({ name, data: file.data, mode: name === language.exeFile && language.exeFile !== language.sourceFile ? 0o755 : 0o644 });
    }
    return { ok: true, artifacts, message };
  } finally {
    await slot.release();
  }
}
