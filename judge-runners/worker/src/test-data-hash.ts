// The content hash that names a test-data set (protocol.ts): web nodes compute it when test data
// changes and put it in judge jobs; judge nodes key their disk cache with it.
import { createHash } from 'node:crypto';
import type { TestDataManifest } from './protocol.ts';

export function testDataHash(manifest: Omit<TestDataManifest, 'hash'>): string {
  const { problemId, version, judgeMode, judgeCaseMode, cases, files } = manifest;
  return createHash('sha256').update(JSON.stringify({ problemId, version, judgeMode, judgeCaseMode, cases, files })).digest('hex');
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
