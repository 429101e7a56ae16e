// Passes a serial `pnpm -r run test` output through unchanged and ends it with a table of every
// package's wall time (issue 29: measure before cutting CI time). A package's time runs from the line
// that starts its tests to the next package's (or to the end of the output).
import { createInterface } from 'node:readline';

const started = Date.now();
const runs = [];
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
/** "# pass: <name>" (scripts/test.sh) names the runs after it: a package may run in two passes */
let pass = '';
for await (const line of lines) {
  process.stdout.write(`${line}\n`);
  const p = /^# pass: (\S+)$/.exec(line);
  if (p) pass = `${p[1]} `;
  // "<dir> test$ tap" (prefixed output) or "> @oj/x@0.1.0 test /path" (streamed, one at a time; also test:cluster)
  const m = /^(\S+) test(?::\w+)?\$ /.exec(line) ?? /^> (@?[^@\s]+)@\S* test(?::\w+)? \S/.exec(line);
  if (m) runs.push({ name: pass + m[1], at: Date.now() });
}
const end = Date.now();
const min = (ms) => (ms / 60_000).toFixed(1).padStart(6);
const extra = (process.env.OJ_SUITE_TIMES_BEFORE ?? '').split(',').filter(Boolean).map((kv) => kv.split('='));
const width = Math.max(20, ...runs.map((r) => r.name.length), ...extra.map(([k]) => k.length));
const rows = [...extra.map(([k, s]) => `${k.padEnd(width)} ${min(Number(s) * 1000)}`)];
runs.forEach((r, i) => rows.push(`${r.name.padEnd(width)} ${min((runs[i + 1]?.at ?? end) - r.at)}`));
const total = end - started + extra.reduce((n, [, s]) => n + Number(s) * 1000, 0);
process.stdout.write(`\nwall time per suite (minutes), load average at the end: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}\n${rows.join('\n')}\n${'total'.padEnd(width)} ${min(total)}\n`);
