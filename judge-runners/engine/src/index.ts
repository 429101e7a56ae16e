export { ANSWER_LANGUAGE, answerCaseName, parseAnswers } from './answer-case.ts';
export { JudgeEngine, type JudgeEngineOptions, type TestDataLocation } from './engine.ts';
export * from './schema.ts';
export { JudgeStatus, JUDGE_STATUS_SHORT, isFailing, type JudgeStatusCode } from './verdicts.ts';
export { compareOutput, stripEndBlanks } from './compare.ts';
export { compareTokens, parseFloatToken, type TokenComparisonResult } from './token-compare.ts';
export { checkerVerdict, type CheckerVerdict } from './checker-verdict.ts';
export { PROGRAM_STOPPED_READING } from './interactive-judge.ts';
export { kattisVerdict, KATTIS_EXIT } from './kattis-validator.ts';
export { runCases, SKIPPED_MESSAGE, BUDGET_MESSAGE } from './case-modes.ts';
export { aggregate, caseScore } from './scoring.ts';
export { readTestData, parseTestDataInfo, pairTestFiles, evenScores, TestDataInfo, DEFAULT_TOTAL_SCORE, type TestDataSet } from './test-data.ts';
export * as engineLimits from './limits.ts';
export { TestRunOutcome, TEST_RUN_OUTPUT_MAX_CHARS, TEST_RUN_STDERR_MAX_CHARS, testRunStatus, truncateText } from './test-run.ts';
export {
  verifySolutions, verdictMatches, derivedTimeLimitMs, tleLimitMs, EXPECTED_VERDICTS, ExpectedVerdict, VerifySolution, DerivedTimeLimitSpec, VerifySpec,
  VerifiedSolution, VerifiedTimeLimit, VerifyResult, validateInputs, InputValidatorSpec, InputValidationSpec, VerifiedInput, VerifiedInputs,
} from './verify-solutions.ts';
export { inputVerdict, type InputValidatorProtocol, type InputVerdict } from './input-validator.ts';
