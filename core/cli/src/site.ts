// Running a site: database, web node, optional judge node child, first super admin, shutdown.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, ensureFirstSuperAdmin, type LoadedConfig } from '@oj/kernel';
import { openDatabase } from './database.ts';

const OJ_BIN = fileURLToPath(new URL('../bin/oj.js', import.meta.url));
const JUDGE_COMMAND = new URL('./commands/judge.ts', import.meta.url);

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
      env: { ...process.env, DATABASE_URL: database.url, REDIS_URL: config.redisUrl ?? '', OJ_JUDGE_TOKEN: secrets.judgeToken, OJ_WEB_URL: address.replace('0.0.0.0', '127.0.0.1'), OJ_DATA_DIR: config.dataDir },
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
