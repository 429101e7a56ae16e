// Commands plugins add to `oj` (PluginDefinition.commands, e.g. the problems plugin's
// `oj problem import|export|verify`): found among the enabled plugins of the config, run in this
// process. `site.open()` sets the site up as a web node that does not listen (database migrated,
// every plugin's setup run) and closes it again.
import { buildApp, loadPlugins, Messages, KERNEL_LOCALES, pluginPath, type LoadedConfig } from '@oj/kernel';
import type { CommandSite, OpenSite, PluginCommand } from '@oj/sdk';
import { flagString, parseArgs } from './args.ts';
import { configFrom } from './config.ts';
import { openDatabase } from './database.ts';

const LOCALES = ['zh-CN', 'en-US'];

export interface FoundCommand { plugin: string; command: PluginCommand; locales?: string }

/** the enabled plugins' commands of the config the words name (--config, --data-dir) */
export async function pluginCommands(words: string[], reserved: readonly string[]): Promise<{ config: LoadedConfig; commands: Map<string, FoundCommand> }> {
  const config = configFrom(parseArgs(words));
  const commands = new Map<string, FoundCommand>();
  for (const p of await loadPlugins(config.plugins, config.baseDir, config.without ?? [], config)) {
    for (const [name, command] of Object.entries(p.def.commands ?? {})) {
      if (reserved.includes(name)) throw new Error(`the plugin ${p.def.id} adds the command "oj ${name}", which is the CLI's own`);
      if (!/^[a-z][a-z0-9-]{0,31}$/.test(name)) throw new Error(`the plugin ${p.def.id} adds a command named "${name}": lower case letters, digits and dashes`);
      const other = commands.get(name);
      if (other) throw new Error(`the plugins ${other.plugin} and ${p.def.id} both add the command "oj ${name}"`);
      commands.set(name, { plugin: p.def.id, command, locales: p.def.locales ? pluginPath(p.def, p.def.locales) : undefined });
    }
  }
  return { config, commands };
}

export async function runPluginCommand(config: LoadedConfig, found: FoundCommand, words: string[]): Promise<number> {
  const asked = flagString(parseArgs(words), 'lang') || process.env.OJ_LANG || 'zh-CN';
  if (!LOCALES.includes(asked)) throw new Error(`--lang must be one of ${LOCALES.join(', ')}, got "${asked}"`);
  const messages = new Messages();
  messages.load(KERNEL_LOCALES, 'kernel');
  if (found.locales) messages.load(found.locales, `plugin ${found.plugin}`);
  const opened: Array<() => Promise<void>> = [];
  const site: CommandSite = {
    dataDir: config.dataDir,
    locale: asked,
    t: (key, params) => messages.t(asked as 'zh-CN', key, params),
    async open(): Promise<OpenSite> {
      const database = await openDatabase(config);
      let node;
      try {
        node = await buildApp({ config, databaseUrl: database.url, logger: false });
      } catch (err) {
        await database.close();
        throw err;
      }
      const { app, kernel } = node;
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await app.close();
        await database.close();
      };
      opened.push(close);
      return { services: { get: (ref) => kernel.registry.get(ref, found.plugin) }, close };
    },
  };
  try {
    return await found.command.run(words, site);
  } finally {
    for (const close of opened.splice(0)) await close().catch(() => {});
  }
}
