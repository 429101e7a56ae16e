// Hostile programs (target R2): each attempt must fail, the run must end with the right status,
// and the host must be left as it was.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { NETWORK, PRIVILEGED_CALLS, READ_PATHS } from './programs.ts';
import { THREAD_BOMB_C } from './thread-programs.ts';
import { MiB, compileC, describe, hostLeftovers, processesOf, startPool, stdoutOf } from './support.ts';

const FIRST_UID = 62200;

// A fake site on the host: a data dir with test data and the judge token a judge node keeps.
const hostDir = mkdtempSync(join(tmpdir(), 'oj-hostile-host-'));
const dataDir = join(hostDir, 'data');
const tokenFile = join(hostDir, 'judge-token');
mkdirSync(join(dataDir, 'problems', '1'), { recursive: true });
writeFileSync(join(dataDir, 'problems', '1', '1.out'), 'SECRET-EXPECTED-OUTPUT\n');
writeFileSync(tokenFile, 'SECRET-JUDGE-TOKEN\n', { mode: 0o644 });
t.teardown(() => rmSync(hostDir, { recursive: true, force: true }));

t.test('hostile programs', async (t) => {
  const { pool, uids } = await startPool(t, FIRST_UID, { slots: 2 });
  const slot = await pool.acquire();
  const bins = {
    net: await compileC(slot, 'net', NETWORK),
    read: await compileC(slot, 'read', READ_PATHS),
    priv: await compileC(slot, 'priv', PRIVILEGED_CALLS),
    threadBomb: await compileC(slot, 'thread-bomb', THREAD_BOMB_C),
  };
  const quick = { cpuTimeMs: 2000, wallTimeMs: 5000 };

  t.test('no network: sockets other than AF_UNIX are refused', async (t) => {
    const r = await slot.run({ argv: [bins.net], limits: quick });
    t.equal(r.status, 'ok', describe(r));
    const lines = (await stdoutOf(slot)).trim().split('\n');
    t.equal(lines.length, 4);
    for (const line of lines) t.notMatch(line, /: ok$/, line);
  });

  t.test('host files are out of reach: data dir, judge token, system secrets', async (t) => {
    const targets = [
      join(dataDir, 'problems', '1', '1.out'), tokenFile, '/etc/shadow', '/etc/passwd', '/root/.bashrc',
      '/proc/1/environ', '/proc/1/root/etc/hostname', '/w/../../etc/shadow', '/sys/kernel/notes', '/dev/sda',
      '/proc/self/root/etc/shadow', '/var/lib', '/home',
    ];
    const r = await slot.run({ argv: [bins.read, ...targets], limits: quick });
    t.equal(r.status, 'ok', describe(r));
    const out = await stdoutOf(slot);
    for (const target of targets) t.notMatch(out, new RegExp(`^${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ok$`, 'm'), target);
    t.notMatch(out, /SECRET/);
  });

  t.test('/proc shows only the slot\'s own processes', async (t) => {
    const r = await slot.run({
      argv: ['/bin/sh', '-c', 'ls /proc | grep -E "^[0-9]+$" | wc -l; cat /proc/1/cmdline; echo x > /proc/sysrq-trigger; echo h > /proc/sys/kernel/hostname; echo end'],
      limits: quick,
    });
    t.equal(r.status, 'ok', describe(r));
    const [count, ...rest] = (await stdoutOf(slot)).trim().split('\n');
    t.ok(Number(count) <= 4, `${count} processes visible (sh, ls, grep, wc)`);
    t.same(rest, ['end'], 'the init is hidden and /proc is not writable');
  });

  t.test('ptrace, signals to the init and the parent, namespaces and mounts are refused', async (t) => {
    const r = await slot.run({ argv: [bins.priv], limits: quick });
    t.equal(r.status, 'ok', describe(r));
    const out = await stdoutOf(slot);
    for (const call of ['ptrace-attach-1', 'kill-1', 'kill-parent', 'unshare-user', 'mount', 'chroot', 'setuid-0']) {
      t.match(out, new RegExp(`^${call}: (?!ok)`, 'm'), call);
    }
    t.match(out, /^alive$/m);
    const next = await slot.run({ argv: ['/bin/true'], limits: quick });
    t.equal(next.status, 'ok', 'the slot survives');
  });

  t.test('a thread bomb (and a fork bomb) in a threads-only run is held by the thread limit', async (t) => {
    const threadsOnly = { cpuTimeMs: 500, wallTimeMs: 3000, processes: 16, newProcesses: false };
    for (const argv of [[bins.threadBomb], [bins.threadBomb, 'fork']]) {
      const r = await slot.run({ argv, limits: threadsOnly });
      t.equal(r.status, 'time-limit', `${argv.join(' ')}: ${describe(r)}`);
      t.equal(r.taskLimitHit, true, 'the thread limit refused threads');
      t.same(processesOf(uids), [], 'no thread or process of the slot survives');
    }
    const next = await slot.run({ argv: ['/bin/true'], limits: quick });
    t.equal(next.status, 'ok', 'the slot survives');
  });

  t.test('symlinks planted in the work dir never lead the judge to host files', async (t) => {
    const r = await slot.run({
      argv: ['/bin/sh', '-c', `ln -s ${tokenFile} leak; ln -s ${tokenFile} input.txt; ln -s ${hostDir} dir; ln -s / root; mkfifo fifo; ln -s /etc/hostname out.txt`],
      limits: quick,
    });
    t.equal(r.status, 'ok', describe(r));
    await t.rejects(slot.readFile('leak'), /not a regular file|ELOOP|symbolic/);
    await t.rejects(slot.readFile('dir/judge-token'), /not a plain directory/);
    await t.rejects(slot.readFile('fifo'), /not a regular file/, 'a FIFO does not hang the reader');
    t.equal(await slot.fileSize('leak'), null);
    await t.rejects(slot.safeHostPath('leak'));
    await slot.writeFile('input.txt', 'replaced\n');
    await slot.writeFile('dir/planted', 'x');
    await slot.writeFile('root/planted', 'x');
    t.equal(readFileSync(tokenFile, 'utf8'), 'SECRET-JUDGE-TOKEN\n', 'host token unchanged');
    t.same(readdirSync(hostDir).sort(), ['data', 'judge-token'], 'nothing written into the host dir');
    t.equal((await slot.readFile('input.txt')).data.toString(), 'replaced\n');
    // a run whose stdout name is a planted symlink gets a fresh file instead
    const out = await slot.run({ argv: ['/bin/echo', 'mine'], stdout: 'out.txt', limits: quick });
    t.equal(out.status, 'ok', describe(out));
    t.equal((await slot.readFile('out.txt')).data.toString(), 'mine\n');
  });

  t.test('compile-time bombs end in a limit, not in a hung judge', async (t) => {
    const limits = { cpuTimeMs: 2000, wallTimeMs: 4000, memoryBytes: 256 * MiB, processes: 32 };
    for (const [name, source, compiler] of [
      ['random', '#include </dev/random>\n', '/usr/bin/gcc'],
      ['zero', '#include </dev/zero>\n', '/usr/bin/gcc'],
      ['stdin', '#include </dev/stdin>\n', '/usr/bin/gcc'],
      ['templates', 'template<int N> struct F { static const long v = F<N-1>::v + F<N-2>::v; };\n' +
        'template<> struct F<1> { static const long v = 1; }; template<> struct F<0> { static const long v = 0; };\n' +
        'int main() { return (int)F<200000>::v; }\n', '/usr/bin/g++'],
    ] as const) {
      const file = `${name}.${compiler.endsWith('g++') ? 'cpp' : 'c'}`;
      await slot.writeFile(file, source);
      const r = await slot.run({
        argv: [compiler, '-ftemplate-depth=1000000', '-o', name, file].filter((a) => compiler.endsWith('g++') || !a.startsWith('-ftemplate')),
        stdin: { data: '' },
        limits,
      });
      t.not(r.status, 'ok', `${name}: ${describe(r)}`);
      t.not(r.status, 'system-error', `${name}: ${describe(r)}`);
      t.same(processesOf(uids), [], `${name}: no compiler process left`);
    }
  });

  t.teardown(async () => {
    const workDir = slot.workDir;
    await slot.release();
    await pool.close();
    const left = hostLeftovers(workDir, uids);
    if (left.length) throw new Error(`host not clean: ${left.join('; ')}`);
  });
});
