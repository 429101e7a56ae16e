// Minimal argv parsing: `--key value`, `--key=value` and bare `--flag`.
export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string | true>;
  /** where a flag's value stood among the positional words (a switch that took the next word as its value gives it back there) */
  valueAt: Record<string, number>;
}

export function parseArgs(argv: string[]): ParsedArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  const valueAt: Record<string, number> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) { positional.push(arg); continue; }
    const eq = arg.indexOf('=');
    if (eq > 0) { flags[arg.slice(2, eq)] = arg.slice(eq + 1); continue; }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) { flags[arg.slice(2)] = next; valueAt[arg.slice(2)] = positional.length; i++; }
    else flags[arg.slice(2)] = true;
  }
  return { positional, flags, valueAt };
}

export function flagString(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags[name];
  return typeof v === 'string' ? v : undefined;
}
