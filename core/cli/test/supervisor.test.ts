// The supervisor `oj start` runs its judge node under: a child that dies for any reason is started
// again with a doubling back-off, each end is logged with its code or signal, and stop() ends it
// for good. Real child processes, killed for real.
import t from 'tap';
import { once } from 'node:events';
import { spawn, type ChildProcess } from 'node:child_process';
import { Supervisor, restartDelay, RESTART_MIN_MS, RESTART_MAX_MS, type ChildEnd } from '../src/supervisor.ts';

/** a child that says "up" once running, then runs until killed, or exits with `code` when told */
function child(): ChildProcess {
  const script = "process.send('up'); process.on('message', (code) => process.exit(code)); setInterval(() => {}, 1e9);";
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
}

function supervised(opts: { minDelayMs?: number; maxDelayMs?: number; stableMs?: number } = {}) {
  const lines: string[] = [];
  const sup = new Supervisor({ name: 'test child', spawn: child, log: (l) => lines.push(l), ...opts });
  const nextStart = async () => {
    const [c] = (await once(sup, 'started')) as [ChildProcess];
    await once(c, 'message');
    return c;
  };
  const nextEnd = async () => ((await once(sup, 'ended')) as [ChildEnd])[0];
  return { sup, lines, nextStart, nextEnd };
}

t.test('the back-off doubles from half a second to a cap of 30 seconds', async (t) => {
  t.same([0, 1, 2, 3, 5, 6, 7, 40].map((n) => restartDelay(n)), [500, 1000, 2000, 4000, 16_000, 30_000, 30_000, 30_000]);
  t.equal(RESTART_MIN_MS, 500);
  t.equal(RESTART_MAX_MS, 30_000);
});

t.test('a killed child is started again, each end logged with its signal or exit code', async (t) => {
  const { sup, lines, nextStart, nextEnd } = supervised({ minDelayMs: 20, maxDelayMs: 80, stableMs: 60_000 });
  const firstStart = nextStart();
  sup.start();
  const first = await firstStart;

  let ended = nextEnd();
  let started = nextStart();
  first.kill('SIGKILL');
  t.match(await ended, { pid: first.pid, signal: 'SIGKILL', code: null, restartInMs: 20 }, 'SIGKILL: started again after the minimum back-off');
  const second = await started;
  t.not(second.pid, first.pid, 'a new process');

  ended = nextEnd();
  started = nextStart();
  second.send(3);
  t.match(await ended, { pid: second.pid, code: 3, signal: null, restartInMs: 40 }, 'a crash (exit code 3): the back-off doubled');
  const third = await started;

  ended = nextEnd();
  started = nextStart();
  third.send(0);
  t.match(await ended, { code: 0, restartInMs: 80 }, 'even a clean exit is restarted; the back-off doubled again');
  const fourth = await started;

  ended = nextEnd();
  started = nextStart();
  fourth.kill('SIGKILL');
  t.match(await ended, { restartInMs: 80 }, 'the back-off stays at its cap');
  await started;
  t.equal(sup.restarts, 4);

  t.match(lines, [
    /the test child \(pid \d+\) stopped \(signal SIGKILL\) after [\d.]+ s; starting it again in 0\.0 s/,
    /the test child was started again \(pid \d+, restart 1\)/,
    /stopped \(exit code 3\)/,
    /started again \(pid \d+, restart 2\)/,
    /stopped \(exit code 0\)/,
    /restart 3/,
    /stopped \(signal SIGKILL\)/,
    /restart 4/,
  ]);
  await sup.stop();
});

t.test('a child that ran stably starts the back-off over', async (t) => {
  const { sup, nextStart, nextEnd } = supervised({ minDelayMs: 20, maxDelayMs: 1000, stableMs: 0 });
  const firstStart = nextStart();
  sup.start();
  let current = await firstStart;
  for (let i = 0; i < 3; i++) {
    const ended = nextEnd();
    const started = nextStart();
    current.kill('SIGKILL');
    t.equal((await ended).restartInMs, 20, `end ${i + 1}: the minimum back-off`);
    current = await started;
  }
  await sup.stop();
});

t.test('stop() ends the child and starts no other', async (t) => {
  const { sup, lines, nextStart, nextEnd } = supervised({ minDelayMs: 20 });
  const firstStart = nextStart();
  sup.start();
  const running = await firstStart;
  const ended = nextEnd();
  await sup.stop();
  t.match(await ended, { pid: running.pid, signal: 'SIGTERM', restartInMs: null });
  t.equal(sup.restarting, false, 'no restart waiting');
  t.equal(sup.restarts, 0);
  t.same(lines, [], 'a stop is not logged as a death');
});

t.test('stop() during the back-off cancels the restart', async (t) => {
  const { sup, nextStart, nextEnd } = supervised({ minDelayMs: 60_000, maxDelayMs: 60_000 });
  const firstStart = nextStart();
  sup.start();
  const running = await firstStart;
  const ended = nextEnd();
  running.kill('SIGKILL');
  t.match(await ended, { restartInMs: 60_000 });
  t.equal(sup.restarting, true);
  await sup.stop();
  t.equal(sup.restarting, false, 'the pending restart is cancelled');
});
