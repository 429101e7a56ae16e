// Each pool takes its own range of slot uids. Two pools sharing a uid would share its
// per-user limits (RLIMIT_NPROC counts every process of the uid, in any namespace), so one
// judge node's programs could fail another's forks. A range is held by a lock file naming the
// owner's pid; a lock whose owner is gone is taken over.
import { openSync, closeSync, writeSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const UID_BASE = 60000;
/** slot uids per range: more slots than this need an explicit firstUid */
export const UID_RANGE_SIZE = 64;
export const UID_RANGES = 64;

function alive(pid: number): boolean {
  try { process.kill(pid, 0); return true; } catch (e) { return (e as NodeJS.ErrnoException).code === 'EPERM'; }
}

/** Claims a free range of `slots` uids under `baseDir`; returns its first uid and a releaser. */
export function claimUidRange(baseDir: string, slots: number): { firstUid: number; release(): void } {
  if (slots > UID_RANGE_SIZE) throw new Error(`@oj/sandbox: at most ${UID_RANGE_SIZE} slots per pool without an explicit firstUid`);
  for (let r = 0; r < UID_RANGES; r++) {
    const firstUid = UID_BASE + r * UID_RANGE_SIZE;
    const lock = join(baseDir, `uids-${firstUid}.lock`);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(lock, 'wx', 0o600);
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return { firstUid, release: () => rmSync(lock, { force: true }) };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        const owner = Number(readFileSync(lock, 'utf8').trim());
        if (owner && alive(owner)) break; // taken: try the next range
        rmSync(lock, { force: true }); // stale: take it over
      }
    }
  }
  throw new Error(`@oj/sandbox: all ${UID_RANGES} uid ranges are in use under ${baseDir}`);
}
