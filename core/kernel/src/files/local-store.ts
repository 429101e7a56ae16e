// The embedded default of the shared store: keys are files under the site's data dir
// (`files/img/avatar/….png` is `<dataDir>/files/img/avatar/….png`, as before there was a store).
// A put writes a temporary file beside the target and renames it in, so a reader never sees half.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { OpenedObject, SharedStore, StoredObject } from '@oj/sdk';
import { checkStoreKey, checkStorePrefix } from './store-keys.ts';

function missing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export class LocalStore implements SharedStore {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private path(key: string): string {
    return join(this.root, checkStoreKey(key));
  }

  localFolder(prefix: string): string {
    return prefix === '' ? this.root : join(this.root, checkStoreKey(prefix));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async open(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const body = createReadStream(this.path(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, body, length: range ? range.end - range.start + 1 : info.size };
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(this.path(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    checkStorePrefix(prefix);
    // the folder to walk: the prefix's own folder when it ends with '/', else its parent
    const slash = prefix.lastIndexOf('/');
    const base = slash < 0 ? '' : prefix.slice(0, slash);
    yield* this.walk(base, prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncIterable<StoredObject> {
    let names: string[];
    try {
      names = (await readdir(folder ? join(this.root, folder) : this.root)).sort();
    } catch (err) {
      if (missing(err)) return;
      throw err;
    }
    for (const name of names) {
      if (/\.[0-9a-f]{12}\.tmp$/.test(name)) continue; // a put under way
      const key = folder ? `${folder}/${name}` : name;
      if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
      const info = await stat(join(this.root, key)).catch(() => null);
      if (!info) continue;
      if (info.isDirectory()) yield* this.walk(key, prefix);
      else if (info.isFile() && key.startsWith(prefix)) yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }
}
