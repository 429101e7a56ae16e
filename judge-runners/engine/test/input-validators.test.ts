// Input validators of a package (verify-solutions.ts validateInputs, input-validator.ts) in the
// sandbox: the Kattis protocol (42 valid, 43 invalid, anything else the validator's failure) with
// flags, testlib's (0 valid, any other exit invalid) with Polygon's --testset/--group arguments, a
// validator that does not build, and the result's schema for a judge node before them.
import t from 'tap';
import { join } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { validateInputs, VerifyResult, VerifySpec, type InputValidationSpec } from '../src/index.ts';
import { CORPUS, engineFor, openTestPool, task } from './helpers/sandbox.ts';

const pool = await openTestPool(2);
t.teardown(() => pool.close());
const engine = engineFor(pool);
const dir = join(CORPUS, 'aplusb'); // 1.in "1 2", 2.in "40 2"
const inputs = (args: string[]): InputValidationSpec['inputs'] => [
  { name: '1.in', path: 'data/secret/1.in', args }, { name: '2.in', path: 'data/secret/2.in', args: [...args, '--group', '2'] },
];

/** Kattis: both numbers at most max=N (a flag) */
const AT_MOST = `import sys
limit = int(next(a[4:] for a in sys.argv[1:] if a.startswith('max=')))
a, b = map(int, sys.stdin.read().split())
if max(a, b) > limit:
    print(f'{max(a, b)} > {limit}', file=sys.stderr)
    sys.exit(43)
sys.exit(42)
`;

/** testlib: exit 3 with FAIL on stderr when a is over 10 in group 2; says its arguments when they are not Polygon's */
const TESTLIB = `#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  int a, b;
  if (argc < 3 || strcmp(argv[1], "--testset") || strcmp(argv[2], "tests")) { fprintf(stderr, "FAIL no --testset tests"); return 3; }
  if (scanf("%d %d", &a, &b) != 2) { fprintf(stderr, "FAIL expected two integers"); return 3; }
  if (argc == 5 && !strcmp(argv[3], "--group") && !strcmp(argv[4], "2") && a > 10) { fprintf(stderr, "FAIL a = %d is over 10 in group 2", a); return 3; }
  return 0;
}
`;

t.test('Kattis protocol: 43 is an invalid input with its message, 42 a valid one, flags passed', async (t) => {
  const spec: InputValidationSpec = { validators: [{ path: 'input_validators/at_most.py', language: 'Python3', code: AT_MOST, protocol: 'kattis' }], inputs: inputs(['max=20']) };
  const said: unknown[] = [];
  const found = await validateInputs(engine, spec, dir, (l) => said.push(l));
  t.same(found, { inputs: 2, validators: 1, failed: [{ path: 'data/secret/2.in', validator: 'input_validators/at_most.py', result: 'INVALID', note: '40 > 20' }] });
  t.same(said, found.failed, 'each said as found');
  const wide = await validateInputs(engine, { ...spec, inputs: inputs(['max=100']) }, dir);
  t.same(wide.failed, [], 'a larger max accepts both');
});

t.test('Kattis protocol: an exit code of neither meaning, and a validator that does not build, are the validator\'s failure', async (t) => {
  const found = await validateInputs(engine, {
    validators: [
      { path: 'input_validators/zero.py', language: 'Python3', code: 'print("looks fine")\n', protocol: 'kattis' },
      { path: 'input_validators/broken.c', language: 'C', code: 'int main(void) { return nope; }\n', protocol: 'kattis' },
    ],
    inputs: inputs([]).slice(0, 1),
  }, dir);
  t.equal(found.failed.length, 2);
  t.match(found.failed[0], { validator: 'input_validators/zero.py', result: 'ERROR', note: 'input validator exited with code 0 (42 valid, 43 invalid): looks fine' });
  t.match(found.failed[1], { validator: 'input_validators/broken.c', result: 'ERROR', note: /^the input validator does not compile:\n.*nope/s });
});

t.test('testlib protocol: exit 0 valid, FAIL (3) invalid, with --testset and --group as Polygon passes them', async (t) => {
  const found = await validateInputs(engine, {
    validators: [{ path: 'files/val.c', language: 'C', code: TESTLIB, protocol: 'testlib' }], inputs: inputs(['--testset', 'tests']),
  }, dir);
  t.same(found.failed, [{ path: 'data/secret/2.in', validator: 'files/val.c', result: 'INVALID', note: 'FAIL a = 40 is over 10 in group 2' }]);
  const bare = await validateInputs(engine, { validators: [{ path: 'files/val.c', language: 'C', code: TESTLIB, protocol: 'testlib' }], inputs: inputs([]).slice(0, 1) }, dir);
  t.same(bare.failed.map((f) => f.note), ['FAIL no --testset tests'], 'what the validator was called with is what the spec says');
});

t.test('each validator with its own arguments (2023-07 input_validator_args as a map)', async (t) => {
  const atMost = (name: string) => ({ path: `input_validators/${name}`, language: 'Python3', code: AT_MOST, protocol: 'kattis' as const });
  const [low, high] = [atMost('low'), atMost('high')];
  // each fails without its max=: the one given to the other must not reach it
  const mapped = await validateInputs(engine, {
    validators: [low, high],
    inputs: inputs([]).map((i) => ({ ...i, argsByValidator: { [low.path]: ['max=20'], [high.path]: ['max=100'] } })),
  }, dir);
  t.same(mapped, { inputs: 2, validators: 2, failed: [{ path: 'data/secret/2.in', validator: 'input_validators/low', result: 'INVALID', note: '40 > 20' }] });
});

t.test('the schemas: a spec and a result with input validation, and a result without it (a judge node before them)', async (t) => {
  const spec = {
    task: (({ language: _l, code: _c, ...rest }) => rest)(task({ language: 'C', code: '' })), cases: [], solutions: [], maxTimeLimitMs: 10_000,
    inputValidation: { validators: [{ path: 'v.py', language: 'Python3', code: '', protocol: 'kattis' }], inputs: inputs([]) },
  };
  t.ok(Value.Check(VerifySpec, spec));
  t.notOk(Value.Check(VerifySpec, { ...spec, inputValidation: { ...spec.inputValidation, validators: [] } }), 'input validation names at least one validator');
  const result = { solutions: [], timeLimit: { ms: 1000, source: 'package' } };
  t.ok(Value.Check(VerifyResult, result));
  t.ok(Value.Check(VerifyResult, { ...result, inputs: { inputs: 2, validators: 1, failed: [{ path: 'a', validator: 'v', result: 'INVALID', note: '' }] } }));
});
