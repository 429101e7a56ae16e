// Reading an extracted package without leaving it: every path is resolved through its links and
// refused when it lands outside the package's folder (an ICPC case may be a link to another case;
// a link to /etc/passwd is a refusal). Paths are relative, with '/' separators, as the formats
// name them; listings are sorted the way the formats order their files (code units, like ls -U
// under LC_ALL=C).
import { lstat, open, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import { join } from 'node:path/posix';
import { OjError } from '@oj/sdk';

export interface Entry {
  name: string;
  /** relative to the package root */
  path: string;
  kind: 'file' | 'dir';
}

/** files tools add that are no part of a package */
const NOISE = new Set(['__MACOSX', '.DS_Store', 'Thumbs.db', '.git', '.svn']);

/** folders deeper than this are refused (a zip holds at most 12; a link loop would never end) */
const MAX_DEPTH = 16;

/** what a reader reads whole (YAML, XML, statements, code); test data are never read */
const TEXT_READ_MAX_BYTES = 16 * 1024 * 1024;

export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export class PackageDir {
  private constructor(readonly root: string) {}

  static async open(dir: string): Promise<PackageDir> {
    return new PackageDir(await realpath(dir));
  }

  /** the package rooted at a folder inside this one */
  async sub(path: string): Promise<PackageDir> {
    const real = await this.resolve(path);
    if (!real) throw new OjError('PROBLEMS_PACKAGE_FILE_MISSING', 400, { file: path });
    return new PackageDir(real);
  }

  private inside(real: string): boolean {
    return real === this.root || real.startsWith(this.root + sep);
  }

  /** the real absolute path of `path`, null when nothing is there; a link out of the package is refused */
  async resolve(path: string): Promise<string | null> {
    const full = path ? this.root + sep + path.split('/').join(sep) : this.root;
    let real: string;
    try {
      real = await realpath(full);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOTDIR') return null;
      if (code === 'ENOENT') {
        // a dangling link is still a link: say where it points only if it stays inside
        const link = await lstat(full).catch(() => null);
        if (link?.isSymbolicLink()) throw new OjError('PROBLEMS_PACKAGE_LINK_OUTSIDE', 400, { file: path });
        return null;
      }
      throw new OjError('PROBLEMS_PACKAGE_LINK_OUTSIDE', 400, { file: path });
    }
    if (!this.inside(real)) throw new OjError('PROBLEMS_PACKAGE_LINK_OUTSIDE', 400, { file: path });
    return real;
  }

  async kind(path: string): Promise<'file' | 'dir' | null> {
    const real = await this.resolve(path);
    if (!real) return null;
    const s = await stat(real);
    return s.isDirectory() ? 'dir' : s.isFile() ? 'file' : null;
  }

  async isFile(path: string): Promise<boolean> {
    return (await this.kind(path)) === 'file';
  }

  async isDir(path: string): Promise<boolean> {
    return (await this.kind(path)) === 'dir';
  }

  /** the files and folders of a folder, sorted; empty when it is not a folder */
  async list(path = ''): Promise<Entry[]> {
    if (path.split('/').length > MAX_DEPTH) throw new OjError('PROBLEMS_PACKAGE_TOO_DEEP', 400, { file: path });
    const real = await this.resolve(path);
    if (!real || !(await stat(real)).isDirectory()) return [];
    const entries: Entry[] = [];
    for (const name of (await readdir(real)).sort(byCodeUnits)) {
      if (NOISE.has(name)) continue;
      const rel = path ? join(path, name) : name;
      const kind = await this.kind(rel);
      if (kind) entries.push({ name, path: rel, kind });
    }
    return entries;
  }

  /** every file under a folder, depth first in sorted order */
  async walk(path = ''): Promise<Entry[]> {
    const files: Entry[] = [];
    for (const entry of await this.list(path)) {
      if (entry.kind === 'dir') files.push(...(await this.walk(entry.path)));
      else files.push(entry);
    }
    return files;
  }

  async size(path: string): Promise<number> {
    const real = await this.resolve(path);
    return real ? (await stat(real)).size : 0;
  }

  /** a text file (UTF-8, BOM removed), null when absent; one larger than `maxBytes` is refused */
  async readText(path: string, maxBytes = TEXT_READ_MAX_BYTES): Promise<string | null> {
    const real = await this.resolve(path);
    if (!real) return null;
    const s = await stat(real);
    if (!s.isFile()) return null;
    if (s.size > maxBytes) throw new OjError('PROBLEMS_PACKAGE_FILE_TOO_LARGE', 400, { file: path, mb: Math.floor(maxBytes / 1048576) || 1 });
    return (await readFile(real, 'utf8')).replace(/^\uFEFF/, '');
  }

  async readBytes(path: string, maxBytes = TEXT_READ_MAX_BYTES): Promise<Buffer | null> {
    const real = await this.resolve(path);
    if (!real) return null;
    const s = await stat(real);
    if (!s.isFile()) return null;
    if (s.size > maxBytes) throw new OjError('PROBLEMS_PACKAGE_FILE_TOO_LARGE', 400, { file: path, mb: Math.floor(maxBytes / 1048576) || 1 });
    return readFile(real);
  }

  /** the first bytes of a file as text (to see an XML file's root element) */
  async head(path: string, bytes = 4096): Promise<string> {
    const real = await this.resolve(path);
    if (!real) return '';
    const handle = await open(real, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  }
}
