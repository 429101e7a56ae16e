// Problem packages in, from an upload or from a path on the machine (issue 31): a zip is extracted
// with the test data's guards (zip-slip, links, bombs refused), an FPS file is taken as it is, a
// folder is read where it lies; the format is detected unless one is named; then the archive is
// saved whole or not at all (importer.ts). The admin route and `oj problem import` both come here.
import { copyFile, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { OjError, defineServiceRef, type AuthUser } from '@oj/sdk';
import type { Deps } from '../deps.ts';
import { extractZip } from '../test-data/zip-reader.ts';
import { saveArchive, type ImportedOutcome } from './importer.ts';
import { readPackage } from './formats/detect.ts';
import type { PackageFormat } from './formats/model.ts';

/** folders an archive may nest (data/secret/group/subgroup/case of an ICPC package inside a top folder) */
export const PACKAGE_DEPTH = 12;
/** dot files a package holds as data (DOMjudge's time limit), kept where other dot files are dropped */
export const PACKAGE_DOT_FILES = ['.timelimit'];

export interface ProblemPackages {
  /** an uploaded archive (a .zip, or an FPS .xml) */
  importUpload(user: Pick<AuthUser, 'username' | 'uid'>, name: string, bytes: Buffer, format?: PackageFormat): Promise<ImportedOutcome[]>;
  /** a zip, an FPS file or a package folder on this machine (`oj problem import`) */
  importPath(user: Pick<AuthUser, 'username' | 'uid'>, path: string, format?: PackageFormat): Promise<ImportedOutcome[]>;
}

/** for the plugin's own commands (a web node does not answer it to other plugins' routes) */
export const problemPackagesService = defineServiceRef<ProblemPackages>('problems.packages');

export function problemPackages({ ctx, db, t, zipLimits, testData, service }: Deps): ProblemPackages {
  const target = { db, t, testData, markdown: ctx.markdown };
  const fromFolder = async (user: Pick<AuthUser, 'username' | 'uid'>, dir: string, name: string, format?: PackageFormat) => {
    // a statement's images as the editor's uploaded images (content checked), other attachments as its files
    const store = async (file: string, bytes: Buffer) => {
      const kind = /\.(png|jpe?g|gif|webp|bmp)$/i.test(file) ? 'md-img' : 'md-file';
      return (await ctx.files.save({ uid: user.uid || null, kind, name: file, bytes })).url;
    };
    return saveArchive(target, user, await readPackage(dir, name, format), (pid) => service.deleteProblem(pid), store);
  };

  async function importUpload(user: Pick<AuthUser, 'username' | 'uid'>, name: string, bytes: Buffer, format?: PackageFormat): Promise<ImportedOutcome[]> {
    if (bytes.length > zipLimits.maxZipBytes) throw new OjError('PROBLEMS_ZIP_TOO_LARGE', 400, { mb: Math.floor(zipLimits.maxZipBytes / 1048576) });
    const dir = await testData.uploads.scratch(randomBytes(16).toString('hex'));
    try {
      if (/\.xml$/i.test(name)) await writeFile(join(dir, 'fps.xml'), bytes);
      else if (/\.zip$/i.test(name)) await extractZip(bytes, dir, zipLimits, PACKAGE_DEPTH, { keep: PACKAGE_DOT_FILES });
      else throw new OjError('PROBLEMS_PACKAGE_KIND', 400, { file: name });
      return await fromFolder(user, dir, name, format);
    } finally {
      await rm(dir, { recursive: true, force: true });
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

  return { importUpload, importPath };
}
