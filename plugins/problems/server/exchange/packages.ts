// Problem packages in, from an upload or from a path on the machine (issue 31): a zip is extracted
// with the test data's guards (zip-slip, links, bombs refused), an FPS file is taken as it is, a
// folder is read where it lies; the format is detected unless one is named; then the archive is
// saved whole or not at all (importer.ts). The admin route and `oj problem import` both come here.
// The admin import page's "Verify solutions" sends the same upload again to verifyUpload: its
// shipped solutions judged as `oj problem verify` judges them (verify.ts), in a sandbox of this
// node — the one `oj start` gives its embedded judge — one package at a time; a node without a
// sandbox (a site judged by judge machines), or one told to (`verifyOn: judge-node`), has a judge
// node judge them (verify-remote.ts).
import { copyFile, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { OjError, defineServiceRef, type AuthUser } from '@oj/sdk';
import { openSandboxPool, MIN_SANDBOX_SLOTS } from '@oj/judge-worker';
import type { SandboxPool } from '@oj/sandbox';
import type { Deps } from '../deps.ts';
import { extractZip } from '../test-data/zip-reader.ts';
import { saveArchive, type ImportedOutcome } from './importer.ts';
import { readPackage } from './formats/detect.ts';
import type { ImportedProblem, PackageFormat } from './formats/model.ts';
import { verifyProblem, type VerifyResult } from './verify.ts';
import { RemoteVerifier } from './verify-remote.ts';

/** folders an archive may nest (data/secret/group/subgroup/case of an ICPC package inside a top folder) */
export const PACKAGE_DEPTH = 12;
/** dot files a package holds as data (DOMjudge's time limit), kept where other dot files are dropped */
export const PACKAGE_DOT_FILES = ['.timelimit'];

export interface ProblemPackages {
  /** an uploaded archive (a .zip, or an FPS .xml) */
  importUpload(user: Pick<AuthUser, 'username' | 'uid'>, name: string, bytes: Buffer, format?: PackageFormat): Promise<ImportedOutcome[]>;
  /** a zip, an FPS file or a package folder on this machine (`oj problem import`) */
  importPath(user: Pick<AuthUser, 'username' | 'uid'>, path: string, format?: PackageFormat): Promise<ImportedOutcome[]>;
  /** an uploaded archive's shipped solutions judged (nothing is saved) */
  verifyUpload(name: string, bytes: Buffer, format?: PackageFormat): Promise<PackageVerification[]>;
}

/** one problem of a verified archive */
export interface PackageVerification {
  source: string;
  title: string;
  result: VerifyResult;
}

/** for the plugin's own commands (a web node does not answer it to other plugins' routes) */
export const problemPackagesService = defineServiceRef<ProblemPackages>('problems.packages');

/** where "Verify solutions" judges: here when this node has a sandbox, else on a judge node (`auto`); always on a judge node (`judge-node`) */
export type VerifyOn = 'auto' | 'judge-node';

export function problemPackages({ ctx, db, t, zipLimits, testData, service }: Deps, verifying: { on: VerifyOn; timeoutMs: number }): ProblemPackages {
  const target = { db, t, testData, markdown: ctx.markdown };
  const fromFolder = async (user: Pick<AuthUser, 'username' | 'uid'>, dir: string, name: string, format?: PackageFormat) => {
    // a statement's images as the editor's uploaded images (content checked), other attachments as its files
    const store = async (file: string, bytes: Buffer) => {
      const kind = /\.(png|jpe?g|gif|webp|bmp)$/i.test(file) ? 'md-img' : 'md-file';
      return (await ctx.files.save({ uid: user.uid || null, kind, name: file, bytes })).url;
    };
    return saveArchive(target, user, await readPackage(dir, name, format), (pid) => service.deleteProblem(pid), store);
  };

  /** an uploaded archive as a folder for `read` (a zip extracted, an FPS file as it is), removed afterwards */
  async function unpackUpload<T>(name: string, bytes: Buffer, read: (dir: string) => Promise<T>): Promise<T> {
    if (bytes.length > zipLimits.maxZipBytes) throw new OjError('PROBLEMS_ZIP_TOO_LARGE', 400, { mb: Math.floor(zipLimits.maxZipBytes / 1048576) });
    const dir = await testData.uploads.scratch(randomBytes(16).toString('hex'));
    try {
      if (/\.xml$/i.test(name)) await writeFile(join(dir, 'fps.xml'), bytes);
      else if (/\.zip$/i.test(name)) await extractZip(bytes, dir, zipLimits, PACKAGE_DEPTH, { keep: PACKAGE_DOT_FILES });
      else throw new OjError('PROBLEMS_PACKAGE_KIND', 400, { file: name });
      return await read(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function importUpload(user: Pick<AuthUser, 'username' | 'uid'>, name: string, bytes: Buffer, format?: PackageFormat): Promise<ImportedOutcome[]> {
    return unpackUpload(name, bytes, (dir) => fromFolder(user, dir, name, format));
  }

  const remote = new RemoteVerifier(ctx, testData, verifying.timeoutMs);
  // judging here is a judge's work on a web node: one package at a time, in two sandbox slots
  let busy = false;
  async function verifyUpload(name: string, bytes: Buffer, format?: PackageFormat): Promise<PackageVerification[]> {
    if (busy) throw new OjError('PROBLEMS_VERIFY_BUSY', 429);
    return unpackUpload(name, bytes, async (dir) => {
      const problems = await readPackage(dir, name, format);
      try {
        if (!problems.some((p) => p.solutions.length > 0 || p.inputValidation)) throw new OjError('PROBLEMS_VERIFY_NO_SOLUTIONS', 400, { file: name });
        const of = (results: readonly VerifyResult[]) => problems.map((p, i) => ({ source: p.source, title: p.problem.title, result: results[i]! }));
        if (verifying.on === 'auto') {
          if (busy) throw new OjError('PROBLEMS_VERIFY_BUSY', 429);
          busy = true;
          let pool: SandboxPool | null = null;
          try {
            pool = await sandboxPool();
            if (pool) {
              const out: VerifyResult[] = [];
              for (const problem of problems) out.push(await verifyProblem(pool, problem, () => {}));
              return of(out);
            }
          } finally {
            busy = false;
            await pool?.close();
          }
        }
        return of(await remote.verify(problems));
      } finally {
        await removeWorkDirs(problems);
      }
    });
  }

  /** this node's sandbox, or null when it has none (a web node of a site judged by judge machines) */
  async function sandboxPool(): Promise<SandboxPool | null> {
    try {
      return await openSandboxPool(MIN_SANDBOX_SLOTS);
    } catch (err) {
      ctx.log.info({ err }, 'verify-package: no sandbox on this node, a judge node verifies');
      return null;
    }
  }

  async function importPath(user: Pick<AuthUser, 'username' | 'uid'>, path: string, format?: PackageFormat): Promise<ImportedOutcome[]> {
    const kind = await stat(path).catch(() => null);
    if (!kind) throw new OjError('PROBLEMS_PACKAGE_MISSING', 400, { file: path });
    if (kind.isDirectory()) return fromFolder(user, path, basename(path), format);
    if (/\.xml$/i.test(path)) {
      const dir = await testData.uploads.scratch(randomBytes(16).toString('hex'));
      try {
        await copyFile(path, join(dir, 'fps.xml'));
        return await fromFolder(user, dir, basename(path), format);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    return importUpload(user, basename(path), await readFile(path), format);
  }

  return { importUpload, importPath, verifyUpload };
}

/** what the readers wrote beside the package (FPS test data, made answers) */
export async function removeWorkDirs(problems: readonly ImportedProblem[]): Promise<void> {
  for (const dir of new Set(problems.map((p) => p.workDir).filter((d): d is string => !!d))) await rm(dir, { recursive: true, force: true });
}
