// How the import page follows a "Verify solutions" run (PackageVerify.tsx): it asks the run's state
// every VERIFY_POLL_MS until the run is done or failed, or the page is left. A poll that fails on
// the way (a network blip, a proxy's 502, a timeout) is not the end of the run, which goes on on
// the server: the page asks again, and gives up only after VERIFY_POLL_FAILURES failed polls in a
// row, or at once when the server answers a refusal (4xx: the run is unknown, the admin signed out).
import type { VerifyPackageAnswer, VerifyPackageState } from '@oj/plugin-problems/browser';

/** how often the page asks how the judging goes */
export const VERIFY_POLL_MS = 1500;
/** failed polls in a row after which the page says the run failed (about 6 s of a lost network) */
export const VERIFY_POLL_FAILURES = 4;

export interface VerifyPollDeps {
  getRun(verifyId: string): Promise<VerifyPackageState>;
  wait(ms: number): Promise<void>;
  /** false once the page is left: the polling stops */
  active(): boolean;
  /** each state of the run while it is judged */
  progress(run: VerifyPackageState): void;
}

/**
 * how a run ended for the page: its answer, or why not (null: say the generic failure); `lost`: the
 * polls kept failing, so the page knows nothing of the run, which may go on (it can ask again)
 */
export type VerifyPollEnd = { state: 'done'; answer: VerifyPackageAnswer } | { state: 'failed'; message: string | null; lost?: true };

/** the part of the api client's ApiError read here, by shape (this module is tested without a browser, where @oj/ui cannot load) */
interface CallFailure { outcome?: { kind?: string; httpStatus?: number; body?: { status?: number } | null } }

/** the server answered and refused (a 4xx): asking again answers the same */
function isRefusal(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const { outcome } = err as CallFailure;
  if (outcome?.kind !== 'response') return false;
  const status = outcome.httpStatus === 200 ? outcome.body?.status ?? 200 : outcome.httpStatus ?? 0;
  return status >= 400 && status < 500;
}

/** the run polled to its end; null when the page was left before */
export async function pollVerifyRun(verifyId: string, deps: VerifyPollDeps): Promise<VerifyPollEnd | null> {
  let failures = 0;
  while (deps.active()) {
    try {
      const run = await deps.getRun(verifyId);
      failures = 0;
      if (run.state === 'done' && run.answer) return { state: 'done', answer: run.answer };
      if (run.state === 'failed') return { state: 'failed', message: run.message || null };
      if (deps.active()) deps.progress(run);
    } catch (err) {
      failures++;
      const message = err instanceof Error ? err.message || null : null;
      if (isRefusal(err)) return { state: 'failed', message };
      if (failures >= VERIFY_POLL_FAILURES) return { state: 'failed', message, lost: true };
    }
    await deps.wait(VERIFY_POLL_MS);
  }
  return null;
}
