// The judge node `oj start` runs beside its web node: `oj judge` in a child process, kept running
// by a Supervisor (restarted with back-off whenever it dies, so nobody has to restart it by hand).
import { fork } from 'node:child_process';
import { OJ_BIN, sourceFlags } from './bin.ts';
import { Supervisor } from './supervisor.ts';
/**
 * The embedded judge child shares the machine with its site: a short lock and stalled check, so a
 * job of a child that died (and was restarted) is judged again within seconds, not 30–45 s.
 */
export const EMBEDDED_JUDGE_LOCK_MS = 5000;
export const EMBEDDED_JUDGE_STALLED_CHECK_MS = 1000;

export interface JudgeChildOptions {
  databaseUrl: string;
  redisUrl?: string | null;
  /** the web node's Redis key prefix (OJ_REDIS_PREFIX), so both use the same queues */
  redisPrefix?: string;
  /** the site's judge token; a function is asked again at every (re)start of the child */
  judgeToken: string | (() => string);
  /** the web node the judge fetches test data from */
  webUrl: string;
  dataDir: string;
  /** more environment for the child (its name, its concurrency…) */
  env?: NodeJS.ProcessEnv;
  /** pipe the child's output instead of sharing the terminal */
  silent?: boolean;
  log?: (line: string) => void;
}

export function superviseJudgeNode(opts: JudgeChildOptions): Supervisor {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: opts.databaseUrl, REDIS_URL: opts.redisUrl ?? '', OJ_REDIS_PREFIX: opts.redisPrefix ?? '',
    OJ_WEB_URL: opts.webUrl, OJ_DATA_DIR: opts.dataDir,
    OJ_JUDGE_LOCK_MS: process.env.OJ_JUDGE_LOCK_MS ?? String(EMBEDDED_JUDGE_LOCK_MS),
    OJ_JUDGE_STALLED_CHECK_MS: process.env.OJ_JUDGE_STALLED_CHECK_MS ?? String(EMBEDDED_JUDGE_STALLED_CHECK_MS),
    ...opts.env,
  };
  return new Supervisor({
    name: 'judge node', log: opts.log,
    // no inherited node flags (an --inspect port, a test runner's loaders), only the one that says
    // whether the sources or the compiled code run
    spawn: () => fork(OJ_BIN, ['judge'], { env: { ...env, OJ_JUDGE_TOKEN: typeof opts.judgeToken === 'string' ? opts.judgeToken : opts.judgeToken() }, silent: opts.silent, execArgv: sourceFlags() }),
  }).start();
}
