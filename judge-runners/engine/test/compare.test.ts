import t from 'tap';
import { compareOutput, JudgeStatus } from '../src/index.ts';

const b = (s: string) => Buffer.from(s);

t.test('identical output is Accepted', async (t) => {
  t.equal(compareOutput(b('3\n'), b('3\n'), false), JudgeStatus.ACCEPTED);
  t.equal(compareOutput(b('3\n'), b('3\n'), true), JudgeStatus.ACCEPTED);
});

t.test('without end-blank removal, output differing only in white space is Presentation Error', async (t) => {
  t.equal(compareOutput(b('1 2\n'), b('1 2'), false), JudgeStatus.PRESENTATION_ERROR, 'missing final newline');
  t.equal(compareOutput(b('1 2\n'), b('1  2\n'), false), JudgeStatus.PRESENTATION_ERROR, 'double space');
  t.equal(compareOutput(b('1 2\n'), b('1\n2\n'), false), JudgeStatus.PRESENTATION_ERROR, 'line break instead of space');
  t.equal(compareOutput(b('1 2\n'), b('1 2 \n'), false), JudgeStatus.PRESENTATION_ERROR, 'trailing space');
});

t.test('with end-blank removal, trailing blanks of lines and of the text are ignored', async (t) => {
  t.equal(compareOutput(b('1 2\n3\n'), b('1 2   \n3'), true), JudgeStatus.ACCEPTED);
  t.equal(compareOutput(b('1 2\n3\n'), b('1 2\r\n3\r\n\n\n'), true), JudgeStatus.ACCEPTED);
});

t.test('with end-blank removal, any other white-space difference is Wrong Answer, never PE', async (t) => {
  t.equal(compareOutput(b('1 2\n'), b('1  2\n'), true), JudgeStatus.WRONG_ANSWER);
  t.equal(compareOutput(b('1 2\n'), b(' 1 2\n'), true), JudgeStatus.WRONG_ANSWER);
});

t.test('different output is Wrong Answer', async (t) => {
  t.equal(compareOutput(b('3\n'), b('4\n'), false), JudgeStatus.WRONG_ANSWER);
  t.equal(compareOutput(b('3\n'), b(''), false), JudgeStatus.WRONG_ANSWER);
  t.equal(compareOutput(b('3\n'), b('4\n'), true), JudgeStatus.WRONG_ANSWER);
});
