// The verdict corpus: in every language, A+B programs that are right, wrong, badly formatted,
// too slow, too greedy, crashing, not compiling and flooding the output each get their verdict.
import t from 'tap';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LanguageRegistry } from '@oj/judge-languages';
import { JudgeStatus, readTestData, engineLimits } from '../src/index.ts';
import { CORPUS, engineFor, openTestPool, task } from './helpers/sandbox.ts';

const FAMILY: Record<string, string> = {
  C: 'c', 'C With O2': 'c', 'C++': 'cpp', 'C++ With O2': 'cpp', 'C++ 17': 'cpp', 'C++ 17 With O2': 'cpp', 'C++ 20': 'cpp', 'C++ 20 With O2': 'cpp',
  Java: 'java', Python3: 'py', PyPy3: 'py', 'JavaScript Node': 'js', Golang: 'go', Rust: 'rs', PHP: 'php', Ruby: 'rb', 'C#': 'cs',
};
const EXPECTED: Record<string, { status: number; message?: RegExp }> = {
  ac: { status: JudgeStatus.ACCEPTED },
  wa: { status: JudgeStatus.WRONG_ANSWER },
  pe: { status: JudgeStatus.PRESENTATION_ERROR },
  tle: { status: JudgeStatus.TIME_LIMIT_EXCEEDED },
  mle: { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED },
  re: { status: JudgeStatus.RUNTIME_ERROR },
  ce: { status: JudgeStatus.COMPILE_ERROR },
  ole: { status: JudgeStatus.RUNTIME_ERROR, message: /Output limit exceeded/ },
};
/** the -O2 and newer-standard variants share the compiler: a smaller sample is enough */
const VARIANT_SAMPLE = ['ac', 'pe'];
const FULL_CORPUS = new Set(['C', 'C++']);

const pool = await openTestPool(2);
t.teardown(() => pool.close());
const engine = engineFor(pool);
const data = await readTestData(join(CORPUS, 'aplusb'));
const registry = new LanguageRegistry(undefined, (p) => pool.hasBinary(p));

for (const language of registry.all()) {
  const family = FAMILY[language.name];
  t.test(`${language.name}`, async (t) => {
    t.ok(family, 'has a corpus');
    if (!registry.status(language.name).available) {
      // a missing toolchain is reported, never a silent failure
      const outcome = await engine.judge(task({ language: language.name, code: 'x' }), data);
      t.equal(outcome.status, JudgeStatus.SYSTEM_ERROR);
      t.match(outcome.message, /not available on this judge node/);
      return;
    }
    const isVariant = family === 'c' || family === 'cpp' ? !FULL_CORPUS.has(language.name) : false;
    const files = readdirSync(join(CORPUS, family)).filter((f) => !isVariant || VARIANT_SAMPLE.includes(f.split('.')[0]));
    for (const file of files) {
      const kind = file.split('.')[0];
      const expected = EXPECTED[kind];
      const outcome = await engine.judge(task({ language: language.name, code: readFileSync(join(CORPUS, family, file), 'utf8') }), data);
      const detail = `${outcome.message} ${outcome.compileMessage.slice(0, 300)} ${outcome.cases.map((c) => `${c.status}:${c.message}`).join(',')}`;
      t.equal(outcome.status, expected.status, `${kind} → status ${expected.status} (${detail})`);
      if (expected.message) t.match(outcome.cases[0]?.message ?? '', expected.message, `${kind} message`);
      if (kind === 'ce') t.ok(outcome.compileMessage.length > 0, 'the compiler message is kept');
      if (kind === 'ac') {
        t.equal(outcome.score, 100);
        t.equal(outcome.cases.length, 2);
        t.equal(outcome.cases[0].userOutput, '3\n', 'the output excerpt is kept');
        t.ok(outcome.memoryKb > 0, 'memory is measured');
      }
      if (kind === 're' && family === 'c') t.equal(outcome.cases[0].message, 'SIGSEGV', 'the signal is named');
      if (kind === 'tle') t.ok(outcome.timeMs >= 500 * language.timeFactor, 'the time shown is past the limit');
      if (kind === 'ole') t.ok(engineLimits.MIN_OUTPUT_LIMIT_BYTES > 0);
    }
  });
}
