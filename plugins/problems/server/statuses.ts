// Verdict counts and the caller's status per problem come from the submissions plugin through
// problemStatusPoint; without it every problem counts zero and has no status.
import { ZERO_COUNT, type ProblemCount, type ProblemScope, type ProblemStatus, type ProblemStatusProvider } from '../shared/service.ts';

export async function countsOf(providers: readonly ProblemStatusProvider[], pids: readonly number[]): Promise<Map<number, ProblemCount>> {
  const result = new Map<number, ProblemCount>();
  if (pids.length === 0) return result;
  for (const provider of providers) {
    for (const [pid, count] of Object.entries(await provider.counts(pids))) result.set(Number(pid), { ...ZERO_COUNT, ...count });
  }
  return result;
}

export async function statusesOf(providers: readonly ProblemStatusProvider[], uid: string | undefined, pids: readonly number[], scope?: ProblemScope): Promise<Map<number, ProblemStatus>> {
  const result = new Map<number, ProblemStatus>();
  if (!uid || pids.length === 0) return result;
  for (const provider of providers) {
    for (const [pid, status] of Object.entries(await provider.statuses(uid, pids, scope))) result.set(Number(pid), status);
  }
  return result;
}
