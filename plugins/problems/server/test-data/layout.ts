// Where test data lives under the site's data dir (never a path from a client):
//   problems/testcase/problem_<pid>/     a problem's files and its reference `info` file
//   problems/uploads/<token>/            an extracted zip waiting to be saved into a problem
import { join } from 'node:path';

export const UPLOAD_TOKEN_PATTERN = '^[0-9a-f]{32}$';
/** protocol.ts TestDataFile: the names a judge node accepts */
export const TEST_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;

export function testCaseRoot(dataDir: string): string {
  return join(dataDir, 'problems', 'testcase');
}

export function testCaseDir(dataDir: string, pid: number): string {
  return join(testCaseRoot(dataDir), `problem_${pid}`);
}

export function uploadRoot(dataDir: string): string {
  return join(dataDir, 'problems', 'uploads');
}

export function uploadDir(dataDir: string, token: string): string {
  if (!new RegExp(UPLOAD_TOKEN_PATTERN).test(token)) throw new Error('bad upload token');
  return join(uploadRoot(dataDir), token);
}
