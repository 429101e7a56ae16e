// Special judges and interactors are compiled once per distinct source (content hash), like the
// reference's per-problem checker cache, and kept in memory for later submissions.
import { createHash } from 'node:crypto';
import type { SandboxPool } from '@oj/sandbox';
import { checkerLanguageFor } from '@oj/judge-languages';
import { compileSource, type CompileOutcome } from './compile.ts';
import { JudgeStatus } from './verdicts.ts';

/** compiled checkers kept per engine */
export const CHECKER_CACHE_SIZE = 64;

export class CheckerBuilds {
  private readonly cache = new Map<string, Promise<CompileOutcome>>();

  constructor(private readonly pool: SandboxPool) {}

  build(checker: { language: string; code: string }, judgeExtraFiles: Record<string, string> = {}): Promise<CompileOutcome> {
    const language = checkerLanguageFor(checker.language);
    if (!language) {
      return Promise.resolve({ ok: false, status: JudgeStatus.SYSTEM_ERROR, message: `special judge language ${checker.language} is not supported (C or C++)` });
    }
    const key = createHash('sha256').update(JSON.stringify([language.name, checker.code, Object.entries(judgeExtraFiles).sort()])).digest('hex');
    const known = this.cache.get(key);
    if (known) return known;
    const outcome = compileSource(this.pool, language, checker.code, judgeExtraFiles);
    this.cache.set(key, outcome);
    // a failed build (or a sandbox failure) is not remembered: the next submission tries again
    void outcome.then((o) => { if (!o.ok) this.cache.delete(key); }, () => this.cache.delete(key));
    if (this.cache.size > CHECKER_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return outcome;
  }
}
