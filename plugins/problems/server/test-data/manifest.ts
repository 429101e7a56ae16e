// The test data manifest judge nodes fetch (judge-runners/worker/src/protocol.ts): the cases
// of the info file and a sha256 per file, named by a hash of the whole.
import { createHash } from 'node:crypto';
import type { TestDataManifest, TestDataFile } from '@oj/judge-worker/protocol';
import type { JudgeCaseMode, JudgeMode, TestCase } from '@oj/judge-engine';

export type { TestDataManifest };

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** protocol.ts: sha256 of the manifest's canonical JSON without `hash` (the worker's testDataHash) */
export function testDataHash(m: Omit<TestDataManifest, 'hash'>): string {
  const { problemId, version, judgeMode, judgeCaseMode, cases, files } = m;
  return sha256(Buffer.from(JSON.stringify({ problemId, version, judgeMode, judgeCaseMode, cases, files })));
}

export interface ManifestContent {
  judgeMode?: JudgeMode;
  judgeCaseMode?: JudgeCaseMode;
  cases: TestCase[];
  files: TestDataFile[];
}

/** whether two manifests describe the same data (the version and hash aside) */
export function sameContent(a: ManifestContent, b: ManifestContent): boolean {
  const pick = (m: ManifestContent) => JSON.stringify([m.judgeMode, m.judgeCaseMode, m.cases, m.files]);
  return pick(a) === pick(b);
}

export function makeManifest(problemId: number, version: string, content: ManifestContent): TestDataManifest {
  const body = { problemId, version, judgeMode: content.judgeMode, judgeCaseMode: content.judgeCaseMode, cases: content.cases, files: content.files };
  return { ...body, hash: testDataHash(body) };
}

/** a case version newer than the last one (reference problem.case_version is a timestamp) */
export function nextVersion(previous: string | null | undefined): string {
  const last = Number(previous) || 0;
  return String(Math.max(Date.now(), last + 1));
}
