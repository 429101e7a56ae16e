// Passes a serial `pnpm -r run test` output through unchanged and ends it with a table of every
// package's wall time (issue 29: measure before cutting CI time). A package's time runs from the line
// that starts its tests to the next package's (or to the end of the output).
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** the machine's CPU counters (all cores, in clock ticks): busy and total, from /proc/stat */
function cpu() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: total - f[3] - (f[4] ?? 0), total };
  } catch {
    return null;
  }
}
/** how busy the machine's cores were between two readings, in per cent */
const busy = (a, b) => (a && b && b.total > a.total ? `${Math.round((100 * (b.busy - a.busy)) / (b.total - a.total))}%`.padStart(5) : '    ?');
/** every test file's own time as tap reports it ("ok 3 - test/x.test.ts # time=1234ms"), to find the longest */
const files = [];

const started = Date.now();
const startCpu = cpu();
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
  if (m) runs.push({ name: pass + m[1], at: Date.now(), cpu: cpu() });
  const f = /^(?:\S+ test: )?(not )?ok \d+ - (\S+\.test\.ts) # time=([\d.]+)ms/.exec(line);
  if (f && runs.length) files.push({ name: `${runs[runs.length - 1].name} ${f[2]}`, ms: Number(f[3]), failed: Boolean(f[1]) });
}
const end = Date.now();
const endCpu = cpu();
const min = (ms) => (ms / 60_000).toFixed(1).padStart(6);
const extra = (process.env.OJ_SUITE_TIMES_BEFORE ?? '').split(',').filter(Boolean).map((kv) => kv.split('='));
const width = Math.max(20, ...runs.map((r) => r.name.length), ...extra.map(([k]) => k.length));
const rows = [...extra.map(([k, s]) => `${k.padEnd(width)} ${min(Number(s) * 1000)}`)];
runs.forEach((r, i) => rows.push(`${r.name.padEnd(width)} ${min((runs[i + 1]?.at ?? end) - r.at)} ${busy(r.cpu, runs[i + 1]?.cpu ?? endCpu)}`));
const total = end - started + extra.reduce((n, [, s]) => n + Number(s) * 1000, 0);
const longest = files.sort((a, b) => b.ms - a.ms).slice(0, 25).map((f) => `${(f.ms / 1000).toFixed(0).padStart(5)} s  ${f.name}${f.failed ? '  (failed)' : ''}`);
if (longest.length) process.stdout.write(`\nthe longest test files (each file's own wall time, beside the others of its package):\n${longest.join('\n')}\n`);
process.stdout.write(`\nwall time per suite (minutes) and how busy the machine's cores were meanwhile, load average at the end: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}\n${rows.join('\n')}\n${'total'.padEnd(width)} ${min(total)} ${busy(startCpu, endCpu)}\n`);
