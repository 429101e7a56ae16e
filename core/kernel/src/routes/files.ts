// Uploads (spec 1 §5, §7): avatar, markdown images and files, carousel images. Types are checked
// by extension and by content; sizes by the spec's limits; stored names are ours. Mounted from
// kernelCalls.files (@oj/sdk/shared).
import type { FastifyRequest } from 'fastify';
import { OjError, readFileUpload, isAdminRole, groupAdminPoint, kernelCalls, mountCall, type PluginHttp } from '@oj/sdk';
import type { Kernel } from '../kernel.ts';
import { ok } from '../http/envelope.ts';
import { userInfo } from '../users/view.ts';
import { IMAGE_EXTENSIONS, AVATAR_MAX_BYTES, MD_IMAGE_MAX_BYTES, MD_FILE_MAX_BYTES, CAROUSEL_MAX_BYTES, extensionOf, sniffImage } from '../files/store.ts';

interface Upload { name: string; bytes: Buffer; gid: number | null }

/** Reads the single file part `field` (refused when missing or over the limit, never cut short). */
async function readUpload(request: FastifyRequest, field: string, maxBytes: number, tooLarge: string): Promise<Upload> {
  const upload = await readFileUpload(request, { field, maxBytes, tooLarge });
  const gid = /^\d{1,9}$/.test(upload.fields.gid ?? '') ? Number(upload.fields.gid) : null;
  return { name: upload.name, bytes: upload.bytes, gid };
}

function assertImage(upload: Upload): void {
  const ext = extensionOf(upload.name);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext) || !sniffImage(upload.bytes)) throw new OjError('OJ_FILE_TYPE_NOT_SUPPORTED');
}

export async function fileRoutes(app: PluginHttp, kernel: Kernel): Promise<void> {
  const { db, files } = kernel;
  const calls = kernelCalls.files;

  async function mayUploadImages(uid: string, role: Parameters<typeof isAdminRole>[0], gid: number | null): Promise<boolean> {
    if (isAdminRole(role)) return true;
    if (gid === null) return false;
    for (const check of kernel.registry.contributions(groupAdminPoint)) if (await check(uid, gid)) return true;
    return false;
  }

  mountCall(app, calls.uploadAvatar, { config: { auth: true }, tags: ['files'] }, async (request) => {
    const upload = await readUpload(request, 'image', AVATAR_MAX_BYTES, 'OJ_AVATAR_TOO_LARGE');
    assertImage(upload);
    const uid = request.user!.uid;
    const saved = await files.save({ uid, kind: 'avatar', name: upload.name, bytes: upload.bytes });
    const before = await db('users').where({ uid }).first('avatar');
    const [row] = await db('users').where({ uid }).update({ avatar: saved.url, gmtModified: db.fn.now() }).returning('*');
    const old = before?.avatar ? await db('files').where({ url: before.avatar, kind: 'avatar' }).first('id') : undefined;
    if (old) await files.remove(old.id);
    return ok(userInfo(row));
  });

  mountCall(app, calls.uploadMarkdownImage, { config: { auth: true }, tags: ['files'] }, async (request) => {
    const user = request.user!;
    // refuse before reading the upload when no group could make this user an uploader
    if (!isAdminRole(user.role) && kernel.registry.contributions(groupAdminPoint).length === 0) throw new OjError('OJ_AUTH_NO_PERMISSION', 403);
    const upload = await readUpload(request, 'image', MD_IMAGE_MAX_BYTES, 'OJ_FILE_TOO_LARGE_MB');
    if (!(await mayUploadImages(user.uid, user.role, upload.gid))) throw new OjError('OJ_AUTH_NO_PERMISSION', 403);
    assertImage(upload);
    const saved = await files.save({ uid: user.uid, gid: upload.gid, kind: 'md-img', name: upload.name, bytes: upload.bytes });
    return ok({ link: saved.url, fileId: saved.id });
  });

  mountCall(app, calls.removeMarkdownImage, { config: { auth: true }, tags: ['files'] }, async (request) => {
    const user = request.user!;
    const row = await db('files').where({ id: request.query.fileId, kind: 'md-img' }).first();
    if (!row) throw new OjError('OJ_FILE_NOT_FOUND', 404);
    if (row.uid !== user.uid && !isAdminRole(user.role)) throw new OjError('OJ_AUTH_NO_PERMISSION', 403);
    await files.remove(row.id);
    return ok(null, kernel.i18n.t(request.locale, 'Delete_successfully'));
  });

  mountCall(app, calls.uploadMarkdownFile, { config: { roles: ['root', 'admin', 'problem_admin'] }, tags: ['files'] }, async (request) => {
    const upload = await readUpload(request, 'file', MD_FILE_MAX_BYTES, 'OJ_FILE_TOO_LARGE_MB');
    const saved = await files.save({ uid: request.user!.uid, gid: upload.gid, kind: 'md-file', name: upload.name, bytes: upload.bytes });
    return ok({ link: saved.url, fileId: saved.id });
  });

  mountCall(app, calls.uploadCarousel, { config: { roles: ['root'] }, tags: ['admin'] }, async (request) => {
    const upload = await readUpload(request, 'file', CAROUSEL_MAX_BYTES, 'OJ_FILE_TOO_LARGE_MB');
    assertImage(upload);
    const saved = await files.save({ uid: request.user!.uid, kind: 'carousel', name: upload.name, bytes: upload.bytes });
    return ok({ link: saved.url, fileId: saved.id });
  });

  mountCall(app, calls.carousel, { config: { public: true }, tags: ['site'] },
    async () => ok(await db('files').where({ kind: 'carousel' }).orderBy('id').select('id', 'url')));

  mountCall(app, calls.removeCarousel, { config: { perm: 'system_info_admin' }, tags: ['admin'] }, async (request) => {
    const row = await db('files').where({ id: request.query.id, kind: 'carousel' }).first();
    if (!row) throw new OjError('OJ_FILE_NOT_FOUND', 404);
    await files.remove(row.id);
    return ok(null, kernel.i18n.t(request.locale, 'Delete_successfully'));
  });
}
