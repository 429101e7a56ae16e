// The Kattis default output validator's rules (token-compare.ts): tokens, case, white space,
// float tolerances, and the messages naming the token.
import t from 'tap';
import { compareTokens, JudgeStatus, parseFloatToken, type OutputComparison } from '../src/index.ts';

const b = (s: string) => Buffer.from(s, 'latin1');
const loose: OutputComparison = { caseSensitive: false, spaceChangeSensitive: false };
const compare = (expected: string, actual: string, comparison: Partial<OutputComparison> = {}) =>
  compareTokens(b(expected), b(actual), { ...loose, ...comparison });
const AC = { status: JudgeStatus.ACCEPTED, message: '' };

t.test('tokens are compared, white space between them only separates them', async (t) => {
  t.same(compare('1 2\n3\n', '1 2\n3\n'), AC);
  t.same(compare('1 2\n3\n', '  1\n\n2    3'), AC, 'any white space, leading and trailing too');
  t.same(compare('1 2\n', '1\t2\v\f'), AC, 'tab, vertical tab and form feed are white space');
  t.same(compare('12\n', '1 2\n'), { status: JudgeStatus.WRONG_ANSWER, message: 'token 1: expected 12, got 1' });
  t.same(compare('1 2 3 4\n', '1 2 5 4\n'), { status: JudgeStatus.WRONG_ANSWER, message: 'token 3: expected 3, got 5' });
});

t.test('CRLF line ends are white space like LF', async (t) => {
  t.same(compare('1 2\n3\n', '1 2\r\n3\r\n'), AC);
  t.same(compare('yes\r\n', 'yes\n'), AC, 'in the answer as well');
  t.equal(compare('1 2\n3\n', '1 2\r\n3\r\n', { spaceChangeSensitive: true }).status, JudgeStatus.WRONG_ANSWER, 'but not when white space counts');
});

t.test('missing and extra tokens are Wrong Answer, named by the token', async (t) => {
  t.same(compare('1 2 3 4\n', '1 2 3\n'), { status: JudgeStatus.WRONG_ANSWER, message: 'the output ended early at token 4' });
  t.same(compare('1 2 3 4\n', ''), { status: JudgeStatus.WRONG_ANSWER, message: 'the output ended early at token 1' });
  t.same(compare('1 2 3 4\n', '1 2 3 4 5\n'), { status: JudgeStatus.WRONG_ANSWER, message: 'extra output after token 4' });
});

t.test('an empty expected answer accepts empty output and white space only', async (t) => {
  t.same(compare('', ''), AC);
  t.same(compare('', '\n  \n'), AC);
  t.same(compare('\n', ''), AC);
  t.same(compare('', '0\n'), { status: JudgeStatus.WRONG_ANSWER, message: 'extra output where none was expected' });
  t.same(compare('', '', { spaceChangeSensitive: true }), AC);
  t.same(compare('\n', '', { spaceChangeSensitive: true }), { status: JudgeStatus.WRONG_ANSWER, message: 'white space: expected "\\n", got ""' });
});

t.test('case is ignored by default (ASCII letters only), and counts when caseSensitive', async (t) => {
  t.same(compare('Yes\n', 'YES\n'), AC);
  t.same(compare('Impossible\n', 'impossible\n'), AC);
  t.same(compare('Yes\n', 'YES\n', { caseSensitive: true }), { status: JudgeStatus.WRONG_ANSWER, message: 'token 1: expected Yes, got YES' });
  t.same(compare('Yes\n', 'Yes\n', { caseSensitive: true }), AC);
  t.equal(compare('\xe9\n', '\xc9\n').status, JudgeStatus.WRONG_ANSWER, 'strcasecmp in the C locale folds ASCII only');
  t.equal(compare('[\n', '{\n').status, JudgeStatus.WRONG_ANSWER, 'brackets are not letters');
});

t.test('spaceChangeSensitive: the white space must be identical, everywhere', async (t) => {
  const exact = { spaceChangeSensitive: true };
  t.same(compare('1 2\n3\n', '1 2\n3\n', exact), AC);
  t.same(compare('1 2\n3\n', '1  2\n3\n', exact), { status: JudgeStatus.WRONG_ANSWER, message: 'white space before token 2: expected " ", got "  "' });
  t.same(compare('1 2\n3\n', '1 2 3\n', exact), { status: JudgeStatus.WRONG_ANSWER, message: 'white space before token 3: expected "\\n", got " "' });
  t.same(compare('1 2\n', '1 2', exact), { status: JudgeStatus.WRONG_ANSWER, message: 'white space after token 2: expected "\\n", got ""' });
  t.same(compare('1 2\n', '1 2\n\n', exact), { status: JudgeStatus.WRONG_ANSWER, message: 'white space after token 2: expected "\\n", got "\\n\\n"' });
  t.same(compare('1 2\n', ' 1 2\n', exact), { status: JudgeStatus.WRONG_ANSWER, message: 'white space before token 1: expected "", got " "' });
  t.same(compare('a b\n', 'A B\n', exact), AC, 'case still ignored');
  t.same(compare('1 2\n', '1 2\n3\n', exact), { status: JudgeStatus.WRONG_ANSWER, message: 'extra output after token 2' });
});

t.test('parseFloatToken reads what strtod reads whole', async (t) => {
  const cases: Array<[string, number | null]> = [
    ['1', 1], ['-7', -7], ['+2.0', 2], ['3.333E-1', 0.3333], ['1e5', 100000], ['.5', 0.5], ['5.', 5], ['-0.25e+2', -25],
    ['inf', Infinity], ['-inf', -Infinity], ['+INF', Infinity], ['Infinity', Infinity], ['-infinity', -Infinity],
    ['abc', null], ['1.2.3', null], ['1e', null], ['e5', null], ['.', null], ['', null], ['--1', null], ['1,5', null], ['0x10', null], ['infinit', null],
  ];
  for (const [token, value] of cases) t.equal(parseFloatToken(token), value, JSON.stringify(token));
  t.ok(Number.isNaN(parseFloatToken('nan')), 'nan');
  t.ok(Number.isNaN(parseFloatToken('-NaN')), '-NaN');
});

t.test('with an absolute tolerance, numbers within it are equal', async (t) => {
  const abs = { floatAbsoluteTolerance: 1e-6 };
  t.same(compare('2.5\n', '2.5000001\n', abs), AC);
  t.same(compare('2.5\n', '2.4999995\n', abs), AC);
  t.same(compare('2.5\n', '+2.50\n', abs), AC, 'another spelling of the same number');
  t.same(compare('2.5\n', '25e-1\n', abs), AC);
  t.same(compare('2.5\n', '2.7\n', abs), { status: JudgeStatus.WRONG_ANSWER, message: 'token 1: expected 2.5, got 2.7' });
  t.same(compare('1 2.5\n', '1 2.50001\n', abs), { status: JudgeStatus.WRONG_ANSWER, message: 'token 2: expected 2.5, got 2.50001' });
  t.same(compare('0\n', '1e-7\n', abs), AC, 'near zero the absolute tolerance still accepts');
  t.same(compare('1\n', '1\n', { floatAbsoluteTolerance: 0 }), AC, 'zero tolerance: exactly equal');
  t.same(compare('1\n', '1.0\n', { floatAbsoluteTolerance: 0 }), AC, 'zero tolerance compares values, not spellings');
});

t.test('with a relative tolerance, the difference is measured against the judge\'s value', async (t) => {
  const rel = { floatRelativeTolerance: 1e-3 };
  t.same(compare('1000\n', '1000.9\n', rel), AC);
  t.equal(compare('1000\n', '1001.1\n', rel).status, JudgeStatus.WRONG_ANSWER);
  t.same(compare('0.001\n', '0.0010009\n', rel), AC);
  t.equal(compare('0\n', '1e-9\n', rel).status, JudgeStatus.WRONG_ANSWER, 'against 0 only 0 is within a relative tolerance');
  t.equal(compare('1e-9\n', '0\n', rel).status, JudgeStatus.WRONG_ANSWER);
});

t.test('with both tolerances, either one suffices', async (t) => {
  const both = { floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 };
  t.same(compare('0\n', '0.0000005\n', both), AC, 'absolute accepts where relative cannot');
  t.same(compare('1e9\n', '1000000500\n', both), AC, 'relative accepts where absolute cannot');
  t.equal(compare('1e9\n', '1000002000\n', both).status, JudgeStatus.WRONG_ANSWER);
});

t.test('with a tolerance, a number is expected where the judge has one; other tokens are strings', async (t) => {
  const abs = { floatAbsoluteTolerance: 0.01 };
  t.same(compare('2.5\n', 'two\n', abs), { status: JudgeStatus.WRONG_ANSWER, message: 'token 1: expected 2.5, got two (not a number)' });
  t.same(compare('2.5\n', '2.5x\n', abs), { status: JudgeStatus.WRONG_ANSWER, message: 'token 1: expected 2.5, got 2.5x (not a number)' });
  t.same(compare('Case #1: 2.5\n', 'case #1: 2.501\n', abs), AC, 'words compare as strings, without case');
  t.equal(compare('Case #1: 2.5\n', 'Case #2: 2.5\n', abs).status, JudgeStatus.WRONG_ANSWER, 'a word that is not a number is not compared as one');
  t.equal(compare('POSSIBLE\n', '0\n', abs).status, JudgeStatus.WRONG_ANSWER);
});

t.test('without a tolerance, numbers are strings', async (t) => {
  t.same(compare('1.0\n', '1.00\n'), { status: JudgeStatus.WRONG_ANSWER, message: 'token 1: expected 1.0, got 1.00' });
  t.same(compare('inf\n', 'INF\n'), AC, 'as strings, case ignored');
});

t.test('inf equals inf of the same sign, nan equals nan', async (t) => {
  const abs = { floatAbsoluteTolerance: 1e-6 };
  t.same(compare('inf\n', 'inf\n', abs), AC);
  t.same(compare('inf\n', 'Infinity\n', abs), AC);
  t.same(compare('-inf\n', '-INF\n', abs), AC);
  t.same(compare('inf\n', '-inf\n', abs), { status: JudgeStatus.WRONG_ANSWER, message: 'token 1: expected inf, got -inf' });
  t.equal(compare('inf\n', '1e308\n', abs).status, JudgeStatus.WRONG_ANSWER);
  t.equal(compare('1e308\n', 'inf\n', abs).status, JudgeStatus.WRONG_ANSWER);
  t.same(compare('nan\n', 'NaN\n', abs), AC);
  t.equal(compare('nan\n', '0\n', abs).status, JudgeStatus.WRONG_ANSWER);
  t.equal(compare('0\n', 'nan\n', abs).status, JudgeStatus.WRONG_ANSWER, 'nan is never within a tolerance of a number');
  t.equal(compare('1\n', 'nan\n', { floatRelativeTolerance: 1 }).status, JudgeStatus.WRONG_ANSWER);
});

t.test('long tokens are cut in the message', async (t) => {
  const long = 'x'.repeat(10_000);
  const result = compare(`${long}a\n`, `${long}b\n`);
  t.equal(result.status, JudgeStatus.WRONG_ANSWER);
  t.ok(result.message.length < 200, `short message (${result.message.length} chars)`);
  t.match(result.message, /^token 1: expected x+…, got x+…$/);
});

// a quadratic comparison would not end within the file's time limit; how fast it is is not
// asserted here (a timed assertion fails on a busy machine, not on slow code)
t.test('huge outputs compare whole: 2 million tokens, CR LF for spaces, one 32 MB token', async (t) => {
  const count = 2_000_000;
  const numbers = Array.from({ length: count }, (_, i) => String(i % 1000 / 8)).join(' ');
  const expected = Buffer.from(`${numbers}\n`);
  t.same(compareTokens(expected, Buffer.from(`${numbers}\n`), { ...loose, floatAbsoluteTolerance: 1e-9 }), AC);
  t.same(compareTokens(expected, Buffer.from(numbers.replace(/ /g, '\r\n')), loose), AC);
  const last = compareTokens(expected, Buffer.from(`${numbers} 1\n`), { ...loose, caseSensitive: true });
  t.same(last, { status: JudgeStatus.WRONG_ANSWER, message: `extra output after token ${count}` });
  const single = Buffer.alloc(32 * 1024 * 1024, 'a');
  t.same(compareTokens(single, Buffer.from(single), loose), AC, 'one 32 MB token');
});
