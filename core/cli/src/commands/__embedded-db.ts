// Internal: serves the embedded PGlite of a data dir for the parent `oj start` (over IPC it
// sends the URL once ready) and stops when the parent goes away. It loads the database module
// alone, not the whole kernel: every `oj start` pays for this process's start.
import { startEmbeddedDatabase } from '@oj/kernel/embedded-db';
import { flagString, type ParsedArgs } from '../args.ts';

export async function run(args: ParsedArgs): Promise<void> {
  const dataDir = flagString(args, 'data-dir');
  if (!dataDir) throw new Error('--data-dir is required');
  const db = await startEmbeddedDatabase(dataDir);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', () => {}); // the parent decides when to stop (Ctrl-C reaches the whole group)
  process.on('disconnect', stop);
  process.send?.({ url: db.url });
}
