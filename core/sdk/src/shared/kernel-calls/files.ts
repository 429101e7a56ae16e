// The kernel's uploads (spec 1 §5, §7) and the home carousel: each upload is a multipart form whose
// file part the route reads itself (`defineUpload`). Browser-safe: mounted by
// core/kernel/src/routes/files.ts.
import { Type, type Static } from '@sinclair/typebox';
import { defineCall, defineUpload } from '../calls.ts';
import { UserInfo } from './account.ts';

/** a stored file: its public link and id */
export const FileLink = Type.Object({ link: Type.String(), fileId: Type.Integer() });
export type FileLink = Static<typeof FileLink>;

export const CarouselImage = Type.Object({ id: Type.Integer(), url: Type.String() });
export type CarouselImage = Static<typeof CarouselImage>;

export const fileCalls = {
  /** the form's `image`: the caller's new avatar; answers the caller's user info */
  uploadAvatar: defineUpload('/api/file/upload-avatar', { answer: UserInfo }),
  /** the form's `image` (and `gid` for a group's markdown) */
  uploadMarkdownImage: defineUpload('/api/file/upload-md-img', { answer: FileLink }),
  removeMarkdownImage: defineCall('GET', '/api/file/delete-md-img', { query: Type.Object({ fileId: Type.Integer({ minimum: 1 }) }), answer: Type.Null() }),
  /** the form's `file` (and `gid`) */
  uploadMarkdownFile: defineUpload('/api/file/upload-md-file', { answer: FileLink }),
  /** the form's `file`: an image for the home page's carousel */
  uploadCarousel: defineUpload('/api/file/upload-carouse-img', { answer: FileLink }),
  /** the home page's carousel (anyone) */
  carousel: defineCall('GET', '/api/home-carousel', { answer: Type.Array(CarouselImage) }),
  removeCarousel: defineCall('DELETE', '/api/admin/config/home-carousel', { query: Type.Object({ id: Type.Integer({ minimum: 1 }) }), answer: Type.Null() }),
};
