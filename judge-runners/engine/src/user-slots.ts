// Slots that keep a submission's compiled program between its cases, so a case costs one run
// instead of a wipe, a copy of the program and a run. Between two cases the files the previous
// case wrote in the work dir are removed; the program, its extra files and /tmp stay until the
// submission ends (only this submission's own program can see them).
// Used for judge mode `default` only: a special judge or an interactor needs further slots,
// and a task that holds idle slots while waiting for another could deadlock.
import { readdirSync } from 'node:fs';
import type { SandboxPool, SandboxSlot } from '@oj/sandbox';
import { installArtifacts, type Artifacts } from './artifacts.ts';

export class UserSlots {
  private readonly idle: SandboxSlot[] = [];
  private readonly keep: Set<string>;

  constructor(private readonly pool: SandboxPool, private readonly artifacts: Artifacts, private readonly extraFiles: Record<string, string> = {}) {
    // everything else goes, the run's own stdin/stdout files too: the program may have replaced them
    this.keep = new Set([...artifacts.map((a) => a.name), ...Object.keys(extraFiles)]);
  }

  async take(): Promise<SandboxSlot> {
    const ready = this.idle.pop();
    if (ready) return ready;
    const slot = await this.pool.acquire();
    await installArtifacts(slot, this.artifacts, this.extraFiles);
    return slot;
  }

  /** Back to this submission's idle list, with the last case's files gone. */
  async give(slot: SandboxSlot): Promise<void> {
    try {
      // synchronous: the work dir is a tmpfs, and a thread-pool round trip per case costs more
      for (const name of readdirSync(slot.workDir)) {
        if (!this.keep.has(name)) await slot.removeFile(name);
      }
    } catch {
      // something the program made cannot be removed one by one (a directory): start afresh
      await slot.wipe();
      await installArtifacts(slot, this.artifacts, this.extraFiles);
    }
    this.idle.push(slot);
  }

  async releaseAll(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((slot) => slot.release()));
  }
}
