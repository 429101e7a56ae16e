// A judge process that dies (SIGKILL) in the middle of a run must not leave slots behind: its
// helpers see their stdin close, kill the namespace, unmount the work dir and remove the cgroup.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { hostLeftovers } from './support.ts';

const FIRST_UID = 62400;
const fixture = fileURLToPath(new URL('./fixtures/crash-during-run.ts', import.meta.url));

t.test('a judge killed mid-run leaves nothing behind', async (t) => {
  const baseDir = mkdtempSync(join(tmpdir(), 'oj-sandbox-crash-'));
  t.teardown(() => rmSync(baseDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, baseDir, String(FIRST_UID)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const workDir = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', () => reject(new Error('fixture exited early')));
  });
  await sleep(200); // let the run start
  child.kill('SIGKILL');
  // Teardown is asynchronous in the helpers; wait for it (bounded), then require a clean host.
  let left = hostLeftovers(workDir, [FIRST_UID, FIRST_UID + 1]);
  for (let i = 0; i < 100 && left.length; i++) {
    await sleep(100);
    left = hostLeftovers(workDir, [FIRST_UID, FIRST_UID + 1]);
  }
  t.same(left, []);
});
