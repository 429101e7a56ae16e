// Reading one uploaded zip from a multipart request (the field `file`), within a size limit,
// through the SDK's upload reader (a file cut at the limit is refused, never kept).
import type { FastifyRequest } from 'fastify';
import { OjError, readFileUpload } from '@oj/sdk';

export interface ZipUpload {
  name: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

export async function readZipUpload(request: FastifyRequest, maxBytes: number): Promise<ZipUpload> {
  const upload = await readFileUpload(request, { field: 'file', maxBytes, tooLarge: 'PROBLEMS_ZIP_TOO_LARGE' });
  if (!/\.zip$/i.test(upload.name)) throw new OjError('PROBLEMS_ZIP_REQUIRED');
  return upload;
}
