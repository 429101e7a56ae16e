export * from './protocol.ts';
export { testDataHash, sha256 } from './test-data-hash.ts';
export { LocalTestData, type TestDataSource, type PreparedTestData } from './test-data-source.ts';
export { HttpTestData, TestDataFetchError, type HttpTestDataOptions } from './http-test-data.ts';
export { startJudgeNode, PROGRESS_INTERVAL_MS, type JudgeNode, type JudgeNodeOptions } from './judge-node.ts';
export { openSandboxPool, defaultConcurrency, defaultSlotCount, MIN_SANDBOX_SLOTS } from './sandbox-pool.ts';
export { judgeLocal, reportOf, DEFAULT_TIME_LIMIT_MS, DEFAULT_MEMORY_LIMIT_MB, type JudgeLocalOptions, type JudgeLocalReport } from './judge-local.ts';
