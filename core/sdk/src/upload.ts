// Reading one uploaded file from a multipart request within a size limit. Every upload route
// (kernel and plugins) reads through this one helper, so a file cut at the limit is refused and
// never stored: @fastify/multipart marks a part `truncated` when the limit is hit, but its
// toBuffer() checks that flag only per chunk, and the cut chunk may be the last one it sees.
import { OjError } from './errors.ts';

export interface FileUpload {
  /** the name the client sent (never used as a stored path) */
  name: string;
  bytes: Buffer;
  /** the plain form fields sent before the file */
  fields: Record<string, string>;
}

/** the part of @fastify/multipart's request decoration this helper uses */
interface MultipartPart {
  fieldname: string;
  filename: string;
  file: AsyncIterable<Buffer> & { truncated?: boolean };
  fields: Record<string, unknown>;
}
export interface MultipartRequest {
  file(options?: { limits?: { fileSize?: number; files?: number; fields?: number } }): Promise<MultipartPart | undefined>;
}

export interface UploadRule {
  /** the form field that carries the file */
  field: string;
  maxBytes: number;
  /** message key for a file over the limit; gets `{mb}` */
  tooLarge: string;
}

/**
 * The single file part `rule.field`, read to its end. Refuses a missing part (OJ_FILE_MISSING),
 * a malformed body (OJ_BAD_REQUEST_BODY) and a file over the limit (`rule.tooLarge`, 400).
 */
export async function readFileUpload(request: MultipartRequest, rule: UploadRule): Promise<FileUpload> {
  let part: MultipartPart | undefined;
  try {
    part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 10 } });
  } catch {
    throw new OjError('OJ_BAD_REQUEST_BODY');
  }
  if (!part || part.fieldname !== rule.field) throw new OjError('OJ_FILE_MISSING', 400, { field: rule.field });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file) {
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule);
    throw new OjError('OJ_BAD_REQUEST_BODY');
  }
  // checked once the stream has ended: the flag is final only then
  if (part.file.truncated || size > rule.maxBytes) throw tooLarge(rule);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    const v = (value as { value?: unknown } | undefined)?.value;
    if (typeof v === 'string') fields[key] = v;
  }
  return { name: part.filename || 'upload', bytes: Buffer.concat(chunks, size), fields };
}

function tooLarge(rule: UploadRule): OjError {
  const mb = rule.maxBytes / 1048576;
  return new OjError(rule.tooLarge, 400, { mb: Number.isInteger(mb) ? mb : Number(mb.toFixed(2)) });
}
