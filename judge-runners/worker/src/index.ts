export * from './protocol.ts';
export { testDataHash, sha256 } from './test-data-hash.ts';
export {
  LocalTestData, localTestDataRoot, TEST_DATA_SUBDIR, PROBLEM_DIR_PREFIX, TestDataUnavailableError, type TestDataSource, type PreparedTestData, type PackageFileSource,
} from './test-data-source.ts';
export { HttpTestData, TestDataFetchError, type HttpTestDataOptions } from './http-test-data.ts';
export {
  startJudgeNode, failureMessage, PROGRESS_INTERVAL_MS, JOB_LOCK_MS, STALLED_CHECK_MS, MIN_JOB_LOCK_MS, MIN_STALLED_CHECK_MS, MAX_STALLED_COUNT,
  TEST_DATA_RETRY_MS, type JudgeNode, type JudgeNodeOptions,
} from './judge-node.ts';
export { DEFAULT_TEST_CONCURRENCY } from './test-lane.ts';
export { openSandboxPool, defaultConcurrency, defaultSlotCount, MIN_SANDBOX_SLOTS } from './sandbox-pool.ts';
export { judgeLocal, reportOf, DEFAULT_TIME_LIMIT_MS, DEFAULT_MEMORY_LIMIT_MB, type JudgeLocalOptions, type JudgeLocalReport } from './judge-local.ts';
export { startHeartbeat, heartbeatOf, type Heartbeat, type HeartbeatOptions } from './heartbeat.ts';
