import t from 'tap';
import { Value } from '@sinclair/typebox/value';
import {
  CompileJob, CompileResultMessage, JudgeJob, JudgeResultMessage, JudgeResultsQueueMessage, TestRunJob, compileJobId, featuresOf, finalResultJobId, missingFeatures, testRunJobId, unsupportedMessage,
  PROTOCOL_VERSION, JUDGE_COMPILE_RESULTS_QUEUE, JUDGE_QUEUE, JUDGE_RESULTS_QUEUE, JUDGE_TEST_QUEUE,
} from '../src/index.ts';

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

t.test('a job names the features its task needs; a node lacking one says so', async (t) => {
  t.same(featuresOf({}), [], 'a task of version 1 needs nothing more');
  t.same(featuresOf({ validationPasses: 2 }), ['multi-pass']);
  t.same(featuresOf({ outputLimitMb: 8 }), ['output-limit']);
  t.same(featuresOf({ caseJudging: { '1.in': { checkerFlags: ['loose'] } } }), ['case-judging']);
  t.same(featuresOf({ caseJudging: {} }), [], 'no case of its own: nothing');
  t.same(featuresOf({ validationPasses: 2, outputLimitMb: 8, caseJudging: { '1.in': {} } }), ['multi-pass', 'output-limit', 'case-judging']);
  t.ok(Value.Check(JudgeJob, { ...sampleJob, requires: ['multi-pass'] }));
  t.notOk(Value.Check(JudgeJob, { ...sampleJob, requires: ['Multi Pass'] }), 'feature names are plain words');
  t.same(missingFeatures(['multi-pass']), [], 'this node judges multi-pass problems');
  t.same(missingFeatures(['multi-pass', 'teleport'], ['multi-pass']), ['teleport']);
  t.equal(unsupportedMessage(['multi-pass']), 'this judge node does not support multi-pass problems: update it');
});

t.test('results are progress messages or one final message per submission attempt', async (t) => {
  const header = { protocolVersion: PROTOCOL_VERSION, submissionId: 12, attempt: 2, judger: 'node-a', sentAt: 1 };
  t.ok(Value.Check(JudgeResultMessage, { ...header, kind: 'progress', status: 7, caseIndex: 1, caseCount: 3 }));
  t.notOk(Value.Check(JudgeResultMessage, { ...header, kind: 'progress', status: 0 }), 'progress is Compiling or Judging only');
  t.equal(finalResultJobId(12, 2), 'final:12:2');
});

t.test('test runs and checker compiles travel on judge-test, validated like judge jobs', async (t) => {
  t.equal(JUDGE_TEST_QUEUE, 'judge-test');
  t.equal(JUDGE_COMPILE_RESULTS_QUEUE, 'judge-compile-results');
  const run = { protocolVersion: PROTOCOL_VERSION, kind: 'test-run', runKey: 'TEST_JUDGE_ab12', task: sampleJob.task, input: '1 2\n', expectedOutput: null };
  t.ok(Value.Check(TestRunJob, run));
  t.ok(Value.Check(TestRunJob, { ...run, expectedOutput: '3\n' }));
  t.notOk(Value.Check(TestRunJob, { ...run, runKey: '../etc' }), 'run keys are plain');
  t.notOk(Value.Check(TestRunJob, { ...run, protocolVersion: 2 }), 'the protocol version is checked');
  t.notOk(Value.Check(TestRunJob, { ...run, input: 'x'.repeat(64 * 1024 + 1) }), 'the input is bounded');
  const compile = { protocolVersion: PROTOCOL_VERSION, kind: 'compile', requestId: 'r1', purpose: 'spj', checker: { language: 'C++', code: 'int main(){}' } };
  t.ok(Value.Check(CompileJob, compile));
  t.notOk(Value.Check(CompileJob, { ...compile, purpose: 'judge' }), 'spj or interactive');
  t.notOk(Value.Check(TestRunJob, compile), 'a compile job is not a test run');
});

t.test('their answers: a test-run result on judge-results, a compile result on its own queue', async (t) => {
  const outcome = { status: 0, timeMs: 1, memoryKb: 1024, stderr: '', userOutput: '3\n' };
  const result = { protocolVersion: PROTOCOL_VERSION, kind: 'test-run', runKey: 'TEST_JUDGE_ab12', judger: 'node-a', sentAt: 1, outcome };
  t.ok(Value.Check(JudgeResultsQueueMessage, result));
  t.notOk(Value.Check(JudgeResultMessage, result), 'submission results stay progress or final');
  t.notOk(Value.Check(JudgeResultsQueueMessage, { ...result, outcome: { ...outcome, userOutput: undefined } }), 'an incomplete outcome is dropped');
  t.ok(Value.Check(CompileResultMessage, { protocolVersion: PROTOCOL_VERSION, kind: 'compile', requestId: 'r1', judger: 'node-a', sentAt: 1, ok: false, message: 'error: x' }));
  t.equal(testRunJobId('TEST_JUDGE_ab12'), 'test-run-TEST_JUDGE_ab12');
  t.equal(compileJobId('r1'), 'compile-r1');
});
