// A real judge node for tests: the sandbox, the engine and the site's own queues.
import { join } from 'node:path';
import { JudgeEngine, readTestData } from '@oj/judge-engine';
import { openSandboxPool, startJudgeNode, type JudgeNode, type TestDataSource } from '@oj/judge-worker';
import type { TestSite } from '@oj/kernel/testing';

export interface TestJudge { node: JudgeNode; close(): Promise<void> }

/** test data read straight from the problems plugin's folder of each problem (`<root>/<prefix><pid>`) */
export function folderTestData(root: string, prefix = ''): TestDataSource {
  return {
    async get(ref) {
      const dir = join(root, `${prefix}${ref.problemId}`);
      const data = await readTestData(dir);
      return { dir, cases: data.cases, judgeMode: data.judgeMode, judgeCaseMode: data.judgeCaseMode, hash: ref.hash };
    },
  };
}

export async function startTestJudge(site: TestSite, testData: TestDataSource, judger = 'test-judge'): Promise<TestJudge> {
  const pool = await openSandboxPool(3);
  const node = startJudgeNode({ connection: site.kernel.queues.connection, engine: new JudgeEngine({ pool }), testData, concurrency: 1, judger, log: () => {} });
  return { node, async close() { await node.close(); await pool.close(); } };
}
