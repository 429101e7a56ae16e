// oj judge: run a judge node. It takes jobs from the `judge` queue and answers on
// `judge-results`; it never connects to the site's tables.
// Environment:
//   REDIS_URL           queues in Redis (scaled-out sites), else
//   DATABASE_URL        queues in BullMQ's PostgreSQL backend (else the embedded database of OJ_DATA_DIR)
//   OJ_WEB_URL          a web node to fetch test data from (with OJ_JUDGE_TOKEN); without it the
//                       test data is read from OJ_TEST_DATA_DIR (default <OJ_DATA_DIR>/testcase)
//   OJ_JUDGE_TOKEN      the site's judge token (Authorization: Bearer …)
//   OJ_JUDGE_CACHE_DIR  test-data cache (default <OJ_DATA_DIR>/judge-cache)
//   OJ_JUDGE_CONCURRENCY, --concurrency N   submissions judged at once (default cores − 1, min 1)
//   OJ_JUDGE_NAME       this node's name in results (default the host name)
import { join, resolve } from 'node:path';
import { runningEmbeddedUrl } from '@oj/kernel';
import { queueConnection, prepareQueueStorage } from '@oj/kernel/queue';
import { JudgeEngine } from '@oj/judge-engine';
import { LanguageRegistry } from '@oj/judge-languages';
import { HttpTestData, LocalTestData, defaultConcurrency, defaultSlotCount, openSandboxPool, startJudgeNode, type TestDataSource } from '@oj/judge-worker';
import { flagString, type ParsedArgs } from '../args.ts';

function concurrencyOf(args: ParsedArgs): number {
  const raw = flagString(args, 'concurrency') ?? process.env.OJ_JUDGE_CONCURRENCY;
  if (!raw) return defaultConcurrency();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error('concurrency must be a positive integer');
  return n;
}

function testDataSource(dataDir: string): TestDataSource {
  const webUrl = process.env.OJ_WEB_URL;
  if (webUrl) {
    const token = process.env.OJ_JUDGE_TOKEN;
    if (!token) throw new Error('OJ_WEB_URL is set but OJ_JUDGE_TOKEN is not');
    return new HttpTestData({ baseUrl: webUrl, token, cacheDir: resolve(process.env.OJ_JUDGE_CACHE_DIR ?? join(dataDir, 'judge-cache')) });
  }
  return new LocalTestData(resolve(process.env.OJ_TEST_DATA_DIR ?? join(dataDir, 'testcase')));
}

export async function run(args: ParsedArgs): Promise<void> {
  const dataDir = resolve(process.env.OJ_DATA_DIR ?? './data');
  const databaseUrl = process.env.DATABASE_URL ?? runningEmbeddedUrl(dataDir);
  if (!process.env.REDIS_URL && !databaseUrl) throw new Error('set REDIS_URL or DATABASE_URL (or start the site with `oj start` first)');
  const concurrency = concurrencyOf(args);
  const languages = process.env.OJ_LANGUAGES_FILE ? LanguageRegistry.withFile(process.env.OJ_LANGUAGES_FILE) : new LanguageRegistry();
  const pool = await openSandboxPool(Math.max(concurrency + 1, defaultSlotCount()), languages);
  const engine = new JudgeEngine({ pool, languages: new LanguageRegistry(languages.all(), (p) => pool.hasBinary(p)) });
  const unavailable = engine.languages.all().filter((l) => !engine.languages.status(l.name).available);
  for (const l of unavailable) console.warn(`oj judge: ${l.name} is unavailable on this node (missing ${engine.languages.status(l.name).missing.join(', ')})`);
  const connection = queueConnection({ redisUrl: process.env.REDIS_URL, databaseUrl: databaseUrl ?? '' });
  // a judge machine may start before any web node has created the queue tables
  await prepareQueueStorage(connection);
  const node = startJudgeNode({ connection, engine, testData: testDataSource(dataDir), concurrency, judger: process.env.OJ_JUDGE_NAME });
  console.log(`oj judge: ${concurrency} at once, ${pool.size} sandbox slots (${pool.mode} mode), languages: ${engine.languages.availableNames().join(', ')}`);
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
