// Ordinary runs: compile and run in a slot, I/O files, results, slot life cycle.
import t from 'tap';
import { APLUSB, SEGFAULT } from './programs.ts';
import { COMPILE_LIMITS, compileC, hostLeftovers, startPool, stdoutOf } from './support.ts';

const FIRST_UID = 62000;

t.test('a program compiled with gcc inside the sandbox runs A+B', async (t) => {
  const { pool, uids } = await startPool(t, FIRST_UID);
  const slot = await pool.acquire();
  const bin = await compileC(slot, 'main', APLUSB);
  const r = await slot.run({ argv: [bin], stdin: { data: '20 22\n' }, stdout: 'out.txt', limits: { cpuTimeMs: 1000 } });
  t.equal(r.status, 'ok');
  t.equal(r.exitCode, 0);
  t.equal(r.signal, null);
  t.equal(await stdoutOf(slot, 'out.txt'), '42\n');
  t.equal(r.outputBytes, 3);
  t.ok(r.memoryKb > 0 && r.memoryKb < 64 * 1024, `peak memory measured: ${r.memoryKb} KiB`);

  // stdin from a file the runner wrote, and the binary kept for a second run in the same slot
  await slot.writeFile('in.txt', '1 2\n');
  const again = await slot.run({ argv: [bin], stdin: { file: 'in.txt' }, limits: { cpuTimeMs: 1000 } });
  t.equal(again.status, 'ok');
  t.equal(await stdoutOf(slot), '3\n');

  const workDir = slot.workDir;
  await slot.release();
  await pool.close();
  t.same(hostLeftovers(workDir, uids), [], 'host left as it was');
});

t.test('exit codes, signals and stderr excerpts are reported', async (t) => {
  const { pool } = await startPool(t, FIRST_UID + 10);
  const slot = await pool.acquire();
  const exit3 = await slot.run({ argv: ['/bin/sh', '-c', 'echo oops >&2; exit 3'], limits: { cpuTimeMs: 1000 } });
  t.equal(exit3.status, 'runtime-error');
  t.equal(exit3.exitCode, 3);
  t.equal(exit3.stderrExcerpt, 'oops\n');

  const bin = await compileC(slot, 'segv', SEGFAULT, ['-O0']);
  const segv = await slot.run({ argv: [bin], limits: { cpuTimeMs: 1000 } });
  t.equal(segv.status, 'runtime-error');
  t.same(segv.signal, { name: 'SIGSEGV', number: 11 });
  t.equal(segv.exitCode, null);

  const missing = await slot.run({ argv: ['/usr/bin/no-such-compiler'], limits: { cpuTimeMs: 1000 } });
  t.equal(missing.status, 'system-error');
  t.match(missing.message, /exec: No such file/);
  await slot.release();
});

t.test('environment, working directory and the sandbox view of the file system', async (t) => {
  const { pool } = await startPool(t, FIRST_UID + 20);
  const slot = await pool.acquire();
  await slot.writeFile('sub/data.txt', 'inside\n');
  const r = await slot.run({
    argv: ['/bin/sh', '-c', 'echo "$GREETING $HOME"; pwd; cat data.txt; id -u; hostname; ls /'],
    env: { PATH: '/usr/bin:/bin', GREETING: 'hello', HOME: '/w' },
    cwd: 'sub',
    limits: { cpuTimeMs: 1000 },
  });
  t.equal(r.status, 'ok');
  const [greeting, cwd, data, uid, host, ...root] = (await stdoutOf(slot)).trim().split('\n');
  t.equal(greeting, 'hello /w');
  t.equal(cwd, '/w/sub');
  t.equal(data, 'inside');
  t.equal(uid, String(FIRST_UID + 20), 'runs as the slot uid, not root');
  t.equal(host, 'sandbox');
  t.same(root.sort(), ['bin', 'dev', 'etc', 'lib', 'lib64', 'proc', 'sbin', 'tmp', 'usr', 'w'].sort());

  const write = await slot.run({ argv: ['/bin/sh', '-c', 'touch /usr/x || touch /etc/x || echo > /x'], limits: { cpuTimeMs: 1000 } });
  t.equal(write.status, 'runtime-error', 'the root is read-only');
  await slot.release();
});

t.test('files move between slots and a released slot comes back empty', async (t) => {
  const { pool } = await startPool(t, FIRST_UID + 30);
  const a = await pool.acquire();
  const b = await pool.acquire();
  const bin = await compileC(a, 'main', APLUSB);
  await a.copyTo(b, 'main', 'solution');
  const r = await b.run({ argv: ['/w/solution'], stdin: { data: '2 3' }, limits: { cpuTimeMs: 1000 } });
  t.equal(r.status, 'ok');
  t.equal(await stdoutOf(b), '5\n');
  t.equal(bin, '/w/main');

  const big = await a.readFile('main', { maxBytes: 10 });
  t.equal(big.data.length, 10);
  t.ok(big.truncated);
  t.equal(await a.fileSize('nothing-here'), null);

  await a.run({ argv: ['/bin/sh', '-c', 'echo tmp > /tmp/left; echo w > /w/left'], limits: { cpuTimeMs: 1000 } });
  await a.release();
  const again = await pool.acquire(); // the only free slot is the one just released
  t.equal(again.index, a.index);
  t.equal(await again.fileSize('main'), null, 'work dir wiped');
  const tmp = await again.run({ argv: ['/bin/sh', '-c', 'ls -A /tmp /w'], limits: { cpuTimeMs: 1000 } });
  t.equal(tmp.status, 'ok');
  t.equal((await stdoutOf(again)).split('\n').filter((l) => l.includes('left')).length, 0, '/tmp and /w empty');
  await again.release();
  await b.release();
});

t.test('a file the judge gives the program to write (an interactor\'s output file), beside ones it may only read', async (t) => {
  const { pool } = await startPool(t, FIRST_UID + 40);
  const slot = await pool.acquire();
  await slot.writeFile('answer', '42\n');
  await slot.writeFile('user_output', '', { programWritable: true });
  const r = await slot.run({ argv: ['/bin/sh', '-c', 'echo guessed > /w/user_output; cat /w/answer; echo changed > /w/answer'], limits: { cpuTimeMs: 1000 } });
  t.equal(r.status, 'runtime-error', 'writing the answer is refused');
  t.match(r.stderrExcerpt, /Permission denied/);
  t.equal(await stdoutOf(slot), '42\n', 'the answer can be read');
  t.equal((await slot.readFile('user_output')).data.toString(), 'guessed\n', 'the output file was written');
  t.equal((await slot.readFile('answer')).data.toString(), '42\n', 'the answer is unchanged');
  await slot.release();
});

t.test('acquire waits for a free slot and can be aborted', async (t) => {
  const { pool } = await startPool(t, FIRST_UID + 40, { slots: 1 });
  const only = await pool.acquire();
  const ac = new AbortController();
  const aborted = pool.acquire({ signal: ac.signal });
  ac.abort(new Error('gave up'));
  await t.rejects(aborted, /gave up/);
  const waiting = pool.acquire();
  await only.release();
  const next = await waiting;
  t.equal(next.index, only.index);
  await next.release();
});

t.test('toolchain binaries are looked up inside the sandbox root', async (t) => {
  const { pool } = await startPool(t, FIRST_UID + 50, { slots: 1 });
  t.ok(pool.hasBinary('/usr/bin/gcc'));
  t.ok(pool.hasBinary('/bin/sh'), 'through the /bin -> usr/bin symlink');
  t.notOk(pool.hasBinary('/usr/bin/definitely-not-installed'));
  t.notOk(pool.hasBinary('/etc/shadow'), 'not mounted in the sandbox');
  t.equal(pool.findBinary('gcc'), '/usr/bin/gcc');
  t.equal(pool.findBinary('no-such-tool'), null);
  // what hasBinary says matches what a run finds
  const slot = await pool.acquire();
  const r = await slot.run({ argv: ['/usr/bin/gcc', '--version'], limits: COMPILE_LIMITS });
  t.equal(r.status, 'ok');
  await slot.release();
});
