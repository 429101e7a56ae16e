// Where a problem's test data and the staged zip uploads live, behind one interface with two
// homes: the data dir's folders (folder-store.ts, the embedded default and the reference's layout
// that a judge node beside the site reads) or the site's shared store (object-store.ts, content
// addressed, for several web nodes). Chosen by the kernel's store: ctx.store.localFolder.
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import type { PluginContext } from '@oj/sdk';
import type { TestCase } from '@oj/judge-engine';
import type { TestDataFile } from '@oj/judge-worker/protocol';
import type { JudgeCaseMode, JudgeMode } from '../../shared/service.ts';
import { sha256, type TestDataManifest } from './manifest.ts';
import type { ZipItem } from './zip-writer.ts';
import { FolderTestData } from './folder-store.ts';
import { ObjectTestData } from './object-store.ts';

export interface CaseSource {
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number | null;
  readInput(): Promise<Buffer>;
  readOutput(): Promise<Buffer>;
}

export interface StagedTestData {
  /** the folder store's staging folder ('' once published, and on the object store) */
  dir: string;
  cases: TestCase[];
  files: TestDataFile[];
}

/** files by name: an upload, an import's folder, or a problem's live data */
export interface CaseFiles {
  /** the bytes, or null when there is no such file */
  read(name: string): Promise<Buffer | null>;
}

/** what the reference's `info` file says (reference §4.6) */
export interface InfoFile {
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  version: string;
}

export interface TestDataStore {
  /** writes the (normalised) files where no judge reads them yet */
  stage(pid: number, sources: CaseSource[]): Promise<StagedTestData>;
  /** inside the problem's transaction, after its row: the staged data becomes the live one */
  publish(pid: number, staged: StagedTestData, info: InfoFile): Promise<void>;
  discard(staged: StagedTestData): Promise<void>;
  /** a live file the manifest lists, streamed (null when it is missing) */
  open(pid: number, file: TestDataFile): Promise<Readable | null>;
  /** the live files by name (an edit that keeps them) */
  live(pid: number, manifest: TestDataManifest | null): CaseFiles;
  /** the live data as downloaded: every file and the `info` file */
  download(pid: number, manifest: TestDataManifest | null): Promise<ZipItem[]>;
  remove(pid: number): Promise<void>;
  readonly uploads: UploadArea;
}

/** zips uploaded before the problem is saved (the upload-then-save flow: two calls, maybe two web nodes) */
export interface UploadArea {
  /** a folder on this node to extract into; `keep` makes it the upload `token` */
  scratch(token: string): Promise<string>;
  keep(token: string, dir: string, names: readonly string[]): Promise<void>;
  /** the files of upload `token`, or null when it is gone (never made, saved, or swept) */
  files(token: string): Promise<CaseFiles | null>;
  drop(token: string): Promise<void>;
  /** removes uploads older than `ttlMs` that were never saved into a problem */
  sweep(ttlMs: number): Promise<void>;
}

export function normaliseLineEnds(data: Buffer): Buffer {
  if (!data.includes(13)) return data;
  return Buffer.from(data.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1');
}

/** the reference's `info` file of the staged cases */
/**
 * Each case's input and output read once (a file two cases share is written once), with line
 * ends normalised, handed to `write` with its hash; then the cases in order and the files by name.
 */
export async function writeCases(sources: CaseSource[], write: (name: string, data: Buffer, sha: string) => Promise<void>): Promise<{ cases: TestCase[]; files: TestDataFile[] }> {
  const files = new Map<string, TestDataFile>();
  const put = async (name: string, read: () => Promise<Buffer>) => {
    if (files.has(name)) return;
    const data = normaliseLineEnds(await read());
    const sha = sha256(data);
    await write(name, data, sha);
    files.set(name, { name, size: data.length, sha256: sha });
  };
  const cases: TestCase[] = [];
  for (const [i, source] of sources.entries()) {
    await put(source.inputName, source.readInput);
    await put(source.outputName, source.readOutput);
    cases.push({
      caseId: i + 1,
      inputName: source.inputName,
      outputName: source.outputName,
      score: source.score,
      ...(source.groupNum != null ? { groupNum: source.groupNum } : {}),
    });
  }
  return { cases, files: [...files.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) };
}

export function infoFile(cases: TestCase[], info: InfoFile): Buffer {
  return Buffer.from(JSON.stringify({ mode: info.judgeMode, judgeCaseMode: info.judgeCaseMode, version: info.version, testCasesSize: cases.length, testCases: cases }));
}

const stores = new WeakMap<PluginContext, TestDataStore>();

/** the plugin's test data store: one per site (it keeps the sweep's pace) */
export function testDataStore(ctx: PluginContext, referenced: () => Promise<Set<string>>): TestDataStore {
  let store = stores.get(ctx);
  if (!store) {
    const folder = ctx.store.localFolder('');
    // the local folder is <dataDir>/problems: the reference's layout under the data dir
    store = folder ? new FolderTestData(dirname(folder)) : new ObjectTestData(ctx.store, referenced);
    stores.set(ctx, store);
  }
  return store;
}
