// Writing a problem's test data: files are normalised (CRLF/CR → LF, reference §4.6) into a
// staging folder beside the live one, then swapped in once the database agrees.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { TestCase } from '@oj/judge-engine';
import type { TestDataFile } from '@oj/judge-worker/protocol';
import type { JudgeCaseMode, JudgeMode } from '../../shared/service.ts';
import { testCaseDir, testCaseRoot } from './layout.ts';
import { sha256 } from './manifest.ts';

export interface CaseSource {
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number | null;
  readInput(): Promise<Buffer>;
  readOutput(): Promise<Buffer>;
}

export interface StagedTestData {
  dir: string;
  cases: TestCase[];
  files: TestDataFile[];
}

export function normaliseLineEnds(data: Buffer): Buffer {
  if (!data.includes(13)) return data;
  return Buffer.from(data.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1');
}

export async function stageTestData(dataDir: string, pid: number, sources: CaseSource[]): Promise<StagedTestData> {
  await mkdir(testCaseRoot(dataDir), { recursive: true });
  const dir = `${testCaseDir(dataDir, pid)}.${randomBytes(6).toString('hex')}.staging`;
  await mkdir(dir);
  const files = new Map<string, TestDataFile>();
  const put = async (name: string, read: () => Promise<Buffer>) => {
    if (files.has(name)) return;
    const data = normaliseLineEnds(await read());
    await writeFile(`${dir}/${name}`, data);
    files.set(name, { name, size: data.length, sha256: sha256(data) });
  };
  try {
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
    return { dir, cases, files: [...files.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

/** the reference's `info` file (reference §4.6), for tools and judges that read the folder */
export async function writeInfoFile(staged: StagedTestData, judgeMode: JudgeMode, judgeCaseMode: JudgeCaseMode, version: string): Promise<void> {
  const info = { mode: judgeMode, judgeCaseMode, version, testCasesSize: staged.cases.length, testCases: staged.cases };
  await writeFile(`${staged.dir}/info`, JSON.stringify(info));
}

/** swaps the staged folder in for the problem's live one */
export async function publishTestData(dataDir: string, pid: number, staged: StagedTestData): Promise<void> {
  const live = testCaseDir(dataDir, pid);
  const old = `${live}.${randomBytes(6).toString('hex')}.old`;
  await rename(live, old).catch((err: NodeJS.ErrnoException) => { if (err.code !== 'ENOENT') throw err; });
  await rename(staged.dir, live);
  await rm(old, { recursive: true, force: true });
}

export async function discardStaged(staged: StagedTestData): Promise<void> {
  await rm(staged.dir, { recursive: true, force: true });
}

export async function removeTestData(dataDir: string, pid: number): Promise<void> {
  await rm(testCaseDir(dataDir, pid), { recursive: true, force: true });
}
