// Running a site: database, web node, optional judge node child, first super admin, shutdown.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, ensureFirstSuperAdmin, type LoadedConfig } from '@oj/kernel';
import { openDatabase } from './database.ts';

const OJ_BIN = fileURLToPath(new URL('../bin/oj.js', import.meta.url));
const JUDGE_COMMAND = new URL('./commands/judge.ts', import.meta.url);
/**
 * The embedded judge child shares the machine with its site: a short lock and stalled check, so a
 * job of a child that died (or was restarted) is judged again within seconds, not 30–45 s.
 */
const EMBEDDED_JUDGE_LOCK_MS = 5000;
const EMBEDDED_JUDGE_STALLED_CHECK_MS = 1000;

function banner(lines: string[]): void {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  console.log(`\n${'='.repeat(width)}\n${lines.map((l) => `  ${l}`).join('\n')}\n${'='.repeat(width)}\n`);
}

export async function runSite(config: LoadedConfig, opts: { judge: boolean }): Promise<void> {
  const database = await openDatabase(config, { childProcess: true });
  let node;
  try {
    node = await buildApp({ config, databaseUrl: database.url });
  } catch (err) {
    await database.close();
    throw err;
  }
  const { app, kernel } = node;
  const first = await ensureFirstSuperAdmin(kernel.db, config.passwordCost);
  if (first) {
    banner(['A super admin was created for this new site. The password is shown only this once:', `  username: ${first.username}`, `  password: ${first.password}`, 'Sign in at /admin/login and change it in your settings.']);
  }
  const address = await app.listen({ port: config.port, host: config.host });

  let judge: ChildProcess | undefined;
  if (opts.judge && existsSync(JUDGE_COMMAND)) {
    const secrets = await kernel.settings.group('secrets');
    judge = fork(OJ_BIN, ['judge'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: database.url, REDIS_URL: config.redisUrl ?? '', OJ_JUDGE_TOKEN: secrets.judgeToken, OJ_WEB_URL: address.replace('0.0.0.0', '127.0.0.1'), OJ_DATA_DIR: config.dataDir,
        OJ_JUDGE_LOCK_MS: process.env.OJ_JUDGE_LOCK_MS ?? String(EMBEDDED_JUDGE_LOCK_MS),
        OJ_JUDGE_STALLED_CHECK_MS: process.env.OJ_JUDGE_STALLED_CHECK_MS ?? String(EMBEDDED_JUDGE_STALLED_CHECK_MS),
      },
    });
  }
  console.log(`OJ is up at ${address} (database: ${database.embedded ? `embedded in ${config.dataDir}` : 'PostgreSQL'}, queue: ${config.redisUrl ? 'Redis' : 'PostgreSQL'}${judge ? ', judge node started' : ''})`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    judge?.kill('SIGTERM');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
