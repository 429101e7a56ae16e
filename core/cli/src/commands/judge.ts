// oj judge: run a judge node. It takes jobs from the `judge` queue and answers on
// `judge-results`; it never connects to the site's tables.
// Environment:
//   REDIS_URL           queues in Redis (scaled-out sites), with OJ_REDIS_PREFIX (default oj) when
//                       several sites share one Redis; else
//   DATABASE_URL        queues in BullMQ's PostgreSQL backend (else the embedded database of OJ_DATA_DIR)
//   OJ_WEB_URL          a web node to fetch test data from (with OJ_JUDGE_TOKEN); without it the
//                       test data is read in place from OJ_TEST_DATA_DIR (default
//                       <OJ_DATA_DIR>/problems/testcase, the web node's own layout: problem_<pid>/)
//   OJ_JUDGE_TOKEN      the site's judge token (Authorization: Bearer …)
//   OJ_JUDGE_CACHE_DIR  test-data cache (default <OJ_DATA_DIR>/judge-cache)
//   OJ_JUDGE_CONCURRENCY, --concurrency N   submissions judged at once (default cores − 1, min 1)
//   OJ_JUDGE_TEST_CONCURRENCY, --test-concurrency N   test runs and checker compiles at once (default 1; 0: none)
//   OJ_JUDGE_LOCK_MS, --lock-ms N           job lock, renewed while the node lives (default 30000)
//   OJ_JUDGE_STALLED_CHECK_MS, --stalled-check-ms N   how often stalled jobs are looked for (default 15000)
//   OJ_JUDGE_NAME       this node's name in results (default the host name)
import { join, resolve } from 'node:path';
import { runningEmbeddedUrl } from '@oj/kernel';
import { queueConnection, prepareQueueStorage } from '@oj/kernel/queue';
import { JudgeEngine } from '@oj/judge-engine';
import { LanguageRegistry } from '@oj/judge-languages';
import {
  DEFAULT_TEST_CONCURRENCY, HttpTestData, JOB_LOCK_MS, LocalTestData, MIN_JOB_LOCK_MS, MIN_STALLED_CHECK_MS, STALLED_CHECK_MS,
  defaultConcurrency, defaultSlotCount, localTestDataRoot, openSandboxPool, startJudgeNode, type TestDataSource,
} from '@oj/judge-worker';
import { flagString, type ParsedArgs } from '../args.ts';

/** a whole-number setting from its flag, else its environment variable, else the default */
export function intSetting(args: ParsedArgs, flag: string, env: string, fallback: number, min: number): number {
  const raw = flagString(args, flag) ?? process.env[env];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${flag} (${env}) must be a whole number of at least ${min}`);
  return n;
}

export interface JudgeNodeSettings {
  concurrency: number;
  testConcurrency: number;
  lockMs: number;
  stalledCheckMs: number;
}

export function judgeNodeSettings(args: ParsedArgs): JudgeNodeSettings {
  return {
    concurrency: intSetting(args, 'concurrency', 'OJ_JUDGE_CONCURRENCY', defaultConcurrency(), 1),
    testConcurrency: intSetting(args, 'test-concurrency', 'OJ_JUDGE_TEST_CONCURRENCY', DEFAULT_TEST_CONCURRENCY, 0),
    lockMs: intSetting(args, 'lock-ms', 'OJ_JUDGE_LOCK_MS', JOB_LOCK_MS, MIN_JOB_LOCK_MS),
    stalledCheckMs: intSetting(args, 'stalled-check-ms', 'OJ_JUDGE_STALLED_CHECK_MS', STALLED_CHECK_MS, MIN_STALLED_CHECK_MS),
  };
}

function testDataSource(dataDir: string): TestDataSource {
  const webUrl = process.env.OJ_WEB_URL;
  if (webUrl) {
    const token = process.env.OJ_JUDGE_TOKEN;
    if (!token) throw new Error('OJ_WEB_URL is set but OJ_JUDGE_TOKEN is not');
    return new HttpTestData({ baseUrl: webUrl, token, cacheDir: resolve(process.env.OJ_JUDGE_CACHE_DIR ?? join(dataDir, 'judge-cache')) });
  }
  return new LocalTestData(resolve(process.env.OJ_TEST_DATA_DIR ?? localTestDataRoot(dataDir)));
}

export async function run(args: ParsedArgs): Promise<void> {
  const dataDir = resolve(process.env.OJ_DATA_DIR ?? './data');
  const databaseUrl = process.env.DATABASE_URL ?? runningEmbeddedUrl(dataDir);
  if (!process.env.REDIS_URL && !databaseUrl) throw new Error('set REDIS_URL or DATABASE_URL (or start the site with `oj start` first)');
  const settings = judgeNodeSettings(args);
  const { concurrency } = settings;
  const languages = process.env.OJ_LANGUAGES_FILE ? LanguageRegistry.withFile(process.env.OJ_LANGUAGES_FILE) : new LanguageRegistry();
  const pool = await openSandboxPool(Math.max(concurrency + settings.testConcurrency + 1, defaultSlotCount()), languages);
  const engine = new JudgeEngine({ pool, languages: new LanguageRegistry(languages.all(), (p) => pool.hasBinary(p)) });
  const unavailable = engine.languages.all().filter((l) => !engine.languages.status(l.name).available);
  for (const l of unavailable) console.warn(`oj judge: ${l.name} is unavailable on this node (missing ${engine.languages.status(l.name).missing.join(', ')})`);
  const connection = queueConnection({ redisUrl: process.env.REDIS_URL, databaseUrl: databaseUrl ?? '', prefix: process.env.OJ_REDIS_PREFIX || undefined });
  // a judge machine may start before any web node has created the queue tables
  await prepareQueueStorage(connection);
  const testData = testDataSource(dataDir);
  // a package verified for a web node comes from the web node, as test data does over HTTP
  const packageFiles = testData instanceof HttpTestData ? testData : undefined;
  const node = startJudgeNode({ connection, engine, testData, packageFiles, judger: process.env.OJ_JUDGE_NAME, ...settings });
  console.log(`oj judge: ${concurrency} at once (+${settings.testConcurrency} test runs), ${pool.size} sandbox slots (${pool.mode} mode), lock ${settings.lockMs} ms, stalled check every ${settings.stalledCheckMs} ms, languages: ${engine.languages.availableNames().join(', ')}`);
  await new Promise<void>((done) => {
    const stop = () => { process.off('SIGINT', stop); process.off('SIGTERM', stop); done(); };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    // started by `oj start`: never outlive it (an orphaned node would keep its sandbox slots)
    if (process.send) process.once('disconnect', stop);
  });
  await node.close();
  await connection.close();
  await pool.close();
}
