// `oj judge-local` as a problem setter runs it: a process that prints one JSON object.
import t from 'tap';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const oj = join(here, '..', '..', '..', 'core', 'cli', 'bin', 'oj.js');
const corpus = join(here, '..', '..', 'engine', 'test', 'corpus');
const run = promisify(execFile);

async function judgeLocal(args: string[]) {
  const { stdout } = await run(process.execPath, [oj, 'judge-local', ...args], { timeout: 120_000 });
  return JSON.parse(stdout);
}

t.test('A+B in C++ is accepted, with time, memory and per-case results', async (t) => {
  const report = await judgeLocal(['--lang', 'C++', '--src', join(corpus, 'cpp', 'ac.cpp'), '--tests', join(corpus, 'aplusb')]);
  t.match(report, { verdict: 'AC', status: 0, score: 100, compileMessage: '' });
  t.equal(report.cases.length, 2);
  t.match(report.cases[0], { caseId: 1, verdict: 'AC', score: 50, userOutput: '3\n' });
  t.type(report.time, 'number');
  t.ok(report.memory > 0);
});

t.test('a wrong Python program and a C program that does not compile', async (t) => {
  t.match(await judgeLocal(['--lang', 'Python3', '--src', join(corpus, 'py', 'wa.py'), '--tests', join(corpus, 'aplusb')]), { verdict: 'WA', status: -1 });
  const ce = await judgeLocal(['--lang', 'C', '--src', join(corpus, 'c', 'ce.c'), '--tests', join(corpus, 'aplusb')]);
  t.match(ce, { verdict: 'CE', status: -2 });
  t.match(ce.compileMessage, /error/);
});

t.test('special judge, subtask mode from the flag, and file IO', async (t) => {
  const spj = await judgeLocal(['--lang', 'C', '--src', join(corpus, 'checkers', 'off-by-one.c'), '--tests', join(corpus, 'aplusb'),
    '--spj', join(corpus, 'checkers', 'spj-reference.cpp'), '--judge-extra', join(corpus, 'checkers', 'tolerance.h'), '--type', 'oi']);
  t.match(spj, { verdict: 'PAC', score: 50 });
  const subtasks = await judgeLocal(['--lang', 'C++', '--src', join(corpus, 'subtasks', 'wrong-on-seven.cpp'), '--tests', join(corpus, 'subtasks'), '--mode', 'subtask_average']);
  t.match(subtasks, { verdict: 'PAC', score: 87, judgeCaseMode: 'subtask_average' });
  const fileIO = await judgeLocal(['--lang', 'C', '--src', join(corpus, 'fileio', 'uses-files.c'), '--tests', join(corpus, 'aplusb'), '--io-file', 'in.txt,out.txt']);
  t.match(fileIO, { verdict: 'AC' });
});

// issue 19: testlib-shaped interactors and checkers; testlib.h beside them (the corpus's own
// testlib-like header) is picked up as a judge extra file, as a setter's real one would be
const testlibLike = join(corpus, 'testlib-like');
const queryLimit = join(corpus, 'query-limit');
for (const [language, ext] of [['C++', 'cpp'], ['Python3', 'py'], ['Java', 'java']]) {
  t.test(`a testlib interactor with a query limit, the program in ${language}`, async (t) => {
    const judge = (kind: string) => judgeLocal(['--lang', language, '--src', join(queryLimit, `${kind}.${ext}`), '--tests', queryLimit,
      '--interactive', join(testlibLike, 'interactor.cpp'), '--time-limit', '500']);
    const ac = await judge('ac');
    t.match(ac, { verdict: 'AC', score: 100 });
    t.match(ac.cases[1], { verdict: 'AC', message: /^ok found 1000 in 10 queries/, userOutput: /! 1000 after 10 queries\n$/ });
    t.match(await judge('over-limit'), { verdict: 'WA', cases: [{ message: /^wrong answer more than 20 queries/ }] });
    t.match(await judge('wrong-answer'), { verdict: 'WA', cases: [{ message: /^wrong answer the number is 777, not 776/ }] });
    t.match(await judge('no-flush'), { verdict: 'TLE' });
  });
}

t.test('testlib checkers with partial points: OI scores the share, ACM shows PAC cases and a WA', async (t) => {
  const spj = (checker: string, type: string) => judgeLocal(['--lang', 'C', '--src', join(corpus, 'checkers', 'off-by-one.c'), '--tests', join(corpus, 'aplusb'),
    '--spj', join(testlibLike, checker), '--type', type]);
  t.match(await spj('points-checker.cpp', 'oi'), { verdict: 'PAC', score: 50, cases: [{ verdict: 'PAC', score: 25, message: /^points 0.5 one off/ }] });
  t.match(await spj('percent-checker.cpp', 'oi'), { verdict: 'PAC', score: 30, cases: [{ verdict: 'PAC', score: 15, message: /^partially correct \(30\)/ }] });
  t.match(await spj('points-checker.cpp', 'acm'), { verdict: 'WA', cases: [{ verdict: 'PAC' }, { verdict: 'PAC' }] });
});

t.test('a missing flag is an error with the usage', async (t) => {
  await t.rejects(run(process.execPath, [oj, 'judge-local', '--src', 'a.cpp']), /--lang is required/);
});
