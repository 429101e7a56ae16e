// Special judges and interactors are compiled once per distinct source (content hash), like the
// reference's per-problem checker cache, and kept in memory for later submissions. A build also
// says how the checker starts (its language's run command: /w/checker, or python3 checker.pyc);
// the judge appends the file arguments of its protocol.
import { createHash } from 'node:crypto';
import type { SandboxPool } from '@oj/sandbox';
import { checkerLanguageFor, runCommand, type LanguageDefinition } from '@oj/judge-languages';
import type { Artifacts } from './artifacts.ts';
import { compileSource } from './compile.ts';
import { CHECKER_LIMITS } from './limits.ts';
import { JudgeStatus } from './verdicts.ts';

/** compiled checkers kept per engine */
export const CHECKER_CACHE_SIZE = 64;

/** A built checker and the command line that starts it, before its file arguments. */
export interface CheckerProgram {
  artifacts: Artifacts;
  argv: string[];
  env: Record<string, string>;
}

export type CheckerBuild =
  | { ok: true; program: CheckerProgram; message: string }
  | { ok: false; status: number; message: string };

async function buildChecker(pool: SandboxPool, language: LanguageDefinition, code: string, judgeExtraFiles: Record<string, string>): Promise<CheckerBuild> {
  const compiled = await compileSource(pool, language, code, judgeExtraFiles);
  if (!compiled.ok) return compiled;
  const command = runCommand(language, { memoryMb: Math.round((CHECKER_LIMITS.memoryBytes ?? 0) / (1024 * 1024)) });
  return { ok: true, program: { artifacts: compiled.artifacts, ...command }, message: compiled.message };
}

export class CheckerBuilds {
  private readonly cache = new Map<string, Promise<CheckerBuild>>();

  constructor(private readonly pool: SandboxPool) {}

  build(checker: { language: string; code: string }, judgeExtraFiles: Record<string, string> = {}): Promise<CheckerBuild> {
    const language = checkerLanguageFor(checker.language);
    if (!language) {
      return Promise.resolve({ ok: false, status: JudgeStatus.SYSTEM_ERROR, message: `special judge language ${checker.language} is not supported (C, C++ or Python 3)` });
    }
    const key = createHash('sha256').update(JSON.stringify([language.name, checker.code, Object.entries(judgeExtraFiles).sort()])).digest('hex');
    const known = this.cache.get(key);
    if (known) return known;
    const outcome = buildChecker(this.pool, language, checker.code, judgeExtraFiles);
    this.cache.set(key, outcome);
    // a failed build (or a sandbox failure) is not remembered: the next submission tries again
    void outcome.then((o) => { if (!o.ok) this.cache.delete(key); }, () => this.cache.delete(key));
    if (this.cache.size > CHECKER_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return outcome;
  }
}
