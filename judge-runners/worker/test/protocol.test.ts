import t from 'tap';
import { Value } from '@sinclair/typebox/value';
import { JudgeJob, JudgeResultMessage, finalResultJobId, PROTOCOL_VERSION, JUDGE_QUEUE, JUDGE_RESULTS_QUEUE } from '../src/index.ts';

export const sampleJob = {
  protocolVersion: PROTOCOL_VERSION,
  submissionId: 12,
  attempt: 1,
  testData: { problemId: 3, version: '1', hash: 'a'.repeat(64) },
  task: {
    language: 'C++', code: 'int main(){}', problemType: 'ACM', timeLimitMs: 1000, memoryLimitMb: 256,
    judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: false,
  },
};

t.test('queues are named judge and judge-results', async (t) => {
  t.equal(JUDGE_QUEUE, 'judge');
  t.equal(JUDGE_RESULTS_QUEUE, 'judge-results');
});

t.test('a judge job carries submission, attempt, test data reference and the task', async (t) => {
  t.ok(Value.Check(JudgeJob, sampleJob));
  t.notOk(Value.Check(JudgeJob, { ...sampleJob, attempt: 0 }), 'attempts count from 1');
  t.notOk(Value.Check(JudgeJob, { ...sampleJob, task: { ...sampleJob.task, judgeCaseMode: 'fastest' } }), 'case modes are the spec\'s');
  t.notOk(Value.Check(JudgeJob, { ...sampleJob, task: { ...sampleJob.task, fileIO: { inputName: '../x', outputName: 'o' } } }), 'file-IO names are plain');
});

t.test('results are progress messages or one final message per submission attempt', async (t) => {
  const header = { protocolVersion: PROTOCOL_VERSION, submissionId: 12, attempt: 2, judger: 'node-a', sentAt: 1 };
  t.ok(Value.Check(JudgeResultMessage, { ...header, kind: 'progress', status: 7, caseIndex: 1, caseCount: 3 }));
  t.notOk(Value.Check(JudgeResultMessage, { ...header, kind: 'progress', status: 0 }), 'progress is Compiling or Judging only');
  t.equal(finalResultJobId(12, 2), 'final:12:2');
});
