// The `oj` command: one entry, one module per sub-command under ./commands.
import { writeFileSync } from 'node:fs';
import { parseArgs, type ParsedArgs } from './args.ts';
import { pluginCommands, runPluginCommand, type FoundCommand } from './plugin-commands.ts';

type Command = { summary: string; load: () => Promise<{ run(args: ParsedArgs): Promise<void> }> };

const commands: Record<string, Command> = {
  start: { summary: 'run the whole site on this machine (embedded database and queue unless configured); --without ID leaves a plugin out', load: () => import('./commands/start.ts') },
  serve: { summary: 'run a web node only (--without ID leaves a plugin out)', load: () => import('./commands/serve.ts') },
  migrate: { summary: 'migrate up | down [--plugin id] | status', load: () => import('./commands/migrate.ts') },
  'create-admin': { summary: 'create a super admin: --username U --password P', load: () => import('./commands/create-admin.ts') },
  seed: { summary: 'seed --demo: a few users, announcements and a carousel image', load: () => import('./commands/seed.ts') },
  judge: { summary: 'run a judge node (consumes the judge queue)', load: () => import('./commands/judge.ts') },
  'judge-token': { summary: "print the site's judge token (OJ_JUDGE_TOKEN of judge machines); --rotate: a new one, the old one refused", load: () => import('./commands/judge-token.ts') },
  '__embedded-db': { summary: '', load: () => import('./commands/__embedded-db.ts') },
  plugin: { summary: 'plugin kit [--out DIR] | new ID [DIR] | keygen [--out DIR] | sign DIR --key FILE --publisher NAME: pack the plugin kit, scaffold a plugin, make a signing key, sign a built plugin', load: () => import('./commands/plugin.ts') },
  'print-client': { summary: "print a contest's print queue onsite: --site URL --contest ID --token T --command 'lp -t {title} {file}' [--interval 5] [--once]", load: () => import('./commands/print-client.ts') },
  files: { summary: "files move-to-store [--data-dir DIR] [--config FILE]: copy the data dir's files and test data into the configured shared store", load: () => import('./commands/files.ts') },
  'judge-local': { summary: 'judge one source file against a test-data folder and print JSON', load: () => import('./commands/judge-local.ts') },
};

function usage(added?: Map<string, FoundCommand>): string {
  const rows = Object.entries(commands).filter(([name]) => !name.startsWith('__')).map(([name, c]) => `  oj ${name.padEnd(13)} ${c.summary}`);
  const more = [...(added ?? [])].map(([name, c]) => `  oj ${name.padEnd(13)} ${c.command.summary} (plugin ${c.plugin})`);
  return ['usage: oj <command> [options]', '', ...rows, ...more].join('\n');
}

/**
 * The process's short name (Linux's comm: what `top`, `ps -e` and process accounting show) as
 * `oj start`, `oj judge`, `oj db`…, instead of `node` for all of them; its command line, with the
 * data dir and flags, stays as it was (`ps -f`). Elsewhere, or where it cannot be written, nothing.
 */
function nameProcess(title: string): void {
  try {
    writeFileSync('/proc/self/comm', title.slice(0, 15));
  } catch {
    /* not Linux */
  }
}

export async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    // a command an enabled plugin adds (PluginDefinition.commands), else the list of them all
    let found: Awaited<ReturnType<typeof pluginCommands>> | undefined;
    try {
      found = await pluginCommands(rest, Object.keys(commands));
    } catch (err) {
      if (name && name !== 'help' && name !== '--help') console.error(`oj: the plugins' commands are not known: ${err instanceof Error ? err.message : String(err)}`);
    }
    const pluginCommand = name ? found?.commands.get(name) : undefined;
    if (pluginCommand && found) {
      try {
        process.exitCode = await runPluginCommand(found.config, pluginCommand, rest);
      } catch (err) {
        console.error(`oj ${name}: ${err instanceof Error ? err.message : String(err)}`);
        if (process.env.OJ_DEBUG) console.error(err);
        process.exit(1);
      }
      return;
    }
    const all = usage(found?.commands);
    if (!name || name === 'help' || name === '--help') { console.log(all); return; }
    console.error(`oj: unknown command "${name}"\n\n${all}`);
    process.exitCode = 1;
    return;
  }
  nameProcess(name === '__embedded-db' ? 'oj db' : `oj ${name}`);
  try {
    const mod = await command.load();
    await mod.run(parseArgs(rest));
  } catch (err) {
    console.error(`oj ${name}: ${err instanceof Error ? err.message : String(err)}`);
    if (process.env.OJ_DEBUG) console.error(err);
    process.exit(1);
  }
}
