// Compiling a source file in a sandbox slot (compilation is untrusted work too: reference §4.1
// limits, compile-time bombs end as Compile Error).
import { readdir } from 'node:fs/promises';
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

export async function compileSource(
  pool: SandboxPool,
  language: LanguageDefinition,
  code: string,
  extraFiles: Record<string, string> = {},
): Promise<CompileOutcome> {
  const slot = await pool.acquire();
  try {
    await installArtifacts(slot, [{ name: language.sourceFile, data: Buffer.from(code), mode: 0o644 }], extraFiles);
    const command = compileCommand(language);
    let message = '';
    if (command && language.compile) {
      const run = await slot.run({
        argv: command.argv,
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
    const names = (await readdir(slot.workDir)).filter((n) => patterns.some((p) => matchesPattern(n, p)));
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
