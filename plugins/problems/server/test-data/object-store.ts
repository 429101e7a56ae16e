// Test data in the site's shared store (several web nodes), content addressed: every file is the
// object testdata/<sha256 of its bytes>, written before the problem's row changes. The row's
// manifest (name → sha256) is the only pointer, so its update is the atomic swap: a judge reads
// the old manifest's objects or the new one's, never a mix. Objects no manifest names are removed
// once they are a day old (a save in progress or a judge still on the old version keeps its own).
// Staged zip uploads are objects uploads/<token>/<name>, swept after a day as on one machine.
import { mkdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { SharedStore } from '@oj/sdk';
import type { TestDataFile } from '@oj/judge-worker/protocol';
import { UPLOAD_TOKEN_PATTERN } from './layout.ts';
import { sha256, type TestDataManifest } from './manifest.ts';
import { infoFile, writeCases, type CaseFiles, type CaseSource, type StagedTestData, type TestDataStore, type UploadArea } from './data-store.ts';
import type { ZipItem } from './zip-writer.ts';

/** an object no manifest names is kept this long (a save or a judge may still be on it) */
export const UNUSED_GRACE_MS = 24 * 60 * 60 * 1000;
/** how often one web node looks for unused objects */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const blobKey = (sha: string) => `testdata/${sha}`;
const TOKEN = new RegExp(UPLOAD_TOKEN_PATTERN);

class ObjectUploads implements UploadArea {
  constructor(private readonly store: SharedStore) {}

  async scratch(): Promise<string> {
    const dir = join(tmpdir(), `oj-upload-${randomBytes(8).toString('hex')}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** every extracted file to the store, then the node's scratch folder goes */
  async keep(token: string, dir: string, names: readonly string[]): Promise<void> {
    try {
      for (const name of names) await this.store.put(`uploads/${token}/${name}`, await readFile(join(dir, name)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async files(token: string): Promise<CaseFiles | null> {
    if (!TOKEN.test(token)) return null;
    for await (const item of this.store.list(`uploads/${token}/`)) {
      void item;
      return { read: (name) => this.store.get(`uploads/${token}/${name}`) };
    }
    return null;
  }

  async drop(token: string): Promise<void> {
    if (!TOKEN.test(token)) return;
    const keys: string[] = [];
    for await (const item of this.store.list(`uploads/${token}/`)) keys.push(item.key);
    await this.store.delete(keys);
  }

  async sweep(ttlMs: number): Promise<void> {
    const stale: string[] = [];
    for await (const item of this.store.list('uploads/')) if (Date.now() - item.modifiedAt.getTime() > ttlMs) stale.push(item.key);
    await this.store.delete(stale);
  }
}

export class ObjectTestData implements TestDataStore {
  readonly uploads: UploadArea;
  private lastSweep = 0;

  /** `referenced`: the sha256 of every file some problem's manifest names */
  constructor(private readonly store: SharedStore, private readonly referenced: () => Promise<Set<string>>) {
    this.uploads = new ObjectUploads(store);
  }

  async stage(_pid: number, sources: CaseSource[]): Promise<StagedTestData> {
    return {
      dir: '',
      ...(await writeCases(sources, async (_name, data, sha) => {
        // written again when it is old, so the sweep never takes an object a save is about to name
        const there = await this.store.stat(blobKey(sha));
        if (!there || there.size !== data.length || Date.now() - there.modifiedAt.getTime() > UNUSED_GRACE_MS / 2) await this.store.put(blobKey(sha), data);
      })),
    };
  }

  async publish(): Promise<void> {
    // the objects are in place; the row's new manifest, committed by the caller, is the swap
    this.sweepSoon();
  }

  async discard(): Promise<void> {
    // objects of a save that failed are unused: the sweep takes them after the grace
  }

  async open(_pid: number, file: TestDataFile): Promise<Readable | null> {
    return (await this.store.open(blobKey(file.sha256)))?.body ?? null;
  }

  live(_pid: number, manifest: TestDataManifest | null): CaseFiles {
    return {
      read: async (name) => {
        const file = manifest?.files.find((f) => f.name === name);
        return file ? this.store.get(blobKey(file.sha256)) : null;
      },
    };
  }

  async download(pid: number, manifest: TestDataManifest | null): Promise<ZipItem[]> {
    if (!manifest) return [];
    const items: ZipItem[] = [];
    for (const file of manifest.files) {
      const data = await this.store.get(blobKey(file.sha256));
      if (data) items.push({ path: file.name, data });
    }
    if (items.length) items.push({ path: 'info', data: infoFile(manifest.cases, { judgeMode: manifest.judgeMode ?? 'default', judgeCaseMode: manifest.judgeCaseMode ?? 'default', version: manifest.version }) });
    return items;
  }

  async remove(): Promise<void> {
    this.sweepSoon();
  }

  /** at most once an hour per web node, in the background: objects no manifest names, older than the grace */
  private sweepSoon(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    this.sweepUnused().catch(() => { /* the store logged it; the next sweep tries again */ });
  }

  async sweepUnused(): Promise<number> {
    const old: string[] = [];
    for await (const item of this.store.list('testdata/')) if (Date.now() - item.modifiedAt.getTime() > UNUSED_GRACE_MS) old.push(item.key);
    if (old.length === 0) return 0;
    const used = await this.referenced();
    let removed = 0;
    for (const key of old) {
      if (used.has(key.slice('testdata/'.length))) continue;
      // written again since the listing (a save naming it): keep it
      const now = await this.store.stat(key);
      if (!now || Date.now() - now.modifiedAt.getTime() <= UNUSED_GRACE_MS) continue;
      await this.store.delete([key]);
      removed++;
    }
    return removed;
  }
}
