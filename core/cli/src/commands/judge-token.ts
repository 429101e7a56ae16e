// `oj judge-token [--rotate]`: prints the site's judge token, the OJ_JUDGE_TOKEN every judge
// machine needs (docs/judge-node.md), alone on stdout so `OJ_JUDGE_TOKEN=$(oj judge-token)` works.
// --rotate makes a new one: every web node accepts it at once and refuses the old one — at once
// with Redis (the nodes hear it on the bus), within JUDGE_TOKEN_TTL_MS without (one machine).
// The database is the site's: DATABASE_URL / --config, else the data dir's embedded one.
import { JUDGE_TOKEN_CHANNEL, JUDGE_TOKEN_TTL_MS, broadcastFromOutside, connectDatabase, readJudgeToken, rotateJudgeToken } from '@oj/kernel';
import type { ParsedArgs } from '../args.ts';
import { configFrom } from '../config.ts';
import { openDatabase } from '../database.ts';

const NOT_STARTED = 'this site has no judge token yet: start it once (oj start or oj serve) with the same --config, --data-dir or DATABASE_URL';

/** a database without the site's tables (42P01: no such table) is a site never started */
function notStarted(err: unknown): never {
  if ((err as { code?: string }).code === '42P01') throw new Error(NOT_STARTED);
  throw err;
}

export async function run(args: ParsedArgs): Promise<void> {
  const unknown = Object.keys(args.flags).filter((f) => !['rotate', 'config', 'data-dir'].includes(f));
  if (unknown.length || args.positional.length) throw new Error('usage: oj judge-token [--rotate] [--config FILE] [--data-dir DIR]');
  const config = configFrom(args);
  const database = await openDatabase(config);
  const db = connectDatabase(database.url, { poolMax: 1 });
  try {
    if (args.flags.rotate !== true) {
      const token = await readJudgeToken(db).catch(notStarted);
      if (!token) throw new Error(NOT_STARTED);
      console.log(token);
      return;
    }
    const token = await rotateJudgeToken(db).catch(notStarted);
    if (!token) throw new Error(NOT_STARTED);
    if (config.redisUrl) await broadcastFromOutside(config.redisUrl, process.env.OJ_REDIS_PREFIX || 'oj', JUDGE_TOKEN_CHANNEL, {});
    console.log(token);
    console.error(config.redisUrl
      ? 'oj judge-token: every web node now refuses the old token; give the new one to every judge machine (OJ_JUDGE_TOKEN) and restart it'
      : `oj judge-token: the web node refuses the old token within ${JUDGE_TOKEN_TTL_MS / 1000} s (its own judge node takes the new one by itself); give the new one to every other judge machine (OJ_JUDGE_TOKEN) and restart it`);
  } finally {
    await db.destroy();
    await database.close();
  }
}
