// Where a judge node gets a problem's test data: one interface, two sources (ARCHITECTURE §1):
// over HTTP from a web node (http-test-data.ts) or, embedded, from the site's local data dir.
import { join } from 'node:path';
import { readTestData, type JudgeCaseMode, type JudgeMode, type TestCase } from '@oj/judge-engine';
import type { TestDataRef, VerifyPackageFile } from './protocol.ts';

export interface PreparedTestData {
  /** host folder with the case files, read-only for the judge */
  dir: string;
  cases: TestCase[];
  judgeMode?: JudgeMode;
  judgeCaseMode?: JudgeCaseMode;
  /** the hash of the data actually used (may be newer than the job's) */
  hash: string;
}

export interface TestDataSource {
  /** the data; TestDataUnavailableError when its source cannot be reached now (try again later) */
  get(ref: TestDataRef): Promise<PreparedTestData>;
}

/** where a judge node gets the case files of a package it verifies for a web node (protocol.ts VerifyJob) */
export interface PackageFileSource {
  /** the bytes, checked against the file's sha256 */
  packageFile(requestId: string, file: VerifyPackageFile): Promise<Buffer>;
}

/**
 * The source of the test data is down for now (the web node did not answer, or answered that it
 * cannot serve: 5xx, 429): an outage of the site, never the submission's verdict. The judge node
 * puts the job back to be judged again.
 */
export class TestDataUnavailableError extends Error {}

/**
 * Where a site keeps test data under its data dir: the problems plugin's layout
 * (plugins/problems/server/test-data/layout.ts, the reference's `/hoj/testcase/problem_<pid>/`).
 */
export const TEST_DATA_SUBDIR = join('problems', 'testcase');
export const PROBLEM_DIR_PREFIX = 'problem_';

export function localTestDataRoot(dataDir: string): string {
  return join(dataDir, TEST_DATA_SUBDIR);
}

/**
 * A judge node beside a web node (same machine, same data dir): `<root>/problem_<problemId>/` in the
 * reference layout (pairs and an optional info file), read in place.
 */
export class LocalTestData implements TestDataSource {
  constructor(private readonly root: string) {}

  async get(ref: TestDataRef): Promise<PreparedTestData> {
    const dir = join(this.root, `${PROBLEM_DIR_PREFIX}${ref.problemId}`);
    const data = await readTestData(dir);
    return { dir, cases: data.cases, judgeMode: data.judgeMode, judgeCaseMode: data.judgeCaseMode, hash: ref.hash };
  }
}
