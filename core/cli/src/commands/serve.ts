// `oj serve`: one web node (for several nodes behind a load balancer, with DATABASE_URL and REDIS_URL).
import type { ParsedArgs } from '../args.ts';
import { configFrom } from '../config.ts';
import { runSite } from '../site.ts';

export async function run(args: ParsedArgs): Promise<void> {
  await runSite(configFrom(args), { judge: false });
}
