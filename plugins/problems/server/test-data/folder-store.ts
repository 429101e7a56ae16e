// Test data in the data dir (the embedded default): the reference's layout (layout.ts) that a
// judge node beside the site reads in place. Files are normalised into a staging folder beside
// the live one, then swapped in by a rename inside the problem's transaction.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TestDataFile } from '@oj/judge-worker/protocol';
import { testCaseDir, testCaseRoot, uploadDir, uploadRoot } from './layout.ts';
import { infoFile, writeCases, type CaseFiles, type CaseSource, type InfoFile, type StagedTestData, type TestDataStore, type UploadArea } from './data-store.ts';
import type { ZipItem } from './zip-writer.ts';

/** files of a folder by name (an import's extracted problem, an upload, a problem's live data) */
export function folderFiles(dir: string): CaseFiles {
  return {
    async read(name) {
      try { return await readFile(join(dir, name)); } catch { return null; }
    },
  };
}

class FolderUploads implements UploadArea {
  constructor(private readonly dataDir: string) {}

  async scratch(token: string): Promise<string> {
    const dir = uploadDir(this.dataDir, token);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  async keep(): Promise<void> {
    // the scratch folder is the upload
  }

  async files(token: string): Promise<CaseFiles | null> {
    let dir: string;
    try { dir = uploadDir(this.dataDir, token); } catch { return null; }
    const info = await stat(dir).catch(() => null);
    return info?.isDirectory() ? folderFiles(dir) : null;
  }

  async drop(token: string): Promise<void> {
    await rm(uploadDir(this.dataDir, token), { recursive: true, force: true });
  }

  async sweep(ttlMs: number): Promise<void> {
    const root = uploadRoot(this.dataDir);
    const names = await readdir(root).catch(() => [] as string[]);
    for (const name of names) {
      const info = await stat(join(root, name)).catch(() => null);
      if (info && Date.now() - info.mtimeMs > ttlMs) await rm(join(root, name), { recursive: true, force: true });
    }
  }
}

export class FolderTestData implements TestDataStore {
  readonly uploads: UploadArea;

  constructor(private readonly dataDir: string) {
    this.uploads = new FolderUploads(dataDir);
  }

  async stage(pid: number, sources: CaseSource[]): Promise<StagedTestData> {
    await mkdir(testCaseRoot(this.dataDir), { recursive: true });
    const dir = `${testCaseDir(this.dataDir, pid)}.${randomBytes(6).toString('hex')}.staging`;
    await mkdir(dir);
    try {
      return { dir, ...(await writeCases(sources, (name, data) => writeFile(`${dir}/${name}`, data))) };
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
  }

  /** the `info` file for tools and judges that read the folder, then the staged folder swapped in */
  async publish(pid: number, staged: StagedTestData, info: InfoFile): Promise<void> {
    await writeFile(`${staged.dir}/info`, infoFile(staged.cases, info));
    const live = testCaseDir(this.dataDir, pid);
    const old = `${live}.${randomBytes(6).toString('hex')}.old`;
    await rename(live, old).catch((err: NodeJS.ErrnoException) => { if (err.code !== 'ENOENT') throw err; });
    await rename(staged.dir, live);
    await rm(old, { recursive: true, force: true });
  }

  async discard(staged: StagedTestData): Promise<void> {
    if (staged.dir) await rm(staged.dir, { recursive: true, force: true });
  }

  async open(pid: number, file: TestDataFile): Promise<Readable | null> {
    const path = join(testCaseDir(this.dataDir, pid), file.name);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? createReadStream(path) : null;
  }

  live(pid: number): CaseFiles {
    return folderFiles(testCaseDir(this.dataDir, pid));
  }

  async download(pid: number): Promise<ZipItem[]> {
    const dir = testCaseDir(this.dataDir, pid);
    const names = await readdir(dir).catch(() => [] as string[]);
    return Promise.all(names.map(async (name) => ({ path: name, data: await readFile(join(dir, name)) })));
  }

  async remove(pid: number): Promise<void> {
    await rm(testCaseDir(this.dataDir, pid), { recursive: true, force: true });
  }
}
