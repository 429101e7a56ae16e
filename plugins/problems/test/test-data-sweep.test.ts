// Test data in a shared store is content addressed (testdata/<sha256>) and a problem's manifest is
// the only pointer to it (issue 29 item 1). The sweep removes what no manifest names once it is
// older than the grace, and nothing else: not an object a manifest names, however old; not a new
// one (a save in progress writes its objects before its row names them); not one written again
// while the sweep runs. The store here is the kernel's folder store with the files' times moved
// back, the same SharedStore calls the S3 store answers (test-data-s3 covers that store).
import t, { type Test } from 'tap';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSharedStore } from '@oj/kernel/files';
import { ObjectTestData, UNUSED_GRACE_MS, blobKey } from '../server/test-data/object-store.ts';

/** an empty store of its own, and how to put an object written `ageMs` ago into it */
function freshStore(t: Test) {
  const dir = mkdtempSync(join(tmpdir(), 'oj-sweep-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const store = openSharedStore({ dataDir: dir, storage: { kind: 'local' } }, () => {});
  return {
    store,
    async object(name: string, ageMs: number): Promise<void> {
      await store.put(blobKey(name), Buffer.from(`bytes of ${name}`));
      const when = new Date(Date.now() - ageMs);
      utimesSync(join(dir, blobKey(name)), when, when);
    },
    there: async (name: string) => (await store.stat(blobKey(name))) !== null,
  };
}
const day = 24 * 60 * 60 * 1000;

t.test('old objects no manifest names go; named, new and rewritten ones stay', async (t) => {
  const { store, object, there } = freshStore(t);
  await object('named-old', 3 * day);
  await object('unnamed-old', 3 * day);
  await object('unnamed-new', UNUSED_GRACE_MS / 2);
  await object('rewritten', 3 * day);
  const data = new ObjectTestData(store, async () => {
    // asked after the listing: a save names nothing yet but writes 'rewritten' again meanwhile
    await object('rewritten', 0);
    return new Set(['named-old']);
  });
  t.equal(await data.sweepUnused(), 1, 'one object removed');
  t.notOk(await there('unnamed-old'), 'an unnamed object past the grace is gone');
  t.ok(await there('named-old'), 'an object a manifest names stays, however old');
  t.ok(await there('unnamed-new'), 'an unnamed object within the grace stays (a save may be about to name it)');
  t.ok(await there('rewritten'), 'an object written again during the sweep stays');
  t.equal(await data.sweepUnused(), 0, 'a second sweep finds nothing more');
});

t.test('with nothing past the grace the manifests are not even read', async (t) => {
  const { store, object, there } = freshStore(t);
  await object('new', UNUSED_GRACE_MS / 2);
  let asked = 0;
  const data = new ObjectTestData(store, async () => {
    asked++;
    return new Set();
  });
  t.equal(await data.sweepUnused(), 0);
  t.equal(asked, 0, 'no query of the problems when no object is past the grace');
  t.ok(await there('new'));
  await object('old', 2 * day);
  t.equal(await data.sweepUnused(), 1, 'once one is, they are read and it goes');
  t.equal(asked, 1);
});
