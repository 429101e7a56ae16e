// Limits and their verdicts (sandbox-research.md §9.3): CPU time, wall time, memory, output,
// file size, processes. Each run must end with the right status and leave nothing behind.
import t from 'tap';
import {
  BUSY_LOOP, FORK_BOMB, HUGE_FILE, MEMORY_BOMB, OUTPUT_FLOOD, SLEEPER, TOUCH_MEMORY,
} from './programs.ts';
import { MiB, compileC, describe, hostLeftovers, processesOf, startPool } from './support.ts';

const FIRST_UID = 62100;

t.test('limits give the right verdicts', async (t) => {
  const { pool, uids } = await startPool(t, FIRST_UID, { slots: 1 });
  const slot = await pool.acquire();
  const bins = {
    busy: await compileC(slot, 'busy', BUSY_LOOP, ['-O0']),
    sleeper: await compileC(slot, 'sleeper', SLEEPER),
    touch: await compileC(slot, 'touch', TOUCH_MEMORY, ['-O0']),
    bomb: await compileC(slot, 'bomb', MEMORY_BOMB, ['-O0']),
    fork: await compileC(slot, 'fork', FORK_BOMB),
    flood: await compileC(slot, 'flood', OUTPUT_FLOOD),
    huge: await compileC(slot, 'huge', HUGE_FILE),
  };

  t.test('a busy loop is stopped on CPU time', async (t) => {
    const r = await slot.run({ argv: [bins.busy], limits: { cpuTimeMs: 300, wallTimeMs: 10_000 } });
    t.equal(r.status, 'time-limit', describe(r));
    t.equal(r.killedBy, 'cpu');
    t.ok(r.cpuTimeMs >= 300, `CPU time ${r.cpuTimeMs} ms is over the limit`);
  });

  t.test('a sleeper is stopped by the wall clock and flagged as such', async (t) => {
    const r = await slot.run({ argv: [bins.sleeper], limits: { cpuTimeMs: 1000, wallTimeMs: 300 } });
    t.equal(r.status, 'time-limit', describe(r));
    t.equal(r.killedBy, 'wall');
    t.ok(r.cpuTimeMs < 300, 'it used almost no CPU');
    t.match(r.message, /wall/);
  });

  t.test('peak memory is measured', async (t) => {
    const r = await slot.run({ argv: [bins.touch, '64'], limits: { cpuTimeMs: 2000, memoryBytes: 256 * MiB } });
    t.equal(r.status, 'ok', describe(r));
    t.ok(r.memoryKb >= 62 * 1024 && r.memoryKb <= 70 * 1024, `64 MiB touched (within 2 MiB below, 6 above), ${r.memoryKb} KiB measured`);
  });

  t.test('a memory bomb ends in memory-limit', async (t) => {
    const r = await slot.run({ argv: [bins.bomb], limits: { cpuTimeMs: 5000, memoryBytes: 64 * MiB } });
    t.equal(r.status, 'memory-limit', describe(r));
    t.ok(r.memoryKb >= 60 * 1024, `peak ${r.memoryKb} KiB near the 64 MiB limit`);
  });

  t.test('touching more than the limit ends in memory-limit too', async (t) => {
    const r = await slot.run({ argv: [bins.touch, '100'], limits: { cpuTimeMs: 2000, memoryBytes: 64 * MiB } });
    t.equal(r.status, 'memory-limit', describe(r));
  });

  t.test('a fork bomb is held by the process limit and ends on CPU time', async (t) => {
    const r = await slot.run({ argv: [bins.fork], limits: { cpuTimeMs: 500, wallTimeMs: 3000, processes: 16 } });
    t.equal(r.status, 'time-limit', describe(r));
    t.same(processesOf(uids), [], 'no process of the slot survives');
  });

  t.test('an output flood ends in output-limit', async (t) => {
    const r = await slot.run({ argv: [bins.flood], limits: { cpuTimeMs: 5000, outputBytes: 1 * MiB } });
    t.equal(r.status, 'output-limit', describe(r));
    t.equal(r.signal?.name, 'SIGXFSZ');
    t.ok(r.outputBytes <= 1 * MiB, `stdout capped at ${r.outputBytes} bytes`);
  });

  t.test('a huge file ends in output-limit, in /w and in /tmp', async (t) => {
    for (const path of ['/w/huge.bin', '/tmp/huge.bin']) {
      const r = await slot.run({
        argv: [bins.huge, path],
        limits: { cpuTimeMs: 5000, outputBytes: 1 * MiB, fileSizeBytes: 8 * MiB, memoryBytes: 128 * MiB },
      });
      t.equal(r.status, 'output-limit', `${path}: ${describe(r)}`);
    }
    t.equal(await slot.fileSize('huge.bin'), 8 * MiB);
    // /tmp is reset after a run that left files, so the next run is not charged for them
    const after = await slot.run({ argv: ['/bin/sh', '-c', 'ls -A /tmp'], limits: { cpuTimeMs: 1000 } });
    t.equal(after.status, 'ok');
    t.equal((await slot.readFile('.stdout')).data.toString(), '');
  });

  t.test('the slot still works after all of that', async (t) => {
    const r = await slot.run({ argv: ['/bin/echo', 'fine'], limits: { cpuTimeMs: 1000 } });
    t.equal(r.status, 'ok', describe(r));
  });

  t.teardown(async () => {
    const workDir = slot.workDir;
    await slot.release();
    await pool.close();
    const left = hostLeftovers(workDir, uids);
    if (left.length) throw new Error(`host not clean: ${left.join('; ')}`);
  });
});
