// File access to a slot's work dir from the host. The sandboxed program owns that directory, so
// it may have planted symlinks, FIFOs or directories where we expect files: every access refuses
// to follow a symlink and only touches regular files. The slot is idle during these calls (its
// init killed every process after the last run), so checks cannot race with the program.
// The calls are synchronous on purpose: the work dir is a tmpfs, so they never wait for a disk,
// and a dozen thread-pool round trips per run cost more than the run itself (bench/sandbox).
import {
  chmodSync, chownSync, closeSync, constants, copyFileSync, fchmodSync, fchownSync, fstatSync, lstatSync, mkdirSync,
  openSync, readSync, rmSync, writeSync,
} from 'node:fs';
import { posix } from 'node:path';
import type { FileReadResult } from './types.ts';

const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW, O_NONBLOCK } = constants;

/** Validates a work-dir-relative name and returns its components. */
export function splitName(name: string): string[] {
  if (typeof name !== 'string' || name.includes('\0')) throw new Error('@oj/sandbox: bad file name');
  const rel = name.startsWith('/w/') ? name.slice(3) : name;
  const parts = posix.normalize(rel).split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 || posix.isAbsolute(rel) || parts.includes('..')) {
    throw new Error(`@oj/sandbox: file name must stay inside the work dir: ${name}`);
  }
  return parts;
}

function lstatOrNull(path: string) {
  return lstatSync(path, { throwIfNoEntry: false }) ?? null;
}

export interface WorkDir {
  root: string;
  /** uid/gid that should own directories we create (root mode), or null. */
  owner: { uid: number; gid: number } | null;
}

/** Host path of `name`, with every directory component checked (created when `create`). */
function checkedPath(dir: WorkDir, name: string, create: boolean): string {
  const parts = splitName(name);
  let path = dir.root;
  for (const part of parts.slice(0, -1)) {
    path = posix.join(path, part);
    const st = lstatOrNull(path);
    if (st?.isDirectory()) continue;
    if (!create) throw new Error(`@oj/sandbox: ${name}: not a plain directory path`);
    if (st) rmSync(path, { recursive: true, force: true }); // a planted symlink or file
    mkdirSync(path, { mode: 0o755 });
    if (dir.owner) chownSync(path, dir.owner.uid, dir.owner.gid);
  }
  return posix.join(path, parts[parts.length - 1]!);
}

/** Makes room for a new file at `path`: whatever is there (file, symlink, dir, FIFO) goes. */
function clearTarget(path: string): void {
  const st = lstatOrNull(path);
  if (st) rmSync(path, { recursive: st.isDirectory(), force: true });
}

/**
 * `programWritable`: the slot's user owns the file (root mode), so a run may open it for writing
 * (testlib's interactor opens its output file with "w" and stops when it cannot). In user mode
 * the files are already owned by the uid the program runs as.
 */
export async function writeWorkFile(dir: WorkDir, name: string, data: string | Uint8Array, mode = 0o644, programWritable = false): Promise<void> {
  const path = checkedPath(dir, name, true);
  clearTarget(path);
  const fd = openSync(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode);
  try {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    for (let off = 0; off < buf.byteLength;) off += writeSync(fd, buf, off, buf.byteLength - off);
    if (programWritable && dir.owner) fchownSync(fd, dir.owner.uid, dir.owner.gid);
    fchmodSync(fd, mode); // umask must not strip the execute bit of a binary
  } finally {
    closeSync(fd);
  }
}

export async function importWorkFile(dir: WorkDir, hostPath: string, name: string, mode = 0o644): Promise<void> {
  const path = checkedPath(dir, name, true);
  clearTarget(path);
  copyFileSync(hostPath, path, constants.COPYFILE_EXCL);
  chmodSync(path, mode); // just created by us, in an idle slot: not a symlink
}

/** Host path of an existing regular file, or null when there is none (or it is not regular). */
export async function regularFilePath(dir: WorkDir, name: string): Promise<string | null> {
  let path: string;
  try { path = checkedPath(dir, name, false); } catch { return null; }
  const st = lstatOrNull(path);
  return st?.isFile() ? path : null;
}

export async function readWorkFile(dir: WorkDir, name: string, maxBytes: number): Promise<FileReadResult> {
  const path = checkedPath(dir, name, false);
  // O_NONBLOCK: a FIFO planted under this name must not hang the judge.
  const fd = openSync(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error(`@oj/sandbox: ${name} is not a regular file`);
    const want = Math.min(st.size, maxBytes);
    const data = Buffer.allocUnsafe(want);
    let got = 0;
    while (got < want) {
      const n = readSync(fd, data, got, want - got, got);
      if (n === 0) break;
      got += n;
    }
    return { data: data.subarray(0, got), size: st.size, truncated: st.size > got };
  } finally {
    closeSync(fd);
  }
}

export async function workFileSize(dir: WorkDir, name: string): Promise<number | null> {
  const path = await regularFilePath(dir, name);
  if (!path) return null;
  return lstatSync(path).size;
}

export async function removeWorkFile(dir: WorkDir, name: string): Promise<void> {
  let path: string;
  try { path = checkedPath(dir, name, false); } catch { return; }
  clearTarget(path);
}

/** Copies a regular file between two work dirs (or from one to itself under another name). */
export async function copyWorkFile(from: WorkDir, name: string, to: WorkDir, toName: string, mode?: number): Promise<void> {
  const src = await regularFilePath(from, name);
  if (!src) throw new Error(`@oj/sandbox: ${name} is not a regular file in the source slot`);
  const srcMode = lstatSync(src).mode & 0o777;
  await importWorkFile(to, src, toName, mode ?? (srcMode & 0o111 ? 0o755 : 0o644));
}
