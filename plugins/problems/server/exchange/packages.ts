// Problem packages in, from an upload or from a path on the machine (issue 31): a zip is extracted
// with the test data's guards (zip-slip, links, bombs refused), an FPS file is taken as it is, a
// folder is read where it lies; the format is detected unless one is named; then the archive is
// saved whole or not at all (importer.ts). The admin route and `oj problem import` both come here.
// The admin import page's "Verify solutions" sends the same upload again to startVerify, which
// answers a run's id at once (stores/verify-runs.ts, polled by the page); its
// shipped solutions judged as `oj problem verify` judges them (verify.ts), in a sandbox of this
// node — the one `oj start` gives its embedded judge — one package at a time; a node without a
// sandbox (a site judged by judge machines), or one told to (`verifyOn: judge-node`), has a judge
// node judge them (verify-remote.ts).
import { copyFile, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { OjError, defineServiceRef, type AuthUser, type Knex } from '@oj/sdk';
import { openSandboxPool, MIN_SANDBOX_SLOTS } from '@oj/judge-worker';
import type { SandboxPool } from '@oj/sandbox';
import type { Deps } from '../deps.ts';
import { extractZip } from '../test-data/zip-reader.ts';
import { saveArchive, type ImportedOutcome } from './importer.ts';
import { readPackage } from './formats/detect.ts';
import type { ImportedProblem, PackageFormat } from './formats/model.ts';
import { verifyProblem, type VerifyResult } from './verify.ts';
import { RemoteVerifier } from './verify-remote.ts';
import { verifyRunsOf, type VerifyRunView, type VerifyRunWriter } from '../stores/verify-runs.ts';

/** folders an archive may nest (data/secret/group/subgroup/case of an ICPC package inside a top folder) */
export const PACKAGE_DEPTH = 12;
/** dot files a package holds as data (DOMjudge's time limit), kept where other dot files are dropped */
export const PACKAGE_DOT_FILES = ['.timelimit'];

export interface ProblemPackages {
  /** an uploaded archive (a .zip, or an FPS .xml) */
  importUpload(user: Pick<AuthUser, 'username' | 'uid'>, name: string, bytes: Buffer, format?: PackageFormat): Promise<ImportedOutcome[]>;
  /** a zip, an FPS file or a package folder on this machine (`oj problem import`) */
  importPath(user: Pick<AuthUser, 'username' | 'uid'>, path: string, format?: PackageFormat): Promise<ImportedOutcome[]>;
  /**
   * an uploaded archive read and checked, then its shipped solutions judged after the answer
   * (nothing is saved): the id of the run, polled with verifyRun
   */
  startVerify(name: string, bytes: Buffer, format?: PackageFormat): Promise<string>;
  /** a run's state (any web node answers it); null for an unknown id */
  verifyRun(id: string): Promise<VerifyRunView | null>;
}

/** for the plugin's own commands (a web node does not answer it to other plugins' routes) */
export const problemPackagesService = defineServiceRef<ProblemPackages>('problems.packages');

/** where "Verify solutions" judges: here when this node has a sandbox, else on a judge node (`auto`); always on a judge node (`judge-node`) */
export type VerifyOn = 'auto' | 'judge-node';

/** `db`: the database of a context made by hand (verifyRunsOf) */
export function problemPackages({ ctx, db, stores, zipLimits, testData, service }: Deps & { db?: Knex }, verifying: { on: VerifyOn; timeoutMs: number }): ProblemPackages {
  const target = { stores, testData, markdown: ctx.markdown };
  const fromFolder = async (user: Pick<AuthUser, 'username' | 'uid'>, dir: string, name: string, format?: PackageFormat) => {
    // a statement's images as the editor's uploaded images (content checked), other attachments as its files
    const store = async (file: string, bytes: Buffer) => {
      const kind = /\.(png|jpe?g|gif|webp|bmp)$/i.test(file) ? 'md-img' : 'md-file';
      return (await ctx.files.save({ uid: user.uid || null, kind, name: file, bytes })).url;
    };
    return saveArchive(target, user, await readPackage(dir, name, format), (pid) => service.deleteProblem(pid), store);
  };

  /** an uploaded archive into `dir`: a zip extracted, an FPS file as it is */
  async function unpackInto(name: string, bytes: Buffer, dir: string): Promise<void> {
    if (/\.xml$/i.test(name)) await writeFile(join(dir, 'fps.xml'), bytes);
    else if (/\.zip$/i.test(name)) await extractZip(bytes, dir, zipLimits, PACKAGE_DEPTH, { keep: PACKAGE_DOT_FILES });
    else throw new OjError('PROBLEMS_PACKAGE_KIND', 400, { file: name });
  }

  /** an uploaded archive as a folder for `read` (a zip extracted, an FPS file as it is), removed afterwards */
  async function unpackUpload<T>(name: string, bytes: Buffer, read: (dir: string) => Promise<T>): Promise<T> {
    if (bytes.length > zipLimits.maxZipBytes) throw new OjError('PROBLEMS_ZIP_TOO_LARGE', 400, { mb: Math.floor(zipLimits.maxZipBytes / 1048576) });
    const dir = await testData.uploads.scratch(randomBytes(16).toString('hex'));
    try {
      await unpackInto(name, bytes, dir);
      return await read(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function importUpload(user: Pick<AuthUser, 'username' | 'uid'>, name: string, bytes: Buffer, format?: PackageFormat): Promise<ImportedOutcome[]> {
    return unpackUpload(name, bytes, (dir) => fromFolder(user, dir, name, format));
  }

  const remote = new RemoteVerifier(ctx, testData, verifying.timeoutMs);
  const runs = verifyRunsOf(ctx, db);
  // judging here is a judge's work on a web node: one package at a time, in two sandbox slots
  let busy = false;
  async function startVerify(name: string, bytes: Buffer, format?: PackageFormat): Promise<string> {
    if (busy) throw new OjError('PROBLEMS_VERIFY_BUSY', 429);
    if (bytes.length > zipLimits.maxZipBytes) throw new OjError('PROBLEMS_ZIP_TOO_LARGE', 400, { mb: Math.floor(zipLimits.maxZipBytes / 1048576) });
    // the package is read and checked before the answer (refusals as the import's); the judging goes on after it
    const dir = await testData.uploads.scratch(randomBytes(16).toString('hex'));
    let problems: ImportedProblem[] = [];
    const cleanUp = async () => {
      await removeWorkDirs(problems);
      await rm(dir, { recursive: true, force: true });
    };
    let here = false;
    let run: VerifyRunWriter;
    try {
      await unpackInto(name, bytes, dir);
      problems = await readPackage(dir, name, format);
      if (!problems.some((p) => p.solutions.length > 0 || p.inputValidation)) throw new OjError('PROBLEMS_VERIFY_NO_SOLUTIONS', 400, { file: name });
      if (verifying.on === 'auto') {
        if (busy) throw new OjError('PROBLEMS_VERIFY_BUSY', 429);
        busy = here = true;
      }
      run = await runs.start(problems.map((p) => ({ source: p.source, title: p.problem.title, solutions: p.solutions.length })),
        (err) => ctx.log.warn({ err }, 'verify-package: a run\'s state not written'));
    } catch (err) {
      if (here) busy = false;
      await cleanUp();
      throw err;
    }
    void judge(run, problems, here, cleanUp);
    return run.id;
  }

  /**
   * the run judged to its end: here when `here` and this node has a sandbox, else by a judge node;
   * its files removed before the end is written (a reader told it is over finds nothing left)
   */
  async function judge(run: VerifyRunWriter, problems: readonly ImportedProblem[], here: boolean, cleanUp: () => Promise<void>): Promise<void> {
    let end: () => Promise<void>;
    try {
      let results: VerifyResult[] | null = null;
      if (here) {
        let pool: SandboxPool | null = null;
        try {
          pool = await sandboxPool();
          if (pool) {
            results = [];
            for (const [i, problem] of problems.entries()) {
              results.push(await verifyProblem(pool, problem, (line) => run.solution(i, line), (limit) => run.timeLimit(i, limit)));
            }
          }
        } finally {
          busy = false;
          await pool?.close();
        }
      }
      const judged = results ?? await remote.verify(problems, (count, progress) => run.judgedSoFar(count, progress));
      end = () => run.done(judged);
    } catch (err) {
      if (err instanceof OjError) end = () => run.failed(err.code, err.params);
      else {
        ctx.log.error({ err }, 'verify-package: the verification failed');
        end = () => run.failed('PROBLEMS_VERIFY_RUN_FAILED', { message: err instanceof Error ? err.message : String(err) });
      }
    }
    await cleanUp().catch((err: unknown) => ctx.log.warn({ err }, 'verify-package: its files not removed'));
    await end();
  }

  /** a run's state for an admin's poll; null for an unknown id */
  function verifyRun(id: string): Promise<VerifyRunView | null> {
    return runs.read(id);
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

  return { importUpload, importPath, startVerify, verifyRun };
}

/** what the readers wrote beside the package (FPS test data, made answers) */
export async function removeWorkDirs(problems: readonly ImportedProblem[]): Promise<void> {
  for (const dir of new Set(problems.map((p) => p.workDir).filter((d): d is string => !!d))) await rm(dir, { recursive: true, force: true });
}
