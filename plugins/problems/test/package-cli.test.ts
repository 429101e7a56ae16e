// `oj problem import` and `oj problem verify` (issue 31 items 1 and 3) as a problem setter and an
// operator run them: verify judges a package's own solutions in a temporary judge (no site) and
// says per solution what it got, then N/M; a solution that gets another verdict than its folder
// promises fails the run. Import puts packages into the site of the data dir, a line per problem,
// and a refused package says why (in zh-CN unless --lang says otherwise) while the others go in.
import t from 'tap';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PACKAGES } from './package-helpers.ts';
import { ojChildFlags } from '@oj/kernel/testing/child-flags';

// a dozen cold `oj` processes, each compiling and judging in the sandbox: on a busy two-core machine
// more than the default 300 s (a CI pre-check took 312 s)
t.setTimeout(600_000);

const OJ = fileURLToPath(new URL('../../../core/cli/bin/oj.js', import.meta.url));
const exec = promisify(execFile);
const dir = await mkdtemp(join(tmpdir(), 'oj-package-cli-'));
t.teardown(() => rm(dir, { recursive: true, force: true }));

/** oj from its sources on the embedded database of this test's data dir (no config: the default plugins) */
async function oj(args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [...ojChildFlags(), OJ, ...args], { cwd: dir, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', OJ_LANG: '' }, timeout: 300_000 });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout, err: err.stderr };
  }
}

t.test('verify: every solution judged against the verdict its folder promises', async (t) => {
  const r = await oj(['problem', 'verify', join(PACKAGES, 'icpc/pairsum'), '--lang', 'en-US']);
  t.equal(r.code, 0, r.err);
  const lines = r.out.trim().split('\n');
  t.ok(lines.includes('submissions/accepted/half.cpp\texpected=AC\tgot=AC\tok'), r.out);
  t.ok(lines.includes('submissions/time_limit_exceeded/spin.cc\texpected=TLE\tgot=TLE\tok'), 'the spinning one runs out of time');
  t.ok(lines.includes('submissions/wrong_answer/double.c\texpected=WA\tgot=WA\tok'), 'the Kattis validator says 43');
  t.ok(lines.some((l) => /^submissions\/accepted\/Pair\.kt\texpected=AC\tgot=-\tskipped \(/.test(l)), 'a language this judge lacks is skipped');
  t.equal(lines.at(-1), '5/5 as expected (2 skipped)');
  t.equal(lines.at(-2), 'inputs: 3/3 valid (1 input validator)', 'its input validator accepts every input');
});

t.test('verify: a multi-pass package\'s solutions are judged in passes', async (t) => {
  const r = await oj(['problem', 'verify', join(PACKAGES, 'icpc/doubling'), '--lang', 'en-US']);
  t.equal(r.code, 0, r.out + r.err);
  const lines = r.out.trim().split('\n');
  t.ok(lines.includes('submissions/accepted/both_passes.c\texpected=AC\tgot=AC\tok'), r.out);
  t.ok(lines.includes('submissions/wrong_answer/first_pass_only.py\texpected=WA\tgot=WA\tok'), 'wrong on the second pass');
  t.equal(lines.at(-1), '2/2 as expected');
});

t.test('verify: a submit-answer package\'s answers are judged as outputs, its program as a program', async (t) => {
  const r = await oj(['problem', 'verify', join(PACKAGES, 'icpc/sums'), '--lang', 'en-US']);
  t.equal(r.code, 0, r.out + r.err);
  const lines = r.out.trim().split('\n');
  t.ok(lines.includes('submissions/accepted/answers\texpected=AC\tgot=AC\tok'), r.out);
  t.ok(lines.includes('submissions/wrong_answer/off_by_one.txt\texpected=WA\tgot=WA\tok'), 'the answer to secret-2 is wrong');
  t.equal(lines.at(-1), '3/3 as expected');
});

t.test('verify: a solution in the wrong folder is a MISMATCH and the run fails', async (t) => {
  const pkg = join(dir, 'pairsum');
  await cp(join(PACKAGES, 'icpc/pairsum'), pkg, { recursive: true });
  await cp(join(pkg, 'submissions/accepted/half.cpp'), join(pkg, 'submissions/wrong_answer/half.cpp'));
  const r = await oj(['problem', 'verify', pkg, '--lang', 'en-US']);
  t.equal(r.code, 1);
  t.match(r.out, /^submissions\/wrong_answer\/half\.cpp\texpected=WA\tgot=AC\tMISMATCH$/m);
  t.match(r.out, /^5\/6 as expected \(2 skipped\)$/m);
});

t.test('verify: the input validators check every test input first; an invalid one is a line of its own and the run fails', async (t) => {
  // ICPC: a Kattis validator with testdata.yaml's input_validator_flags (max=100)
  const icpc = await oj(['problem', 'verify', join(PACKAGES, 'icpc/validated'), '--lang', 'en-US']);
  t.equal(icpc.code, 1, 'an invalid input fails the run though every solution is as expected');
  t.same(icpc.out.trim().split('\n'), [
    'data/secret/2-big.in\tinput=INVALID\tinput_validators/range.py\t1000 is out of range [0, 100]',
    'submissions/accepted/add.py\texpected=AC\tgot=AC\tok',
    'inputs: 2/3 valid (1 input validator)',
    '1/1 as expected',
  ]);
  // Polygon: a testlib validator called with --testset and --group as Polygon calls it (group 1 allows at most 10)
  const polygon = await oj(['problem', 'verify', join(PACKAGES, 'polygon/validated'), '--lang', 'en-US']);
  t.equal(polygon.code, 1);
  t.same(polygon.out.trim().split('\n'), [
    'tests/02\tinput=INVALID\tfiles/val.cpp\tFAIL Integer parameter [name=a] equals to 50, violates the range [0, 10]',
    'solutions/sum.py\texpected=AC\tgot=AC\tok',
    'inputs: 2/3 valid (1 input validator)',
    '1/1 as expected',
  ]);
});

t.test('verify: each input validator with its own arguments (2023-07 map)', async (t) => {
  // each validator refuses every input without its own argument (bound: max=, count: only tokens=)
  const icpc = await oj(['problem', 'verify', join(PACKAGES, 'icpc/validated-args'), '--lang', 'en-US']);
  t.equal(icpc.code, 1, icpc.err);
  t.same(icpc.out.trim().split('\n'), [
    'data/secret/3-huge.in\tinput=INVALID\tinput_validators/bound.py\t2000 > 1000',
    'submissions/accepted/add.py\texpected=AC\tgot=AC\tok',
    'inputs: 3/4 valid (2 input validators)',
    '1/1 as expected',
  ], 'the sample with max=100, the secret group with max=1000; count never sees max=');
});

t.test('verify: Java solutions whose public class is not Main are compiled and run under their own class; a multi-file solution has its other files beside it', async (t) => {
  const r = await oj(['problem', 'verify', join(PACKAGES, 'icpc/greeting'), '--lang', 'en-US']);
  t.equal(r.code, 0, r.out + r.err);
  t.same(r.out.trim().split('\n'), [
    'submissions/accepted/Hello.java\texpected=AC\tgot=AC\tok',
    'submissions/accepted/two_files\texpected=AC\tgot=AC\tok',
    'submissions/accepted/two_sources\texpected=AC\tgot=AC\tok',
    'submissions/compile_error/Broken.java\texpected=CE\tgot=CE\tok',
    'submissions/compile_error/odd_name\texpected=CE\tgot=CE\tok',
    'submissions/wrong_answer/Shout.java\texpected=WA\tgot=WA\tok',
    '6/6 as expected',
  ], 'public class Hello is accepted; a class that does not compile is still a compile error; a Python solution in two files imports its module; a C++ one in two sources is compiled from both; one with a file named "notes #1.txt" is a compile error');
});

t.test('verify: a package without a time limit gets one from its slowest accepted solution, said before the others are judged with it', async (t) => {
  const r = await oj(['problem', 'verify', join(PACKAGES, 'icpc/twice'), '--lang', 'en-US']);
  t.equal(r.code, 0, r.err);
  const lines = r.out.trim().split('\n');
  const limit = lines.findIndex((l) => l.startsWith('time limit '));
  t.match(lines[limit], /^time limit 1 s: the package has none; the slowest accepted solution, submissions\/accepted\/twice\.(c|py), took [\d.]+ s .*× 5, rounded up to a multiple of 1 s \(time_limit_exceeded solutions were judged with 2 s, × 2\)$/);
  t.same(lines.slice(0, limit), ['submissions/accepted/twice.c\texpected=AC\tgot=AC\tok', 'submissions/accepted/twice.py\texpected=AC\tgot=AC\tok'], 'the accepted ones first');
  t.same(lines.slice(limit + 1), [
    'submissions/time_limit_exceeded/spin.c\texpected=TLE\tgot=TLE\tok',
    'submissions/wrong_answer/square.c\texpected=WA\tgot=WA\tok',
    '4/4 as expected',
  ], 'then the rest, with the derived limit');
});

t.test('verify: a 2023-07 package without a time limit multiplies by 2, said in the operator\'s language', async (t) => {
  const r = await oj(['problem', 'verify', join(PACKAGES, 'icpc/groups2023')]);
  t.equal(r.code, 0, r.err);
  t.match(r.out, /^时间限制 1 秒：题目包没有给出；最慢的正确解 submissions\/accepted\/add\.py 用时 [\d.]+ 秒，其语言的时限是题目时限的 2 倍（折合 [\d.]+ 秒），× 2 后向上取整到 1 秒的整数倍（time_limit_exceeded 中的解按 1\.5 秒评测，即 × 1\.5）$/m);
  t.match(r.out, /^1\/1 as expected$/m);
});

t.test('verify: with no accepted solution judged Accepted the limit stays the site\'s default, and says so', async (t) => {
  const pkg = join(dir, 'twice');
  await cp(join(PACKAGES, 'icpc/twice'), pkg, { recursive: true });
  await rm(join(pkg, 'submissions/accepted/twice.py'));
  await cp(join(pkg, 'submissions/wrong_answer/square.c'), join(pkg, 'submissions/accepted/twice.c'));
  const r = await oj(['problem', 'verify', pkg, '--lang', 'en-US']);
  t.equal(r.code, 1);
  t.match(r.out, /^submissions\/accepted\/twice\.c\texpected=AC\tgot=WA\tMISMATCH/m);
  t.match(r.out, /^time limit 1000 ms, the site's default: the package has none and no accepted solution was judged Accepted to derive it from$/m);
  t.match(r.out, /^submissions\/time_limit_exceeded\/spin\.c\texpected=TLE\tgot=TLE\tok$/m);
  t.match(r.out, /^2\/3 as expected$/m);
});

t.test('import: each package goes in with a line a problem; a refused one says why and the others still go in', async (t) => {
  const bad = join(dir, 'bad');
  await cp(join(PACKAGES, 'icpc/pairsum'), bad, { recursive: true });
  await writeFile(join(bad, 'problem.yaml'), 'name: [unclosed\n');
  const r = await oj(['problem', 'import', bad, join(PACKAGES, 'icpc/pairsum'), '--data-dir', join(dir, 'data')]);
  t.equal(r.code, 1, 'one package was refused');
  t.match(r.out, /^imported pairsum Pair Sum$/m);
  t.match(r.out, /^ {2}dropped submissions\/accepted\/Pair\.kt: .*$/m, 'what was left out is said');
  t.match(r.out, /^ {2}took 输入校验器随题目保存.*input_validators\/check\.py$/m, 'the input validator is kept');
  t.match(r.err, /bad: problem\.yaml 不是有效的 YAML/, 'the refusal in the default language, naming the file');
  t.match(r.out, /^ {2}took 测试用例 3 组（样例 1 组）$/m, 'the report in the default language too');
  const again = await oj(['problem', 'import', join(PACKAGES, 'icpc/pairsum'), '--data-dir', join(dir, 'data'), '--lang', 'en-US']);
  t.equal(again.code, 0, again.err);
  t.match(again.out, /^imported pairsum-2 Pair Sum$/m, 'the same package again gets a free display id');
  t.match(again.out, /took display id pairsum-2 \(pairsum is taken here\)/);
  t.match(again.out, /^ {2}took input validators kept with the problem \(oj problem verify runs them on every test input, the ICPC export writes them\): input_validators\/check\.py$/m, 'in English with --lang en-US');
});
