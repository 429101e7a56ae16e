// Reading one uploaded zip from a multipart request (the field `file`), within a size limit.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { OjError } from '@oj/sdk';

export interface ZipUpload {
  name: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

export async function readZipUpload(request: FastifyRequest, maxBytes: number): Promise<ZipUpload> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  } catch {
    throw new OjError('OJ_BAD_REQUEST_BODY');
  }
  if (!part || part.fieldname !== 'file') throw new OjError('OJ_FILE_MISSING', 400, { field: 'file' });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new OjError('PROBLEMS_ZIP_TOO_LARGE', 400, { mb: Math.floor(maxBytes / 1048576) });
    throw err;
  }
  if (!/\.zip$/i.test(part.filename ?? '')) throw new OjError('PROBLEMS_ZIP_REQUIRED');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    const v = (value as { value?: unknown } | undefined)?.value;
    if (typeof v === 'string') fields[key] = v;
  }
  return { name: part.filename, bytes, fields };
}
