// Where a test run's CPU went, by kind of process (issue 29, CI time): reads the kernel's process
// accounting (Debian's `acct`: `accton FILE` before the run, `accton off` after) and adds up the CPU
// time of every process that ended, by what it was — the test runners, `oj start` / `oj judge` /
// `oj db` children (the CLI names its processes), Chromium, compilers, judged programs…
//   node scripts/cpu-profile.mjs FILE [--root PID]
// With --root, only that process's descendants count (their parent when they ended; a process whose
// parent ended first is counted under "(parent gone)").
import { execFileSync } from 'node:child_process';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile.mjs ACCT_FILE [--root PID]');
  process.exit(2);
}
const root = rest[0] === '--root' ? Number(rest[1]) : null;
const HZ = 100;
const records = execFileSync('dump-acct', [file], { encoding: 'utf8', maxBuffer: 1 << 30 })
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const f = line.split('|').map((s) => s.trim());
    return { comm: f[0], cpu: (Number(f[2]) + Number(f[3])) / HZ, pid: Number(f[9]), ppid: Number(f[10]) };
  });
const parent = new Map(records.map((r) => [r.pid, r.ppid]));
const commOf = new Map(records.map((r) => [r.pid, r.comm]));
function under(pid) {
  for (let p = pid, n = 0; p && n < 64; p = parent.get(p), n++) if (p === root) return true;
  return false;
}
const KINDS = [
  [/^oj (start|serve)/, 'site web node (oj start / serve)'],
  [/^oj judge/, 'judge node (oj judge)'],
  [/^oj db/, 'embedded database (oj db)'],
  [/^oj /, 'other oj commands'],
  [/^(chromium|chrome|headless_shell)/i, 'Chromium'],
  [/^(cc1|cc1plus|as|ld|collect2|gcc|g\+\+|cpp)$/, 'C/C++ compiler'],
  [/^(java|javac|kotlinc?)$/, 'Java / Kotlin'],
  [/^(python3?|pypy3?)$/, 'Python'],
  [/^oj-sandbox/, 'sandbox helper'],
  [/^(main|checker|interactor|validator|spj|Main)$/, 'judged programs, checkers, validators'],
  [/^(tap|npm exec|pnpm)/, 'test runner (tap, pnpm)'],
  [/^node$/, 'node (tests, tsc, builds)'],
];
const totals = new Map();
let all = 0;
for (const r of records) {
  if (root !== null && !under(r.pid)) {
    if (parent.get(r.pid) !== 1 || !commOf.has(r.pid)) continue;
  }
  const kind = root !== null && !under(r.pid) ? `(parent gone) ${r.comm}` : (KINDS.find(([re]) => re.test(r.comm))?.[1] ?? `other: ${r.comm}`);
  totals.set(kind, (totals.get(kind) ?? 0) + r.cpu);
  all += r.cpu;
}
const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30);
console.log(`CPU seconds by kind of process (${records.length} processes ended${root !== null ? `, under ${root}` : ''}): ${all.toFixed(0)} s`);
for (const [kind, s] of rows) console.log(`${s.toFixed(0).padStart(7)} s ${((100 * s) / all).toFixed(1).padStart(5)}%  ${kind}`);
