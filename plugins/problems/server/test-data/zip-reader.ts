// Safe extraction of uploaded zips (test data, problem imports): names are checked before
// anything is written (no absolute paths, no "..", no backslashes: zip-slip), symlinks and other
// special entries are refused, and bytes are counted while inflating, so a zip bomb or an entry
// that lies about its size stops at the limit.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import yauzl from 'yauzl';
import { OjError } from '@oj/sdk';
import { TEST_FILE_NAME } from './layout.ts';

export interface ZipLimits {
  maxEntryBytes: number;
  maxTotalBytes: number;
  maxEntries: number;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

/** entries tools add that are not data: macOS metadata, hidden files */
/** what zip tools add (macOS folders, dot files); `keep`: dot files that are data (a package's .timelimit) */
function isNoise(path: string, keep: readonly string[]): boolean {
  if (path.startsWith('__MACOSX/')) return true;
  const parts = path.split('/');
  return parts.some((part, i) => part.startsWith('.') && part !== '.' && part !== '..' && !(i === parts.length - 1 && keep.includes(part)));
}

function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return Buffer.isBuffer(raw) ? raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1') : String(raw);
}

/** the path's parts, or a refusal: only plain names, at most `maxDepth` deep */
/** a package's file or folder name: no control characters, no slashes (checked before), at most 255 bytes */
const PACKAGE_FILE_NAME = /^[^\u0000-\u001f\u007f]{1,200}$/u;

function safeParts(path: string, maxDepth: number, names: RegExp): string[] {
  if (path.includes('\\') || path.startsWith('/') || /^[A-Za-z]:/.test(path)) throw new OjError('PROBLEMS_ZIP_UNSAFE_PATH', 400, { name: path });
  const parts = path.split('/').filter((p) => p !== '');
  if (parts.some((p) => p === '..' || p === '.')) throw new OjError('PROBLEMS_ZIP_UNSAFE_PATH', 400, { name: path });
  if (parts.length > maxDepth) throw new OjError('PROBLEMS_ZIP_NESTED', 400, { name: path });
  for (const part of parts) if (!names.test(part)) throw new OjError('PROBLEMS_ZIP_BAD_NAME', 400, { name: part });
  return parts;
}

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) reject(new OjError('PROBLEMS_ZIP_INVALID'));
      else resolve(zip);
    });
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) reject(new OjError('PROBLEMS_ZIP_INVALID'));
      else resolve(stream);
    });
  });
}

/**
 * Extracts `bytes` into `dest` (which must exist and be empty). Returns the relative paths of
 * the files written. `maxDepth` 1 keeps files at the zip root; 2 allows one folder level.
 */
/** a package's own files (issue 31): any name a file system takes, and its data dot files */
export interface PackageNames { keep: readonly string[] }

/**
 * The zip's files under `dest`. Test data (the default) takes the names a judge node accepts
 * (TEST_FILE_NAME); a problem package (`pkg`) any name without a path trick or a control
 * character, and the dot files it names.
 */
export async function extractZip(bytes: Buffer, dest: string, limits: ZipLimits, maxDepth = 1, pkg?: PackageNames): Promise<string[]> {
  const keep = pkg?.keep ?? [];
  const zip = await open(bytes);
  const written: string[] = [];
  let total = 0;
  let count = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (err: unknown) => reject(err instanceof OjError ? err : new OjError('PROBLEMS_ZIP_INVALID'));
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        (async () => {
          const path = decodeName(entry);
          const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
          const isDir = path.endsWith('/') || mode === S_IFDIR;
          if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) throw new OjError('PROBLEMS_ZIP_SYMLINK', 400, { name: path });
          if (isNoise(path, keep)) return;
          const parts = safeParts(path, maxDepth, pkg ? PACKAGE_FILE_NAME : TEST_FILE_NAME);
          if (isDir) {
            if (parts.length > 0) await mkdir(join(dest, ...parts), { recursive: true });
            return;
          }
          if (++count > limits.maxEntries) throw new OjError('PROBLEMS_ZIP_TOO_MANY_FILES', 400, { max: limits.maxEntries });
          if (entry.uncompressedSize > limits.maxEntryBytes || total + entry.uncompressedSize > limits.maxTotalBytes) {
            throw new OjError('PROBLEMS_ZIP_TOO_LARGE', 400, { mb: Math.floor(limits.maxTotalBytes / 1048576) });
          }
          if ((entry.generalPurposeBitFlag & 0x1) !== 0) throw new OjError('PROBLEMS_ZIP_INVALID');
          if (parts.length > 1) await mkdir(join(dest, ...parts.slice(0, -1)), { recursive: true });
          let size = 0;
          const counter = new Transform({
            transform(chunk: Buffer, _enc, done) {
              size += chunk.length;
              total += chunk.length;
              if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) done(new OjError('PROBLEMS_ZIP_TOO_LARGE', 400, { mb: Math.floor(limits.maxTotalBytes / 1048576) }));
              else done(null, chunk);
            },
          });
          const stream = await openEntry(zip, entry);
          await pipeline(stream, counter, createWriteStream(join(dest, ...parts), { flags: 'wx' }));
          written.push(parts.join('/'));
        })().then(() => zip.readEntry(), fail);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return written;
}
