import { loadConfig, type LoadedConfig } from '@oj/kernel';
import { flagString, type ParsedArgs } from './args.ts';

/** The config with the common flags: --config, --port, --data-dir, --without ID[,ID…] (repeatable). */
export function configFrom(args: ParsedArgs): LoadedConfig {
  const port = flagString(args, 'port');
  if (port !== undefined && !/^\d{1,5}$/.test(port)) throw new Error(`--port must be a number, got "${port}"`);
  if (args.flags.without === true) throw new Error('--without needs a plugin id, e.g. --without remote-judge');
  const without = flagString(args, 'without')?.split(',').map((s) => s.trim()).filter(Boolean);
  return loadConfig({ configPath: flagString(args, 'config'), dataDir: flagString(args, 'data-dir'), port: port === undefined ? undefined : Number(port), without });
}
