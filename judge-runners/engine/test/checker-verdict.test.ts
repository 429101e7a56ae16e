import t from 'tap';
import { checkerVerdict, JudgeStatus } from '../src/index.ts';

const v = (exitCode: number | null, stderr = '', stdout = '') => checkerVerdict({ exitCode, stderr, stdout });

t.test('the reference exit codes: 0/100 AC, 101 PE, 102 WA, 103 SE', async (t) => {
  t.equal(v(0).status, JudgeStatus.ACCEPTED);
  t.equal(v(100).status, JudgeStatus.ACCEPTED);
  t.equal(v(101).status, JudgeStatus.PRESENTATION_ERROR);
  t.equal(v(102).status, JudgeStatus.WRONG_ANSWER);
  t.equal(v(103).status, JudgeStatus.SYSTEM_ERROR);
});

t.test('exit 99 is a partial score with the percentage on stdout', async (t) => {
  t.match(v(99, '', '50.0\n'), { status: JudgeStatus.PARTIAL_ACCEPTED, fraction: 0.5 });
  t.match(v(99, '', '100'), { status: JudgeStatus.ACCEPTED, fraction: 1 });
  t.match(v(99, '', '0'), { status: JudgeStatus.WRONG_ANSWER, fraction: 0 });
  t.equal(v(99, '', 'lots').status, JudgeStatus.SYSTEM_ERROR);
});

t.test('testlib checkers: exit codes with their stderr text', async (t) => {
  t.match(v(0, 'ok 1 number\n'), { status: JudgeStatus.ACCEPTED, message: 'ok 1 number' });
  t.match(v(1, 'wrong answer expected 3, found 4\n'), { status: JudgeStatus.WRONG_ANSWER, message: /expected 3/ });
  t.equal(v(2, 'wrong output format Unexpected end of file\n').status, JudgeStatus.PRESENTATION_ERROR);
  t.equal(v(3, 'FAIL answer file is broken\n').status, JudgeStatus.SYSTEM_ERROR);
  t.match(v(7, 'points 0.25 partial\n'), { status: JudgeStatus.PARTIAL_ACCEPTED, fraction: 0.25 });
  t.match(v(16, 'partially correct (40) ...\n'), { status: JudgeStatus.PARTIAL_ACCEPTED, fraction: 0.4 });
});

t.test('testlib _pc(N) exits with N itself, so its text decides even for 0, 1 and 99', async (t) => {
  t.match(v(30, 'partially correct (30) one off\n'), { status: JudgeStatus.PARTIAL_ACCEPTED, fraction: 0.3, message: 'partially correct (30) one off' });
  t.match(v(0, 'partially correct (0) nothing right\n'), { status: JudgeStatus.WRONG_ANSWER, fraction: 0 });
  t.match(v(1, 'partially correct (1)\n'), { status: JudgeStatus.PARTIAL_ACCEPTED, fraction: 0.01 });
  t.match(v(99, 'partially correct (99)\n'), { status: JudgeStatus.PARTIAL_ACCEPTED, fraction: 0.99 });
});

t.test('a checker that crashes or exits with an unknown code is a System Error', async (t) => {
  t.equal(v(null).status, JudgeStatus.SYSTEM_ERROR);
  t.equal(v(42, 'segfault?').status, JudgeStatus.SYSTEM_ERROR);
});
