// Interactive pairs: two programs in two slots with cross-connected stdin/stdout.
import t from 'tap';
import { INTERACTIVE_SOLUTION, INTERACTOR, SLEEPER } from './programs.ts';
import { compileC, describe, startPool } from './support.ts';

const FIRST_UID = 62300;

t.test('interactive pairs', async (t) => {
  const { pool } = await startPool(t, FIRST_UID, { slots: 2 });
  const judge = await pool.acquire();
  const contestant = await pool.acquire();
  const interactor = await compileC(judge, 'interactor', INTERACTOR);
  const solution = await compileC(contestant, 'solution', INTERACTIVE_SOLUTION);
  const sleeper = await compileC(contestant, 'sleeper', SLEEPER);

  t.test('a correct exchange: both sides exit 0', async (t) => {
    const { first, second } = await pool.runInteractive(
      { slot: contestant, spec: { argv: [solution], limits: { cpuTimeMs: 1000 } } },
      { slot: judge, spec: { argv: [interactor], stderr: 'interactor.log', limits: { cpuTimeMs: 1000 } } },
    );
    t.equal(first.status, 'ok', describe(first));
    t.equal(second.status, 'ok', describe(second));
    t.equal(second.stderrExcerpt, 'got 42\n');
    t.equal((await judge.readFile('interactor.log')).data.toString(), 'got 42\n');
  });

  t.test('a silent solution: both sides end, the interactor sees EOF or the wall limit', async (t) => {
    const { first, second } = await pool.runInteractive(
      { slot: contestant, spec: { argv: [sleeper], limits: { cpuTimeMs: 500, wallTimeMs: 800 } } },
      { slot: judge, spec: { argv: [interactor], limits: { cpuTimeMs: 500, wallTimeMs: 3000 } } },
    );
    t.equal(first.status, 'time-limit', describe(first));
    t.equal(first.killedBy, 'wall');
    // once the sleeper is killed its pipe end closes and the interactor reads EOF: exit 2
    t.equal(second.status, 'runtime-error', describe(second));
    t.equal(second.exitCode, 2);
  });

  t.test('the same two slots serve more pairs', async (t) => {
    for (let i = 0; i < 3; i++) {
      const { first, second } = await pool.runInteractive(
        { slot: contestant, spec: { argv: [solution], limits: { cpuTimeMs: 1000 } } },
        { slot: judge, spec: { argv: [interactor], limits: { cpuTimeMs: 1000 } } },
      );
      t.equal(`${first.status}/${second.status}`, 'ok/ok');
    }
  });

  t.test('one slot cannot be both sides', async (t) => {
    await t.rejects(pool.runInteractive(
      { slot: judge, spec: { argv: [interactor], limits: { cpuTimeMs: 1000 } } },
      { slot: judge, spec: { argv: [interactor], limits: { cpuTimeMs: 1000 } } },
    ), /two different slots/);
  });

  t.teardown(async () => {
    await judge.release();
    await contestant.release();
  });
});
