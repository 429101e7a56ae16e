// `oj start`: the whole site on one machine — embedded database and queue unless configured,
// the web node, and a judge node as a child process when judge runners are installed.
import type { ParsedArgs } from '../args.ts';
import { configFrom } from '../config.ts';
import { runSite } from '../site.ts';

export async function run(args: ParsedArgs): Promise<void> {
  const config = configFrom(args);
  await runSite(config, { judge: config.embeddedJudge });
}
