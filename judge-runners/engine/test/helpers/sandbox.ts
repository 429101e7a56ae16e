// One sandbox pool per test file, with the mounts the language catalog asks for.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandboxPool, type SandboxPool } from '@oj/sandbox';
import { LanguageRegistry } from '@oj/judge-languages';
import { JudgeEngine, type JudgeTask } from '../../src/index.ts';

export const CORPUS = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');

export async function openTestPool(slots = 2): Promise<SandboxPool> {
  const mounts = new LanguageRegistry().readOnlyPaths().filter((p) => existsSync(p)).map((hostPath) => ({ hostPath }));
  return createSandboxPool({ slots, readOnlyMounts: mounts });
}

export function engineFor(pool: SandboxPool): JudgeEngine {
  return new JudgeEngine({ pool });
}

export function task(fields: Partial<JudgeTask> & Pick<JudgeTask, 'language' | 'code'>): JudgeTask {
  return {
    problemType: 'ACM', timeLimitMs: 500, memoryLimitMb: 64, judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: false,
    ...fields,
  };
}
