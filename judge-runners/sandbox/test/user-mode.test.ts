// Non-root mode: the client run by an unprivileged user (nobody, via setpriv) gets a
// user-namespace sandbox with a loud warning; isolation holds, limits are approximate.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import t from 'tap';
import { hostLeftovers } from './support.ts';

const run = promisify(execFile);
const NOBODY = 65534;
const fixture = fileURLToPath(new URL('./fixtures/user-mode-run.ts', import.meta.url));

t.test('an unprivileged user gets the user-namespace sandbox', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'oj-sandbox-user-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const baseDir = join(dir, 'base');
  const secret = join(dir, 'judge-token');
  writeFileSync(secret, 'SECRET\n', { mode: 0o644 });
  chmodSync(dir, 0o755);
  chownSync(dir, NOBODY, NOBODY);

  const { stdout } = await run('setpriv', [
    '--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups',
    process.execPath, '--import', 'tsx', fixture, baseDir, secret,
  ], { cwd: fileURLToPath(new URL('..', import.meta.url)), env: { ...process.env, HOME: dir }, timeout: 120_000 });
  const result = JSON.parse(stdout.trim().split('\n').pop()!);

  t.equal(result.mode, 'user');
  t.equal(result.cgroupVersion, null);
  t.ok(result.warned, 'a warning was given at start');
  t.same(result.compiled, ['ok', 'ok', 'ok', 'ok', 'ok'], 'gcc runs inside the user-mode sandbox');
  t.equal(result.aplusb, 'ok');
  t.equal(result.sum, '42\n');
  t.equal(result.busy, 'time-limit', 'CPU limit by RLIMIT_CPU + rusage');
  t.same(result.sleeper, ['time-limit', 'wall']);
  t.same(result.threads, ['ok', '', '', '7999998000000 threads=4\n'], '4 pthreads in a threads-only run (their stacks fit RLIMIT_DATA)');
  t.equal(result.read, 'ok');
  t.notMatch(result.readOut, /: ok$/m, 'host files stay invisible');
  t.equal(result.uid, '60000', 'the program runs as the slot uid inside its user namespace');
  t.same(hostLeftovers(result.workDir, []), [], 'no helper, mount or directory left');
});
