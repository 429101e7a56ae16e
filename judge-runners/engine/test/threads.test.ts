// Threads in C, C++ and Rust (issue 9 §17): one process with up to the language's thread limit
// (the catalog's run.threads), CPU time and memory of all its threads together, fork refused.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LanguageRegistry } from '@oj/judge-languages';
import { JudgeStatus, readTestData } from '../src/index.ts';
import { CORPUS, engineFor, openTestPool, task } from './helpers/sandbox.ts';

const src = (file: string) => readFileSync(join(CORPUS, 'threads', file), 'utf8');
const pool = await openTestPool(2);
t.teardown(() => pool.close());
const engine = engineFor(pool);
const aplusb = await readTestData(join(CORPUS, 'aplusb'));
const registry = new LanguageRegistry();

t.test('the catalog gives C, C++ and Rust one process with 16 threads', async (t) => {
  for (const name of ['C', 'C With O2', 'C++', 'C++ 17 With O2', 'C++ 20', 'Rust']) {
    t.match(registry.get(name)!.run, { processes: 1, threads: 16 }, name);
  }
});

t.test('multithreaded solutions are accepted', async (t) => {
  for (const [language, file] of [['C++ 17 With O2', 'sum-std-thread.cpp'], ['C', 'sum-pthread.c'], ['Rust', 'sum-spawn.rs']]) {
    const outcome = await engine.judge(task({ language, code: src(file), timeLimitMs: 2000, memoryLimitMb: 128 }), aplusb);
    t.equal(outcome.status, JudgeStatus.ACCEPTED, `${language} ${file}: ${outcome.message} ${outcome.compileMessage.slice(0, 300)} ${outcome.cases.map((c) => c.message).join(',')}`);
  }
});

t.test('more threads than the limit is a runtime error that says so', async (t) => {
  const outcome = await engine.judge(task({ language: 'C++ 17 With O2', code: src('too-many.cpp'), timeLimitMs: 2000 }), aplusb);
  t.equal(outcome.status, JudgeStatus.RUNTIME_ERROR, outcome.message);
  t.equal(outcome.cases[0].message, 'SIGABRT (thread limit reached: at most 16 threads at once)');
});

t.test('CPU time counts every thread: four spinning threads end on CPU time, not on the wall clock', async (t) => {
  const outcome = await engine.judge(task({ language: 'C++ 17 With O2', code: src('busy-threads.cpp') }), aplusb);
  t.equal(outcome.status, JudgeStatus.TIME_LIMIT_EXCEEDED);
  t.equal(outcome.cases[0].message, '', 'not "Wall time limit exceeded (the program was idle)"');
  t.ok(outcome.cases[0].timeMs >= 500, `${outcome.cases[0].timeMs} ms of CPU time shown`);
});

t.test('fork is still refused: the child never prints', async (t) => {
  const outcome = await engine.judge(task({ language: 'C', code: src('fork.c') }), aplusb);
  t.equal(outcome.status, JudgeStatus.ACCEPTED, outcome.cases.map((c) => `${c.status}:${c.message}:${c.userOutput}`).join(','));
});
