// Uploaded files live in the shared store under files/{img,file}/<kind>/ (on the embedded default
// that is <dataDir>/files/…); stored names are generated here, never taken from clients. Images are
// recognised by their content, not by the name the client sent.
import { extname } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FileService, SharedStore, StoredFile } from '@oj/sdk';

export { openSharedStore, scopedStore, S3_SECRET_ENV, S3_ACCESS_KEY_ENV, type KernelStore } from './shared-store.ts';
export { isStoreKey } from './store-keys.ts';
export { copyFolderToStore, type MoveCount } from './move.ts';

export type ImageType = 'png' | 'jpg' | 'gif' | 'bmp' | 'webp';
/** Avatar and markdown image types (spec 1 §5). */
export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const MD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MD_FILE_MAX_BYTES = 128 * 1024 * 1024;
export const CAROUSEL_MAX_BYTES = 10 * 1024 * 1024;

/** The image type of `bytes` from its signature, or undefined when it is not one we accept. */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 2 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

export function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

/** the kernel's own file kinds: the folder each is served from (img: checked to be an image) */
const KERNEL_KINDS: Record<string, 'img' | 'file'> = {
  avatar: 'img', 'md-img': 'img', carousel: 'img', 'group-avatar': 'img', 'md-file': 'file',
};
const KIND_NAME = /^[a-z][a-z0-9-]{1,40}$/;

export class FileStore implements FileService {
  /** file kinds: the kernel's, then those plugins declare (definePlugin({ fileKinds })) */
  private readonly kinds = new Map<string, { folder: 'img' | 'file'; owner: string }>(
    Object.entries(KERNEL_KINDS).map(([kind, folder]) => [kind, { folder, owner: 'the kernel' }]),
  );

  /** `store`: the site's whole store (keys files/img/…, files/file/…) */
  constructor(private readonly db: Knex, private readonly store: SharedStore) {}

  registerKinds(owner: string, kinds: Readonly<Record<string, { image: boolean }>>): void {
    for (const [kind, { image }] of Object.entries(kinds)) {
      if (!KIND_NAME.test(kind)) throw new Error(`plugin ${owner}: file kind "${kind}" must be lowercase letters, digits and dashes`);
      const taken = this.kinds.get(kind);
      if (taken) throw new Error(`plugin ${owner} declares the file kind ${kind}, already declared by ${taken.owner}`);
      this.kinds.set(kind, { folder: image ? 'img' : 'file', owner });
    }
  }

  /** the store key of a file served at /api/public/<folder>/<name> */
  static key(folder: 'img' | 'file', name: string): string {
    return `files/${folder}/${name}`;
  }

  async save(input: Parameters<FileService['save']>[0]): Promise<StoredFile> {
    const folder = this.kinds.get(input.kind)?.folder;
    if (!folder) throw new Error(`unknown file kind ${input.kind} (declare it in definePlugin({ fileKinds }))`);
    const image = folder === 'img' ? sniffImage(input.bytes) : undefined;
    if (folder === 'img' && !image) throw new Error('not an image');
    const ext = image ?? (extensionOf(input.name).replace(/[^a-z0-9]/g, '').slice(0, 10) || 'bin');
    const stored = `${input.kind}/${randomUUID().replace(/-/g, '')}.${ext}`;
    // the bytes first: a store that fails leaves no row pointing at nothing
    await this.store.put(FileStore.key(folder, stored), input.bytes);
    const url = `/api/public/${folder}/${stored}`;
    const safeName = input.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || `file.${ext}`;
    const [row] = await this.db('files')
      .insert({ uid: input.uid, gid: input.gid ?? null, kind: input.kind, name: safeName, storedPath: `${folder}/${stored}`, url, size: input.bytes.length })
      .returning(['id']);
    return { id: row.id as number, url, name: safeName, size: input.bytes.length };
  }

  async remove(id: number): Promise<void> {
    const row = await this.db('files').where({ id }).first();
    if (!row) return;
    await this.db('files').where({ id }).delete();
    await this.store.delete([`files/${row.storedPath as string}`]);
  }
}
