export { JudgeEngine, type JudgeEngineOptions, type TestDataLocation } from './engine.ts';
export * from './schema.ts';
export { JudgeStatus, JUDGE_STATUS_SHORT, isFailing, type JudgeStatusCode } from './verdicts.ts';
export { compareOutput, stripEndBlanks } from './compare.ts';
export { checkerVerdict, type CheckerVerdict } from './checker-verdict.ts';
export { runCases, SKIPPED_MESSAGE, BUDGET_MESSAGE } from './case-modes.ts';
export { aggregate, caseScore } from './scoring.ts';
export { readTestData, parseTestDataInfo, pairTestFiles, evenScores, TestDataInfo, DEFAULT_TOTAL_SCORE, type TestDataSet } from './test-data.ts';
export * as engineLimits from './limits.ts';
