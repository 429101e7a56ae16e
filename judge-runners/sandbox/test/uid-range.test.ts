// Pools on one machine never share slot uids (per-uid limits would couple their programs).
import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimUidRange, UID_BASE, UID_RANGE_SIZE } from '../src/uid-range.ts';

const dir = mkdtempSync(join(tmpdir(), 'oj-uids-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

t.test('two pools get two ranges; a released range is free again', async (t) => {
  const a = claimUidRange(dir, 4);
  const b = claimUidRange(dir, 4);
  t.equal(a.firstUid, UID_BASE);
  t.equal(b.firstUid, UID_BASE + UID_RANGE_SIZE);
  a.release();
  const c = claimUidRange(dir, 4);
  t.equal(c.firstUid, UID_BASE);
  b.release(); c.release();
  t.same(readdirSync(dir), []);
});

t.test('the range of a process that is gone is taken over', async (t) => {
  writeFileSync(join(dir, `uids-${UID_BASE}.lock`), '999999999');
  const r = claimUidRange(dir, 2);
  t.equal(r.firstUid, UID_BASE);
  r.release();
});

t.test('too many slots for a range is refused with a clear message', async (t) => {
  t.throws(() => claimUidRange(dir, UID_RANGE_SIZE + 1), /at most 64 slots per pool/);
});
