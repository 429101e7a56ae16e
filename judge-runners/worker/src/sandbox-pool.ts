// The sandbox pool of a judge node, with the read-only mounts its languages need.
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { createSandboxPool, type SandboxPool } from '@oj/sandbox';
import { LanguageRegistry } from '@oj/judge-languages';

/** research §7: leave a core for Node, the checker and the compiler; at least one */
export function defaultConcurrency(): number {
  return Math.max(1, cpus().length - 1);
}

/**
 * Sandbox slots of a node: one more than its cores. A sandboxed run spends much of its time
 * waiting (cgroup bookkeeping, pipes), so a third run keeps both cores busy; verdicts use CPU
 * time, which parallel runs do not skew (research §7).
 */
export function defaultSlotCount(): number {
  return cpus().length + 1;
}

/** interactive cases need two slots at once */
export const MIN_SANDBOX_SLOTS = 2;

export async function openSandboxPool(slots: number, languages = new LanguageRegistry()): Promise<SandboxPool> {
  return createSandboxPool({
    slots: Math.max(MIN_SANDBOX_SLOTS, slots),
    readOnlyMounts: languages.readOnlyPaths().filter((p) => existsSync(p)).map((hostPath) => ({ hostPath })),
  });
}
