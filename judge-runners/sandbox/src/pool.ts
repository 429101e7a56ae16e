// The slot pool: starts one helper per slot, hands slots out FIFO, wipes them on release, and
// runs interactive pairs across two slots.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRootLayout, findBinary, hasBinary, layoutArgs } from './root-layout.ts';
import { Slot } from './slot.ts';
import { claimUidRange } from './uid-range.ts';
import type {
  InteractiveResult, InteractiveSide, SandboxPool, SandboxPoolOptions, SandboxSlot,
} from './types.ts';

const DEFAULT_HELPER = fileURLToPath(new URL('../dist/oj-sandbox', import.meta.url));
const MiB = 1024 * 1024;

export const USER_MODE_WARNING = [
  '',
  '*****************************************************************************',
  '* @oj/sandbox: NOT RUNNING AS ROOT - user-namespace mode, no cgroups.        *',
  '* Isolation (filesystem, network, processes) is in place, but memory is only *',
  '* limited by RLIMIT_DATA and measured as max RSS, CPU time is per process,   *',
  '* and the process limit counts all of your own processes. Verdicts are       *',
  '* approximate: do not judge a contest this way. See docs/judge-node.md.      *',
  '*****************************************************************************',
  '',
].join('\n');

function cgroupVersion(): 1 | 2 {
  // The helper detects the same way (statfs magic); here the controller files tell.
  return existsSync('/sys/fs/cgroup/cgroup.controllers') ? 2 : 1;
}

export async function createSandboxPool(options: SandboxPoolOptions): Promise<SandboxPool> {
  const slotsWanted = Math.floor(options.slots);
  if (!(slotsWanted >= 1)) throw new Error('@oj/sandbox: slots must be >= 1');
  const isRoot = process.geteuid?.() === 0;
  const mode = options.mode === 'root' || (options.mode !== 'user' && isRoot) ? 'root' : 'user';
  if (mode === 'root' && !isRoot) throw new Error('@oj/sandbox: root mode needs root');
  if (mode === 'user') (options.onWarning ?? console.warn)(USER_MODE_WARNING);
  const helperPath = options.helperPath ?? DEFAULT_HELPER;
  if (!existsSync(helperPath)) {
    throw new Error(`@oj/sandbox: helper ${helperPath} is missing; run "pnpm --filter @oj/sandbox build"`);
  }
  const layout = buildRootLayout(options.readOnlyMounts ?? []);
  const baseDir = options.baseDir ?? (mode === 'root' ? '/var/lib/oj-sandbox' : join(tmpdir(), `oj-sandbox-${process.getuid?.()}`));
  const poolDir = await makePoolDir(baseDir);
  const range = options.firstUid === undefined ? claimUidRange(baseDir, slotsWanted) : { firstUid: options.firstUid, release: () => {} };
  const firstUid = range.firstUid;

  const free: Slot[] = [];
  const waiters: Array<(slot: Slot) => void> = [];
  const slots: Slot[] = [];
  let closed = false;

  async function giveBack(slot: Slot): Promise<void> {
    if (closed) return;
    await slot.wipe();
    const waiter = waiters.shift();
    if (waiter) waiter(slot);
    else free.push(slot);
  }

  for (let i = 0; i < slotsWanted; i++) {
    const workDir = join(poolDir, `slot-${i}`);
    await mkdir(workDir, { mode: 0o755 });
    const uid = firstUid + i;
    const args = [
      '--uid', String(uid), '--gid', String(uid), '--work', workDir,
      '--work-bytes', String(options.workDirBytes ?? 512 * MiB),
      '--tmp-bytes', String(options.tmpDirBytes ?? 256 * MiB),
      ...(mode === 'root' ? ['--cgroup', `${basename(poolDir)}-${i}`] : ['--user-mode']),
      ...layoutArgs(layout),
    ];
    slots.push(new Slot({
      index: i, workDir, rootMode: mode === 'root', helperPath, helperArgs: args,
      owner: mode === 'root' ? { uid, gid: uid } : null,
      onRelease: giveBack,
    }));
  }

  const pending = new Map<(slot: Slot) => void, (e: Error) => void>();

  async function close(): Promise<void> {
    closed = true;
    for (const reject of pending.values()) reject(new Error('@oj/sandbox: pool closed'));
    pending.clear();
    waiters.length = 0;
    await Promise.all(slots.map((s) => s.stop()));
    await rm(poolDir, { recursive: true, force: true });
    range.release();
    await rmdir(baseDir).catch(() => {}); // only when no other pool uses it
  }

  try {
    await Promise.all(slots.map((s) => s.start()));
  } catch (e) {
    await close();
    throw e;
  }
  free.push(...slots);
  let pipeCounter = 0;

  const pool: SandboxPool = {
    mode,
    cgroupVersion: mode === 'root' ? cgroupVersion() : null,
    size: slots.length,
    acquire(opts) {
      if (closed) return Promise.reject(new Error('@oj/sandbox: pool is closed'));
      const slot = free.shift();
      if (slot) return Promise.resolve(slot);
      return new Promise<SandboxSlot>((resolve, reject) => {
        const take = (s: Slot) => {
          pending.delete(take);
          opts?.signal?.removeEventListener('abort', onAbort);
          resolve(s);
        };
        const onAbort = () => {
          const i = waiters.indexOf(take);
          if (i >= 0) waiters.splice(i, 1);
          pending.delete(take);
          reject(opts?.signal?.reason ?? new Error('aborted'));
        };
        if (opts?.signal?.aborted) return onAbort();
        opts?.signal?.addEventListener('abort', onAbort, { once: true });
        waiters.push(take);
        pending.set(take, reject);
      });
    },
    release: (slot) => slot.release(),
    async runInteractive(first: InteractiveSide, second: InteractiveSide): Promise<InteractiveResult> {
      const a = first.slot, b = second.slot;
      if (!(a instanceof Slot) || !(b instanceof Slot) || !slots.includes(a) || !slots.includes(b)) {
        throw new Error('@oj/sandbox: interactive sides must be slots of this pool');
      }
      if (a === b) throw new Error('@oj/sandbox: interactive sides need two different slots');
      const dir = join(poolDir, `pipes-${pipeCounter++}`);
      await mkdir(dir, { mode: 0o700 });
      // The helpers open FIFOs in path order, so "a2b" is the rendezvous point for both first.
      const a2b = join(dir, 'a2b'), b2a = join(dir, 'b2a');
      try {
        const [r1, r2] = await Promise.all([
          a.runPiped({ ...first.spec }, b2a, a2b),
          b.runPiped({ ...second.spec }, a2b, b2a),
        ]);
        return { first: r1, second: r2 };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    hasBinary: (path) => hasBinary(layout, path),
    findBinary: (name) => findBinary(layout, name),
    close,
  };
  return pool;
}

/**
 * The pool's own folder in the shared base dir. Another pool closing removes the base dir when it
 * was the last one in it (close, below), which can fall between this pool's mkdir and mkdtemp (seen
 * as ENOENT when two test processes' pools started and stopped at once): then make it again, as the
 * helper does for its shared cgroup parent (helper/cgroup.c).
 */
async function makePoolDir(baseDir: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      await mkdir(baseDir, { recursive: true, mode: 0o711 });
      return await mkdtemp(join(baseDir, 'pool-'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw err;
    }
  }
}
