// Running a site: database, web node, optional supervised judge node child, first super admin,
// shutdown.
import { existsSync } from 'node:fs';
import { buildApp, ensureFirstSuperAdmin, loadPlugins, type LoadedConfig } from '@oj/kernel';
import { openDatabase } from './database.ts';
import { superviseJudgeNode } from './judge-child.ts';
import type { Supervisor } from './supervisor.ts';

// this module's own kind of file: .ts when the sources run, .js when compiled
const JUDGE_COMMAND = new URL(`./commands/judge${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`, import.meta.url);

function banner(lines: string[]): void {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  console.log(`\n${'='.repeat(width)}\n${lines.map((l) => `  ${l}`).join('\n')}\n${'='.repeat(width)}\n`);
}

export async function runSite(config: LoadedConfig, opts: { judge: boolean }): Promise<void> {
  // a plugin the site refuses by its files or its id (signature, SDK range, an id taken) stops the
  // start before the database does: at once, with nothing started to stop (the web node loads
  // them again, from Node's module cache)
  await loadPlugins(config.plugins, config.baseDir, config.without ?? [], config);
  const database = await openDatabase(config, { childProcess: true });
  let node;
  try {
    // OJ_REDIS_PREFIX: several sites on one Redis (the judge node child gets the same prefix)
    node = await buildApp({ config, databaseUrl: database.url, redisPrefix: process.env.OJ_REDIS_PREFIX || undefined });
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

  let judge: Supervisor | undefined;
  if (opts.judge && existsSync(JUDGE_COMMAND)) {
    const supervisor = superviseJudgeNode({
      databaseUrl: database.url, redisUrl: config.redisUrl, redisPrefix: process.env.OJ_REDIS_PREFIX || undefined,
      judgeToken: () => kernel.judgeToken.current, webUrl: address.replace('0.0.0.0', '127.0.0.1'), dataDir: config.dataDir,
    });
    // `oj judge-token --rotate`: the judge child is started again with the new token (it gives
    // back the job in hand, which is judged again)
    kernel.judgeToken.onChange(() => { supervisor.child?.kill('SIGTERM'); });
    judge = supervisor;
  }
  console.log(`OJ is up at ${address} (database: ${database.embedded ? `embedded in ${config.dataDir}` : 'PostgreSQL'}, queue: ${config.redisUrl ? 'Redis' : 'PostgreSQL'}${judge ? ', judge node started' : ''})`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // the judge first: it finishes (or gives back) its jobs while the queue is still there
    await judge?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
