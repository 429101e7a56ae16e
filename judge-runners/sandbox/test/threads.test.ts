// Threads (issue 9 §17): a run with newProcesses = false may start threads up to `processes`,
// never another process; CPU time and memory are those of all its threads together.
import t from 'tap';
import {
  MANY_THREADS_CPP, PTHREAD_SUM_C, START_PROCESSES_C, STD_THREAD_SUM_CPP, THREADS_BURN_CPU_C, THREADS_TOUCH_MEMORY_C,
} from './thread-programs.ts';
import { COMPILE_LIMITS, MiB, compileC, describe, hostLeftovers, processesOf, startPool, stdoutOf } from './support.ts';
import type { SandboxSlot } from '../src/index.ts';

const FIRST_UID = 62500;
/** what the C/C++/Rust languages run with: one process, 16 threads */
const THREADS_ONLY = { cpuTimeMs: 5000, wallTimeMs: 20_000, memoryBytes: 256 * MiB, processes: 16, newProcesses: false };
const SUM = String((4_000_000 * 3_999_999) / 2);

async function compileCpp(slot: SandboxSlot, name: string, source: string): Promise<string> {
  await slot.writeFile(`${name}.cpp`, source);
  const r = await slot.run({ argv: ['/usr/bin/g++', '-O2', '-o', name, `${name}.cpp`], limits: COMPILE_LIMITS });
  if (r.status !== 'ok') throw new Error(`compiling ${name} failed: ${r.status} ${r.stderrExcerpt}`);
  return `/w/${name}`;
}

t.test('threads within one process', async (t) => {
  const { pool, uids } = await startPool(t, FIRST_UID, { slots: 1 });
  const slot = await pool.acquire();
  const bins = {
    pthreads: await compileC(slot, 'pthreads', PTHREAD_SUM_C),
    stdThread: await compileCpp(slot, 'std-thread', STD_THREAD_SUM_CPP),
    many: await compileCpp(slot, 'many', MANY_THREADS_CPP),
    burn: await compileC(slot, 'burn', THREADS_BURN_CPU_C, ['-O0']),
    touch: await compileC(slot, 'touch', THREADS_TOUCH_MEMORY_C, ['-O0']),
    spawn: await compileC(slot, 'spawn', START_PROCESSES_C),
  };

  t.test('a C program with 4 pthreads runs and sums', async (t) => {
    const r = await slot.run({ argv: [bins.pthreads], limits: THREADS_ONLY });
    t.equal(r.status, 'ok', describe(r));
    t.equal(await stdoutOf(slot), `${SUM} threads=4\n`);
  });

  t.test('a C++ program with 4 std::threads runs and sums', async (t) => {
    const r = await slot.run({ argv: [bins.stdThread], limits: THREADS_ONLY });
    t.equal(r.status, 'ok', describe(r));
    t.equal(await stdoutOf(slot), `${SUM} threads=4\n`);
  });

  t.test('15 threads beside the main one fit a limit of 16', async (t) => {
    const r = await slot.run({ argv: [bins.many, '15'], limits: THREADS_ONLY });
    t.equal(r.status, 'ok', describe(r));
    t.equal(await stdoutOf(slot), '15 threads\n');
  });

  t.test('more threads than the limit: runtime error that names the limit, the slot unharmed', async (t) => {
    const r = await slot.run({ argv: [bins.many, '64'], limits: THREADS_ONLY });
    t.equal(r.status, 'runtime-error', describe(r));
    t.equal(r.signal?.number, 6, 'SIGABRT: std::thread threw, nothing caught it');
    t.equal(r.taskLimitHit, true);
    t.match(r.message, /thread limit reached: at most 16 threads at once/);
    t.same(processesOf(uids), [], 'no thread or process of the slot is left');
    const next = await slot.run({ argv: [bins.pthreads], limits: THREADS_ONLY });
    t.equal(next.status, 'ok', `the next run in the slot: ${describe(next)}`);
  });

  t.test('CPU time is the sum over all threads: 4 × 300 ms of thread CPU passes a 1000 ms limit', async (t) => {
    const r = await slot.run({ argv: [bins.burn], limits: { ...THREADS_ONLY, cpuTimeMs: 1000 } });
    t.equal(r.status, 'time-limit', describe(r));
    t.equal(r.killedBy, 'cpu', 'stopped by the CPU watchdog, not the wall clock');
    t.ok(r.cpuTimeMs >= 1000, `CPU time ${r.cpuTimeMs} ms counts every thread`);
    const alone = await slot.run({ argv: [bins.burn], limits: { ...THREADS_ONLY, cpuTimeMs: 3000 } });
    t.equal(alone.status, 'ok', `with room for all four: ${describe(alone)}`);
    t.ok(alone.cpuTimeMs >= 1200, `${alone.cpuTimeMs} ms: four threads' CPU time together`);
  });

  t.test('memory is that of the whole process: 4 threads × 24 MiB pass a 64 MiB limit', async (t) => {
    const r = await slot.run({ argv: [bins.touch], limits: { ...THREADS_ONLY, memoryBytes: 64 * MiB } });
    t.equal(r.status, 'memory-limit', describe(r));
    const roomy = await slot.run({ argv: [bins.touch], limits: { ...THREADS_ONLY, memoryBytes: 160 * MiB } });
    t.equal(roomy.status, 'ok', describe(roomy));
    t.ok(roomy.memoryKb >= 96 * 1024, `${roomy.memoryKb} KiB: all four threads' memory`);
  });

  t.test('threads only: fork, vfork, clone, posix_spawn and system() are refused, a thread is not', async (t) => {
    const r = await slot.run({ argv: [bins.spawn], limits: THREADS_ONLY });
    t.equal(r.status, 'ok', describe(r));
    const lines = (await stdoutOf(slot)).trim().split('\n');
    t.same(lines.map((l) => l.split(':')[0]), ['fork', 'sys_fork', 'sys_vfork', 'clone', 'posix_spawn', 'system', 'thread']);
    for (const line of lines.slice(0, 6)) t.match(line, /: refused/, line);
    t.equal(lines[6], 'thread: started');
    t.same(processesOf(uids), [], 'nothing left running');
  });

  t.test('with new processes allowed (the default), the same program may start them', async (t) => {
    const r = await slot.run({ argv: [bins.spawn], limits: { ...THREADS_ONLY, newProcesses: true } });
    t.equal(r.status, 'ok', describe(r));
    const out = await stdoutOf(slot);
    for (const call of ['fork', 'sys_fork', 'clone', 'posix_spawn', 'system']) t.match(out, new RegExp(`^${call}: ok$`, 'm'), call);
  });

  t.teardown(async () => {
    const workDir = slot.workDir;
    await slot.release();
    await pool.close();
    const left = hostLeftovers(workDir, uids);
    if (left.length) throw new Error(`host not clean: ${left.join('; ')}`);
  });
});
